import { and, eq } from 'drizzle-orm';
import {
  CATALOG_ENTITY_NOUN,
  type CatalogEntity,
  type CatalogStatus,
  CHANGE_ACTIONS,
  refusal,
  scheduleTimeError,
  type VerifyResult,
  type WorkflowState,
} from '../../shared/domain/catalog-workflow';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import { contentProduct, job, miniCourse } from '../db/schema';
import type { Clock } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordAudit } from './audit';
import { checkContentProduct, checkMiniCourse } from './verification';

/**
 * The review and publishing workflow of content products and mini courses (checklist 9.1): verify
 * (STAGING → READY_FOR_REVIEW), publish now or on a schedule (READY_FOR_REVIEW → ACTIVE), stop a
 * schedule. Each operation is one transaction holding the item's row lock, and refuses what
 * `refusal()` (shared with the UI) refuses, with a 409.
 *
 * Nothing here moves an item to ARCHIVED: the spec shows no such transition (CAT-WF-17), so ARCHIVED
 * is reached only by later tooling (and the demo seed).
 */

/**
 * Both tables share the workflow columns (id, status, scheduledPublishTime, lastVerifiedAt,
 * lastModifiedDate); queries on those columns treat either table as the mini course table's type.
 */
const TABLES = { content_product: contentProduct, mini_course: miniCourse } as const;
const workflowTable = (entity: CatalogEntity) => TABLES[entity] as unknown as typeof miniCourse;

/** The job kind of a scheduled publish. */
export const PUBLISH_JOB = 'publish';

interface LockedItem extends WorkflowState {
  id: number;
  lastVerifiedAt: Date | null;
}

const stateOf = (row: { status: string; scheduledPublishTime: Date | null }): WorkflowState => ({
  status: row.status as CatalogStatus,
  scheduledPublishTime: row.scheduledPublishTime ? row.scheduledPublishTime.getTime() : null,
});

/** Reads and locks the item's row (`for update`); 404 when there is none. */
export async function lockItem(tx: Db, entity: CatalogEntity, id: number): Promise<LockedItem> {
  const t = workflowTable(entity);
  const [row] = await tx
    .select({
      id: t.id,
      status: t.status,
      scheduledPublishTime: t.scheduledPublishTime,
      lastVerifiedAt: t.lastVerifiedAt,
    })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  if (!row) throw notFound(`No ${CATALOG_ENTITY_NOUN[entity]} has the id ${id}.`);
  return { id: row.id, lastVerifiedAt: row.lastVerifiedAt, ...stateOf(row) };
}

function refuseUnless(action: Parameters<typeof refusal>[0], item: WorkflowState, entity: CatalogEntity) {
  const reason = refusal(action, item, entity);
  if (reason) throw conflict(reason);
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** POST /{products|mini-courses}/{id}/verification (API-P-20, API-P-27). Answers the check's result. */
export async function verify(
  db: Db,
  entity: CatalogEntity,
  id: number,
  comments: string | null | undefined,
  actor: Principal,
  clock: Clock,
): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, entity, id);
    refuseUnless('verify', item, entity);
    const check = entity === 'mini_course' ? checkMiniCourse : checkContentProduct;
    const result = await check(tx, id, item.lastVerifiedAt);
    const now = clock.now();
    if (result.succeeded) {
      const t = workflowTable(entity);
      await tx
        .update(t)
        .set({ status: 'READY_FOR_REVIEW', lastVerifiedAt: now, lastModifiedDate: now })
        .where(eq(t.id, id));
    }
    await recordAudit(tx, {
      actor,
      action: result.succeeded ? CHANGE_ACTIONS.verify : CHANGE_ACTIONS.verifyFailed,
      entityType: entity,
      entityId: String(id),
      before: { status: item.status },
      after: result,
      comment: comments ?? null,
      at: now,
    });
    return result;
  });
}

type PublishAction = typeof CHANGE_ACTIONS.publish | typeof CHANGE_ACTIONS.scheduledPublish;

/**
 * Makes the item ACTIVE: clears its schedule, and for a content product marks it as having been
 * active and applies an edit saved for later review (`pendingChanges`). Records the audit entry.
 * The caller holds the row lock and has checked the transition.
 */
