import { and, count, eq, lte } from 'drizzle-orm';
import { jobHandlers } from '../../src/server/areas';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { job } from '../../src/server/db/schema';
import type { Clock } from '../../src/server/deps';
import { type JobHandler, startScheduler } from '../../src/server/jobs/runner';

/**
 * The billing clock as the server runs it (startScheduler with every area's job handlers, main.ts's
 * batch size), in a process of its own for the kill -9 tests (tests/support/kill-harness.ts):
 *
 *   DATABASE_URL   the PostgreSQL database (required)
 *   CLOCK_AT       the fixed time the clock reads (ISO; required)
 *   JOB_DELAY_MS   a pause after each job's work, inside its savepoint, before the batch commits: a
 *                  slower worker, so a kill lands in an open transaction (default 0)
 *   BATCH          jobs per transaction (default: the scheduler's, 20)
 *   INTERVAL_MS    the scheduler's tick (default 10)
 *
 * It exits 0 once no job is due any more, printing how many jobs it saw done.
 */

const url = process.env.DATABASE_URL;
const clockAt = process.env.CLOCK_AT;
if (!url || !clockAt) {
  console.error('clock-worker: DATABASE_URL and CLOCK_AT are required');
  process.exit(2);
}
const at = new Date(clockAt);
const clock: Clock = { now: () => new Date(at) };
const delayMs = Number(process.env.JOB_DELAY_MS ?? 0);
const limit = process.env.BATCH ? Number(process.env.BATCH) : undefined;
const intervalMs = Number(process.env.INTERVAL_MS ?? 10);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const slowed = (h: JobHandler): JobHandler => ({
  kind: h.kind,
  async run(tx, row, c) {
    const result = await h.run(tx, row, c);
    await sleep(delayMs);
    return result;
  },
});

const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const config = loadConfig({ PUBLIC_URL: 'http://portal.test', SEED_DEMO: 'false' });
const handlers = jobHandlers(config).map((h) => (delayMs > 0 ? slowed(h) : h));
let notDone = 0;
const scheduler = startScheduler(
  {
    db: database.db,
    clock,
    handlers,
    workerId: `clock-worker-${process.pid}`,
    log: {
      error: (obj, msg) => {
        notDone += 1;
        console.error(msg, JSON.stringify(obj));
      },
    },
  },
  { intervalMs, limit },
);

const due = async () =>
  (
    await database.db
      .select({ n: count() })
      .from(job)
      .where(and(eq(job.status, 'pending'), lte(job.runAt, at)))
  )[0]?.n ?? 0;

for (;;) {
  await sleep(50);
  if ((await due()) === 0) break;
}
await scheduler.stop();
await database.close();
console.log(`clock-worker: nothing due at ${at.toISOString()}; ${notDone} job(s) not done`);
process.exit(notDone === 0 ? 0 : 1);
