/** Entitlements: what other features may use (the customer detail's entitlement section). */
export { CustomerEntitlements } from './CustomerEntitlements';
/** The area's key tree: a change elsewhere that moves entitlements (a subscription revoked) invalidates it. */
export { entitlementKeys } from './keys';
