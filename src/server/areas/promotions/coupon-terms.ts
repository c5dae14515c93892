import { type CouponCurrencyAmount, coupon } from './tables';

/**
 * A coupon's terms as the lookups read them: its discount (type, percentage, amounts per currency) and
 * its duration (single use, forever, or a number of units). The save offers' facts, the codes a plan
 * may use and the codes a subscription may take all select them this way.
 */
export interface CouponTerms {
  discountType: string;
  percent: number | null;
  currencies: CouponCurrencyAmount[];
  durationType: string;
  durationAmount: number | null;
  durationUnit: string | null;
}

/** The discount's columns. */
export const discountColumns = {
  discountType: coupon.discountType,
  percent: coupon.percent,
  currencies: coupon.currencies,
};

/** The columns of a coupon's terms (CouponTerms). */
export const termsColumns = {
  ...discountColumns,
  durationType: coupon.durationType,
  durationAmount: coupon.durationAmount,
  durationUnit: coupon.durationUnit,
};
