import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  basePriceAmount,
  billingPlan,
  billingSubscription,
  billingTransaction,
  country,
  coupon,
  ecomPlan,
  emailOutbox,
  entitlement,
  paymentMethod,
  promotionCode,
  promotionRedemption,
} from '../../src/server/db/schema';
import {
  PREVIEWED_ACTIONS,
  type PreviewedAction,
  type Subscription,
  subscriptionPreviewSchema,
  subscriptionSchema,
} from '../../src/shared/contracts/subscriptions';
import {
  ACTIONS_BY_DISPLAYED_STATUS,
  DISPLAYED_STATUSES,
  EXTEND_DAYS_TOO_LONG,
  EXTEND_DAYS_WHOLE,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_MESSAGES,
} from '../../src/shared/domain/subscription';
import { aCustomer, anEntitlement, type CustomerRow } from '../support/customer-builders';
import { aSubscription, type SubscriptionRow } from '../support/subscription-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce } from '../support/versions';

/**
 * The subscriptions engine's API (API-S-17..22 and the action preview): the list, every displayed
 * status × every action (allowed and refused), the preview equal to the action, each action's dates and
 * billing, validation, permissions, versions and races.
 */

const DAY = 24 * 60 * 60 * 1000;
const SUPPORT = ['read:customers', 'update:subscription', 'refund:transaction'];

let server: TestServer;
let support: string;
let now: Date;

beforeAll(async () => {
  server = await startTestServer();
  support = await mintToken(server, { permissions: SUPPORT, sub: 'staff-sub-test' });
  now = server.clock.now();
});
afterAll(() => server.close());

const db = () => server.deps.db;

interface Call {
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  ifMatch?: number | null;
}

