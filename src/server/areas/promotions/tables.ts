import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionSortKey } from '../../../shared/contracts/promotion-lookups';
import { ts } from '../../db/columns';
import { bytewise, listSort } from '../../db/list-sort';
import { versionColumn } from '../../db/versioned';
import { billingCoupon } from '../coupon-book/tables';
import { customer } from '../customers/tables';

/** One currency's amount off, in the currency's minor units. */
export interface CouponCurrencyAmount {
  currency_code: string;
  amount_minor: number;
}

/** Rich text per locale (sanitised HTML; '' for none). */
export interface LocaleHtml {
  en: string;
  es: string;
}

/** A description and disclosure entry: per billing plan (billing provider), or the one entry (null). */
export interface StoredDescriptionDisclosure {
  billing_plan_id: number | null;
  description: LocaleHtml;
  disclosure: LocaleHtml;
}

type PromotionColumns = Record<'id' | 'updatedAt' | 'codeUsage' | 'discountType' | 'discountValue', PgColumn>;

/**
 * The promotion list's sort keys (PROMO-LIST-07/09/10; default decided: newest updated first), each
 * with the id as tie-breaker and an index of its own (updated_at: coupon_updated_idx).
 */
export const PROMOTION_SORT = listSort<PromotionSortKey, PromotionColumns>(
  (t) => ({
    updatedAt: t.updatedAt,
    promotionType: bytewise(t.codeUsage),
    discountType: bytewise(t.discountType),
    discount: t.discountValue,
  }),
  (t) => t.id,
  ['updatedAt'],
);

/**
 * A promotion (spec 3 §3 "Promotion (coupon)"): a billing-provider promotion made from one of the
 * provider's coupons (its facts copied at creation), regular or bulk; or a buy-one-gift-one promotion.
 * Its status is derived from the time range and the redemptions, never stored (domain
 * `promotionStatus`); `redeemed_count` moves only in the redemption's transaction.
 */
export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    /** billing-provider | buy-one-gift-one */
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** The code (regular, buy one gift one) or the prefix of the single-use codes (bulk). */
    code: text('code').notNull(),
    billingCouponId: text('billing_coupon_id').references(() => billingCoupon.id),
    /** regular | bulk */
    codeUsage: text('code_usage').notNull().default('regular'),
    /** Bulk: how many single-use codes were generated. */
    quantity: integer('quantity'),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
    /** amount_off | percentage_off | buy_one_gift_one (src/shared/domain/promotion.ts) */
    discountType: text('discount_type').notNull(),
    percent: integer('percent'),
    currencies: jsonb('currencies').$type<CouponCurrencyAmount[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the list's Discount column sorts by: the percentage, or the amount it shows; null for none. */
    discountValue: numeric('discount_value'),
    /** single_use | forever | temporal */
    durationType: text('duration_type').notNull(),
    durationAmount: integer('duration_amount'),
    durationUnit: text('duration_unit'),
    codeTextEn: text('code_text_en').notNull().default(''),
    codeTextEs: text('code_text_es').notNull().default(''),
    /** Base prices the promotion applies to (billing provider): plans with them may use it. */
    appliedBasePriceIds: integer('applied_base_price_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Countries it applies in; none: every country. */
    appliedCountryIds: integer('applied_country_ids').array().notNull().default(sql`'{}'::integer[]`),
    descriptionDisclosures: jsonb('description_disclosures')
      .$type<StoredDescriptionDisclosure[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Buy one gift one: the plan bought and the plan gifted (by PID). */
    basePlanPid: text('base_plan_pid'),
    giftPlanPid: text('gift_plan_pid'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    /** One code per promotion, whatever its case. */
    uniqueIndex('coupon_code_lower_idx').on(sql`lower(${t.code})`),
    /** A provider coupon makes one promotion. */
    uniqueIndex('coupon_billing_coupon_idx').on(t.billingCouponId),
    index('coupon_base_prices_idx').using('gin', t.appliedBasePriceIds),
    index('coupon_base_plan_idx').on(t.basePlanPid),
    index('coupon_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('coupon_updated_idx').on(t.updatedAt, t.id),
    /** The status filters compare the time range. */
    index('coupon_started_idx').on(t.startedAt),
    index('coupon_ended_idx').on(t.endedAt),
    ...PROMOTION_SORT.indexes('coupon', t),
  ],
);

/**
 * A bulk promotion's single-use codes (PROMO-BULK): `{prefix}-{12 random base32 characters}`, unique
 * across all promotions by the database. Redeemed at most once: the redemption sets `redeemed_at` only
 * where it is still null.
 */
export const promotionCode = pgTable(
  'promotion_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Its place in the promotion's code list (code order, byte-wise, from 0): the list's pages by it. */
    position: integer('position').notNull(),
    redeemedAt: ts('redeemed_at'),
    /** Who redeemed it; null: anonymous, or the customer was deleted. */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('promotion_code_code_idx').on(t.code),
    /** The code list: a promotion's codes by code, all or the unredeemed ones. */
    index('promotion_code_list_idx').on(t.promotionId, sql`${t.code} collate "C"`),
    index('promotion_code_position_idx').on(t.promotionId, t.position),
    index('promotion_code_open_idx').on(t.promotionId, sql`${t.code} collate "C"`).where(sql`${t.redeemedAt} is null`),
    index('promotion_code_customer_idx').on(t.customerId),
  ],
);

/** Redemptions of regular codes (a single-use code records its own on its row). */
export const promotionRedemption = pgTable(
  'promotion_redemption',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    redeemedAt: ts('redeemed_at').notNull(),
  },
  (t) => [
    index('promotion_redemption_promotion_idx').on(t.promotionId),
    index('promotion_redemption_customer_idx').on(t.customerId),
  ],
);
