/**
 * Promotions (spec 3 §3 "Promotion (coupon)", §4): the enumerations and labels a promotion's facts
 * are shown with. Today the save offer form and detail read them (the promotion screens come later and
 * build on these).
 */

/** Promotion status as stored today (the coupon table): active | inactive | expired. */
export const PROMOTION_STATUSES = ['active', 'inactive', 'expired'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  active: 'Redeemable',
  inactive: 'Not started',
  expired: 'Expired',
};

/** Discount type: amount off, percentage off, buy one gift one. */
export const DISCOUNT_TYPES = ['amount_off', 'percentage_off', 'buy_one_gift_one'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  amount_off: 'Amount off',
  percentage_off: 'Percentage off',
  buy_one_gift_one: 'Buy one gift one',
};

/** Promotion duration: single use, forever, or temporal for a limit time (amount and unit). */
export const DURATION_TYPES = ['single_use', 'forever', 'temporal'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
export const DURATION_UNITS = ['year', 'month', 'week', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface PromotionDuration {
  type: DurationType;
  limit_time: { amount: number; unit: DurationUnit } | null;
}

/** 'Single use', 'Forever', '3 months'. */
export function durationText(duration: PromotionDuration): string {
  if (duration.type === 'single_use') return 'Single use';
  if (duration.type === 'forever' || !duration.limit_time) return 'Forever';
  const { amount, unit } = duration.limit_time;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export interface PromotionDiscount {
  discount_type: DiscountType;
  percent: number | null;
  currencies: { currency_code: string; discount_amount: string }[];
}

/** '25%', 'USD 5.00, GBP 4.00', or '-' (buy one gift one). */
export function discountText(promotion: PromotionDiscount): string {
  if (promotion.discount_type === 'percentage_off') return promotion.percent === null ? '-' : `${promotion.percent}%`;
  if (promotion.discount_type === 'amount_off' && promotion.currencies.length) {
    return promotion.currencies.map((c) => `${c.currency_code} ${c.discount_amount}`).join(', ');
  }
  return '-';
}
