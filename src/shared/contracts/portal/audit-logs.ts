import { z } from 'zod';
import { pageOf, pageQueryShape } from '../common';

const required = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required');

/** `GET /audit-logs` query: the entries of one entity, newest first. */
export const auditLogsQuery = z.object({
  entityType: required().max(100).describe('e.g. product, plan, customer'),
  entityId: required().max(200),
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
