import type { SQL } from 'drizzle-orm';
import type { AppliedPlan } from '../../../shared/contracts/base-prices';
import type { StoreQuery } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { definePort } from '../../port';

/**
 * What base prices ask of the areas that use them, which sit above this one (src/server/port.ts): the
 * plans of eCom products and the disclosures. The assembly plugs in their answers.
 */

/**
 * One of the first plans of a base price as the database writes it: [id, pid, title] (an array: shorter
 * JSON to make and parse than an object per plan).
 */
export type PlanOfBasePrice = [id: number, pid: string, title: string];

/**
 * A base price's first `shown` plans (newest first), as SQL of a column of the base price's own statement
 * (`basePriceId` and `planCount` name the row's columns): JSON made by the database, no round trip of its own.
 */
export const plansOfBasePrice =
  definePort<(basePriceId: SQL, planCount: SQL, shown: number) => SQL<PlanOfBasePrice[]>>('plansOfBasePrice');

/** GET /base-prices/{id}/variants (API-S-38): a page of the plans using a base price, newest first. */
export const appliedPlans =
  definePort<(db: Db, basePriceId: number, q: StoreQuery) => Promise<AppliedPlan[]>>('appliedPlans');

/** Some disclosure names the base price. */
export const basePriceInDisclosures =
  definePort<(db: Db, basePriceId: number) => Promise<boolean>>('basePriceInDisclosures');
