import {
  getCustomerSubscriber,
  getPaymentMethod,
  getSubscriberByEmail,
  setCustomerOptIn,
  syncCustomerSubscriber,
  syncSubscriberEmail,
  updateBillingAddress,
} from '../../../shared/contracts/customers';
import { cachedRead, route } from '../../http/register';
import * as payment from './payment';
import * as subscribers from './subscribers';

/**
 * A customer's account outside the profile: payment method and billing address (API-S-03/04), the
 * marketing-email subscriber (API-S-05/06/11/12, API-P-06). The checkout link has its own area.
 * Spread into the customers area's routes.
 */
export const accountRoutes = [
  cachedRead(getPaymentMethod, ({ params, deps }) => payment.getPaymentMethod(deps.db, params.id)),
  route(updateBillingAddress, ({ params, body, ifMatch, principal, deps }) =>
    payment.updateBillingAddress(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  cachedRead(getCustomerSubscriber, ({ params, deps }) => subscribers.getCustomerSubscriber(deps.db, params.id)),
  route(setCustomerOptIn, ({ params, body, ifMatch, principal, deps }) =>
    subscribers.setCustomerOptIn(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  cachedRead(getSubscriberByEmail, ({ query, deps }) => subscribers.getSubscriberByEmail(deps.db, query.email)),
  route(syncSubscriberEmail, ({ body, principal, deps }) =>
    subscribers.syncSubscriberEmail(deps.db, body, principal, deps.clock),
  ),
  route(syncCustomerSubscriber, ({ body, principal, deps }) =>
    subscribers.syncCustomerSubscriber(deps.db, body, principal, deps.clock),
  ),
];
