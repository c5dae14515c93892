import * as api from '../../../shared/contracts/organizations';
import { cachedRead, route } from '../../http/register';
import * as service from './service';

/** Organizations (API-M-35…40). */
export const organizationRoutes = [
  cachedRead(api.listOrganizations, ({ query, deps }) => service.listOrganizations(deps.db, query), undefined, {
    serialize: 'plain',
  }),
  cachedRead(api.getOrganization, ({ params, deps }) => service.getOrganization(deps.db, params.id), undefined, {
    serialize: 'plain',
  }),
  route(api.createOrganization, ({ body, principal, deps }) =>
    service.createOrganization(deps.db, body, principal, deps.clock),
  ),
  route(api.updateOrganization, ({ params, body, ifMatch, principal, deps }) =>
    service.updateOrganization(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(api.deleteOrganization, ({ params, principal, deps }) =>
    service.deleteOrganization(deps.db, params.id, principal, deps.clock),
  ),
  route(api.sendOnboardingEmail, ({ params, body, principal, deps }) =>
    service.sendOnboardingEmail(deps.db, params.id, body, deps.config.links.b2bSite, principal, deps.clock),
  ),
];
