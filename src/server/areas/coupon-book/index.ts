/**
 * The coupon book (API-M-17): the billing provider's own coupons, which billing-provider promotions are
 * made from. Its own area, low in the layers, so promotions can use it while billing (the subscriptions
 * engine above promotions) redeems codes through promotions.
 */

export { couponBookRoutes } from './routes';
export { billingCouponId, DEMO_BILLING_COUPONS, seedDemoBillingCoupons } from './seed';
export { billingCoupon } from './tables';
