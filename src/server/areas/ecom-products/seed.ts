import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basePrice } from '../base-prices';
import { contentProduct } from '../content-products';
import { descriptionTemplate } from '../description-templates';
import { ALL_ACCESS_LANGUAGE_ID } from '../reference';
import { ecomPlan, ecomProduct } from './tables';

/**
 * Demo eCom products (one per language and course type) and their plans, in every life-cycle
 * status. The pids are the ones the demo content products and coupons name. Idempotent by pid.
 */

const DAY = 24 * 60 * 60 * 1000;
const LANG = { fr: 15, de: 16, it: 25, ja: 26, es419: 41, ptBR: 36, zh: 7, ko: 27, ru: 40 } as const;

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

const MONTHLY = 1;
const QUARTERLY = 2;
const YEARLY = 4;
const MONTHLY_TRIAL = 5;
const SUB_M = 'Subscription — monthly';
const SUB_Y = 'Subscription — yearly';
const LIFE = 'Lifetime level';

export const DEMO_PLANS: readonly PlanSeed[] = [
  [
    'SUB-MONTHLY-FR',
    'French Subscription Monthly',
    'active',
    LANG.fr,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  [
    'SUB-ANNUAL-FR',
    'French Subscription Annual',
    'active',
    LANG.fr,
    'SUBSCRIPTION',
    false,
    'Standard Yearly',
    YEARLY,
    SUB_Y,
    null,
  ],
  [
    'SUB-MONTHLY-FR-PREM',
    'French Premium Subscription Monthly',
    'active',
    LANG.fr,
    'SUBSCRIPTION',
    true,
    'Premium Monthly',
    MONTHLY_TRIAL,
    SUB_M,
    null,
  ],
  [
    'SUB-MONTHLY-ES',
    'Spanish (Latin America) Subscription Monthly',
    'active',
    LANG.es419,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  [
    'SUB-ANNUAL-ES',
    'Spanish (Latin America) Subscription Annual',
    'inactive',
    LANG.es419,
    'SUBSCRIPTION',
    false,
    'Standard Yearly',
    YEARLY,
    SUB_Y,
    null,
  ],
  [
    'SUB-MONTHLY-DE',
    'German Subscription Monthly',
    'active',
    LANG.de,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  [
    'SUB-QUARTERLY-DE',
    'German Subscription Quarterly',
    'ready_for_publish',
    LANG.de,
    'SUBSCRIPTION',
    false,
    'Standard Quarterly',
    QUARTERLY,
    SUB_M,
    null,
  ],
  [
    'SUB-MONTHLY-IT',
    'Italian Subscription Monthly',
    'active',
    LANG.it,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  [
    'SUB-MONTHLY-JA',
    'Japanese Subscription Monthly',
    'draft',
    LANG.ja,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  [
    'SUB-ANNUAL-JA-PREM',
    'Japanese Premium Subscription Annual',
    'draft',
    LANG.ja,
    'SUBSCRIPTION',
    true,
    'Premium Yearly',
    YEARLY,
    SUB_Y,
    null,
  ],
  [
    'SUB-MONTHLY-KO',
    'Korean Subscription Monthly',
    'inactive',
    LANG.ko,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  [
    'SUB-MONTHLY-RU',
    'Russian Subscription Monthly',
    'ready_for_publish',
    LANG.ru,
    'SUBSCRIPTION',
    false,
    'Standard Monthly',
    MONTHLY,
    SUB_M,
    null,
  ],
  ['SL-L1-FR', 'French Level 1', 'active', LANG.fr, 'SINGLE_LEVEL', false, 'Level Lifetime', null, LIFE, '1'],
  ['SL-L2-FR', 'French Level 2', 'active', LANG.fr, 'SINGLE_LEVEL', false, 'Level Lifetime', null, LIFE, '2'],
  [
    'SL-L5-FR-PREM',
    'French Premium Level 5',
    'active',
    LANG.fr,
    'SINGLE_LEVEL',
    true,
    'Level Lifetime',
    null,
    LIFE,
    '5',
  ],
  ['SL-L1-DE', 'German Level 1', 'draft', LANG.de, 'SINGLE_LEVEL', false, 'Level Lifetime', null, LIFE, '1'],
  [
    'SL-L1-IT',
    'Italian Level 1',
    'ready_for_publish',
    LANG.it,
    'SINGLE_LEVEL',
    false,
    'Level Lifetime',
    null,
    LIFE,
    '1',
  ],
  [
    'SL-L1-PT-BR',
    'Portuguese (Brazil) Level 1',
    'inactive',
    LANG.ptBR,
    'SINGLE_LEVEL',
    false,
    'Level Lifetime',
    null,
    LIFE,
    '1',
  ],
  [
    'ML-COMPLETE-FR',
    'French Complete Course',
    'active',
    LANG.fr,
    'MULTI_LEVEL',
    false,
    'Complete Course Lifetime',
    null,
    LIFE,
    '-1',
  ],
  [
    'ML-COMPLETE-ES',
    'Spanish (Latin America) Complete Course',
    'active',
    LANG.es419,
    'MULTI_LEVEL',
    false,
    'Complete Course Lifetime',
    null,
    LIFE,
    '-1',
  ],
  [
    'ML-L1-2-DE',
    'German Levels 1-2',
    'draft',
    LANG.de,
    'MULTI_LEVEL',
    false,
    'Complete Course Lifetime',
    null,
    LIFE,
    '1,2',
  ],
  [
    'ML-COMPLETE-ZH',
    'Chinese (Mandarin) Complete Course',
    'inactive',
    LANG.zh,
    'MULTI_LEVEL',
    false,
    'Complete Course Lifetime',
    null,
    LIFE,
    '-1',
  ],
  [
    'AA-MONTHLY',
    'All Access Subscription Monthly',
    'active',
    ALL_ACCESS_LANGUAGE_ID,
    'ALL_ACCESS',
    true,
    'All Access Monthly',
    MONTHLY,
    'All Access',
    null,
  ],
  [
    'AA-ANNUAL',
    'All Access Subscription Annual',
    'active',
    ALL_ACCESS_LANGUAGE_ID,
    'ALL_ACCESS',
    true,
    'All Access Monthly',
    YEARLY,
    'All Access',
    null,
  ],
  [
    'AA-QUARTERLY',
    'All Access Subscription Quarterly',
    'draft',
    ALL_ACCESS_LANGUAGE_ID,
    'ALL_ACCESS',
    true,
    'All Access Monthly',
    QUARTERLY,
    'All Access',
    null,
  ],
];

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
