import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One currency's amount off, in the currency's minor units. */
export interface CouponCurrencyAmount {
  currency_code: string;
  amount_minor: number;
}

/** A promotion code usable with a plan. Later issues extend it into the promotion entity. */
export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** active | inactive | expired */
    status: text('status').notNull(),
    /** Plans (pids) the code applies to. */
    pids: text('pids').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** amount_off | percentage_off | buy_one_gift_one (src/shared/domain/promotion.ts) */
    discountType: text('discount_type').notNull().default('percentage_off'),
    /** Percentage off (percentage_off). */
    percent: integer('percent'),
    /** Amounts off per currency (amount_off). */
    currencies: jsonb('currencies').$type<CouponCurrencyAmount[]>().notNull().default(sql`'[]'::jsonb`),
    /** single_use | forever | temporal */
    durationType: text('duration_type').notNull().default('forever'),
    /** temporal: how long (amount of unit year, month, week, day). */
    durationAmount: integer('duration_amount'),
    durationUnit: text('duration_unit'),
    /** Base prices the promotion is applied to (the save offer form offers it for them). */
    appliedBasePriceIds: integer('applied_base_price_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Countries it applies in; none: every country. */
    appliedCountryIds: integer('applied_country_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('coupon_pids_idx').using('gin', t.pids),
    index('coupon_base_prices_idx').using('gin', t.appliedBasePriceIds),
  ],
);
