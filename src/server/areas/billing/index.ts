/**
 * Billing (API-S-01): the ledger's transaction and subscription ids and the customer they belong to (the
 * customer search by billing id, GET /customer/search, is answered here: billing sits above customers), and
 * the billing provider's coupon book (API-M-17). The subscriptions and billing issue adds the rest of the
 * ledger.
 */
export { billingCouponId, DEMO_BILLING_COUPONS, seedDemoBillingCoupons } from './coupon-seed';
export { billingRoutes } from './routes';
export { DEMO_SUBSCRIPTION_ID, DEMO_TRANSACTION_ID, seedDemoBilling } from './seed';
export { type BillingIdLookup, customerOfBillingId } from './service';
export { billingCoupon, billingSubscription, billingTransaction } from './tables';
