/**
 * The one way a status moves (src/shared/domain/lifecycle.ts): `applyTransition` locks, refuses with
 * the lifecycle's text, writes status and version, and audits. Machinery: no routes or tables of its own.
 */
export { applyTransition, type StatusTable, type TransitionAudit, type TransitionRun } from './service';
