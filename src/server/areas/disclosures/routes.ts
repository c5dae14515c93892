import * as api from '../../../shared/contracts/disclosures';
import { cachedRead, createRoute, PLAIN, route, rowRoute, updateRoute } from '../../http/register';
import * as service from './service';

/** Disclosures (API-M-06..11). */
export const disclosureRoutes = [
  // Written as built (serialize 'plain'): the service builds the wire's shape; the API tests check it.
  cachedRead(api.listDisclosures, ({ query, deps }) => service.listDisclosures(deps.db, query), undefined, PLAIN),
  cachedRead(api.getDisclosure, ({ params, deps }) => service.getDisclosure(deps.db, params.id), undefined, PLAIN),
  createRoute(api.createDisclosure, service.createDisclosure),
  updateRoute(api.updateDisclosure, service.updateDisclosure),
  rowRoute(api.deleteDisclosure, service.deleteDisclosure),
  route(api.switchDisclosureStatus, ({ body, ifMatch, principal, deps }) =>
    service.switchStatus(deps.db, body, ifMatch, principal, deps.clock),
  ),
];
