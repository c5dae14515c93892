import { arrayOverlaps, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CodePromotion, ecomPlan, type PlanPromotion } from '../ecom-products';
import { statusSql } from './status-sql';
import { coupon } from './tables';

/** What eCom plans show and check of promotions (plugged into eCom products' ports by the assembly). */

/** The promotions of a code (exact; coupon_code_key answers it), their status as of `now`. */
export const promotionsOfCode = (db: Db, code: string, now: Date): Promise<CodePromotion[]> =>
  db
    .select({ status: statusSql(now), basePriceIds: coupon.appliedBasePriceIds, basePlanPid: coupon.basePlanPid })
    .from(coupon)
    .where(eq(coupon.code, code));

/** The promotions usable with these plans: their base price is applied, or they are the base plan. */
export function promotionsUsableWithPlans(
  db: Db,
  plans: { basePriceIds: readonly number[]; planPids: readonly string[] },
): Promise<PlanPromotion[]> {
  return db
    .select({ code: coupon.code, basePriceIds: coupon.appliedBasePriceIds, basePlanPid: coupon.basePlanPid })
    .from(coupon)
    .where(
      or(
        plans.basePriceIds.length ? arrayOverlaps(coupon.appliedBasePriceIds, [...plans.basePriceIds]) : undefined,
        inArray(coupon.basePlanPid, [...plans.planPids]),
      ),
    );
}

/**
 * The promotions usable with some plan of eCom product `productId` (the detail's plans), as a JSON array for
 * the detail's statement: their base price is applied (GIN index), or they are one plan's base plan, the
 * plans read by the product's index. It names no row of the statement: evaluated once (an InitPlan).
 */
export function promotionsUsableWithProduct(productId: SQL): SQL<PlanPromotion[]> {
  const plans = (column: typeof ecomPlan.pid | typeof ecomPlan.basePriceId) =>
    sql`array(select ${column} from ${ecomPlan} where ${ecomPlan.productId} = ${productId} and ${column} is not null)`;
  return sql<PlanPromotion[]>`coalesce((
    select json_agg(json_build_object('code', c.code, 'basePriceIds', c.applied_base_price_ids, 'basePlanPid', c.base_plan_pid))
    from ${coupon} as c
    where c.applied_base_price_ids && ${plans(ecomPlan.basePriceId)} or c.base_plan_pid = any(${plans(ecomPlan.pid)})
  ), '[]'::json)`;
}
