import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { CouponSearchItem, SaveOfferPromotion } from '../../../shared/contracts/promotion-lookups';
import { toDecimalString } from '../../../shared/domain/money';
import type { DiscountType, PromotionStatus } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { ecomPlan } from '../ecom-products';
import { country } from '../reference';
import { type CouponTerms, discountColumns, termsColumns } from './coupon-terms';
import { durationOf } from './promotion-read';
import { appliesToPlanSql, redeemableSql, statusSql } from './status-sql';
import { coupon } from './tables';

/**
 * What other areas and forms look promotions up by: the codes usable with a plan (API-S-53), and a
 * promotion's facts (discount, duration, countries) as a save offer carries them (API-M-20 save-offer
 * variant, SO-FORM-10/11/13). Status and redeemability are as of `now` (the app clock).
 */

/** The coupon's countries by display name, made by the database in the row's own query. */
const countriesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.display_name) order by c.display_name collate "C", c.id)
  from ${country} as c where c.id = any("coupon"."applied_country_ids")), '[]'::json)`;

const factColumns = (now: Date) => ({
  id: coupon.id,
  code: coupon.code,
  status: statusSql(now),
  ...termsColumns,
  countries: countriesOf,
});

interface FactRow extends CouponTerms {
  id: number;
  code: string;
  status: PromotionStatus;
  countries: { id: number; name: string }[];
}

function toSaveOfferPromotion(row: FactRow): SaveOfferPromotion {
  const duration = durationOf(row);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    ...discountOf(row),
    applied_countries: row.countries,
    duration: { type: duration.type, limit_time: duration.limitTime },
  };
}

const facts = (db: Db, now: Date, where: SQL | undefined) =>
  db.select(factColumns(now)).from(coupon).where(where).orderBy(sql`${coupon.code} collate "C"`);

const coversBasePrices = (basePriceIds: readonly number[]) =>
  sql`${coupon.appliedBasePriceIds} @> ${`{${basePriceIds.map(Number).join(',')}}`}::integer[]`;

/** A promotion's discount as the pickers label it (amounts as decimal strings). */
function discountOf(row: Pick<CouponTerms, 'discountType' | 'percent' | 'currencies'>) {
  return {
    discount_type: row.discountType as DiscountType,
    percent: row.percent,
    currencies: row.currencies.map((c) => ({
      currency_code: c.currency_code,
      discount_amount: toDecimalString(c.amount_minor, c.currency_code),
    })),
  };
}

/**
 * GET /v2/coupons/search?pid= (API-S-53; issue 21 item 12 decided): the codes usable with the plan now
 * (Redeemable, applying to it) and the code the plan holds whatever its status (its picker keeps it,
 * saying why it is no longer usable), by code, with status and discount.
 */
export async function searchCouponsByPid(
  db: Db,
  pid: string,
  now: Date,
): Promise<{ data: CouponSearchItem[]; count: number }> {
  const held = sql`${coupon.code} = (select p.promotion_code from ${ecomPlan} as p where p.pid = ${pid})`;
  const rows = await db
    .select({ code: coupon.code, status: statusSql(now), ...discountColumns })
    .from(coupon)
    .where(or(and(appliesToPlanSql(pid), redeemableSql(now)), held))
    .orderBy(sql`${coupon.code} collate "C"`);
  const data = rows.map((r) => ({ code: r.code, status: r.status, ...discountOf(r) }));
  return { data, count: data.length };
}

/**
 * GET /v2/coupons?for_save_offer=true&base_price_ids= (SO-FORM-10, decided): the redeemable promotions
 * applied to every given base price (GIN index on applied_base_price_ids), by code; none given: none.
 */
export async function listSaveOfferCoupons(db: Db, basePriceIds: readonly number[], now: Date) {
  if (basePriceIds.length === 0) return { data: [], count: 0 };
  const rows = await facts(db, now, and(redeemableSql(now), coversBasePrices(basePriceIds)));
  return { data: rows.map(toSaveOfferPromotion), count: rows.length };
}

/** The redeemable promotion with this code applied to every given base price, or undefined. */
export async function redeemablePromotionForBasePrices(
  db: Db,
  code: string,
  basePriceIds: readonly number[],
  now: Date,
) {
  const [row] = await facts(db, now, and(redeemableSql(now), eq(coupon.code, code), coversBasePrices(basePriceIds)));
  return row ? toSaveOfferPromotion(row) : undefined;
}

/** The redeemable promotion with this code usable with the plan, or undefined. */
export async function redeemablePromotionForPlan(db: Db, code: string, pid: string, now: Date) {
  const [row] = await facts(db, now, and(redeemableSql(now), eq(coupon.code, code), appliesToPlanSql(pid)));
  return row ? toSaveOfferPromotion(row) : undefined;
}

/** Promotions by id (a save offer's), with their facts; one query. */
export async function promotionsByIds(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, SaveOfferPromotion>> {
  if (ids.length === 0) return new Map();
  const rows = await facts(db, now, inArray(coupon.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toSaveOfferPromotion(row)]));
}
