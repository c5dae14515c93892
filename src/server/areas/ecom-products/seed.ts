import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basePrice } from '../base-prices';
import { contentProduct } from '../content-products';
import { descriptionTemplate } from '../description-templates';
import { ALL_ACCESS_LANGUAGE_ID, BILLING_PLANS, LANGUAGES } from '../reference';
import demoPlans from './demo-plans.json' with { type: 'json' };
import { ecomPlan, ecomProduct } from './tables';

/**
 * Demo eCom products (one per language and course type) and their plans, in every life-cycle
 * status. The pids are the ones the demo content products and coupons name. Idempotent by pid.
 */

const DAY = 24 * 60 * 60 * 1000;

type PlanSeed = [
  pid: string,
  name: string,
  status: string,
  languageId: number,
  type: 'SUBSCRIPTION' | 'SINGLE_LEVEL' | 'MULTI_LEVEL' | 'ALL_ACCESS',
  premium: boolean,
  basePrice: string,
  billingPlanId: number | null,
  template: string,
  courseLevels: string | null,
];

const idOf = <T extends { id: number }>(rows: readonly T[], found: (row: T) => boolean, what: string): number => {
  const row = rows.find(found);
  if (!row) throw new Error(`demo-plans.json names an unknown ${what}`);
  return row.id;
};

const MONTHLY_TRIAL = idOf(BILLING_PLANS, (b) => b.name === 'Monthly with 7-day trial', 'billing plan');

// The plans themselves are data (demo-plans.json), naming their language by code and billing plan by name.
export const DEMO_PLANS: readonly PlanSeed[] = demoPlans.map((plan) => [
  plan.pid,
  plan.name,
  plan.status,
  idOf(LANGUAGES, (l) => l.code === plan.language, 'language'),
  plan.type as PlanSeed[4],
  plan.premium,
  plan.basePrice,
  plan.billingPlan === null ? null : idOf(BILLING_PLANS, (b) => b.name === plan.billingPlan, 'billing plan'),
  plan.template,
  plan.courseLevels,
]);

/** A plan's product: Standard or Premium, none for All Access. */
export const courseTypeOf = (languageId: number, premium: boolean) =>
  languageId === ALL_ACCESS_LANGUAGE_ID ? null : premium ? 'premium' : 'standard';

export async function seedDemoPlans(db: Db): Promise<void> {
  const have = new Set((await db.select({ pid: ecomPlan.pid }).from(ecomPlan)).map((r) => r.pid));
  const missing = DEMO_PLANS.filter(([pid]) => !have.has(pid));
  if (missing.length === 0) return;
  const prices = new Map(
    (await db.select({ id: basePrice.id, name: basePrice.name }).from(basePrice)).map((r) => [r.name, r.id]),
  );
  const templates = new Map(
    (await db.select({ id: descriptionTemplate.id, name: descriptionTemplate.name }).from(descriptionTemplate)).map(
      (r) => [r.name, r.id],
    ),
  );
  const courses = await db
    .select({ id: contentProduct.id, type: contentProduct.productType, languageId: contentProduct.languageId })
    .from(contentProduct)
    // Plans sell published courses.
    .where(
      and(
        inArray(contentProduct.productType, ['SUBSCRIPTION', 'SINGLE_LEVEL', 'MULTI_LEVEL', 'ALL_ACCESS']),
        eq(contentProduct.status, 'ACTIVE'),
      ),
    );
  const courseFor = (type: string, languageId: number) =>
    (courses.find((c) => c.type === type && c.languageId === languageId) ?? courses.find((c) => c.type === type))?.id ??
    null;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [
      i,
      [pid, name, status, languageId, type, premium, price, billingPlanId, template, levels],
    ] of DEMO_PLANS.entries()) {
      if (have.has(pid)) continue;
      const courseType = courseTypeOf(languageId, premium);
      const productWhere = and(
        eq(ecomProduct.languageId, languageId),
        courseType === null ? undefined : eq(ecomProduct.courseType, courseType),
      );
      let [product] = await tx.select({ id: ecomProduct.id }).from(ecomProduct).where(productWhere).limit(1);
      if (!product)
        [product] = await tx.insert(ecomProduct).values({ languageId, courseType }).returning({ id: ecomProduct.id });
      if (!product) throw new Error('demo product not written');
      const at = new Date(now - (i + 1) * DAY);
      await tx.insert(ecomPlan).values({
        productId: product.id,
        pid,
        name,
        status,
        languageId,
        courseType,
        productType: type,
        isPremium: premium,
        courseLevels: levels,
        contentProductId: courseFor(type, languageId),
        basePriceId: prices.get(price) ?? null,
        billingPlanId,
        freeTrialType: billingPlanId === MONTHLY_TRIAL ? 'introductory' : i % 5 === 0 ? 'promotional' : 'introductory',
        freeTrialUsageLimit: billingPlanId === MONTHLY_TRIAL ? 1 : i % 5 === 0 ? 3 : 1,
        joinUpsell: i % 3 === 0,
        descTemplateId: templates.get(template) ?? null,
        productImage: `https://images.example.com/plans/${pid.toLowerCase()}.png`,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
}
