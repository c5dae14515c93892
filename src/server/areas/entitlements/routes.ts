import * as api from '../../../shared/contracts/entitlements';
import { cachedRead, createRoute, route, rowRoute, updateRoute } from '../../http/register';
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
  createRoute(api.createEntitlement, service.createEntitlement),
  updateRoute(api.updateEntitlement, service.updateEntitlement),
  rowRoute(api.revokeEntitlement, service.revokeEntitlement),
  route(api.restoreEntitlements, ({ body, principal, deps }) =>
    service.restoreEntitlements(deps.db, body, principal, deps.clock),
  ),
];
