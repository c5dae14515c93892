import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_CLOCK_JOB, scheduleClock } from '../../src/server/areas/billing';
import type { Db } from '../../src/server/db/client';
import { job, paymentMethod } from '../../src/server/db/schema';
import { aCustomer } from '../support/customer-builders';
import { startWorker, type ThrowawayPostgres, throwawayPostgres, type Worker } from '../support/kill-harness';
import { aSubscription, type SubscriptionRow } from '../support/subscription-builders';

/**
 * Issue 22: `kill -9` mid-renewal leaves no half-billed subscription. A thousand Recurly subscriptions
 * are due; the billing clock runs in a process of its own (tests/support/clock-worker.ts: the server's
 * scheduler and job handlers, batches of 20 in one transaction) on a real PostgreSQL server, and is
 * SIGKILLed, first while a batch of renewals is written and not committed, then a second worker at a
 * moment of no one's choosing. After each kill every subscription is either renewed in full (its next
 * billing one period on, one renewal transaction, one audit entry, its next clock job pending) or
 * untouched (its old date, nothing billed or audited, its job pending and claimable), never half; a third
 * worker finishes the day and each subscription is renewed exactly once. PostgreSQL only: an embedded
 * database dies with its process (tests/support/kill-harness.ts says which server).
 */

const TOTAL = 1000;
const T0 = new Date('2026-11-20T10:00:00.000Z');
/** The workers' clock: after every renewal below is due. */
const CLOCK_AT = '2026-11-20T12:00:00.000Z';
const WORKER = 'tests/support/clock-worker.ts';
/** A worker's start and run take a few seconds; on a loaded 2-core machine several times that. */
const WORKER_TIMEOUT = 60_000;

let pgdb: ThrowawayPostgres;
const db = (): Db => pgdb.database.db;
const workers: Worker[] = [];

/** What the clock must make of each subscription, by its provider id. */
interface Expected {
  row: SubscriptionRow;
  due: Date;
  next: Date;
}
const expected = new Map<string, Expected>();

beforeAll(async () => {
  pgdb = await throwawayPostgres();
  const customers = await Promise.all(Array.from({ length: 10 }, () => aCustomer(db())));
  const cards: number[] = [];
  for (const c of customers) {
    const [card] = await db()
      .insert(paymentMethod)
      .values({
        customerId: c.id,
        type: 'CreditCard',
        cardType: 'Visa',
        accountLast4: '4242',
        expirationDate: '12/2030',
      })
      .returning();
    cards.push(card?.id ?? 0);
  }
  // Due on Nov 1 … 20 at 10:00 (their billing day), every seventh yearly. Five transactions side by side:
  // a commit per insert would make the setup several times slower.
  const one = async (tx: Db, k: number) => {
    const day = 1 + (k % 20);
    const yearly = k % 7 === 0;
    const due = new Date(Date.UTC(2026, 10, day, 10));
    const row = await aSubscription(tx, customers[k % 10]?.id ?? 0, 'active', T0, {
      paymentMethodId: cards[k % 10],
      nextBillingAt: due,
      billingDay: day,
      periodCycle: yearly ? 'year' : 'month',
      priceMinor: yearly ? 11999 : 1999,
    });
    await scheduleClock(tx, row, T0);
    const next = yearly ? new Date(Date.UTC(2027, 10, day, 10)) : new Date(Date.UTC(2026, 11, day, 10));
    expected.set(row.subscriptionId, { row, due, next });
  };
  const lanes = 5;
  await Promise.all(
    Array.from({ length: lanes }, (_, lane) =>
      db().transaction(async (tx) => {
        for (let k = lane; k < TOTAL; k += lanes) await one(tx, k);
      }),
    ),
  );
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.stop();
  await pgdb?.drop();
});

const renewals = async () =>
  (
    await pgdb.database.raw<{ n: number }>(`select count(*)::int as n from billing_transaction where kind = 'renewal'`)
  )[0]?.n ?? 0;

/** What the database holds of each subscription: its row, transactions, clock jobs and audit entries. */
async function ledger() {
  const subs = await pgdb.database.raw<{
    subscription_id: string;
    id: number;
    next_billing_at: Date;
    row_version: number;
  }>('select subscription_id, id, next_billing_at, row_version from billing_subscription');
  const txns = await pgdb.database.raw<{
    subscription_id: string;
    kind: string;
    amount_minor: number;
    created_at: Date;
  }>('select subscription_id, kind, amount_minor, created_at from billing_transaction');
  const jobs = await pgdb.database.raw<{ entity_id: number; status: string; run_at: Date; attempts: number }>(
    'select entity_id, status, run_at, attempts from job where kind = $1 order by id',
    [SUBSCRIPTION_CLOCK_JOB],
  );
  const audits = await pgdb.database.raw<{ entity_id: string; action: string }>(
    `select entity_id, action from audit_log where entity_type = 'subscription'`,
  );
  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const map = new Map<K, T[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
    return map;
  };
  const txnsOf = group(txns, (t) => t.subscription_id);
  const jobsOf = group(jobs, (j) => j.entity_id);
  const auditsOf = group(audits, (a) => a.entity_id);
  return subs.map((s) => ({
    subscriptionId: s.subscription_id,
    next: s.next_billing_at.toISOString(),
    rowVersion: s.row_version,
    txns: (txnsOf.get(s.subscription_id) ?? []).map((t) => [t.kind, t.amount_minor, t.created_at.toISOString()]),
    audits: (auditsOf.get(s.subscription_id) ?? []).map((a) => a.action),
    jobs: (jobsOf.get(s.id) ?? []).map((j) => [j.status, j.run_at.toISOString(), j.attempts]),
  }));
}

