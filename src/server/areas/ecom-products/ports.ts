import type { SQL } from 'drizzle-orm';
import type { PromotionStatus } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { definePort } from '../../port';

/**
 * What eCom plans ask of promotions, which sit above them (promotions read plans for buy-one-gift-one and
 * for the codes usable with a plan): src/server/port.ts. The assembly plugs in promotions' answers.
 */

/** A promotion as a plan's save checks it: its status now, and what it applies to. */
export interface CodePromotion {
  status: PromotionStatus;
  basePriceIds: number[];
  basePlanPid: string | null;
}

/** The promotions of a code (exact), their status as of `now`: none when no promotion has it. */
export const promotionsByCode =
  definePort<(db: Db, code: string, now: Date) => Promise<CodePromotion[]>>('promotionsByCode');

/** A promotion usable with some of these plans: it applies one of their base prices, or is their BOGO base plan. */
export interface PlanPromotion {
  code: string;
  basePriceIds: number[];
  basePlanPid: string | null;
}

/** The promotions applying one of `basePriceIds` or buying one of `planPids`: one statement. */
export const promotionsOfPlans =
  definePort<
    (db: Db, plans: { basePriceIds: readonly number[]; planPids: readonly string[] }) => Promise<PlanPromotion[]>
  >('promotionsOfPlans');

/**
 * The promotions usable with some plan of an eCom product (what promotionsOfPlans answers for all its plans)
 * as SQL of a JSON array of PlanPromotion, for the detail's one statement: `productId` is SQL (a placeholder).
 */
export const promotionsOfProduct = definePort<(productId: SQL) => SQL<PlanPromotion[]>>('promotionsOfProduct');
