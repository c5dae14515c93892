/** Entitlements: what other features may use (the customer detail's entitlement section). */
export { CustomerEntitlements } from './CustomerEntitlements';
