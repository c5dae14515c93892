import { composeCheckoutLink, searchCheckoutPlans, sendCheckoutLink } from '../../../shared/contracts/customers';
import { clockedRead, route } from '../../http/register';
import { nextStatusChange } from '../promotions';
import * as checkout from './service';

/**
 * The checkout link (CUS-CHK, API-S-16): the plans a link can sell, composing a link, emailing it. The
 * contract stays under the customer (src/shared/contracts/customers.ts), as the spec places it.
 */
export const checkoutLinkRoutes = [
  // Which promotions are redeemable moves with the clock too: a clocked read.
  clockedRead(
    searchCheckoutPlans,
    ({ query, deps }) => checkout.searchCheckoutPlans(deps.db, query.q, deps.clock.now()),
    (deps, now) => nextStatusChange(deps.db, now),
  ),
  route(composeCheckoutLink, ({ body, deps }) =>
    checkout.composeCheckoutLink(deps.config, deps.db, body, deps.clock.now()),
  ),
  route(sendCheckoutLink, ({ body, principal, deps }) =>
    checkout.sendCheckoutLink(deps.config, deps.db, body, principal, deps.clock),
  ),
];
