import { eq, ilike, sql } from 'drizzle-orm';
import type { PromotionListItem, PromotionListQuery } from '../../../shared/contracts/promotion-lookups';
import type { Promotion } from '../../../shared/contracts/promotions';
import { toDecimalString } from '../../../shared/domain/money';
import {
  type CodeUsage,
  type DiscountType,
  type DurationType,
  type DurationUnit,
  deleteRefusal,
  type PromotionSource,
  promotionStatus,
  shownCurrency,
} from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { containing, listSearch, oneOf } from '../../db/list-search';
import { preparedPer } from '../../db/prepared';
import { likeContains, lockRow } from '../../db/sql';
import { notFound } from '../../errors';
import { basePrice } from '../base-prices';
import { ecomPlan } from '../ecom-products';
import { billingPlan, country } from '../reference';
import { promotionInSaveOffer } from './ports';
import { statusInSqlAt } from './status-sql';
import { type CouponCurrencyAmount, coupon, PROMOTION_SORT } from './tables';

/** Reading promotions: the list (API-M-20) and one promotion (API-M-21, API-M-23). */

type Row = typeof coupon.$inferSelect;

/** The promotion row named in full inside subqueries (drizzle would print a bare `id`). */
const PROMOTION = {
  appliedBasePriceIds: sql`"coupon"."applied_base_price_ids"`,
  appliedCountryIds: sql`"coupon"."applied_country_ids"`,
  basePlanPid: sql`"coupon"."base_plan_pid"`,
  giftPlanPid: sql`"coupon"."gift_plan_pid"`,
  entries: sql`"coupon"."description_disclosures"`,
};

const basePricesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name collate "C", b.id)
  from ${basePrice} as b where b.id = any(${PROMOTION.appliedBasePriceIds})), '[]'::json)`;
const countriesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.display_name) order by c.display_name collate "C", c.id)
  from ${country} as c where c.id = any(${PROMOTION.appliedCountryIds})), '[]'::json)`;
/** The buy plan: pid, title and billing plan name. */
const buyPlanOf = sql<{ pid: string; title: string; billingPlanName: string | null } | null>`(
  select json_build_object('pid', p.pid, 'title', p.name, 'billingPlanName', bp.name)
  from ${ecomPlan} as p left join ${billingPlan} as bp on bp.id = p.billing_plan_id
  where p.pid = ${PROMOTION.basePlanPid})`;
const giftPlanOf = sql<{ pid: string; title: string } | null>`(
  select json_build_object('pid', p.pid, 'title', p.name) from ${ecomPlan} as p where p.pid = ${PROMOTION.giftPlanPid})`;
