import type { CodeUsage, PromotionSource } from '../../../shared/domain/promotion';

/** MKT-04: the promotion routes; the detail's `?source=` says which kind it is (PROMO-DET-01). */
export const PROMOTION_LIST_PATH = '/marketing/promotion';
export const PROMOTION_ADD_PATH = `${PROMOTION_LIST_PATH}/add`;
export const promotionPath = (id: number, source: PromotionSource) =>
  `${PROMOTION_LIST_PATH}/${id}?source=${encodeURIComponent(source)}`;

/** The customer a redeemed code names (PROMO-BULK-05). */
export const customerB2cPath = (customerId: number) => `/customers/b2c/${customerId}`;

/** PROMO-DET-03/05 (decided): the provider's coupon page, `{billingProvider}/coupons/{recurlyCouponId}`. */
export function providerCouponUrl(billingProvider: string, couponId: string): string {
  return `${billingProvider.replace(/\/+$/, '')}/coupons/${encodeURIComponent(couponId)}`;
}

/** PROMO-DET-05 (decided): a regular promotion's one code is its 'Promotion code'; a bulk one's is the prefix of its codes. */
export const codeLabel = (usage: CodeUsage) => (usage === 'bulk' ? 'Code prefix' : 'Promotion code');

/** The screens' own texts (the spec's where it gives them). */
export const PROMOTION_TEXTS = {
  listTitle: 'Promotion list',
  addButton: '+ Add new Promotion',
  addTitle: 'Add new promotion',
  statusPlaceholder: 'All statuses',
  searchPlaceholder: 'Search promotion code or applied base price',
  deleteTitle: 'Delete promotion',
  deleteConfirm: 'Are you sure you want to delete this promotion?',
  confirmChangeTitle: 'Confirm change',
  confirmChangeText: 'Are you sure you want to save the changes?',
  /** A save refused because someone else saved in between (decided, as the other versioned edits say it). */
  stale: 'Someone else saved this promotion after you opened it. Reload it, or keep your values and save again.',
  allCountries: 'All countries',
  codeListTitle: 'Promotion code list',
  viewCodes: 'View promotion codes',
  hideRedeemed: 'Hide redeemed codes',
  anonymous: 'Anonymous user',
  openCoupon: 'Open in the billing provider',
} as const;
