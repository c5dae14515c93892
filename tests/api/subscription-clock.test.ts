import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../../src/server/areas';
import { scheduleClock, subscriptionClockHandler } from '../../src/server/areas/billing';
import { billingSubscription, billingTransaction, entitlement, job, paymentMethod } from '../../src/server/db/schema';
import { type JobHandler, runDueJobs, startScheduler } from '../../src/server/jobs/runner';
import type { Subscription } from '../../src/shared/contracts/subscriptions';
import { GRACE_PERIOD_DAYS } from '../../src/shared/domain/subscription-clock';
import { aCustomer, anEntitlement, type CustomerRow } from '../support/customer-builders';
import { aSubscription, type SubscriptionRow } from '../support/subscription-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * The billing clock (issue 22): subscriptions of every kind walked through a year of days by the jobs
 * runner with the test clock, every date and amount checked against dates written out here; a renewal
 * run by two workers at once bills once; a crash mid-renewal leaves nothing half-billed.
 */

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let token: string;
let t0: Date;
let paying: CustomerRow;
let cardless: CustomerRow;
let expired: CustomerRow;
let card: number;
let oldCard: number;

const db = () => server.deps.db;
const day = (days: number) => new Date(t0.getTime() + days * DAY);

beforeAll(async () => {
  server = await startTestServer();
  token = await mintToken(server, { permissions: ['read:customers'] });
  t0 = server.clock.now(); // 2026-11-20T10:00Z
  paying = await aCustomer(db());
  cardless = await aCustomer(db());
  expired = await aCustomer(db());
  const [good] = await db()
    .insert(paymentMethod)
    .values({
      customerId: paying.id,
      type: 'CreditCard',
      cardType: 'Visa',
      accountLast4: '4242',
      expirationDate: '12/2030',
    })
    .returning();
  const [old] = await db()
    .insert(paymentMethod)
    .values({
      customerId: expired.id,
      type: 'CreditCard',
      cardType: 'Visa',
      accountLast4: '1111',
      expirationDate: '10/2026',
    })
    .returning();
  card = good?.id ?? 0;
  oldCard = old?.id ?? 0;
});
afterAll(() => server.close());

/** A subscription with its clock job scheduled, as the engine leaves every subscription it writes. */
async function clocked(
  c: CustomerRow,
  values: Parameters<typeof aSubscription>[4] & { shown: Parameters<typeof aSubscription>[2] },
) {
  const { shown, ...rest } = values;
  const row = await aSubscription(db(), c.id, shown, t0, rest);
  await scheduleClock(db(), row, t0);
  return row;
}

/** Every day of the next `days`, the due jobs run until none is left (a crash-free runner's day). */
async function walk(days: number, handlers: readonly JobHandler[] = jobHandlers(server.config)) {
  for (let d = 0; d < days; d += 1) {
    server.clock.advance(DAY);
    for (;;) {
      const runs = await runDueJobs(db(), server.clock, 'walker', handlers, 50);
      for (const run of runs) expect(run.outcome, JSON.stringify(run)).toBe('done');
      if (runs.length === 0) break;
    }
  }
}

const billedOf = async (s: SubscriptionRow) =>
  (
    await db()
      .select()
      .from(billingTransaction)
      .where(eq(billingTransaction.subscriptionId, s.subscriptionId))
      .orderBy(asc(billingTransaction.createdAt))
  ).map((t) => [t.createdAt.toISOString(), t.amountMinor, t.kind]);

const rowOf = async (s: SubscriptionRow) =>
  (await db().select().from(billingSubscription).where(eq(billingSubscription.id, s.id)))[0] as SubscriptionRow;

/** Monthly dates at 10:00Z from `first` (YYYY-MM-DD) on `day`, clamped to each month's last day. */
function monthly(first: string, count: number, dayOfMonth: number): string[] {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, k) => {
    const month = m - 1 + k;
    const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, month, Math.min(dayOfMonth, last), 10)).toISOString();
  });
}

