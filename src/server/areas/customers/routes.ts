import {
  deleteCustomer,
  getCustomer,
  listCustomers,
  listIapRecords,
  listLessonProgress,
  resetCustomerPassword,
  updateCustomer,
  updateCustomerInfo,
} from '../../../shared/contracts/customers';
import { cachedRead, route } from '../../http/register';
import { accountRoutes } from './account-routes';
import * as remove from './customer-delete';
import * as lists from './customer-list';
import * as service from './service';

/**
 * Customers (API-P-01..05, 07, 08; API-S-02) and, from account-routes.ts, the payment method and
 * marketing subscriber endpoints (the search by billing id, API-S-01, is billing's; the checkout link
 * its own area). The customer search is not a cached read: its answer depends on who asks (the tab's
 * permission), and a cached answer skips the handler.
 */
export const customerRoutes = [
  // The tab's permission is checked before the read cache (a kept answer never reaches a refused caller).
  cachedRead(
    listCustomers,
    ({ query, principal, deps }) => lists.listCustomers(deps.db, query, principal),
    ({ query, principal }) => lists.assertMayListCustomers(query, principal),
  ),
  cachedRead(getCustomer, ({ params, deps }) => service.getCustomer(deps.db, params.id)),
  route(updateCustomer, ({ params, body, ifMatch, principal, deps }) =>
    service.updateCustomer(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(updateCustomerInfo, ({ params, body, ifMatch, principal, deps }) =>
    service.updateCustomer(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(deleteCustomer, ({ params, query, principal, deps }) =>
    remove.deleteCustomer(deps.db, params.id, query.confirm, principal, deps.clock),
  ),
  route(resetCustomerPassword, ({ body, principal, deps }) =>
    service.resetCustomerPassword(
      deps.db,
      { email: body.email, consumerSite: deps.config.links.consumerSite },
      principal,
      deps.clock,
    ),
  ),
  cachedRead(listLessonProgress, ({ params, query, deps }) => lists.listLessonProgress(deps.db, params.id, query)),
  cachedRead(listIapRecords, ({ query, deps }) => lists.listIapRecords(deps.db, query)),
  ...accountRoutes,
];
