import * as api from '../../../shared/contracts/entitlements';
import { cachedRead, route } from '../../http/register';
import * as service from './service';

/**
 * Entitlements (API-P-09..13, CUS-ENTM-02). The list is a plain route, not a cached read: without a
 * customerId it depends on who asks (view:entitlement_menu), and a cached answer skips the handler.
 */
export const entitlementRoutes = [
  // Who may search across customers is checked before the read cache.
  cachedRead(
    api.listEntitlements,
    ({ query, principal, deps }) => service.listEntitlements(deps.db, query, principal),
    ({ query, principal }) => service.assertMayListEntitlements(query, principal),
  ),
  cachedRead(api.listEntitlementCourses, ({ query, deps }) => service.listEntitlementCourses(deps.db, query.q)),
  route(api.createEntitlement, ({ body, principal, deps }) =>
    service.createEntitlement(deps.db, body, principal, deps.clock),
  ),
  route(api.updateEntitlement, ({ params, body, ifMatch, principal, deps }) =>
    service.updateEntitlement(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(api.revokeEntitlement, ({ params, principal, deps }) =>
    service.revokeEntitlement(deps.db, params.id, principal, deps.clock),
  ),
  route(api.restoreEntitlements, ({ body, principal, deps }) =>
    service.restoreEntitlements(deps.db, body, principal, deps.clock),
  ),
];
