import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import { preparedPer } from '../../db/prepared';
import { notFound } from '../../errors';
import { basePrice, basePriceAmount, currencyAssociation } from '../base-prices';
import { contentProduct } from '../content-products';
import { descriptionTemplate } from '../description-templates';
import { billingPlan, language } from '../reference';
import { type BundledProduct, bundledProductsOf } from './bundled-products';
import { type PlanPromotion, promotionsOfPlans, promotionsOfProduct } from './ports';
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

/** What a plan shows of the rows it points to (read joined for the detail, by ids for a write's answer). */
interface PlanRelated {
  price: { id: number; name: string } | null;
  /** The base price's amount in each configured currency, in the configuration's order. */
  amounts: [currencyCode: string, amountMinor: number][];
  course: CourseRow | null;
  bundled: BundledProduct[];
  template: { name: string; contentEn: string; contentEs: string } | null;
  billing: BillingPlanRow | null;
}
type CourseRow = Pick<
  typeof contentProduct.$inferSelect,
  | 'productType'
  | 'status'
  | 'courseName'
  | 'name'
  | 'isbn'
  | 'version'
  | 'lessonFrom'
  | 'lessonTo'
  | 'bundledProductIds'
>;
type BillingPlanRow = typeof billingPlan.$inferSelect;

const courseColumns = {
  productType: contentProduct.productType,
  status: contentProduct.status,
  courseName: contentProduct.courseName,
  name: contentProduct.name,
  isbn: contentProduct.isbn,
  version: contentProduct.version,
  lessonFrom: contentProduct.lessonFrom,
  lessonTo: contentProduct.lessonTo,
  bundledProductIds: contentProduct.bundledProductIds,
};

/** The promotions usable with a plan, as its codes (masked) in order. */
const codesOf = (row: PlanRow, promotions: readonly PlanPromotion[]) =>
  promotions
    .filter((c) => c.basePlanPid === row.pid || (row.basePriceId !== null && c.basePriceIds.includes(row.basePriceId)))
    .map((c) => maskCode(c.code))
    .sort();

