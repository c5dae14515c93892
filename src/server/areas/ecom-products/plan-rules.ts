import { eq } from 'drizzle-orm';
import type { PlanBody } from '../../../shared/contracts/ecom-products';
import { forcesJoinUpsell, isLifetimeType, PLAN_COURSE_TYPES, planViolations } from '../../../shared/domain/ecom-plan';
import { promotionNotUsable } from '../../../shared/domain/promotion-choice';
import type { Db } from '../../db/client';
import { invalidAll, type Violation } from '../../errors';
import { basePrice } from '../base-prices';
import { contentProduct } from '../content-products';
import { descriptionTemplate } from '../description-templates';
import { billingPlan } from '../reference';
import type { PlanRow } from './plan-read';
import { type CodePromotion, promotionsByCode } from './ports';

/**
 * A plan's promotion code (issue 21 item 12): one that exists; a newly chosen one must be Redeemable and
 * apply to the plan (its base price is applied, or the plan is the buy-one-gift-one base plan). A code
 * the plan already holds may stay after it is no longer usable (as an inactive base price may).
 */
function promotionProblem(plan: PlanBody, promo: CodePromotion[], before: PlanRow | null): string | null {
  const code = plan.promotionCode as string;
  const [found] = promo;
  if (!found) return `Promotion code ${code} does not exist.`;
  if (before?.promotionCode === code) return null;
  const notUsable = promotionNotUsable(code, found.status);
  if (notUsable) return notUsable;
  const applies =
    found.basePriceIds.includes(plan.basePriceId) || (before !== null && found.basePlanPid === before.pid);
  return applies ? null : `Promotion code ${code} does not apply to this plan's base price.`;
}

/**
 * Every rule of the plan form the server holds (checklist 9.13): the shared type rules, and the
 * references (course of an allowed type, an active base price, a billing plan of the right kind, a
 * template, a known promotion code). `before` is the plan being edited: an unchanged base price may
 * have become inactive since.
 */
export async function checkPlan(
  db: Db,
  plan: PlanBody,
  product: { isAllAccess: boolean },
  before: PlanRow | null,
  now: Date,
): Promise<PlanBody> {
  const out: Violation[] = [...planViolations(plan)];
  const checked = { ...plan };
  if (product.isAllAccess !== (plan.productType === 'ALL_ACCESS'))
    out.push({
      field: 'productType',
      message: product.isAllAccess
        ? 'An All Access product sells All Access plans only.'
        : 'Only the All Access product sells All Access plans.',
    });
  if (plan.freeTrialType === 'introductory' && plan.freeTrialUsageLimit === null) checked.freeTrialUsageLimit = null;
  const [[course], [price], [template], billing, promo] = await Promise.all([
    db
      .select({ type: contentProduct.productType })
      .from(contentProduct)
      .where(eq(contentProduct.id, plan.contentProductId)),
    db.select({ status: basePrice.status }).from(basePrice).where(eq(basePrice.id, plan.basePriceId)),
    db
      .select({ id: descriptionTemplate.id })
      .from(descriptionTemplate)
      .where(eq(descriptionTemplate.id, plan.descTemplateId)),
    plan.billingPlanId === null ? [] : db.select().from(billingPlan).where(eq(billingPlan.id, plan.billingPlanId)),
    plan.promotionCode === null ? [] : promotionsByCode.call(db, plan.promotionCode, now),
  ]);
  if (!course)
    out.push({ field: 'contentProductId', message: `Content product ${plan.contentProductId} does not exist.` });
  else if (!PLAN_COURSE_TYPES[plan.productType].includes(course.type))
    out.push({
      field: 'contentProductId',
      message: `A ${course.type} content product cannot be sold by a ${plan.productType} plan.`,
    });
  else if (forcesJoinUpsell(course.type) && !plan.joinUpsell)
    out.push({ field: 'joinUpsell', message: 'A plan selling an upsell product always joins the upsell.' });
  if (!price) out.push({ field: 'basePriceId', message: `Base price ${plan.basePriceId} does not exist.` });
  else if (price.status !== 'active' && before?.basePriceId !== plan.basePriceId)
    out.push({ field: 'basePriceId', message: 'Choose an active base price.' });
  if (!template)
    out.push({ field: 'descTemplateId', message: `Description template ${plan.descTemplateId} does not exist.` });
  if (plan.billingPlanId !== null && !isLifetimeType(plan.productType)) {
    const [b] = billing;
    if (!b) out.push({ field: 'billingPlanId', message: `Billing plan ${plan.billingPlanId} does not exist.` });
    else if (b.type === 'life_time')
      out.push({ field: 'billingPlanId', message: 'A subscription plan needs a recurring billing plan.' });
  }
  if (plan.promotionCode !== null) {
    const problem = promotionProblem(plan, promo, before);
    if (problem) out.push({ field: 'promotionCode', message: problem });
  }
  if (out.length) throw invalidAll(out);
  return checked;
}
