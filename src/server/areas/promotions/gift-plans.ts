import { and, eq, sql } from 'drizzle-orm';
import type { GiftPlan } from '../../../shared/contracts/promotions';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { ecomPlan } from '../ecom-products';
import { billingPlan } from '../reference';

/**
 * GET /v2/coupons/buy-one-gift-one/gift-plans?base_plan_pid= (PROMO-BOGO-03, decided): the plans a
 * buy-one-gift-one promotion may gift, the Active plans of the base plan's eCom product (itself
 * included), by PID.
 */
export async function listGiftPlans(db: Db, basePlanPid: string): Promise<{ data: GiftPlan[]; count: number }> {
  const [base] = await db.select({ productId: ecomPlan.productId }).from(ecomPlan).where(eq(ecomPlan.pid, basePlanPid));
  if (!base) throw notFound(`No plan has the PID '${basePlanPid}'.`);
  const data = await db
    .select({ pid: ecomPlan.pid, title: ecomPlan.name, billingPlanName: billingPlan.name })
    .from(ecomPlan)
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .where(and(eq(ecomPlan.productId, base.productId), eq(ecomPlan.status, 'active')))
    .orderBy(sql`${ecomPlan.pid} collate "C"`);
  return { data, count: data.length };
}
