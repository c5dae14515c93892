import type { AppliedPlan } from '../../../shared/contracts/base-prices';
import type { StoreQuery } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { definePort } from '../../port';

/**
 * What base prices ask of the areas that use them, which sit above this one (src/server/port.ts): the
 * plans of eCom products and the disclosures. The assembly plugs in their answers.
 */

/** One of the first plans of a base price (id null: it has none), with the base price's capped plan count. */
export interface PlanOfBasePrice {
  basePriceId: number;
  id: number | null;
  pid: string;
  title: string;
  planCount: number;
}

/** Per base price, its first `shown` plans (newest first) and its plan count up to `countCap`: one statement. */
export const plansOfBasePrices =
  definePort<
    (db: Db, ids: readonly number[], limits: { countCap: number; shown: number }) => Promise<PlanOfBasePrice[]>
  >('plansOfBasePrices');

/** GET /base-prices/{id}/variants (API-S-38): the plans using a base price, newest first, a page and the total. */
export const appliedPlans =
  definePort<(db: Db, basePriceId: number, q: StoreQuery) => Promise<{ data: AppliedPlan[]; count: number }>>(
    'appliedPlans',
  );

/** Some disclosure names the base price. */
export const basePriceInDisclosures =
  definePort<(db: Db, basePriceId: number) => Promise<boolean>>('basePriceInDisclosures');
