import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  BillingPlan,
  PlanCourse,
  PlanListItem,
  PlanListQuery,
  VariantSearchItem,
} from '../../../shared/contracts/ecom-products';
import { VARIANT_SEARCH_LIMIT } from '../../../shared/contracts/ecom-products';
import type { CatalogStatus } from '../../../shared/domain/catalog-status';
import {
  type CourseType,
  PLAN_COURSE_TYPES,
  type PlanProductType,
  type PlanStatus,
} from '../../../shared/domain/ecom-plan';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT, listTotal } from '../../db/list-count';
import { bound, containing, equalTo, listSearch, type RowOf } from '../../db/list-search';
import { bytewise } from '../../db/list-sort';
import { likeContains, lookedUp } from '../../db/sql';
import { basePrice } from '../base-prices';
import { contentProduct } from '../content-products';
import { billingPlan, language } from '../reference';
import { bundledProductsOf } from './bundled-products';
import { ecomPlan, ecomProduct } from './tables';

/** Up to this many matches a plan search reads them all and sorts them (searchVariants). */
const FEW_VARIANT_MATCHES = 1_000;

/**
 * GET /variants/search?q= (API-S-30): plans whose PID or name contains q, case-insensitive; the first
 * 50 by PID, and how many match in all. An empty q matches every plan.
 */
export async function searchVariants(
  db: Db,
  q: string | undefined,
): Promise<{ data: VariantSearchItem[]; count: number }> {
  const pattern = q ? likeContains(q) : null;
  const where = pattern ? sql`(${ecomPlan.pid} ilike ${pattern} or ${ecomPlan.name} ilike ${pattern})` : undefined;
  const count = await listTotal(db, sql`from ${ecomPlan}${where ? sql` where ${where}` : sql``}`);
  // Few matches (the count read them): found through the trigram indexes, then sorted. Left to the
  // planner, a sampled statistic that happened to hold a match made it walk the PID order through all
  // 100,000 plans for a text of eleven (the query-plan guard, now and then).
  const matches =
    where && count <= FEW_VARIANT_MATCHES
      ? sql`${ecomPlan.id} = any(array(select ${ecomPlan.id} from ${ecomPlan} where ${where}))`
      : where;
  const data = await db
    .select({
      id: ecomPlan.id,
      pid: ecomPlan.pid,
      name: ecomPlan.name,
      status: ecomPlan.status,
      productType: ecomPlan.productType,
      languageId: ecomPlan.languageId,
      isPremium: ecomPlan.isPremium,
    })
    .from(ecomPlan)
    .where(matches)
    .orderBy(asc(bytewise(ecomPlan.pid)), asc(ecomPlan.id))
    .limit(VARIANT_SEARCH_LIMIT);
  return { data, count };
}

const PLAN_ORDER = {
  updated_at: ecomPlan.updatedAt,
  pid: bytewise(ecomPlan.pid),
  id: ecomPlan.id,
} as const;

const planListColumns = {
  id: ecomPlan.id,
  pid: ecomPlan.pid,
  name: ecomPlan.name,
  status: ecomPlan.status,
  productId: ecomPlan.productId,
  languageId: ecomPlan.languageId,
  languageName: lookedUp<string>(language.name, language.id, ecomPlan.languageId),
  courseType: ecomPlan.courseType,
  productType: ecomPlan.productType,
  basePriceId: ecomPlan.basePriceId,
  basePriceName: lookedUp<string>(basePrice.name, basePrice.id, ecomPlan.basePriceId),
  billingPlanId: ecomPlan.billingPlanId,
  billingPlanName: lookedUp<string>(billingPlan.name, billingPlan.id, ecomPlan.billingPlanId),
  courseIsbn: lookedUp<string>(contentProduct.isbn, contentProduct.id, ecomPlan.contentProductId),
  courseStatus: lookedUp<string>(contentProduct.status, contentProduct.id, ecomPlan.contentProductId),
  updatedAt: ecomPlan.updatedAt,
};
type PlanListRow = RowOf<typeof planListColumns>;

