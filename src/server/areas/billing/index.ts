/**
 * Billing (API-S-01): the ledger's transaction and subscription ids and the customer they belong to. The
 * subscriptions and billing issue adds the rest of the ledger.
 */
export { DEMO_SUBSCRIPTION_ID, DEMO_TRANSACTION_ID, seedDemoBilling } from './seed';
export { type BillingIdLookup, customerOfBillingId } from './service';
export { billingSubscription, billingTransaction } from './tables';