export async function applyPublish(
  tx: Db,
  entity: CatalogEntity,
  id: number,
  actor: Principal,
  clock: Clock,
  action: PublishAction,
): Promise<{ id: number; status: CatalogStatus }> {
  const now = clock.now();
  const item = await lockItem(tx, entity, id);
  const before: Record<string, unknown> = { status: item.status, scheduledPublishTime: iso(item.scheduledPublishTime) };
  const after: Record<string, unknown> = { status: 'ACTIVE', scheduledPublishTime: null };
  if (entity === 'content_product') {
    const [product] = await tx
      .select({ pendingChanges: contentProduct.pendingChanges })
      .from(contentProduct)
      .where(eq(contentProduct.id, id));
    const pending = (product?.pendingChanges ?? null) as Record<string, unknown> | null;
    const applied = pending ? pendingValues(pending) : {};
    if (pending) {
      before.pendingChanges = pending;
      after.appliedChanges = pending;
    }
    await tx
      .update(contentProduct)
      .set({
        ...applied,
        status: 'ACTIVE',
        scheduledPublishTime: null,
        hasHistoricalActiveStatus: true,
        pendingChanges: null,
        lastModifiedDate: now,
      })
      .where(eq(contentProduct.id, id));
  } else {
    await tx
      .update(miniCourse)
      .set({ status: 'ACTIVE', scheduledPublishTime: null, lastModifiedDate: now })
      .where(eq(miniCourse.id, id));
  }
  await recordAudit(tx, { actor, action, entityType: entity, entityId: String(id), before, after, at: now });
  return { id, status: 'ACTIVE' };
}

/** Content product columns an edit saved for later review may carry (never the workflow columns). */
const NOT_PENDABLE = new Set([
  'id',
  'productId',
  'status',
  'scheduledPublishTime',
  'lastVerifiedAt',
  'createdDate',
  'lastModifiedDate',
  'hasHistoricalActiveStatus',
  'pendingChanges',
]);
const PRODUCT_COLUMNS = new Set(Object.keys(contentProduct).filter((k) => !NOT_PENDABLE.has(k)));

/** The drizzle column values of a `pendingChanges` object (unknown keys ignored). */
function pendingValues(pending: Record<string, unknown>): Partial<typeof contentProduct.$inferInsert> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pending)) if (PRODUCT_COLUMNS.has(key)) values[key] = value;
  return values as Partial<typeof contentProduct.$inferInsert>;
}

/** POST /{products|mini-courses}/{id}/publishing (API-P-21, API-P-28). */
export async function publishNow(
  db: Db,
  entity: CatalogEntity,
  id: number,
  actor: Principal,
  clock: Clock,
): Promise<{ id: number; status: CatalogStatus }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, entity, id);
    refuseUnless('publish', item, entity);
    return applyPublish(tx, entity, id, actor, clock, CHANGE_ACTIONS.publish);
  });
}

/**
 * POST /{products|mini-courses}/{id}/scheduled-publishing (API-P-22, API-P-29): stores the time and
 * queues one publish job, run by the scheduler (src/server/jobs/scheduler.ts).
 */
export async function schedulePublish(
  db: Db,
  entity: CatalogEntity,
  id: number,
  timeMs: number,
  actor: Principal,
  clock: Clock,
): Promise<{ id: number; scheduledPublishTime: number }> {
  const now = clock.now();
  const timeError = scheduleTimeError(timeMs, now.getTime());
  if (timeError) throw badRequest('scheduledPublishTime', timeError);
  const runAt = new Date(timeMs);
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, entity, id);
    refuseUnless('schedule', item, entity);
    const t = workflowTable(entity);
    await tx.update(t).set({ scheduledPublishTime: runAt, lastModifiedDate: now }).where(eq(t.id, id));
    // A pending job left without a schedule (should not exist) would block the unique index.
    await cancelPendingJobs(tx, entity, id, now);
    await tx.insert(job).values({
      kind: PUBLISH_JOB,
      entityType: entity,
      entityId: id,
      runAt,
      actorId: actor.sub,
      actorEmail: actor.email,
    });
    await recordAudit(tx, {
      actor,
      action: CHANGE_ACTIONS.schedule,
      entityType: entity,
      entityId: String(id),
      before: { scheduledPublishTime: null },
      after: { scheduledPublishTime: runAt.toISOString() },
      at: now,
    });
    return { id, scheduledPublishTime: timeMs };
  });
}

/** DELETE /{products|mini-courses}/{id}/scheduled-publishing (API-P-23, API-P-30). */
export async function stopSchedule(
  db: Db,
  entity: CatalogEntity,
  id: number,
  actor: Principal,
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, entity, id);
    refuseUnless('stopSchedule', item, entity);
    const t = workflowTable(entity);
    await tx.update(t).set({ scheduledPublishTime: null, lastModifiedDate: now }).where(eq(t.id, id));
    await cancelPendingJobs(tx, entity, id, now);
    await recordAudit(tx, {
      actor,
      action: CHANGE_ACTIONS.stopSchedule,
      entityType: entity,
      entityId: String(id),
      before: { scheduledPublishTime: iso(item.scheduledPublishTime) },
      after: { scheduledPublishTime: null },
      at: now,
    });
  });
}

/** Marks the item's pending publish job cancelled (kept for history). */
async function cancelPendingJobs(tx: Db, entity: CatalogEntity, id: number, now: Date) {
  await tx
    .update(job)
    .set({ status: 'cancelled', finishedAt: now })
    .where(and(eq(job.kind, PUBLISH_JOB), eq(job.entityType, entity), eq(job.entityId, id), eq(job.status, 'pending')));
}
