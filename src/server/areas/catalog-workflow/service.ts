import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CATALOG_ENTITY_NOUN,
  CATALOG_LIFECYCLE,
  CATALOG_TRANSITIONS,
  type CatalogEntity,
  type CatalogStatus,
  CHANGE_ACTIONS,
  refusal,
  scheduleTimeError,
  type VerifyResult,
  type WorkflowAction,
  type WorkflowState,
} from '../../../shared/domain/catalog-workflow';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, notFound, refused } from '../../errors';
import { cancelPendingJob, deletePendingJob, enqueueJob, type JobTarget } from '../../jobs/runner';
import { recordAudit } from '../audit';
import { applyTransition } from '../lifecycle';

/**
 * The review and publishing workflow of content products and mini courses (checklist 9.1), by the
 * one transition table of src/shared/domain/catalog-workflow.ts: verify (STAGING → In Review),
 * publish now or on a schedule (In Review → ACTIVE), stop a schedule. Each operation is one
 * transaction holding the item's row lock, refuses what `refusal()` (shared with the buttons)
 * refuses, and writes its audit entry. The item's own area describes it as a `WorkflowSubject`.
 */

/** A table with the workflow columns (`workflowColumns` of ./tables.ts) and an integer id. */
export type WorkflowTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  scheduledPublishTime: PgColumn;
  lastVerifiedAt: PgColumn;
  lastModifiedDate: PgColumn;
  rowVersion: PgColumn;
};

/** What the workflow needs to know of an entity; its area builds one. */
export interface WorkflowSubject {
  entity: CatalogEntity;
  table: WorkflowTable;
  /** Checks the item against the content catalogue; files changed since `since` are reported. */
  check(tx: Db, id: number, since: Date | null): Promise<VerifyResult>;
  /**
   * What publishing also writes (a content product applies an edit saved for later review), with
   * what the audit entry records of it.
   */
  onPublish?(
    tx: Db,
    id: number,
  ): Promise<{ set: Record<string, unknown>; before: Record<string, unknown>; after: Record<string, unknown> }>;
}

/** The job kind of a scheduled publish. */
export const PUBLISH_JOB = 'publish';
const publishJob = (entity: CatalogEntity, id: number): JobTarget => ({
  kind: PUBLISH_JOB,
  entityType: entity,
  entityId: id,
});

interface LockedItem extends WorkflowState {
  id: number;
  lastVerifiedAt: Date | null;
}

/** A row of a workflow table, as far as the workflow reads it. */
interface WorkflowRow {
  id: number;
  status: string;
  scheduledPublishTime: Date | null;
  lastVerifiedAt: Date | null;
}

const stateOf = (row: WorkflowRow): WorkflowState => ({
  status: row.status as CatalogStatus,
  scheduledPublishTime: row.scheduledPublishTime ? row.scheduledPublishTime.getTime() : null,
});

const missing = (subject: WorkflowSubject) => (id: number) =>
  `No ${CATALOG_ENTITY_NOUN[subject.entity]} has the id ${id}.`;

/** Reads and locks the item's row (`for update`). */
export async function lockItem(tx: Db, subject: WorkflowSubject, id: number): Promise<LockedItem> {
  const t = subject.table;
  const [row] = (await tx
    .select({
      id: t.id,
      status: t.status,
      scheduledPublishTime: t.scheduledPublishTime,
      lastVerifiedAt: t.lastVerifiedAt,
    })
    .from(t as PgTable)
    .where(eq(t.id, id))
    .for('update')) as WorkflowRow[];
  if (!row) throw notFound(missing(subject)(id));
  return { id: row.id, ...stateOf(row), lastVerifiedAt: row.lastVerifiedAt };
}

function refuseUnless(action: WorkflowAction, item: WorkflowState, entity: CatalogEntity) {
  const reason = refusal(action, item, entity);
  if (reason) throw refused(reason);
}

const isoDate = (d: Date | null) => (d ? d.toISOString() : null);

/** One transition of the workflow's lifecycle on one item, through the one `applyTransition`. */
async function transition(
  tx: Db,
  subject: WorkflowSubject,
  id: number,
  action: WorkflowAction,
  actor: Principal,
  now: Date,
  write: {
    set?: Record<string, unknown>;
    audit: (before: WorkflowRow, after: WorkflowRow) => { before: unknown; after: unknown; comment?: string | null };
  },
): Promise<WorkflowRow> {
  const [row] = await applyTransition(tx, {
    lifecycle: CATALOG_LIFECYCLE,
    action,
    ctx: subject.entity,
    table: subject.table,
    ids: [id],
    stateOf,
    notFound: missing(subject),
    set: () => ({ ...write.set, lastModifiedDate: now }),
    audit: (before: WorkflowRow, after: WorkflowRow) => ({
      entityType: subject.entity,
      entityId: String(id),
      ...write.audit(before, after),
    }),
    actor,
    now,
  });
  if (!row) throw new Error('workflow item not written');
  return row;
}

