import { jobHandlers } from '../src/server/areas';
import { SUBSCRIPTION_CLOCK_JOB } from '../src/server/areas/billing';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { runDueJobs } from '../src/server/jobs/runner';
import { type MemoryUse, mb, sampleMemory } from './memory';

/**
 * Issue 22: a renewal day of 100,000 subscriptions worked by the billing clock in batches with flat
 * memory. Subscriptions of the volume seed (active, Recurly, nothing pending) are made due on one day
 * with a usable card and their clock jobs; the scheduler's drain (20 jobs per transaction, as
 * `startScheduler` runs it) then works the day in this process while its memory is sampled. A day of
 * 10,000 runs first: flat memory means the 100,000 day peaks about as high as the 10,000 one and the
 * heap after a full collection is back where it started (nothing kept per renewal).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

interface DayResult extends MemoryUse {
  renewals: number;
  billed: number;
  rescheduled: number;
}

/** Makes `count` subscriptions due on `day` (a usable card each) with their clock jobs (table renewal_day). */
async function dueDay(database: Database, count: number, day: Date): Promise<void> {
  // A table of its own (not temporary: the pool may answer each statement on another connection).
  await database.raw('drop table if exists renewal_day');
  // Only this day's renewals are due: an earlier (interrupted) run's jobs go.
  await database.raw(`delete from job where kind = '${SUBSCRIPTION_CLOCK_JOB}' and status = 'pending'`);
  await database.raw(`
    create table renewal_day as
      select s.id, s.customer_id from billing_subscription s
      where s.status = 'active' and s.source = 'Recurly' and s.trial_end_at is null and s.grace_end_at is null
        and s.paused_start_at is null and s.customer_id is not null
        and not exists (select 1 from job j where j.entity_type = 'subscription' and j.entity_id = s.id)
      limit ${count}`);
  await database.raw(`
    insert into payment_method (customer_id, type, card_type, account_last4, expiration_date)
      select distinct customer_id, 'CreditCard', 'Visa', '4242', '12/2035' from renewal_day`);
  // Spread over the day's first hours; the billing day is the day's.
  await database.raw(`
    update billing_subscription s
      set next_billing_at = '${day.toISOString()}'::timestamptz + (s.id % 600) * interval '1 minute',
          billing_day = ${day.getUTCDate()},
          payment_method_id = (select max(p.id) from payment_method p where p.customer_id = s.customer_id)
      from renewal_day d where d.id = s.id`);
  await database.raw(`
    insert into job (kind, entity_type, entity_id, run_at, actor_id, actor_email)
      select '${SUBSCRIPTION_CLOCK_JOB}', 'subscription', s.id, s.next_billing_at, 'billing-clock', null
      from billing_subscription s join renewal_day d on d.id = s.id`);
}

async function workDay(database: Database, count: number, day: Date): Promise<DayResult> {
  await dueDay(database, count, day);
  const transactionsBefore = Number(
    (await database.raw<{ n: string }>(`select count(*) as n from billing_transaction`))[0]?.n,
  );
  const end = new Date(day.getTime() + DAY_MS - 1);
  const clock = { now: () => end };
  const used = await sampleMemory(async () => {
    let renewals = 0;
    // Every kind, as the server runs them (the volume seed's scheduled publishes fall due too).
    const handlers = jobHandlers(loadConfig({ ...process.env }));
    for (;;) {
      const runs = await runDueJobs(database.db, clock, 'bench-renewal-day', handlers, BATCH);
      const clocked = runs.filter((r) => r.kind === SUBSCRIPTION_CLOCK_JOB);
      renewals += clocked.filter((r) => r.outcome === 'done').length;
      const failed = clocked.find((r) => r.outcome !== 'done');
      if (failed) throw new Error(`a renewal did not complete: ${JSON.stringify(failed)}`);
      if (runs.length < BATCH) break;
    }
    return renewals;
  });
  const [check] = await database.raw<{ billed: string; rescheduled: string }>(`
    select
      (select count(*) from billing_transaction) - ${transactionsBefore} as billed,
      (select count(*) from job j join renewal_day d on d.id = j.entity_id
        where j.entity_type = 'subscription' and j.status = 'pending' and j.run_at > '${end.toISOString()}') as rescheduled`);
  await database.raw('drop table renewal_day');
  const { result: renewals, ...memory } = used;
  return {
    ...memory,
    renewals,
    billed: Number(check?.billed),
    rescheduled: Number(check?.rescheduled),
  };
}

/** The renewal-day lines: 10,000 then 100,000 subscriptions due on one day. */
export async function renewalDay(database: Database): Promise<string> {
  const lines = [
    '| Renewal day | renewals | s | renewals/s | heap start → peak → after GC MB | RSS start → peak MB | billed | rescheduled |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const first = new Date(Date.UTC(2027, 2, 1));
  for (const [count, day] of [
    [10_000, first],
    [100_000, new Date(first.getTime() + 7 * DAY_MS)],
  ] as const) {
    const r = await workDay(database, count, day);
    lines.push(
      `| ${count.toLocaleString('en-US')} due | ${r.renewals} | ${r.seconds.toFixed(1)} | ${(r.renewals / r.seconds).toFixed(0)} | ${mb(r.heapStart)} → ${mb(r.heapPeak)} → ${mb(r.heapEnd)} | ${mb(r.rssStart)} → ${mb(r.rssPeak)} | ${r.billed} | ${r.rescheduled} |`,
    );
  }
  return `\nsubscriptions: the billing clock's renewal day (${BATCH} jobs per transaction, one worker)\n\n${lines.join('\n')}\n`;
}