/** GET /variants: its filters, each served by an index (./tables.ts), read by db/list-search.ts. */
const planList = listSearch<PlanListQuery, PlanListRow>({
  name: 'ecom_plans',
  table: ecomPlan,
  id: ecomPlan.id,
  filters: {
    // Its text's rare run looked up (ecom_plan_pid_gram_count, migration 0032): not 'vol' of every plan.
    pid: containing(ecomPlan.pid, (q) => q.pid, 'ecom_plan_pid_trgm_idx, ecom_plan_pid_grams_idx', {
      rareRuns: true,
    }),
    status: equalTo(ecomPlan.status, (q) => q.status, 'ecom_plan_status_updated_idx'),
    type: equalTo(ecomPlan.productType, (q) => q.type, 'ecom_plan_type_updated_idx'),
    updatedFrom: bound(ecomPlan.updatedAt, 'gte', (q) => q.updated_at_from, 'ecom_plan_updated_idx'),
    updatedTo: bound(ecomPlan.updatedAt, 'lte', (q) => q.updated_at_to, 'ecom_plan_updated_idx'),
    basePriceId: equalTo(ecomPlan.basePriceId, (q) => q.base_price_id, 'ecom_plan_base_price_updated_idx'),
    languageId: equalTo(ecomPlan.languageId, (q) => q.language_id, 'ecom_plan_language_updated_idx'),
    courseType: equalTo(ecomPlan.courseType, (q) => q.product_subtitle, 'ecom_plan_course_type_updated_idx'),
    billingPlanId: equalTo(ecomPlan.billingPlanId, (q) => q.billing_plan_id, 'ecom_plan_billing_plan_updated_idx'),
  },
  order: (q) => {
    const direction = q.order.direction === 'DESC' ? desc : asc;
    return {
      key: `${q.order.field}_${q.order.direction}`,
      order: [direction(PLAN_ORDER[q.order.field]), direction(ecomPlan.id)],
    };
  },
  // What a row shows of other tables by key (lookedUp): no join to plan.
  rows: (db, extra) => db.select({ ...planListColumns, ...extra }).from(ecomPlan),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A deep page in last-modified order starts at its day (ecom_plan_day_count, migration 0031).
  dayCounts: {
    column: ecomPlan.updatedAt,
    direction: (q) => (q.order.field === 'updated_at' ? q.order.direction : undefined),
  },
});

/** GET /variants (API-S-41): the eCom list, one row per plan; ids first (a deep page walks the index only). */
export async function listPlans(db: Db, q: PlanListQuery): Promise<{ data: PlanListItem[]; count: number }> {
  const { rows, total } = await planList.page(db, q, { offset: q.offset, size: q.limit });
  const data = rows.map(({ updatedAt, courseIsbn, courseStatus, ...rest }) => ({
    ...rest,
    course: courseIsbn === null ? null : { isbn: courseIsbn, status: courseStatus as CatalogStatus },
    status: rest.status as PlanStatus,
    courseType: rest.courseType as CourseType | null,
    productType: rest.productType as PlanProductType,
    updated_at: updatedAt.toISOString(),
  }));
  return { data, count: total };
}

/** GET /billing-plans (API-S-44). */
export async function listBillingPlans(db: Db): Promise<{ data: BillingPlan[]; count: number }> {
  const data = await db.select().from(billingPlan).orderBy(asc(billingPlan.id));
  return { data, count: data.length };
}

/** The images a plan can show (API-S-42): the store's catalogue images. */
export const PLAN_IMAGES = [
  'standard-course',
  'premium-course',
  'subscription',
  'all-access',
  'lifetime-level',
  'complete-course',
  'holiday',
  'back-to-school',
];
export async function listPlanImages(storeUrl: string) {
  const base = storeUrl.replace(/\/+$/, '');
  const data = PLAN_IMAGES.map((name) => ({ name, url: `${base}/images/plans/${name}.png` }));
  return { data, count: data.length };
}

/** GET /products/used-languages (EP-ADD-02): the course types each language already has. */
export async function listUsedLanguages(db: Db) {
  const rows = await db
    .select({ languageId: ecomProduct.languageId, courseType: ecomProduct.courseType })
    .from(ecomProduct)
    .orderBy(asc(ecomProduct.languageId));
  const byLanguage = new Map<number, CourseType[]>();
  for (const row of rows) {
    const types = byLanguage.get(row.languageId) ?? [];
    if (row.courseType) types.push(row.courseType as CourseType);
    byLanguage.set(row.languageId, types);
  }
  const data = [...byLanguage].map(([languageId, courseTypes]) => ({ languageId, courseTypes }));
  return { data, count: data.length };
}

/** GET /variants/courses (EP-PLAN-04): the content products a plan of a type can sell. */
export async function listPlanCourses(
  db: Db,
  q: { type: PlanProductType; languageId?: number; q?: string; limit: number },
): Promise<{ data: PlanCourse[]; count: number }> {
  const filters: SQL[] = [inArray(contentProduct.productType, [...PLAN_COURSE_TYPES[q.type]])];
  if (q.languageId) filters.push(eq(contentProduct.languageId, q.languageId));
  if (q.q) {
    const pattern = likeContains(q.q);
    filters.push(sql`(${contentProduct.isbn} ilike ${pattern} or ${contentProduct.name} ilike ${pattern})`);
  }
  const where = and(...filters);
  const rows = await db
    .select()
    .from(contentProduct)
    .where(where)
    .orderBy(asc(bytewise(contentProduct.isbn)), asc(contentProduct.id))
    .limit(q.limit);
  const bundledOf = await bundledProductsOf(db, rows);
  const data = rows.map((r) => ({
    productId: r.id,
    isbn: r.isbn,
    productName: r.name,
    productType: r.productType,
    status: r.status,
    languageId: r.languageId,
    course: { courseName: r.courseName, courseLevel: r.courseLevel, courseVersion: r.courseVersion },
    lessonFrom: r.lessonFrom,
    lessonTo: r.lessonTo,
    bundledProducts: bundledOf(r.bundledProductIds),
  }));
  const count = await listTotal(db, sql`from ${contentProduct} where ${where}`);
  return { data, count };
}
