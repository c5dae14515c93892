import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/**
 * The billing provider's own coupons (API-M-17): the local billing engine's coupon book. A
 * billing-provider promotion is made from one of them and takes its facts (name, time range, discount,
 * duration, max redemptions). Amounts are minor units per currency.
 */
export const billingCoupon = pgTable('billing_coupon', {
  /** The provider's id ('cpn_…'): the promotion's `recurlyCouponId`. */
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** amount_off | percentage_off */
  discountType: text('discount_type').notNull(),
  percent: integer('percent'),
  currencies: jsonb('currencies').$type<{ currency_code: string; amount_minor: number }[]>().notNull().default([]),
  /** single_use | forever | temporal */
  durationType: text('duration_type').notNull(),
  durationAmount: integer('duration_amount'),
  durationUnit: text('duration_unit'),
  /** null: no cap (a promotion then caps bulk quantity at the global cap). */
  maxRedemptions: integer('max_redemptions'),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
