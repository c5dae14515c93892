/**
 * Customers (checklist 2, 3, 4): the customer search and detail, name and email edits, delete, reset
 * password, learning progress, in-app purchases, the lookup by billing id, and (account-routes.ts) the
 * payment method and marketing subscriber.
 */
export { customersOfOrganization } from './organization-use';
export { customerRoutes } from './routes';
export { DEMO_CUSTOMER_EMAILS, seedDemoCustomers } from './seed';
export { customerIdByAuth0Id } from './service';
// The one table other areas join (their rows name a customer); the customer's own rows stay inside.
export { customer, paymentMethod } from './tables';