type Entry = Awaited<ReturnType<typeof ledger>>[number];

/** Renewed once, in full: one period on, billed and audited once, its job done and the next one pending. */
const renewedInFull = (x: Expected): Omit<Entry, 'subscriptionId'> => ({
  next: x.next.toISOString(),
  rowVersion: x.row.rowVersion + 1,
  txns: [['renewal', x.row.priceMinor, x.due.toISOString()]],
  audits: ['subscription.renewed'],
  // A killed attempt leaves no trace: its attempts count was rolled back with the rest.
  jobs: [
    ['done', x.due.toISOString(), 1],
    ['pending', x.next.toISOString(), 0],
  ],
});

/** As before the clock: its old date, nothing billed or audited, its job pending as it was queued. */
const untouched = (x: Expected): Omit<Entry, 'subscriptionId'> => ({
  next: x.due.toISOString(),
  rowVersion: x.row.rowVersion,
  txns: [],
  audits: [],
  jobs: [['pending', x.due.toISOString(), 0]],
});

const sameAs = (e: Entry, want: Omit<Entry, 'subscriptionId'>) => {
  const { subscriptionId: _id, ...got } = e;
  return JSON.stringify(got) === JSON.stringify(want);
};

/** Every subscription renewed in full or untouched; answers how many of each. */
async function expectNothingHalf() {
  const entries = await ledger();
  expect(entries).toHaveLength(TOTAL);
  const half: unknown[] = [];
  let renewed = 0;
  let left = 0;
  for (const e of entries) {
    const x = expected.get(e.subscriptionId);
    if (!x) throw new Error(`unexpected subscription ${e.subscriptionId}`);
    if (sameAs(e, renewedInFull(x))) renewed += 1;
    else if (sameAs(e, untouched(x))) left += 1;
    else half.push({ ...e, renewedInFull: renewedInFull(x), untouched: untouched(x) });
  }
  expect(half.slice(0, 2), `${half.length} subscription(s) half-renewed`).toEqual([]);
  expect(renewed + left).toBe(TOTAL);
  expect(await renewals()).toBe(renewed);
  // Nothing holds the jobs the dead worker had claimed: each pending due job can be claimed now.
  const claimable = await db().transaction(
    async (tx) =>
      (
        await tx
          .select({ id: job.id })
          .from(job)
          .where(and(eq(job.status, 'pending'), lte(job.runAt, new Date(CLOCK_AT))))
          .for('update', { skipLocked: true })
      ).length,
  );
  expect(claimable).toBe(left);
  return { renewed, left };
}

describe('kill -9 of the billing clock mid-renewal (PostgreSQL)', { timeout: WORKER_TIMEOUT }, () => {
  let afterFirst = 0;
  let afterSecond = 0;

  it('SIGKILLed with a batch of renewals written and not committed: the server aborts it, nothing is half-renewed', async () => {
    const worker = startWorker(WORKER, pgdb, { CLOCK_AT });
    workers.push(worker);
    const killed = await worker.killMidTransaction(async () => (await renewals()) >= TOTAL / 5);
    expect(killed.signal).toBe('SIGKILL');
    // The transaction it had open (claimed jobs, renewals written): the server rolled it back.
    expect(killed.sessions).not.toEqual([]);
    expect(await pgdb.xactStatus(killed.sessions.map((s) => s.fullXid ?? ''))).toEqual(
      killed.sessions.map(() => 'aborted'),
    );
    const { renewed, left } = await expectNothingHalf();
    expect(renewed).toBeGreaterThanOrEqual(TOTAL / 5);
    expect(left).toBeGreaterThan(0);
    afterFirst = renewed;
  });

  it('a second worker picks up the pending jobs and is SIGKILLed at whatever it is doing: still nothing half', async () => {
    expect(afterFirst).toBeGreaterThan(0);
    const worker = startWorker(WORKER, pgdb, { CLOCK_AT });
    workers.push(worker);
    const killed = await worker.killWhen(async () => (await renewals()) >= afterFirst + TOTAL / 5);
    expect(killed.signal).toBe('SIGKILL');
    const { renewed, left } = await expectNothingHalf();
    expect(renewed).toBeGreaterThan(afterFirst);
    expect(left).toBeGreaterThan(0);
    afterSecond = renewed;
  });

  it('a third worker finishes the day: every subscription renewed exactly once, no job left claimed or due', async () => {
    expect(afterSecond).toBeGreaterThan(afterFirst);
    const worker = startWorker(WORKER, pgdb, { CLOCK_AT });
    workers.push(worker);
    await worker.finished();
    const entries = await ledger();
    const wrong = entries.filter((e) => !sameAs(e, renewedInFull(expected.get(e.subscriptionId) as Expected)));
    expect(wrong.slice(0, 2), `${wrong.length} subscription(s) not renewed exactly once`).toEqual([]);
    const [billed] = await pgdb.database.raw<{ n: number; subscriptions: number }>(
      'select count(*)::int as n, count(distinct subscription_id)::int as subscriptions from billing_transaction',
    );
    expect(billed).toEqual({ n: TOTAL, subscriptions: TOTAL });
    const statuses = await pgdb.database.raw<{ status: string; n: number }>(
      'select status, count(*)::int as n from job group by status order by status',
    );
    expect(statuses).toEqual([
      { status: 'done', n: TOTAL },
      { status: 'pending', n: TOTAL },
    ]);
  });
});
