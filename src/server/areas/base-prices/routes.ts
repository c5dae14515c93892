import {
  createBasePrice,
  deleteBasePrice,
  listActiveBasePrices,
  listAppliedPlans,
  listBasePrices,
  listCurrencyAssociations,
  saveCurrencyAssociations,
  updateBasePrice,
} from '../../../shared/contracts/base-prices';
import { cachedRead, PLAIN, route, rowRoute, updateRoute } from '../../http/register';
import * as service from './service';

/** Base prices (API-S-33..38) and the currency configuration (API-S-39, 40). */
export const basePriceRoutes = [
  // Written as built (PLAIN): the answers are exactly the schemas' shape, which the API tests check.
  cachedRead(listBasePrices, ({ query, deps }) => service.listBasePrices(deps.db, query), undefined, PLAIN),
  route(createBasePrice, ({ body, principal, deps }) =>
    service.createBasePrice(deps.db, body.name, principal, deps.clock),
  ),
  cachedRead(listActiveBasePrices, ({ deps }) => service.listActiveBasePrices(deps.db), undefined, PLAIN),
  updateRoute(updateBasePrice, service.updateBasePrice),
  rowRoute(deleteBasePrice, service.deleteBasePrice),
  cachedRead(
    listAppliedPlans,
    ({ params, query, deps }) => service.listAppliedPlans(deps.db, params.id, query),
    undefined,
    PLAIN,
  ),
  cachedRead(listCurrencyAssociations, ({ deps }) => service.listCurrencyAssociations(deps.db)),
  route(saveCurrencyAssociations, ({ body, ifMatch, principal, deps }) =>
    service.saveCurrencyAssociations(deps.db, body, ifMatch, principal, deps.clock),
  ),
];
