import { portalErrorResponses } from '../../shared/contracts/common';
import { auditLogsPage, auditLogsQuery } from '../../shared/contracts/portal/audit-logs';
import type { Permission } from '../../shared/permissions';
import { type AnyRoute, defineRoute } from '../http/route';
import { listAuditEntries } from '../services/audit';

/**
 * Who may read change logs: the screens that show one. Content product change log (product menu),
 * eCom product and plan change logs (eCom menu and detail), mini course View Log (read:mini_courses),
 * and customer support reading a customer's history (read:customers).
 */
export const AUDIT_LOG_READERS = [
  'view:product_menu',
  'view:ecom_product_menu',
  'view:ecom_product_detail',
  'read:mini_courses',
  'read:customers',
] as const satisfies readonly Permission[];

export const auditLogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/audit-logs',
    summary: 'The audit entries of one entity, newest first',
    permission: { anyOf: AUDIT_LOG_READERS },
    query: auditLogsQuery,
    response: { 200: auditLogsPage, ...portalErrorResponses },
    handler: ({ query, deps }) => listAuditEntries(deps.db, query),
  }),
];
