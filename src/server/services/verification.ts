// Interface of the verification check; the content-catalogue work replaces this file.
import type { VerifyResult } from '../../shared/domain/catalog-workflow';
import type { Db } from '../db/client';

/** Checks a mini course against the content catalogue; files changed since `since` are reported. */
export async function checkMiniCourse(_db: Db, _id: number, _since: Date | null): Promise<VerifyResult> {
  throw new Error('verification is being built');
}

/** Checks a content product against the content catalogue and the other products. */
export async function checkContentProduct(_db: Db, _id: number, _since: Date | null): Promise<VerifyResult> {
  throw new Error('verification is being built');
}
