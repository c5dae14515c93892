import { z } from 'zod';
import type { Permission } from '../permissions';
import { pageOf, pageQueryShape } from './common';
import { defineEndpoint } from './endpoint';
import { queryText } from './fields';

const required = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .pipe(queryText(max).pipe(z.string().min(1, 'is required')));

/** `GET /audit-logs` query: the entries of one entity, newest first. */
export const auditLogsQuery = z.object({
  entityType: required(100).describe('e.g. product, plan, customer'),
  entityId: required(200),
  ...pageQueryShape,
});
export type AuditLogsQuery = z.infer<typeof auditLogsQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The staff member's account id (token `sub`). */
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  /** ISO 8601 timestamp. */
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  comment: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogsPage = pageOf(auditEntrySchema);
export type AuditLogsPage = z.infer<typeof auditLogsPage>;

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

export const listAuditLogs = defineEndpoint({
  name: 'listAuditLogs',
  area: 'audit',
  family: 'portal',
  method: 'GET',
  path: '/audit-logs',
  summary: 'The audit entries of one entity, newest first',
  permission: { anyOf: AUDIT_LOG_READERS },
  query: auditLogsQuery,
  response: auditLogsPage,
});
