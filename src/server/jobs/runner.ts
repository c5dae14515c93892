import { hostname } from 'node:os';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import type { Clock } from '../deps';
import { job } from './tables';

/**
 * The jobs runner (design: Scheduled work). A job is a row of `job`: a kind, the entity it acts on, when
 * it is due and who asked for it. Areas register a handler per kind; the runner claims due jobs with
 * `FOR UPDATE SKIP LOCKED`, so several server instances never run the same job.
 */

/** A job is given up (status 'failed') after this many attempts that threw. */
export const MAX_JOB_ATTEMPTS = 3;

export type JobRow = typeof job.$inferSelect;

export interface JobHandler {
  kind: string;
  /**
   * Does the job inside the runner's savepoint. Answers null when done, or why it was not done (a
   * reason the job cannot succeed later either: the job fails with it). Throwing retries later.
   * `db` (the runner always passes it) is the database itself, for work too long for the runner's
   * transaction (a report over a million rows): the job claims it in `tx` and hands it to a task that
   * takes its own short transactions on `db` once the claim commits, and records its own outcome.
   */
  run(tx: Db, row: JobRow, clock: Clock, db?: Db): Promise<string | null>;
}

/** The staff member who queued the job, as the actor of what it does. */
export const jobActor = (row: JobRow): Principal => ({
  sub: row.actorId,
  email: row.actorEmail,
  nickname: null,
  permissions: [],
});

export interface JobTarget {
  kind: string;
  entityType: string;
  entityId: number;
}

/** Queues a job (in the caller's transaction). */
export async function enqueueJob(tx: Db, target: JobTarget, runAt: Date, actor: Principal): Promise<void> {
  await tx.insert(job).values({ ...target, runAt, actorId: actor.sub, actorEmail: actor.email });
}

const pendingOf = (target: JobTarget) =>
  and(
    eq(job.kind, target.kind),
    eq(job.entityType, target.entityType),
    eq(job.entityId, target.entityId),
    eq(job.status, 'pending'),
  );

/** Marks the target's pending job cancelled (kept for history). */
export async function cancelPendingJob(tx: Db, target: JobTarget, now: Date): Promise<void> {
  await tx.update(job).set({ status: 'cancelled', finishedAt: now }).where(pendingOf(target));
}

/** Removes the target's pending job (its entity is being deleted). */
export async function deletePendingJob(tx: Db, target: JobTarget): Promise<void> {
  await tx.delete(job).where(pendingOf(target));
}

export type JobOutcome = 'done' | 'skipped' | 'retry' | 'failed';
export interface JobRun {
  jobId: number;
  kind: string;
  entityType: string;
  entityId: number;
  outcome: JobOutcome;
  error?: string;
}

/**
 * Runs the jobs that are due. One transaction claims up to `limit` pending jobs; each runs in a
 * savepoint, so one failing job neither stops nor undoes the others.
 */
export async function runDueJobs(
  db: Db,
  clock: Clock,
  workerId: string,
  handlers: readonly JobHandler[],
  limit = 20,
): Promise<JobRun[]> {
  const now = clock.now();
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
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
      const base = { jobId: row.id, kind: row.kind, entityType: row.entityType, entityId: row.entityId };
      const attempts = row.attempts + 1;
      try {
        const handler = byKind.get(row.kind);
        const skipped = handler
          ? await tx.transaction((sp) => handler.run(sp, row, clock, db))
          : `Unknown job kind '${row.kind}'.`;
        await tx
          .update(job)
          .set({ status: skipped ? 'failed' : 'done', lastError: skipped, attempts, finishedAt: now })
          .where(eq(job.id, row.id));
        runs.push(skipped ? { ...base, outcome: 'skipped', error: skipped } : { ...base, outcome: 'done' });
      } catch (err) {
        const giveUp = attempts >= MAX_JOB_ATTEMPTS;
        const message = `${workerId}: ${err instanceof Error ? err.message : String(err)}`;
        await tx
          .update(job)
          .set({ attempts, lastError: message, status: giveUp ? 'failed' : 'pending', finishedAt: giveUp ? now : null })
          .where(eq(job.id, row.id));
        runs.push({ ...base, outcome: giveUp ? 'failed' : 'retry', error: message });
      }
    }
    return runs;
  });
}

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  handlers: readonly JobHandler[];
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
  workerId?: string;
}

/**
 * Runs `runDueJobs` every `intervalMs` until nothing is due. A tick that finds the previous one still running is skipped
 * (no overlap); errors are logged and the next tick tries again. `stop()` waits for a running tick.
 */
export function startScheduler(deps: SchedulerDeps, options: { intervalMs?: number; limit?: number } = {}) {
  const intervalMs = options.intervalMs ?? 5000;
  const workerId = deps.workerId ?? `${hostname()}-${process.pid}`;
  let running: Promise<void> | null = null;
  const limit = options.limit ?? 20;
  // A tick works through everything due, `limit` jobs per transaction (a renewal day of thousands of
  // subscriptions in batches, memory flat), then waits for the next tick.
  const drain = async () => {
    for (;;) {
      const runs = await runDueJobs(deps.db, deps.clock, workerId, deps.handlers, limit);
      for (const run of runs.filter((r) => r.outcome !== 'done')) deps.log?.error(run, 'scheduled job not completed');
      if (runs.length < limit || runs.every((r) => r.outcome !== 'done')) return;
    }
  };
  const tick = () => {
    if (running) return;
    running = drain()
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
