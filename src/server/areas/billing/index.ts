/**
 * Billing: the billing provider's local engine (design: Outside systems). Subscriptions with their
 * lifecycle, actions and preview (API-S-17..22), the transactions they bill, and the customer of a
 * transaction or subscription id (API-S-01: billing sits above customers, and above promotions and plans,
 * whose codes and prices it applies).
 */
export { giftDeliveryHandler } from './gift-delivery-job';
export { GIFT_DELIVERY_JOB, GIFT_EMAIL_KIND } from './gift-email';
export { deliverGift, type GiftPurchase, purchaseGift, redeemGift } from './gift-engine';
export { billingRoutes } from './routes';
export { DEMO_SUBSCRIPTION_ID, DEMO_TRANSACTION_ID, seedDemoBilling } from './seed';
export { type BillingIdLookup, customerOfBillingId } from './service';
export { subscriptionClockHandler } from './subscription-clock-job';
export { SUBSCRIPTION_ENTITY } from './subscription-entity';
export { SUBSCRIPTION_CLOCK_JOB, scheduleClock } from './subscription-write';
export { billingSubscription, billingTransaction } from './tables';
