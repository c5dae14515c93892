import { arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
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
 * The promotions usable with some plan of eCom product `productId` (the detail's plans): their base price
 * is applied (GIN index), or they are one plan's base plan, the plans read by the product's index. Named:
 * planned once per connection (the plan is the same for any product).
 */
const usableWithProduct = preparedPer((db) => {
  const plans = (column: typeof ecomPlan.pid | typeof ecomPlan.basePriceId) =>
    sql`array(select ${column} from ${ecomPlan} where ${ecomPlan.productId} = ${sql.placeholder('productId')} and ${column} is not null)`;
  return db
    .select({ code: coupon.code, basePriceIds: coupon.appliedBasePriceIds, basePlanPid: coupon.basePlanPid })
    .from(coupon)
    .where(
      or(
        sql`${coupon.appliedBasePriceIds} && ${plans(ecomPlan.basePriceId)}`,
        sql`${coupon.basePlanPid} = any(${plans(ecomPlan.pid)})`,
      ),
    )
    .prepare('promotions_usable_with_product');
});

export function promotionsUsableWithProduct(db: Db, productId: number): Promise<PlanPromotion[]> {
  return usableWithProduct(db).execute({ productId });
}
