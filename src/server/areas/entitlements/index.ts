/** Entitlements (checklist 3.3, 4.7, 5): a customer's access to courses; add, edit, revoke, restore. */
export { entitlementRoutes } from './routes';
export { DEMO_ENTITLEMENT_CUSTOMER_EMAIL, seedDemoEntitlements } from './seed';
export { ENTITLEMENT_ENTITY, RESTORE_ENTITY } from './service';
export { grantSubscriptionEntitlement, syncSubscriptionEntitlement } from './subscription-grant';
export { ENTITLEMENT_LIST_SORT, entitlement } from './tables';
export { grantVoucherEntitlements } from './voucher-grant';
