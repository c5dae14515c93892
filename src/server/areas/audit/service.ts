import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/contracts/audit';
import { type Page, type PageQuery, type SortDirection, toPage } from '../../../shared/contracts/common';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { auditLog } from './tables';

export interface AuditRecord {
  /** Who made the change: id is the token's `sub`, email its email claim. */
  actor: Principal;
  /** What was done, a verb in the entity's own words: 'create', 'update', 'publish', 'refund'… */
  action: string;
  /** The kind of thing changed: 'product', 'plan', 'customer', 'entitlement'… */
  entityType: string;
  entityId: string | number;
  /** The entity before the change (null on create). */
  before: unknown;
  /** The entity after the change (null on delete). */
  after: unknown;
  comment?: string | null;
  /** When; defaults to the database's now() (the transaction start). Pass the app clock for tests. */
  at?: Date;
}

/** JSON-safe copy for a jsonb column (Dates become ISO strings, undefined becomes null). */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Writes one audit entry. Call it with the transaction of the change itself, so the entry exists if
 * and only if the change does.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: record.actor.sub,
      actorEmail: record.actor.email,
      action: record.action,
      entityType: record.entityType,
      entityId: String(record.entityId),
      before: snapshot(record.before),
      after: snapshot(record.after),
      comment: record.comment ?? null,
      ...(record.at ? { at: record.at } : {}),
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit entry not written');
  return row.id;
}

/**
 * The audit writer of one entity type (`audit(tx, actor, 'UPDATE', id, before, after, now)`): each
 * service names its entity once instead of in every write.
 */
export function entityAudit(entityType: string) {
  return (
    tx: Db,
    actor: Principal,
    action: string,
    entityId: string | number,
    before: unknown,
    after: unknown,
    at: Date,
  ) => recordAudit(tx, { actor, action, entityType, entityId, before, after, at });
}

/** An audit writer of one entity type (entityAudit). */
export type EntityAudit = ReturnType<typeof entityAudit>;

/**
 * The audit of an entity edited whole (create, update, delete), whose entries hold its audited fields
 * (`fields`: what staff set): each write ends by auditing the entity as it now reads, with the action
 * CREATE, UPDATE or DELETE, and answers it.
 */
export function entityChanges<T>(audit: EntityAudit, fields: (entity: T) => unknown) {
  return {
    /** A create's end: nothing before, the new entity after; answers it. */
    async created(tx: Db, actor: Principal, id: number, after: T, at: Date): Promise<T> {
      await audit(tx, actor, 'CREATE', id, null, fields(after), at);
      return after;
    },
    /** An edit's end: the entity before and after; answers it as it is now. */
    async updated(tx: Db, actor: Principal, id: number, before: T, after: T, at: Date): Promise<T> {
      await audit(tx, actor, 'UPDATE', id, fields(before), fields(after), at);
      return after;
    },
    /** A delete's end: the entity before, nothing after. */
    async deleted(tx: Db, actor: Principal, id: number, before: T, at: Date): Promise<void> {
      await audit(tx, actor, 'DELETE', id, fields(before), null, at);
    },
  };
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Who made an entry, as the change logs show it: the email, else the account id. */
export const auditActor = (row: AuditRow) => row.actorEmail ?? row.actorId;

export interface AuditPageInput extends PageQuery {
  entityType: string;
  entityId: string | number;
  /** By time (ties by id, so entries of one transaction keep their order); default newest first. */
  direction?: SortDirection;
  /** Or the direction of a list's sort parameter (the change logs pass their query as it is). */
  sort?: { direction: SortDirection };
}

/** One page of the entries of one entity, and how many there are. The change logs read through it. */
export async function auditPage(db: Db, input: AuditPageInput): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(eq(auditLog.entityType, input.entityType), eq(auditLog.entityId, String(input.entityId)));
  const direction = (input.direction ?? input.sort?.direction) === 'ASC' ? asc : desc;
  // One after the other: a transaction is one connection, and a page is two cheap queries.
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(direction(auditLog.at), direction(auditLog.id))
    .limit(input.size)
    .offset(input.page * input.size);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** GET /audit-logs: the entries of one entity, newest first. */
export async function listAuditEntries(db: Db, input: AuditPageInput): Promise<Page<AuditEntry>> {
  const { rows, total } = await auditPage(db, { ...input, direction: 'DESC' });
  const content = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return toPage(content, total, input);
}
