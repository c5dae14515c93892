import type { Entitlement } from '../../../shared/contracts/entitlements';

/** The customer detail an entitlement row links to: /customers/{b2c|b2b}/{customerId}. */
export const customerPath = (row: Pick<Entitlement, 'customerId' | 'customerIsB2b'>) =>
  `/customers/${row.customerIsB2b ? 'b2b' : 'b2c'}/${row.customerId}`;

/** The permissions the customer detail route asks (its list tab's menu item), per kind of customer. */
export const customerRouteNeeds = (isB2b: boolean) =>
  ['read:customers', isB2b ? 'view:b2b_customer_menu' : 'view:b2c_customer_menu'] as const;
