import * as api from '../../../shared/contracts/organizations';
import { cachedRead, createRoute, route, rowRoute, updateRoute } from '../../http/register';
import * as service from './service';

/** Organizations (API-M-35…40). */
export const organizationRoutes = [
  cachedRead(api.listOrganizations, ({ query, deps }) => service.listOrganizations(deps.db, query), undefined, {
    serialize: 'plain',
  }),
  cachedRead(api.getOrganization, ({ params, deps }) => service.getOrganization(deps.db, params.id), undefined, {
    serialize: 'plain',
  }),
  createRoute(api.createOrganization, service.createOrganization),
  updateRoute(api.updateOrganization, service.updateOrganization),
  rowRoute(api.deleteOrganization, service.deleteOrganization),
  route(api.sendOnboardingEmail, ({ params, body, principal, deps }) =>
    service.sendOnboardingEmail(deps.db, params.id, body, deps.config.links.b2bSite, principal, deps.clock),
  ),
];
