import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SaveOfferPromotion } from '../../../shared/contracts/promotions';
import { toDecimalString } from '../../../shared/domain/money';
import type { DiscountType, DurationType, DurationUnit, PromotionStatus } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { type CouponCurrencyAmount, coupon } from './tables';

/**
 * The promotions a save offer offers and shows (API-M-20 save-offer variant, SO-FORM-10/11/13): a
 * promotion's facts (discount, duration, countries) as the save offer wire carries them, the
 * redeemable promotions of a set of base prices, and the lookups a save offer's write checks with.
 */

/** Redeemable today: the stored status 'active'. */
const REDEEMABLE = eq(coupon.status, 'active');

/** The coupon's countries by display name, made by the database in the row's own query. */
const countriesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.display_name) order by c.display_name collate "C", c.id)
  from country as c where c.id = any("coupon"."applied_country_ids")), '[]'::json)`;

const factColumns = {
  id: coupon.id,
  code: coupon.code,
  status: coupon.status,
  discountType: coupon.discountType,
  percent: coupon.percent,
  currencies: coupon.currencies,
  durationType: coupon.durationType,
  durationAmount: coupon.durationAmount,
  durationUnit: coupon.durationUnit,
  countries: countriesOf,
};

interface FactRow {
  id: number;
  code: string;
  status: string;
  discountType: string;
  percent: number | null;
  currencies: CouponCurrencyAmount[];
  durationType: string;
  durationAmount: number | null;
  durationUnit: string | null;
  countries: { id: number; name: string }[];
}

function toPromotion(row: FactRow): SaveOfferPromotion {
  const temporal = row.durationType === 'temporal' && row.durationAmount !== null && row.durationUnit !== null;
  return {
    id: row.id,
    code: row.code,
    status: row.status as PromotionStatus,
    discount_type: row.discountType as DiscountType,
    applied_countries: row.countries,
    percent: row.percent,
    currencies: row.currencies.map((c) => ({
      currency_code: c.currency_code,
      discount_amount: toDecimalString(c.amount_minor, c.currency_code),
    })),
    duration: {
      type: row.durationType as DurationType,
      limit_time: temporal ? { amount: row.durationAmount ?? 0, unit: row.durationUnit as DurationUnit } : null,
    },
  };
}

const facts = (db: Db, where: SQL | undefined) =>
  db.select(factColumns).from(coupon).where(where).orderBy(sql`${coupon.code} collate "C"`);

const coversBasePrices = (basePriceIds: readonly number[]) =>
  sql`${coupon.appliedBasePriceIds} @> ${`{${basePriceIds.map(Number).join(',')}}`}::integer[]`;

/**
 * GET /v2/coupons?for_save_offer=true&base_price_ids= (SO-FORM-10, decided): the redeemable promotions
 * applied to every given base price (GIN index on applied_base_price_ids), by code; none given: none.
 */
export async function listSaveOfferCoupons(db: Db, basePriceIds: readonly number[]) {
  if (basePriceIds.length === 0) return { data: [], count: 0 };
  const rows = await facts(db, and(REDEEMABLE, coversBasePrices(basePriceIds)));
  return { data: rows.map(toPromotion), count: rows.length };
}

/** The redeemable promotion with this code applied to every given base price, or undefined. */
export async function redeemablePromotionForBasePrices(db: Db, code: string, basePriceIds: readonly number[]) {
  const [row] = await facts(db, and(REDEEMABLE, eq(coupon.code, code), coversBasePrices(basePriceIds)));
  return row ? toPromotion(row) : undefined;
}

/** The redeemable promotion with this code whose plans include the pid, or undefined. */
export async function redeemablePromotionForPlan(db: Db, code: string, pid: string) {
  const [row] = await facts(db, and(REDEEMABLE, eq(coupon.code, code), sql`${coupon.pids} @> array[${pid}]::text[]`));
  return row ? toPromotion(row) : undefined;
}

/** Promotions by id (a save offer's), with their facts; one query. */
export async function promotionsByIds(db: Db, ids: readonly number[]): Promise<Map<number, SaveOfferPromotion>> {
  if (ids.length === 0) return new Map();
  const rows = await facts(db, inArray(coupon.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toPromotion(row)]));
}
