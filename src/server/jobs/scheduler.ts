import { hostname } from 'node:os';
import { and, asc, eq, lte } from 'drizzle-orm';
import { type CatalogEntity, CHANGE_ACTIONS } from '../../shared/domain/catalog-workflow';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import { job } from '../db/schema';
import type { Clock } from '../deps';
import { applyPublish, lockItem, PUBLISH_JOB } from '../services/catalog-workflow';

/** A job is given up (status 'failed') after this many attempts that threw. */
export const MAX_JOB_ATTEMPTS = 3;

export type JobOutcome = 'published' | 'skipped' | 'retry' | 'failed';
export interface JobRun {
  jobId: number;
  entityType: string;
  entityId: number;
  outcome: JobOutcome;
  error?: string;
}

const CATALOG_ENTITIES: readonly string[] = ['content_product', 'mini_course'] satisfies CatalogEntity[];

/**
 * Runs the publish jobs that are due (design: Scheduled work). One transaction claims up to `limit`
 * pending jobs with `FOR UPDATE SKIP LOCKED`, so several workers (server instances) never run the same
 * job: a job another worker holds is skipped, and one it finished is no longer pending. Each job runs
 * in a savepoint, so one failing job neither stops nor undoes the others.
 */
export async function runDueJobs(db: Db, clock: Clock, workerId: string, limit = 20): Promise<JobRun[]> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(job)
      .where(and(eq(job.status, 'pending'), lte(job.runAt, now)))
      .orderBy(asc(job.runAt), asc(job.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const runs: JobRun[] = [];
    for (const row of due) {
      const base = { jobId: row.id, entityType: row.entityType, entityId: row.entityId };
      try {
        const skipped = await tx.transaction(async (sp) => runJob(sp, row, clock));
        if (skipped) {
          await tx
            .update(job)
            .set({ status: 'failed', lastError: skipped, attempts: row.attempts + 1, finishedAt: now })
            .where(eq(job.id, row.id));
          runs.push({ ...base, outcome: 'skipped', error: skipped });
        } else {
          await tx
            .update(job)
            .set({ status: 'done', attempts: row.attempts + 1, lastError: null, finishedAt: now })
            .where(eq(job.id, row.id));
          runs.push({ ...base, outcome: 'published' });
        }
      } catch (err) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= MAX_JOB_ATTEMPTS;
        const message = `${workerId}: ${err instanceof Error ? err.message : String(err)}`;
        await tx
          .update(job)
          .set({
            attempts,
            lastError: message,
            status: giveUp ? 'failed' : 'pending',
            finishedAt: giveUp ? now : null,
          })
          .where(eq(job.id, row.id));
        runs.push({ ...base, outcome: giveUp ? 'failed' : 'retry', error: message });
      }
    }
    return runs;
  });
}

/** Publishes the job's item; answers why it did not when the item is no longer publishable. */
async function runJob(tx: Db, row: typeof job.$inferSelect, clock: Clock): Promise<string | null> {
  if (row.kind !== PUBLISH_JOB) return `Unknown job kind '${row.kind}'.`;
  if (!CATALOG_ENTITIES.includes(row.entityType)) return `Unknown entity type '${row.entityType}'.`;
  const entity = row.entityType as CatalogEntity;
  const item = await lockItem(tx, entity, row.entityId).catch(() => null);
  if (!item) return `The ${entity} ${row.entityId} no longer exists.`;
  if (item.status !== 'READY_FOR_REVIEW') return `Not published: the item is ${item.status}, not READY_FOR_REVIEW.`;
  if (item.scheduledPublishTime === null) return 'Not published: the schedule was removed.';
  const actor: Principal = { sub: row.actorId, email: row.actorEmail, nickname: null, permissions: [] };
  await applyPublish(tx, entity, row.entityId, actor, clock, CHANGE_ACTIONS.scheduledPublish);
  return null;
}

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
  workerId?: string;
}

/**
 * Runs `runDueJobs` every `intervalMs`. A tick that finds the previous one still running is skipped
 * (no overlap); errors are logged and the next tick tries again. `stop()` waits for a running tick.
 */
export function startScheduler(deps: SchedulerDeps, options: { intervalMs?: number } = {}) {
  const intervalMs = options.intervalMs ?? 5000;
  const workerId = deps.workerId ?? `${hostname()}-${process.pid}`;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs(deps.db, deps.clock, workerId)
      .then((runs) => {
        for (const run of runs.filter((r) => r.outcome !== 'published')) {
          deps.log?.error(run, 'scheduled job not completed');
        }
      })
      .catch((err) => deps.log?.error({ err }, 'scheduler tick failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return {
    /** Stops the timer and waits for a tick in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