describe('a year of the billing clock', () => {
  it('renews, ends trials, pauses, cancels and expires on the right days for the right amounts', async () => {
    const monthlyActive = await clocked(paying, {
      shown: 'active',
      paymentMethodId: card,
      nextBillingAt: day(10),
      billingDay: 30,
    });
    const trial = await clocked(paying, {
      shown: 'free_trial',
      paymentMethodId: card,
      trialEndAt: day(5),
      nextBillingAt: day(5),
      billingDay: 25,
    });
    const coded = await clocked(paying, {
      shown: 'active',
      paymentMethodId: card,
      priceMinor: 1995,
      nextBillingAt: day(10),
      billingDay: 30,
      discount: { code: 'Q25', percentBp: 2500, amountMinor: null, cyclesLeft: 2 },
    });
    const yearly = await clocked(paying, {
      shown: 'active',
      paymentMethodId: card,
      priceMinor: 11999,
      periodCycle: 'year',
      nextBillingAt: day(10),
      billingDay: 30,
    });
    const granted = await anEntitlement(db(), { customerId: paying.id, isSubscription: true, source: 'ECOM' });
    const cancelling = await clocked(paying, {
      shown: 'pending_cancel',
      paymentMethodId: card,
      endAt: day(8),
      entitlementId: granted.id,
    });
    const pausing = await clocked(paying, {
      shown: 'pending_pause',
      paymentMethodId: card,
      pausedStartAt: day(12),
      pausedDays: 30,
      nextBillingAt: day(42),
      billingDay: 1,
    });
    const noCard = await clocked(cardless, { shown: 'active', nextBillingAt: day(10), billingDay: 30 });
    const oldCardOne = await clocked(expired, { shown: 'active', paymentMethodId: oldCard, nextBillingAt: day(10) });
    const activating = await clocked(paying, {
      shown: 'pending_activation',
      paymentMethodId: card,
      startAt: day(2),
      nextBillingAt: day(2),
      billingDay: 22,
    });
    const record = await aSubscription(db(), paying.id, 'active', t0, { source: 'eCom', nextBillingAt: day(3) });
    await scheduleClock(db(), record, t0);

    await walk(365); // to 2027-11-20T10:00Z

    // Monthly on the 30th (Feb: the 28th, then back to the 30th), Nov 30 2026 … Oct 30 2027.
    const thirties = monthly('2026-11', 12, 30);
    expect(await billedOf(monthlyActive)).toEqual(thirties.map((d) => [d, 1999, 'renewal']));
    expect((await rowOf(monthlyActive)).nextBillingAt?.toISOString()).toBe('2027-11-30T10:00:00.000Z');
    // The trial ends on Nov 25 with its first billing, then every 25th to Oct 25 2027.
    expect(await billedOf(trial)).toEqual(monthly('2026-11', 12, 25).map((d) => [d, 1999, 'renewal']));
    expect(await rowOf(trial)).toMatchObject({ status: 'active', trialEndAt: null });
    // 25 % off for two billings (1995 → 1496), then the full price; the code is gone once used up.
    expect((await billedOf(coded)).map((b) => b[1])).toEqual([1496, 1496, ...Array(10).fill(1995)]);
    expect((await rowOf(coded)).discount).toBeNull();
    // Yearly: once, the next a year on.
    expect(await billedOf(yearly)).toEqual([['2026-11-30T10:00:00.000Z', 11999, 'renewal']]);
    expect((await rowOf(yearly)).nextBillingAt?.toISOString()).toBe('2027-11-30T10:00:00.000Z');
    // Pending cancel: canceled at its end, never billed; its entitlement follows.
    expect(await rowOf(cancelling)).toMatchObject({ status: 'cancelled', endAt: day(8) });
    expect(await billedOf(cancelling)).toEqual([]);
    const [ent] = await db().select().from(entitlement).where(eq(entitlement.id, granted.id));
    expect(ent?.status).toBe('CANCELED');
    // Pending pause: paused on Dec 2, active again on Jan 1 2027 and billed, then every 1st to Nov 1 2027.
    expect(await billedOf(pausing)).toEqual(monthly('2027-01', 11, 1).map((d) => [d, 1999, 'renewal']));
    expect(await rowOf(pausing)).toMatchObject({ status: 'active', pausedStartAt: null, pausedDays: null });
    // No card, or an expired one: the renewal fails into a grace period, whose end expires it.
    for (const s of [noCard, oldCardOne]) {
      expect(await billedOf(s)).toEqual([]);
      expect(await rowOf(s)).toMatchObject({
        status: 'expired',
        endAt: day(10 + GRACE_PERIOD_DAYS),
        graceEndAt: null,
        nextBillingAt: null,
      });
    }
    // Pending activation: active on Nov 22, billed every 22nd to Oct 22 2027.
    expect(await billedOf(activating)).toEqual(monthly('2026-11', 12, 22).map((d) => [d, 1999, 'renewal']));
    // eCom subscriptions are records: the clock never touches them.
    expect(await rowOf(record)).toMatchObject({ status: 'active', nextBillingAt: day(3), rowVersion: 1 });

    // The timeline names the clock as who did it.
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/store/subscriptions/${noCard.subscriptionId}/timeline?auth0Id=${encodeURIComponent(cardless.auth0Id)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((res.json() as { label: string; by: string; at: string }[]).slice(1)).toEqual([
      {
        action: 'subscription.renewalFailed',
        label: 'Renewal failed',
        at: day(10).toISOString(),
        actor: 'Billing clock',
        by: 'clock',
      },
      {
        action: 'subscription.graceEnded',
        label: 'Grace period ended',
        at: day(24).toISOString(),
        actor: 'Billing clock',
        by: 'clock',
      },
    ]);
    const listed = await server.app.inject({
      method: 'GET',
      url: `/api/store/subscriptions?auth0Id=${encodeURIComponent(cardless.auth0Id)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((listed.json() as Subscription[])[0]?.displayed_status).toBe('expired');
  }, 120_000);
});

describe('the clock job, run twice or broken', () => {
  it('the scheduler works a renewal day through in batches of 10, each due subscription billed once', async () => {
    const due = server.clock.now();
    const many: SubscriptionRow[] = [];
    for (let k = 0; k < 45; k += 1)
      many.push(await clocked(paying, { shown: 'active', paymentMethodId: card, nextBillingAt: due }));
    const scheduler = startScheduler(
      { db: db(), clock: server.clock, handlers: [subscriptionClockHandler] },
      { intervalMs: 20, limit: 10 },
    );
    try {
      await expect
        .poll(async () => (await Promise.all(many.map(billedOf))).filter((b) => b.length === 1).length, {
          timeout: 30_000,
        })
        .toBe(45);
    } finally {
      await scheduler.stop();
    }
  });

  it('bills a due renewal once when two workers run at the same moment', async () => {
    const s = await clocked(paying, { shown: 'active', paymentMethodId: card, nextBillingAt: server.clock.now() });
    const runs = await Promise.all([
      runDueJobs(db(), server.clock, 'one', [subscriptionClockHandler]),
      runDueJobs(db(), server.clock, 'two', [subscriptionClockHandler]),
    ]);
    expect(runs.flat().filter((r) => r.entityId === s.id)).toHaveLength(1);
    expect(await billedOf(s)).toHaveLength(1);
  });

  it('leaves nothing half-billed when the work fails mid-renewal: the job stays pending and runs again', async () => {
    const due = server.clock.now();
    const s = await clocked(paying, { shown: 'active', paymentMethodId: card, nextBillingAt: due });
    const crashing: JobHandler = {
      kind: subscriptionClockHandler.kind,
      async run(tx, row, clock) {
        await subscriptionClockHandler.run(tx, row, clock);
        throw new Error('killed mid-renewal');
      },
    };
    const [failed] = (await runDueJobs(db(), server.clock, 'crash', [crashing])).filter((r) => r.entityId === s.id);
    expect(failed?.outcome).toBe('retry');
    expect(await billedOf(s)).toEqual([]);
    expect(await rowOf(s)).toMatchObject({ nextBillingAt: due, rowVersion: s.rowVersion });
    const pending = await db().select().from(job).where(eq(job.entityId, s.id));
    expect(pending.filter((j) => j.status === 'pending' && j.kind === 'subscription-clock')).toHaveLength(1);
    await runDueJobs(db(), server.clock, 'again', [subscriptionClockHandler]);
    expect(await billedOf(s)).toHaveLength(1);
  });
});
