import { hostname } from 'node:os';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
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

/**
 * How long a job doing outside work (`OutsideWork`) stays 'running' before another runner may claim it
 * again: longer than the outside system may take to answer (nodemailer gives up on a silent socket after
 * 10 minutes), so only a runner that stopped mid-way is taken over.
 */
export const JOB_LEASE_MS = 15 * 60_000;

/**
 * Work a job does outside the runner's transaction: waiting for an outside system (a mail server) while
 * holding a transaction would hold its rows, and on the embedded database its only session, for as long
 * as the outside system takes. The handler claims what it works on in the runner's transaction and
 * answers this; once the claim is committed the runner calls `outside` with the database itself (it
 * takes its own short transactions to record what happened), and its answer is the job's: null done, a
 * reason fails the job, a throw retries it.
 */
export interface OutsideWork {
  outside(db: Db): Promise<string | null>;
}

const isOutsideWork = (v: string | null | OutsideWork): v is OutsideWork => typeof v === 'object' && v !== null;

export type JobRow = typeof job.$inferSelect;

export interface JobHandler {
  kind: string;
  /**
   * Does the job inside the runner's savepoint. Answers null when done, or why it was not done (a
   * reason the job cannot succeed later either: the job fails with it), or the work it still has to do
   * outside the transaction (`OutsideWork`). Throwing retries later.
   * `db` (the runner always passes it) is the database itself, for work too long for the runner's
   * transaction (a report over a million rows): the job claims it in `tx` and hands it to a task that
   * takes its own short transactions on `db` once the claim commits, and records its own outcome.
   */
  run(tx: Db, row: JobRow, clock: Clock, db?: Db): Promise<string | null | OutsideWork>;
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
 * Runs the jobs that are due. One transaction claims up to `limit` pending jobs (and 'running' ones whose
 * lease ended: their runner stopped mid-way); each runs in a savepoint, so one failing job neither stops
 * nor undoes the others. A job answering `OutsideWork` is left 'running' under a lease in that
 * transaction; its outside work runs once the transaction committed, one job after the other, and its
 * outcome is recorded on the job in a short transaction of its own.
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
  const outside: { run: JobRun; row: JobRow; work: OutsideWork }[] = [];
  const runs = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(job)
      .where(and(inArray(job.status, ['pending', 'running']), lte(job.runAt, now)))
      .orderBy(asc(job.runAt), asc(job.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: JobRun[] = [];
    for (const row of due) {
      const base = { jobId: row.id, kind: row.kind, entityType: row.entityType, entityId: row.entityId };
      try {
        const handler = byKind.get(row.kind);
        const answer = handler
          ? await tx.transaction((sp) => handler.run(sp, row, clock, db))
          : `Unknown job kind '${row.kind}'.`;
        if (isOutsideWork(answer)) {
          const leased = {
            status: 'running',
            attempts: row.attempts + 1,
            runAt: new Date(now.getTime() + JOB_LEASE_MS),
          };
          await tx.update(job).set(leased).where(eq(job.id, row.id));
          const run: JobRun = { ...base, outcome: 'done' };
          outside.push({ run, row: { ...row, ...leased }, work: answer });
          claimed.push(run);
          continue;
        }
        await tx
          .update(job)
          .set(finished(row.attempts + 1, answer, now))
          .where(eq(job.id, row.id));
        claimed.push(answer ? { ...base, outcome: 'skipped', error: answer } : { ...base, outcome: 'done' });
      } catch (err) {
        const failed = afterThrow(row.attempts + 1, err, workerId, now);
        await tx.update(job).set(failed.set).where(eq(job.id, row.id));
        claimed.push({ ...base, outcome: failed.outcome, error: failed.error });
      }
    }
    return claimed;
  });
  for (const { run, row, work } of outside) {
    const current = and(eq(job.id, row.id), eq(job.status, 'running'), eq(job.attempts, row.attempts));
    const at = clock.now();
    try {
      const reason = await work.outside(db);
      await db
        .update(job)
        .set(finished(row.attempts, reason, at))
        .where(current);
      Object.assign(run, reason ? { outcome: 'skipped', error: reason } : {});
    } catch (err) {
      // `attempts` was counted when the job was claimed.
      const failed = afterThrow(row.attempts, err, workerId, at);
      await db.update(job).set(failed.set).where(current);
      Object.assign(run, { outcome: failed.outcome, error: failed.error });
    }
  }
  return runs;
}

/** The job's row once its handler answered: done, or failed with the reason it gave. */
const finished = (attempts: number, reason: string | null, now: Date) => ({
  status: reason ? 'failed' : 'done',
  lastError: reason,
  attempts,
  finishedAt: now,
});

/** The job's row after its handler threw: pending again (retried at once), or failed after the last attempt. */
function afterThrow(attempts: number, err: unknown, workerId: string, now: Date) {
  const giveUp = attempts >= MAX_JOB_ATTEMPTS;
  const error = `${workerId}: ${err instanceof Error ? err.message : String(err)}`;
  return {
    outcome: (giveUp ? 'failed' : 'retry') as JobOutcome,
    error,
    set: {
      attempts,
      lastError: error,
      status: giveUp ? 'failed' : 'pending',
      runAt: giveUp ? undefined : now,
      finishedAt: giveUp ? now : null,
    },
  };
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