async function store(method: 'GET' | 'POST', path: string, call: Call = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${call.token ?? support}` };
  if (call.ifMatch !== undefined && call.ifMatch !== null) headers['if-match'] = `"${call.ifMatch}"`;
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return server.app.inject({
    method,
    url: `/api/store${path}${query ? `?${query}` : ''}`,
    headers,
    payload: call.body as object,
  });
}

const ENDPOINT: Record<PreviewedAction, string> = {
  cancel: 'cancel',
  pause: 'pause',
  resume: 'resume',
  revokeEntitlement: 'revoke',
  extendBillingDate: 'extend',
  applyPromoCode: 'apply-coupon',
};
const INPUT: Record<PreviewedAction, Record<string, number>> = {
  cancel: {},
  pause: { paused_days: 30 },
  resume: {},
  revokeEntitlement: {},
  extendBillingDate: { extend_days: 7 },
  applyPromoCode: {},
};

function preview(c: CustomerRow, s: SubscriptionRow, action: PreviewedAction, extra: Record<string, number> = {}) {
  return store('GET', `/subscriptions/${s.subscriptionId}/actions/${action}/preview`, {
    query: { auth0Id: c.auth0Id, source: s.source, ...INPUT[action], ...extra },
  });
}

function act(
  c: CustomerRow,
  s: SubscriptionRow,
  action: PreviewedAction,
  options: { input?: Record<string, number>; ifMatch?: number | null; token?: string; source?: string } = {},
) {
  const input = options.input ?? INPUT[action];
  const source = options.source ?? s.source;
  const extend = action === 'extendBillingDate';
  return store('POST', `/subscriptions/${s.subscriptionId}/actions/${ENDPOINT[action]}`, {
    query: extend ? { auth0Id: c.auth0Id } : { auth0Id: c.auth0Id, source },
    body: extend ? { ...input, source } : Object.keys(input).length ? input : undefined,
    ifMatch: options.ifMatch === undefined ? s.rowVersion : options.ifMatch,
    ...(options.token ? { token: options.token } : {}),
  });
}

const list = async (c: CustomerRow) => {
  const res = await store('GET', '/subscriptions', { query: { auth0Id: c.auth0Id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Subscription[];
};

/** The wire without its version (the preview shows the state, the action also moves the version). */
const state = ({ rowVersion: _, ...rest }: Subscription) => rest;

describe('GET /subscriptions (API-S-17)', () => {
  it("answers a customer's subscriptions in the spec's snake_case, with displayed status and actions", async () => {
    const c = await aCustomer(db());
    const made: SubscriptionRow[] = [];
    for (const status of DISPLAYED_STATUSES) made.push(await aSubscription(db(), c.id, status, now));
    const answer = await list(c);
    expect(answer.map((s) => s.subscription_id)).toEqual(made.map((s) => s.subscriptionId));
    for (const [k, status] of DISPLAYED_STATUSES.entries()) {
      const s = answer[k] as Subscription;
      expect(subscriptionSchema.parse(s)).toEqual(s);
      expect(s.displayed_status).toBe(status);
      expect(s.actions).toEqual(SUBSCRIPTION_ACTIONS.filter((a) => ACTIONS_BY_DISPLAYED_STATUS[status].includes(a)));
    }
    const active = answer[DISPLAYED_STATUSES.indexOf('active')] as Subscription;
    expect(active.next_billing).toEqual({
      date: new Date(now.getTime() + 10 * DAY).toISOString(),
      amount: 19.99,
      currency_symbol: '$',
      currency_code: 'USD',
    });
    expect(active.source).toBe('Recurly');
  });

  it('lists eCom and Naviga subscriptions with no action, and an empty list for a customer without any', async () => {
    const c = await aCustomer(db());
    await aSubscription(db(), c.id, 'active', now, { source: 'eCom' });
    await aSubscription(db(), c.id, 'active', now, { source: 'Naviga' });
    expect((await list(c)).map((s) => s.actions)).toEqual([[], []]);
    expect(await list(await aCustomer(db()))).toEqual([]);
  });

  it('applies a percentage code to the next billing amount, rounded half up in minor units', async () => {
    const c = await aCustomer(db());
    await aSubscription(db(), c.id, 'active', now, {
      priceMinor: 1995,
      discount: { code: 'Q25', percentBp: 2500, amountMinor: null, cyclesLeft: 2 },
    });
    // 1995 × 0.75 = 1496.25 → 1496
    expect((await list(c))[0]?.next_billing?.amount).toBe(14.96);
  });

  it('answers 404 for an unknown Auth0 id, 400 without one, 401 and 403 without the permission', async () => {
    const unknown = await store('GET', '/subscriptions', { query: { auth0Id: 'auth0|nobody-here' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.customerNotFound('auth0|nobody-here') });
    expect((await store('GET', '/subscriptions')).statusCode).toBe(400);
    expect((await store('GET', '/subscriptions', { query: { auth0Id: 'x'.repeat(500) } })).statusCode).toBe(400);
    const none = await mintToken(server, { permissions: ['update:subscription'] });
    expect((await store('GET', '/subscriptions', { query: { auth0Id: 'a' }, token: none })).statusCode).toBe(403);
  });
});

describe('each displayed status × each action', () => {
  for (const status of DISPLAYED_STATUSES) {
    for (const action of PREVIEWED_ACTIONS.filter((a) => a !== 'applyPromoCode')) {
      const allowed = ACTIONS_BY_DISPLAYED_STATUS[status].includes(action);
      it(`${status} ${allowed ? 'allows' : 'refuses'} ${action}; the preview equals the action`, async () => {
        const c = await aCustomer(db());
        const s = await aSubscription(db(), c.id, status, now);
        const [unchanged] = await list(c);
        const seen = await preview(c, s, action);
        const done = await act(c, s, action);
        if (!allowed) {
          expect(seen.statusCode, seen.body).toBe(409);
          expect(done.statusCode, done.body).toBe(409);
          expect((done.json() as { message: string }).message).toMatch(/cannot be changed by/);
          expect((await list(c))[0]).toEqual(unchanged);
          return;
        }
        expect(seen.statusCode, seen.body).toBe(200);
        expect(done.statusCode, done.body).toBe(200);
        const shown = subscriptionPreviewSchema.parse(seen.json());
        // Exactly the schema's shape (the preview is written as built): nothing more.
        expect(shown).toEqual(seen.json());
        const after = subscriptionSchema.parse(done.json());
        expect(state(shown.after)).toEqual(state(after));
        expect(after.rowVersion).toBe(s.rowVersion + 1);
        const [entry] = await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'subscription'), eq(auditLog.entityId, s.subscriptionId)));
        expect(entry?.action).toBe(`subscription.${action}`);
        expect(entry?.actorId).toBe('staff-sub-test');
      });
    }
  }

  it('refuses every action on eCom and Naviga subscriptions, with the reason', async () => {
    const c = await aCustomer(db());
    for (const source of ['eCom', 'Naviga']) {
      const s = await aSubscription(db(), c.id, 'active', now, { source });
      const res = await act(c, s, 'cancel');
      expect(res.statusCode).toBe(409);
      expect((res.json() as { message: string }).message).toContain('can only be changed there');
    }
  });
});

describe('what each action does', () => {
  it('cancel: Active at the next billing date, Pending Pause at the pause start, Free Trial at once', async () => {
    const c = await aCustomer(db());
    const active = await aSubscription(db(), c.id, 'active', now);
    const a = (await act(c, active, 'cancel')).json() as Subscription;
    expect(a).toMatchObject({ status: 'pending_cancel', next_billing: null });
    expect(a.end_date).toBe(active.nextBillingAt?.toISOString());
    const pausing = await aSubscription(db(), c.id, 'pending_pause', now);
    const p = (await act(c, pausing, 'cancel')).json() as Subscription;
    expect(p).toMatchObject({ status: 'pending_cancel', end_date: pausing.pausedStartAt?.toISOString() });
    const trial = await aSubscription(db(), c.id, 'free_trial', now);
    const seen = subscriptionPreviewSchema.parse((await preview(c, trial, 'cancel')).json());
    expect(seen.access_ends_date).toBe(now.toISOString());
    const t = (await act(c, trial, 'cancel')).json() as Subscription;
    expect(t).toMatchObject({ status: 'cancelled', displayed_status: 'canceled', end_date: now.toISOString() });
  });

  it('pause: 30 or 60 days from the next billing date; other lengths are a 400 naming paused_days', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now);
    const bad = await act(c, s, 'pause', { input: { paused_days: 45 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('paused_days');
    const p = (await act(c, s, 'pause', { input: { paused_days: 60 } })).json() as Subscription;
    const start = s.nextBillingAt?.getTime() ?? 0;
    expect(p).toMatchObject({
      status: 'pending_pause',
      paused_start_date: new Date(start).toISOString(),
      pause_end_date: new Date(start + 60 * DAY).toISOString(),
    });
    expect(p.next_billing?.date).toBe(new Date(start + 60 * DAY).toISOString());
  });

  it('resume: a paused one bills today (less its code) and starts a period; a pending pause bills nothing', async () => {
    const c = await aCustomer(db());
    const paused = await aSubscription(db(), c.id, 'paused', now, {
      discount: { code: 'TEN', percentBp: null, amountMinor: 1000, cyclesLeft: 1 },
    });
    const seen = subscriptionPreviewSchema.parse((await preview(c, paused, 'resume')).json());
    expect(seen.billed_today).toEqual({ amount: 9.99, currency_symbol: '$', currency_code: 'USD' });
    const r = (await act(c, paused, 'resume')).json() as Subscription;
    expect(r.status).toBe('active');
    expect(r.next_billing).toMatchObject({ date: '2026-12-20T10:00:00.000Z', amount: 19.99 });
    const billed = await db()
      .select()
      .from(billingTransaction)
      .where(eq(billingTransaction.subscriptionId, paused.subscriptionId));
    expect(billed.map((t) => [t.kind, t.amountMinor, t.currencyCode])).toEqual([['resume', 999, 'USD']]);
    const pending = await aSubscription(db(), c.id, 'pending_pause', now);
    const p = (await act(c, pending, 'resume')).json() as Subscription;
    expect(p.next_billing?.date).toBe(pending.pausedStartAt?.toISOString());
    const none = await db()
      .select()
      .from(billingTransaction)
      .where(eq(billingTransaction.subscriptionId, pending.subscriptionId));
    expect(none).toEqual([]);
  });

  it('extend: moves the next billing date by whole days (a trial with it); the messages of the dialog', async () => {
    const c = await aCustomer(db());
    const trial = await aSubscription(db(), c.id, 'free_trial', now);
    const e = (await act(c, trial, 'extendBillingDate', { input: { extend_days: 28 } })).json() as Subscription;
    const moved = new Date((trial.nextBillingAt?.getTime() ?? 0) + 28 * DAY).toISOString();
    expect(e.next_billing?.date).toBe(moved);
    expect(e.free_trial_end_date).toBe(moved);
    const s = await aSubscription(db(), c.id, 'active', now);
    for (const [days, message] of [
      [29, EXTEND_DAYS_TOO_LONG],
      [0, EXTEND_DAYS_WHOLE],
      [1.5, EXTEND_DAYS_WHOLE],
      [-3, EXTEND_DAYS_WHOLE],
    ] as const) {
      const res = await act(c, s, 'extendBillingDate', { input: { extend_days: days } });
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.json()).toMatchObject({ message: message });
    }
    const missing = await store('POST', `/subscriptions/${s.subscriptionId}/actions/extend`, {
      query: { auth0Id: c.auth0Id },
      body: { source: 'Recurly' },
      ifMatch: s.rowVersion,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("'Extend days' is required");
  });

  it('revoke: ends the subscription and revokes its entitlement at once; needs refund:transaction too', async () => {
    const c = await aCustomer(db());
    const granted = await anEntitlement(db(), { customerId: c.id, isSubscription: true, source: 'ECOM' });
    const s = await aSubscription(db(), c.id, 'active', now, { entitlementId: granted.id });
    const without = await mintToken(server, { permissions: ['read:customers', 'update:subscription'] });
    const refused = await act(c, s, 'revokeEntitlement', { token: without });
    expect(refused.statusCode).toBe(403);
    expect((await list(c))[0]?.status).toBe('active');
    const r = (await act(c, s, 'revokeEntitlement')).json() as Subscription;
    expect(r).toMatchObject({
      status: 'cancelled',
      end_date: now.toISOString(),
      next_billing: null,
      actions: ['restart'],
    });
    const [e] = await db().select().from(entitlement).where(eq(entitlement.id, granted.id));
    expect(e?.status).toBe('REVOKED');
  });
});

describe('the preview', () => {
  it("checks the action's input as the action does: 400 naming the field; revoke's needs refund:transaction", async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now);
    const path = (action: string) => `/subscriptions/${s.subscriptionId}/actions/${action}/preview`;
    const ask = (action: string, extra: Record<string, string | number>, token?: string) =>
      store('GET', path(action), {
        query: { auth0Id: c.auth0Id, source: 'Recurly', ...extra },
        ...(token ? { token } : {}),
      });
    for (const [action, extra, field] of [
      ['pause', {}, 'paused_days'],
      ['pause', { paused_days: 45 }, 'paused_days'],
      ['pause', { paused_days: 'x' }, 'paused_days'],
      ['extendBillingDate', {}, 'extend_days'],
      ['extendBillingDate', { extend_days: 0 }, 'extend_days'],
    ] as const) {
      const res = await ask(action, extra);
      expect(res.statusCode, `${action} ${JSON.stringify(extra)}`).toBe(400);
      expect(res.body).toContain(field);
    }
    const tooLong = await ask('extendBillingDate', { extend_days: 29 });
    expect(tooLong.json()).toMatchObject({ message: EXTEND_DAYS_TOO_LONG });
    const without = await mintToken(server, { permissions: ['read:customers', 'update:subscription'] });
    expect((await ask('revokeEntitlement', {}, without)).statusCode).toBe(403);
    expect((await ask('unknownAction', {})).statusCode).toBe(400);
  });
});

describe('GET /subscriptions/{id}/timeline', () => {
  it('answers the start, then each change with who and when, oldest first; 404 for another customer', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now);
    const paused = (await act(c, s, 'pause', { input: { paused_days: 30 } })).json() as Subscription;
    server.clock.advance(60_000);
    await act(c, { ...s, rowVersion: paused.rowVersion }, 'resume');
    server.clock.advance(-60_000);
    const res = await store('GET', `/subscriptions/${s.subscriptionId}/timeline`, { query: { auth0Id: c.auth0Id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        action: 'subscription.created',
        label: 'Created',
        at: s.startAt.toISOString(),
        actor: 'Customer',
        by: 'customer',
      },
      {
        action: 'subscription.pause',
        label: 'Pause scheduled',
        at: now.toISOString(),
        actor: 'staff-sub-test@portal.example.com',
        by: 'staff',
      },
      {
        action: 'subscription.resume',
        label: 'Resumed',
        at: new Date(now.getTime() + 60_000).toISOString(),
        actor: 'staff-sub-test@portal.example.com',
        by: 'staff',
      },
    ]);
    const other = await aCustomer(db());
    const hidden = await store('GET', `/subscriptions/${s.subscriptionId}/timeline`, {
      query: { auth0Id: other.auth0Id },
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('versions, owners, sources and races', () => {
  it('needs If-Match (428); a stale version is a 409 with the current subscription', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now);
    expect((await act(c, s, 'cancel', { ifMatch: null })).statusCode).toBe(428);
    expect((await act(c, s, 'extendBillingDate')).statusCode).toBe(200);
    const stale = await act(c, s, 'extendBillingDate');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: SUBSCRIPTION_MESSAGES.stale(s.subscriptionId),
      current: { subscription_id: s.subscriptionId, rowVersion: s.rowVersion + 1 },
    });
  });

  it("answers 404 for another customer's subscription and 409 for a source that is not its own", async () => {
    const owner = await aCustomer(db());
    const other = await aCustomer(db());
    const s = await aSubscription(db(), owner.id, 'active', now);
    const notTheirs = await act(other, s, 'cancel');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.notFound(s.subscriptionId) });
    expect((await act(owner, s, 'cancel', { source: 'Naviga' })).statusCode).toBe(409);
    expect(
      (
        await store('GET', '/subscriptions/bad%20id!/actions/cancel/preview', {
          query: { auth0Id: 'a', source: 'Recurly' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('of 50 identical extends at once exactly one takes effect, the rest are refused', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now);
    expect(await statusesAtOnce(50, () => act(c, s, 'extendBillingDate'))).toEqual(oneWinner(50));
    const [after] = await list(c);
    expect(after?.next_billing?.date).toBe(new Date((s.nextBillingAt?.getTime() ?? 0) + 7 * DAY).toISOString());
  });

  it('of 20 resumes at once, one bills and the rest are refused', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'paused', now);
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(c, s, 'resume')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const billed = await db()
      .select()
      .from(billingTransaction)
      .where(eq(billingTransaction.subscriptionId, s.subscriptionId));
    expect(billed).toHaveLength(1);
  });

  it('refuses the actions without update:subscription (403)', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now);
    const reader = await mintToken(server, { permissions: ['read:customers'] });
    expect((await act(c, s, 'cancel', { token: reader })).statusCode).toBe(403);
    const seen = await store('GET', `/subscriptions/${s.subscriptionId}/actions/cancel/preview`, {
      query: { auth0Id: c.auth0Id, source: 'Recurly' },
      token: reader,
    });
    expect(seen.statusCode).toBe(403);
  });
});

describe('apply promo code (API-S-26, API-S-27)', () => {
  interface Setup {
    plan: { id: number; pid: string; basePriceId: number };
    us: number;
  }
  let setup: Setup;
  const couponRow = async (values: Partial<typeof coupon.$inferInsert>) => {
    const [row] = await db()
      .insert(coupon)
      .values({
        source: 'billing-provider',
        name: 'Test promotion',
        code: `SUBT${Math.floor(Math.random() * 1e9)}`,
        startedAt: new Date(now.getTime() - DAY),
        discountType: 'percentage_off',
        percent: 25,
        durationType: 'temporal',
        durationAmount: 3,
        durationUnit: 'month',
        appliedBasePriceIds: [setup.plan.basePriceId],
        ...values,
      })
      .returning();
    if (!row) throw new Error('coupon not written');
    return row;
  };
  beforeAll(async () => {
    const [plan] = await db()
      .select({ id: ecomPlan.id, pid: ecomPlan.pid, basePriceId: ecomPlan.basePriceId })
      .from(ecomPlan)
      .where(isNotNull(ecomPlan.basePriceId))
      .limit(1);
    const [us] = await db().select({ id: country.id }).from(country).where(eq(country.iso2, 'US'));
    if (!plan?.basePriceId || !us) throw new Error('the test database has no plan with a base price');
    setup = { plan: { id: plan.id, pid: plan.pid, basePriceId: plan.basePriceId }, us: us.id };
  });
  const apply = (c: CustomerRow, s: SubscriptionRow, code: string, applyCountry: unknown, ifMatch = s.rowVersion) =>
    store('POST', `/v2/subscriptions/${s.subscriptionId}/actions/apply-coupon/${code}`, {
      body: { auth0Id: c.auth0Id, applyCountry },
      ifMatch,
    });

  it('lists the codes the plan may take now, with their facts in the spec shape', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now, { planId: setup.plan.id });
    const regular = await couponRow({ appliedCountryIds: [setup.us] });
    const bulk = await couponRow({
      codeUsage: 'bulk',
      durationType: 'single_use',
      durationAmount: null,
      durationUnit: null,
    });
    const ended = await couponRow({ endedAt: new Date(now.getTime() - 1000) });
    const res = await store('GET', `/v2/subscriptions/${s.subscriptionId}/coupons`);
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json() as { code: string }[];
    expect(codes.find((x) => x.code === regular.code)).toEqual({
      code: regular.code,
      codeUsage: 'regular',
      discountType: 'percentage_off',
      percent: 25,
      currencies: [],
      duration: { type: 'TEMPORAL', limitTime: { amount: 3, unit: 'month' } },
      appliedCountries: [{ code: 'US' }],
    });
    expect(codes.find((x) => x.code === bulk.code)).toMatchObject({
      codeUsage: 'bulk',
      duration: { type: 'SINGLE_USE' },
    });
    expect(codes.some((x) => x.code === ended.code)).toBe(false);
    expect((await store('GET', '/v2/subscriptions/sub_nothing/coupons')).statusCode).toBe(404);
  });

  it('previews and applies a code for a country: the discount for its billings, redeemed in the same transaction', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now, { planId: setup.plan.id });
    const promo = await couponRow({ appliedCountryIds: [setup.us] });
    const ask = (extra: Record<string, string>) =>
      store('GET', `/subscriptions/${s.subscriptionId}/actions/applyPromoCode/preview`, {
        query: { auth0Id: c.auth0Id, source: 'Recurly', ...extra },
      });
    expect((await ask({ applyCountry: 'US' })).statusCode).toBe(400);
    expect((await ask({ code: promo.code })).statusCode).toBe(400);
    const elsewhere = await ask({ code: promo.code, applyCountry: 'FR' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.codeNotInCountry(promo.code, 'FR') });
    const seen = subscriptionPreviewSchema.parse((await ask({ code: promo.code, applyCountry: 'us' })).json());
    expect(seen.after.next_billing?.amount).toBe(14.99); // 1999 × 0.75 = 1499.25 → 1499
    expect((await apply(c, s, promo.code, 'FR')).statusCode).toBe(409);
    expect((await apply(c, s, promo.code, 'USA')).statusCode).toBe(400);
    const done = await apply(c, s, promo.code, 'US');
    expect(done.statusCode, done.body).toBe(200);
    expect(state(done.json() as Subscription)).toEqual(state(seen.after));
    const [row] = await db().select().from(billingSubscription).where(eq(billingSubscription.id, s.id));
    expect(row?.discount).toEqual({ code: promo.code, percentBp: 2500, amountMinor: null, cyclesLeft: 3 });
    const [after] = await db().select().from(coupon).where(eq(coupon.id, promo.id));
    expect(after?.redeemedCount).toBe(1);
    const redeemed = await db().select().from(promotionRedemption).where(eq(promotionRedemption.promotionId, promo.id));
    expect(redeemed.map((r) => r.customerId)).toEqual([c.id]);
  });

  it('applies a bulk promotion by its next free single-use code, and refuses when none is left', async () => {
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now, { planId: setup.plan.id });
    const bulk = await couponRow({ codeUsage: 'bulk', quantity: 1 });
    await db()
      .insert(promotionCode)
      .values({ promotionId: bulk.id, code: `${bulk.code}ONE`, position: 0 });
    expect((await apply(c, s, bulk.code, 'DE')).statusCode).toBe(200);
    const [code] = await db().select().from(promotionCode).where(eq(promotionCode.promotionId, bulk.id));
    expect(code?.customerId).toBe(c.id);
    const other = await aSubscription(db(), c.id, 'active', now, { planId: setup.plan.id });
    const none = await apply(c, other, bulk.code, 'DE');
    expect(none.statusCode).toBe(409);
    const [unchanged] = await db().select().from(billingSubscription).where(eq(billingSubscription.id, other.id));
    expect(unchanged?.discount).toBeNull();
  });

  it('refuses a code the plan may not take, and a subscription whose status does not allow it, redeeming nothing', async () => {
    const c = await aCustomer(db());
    const paused = await aSubscription(db(), c.id, 'paused', now, { planId: setup.plan.id });
    const promo = await couponRow({});
    expect((await apply(c, paused, promo.code, 'US')).statusCode).toBe(409);
    const capped = await couponRow({ maxRedemptions: 1, redeemedCount: 1 });
    const active = await aSubscription(db(), c.id, 'active', now, { planId: setup.plan.id });
    const res = await apply(c, active, capped.code, 'US');
    expect(res.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.codeNotApplicable(capped.code) });
    const [after] = await db().select().from(coupon).where(eq(coupon.id, promo.id));
    expect(after?.redeemedCount).toBe(0);
    expect((await apply(c, active, promo.code, 'US', active.rowVersion + 5)).statusCode).toBe(409);
  });
});

describe('send the plan change link (API-S-25)', () => {
  let plans: { pid: string; status: string }[];
  beforeAll(async () => {
    plans = await db().select({ pid: ecomPlan.pid, status: ecomPlan.status }).from(ecomPlan);
  });
  const send = (c: CustomerRow, s: SubscriptionRow, body: Record<string, unknown>) =>
    store('POST', `/subscriptions/${s.subscriptionId}/send-switch-plan-link`, {
      body: { auth0Id: c.auth0Id, email: 'grace@example.com', ...body },
    });

  it('emails the link through the outbox, audits it and changes nothing on the subscription', async () => {
    const active = plans.filter((p) => p.status === 'active');
    const [current, target] = active;
    if (!current || !target) throw new Error('the test database has fewer than two active plans');
    const [plan] = await db().select().from(ecomPlan).where(eq(ecomPlan.pid, current.pid));
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now, { planId: plan?.id ?? null });
    const res = await send(c, s, { original_pid: current.pid, pid: target.pid });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { email: string; pid: string; link: string };
    expect(answer).toMatchObject({ email: 'grace@example.com', pid: target.pid });
    expect(answer.link).toContain(
      `/subscription/${s.subscriptionId}/change-plan?pid=${encodeURIComponent(target.pid)}`,
    );
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.link, answer.link));
    expect(mails.map((m) => [m.toAddress, m.kind])).toEqual([['grace@example.com', 'plan_change_link']]);
    const [after] = await db().select().from(billingSubscription).where(eq(billingSubscription.id, s.id));
    expect(after?.rowVersion).toBe(s.rowVersion);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'subscription'), eq(auditLog.entityId, s.subscriptionId)));
    expect(entry?.action).toBe('subscription.planChangeLinkSent');
  });

  it('refuses a bad email, another current plan, the same plan, a plan not on sale and a status without it', async () => {
    const active = plans.filter((p) => p.status === 'active');
    const inactive = plans.find((p) => p.status !== 'active');
    const [current, target] = active;
    if (!current || !target || !inactive) throw new Error('the test database lacks the plans this test needs');
    const [plan] = await db().select().from(ecomPlan).where(eq(ecomPlan.pid, current.pid));
    const c = await aCustomer(db());
    const s = await aSubscription(db(), c.id, 'active', now, { planId: plan?.id ?? null });
    const bad = await send(c, s, { email: 'not-an-email', original_pid: current.pid, pid: target.pid });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please check the format of your email and try again.' });
    expect((await send(c, s, { original_pid: target.pid, pid: current.pid })).statusCode).toBe(409);
    expect((await send(c, s, { original_pid: current.pid, pid: current.pid })).statusCode).toBe(400);
    expect((await send(c, s, { original_pid: current.pid, pid: inactive.pid })).statusCode).toBe(409);
    expect((await send(c, s, { original_pid: current.pid, pid: 'NO-SUCH-PID' })).statusCode).toBe(404);
    const paused = await aSubscription(db(), c.id, 'paused', now, { planId: plan?.id ?? null });
    expect((await send(c, paused, { original_pid: current.pid, pid: target.pid })).statusCode).toBe(409);
    const other = await aCustomer(db());
    expect((await send(other, s, { original_pid: current.pid, pid: target.pid })).statusCode).toBe(404);
  });
});

describe('restart (API-S-28, API-S-29)', () => {
  let plan: { id: number; pid: string; name: string; priceMinor: number };
  beforeAll(async () => {
    const [row] = await db()
      .select({ id: ecomPlan.id, pid: ecomPlan.pid, name: ecomPlan.name, priceMinor: basePriceAmount.amountMinor })
      .from(ecomPlan)
      .innerJoin(
        basePriceAmount,
        and(eq(basePriceAmount.basePriceId, ecomPlan.basePriceId), eq(basePriceAmount.currencyCode, 'USD')),
      )
      .innerJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
      .where(and(eq(ecomPlan.status, 'active'), eq(billingPlan.cycle, 'month'), eq(billingPlan.quantity, 1)))
      .limit(1);
    if (!row) throw new Error('the test database has no active monthly plan with a USD price');
    plan = row;
  });
  const aCard = async (c: CustomerRow, expirationDate = '12/2030') => {
    const [card] = await db()
      .insert(paymentMethod)
      .values({
        customerId: c.id,
        type: 'CreditCard',
        cardType: 'Visa',
        accountLast4: '4242',
        expirationDate,
        postalCode: '10001',
        country: 'US',
      })
      .returning();
    return card?.id ?? null;
  };
  const summary = (c: CustomerRow, s: SubscriptionRow) =>
    store('GET', `/v2/subscriptions/${s.subscriptionId}/actions/restart`, { query: { auth0Id: c.auth0Id } });
  const restart = (c: CustomerRow, s: SubscriptionRow, ifMatch = s.rowVersion) =>
    store('POST', `/v2/subscriptions/${s.subscriptionId}/actions/restart`, { query: { auth0Id: c.auth0Id }, ifMatch });

  it("answers the order summary at today's price, then makes a new subscription billed today", async () => {
    const c = await aCustomer(db());
    const granted = await anEntitlement(db(), {
      customerId: c.id,
      isSubscription: true,
      source: 'ECOM',
      status: 'CANCELED',
    });
    const old = await aSubscription(db(), c.id, 'canceled', now, {
      planId: plan.id,
      paymentMethodId: await aCard(c),
      entitlementId: granted.id,
    });
    const seen = await summary(c, old);
    expect(seen.statusCode, seen.body).toBe(200);
    const price = plan.priceMinor / 100;
    expect(seen.json()).toEqual({
      product_plan: { title: plan.name, pid: plan.pid },
      order_summary: {
        billing_plan: { name: expect.any(String) },
        currency: { symbol: '$', code: 'USD' },
        original_price: price,
        tax: 0,
        total: price,
      },
      payment_method: {
        card_type: 'Visa',
        account: '************4242',
        expiration_date: '12/2030',
        billing_address: { postal_code: '10001', country: 'US' },
      },
      rowVersion: old.rowVersion,
    });
    const res = await restart(c, old);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as Subscription;
    expect(made.subscription_id).not.toBe(old.subscriptionId);
    expect(made).toMatchObject({
      status: 'active',
      displayed_status: 'active',
      start_date: now.toISOString(),
      next_billing: { date: '2026-12-20T10:00:00.000Z', amount: price },
    });
    expect(
      await db().select().from(billingTransaction).where(eq(billingTransaction.subscriptionId, made.subscription_id)),
    ).toEqual([expect.objectContaining({ kind: 'restart', amountMinor: plan.priceMinor, currencyCode: 'USD' })]);
    const listed = await list(c);
    expect(listed.map((s) => s.displayed_status)).toEqual(['canceled', 'active']);
    const [ent] = await db().select().from(entitlement).where(eq(entitlement.id, granted.id));
    expect(ent?.status).toBe('ACTIVE');
    expect((await restart(c, old)).statusCode).toBe(409);
  });

  it("is 'Product not found. Please make a new order.' without a plan on sale; refused for an Active one or an expired card", async () => {
    const c = await aCustomer(db());
    const card = await aCard(c);
    const planless = await aSubscription(db(), c.id, 'expired', now, { planId: null, paymentMethodId: card });
    const missing = await summary(c, planless);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.productNotFound });
    expect((await restart(c, planless)).statusCode).toBe(404);
    const active = await aSubscription(db(), c.id, 'active', now, { planId: plan.id, paymentMethodId: card });
    expect((await summary(c, active)).statusCode).toBe(409);
    const oldCard = await aSubscription(db(), c.id, 'canceled', now, {
      planId: plan.id,
      paymentMethodId: await aCard(c, '01/2026'),
    });
    const refused = await restart(c, oldCard);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: SUBSCRIPTION_MESSAGES.cardExpired });
    expect(await list(c)).toHaveLength(3);
  });
});
