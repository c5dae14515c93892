/** The audit log: every staff change, written in the change's own transaction. */
export { auditRoutes } from './routes';
export {
  type AuditRecord,
  type AuditRow,
  auditActor,
  auditPage,
  entityAudit,
  entityChanges,
  recordAudit,
} from './service';
export { auditLog } from './tables';
