import { searchCustomerByBillingId } from '../../../shared/contracts/customers';
import { cachedRead } from '../../http/register';
import * as service from './service';

/**
 * Billing's endpoint: the customer of a transaction or subscription id (API-S-01). Its contract stays
 * under the customer (src/shared/contracts/customers.ts); billing answers it, as billing sits above
 * customers.
 */
export const billingRoutes = [
  cachedRead(searchCustomerByBillingId, ({ query, deps }) => service.searchCustomerByBillingId(deps.db, query)),
];
