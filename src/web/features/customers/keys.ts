import { queryKeys } from '../../api/query-keys';

/**
 * Customers: one key tree under 'customers' (the lists, the detail, and per customer its payment
 * method, subscriber, learning progress and in-app purchases; the billing-id lookups and the
 * organization options of the list).
 */
export const customerKeys = queryKeys('customers');