/** One plan as the detail shows it, from its row and what it points to. */
function planOf(row: PlanRow, related: PlanRelated, promotions: readonly PlanPromotion[], storeUrl: string): Plan {
  const { price, course, template, billing } = related;
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
    basePriceHelpText: price
      ? related.amounts.map(([code, minor]) => `${code} ${toDecimalString(minor, code)}`).join(' · ')
      : null,
    contentProductId: row.contentProductId,
    contentProductType: course?.productType ?? null,
    contentProductStatus: course?.status ?? null,
    courseName: course ? (course.courseName ?? course.name) : null,
    isbn: course?.isbn ?? null,
    version: course?.version ?? null,
    lessonFrom: course?.lessonFrom ?? null,
    lessonTo: course?.lessonTo ?? null,
    bundledProducts: related.bundled,
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
    coupons: codesOf(row, promotions),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

/** Rows whose `column` is one of the int[] placeholder `ids`. */
const oneOfIds = (column: PgColumn) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

/**
 * The reads of the tables a written plan shows, each a named statement built once per database handle
 * (planned once per connection: lookups by key, issue 20 part 3).
 */
const relatedStatements = preparedPer((db) => ({
  prices: db.select().from(basePrice).where(oneOfIds(basePrice.id)).prepare('ecom_plan_base_prices'),
  amounts: db
    .select()
    .from(basePriceAmount)
    .where(oneOfIds(basePriceAmount.basePriceId))
    .prepare('ecom_plan_base_price_amounts'),
  codes: db
    .select()
    .from(currencyAssociation)
    .orderBy(asc(currencyAssociation.position))
    .prepare('ecom_plan_currencies'),
  courses: db
    .select({ id: contentProduct.id, ...courseColumns })
    .from(contentProduct)
    .where(oneOfIds(contentProduct.id))
    .prepare('ecom_plan_courses'),
  templates: db
    .select()
    .from(descriptionTemplate)
    .where(oneOfIds(descriptionTemplate.id))
    .prepare('ecom_plan_templates'),
  billings: db.select().from(billingPlan).where(oneOfIds(billingPlan.id)).prepare('ecom_plan_billing_plans'),
}));

/** Plans as the detail shows them (a write's answer): one query per related table for the whole set, no N+1. */
export async function toPlans(db: Db, rows: PlanRow[], storeUrl: string): Promise<Plan[]> {
  if (rows.length === 0) return [];
  const uniq = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const priceIds = uniq(rows.map((r) => r.basePriceId));
  const courseIds = uniq(rows.map((r) => r.contentProductId));
  const templateIds = uniq(rows.map((r) => r.descTemplateId));
  const billingIds = uniq(rows.map((r) => r.billingPlanId));
  const related = relatedStatements(db);
  const [prices, amounts, codes, courses, templates, billings, promotions] = await Promise.all([
    priceIds.length ? related.prices.execute({ ids: priceIds }) : [],
    priceIds.length ? related.amounts.execute({ ids: priceIds }) : [],
    related.codes.execute(),
    courseIds.length ? related.courses.execute({ ids: courseIds }) : [],
    templateIds.length ? related.templates.execute({ ids: templateIds }) : [],
    billingIds.length ? related.billings.execute({ ids: billingIds }) : [],
    // The promotions usable with these plans: their base price is applied, or they are the base plan.
    promotionsOfPlans.call(db, { basePriceIds: priceIds, planPids: rows.map((r) => r.pid) }),
  ]);
  const bundledOf = await bundledProductsOf(db, courses);
  return rows.map((row) => {
    const price = prices.find((p) => p.id === row.basePriceId) ?? null;
    const course = courses.find((c) => c.id === row.contentProductId) ?? null;
    const amountsOf = codes.flatMap(({ currencyCode }): [string, number][] => {
      const a = amounts.find((x) => x.basePriceId === row.basePriceId && x.currencyCode === currencyCode);
      return a ? [[currencyCode, a.amountMinor]] : [];
    });
    const related: PlanRelated = {
      price,
      amounts: amountsOf,
      course,
      bundled: bundledOf(course?.bundledProductIds ?? []),
      template: templates.find((t) => t.id === row.descTemplateId) ?? null,
      billing: billings.find((b) => b.id === row.billingPlanId) ?? null,
    };
    return planOf(row, related, promotions, storeUrl);
  });
}

export async function readProductRow(db: Db, id: number, lock = false): Promise<ProductRow> {
  const query = db.select().from(ecomProduct).where(eq(ecomProduct.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`eCom product ${id} does not exist.`);
  return row;
}

/**
 * The detail in one named statement (a lookup by key, planned once per connection): the product with its
 * language name, joined to its plans (a row each; one with no plan when it has none) and what they show
 * (their base price with its amounts in the configured currencies, course with its bundled products,
 * description template and billing plan, as JSON made by the database), and the promotions usable with
 * them (a port's SQL, evaluated once).
 */
const HIDDEN_ID = sql`(select ${sql.placeholder('id')}::int)`;
const productStatements = preparedPer((db) => ({
  detail: db
    .select({
      product: ecomProduct,
      language: language.name,
      plan: ecomPlan,
      price: { id: basePrice.id, name: basePrice.name },
      amounts: sql<[string, number][]>`coalesce((
        select json_agg(json_build_array(${currencyAssociation.currencyCode}, ${basePriceAmount.amountMinor})
          order by ${currencyAssociation.position})
        from ${currencyAssociation} join ${basePriceAmount} on ${basePriceAmount.currencyCode} = ${currencyAssociation.currencyCode}
        where ${basePriceAmount.basePriceId} = ${ecomPlan.basePriceId}), '[]'::json)`,
      course: courseColumns,
      // The course's bundled products in its order, those that still exist.
      bundled: sql<BundledProduct[]>`coalesce((
        select json_agg(json_build_object('name', b.name, 'isbn', b.isbn, 'course', b.course_name)
          order by array_position(${contentProduct.bundledProductIds}, b.id))
        from ${contentProduct} as b where b.id = any(${contentProduct.bundledProductIds})), '[]'::json)`,
      template: {
        name: descriptionTemplate.name,
        contentEn: descriptionTemplate.contentEn,
        contentEs: descriptionTemplate.contentEs,
      },
      billing: billingPlan,
      promotions: promotionsOfProduct.call(HIDDEN_ID),
      // The generation of the data read (product-doc.ts), in the statement's own snapshot.
      generation: sql<string>`(select n from ecom_product_doc_generation)`,
    })
    .from(ecomProduct)
    .leftJoin(language, eq(language.id, ecomProduct.languageId))
    .leftJoin(ecomPlan, eq(ecomPlan.productId, ecomProduct.id))
    .leftJoin(basePrice, eq(basePrice.id, ecomPlan.basePriceId))
    .leftJoin(contentProduct, eq(contentProduct.id, ecomPlan.contentProductId))
    .leftJoin(descriptionTemplate, eq(descriptionTemplate.id, ecomPlan.descTemplateId))
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    // The id (here and in the promotions) through a subquery the planner does not look into: a plan for
    // one id then costs what the generic plan does and PostgreSQL keeps the generic one (a product with
    // ~1,000 plans made the generic look costlier, so it was planned again on every run: 2.4 ms of 3).
    .where(eq(ecomProduct.id, HIDDEN_ID))
    .orderBy(asc(ecomPlan.id))
    .prepare('ecom_product_detail'),
}));

export async function readProduct(db: Db, id: number, storeUrl: string): Promise<EcomProduct> {
  return (await readProductGeneration(db, id, storeUrl)).product;
}

/** The detail as readProduct reads it, and the generation of the data it was read from (product-doc.ts). */
export async function readProductGeneration(
  db: Db,
  id: number,
  storeUrl: string,
): Promise<{ product: EcomProduct; generation: string }> {
  const rows = await productStatements(db).detail.execute({ id });
  const [found] = rows;
  if (!found) throw notFound(`eCom product ${id} does not exist.`);
  const { product, promotions, generation } = found;
  return {
    generation,
    product: {
      id: product.id,
      languageId: product.languageId,
      language: found.language ?? '',
      courseType: product.courseType as CourseType | null,
      plans: rows.flatMap(
        ({ plan, product: _product, language: _language, promotions: _promotions, generation: _g, ...related }) =>
          plan ? [planOf(plan, related, promotions, storeUrl)] : [],
      ),
      updatedAt: product.updatedAt.toISOString(),
      rowVersion: product.rowVersion,
    },
  };
}

export async function readPlanRow(db: Db, productId: number, planId: number, lock = false): Promise<PlanRow> {
  const query = db.select().from(ecomPlan).where(eq(ecomPlan.id, planId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.productId !== productId)
    throw notFound(`Plan ${planId} of eCom product ${productId} does not exist.`);
  return row;
}
