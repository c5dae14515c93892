import * as api from '../../../shared/contracts/disclosures';
import { cachedRead, route } from '../../http/register';
import * as service from './service';

/** Disclosures (API-M-06..11). */
export const disclosureRoutes = [
  cachedRead(api.listDisclosures, ({ query, deps }) => service.listDisclosures(deps.db, query)),
  cachedRead(api.getDisclosure, ({ params, deps }) => service.getDisclosure(deps.db, params.id)),
  route(api.createDisclosure, ({ body, principal, deps }) =>
    service.createDisclosure(deps.db, body, principal, deps.clock),
  ),
  route(api.updateDisclosure, ({ params, body, ifMatch, principal, deps }) =>
    service.updateDisclosure(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(api.deleteDisclosure, ({ params, principal, deps }) =>
    service.deleteDisclosure(deps.db, params.id, principal, deps.clock),
  ),
  route(api.switchDisclosureStatus, ({ body, ifMatch, principal, deps }) =>
    service.switchStatus(deps.db, body, ifMatch, principal, deps.clock),
  ),
];
