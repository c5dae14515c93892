import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH, type VoucherGroupType } from '../../../shared/domain/voucher';
import type { Db } from '../../db/client';
import { voucher } from './tables';

/**
 * The codes of a voucher group (shared/domain/voucher.ts VOUCHER_CODE_*): a SINGLE group has one per
 * licence, each redeemable once; a MASTER or SEAT group one shared code. Issued with the group, in its
 * transaction, and kept in step with its type and licences by every edit.
 */

/** A new code: 16 characters drawn by the crypto generator from 32 (80 bits). */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1)
    code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return code;
}

/** How many codes a group of `type` with `licences` has. */
export const codeCount = (type: VoucherGroupType, licences: number) => (type === 'SINGLE' ? licences : 1);

/**
 * Issues `count` new codes of group `groupId`: one statement; a code already taken (2^-80 a pair) is
 * skipped by the unique index and drawn again.
 */
export async function issueCodes(tx: Db, groupId: number, count: number, now: Date): Promise<void> {
  for (let missing = count; missing > 0; ) {
    const codes = Array.from({ length: missing }, newVoucherCode);
    const result = await tx.execute(sql`
      insert into ${voucher} (voucher_group_id, code, created_at)
      select ${groupId}, c, ${now.toISOString()}::timestamptz from json_array_elements_text(${JSON.stringify(codes)}::json) as c
      on conflict (code) do nothing
      returning 1`);
    missing -= (result as unknown as { rows: unknown[] }).rows.length;
  }
}

/**
 * After an edit: the codes follow the group. A new type (only before any redemption) gets new codes; a
 * SINGLE group's licences moving up get more codes, moving down lose unused codes, the newest first.
 */
export async function syncCodes(
  tx: Db,
  groupId: number,
  before: { type: VoucherGroupType; licences: number },
  after: { type: VoucherGroupType; licences: number },
  now: Date,
): Promise<void> {
  if (before.type !== after.type) {
    await tx.delete(voucher).where(eq(voucher.voucherGroupId, groupId));
    await issueCodes(tx, groupId, codeCount(after.type, after.licences), now);
    return;
  }
  if (after.type !== 'SINGLE') return;
  const [have] = await tx.select({ n: count() }).from(voucher).where(eq(voucher.voucherGroupId, groupId));
  const difference = after.licences - (have?.n ?? 0);
  if (difference > 0) await issueCodes(tx, groupId, difference, now);
  if (difference < 0) {
    const unused = await tx
      .select({ id: voucher.id })
      .from(voucher)
      .where(and(eq(voucher.voucherGroupId, groupId), eq(voucher.redeemedCount, 0)))
      .orderBy(desc(voucher.id))
      .limit(-difference);
    await tx.delete(voucher).where(
      inArray(
        voucher.id,
        unused.map((u) => u.id),
      ),
    );
  }
}