/** The billing plan names the description entries name. */
const entryPlansOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', bp.id, 'name', bp.name))
  from ${billingPlan} as bp where bp.id in (
    select (e->>'billing_plan_id')::int from jsonb_array_elements(${PROMOTION.entries}) as e
    where e->>'billing_plan_id' is not null)), '[]'::json)`;

/** Whether a save offer offers it (save offers name their promotion by id; they answer, through the port). */
const usedBySaveOfferOf = () => promotionInSaveOffer.call(sql`"coupon"."id"`);

/** The detail's columns: the status is the domain's rule on the row (the statement holds no clock). */
const detailColumns = () => ({
  row: coupon,
  usedBySaveOffer: usedBySaveOfferOf(),
  basePrices: basePricesOf,
  countries: countriesOf,
  buyPlan: buyPlanOf,
  giftPlan: giftPlanOf,
  entryPlans: entryPlansOf,
});

interface DetailRow {
  row: Row;
  usedBySaveOffer: boolean;
  basePrices: { id: number; name: string }[];
  countries: { id: number; name: string }[];
  buyPlan: { pid: string; title: string; billingPlanName: string | null } | null;
  giftPlan: { pid: string; title: string } | null;
  entryPlans: { id: number; name: string }[];
}

const currenciesOf = (currencies: CouponCurrencyAmount[]) =>
  currencies.map((c) => ({ currency: c.currency_code, amount: toDecimalString(c.amount_minor, c.currency_code) }));

export const durationOf = (row: Pick<Row, 'durationType' | 'durationAmount' | 'durationUnit'>) => ({
  type: row.durationType as DurationType,
  limitTime:
    row.durationType === 'temporal' && row.durationAmount !== null && row.durationUnit !== null
      ? { amount: row.durationAmount, unit: row.durationUnit as DurationUnit }
      : null,
});

function toPromotion(found: DetailRow, now: Date): Promotion {
  const { row } = found;
  const status = promotionStatus(row, now);
  const source = row.source as PromotionSource;
  const codeUsage = row.codeUsage as CodeUsage;
  const refusal = deleteRefusal(
    { source, codeUsage, startedAt: row.startedAt, status, usedBySaveOffer: found.usedBySaveOffer },
    now,
  );
  const planName = new Map(found.entryPlans.map((p) => [p.id, p.name]));
  return {
    id: row.id,
    source,
    name: row.name,
    code: row.code,
    recurlyCouponId: row.billingCouponId,
    status,
    timeRange: { startedAt: row.startedAt.toISOString(), endedAt: row.endedAt?.toISOString() ?? null },
    type: codeUsage,
    discountType: row.discountType as DiscountType,
    percent: row.percent,
    currencies: currenciesOf(row.currencies),
    maxRedemptions: row.maxRedemptions,
    codeUsage,
    quantity: row.quantity,
    redeemedCount: row.redeemedCount,
    codeText: { en: row.codeTextEn, es: row.codeTextEs },
    appliedBasePrices: found.basePrices,
    appliedCountries: found.countries,
    descriptionDisclosures: row.descriptionDisclosures.map((e) => ({
      billingPlanId: e.billing_plan_id,
      billingPlanName: e.billing_plan_id === null ? null : (planName.get(e.billing_plan_id) ?? null),
      description: e.description,
      disclosure: e.disclosure,
    })),
    canBeDeleted: refusal === null,
    deleteRefusal: refusal,
    duration: durationOf(row),
    basePlanPid: row.basePlanPid,
    giftPlanPid: row.giftPlanPid,
    buyPlan: found.buyPlan,
    giftPlan: found.giftPlan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

/** `No buy-one-gift-one promotion 7.` */
const notFoundMessage = (id: number, source?: PromotionSource) =>
  source === 'buy-one-gift-one'
    ? `No buy-one-gift-one promotion ${id}.`
    : source === 'billing-provider'
      ? `No billing-provider promotion ${id}.`
      : `No promotion ${id}.`;

/** The detail's statement, named: planned once per connection (db/prepared.ts). */
const promotionById = preparedPer((db) =>
  db
    .select(detailColumns())
    .from(coupon)
    .where(eq(coupon.id, sql.placeholder('id')))
    .prepare('promotion_detail'),
);

/**
 * One promotion of `source` (any source when omitted). With `lock`, the row is locked first (a write's
 * read).
 */
export async function readPromotion(
  db: Db,
  id: number,
  now: Date,
  options: { source?: PromotionSource; lock?: boolean } = {},
): Promise<{ promotion: Promotion; row: Row }> {
  if (options.lock && !(await lockRow(db, coupon.id, id))) throw notFound(notFoundMessage(id, options.source));
  const [found] = await promotionById(db).execute({ id });
  if (!found || (options.source && found.row.source !== options.source)) {
    throw notFound(notFoundMessage(id, options.source));
  }
  return { promotion: toPromotion(found as DetailRow, now), row: found.row };
}

export async function getPromotion(db: Db, id: number, source: PromotionSource, now: Date): Promise<Promotion> {
  return (await readPromotion(db, id, now, { source })).promotion;
}

// ---- The list ----------------------------------------------------------------------------------

/**
 * The list's query with the app clock's now (the status filter's time) and the base prices whose names hold
 * the searched text (read first: bound as values, the planner sees how common they are, which it could not
 * in a subquery: it took 40,000 matches of 'monthly' for 1,000 and sorted them).
 */
type ListQuery = PromotionListQuery & { now: Date; priceIds: number[] };

/** The text searched: trimmed; empty is no search. */
const searchedText = (q: { searchText?: string }) => q.searchText?.trim() || undefined;
// Its text's rare run looked up (coupon_code_gram_count, migration 0034): not 'vol' of every volume code.
const codeSearch = containing(coupon.code, searchedText, 'coupon_code_trgm_idx, coupon_code_grams_idx', {
  rareRuns: true,
});
// A code usage or discount type is common: the sort's index is walked, its rows tested.
/** The statuses asked for, each once, in order: the status filter's form and what its totals are kept by. */
const statusesOf = (q: ListQuery) => [...new Set(q.status)].sort().join(',');
const codeUsages = oneOf<ListQuery>(coupon.codeUsage, (q) => q.promotionType, 'the sort index (walked)');
const discountTypes = oneOf<ListQuery>(coupon.discountType, (q) => q.discountType, 'the sort index (walked)');

/**
 * GET /v2/coupons: the search matches the code (its trigram index, or its short pieces) or the name of an
 * applied base price (theirs, then the promotions applied to any of them through the GIN index); the
 * status is the domain's rule at the app clock's now as comparisons the time-range indexes serve; code
 * usages and discount types. Read by db/list-search.ts.
 */
const promotionList = listSearch<ListQuery, ListRow>({
  name: 'promotions',
  table: coupon,
  id: coupon.id,
  filters: {
    search: {
      ...codeSearch,
      // The base prices' part only when some base price's name holds the text.
      // In a walk the ids are a subquery, as the text is: the walk's plan is then the same for any.
      condition: (v, q, use, bind) => {
        if (!q.priceIds.length) return codeSearch.condition(v, q, use, bind);
        const prices = use === 'walk' ? sql`(select ${bind('prices', q.priceIds)}::int[])` : bind('prices', q.priceIds);
        return sql`(${codeSearch.condition(v, q, use, bind)} or ${coupon.appliedBasePriceIds} && ${prices}::int[])`;
      },
      variant: (q) => `${codeSearch.variant?.(q) ?? ''}${q.priceIds.length ? 'prices' : ''}`,
      index: 'coupon_code_trgm_idx, coupon_code_grams_idx, coupon_base_prices_idx',
    },
    status: {
      value: (q) => (q.status.length ? q.now.toISOString() : undefined),
      // In the walk the time is a subquery the planner does not look into, so a plan with the value costs
      // what the generic one does and PostgreSQL keeps the generic plan (it planned every run otherwise);
      // the estimate of the total sees the value.
      condition: (at, q, use) => statusInSqlAt(use === 'walk' ? sql`(select ${at}::timestamptz)` : at, q.status),
      variant: statusesOf,
      // The time is a bound value and the statuses are the statement's text: the walk of the sort's index
      // testing each row is the best plan at any time (a status is a large share of the promotions).
      generic: true,
      // A total beyond exact counting is an estimate: kept by the statuses, not the instant.
      totalKey: statusesOf,
      index: 'coupon_updated_idx (walked), coupon_started_idx, coupon_ended_idx',
    },
    type: codeUsages.one,
    types: codeUsages.many,
    discountType: discountTypes.one,
    discountTypes: discountTypes.many,
  },
  order: (q) => {
    const direction = q.sortOrder === 'ascend' ? 'ASC' : 'DESC';
    return { key: `${q.sortKey}_${direction}`, order: PROMOTION_SORT.orderBy(coupon, { field: q.sortKey, direction }) };
  },
  rows: (db, extra) =>
    db
      .select({
        row: coupon,
        basePrices: sql<{ name: string }[]>`coalesce((
        select json_agg(json_build_object('name', b.name) order by b.name collate "C", b.id)
        from ${basePrice} as b where b.id = any(${PROMOTION.appliedBasePriceIds})), '[]'::json)`,
        ...extra,
      })
      .from(coupon),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A base price's name may match most promotions: counting them with the page would read them all.
  count: 'estimateFirst',
  // A deep page newest (or oldest) updated first starts at its day (coupon_day_count, migration 0034).
  dayCounts: {
    column: coupon.updatedAt,
    direction: (q) => (q.sortKey === 'updatedAt' ? (q.sortOrder === 'ascend' ? 'ASC' : 'DESC') : undefined),
  },
});

interface ListRow {
  row: Row;
  basePrices: { name: string }[];
}

/** The base prices whose names hold a text (a few dozen rows: the same plan for any text). */
const pricesNamed = preparedPer((db) =>
  db
    .select({ id: basePrice.id })
    .from(basePrice)
    .where(ilike(basePrice.name, sql.placeholder('like')))
    .prepare('promotion_list_base_prices_named'),
);

/** GET /v2/coupons (API-M-20): `{list, total}`; each status the domain's rule at `now`. */
export async function listPromotions(
  db: Db,
  q: PromotionListQuery,
  now: Date,
): Promise<{ list: PromotionListItem[]; total: number }> {
  const text = searchedText(q);
  const priceIds = text ? (await pricesNamed(db).execute({ like: likeContains(text) })).map((p) => p.id) : [];
  const { rows, total } = await promotionList.page(db, { ...q, now, priceIds }, { offset: q.offset, size: q.limit });
  const list = rows.map(({ row, basePrices }): PromotionListItem => {
    const status = promotionStatus(row, now);
    const amount = row.discountType === 'amount_off' ? shownCurrency(row.currencies) : null;
    return {
      id: row.id,
      source: row.source as PromotionSource,
      name: row.name,
      basePrices,
      status,
      promotionType: row.codeUsage as CodeUsage,
      code: row.code,
      discountType: row.discountType as DiscountType,
      percentageDiscount: row.discountType === 'percentage_off' ? row.percent : null,
      amountDiscount: amount ? toDecimalString(amount.amount_minor, amount.currency_code) : null,
      currencyCode: amount?.currency_code ?? null,
      startAt: row.startedAt.toISOString(),
      endAt: row.endedAt?.toISOString() ?? null,
    };
  });
  return { list, total };
}
