/** Customers: what other features may use. */
export { CUSTOMER_LIST_PATHS, customerPath } from './texts';
