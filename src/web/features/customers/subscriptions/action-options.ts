import type { VariantSearchItem } from '../../../../shared/contracts/ecom-products';
import type { SubscriptionCoupon } from '../../../../shared/contracts/subscriptions';
import type { PlanOffer } from '../../../../shared/contracts/upsell-downgrades';
import { durationText, maskedBulkCode } from '../../../../shared/domain/promotion';
import { REGULAR_CODE, SINGLE_USE_CODE } from './texts';

/**
 * The options of the apply-promo-code and plan-change dialogs (SUB-PRO-03..06, SUB-PLN-03/04): which
 * codes a country may take and how a code or a plan reads in its select. Pure: unit-tested.
 */

/** SUB-PRO-03: the codes with no country limit, or whose applied countries include `country`. */
export function couponsFor(coupons: readonly SubscriptionCoupon[], country: string | null | undefined) {
  if (!country) return [];
  return coupons.filter(
    (c) => c.appliedCountries.length === 0 || c.appliedCountries.some((a) => a.code.toUpperCase() === country),
  );
}

/** SUB-PRO-04: the code kind's tag: 'Single Use' (bulk) or 'Regular'. */
export const COUPON_USAGE_TAGS = {
  labels: { bulk: SINGLE_USE_CODE, regular: REGULAR_CODE },
  colors: { bulk: 'gold', regular: 'blue' },
} as const;

/** SUB-PRO-04: a bulk code as 'Single Use' and its prefix with six asterisks; a regular one as 'Regular'. */
export function couponCodeText(coupon: Pick<SubscriptionCoupon, 'code' | 'codeUsage'>): { tag: string; code: string } {
  return coupon.codeUsage === 'bulk'
    ? { tag: SINGLE_USE_CODE, code: maskedBulkCode(coupon.code) }
    : { tag: REGULAR_CODE, code: coupon.code };
}

/** SUB-PRO-05: '25.00%' or 'USD 5.00, EUR 4.50' (2 decimals). */
export function couponDiscountText(coupon: Pick<SubscriptionCoupon, 'discountType' | 'percent' | 'currencies'>) {
  if (coupon.discountType === 'percentage_off') return `${(coupon.percent ?? 0).toFixed(2)}%`;
  return coupon.currencies.map((c) => `${c.currency} ${c.amount.toFixed(2)}`).join(', ');
}

/** SUB-PRO-06: 'Single use', 'Forever', '3 months', '1 month' (the shared promotion wording). */
export function couponDurationText(duration: SubscriptionCoupon['duration']): string {
  const type = duration.type === 'SINGLE_USE' ? 'single_use' : duration.type === 'FOREVER' ? 'forever' : 'temporal';
  return durationText({ type, limit_time: duration.limitTime });
}

/** The whole option as text (the select's search and its accessible name). */
export function couponLabel(coupon: SubscriptionCoupon): string {
  const { tag, code } = couponCodeText(coupon);
  return `${code} · ${tag} · ${couponDiscountText(coupon)} · ${couponDurationText(coupon.duration)}`;
}

/** SUB-PLN-03: an upsell or downgrade plan: its title and pid. */
export const planOfferLabel = (offer: Pick<PlanOffer, 'plan_title' | 'pid'>) => `${offer.plan_title} (${offer.pid})`;

/** SUB-PLN-04: a plan found by the switch-plan search: its name and pid. */
export const variantLabel = (variant: Pick<VariantSearchItem, 'name' | 'pid'>) => `${variant.name} (${variant.pid})`;
