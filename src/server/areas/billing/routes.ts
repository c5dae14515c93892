import { searchCustomerByBillingId } from '../../../shared/contracts/customers';
import * as api from '../../../shared/contracts/subscriptions';
import { cachedRead, PLAIN, route } from '../../http/register';
import { creditRoutes } from './credit-routes';
import { giftRoutes } from './gift-routes';
import * as service from './service';
import { applyAction, couponHooks, previewAction } from './subscription-actions';
import { listSubscriptionCoupons } from './subscription-coupons';
import { sendPlanChangeLink } from './subscription-plan-change';
import { listSubscriptions } from './subscription-read';
import { restart, restartSummary } from './subscription-restart';
import { subscriptionTimeline } from './subscription-timeline';
import { transactionRoutes } from './transaction-routes';

/**
 * Billing's endpoints: the customer of a transaction or subscription id (API-S-01; its contract stays under
 * the customer, src/shared/contracts/customers.ts), and the subscriptions engine (API-S-17..22 and the
 * action preview), with the transactions' and refunds' (transaction-routes.ts) and more nouns after them.
 * A subscription's answers are not cached reads: the engine's clock moves them.
 */
export const billingRoutes = [
  ...transactionRoutes,
  ...creditRoutes,
  ...giftRoutes,
  cachedRead(searchCustomerByBillingId, ({ query, deps }) => service.searchCustomerByBillingId(deps.db, query)),
  // Written as built (PLAIN): the answers are exactly the schemas' shape, which the API tests check.
  route(api.listSubscriptions, ({ query, deps }) => listSubscriptions(deps.db, query.auth0Id), PLAIN),
  route(api.subscriptionTimeline, ({ params, query, deps }) => subscriptionTimeline(deps.db, params.id, query.auth0Id)),
  route(
    api.previewSubscriptionAction,
    ({ params, query, principal, deps }) =>
      previewAction(
        deps.db,
        { subscriptionId: params.id, auth0Id: query.auth0Id, source: query.source },
        params.action,
        { pausedDays: query.paused_days, extendDays: query.extend_days },
        principal,
        deps.clock,
        { code: query.code, country: query.applyCountry },
      ),
    PLAIN,
  ),
  route(api.cancelSubscription, ({ params, query, ifMatch, principal, deps }) =>
    applyAction(deps.db, { subscriptionId: params.id, ...query }, 'cancel', {}, ifMatch, principal, deps.clock),
  ),
  route(api.revokeSubscription, ({ params, query, ifMatch, principal, deps }) =>
    applyAction(
      deps.db,
      { subscriptionId: params.id, ...query },
      'revokeEntitlement',
      {},
      ifMatch,
      principal,
      deps.clock,
    ),
  ),
  route(api.resumeSubscription, ({ params, query, ifMatch, principal, deps }) =>
    applyAction(deps.db, { subscriptionId: params.id, ...query }, 'resume', {}, ifMatch, principal, deps.clock),
  ),
  route(api.pauseSubscription, ({ params, query, body, ifMatch, principal, deps }) =>
    applyAction(
      deps.db,
      { subscriptionId: params.id, ...query },
      'pause',
      { pausedDays: body.paused_days },
      ifMatch,
      principal,
      deps.clock,
    ),
  ),
  route(api.listSubscriptionCoupons, ({ params, deps }) =>
    listSubscriptionCoupons(deps.db, params.id, deps.clock.now()),
  ),
  route(api.applySubscriptionCoupon, ({ params, body, ifMatch, principal, deps }) =>
    applyAction(
      deps.db,
      { subscriptionId: params.id, auth0Id: body.auth0Id },
      'applyPromoCode',
      {},
      ifMatch,
      principal,
      deps.clock,
      couponHooks({ code: params.code, country: body.applyCountry }),
    ),
  ),
  route(api.getRestartSummary, ({ params, query, deps }) => restartSummary(deps.db, params.id, query.auth0Id)),
  route(api.restartSubscription, ({ params, query, ifMatch, principal, deps }) =>
    restart(deps.db, params.id, query.auth0Id, ifMatch, principal, deps.clock),
  ),
  route(api.sendSwitchPlanLink, ({ params, body, principal, deps }) =>
    sendPlanChangeLink(deps.config, deps.db, params.id, body, principal, deps.clock),
  ),
  route(api.extendSubscription, ({ params, query, body, ifMatch, principal, deps }) =>
    applyAction(
      deps.db,
      { subscriptionId: params.id, auth0Id: query.auth0Id, source: body.source },
      'extendBillingDate',
      { extendDays: body.extend_days },
      ifMatch,
      principal,
      deps.clock,
    ),
  ),
];
