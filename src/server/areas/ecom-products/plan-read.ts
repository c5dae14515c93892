import { asc, eq, inArray } from 'drizzle-orm';
import type { EcomProduct, Plan } from '../../../shared/contracts/ecom-products';
import {
  type CourseType,
  checkoutDeeplink,
  type FreeTrialType,
  type PlanProductType,
  type PlanStatus,
} from '../../../shared/domain/ecom-plan';
import { toDecimalString } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { basePrice, basePriceAmount, currencyAssociation } from '../base-prices';
import { contentProduct } from '../content-products';
import { descriptionTemplate } from '../description-templates';
import { billingPlan, language } from '../reference';
import { bundledProductsOf } from './bundled-products';
import { promotionsOfPlans } from './ports';
import { ecomPlan, ecomProduct } from './tables';

export type PlanRow = typeof ecomPlan.$inferSelect;
export type ProductRow = typeof ecomProduct.$inferSelect;

/** Bulk codes show their first 4 characters, the rest as asterisks (EP-PLAN-17). */
export const maskCode = (code: string) => `${code.slice(0, 4)}${'*'.repeat(Math.max(3, code.length - 4))}`;

/** One plan as the detail shows it (what a plan write answers). */
export async function toPlan(db: Db, row: PlanRow, storeUrl: string): Promise<Plan> {
  const [out] = await toPlans(db, [row], storeUrl);
  if (!out) throw new Error('plan not read');
  return out;
}

/** Plans as the detail shows them: one query per related table for the whole set, no N+1. */
export async function toPlans(db: Db, rows: PlanRow[], storeUrl: string): Promise<Plan[]> {
  if (rows.length === 0) return [];
  const uniq = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const priceIds = uniq(rows.map((r) => r.basePriceId));
  const courseIds = uniq(rows.map((r) => r.contentProductId));
  const templateIds = uniq(rows.map((r) => r.descTemplateId));
  const billingIds = uniq(rows.map((r) => r.billingPlanId));
  const [prices, amounts, codes, courses, templates, billings, coupons] = await Promise.all([
    priceIds.length ? db.select().from(basePrice).where(inArray(basePrice.id, priceIds)) : [],
    priceIds.length ? db.select().from(basePriceAmount).where(inArray(basePriceAmount.basePriceId, priceIds)) : [],
    db.select().from(currencyAssociation).orderBy(asc(currencyAssociation.position)),
    courseIds.length ? db.select().from(contentProduct).where(inArray(contentProduct.id, courseIds)) : [],
    templateIds.length ? db.select().from(descriptionTemplate).where(inArray(descriptionTemplate.id, templateIds)) : [],
    billingIds.length ? db.select().from(billingPlan).where(inArray(billingPlan.id, billingIds)) : [],
    // The promotions usable with these plans: their base price is applied, or they are the base plan.
    promotionsOfPlans.call(db, { basePriceIds: priceIds, planPids: rows.map((r) => r.pid) }),
  ]);
  const bundledOf = await bundledProductsOf(db, courses);
  const helpText = (priceId: number) =>
    codes
      .flatMap(({ currencyCode }) => {
        const a = amounts.find((x) => x.basePriceId === priceId && x.currencyCode === currencyCode);
        return a ? [`${currencyCode} ${toDecimalString(a.amountMinor, currencyCode)}`] : [];
      })
      .join(' · ');
  return rows.map((row) => {
    const price = prices.find((p) => p.id === row.basePriceId);
    const course = courses.find((c) => c.id === row.contentProductId);
    const template = templates.find((t) => t.id === row.descTemplateId);
    const billing = billings.find((b) => b.id === row.billingPlanId);
    return {
      planId: row.id,
      pid: row.pid,
      name: row.name,
      status: row.status as PlanStatus,
      productId: row.productId,
      productType: row.productType as PlanProductType,
      courseLevels: row.courseLevels,
      basePriceId: row.basePriceId,
      basePriceName: price?.name ?? null,
      basePriceHelpText: price ? helpText(price.id) : null,
      contentProductId: row.contentProductId,
      contentProductType: course?.productType ?? null,
      contentProductStatus: course?.status ?? null,
      courseName: course ? (course.courseName ?? course.name) : null,
      isbn: course?.isbn ?? null,
      version: course?.version ?? null,
      lessonFrom: course?.lessonFrom ?? null,
      lessonTo: course?.lessonTo ?? null,
      bundledProducts: bundledOf(course?.bundledProductIds ?? []),
      billingPlan: billing ?? null,
      freeTrialType: row.freeTrialType as FreeTrialType | null,
      freeTrialUsageLimit: row.freeTrialUsageLimit,
      joinUpsell: row.joinUpsell,
      descTemplateId: row.descTemplateId,
      descTemplateName: template?.name ?? null,
      descTemplateContent: template ? { en: template.contentEn, es: template.contentEs } : null,
      checkoutDeeplink: checkoutDeeplink(storeUrl, { status: row.status as PlanStatus, pid: row.pid }),
      productImage: row.productImage,
      promotionCode: row.promotionCode,
      coupons: coupons
        .filter(
          (c) => c.basePlanPid === row.pid || (row.basePriceId !== null && c.basePriceIds.includes(row.basePriceId)),
        )
        .map((c) => maskCode(c.code))
        .sort(),
      updatedAt: row.updatedAt.toISOString(),
      rowVersion: row.rowVersion,
    };
  });
}

export async function readProductRow(db: Db, id: number, lock = false): Promise<ProductRow> {
  const query = db.select().from(ecomProduct).where(eq(ecomProduct.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`eCom product ${id} does not exist.`);
  return row;
}

export async function readProduct(db: Db, id: number, storeUrl: string): Promise<EcomProduct> {
  const product = await readProductRow(db, id);
  const [lang] = await db.select({ name: language.name }).from(language).where(eq(language.id, product.languageId));
  const plans = await db.select().from(ecomPlan).where(eq(ecomPlan.productId, id)).orderBy(asc(ecomPlan.id));
  return {
    id: product.id,
    languageId: product.languageId,
    language: lang?.name ?? '',
    courseType: product.courseType as CourseType | null,
    plans: await toPlans(db, plans, storeUrl),
    updatedAt: product.updatedAt.toISOString(),
    rowVersion: product.rowVersion,
  };
}

export async function readPlanRow(db: Db, productId: number, planId: number, lock = false): Promise<PlanRow> {
  const query = db.select().from(ecomPlan).where(eq(ecomPlan.id, planId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.productId !== productId)
    throw notFound(`Plan ${planId} of eCom product ${productId} does not exist.`);
  return row;
}