/** POST …/{id}/verification (API-P-20, API-P-27). Answers the check's result. */
export async function verify(
  db: Db,
  subject: WorkflowSubject,
  id: number,
  comments: string | null | undefined,
  actor: Principal,
  clock: Clock,
): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, subject, id);
    refuseUnless('verify', item, subject.entity);
    const result = await subject.check(tx, id, item.lastVerifiedAt);
    const now = clock.now();
    if (result.succeeded) {
      await transition(tx, subject, id, 'verify', actor, now, {
        set: { lastVerifiedAt: now },
        audit: () => ({ before: { status: item.status }, after: result, comment: comments ?? null }),
      });
    } else {
      // A failed check moves nothing: its entry is the only write.
      await recordAudit(tx, {
        actor,
        action: CHANGE_ACTIONS.verifyFailed,
        entityType: subject.entity,
        entityId: String(id),
        before: { status: item.status },
        after: result,
        comment: comments ?? null,
        at: now,
      });
    }
    return result;
  });
}

/**
 * Publishes an item (publish now, or the scheduler's publish of a due schedule): the transition makes
 * it ACTIVE and clears its schedule, with what the subject adds on publish, and records the audit.
 */
export async function applyPublish(
  tx: Db,
  subject: WorkflowSubject,
  id: number,
  actor: Principal,
  clock: Clock,
  action: 'publish' | 'scheduledPublish',
): Promise<{ id: number; status: CatalogStatus }> {
  const now = clock.now();
  const item = await lockItem(tx, subject, id);
  refuseUnless(action, item, subject.entity);
  const extra = subject.onPublish ? await subject.onPublish(tx, id) : { set: {}, before: {}, after: {} };
  const row = await transition(tx, subject, id, action, actor, now, {
    set: { ...extra.set, scheduledPublishTime: null },
    audit: (before) => ({
      before: { status: before.status, scheduledPublishTime: isoDate(before.scheduledPublishTime), ...extra.before },
      after: { status: CATALOG_TRANSITIONS[action].to, scheduledPublishTime: null, ...extra.after },
    }),
  });
  return { id, status: row.status as CatalogStatus };
}

/** POST …/{id}/publishing (API-P-21, API-P-28). */
export async function publishNow(
  db: Db,
  subject: WorkflowSubject,
  id: number,
  actor: Principal,
  clock: Clock,
): Promise<{ id: number; status: CatalogStatus }> {
  return db.transaction((tx) => applyPublish(tx, subject, id, actor, clock, 'publish'));
}

/**
 * POST …/{id}/scheduled-publishing (API-P-22, API-P-29): stores the time and queues one publish job,
 * run by the jobs runner (./publish-job.ts).
 */
export async function schedulePublish(
  db: Db,
  subject: WorkflowSubject,
  id: number,
  timeMs: number,
  actor: Principal,
  clock: Clock,
): Promise<{ id: number; scheduledPublishTime: number }> {
  const now = clock.now();
  const timeError = scheduleTimeError(timeMs, now.getTime());
  if (timeError) throw invalid('scheduledPublishTime', timeError);
  const runAt = new Date(timeMs);
  return db.transaction(async (tx) => {
    await transition(tx, subject, id, 'schedule', actor, now, {
      set: { scheduledPublishTime: runAt },
      audit: () => ({ before: { scheduledPublishTime: null }, after: { scheduledPublishTime: runAt.toISOString() } }),
    });
    // A pending job left without a schedule (should not exist) would block the unique index.
    await cancelPendingJob(tx, publishJob(subject.entity, id), now);
    await enqueueJob(tx, publishJob(subject.entity, id), runAt, actor);
    return { id, scheduledPublishTime: timeMs };
  });
}

/** DELETE …/{id}/scheduled-publishing (API-P-23, API-P-30). */
export async function stopSchedule(
  db: Db,
  subject: WorkflowSubject,
  id: number,
  actor: Principal,
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await transition(tx, subject, id, 'stopSchedule', actor, now, {
      set: { scheduledPublishTime: null },
      audit: (before) => ({
        before: { scheduledPublishTime: isoDate(before.scheduledPublishTime) },
        after: { scheduledPublishTime: null },
      }),
    });
    await cancelScheduledPublish(tx, subject.entity, id, now);
  });
}

/**
 * Cancels the item's pending publish job (kept for history). The caller clears the item's
 * `scheduledPublishTime` in the same transaction (an edit that stops a schedule, `stopSchedule`).
 */
export function cancelScheduledPublish(tx: Db, entity: CatalogEntity, id: number, now: Date): Promise<void> {
  return cancelPendingJob(tx, publishJob(entity, id), now);
}

/** Removes the item's pending publish job: the item is being deleted. */
export function dropScheduledPublish(tx: Db, entity: CatalogEntity, id: number): Promise<void> {
  return deletePendingJob(tx, publishJob(entity, id));
}
