import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../../src/server/areas';
import { giftDeliveryHandler, purchaseGift, redeemGift } from '../../src/server/areas/billing';
import { DEMO_CUSTOMER_EMAILS } from '../../src/server/areas/customers';
import {
  auditLog,
  billingSubscription,
  billingTransaction,
  customer,
  ecomPlan,
  emailOutbox,
  entitlement,
  gift,
  job,
} from '../../src/server/db/schema';
import { runDueJobs } from '../../src/server/jobs/runner';
import { type GiftLists, giftListsSchema, givenGiftSchema } from '../../src/shared/contracts/gifts';
import { CUSTOMER_MESSAGES } from '../../src/shared/domain/customer';
import { GIFT_MESSAGES, GIFT_STATUSES } from '../../src/shared/domain/gift';
import { aCustomer, type CustomerRow } from '../support/customer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce } from '../support/versions';

/**
 * Gifts (API-S-13..15; checklist 8.1): both lists, the recipient email update with its rule, messages,
 * versions and refusals, the resend through the outbox, the delivery job on the gift's date (exactly
 * once, also with two workers), the redeem making the recipient's gift subscription, and the demo data.
 */

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let support: string;
let viewer: string;
let planId: number;
let planName: string;

const db = () => server.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  support = await mintToken(server, { permissions: ['read:customers', 'update:gift'], sub: 'staff-gift-test' });
  viewer = await mintToken(server, { permissions: ['read:customers'] });
  const [plan] = await db().select().from(ecomPlan).where(eq(ecomPlan.pid, 'SUB-ANNUAL-FR'));
  planId = plan?.id ?? 0;
  planName = plan?.name ?? '';
});
afterAll(() => server.close());

interface Call {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  ifMatch?: number | null;
}

function store(method: 'GET' | 'POST' | 'PUT', path: string, call: Call = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${call.token ?? support}` };
  if (call.ifMatch !== undefined && call.ifMatch !== null) headers['if-match'] = `"${call.ifMatch}"`;
  const query = new URLSearchParams(call.query ?? {}).toString();
  return server.app.inject({
    method,
    url: `/api/store${path}${query ? `?${query}` : ''}`,
    headers,
    payload: call.body as object,
  });
}

const lists = async (c: Pick<CustomerRow, 'auth0Id'>, token?: string) => {
  const res = await store('GET', '/v2/gift', { query: { auth0Id: c.auth0Id }, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  // The exact wire shape: no key the schema does not know, none missing.
  const body = res.json();
  expect(giftListsSchema.parse(body)).toEqual(body);
  return body as GiftLists;
};

type GiftRow = typeof gift.$inferSelect;

/** A gift bought now by `giver` for `recipient` (a customer, or an address), delivered in `days`. */
async function aGift(giver: CustomerRow, recipient: CustomerRow | string, days = 5): Promise<GiftRow> {
  const email = typeof recipient === 'string' ? recipient : (recipient.email as string);
  return db().transaction((tx) =>
    purchaseGift(
      tx,
      {
        giverCustomerId: giver.id,
        planId,
        recipient: { firstName: 'Rita', lastName: 'Recipient', email },
        deliveryAt: new Date(server.clock.now().getTime() + days * DAY),
      },
      server.clock.now(),
    ),
  );
}

const rowOf = async (g: Pick<GiftRow, 'id'>) => (await db().select().from(gift).where(eq(gift.id, g.id)))[0] as GiftRow;

const update = (g: Pick<GiftRow, 'giftId' | 'rowVersion'>, body: unknown, call: Call = {}) =>
  store('PUT', `/v2/gift/${g.giftId}/update-email`, { body, ifMatch: g.rowVersion, ...call });

const resend = (g: Pick<GiftRow, 'giftId'>, call: Call = {}) => store('POST', `/v2/gift/${g.giftId}/send-email`, call);

const giftEmails = (to?: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(to ? and(eq(emailOutbox.kind, 'gift'), eq(emailOutbox.toAddress, to)) : eq(emailOutbox.kind, 'gift'))
    .orderBy(asc(emailOutbox.id));

/** Runs every due job (all the server's handlers) until none is left. */
async function drain() {
  for (;;) {
    const runs = await runDueJobs(db(), server.clock, 'gift-test', jobHandlers(server.config), 50);
    if (runs.length === 0) return;
  }
}

const redeem = (g: GiftRow, by: CustomerRow) =>
  db().transaction((tx) => redeemGift(tx, g.giftId, by.id, server.clock.now()));

describe('GET /v2/gift (API-S-13, GIFT-01..04)', () => {
  it('answers the given list with the recipient and the received list with the giver, newest first', async () => {
    const giver = await aCustomer(db(), { firstName: 'Gina', lastName: 'Giver' });
    const recipient = await aCustomer(db());
    const first = await aGift(giver, recipient, 3);
    const second = await aGift(giver, 'someone.else@gift.example.org', 7);
    const given = await lists(giver);
    expect(given.receivedList).toEqual([]);
    expect(given.givenList).toEqual([
      {
        id: second.giftId,
        title: planName,
        status: 'Pending',
        deliveryDate: second.deliveryAt.toISOString(),
        redeemedEmail: null,
        recipient: { firstName: 'Rita', lastName: 'Recipient', email: 'someone.else@gift.example.org' },
        rowVersion: 1,
      },
      {
        id: first.giftId,
        title: planName,
        status: 'Pending',
        deliveryDate: first.deliveryAt.toISOString(),
        redeemedEmail: null,
        recipient: { firstName: 'Rita', lastName: 'Recipient', email: recipient.email },
        rowVersion: 1,
      },
    ]);
    const received = await lists(recipient);
    expect(received.givenList).toEqual([]);
    expect(received.receivedList).toEqual([
      {
        ...given.givenList[1],
        redeemDate: null,
        subscriptionStartDate: null,
        subscriptionEndDate: null,
        giver: { firstName: 'Gina', lastName: 'Giver', email: giver.email },
      },
    ]);
  });

  it('answers empty lists for a customer without gifts, 404 for an unknown one, 400 without auth0Id', async () => {
    expect(await lists(await aCustomer(db()))).toEqual({ givenList: [], receivedList: [] });
    const unknown = await store('GET', '/v2/gift', { query: { auth0Id: 'auth0|nobody-gifts' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: CUSTOMER_MESSAGES.noSuchAuth0Id('auth0|nobody-gifts') });
    const missing = await store('GET', '/v2/gift');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].field).toBe('auth0Id');
    expect((await store('GET', '/v2/gift', { query: { auth0Id: 'x'.repeat(200) } })).statusCode).toBe(400);
  });

  it('needs read:customers (403), and a token (401)', async () => {
    const c = await aCustomer(db());
    const gifter = await mintToken(server, { permissions: ['update:gift'] });
    expect((await store('GET', '/v2/gift', { query: { auth0Id: c.auth0Id }, token: gifter })).statusCode).toBe(403);
    const res = await server.app.inject({ method: 'GET', url: `/api/store/v2/gift?auth0Id=${c.auth0Id}` });
    expect(res.statusCode).toBe(401);
    expect((await lists(c, viewer)).givenList).toEqual([]);
  });

  it('shows the demo customer’s gifts in every state, given and received (demo data)', async () => {
    const [jane] = await db().select().from(customer).where(eq(customer.email, DEMO_CUSTOMER_EMAILS.jane));
    const shown = await lists(jane as CustomerRow);
    expect(new Set(shown.givenList.map((g) => g.status))).toEqual(new Set(GIFT_STATUSES));
    expect(new Set(shown.receivedList.map((g) => g.status))).toEqual(new Set(GIFT_STATUSES));
    const redeemed = shown.receivedList.find((g) => g.status === 'Redeemed');
    expect(redeemed?.redeemedEmail).toBe(DEMO_CUSTOMER_EMAILS.jane);
    expect(redeemed?.subscriptionStartDate).toBe(redeemed?.redeemDate);
    expect(redeemed?.subscriptionEndDate).not.toBeNull();
    expect(redeemed?.giver?.email).toBeTruthy();
    // Every Sent demo gift was delivered by the engine: its gift email is in the outbox.
    for (const sent of shown.givenList.filter((g) => g.status === 'Sent'))
      expect((await giftEmails(sent.recipient.email as string)).length).toBeGreaterThan(0);
  });
});

describe('PUT /v2/gift/{id}/update-email (API-S-14, GIFT-06/07)', () => {
  it('changes the recipient email of a Pending or Sent gift, moves its version and audits the change', async () => {
    const giver = await aCustomer(db());
    const pending = await aGift(giver, 'old.address@gift.example.org');
    const res = await update(pending, { recipient_email: '  new.address@gift.example.org ' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = givenGiftSchema.parse(res.json());
    expect(answer).toMatchObject({ id: pending.giftId, status: 'Pending', rowVersion: 2 });
    expect(answer.recipient.email).toBe('new.address@gift.example.org');
    expect(res.headers.etag).toBe('"2"');
    expect((await lists(giver)).givenList[0]?.recipient.email).toBe('new.address@gift.example.org');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'gift'),
          eq(auditLog.entityId, pending.giftId),
          eq(auditLog.action, 'gift.recipientEmailUpdated'),
        ),
      );
    expect(entry).toMatchObject({
      actorId: 'staff-gift-test',
      before: { recipientEmail: 'old.address@gift.example.org' },
      after: { recipientEmail: 'new.address@gift.example.org' },
    });

    // A Sent gift too; the status stays.
    const sent = await aGift(giver, 'sent.old@gift.example.org', -1);
    await drain();
    const delivered = await rowOf(sent);
    expect(delivered.status).toBe('Sent');
    const again = await update(delivered, { recipient_email: 'sent.new@gift.example.org' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'Sent', recipient: { email: 'sent.new@gift.example.org' } });
  });

  it('refuses with the spec’s messages, naming recipient_email (400), and changes nothing', async () => {
    const g = await aGift(await aCustomer(db()), 'Same.Address@gift.example.org');
    const cases: [unknown, string | RegExp][] = [
      [{ recipient_email: '' }, GIFT_MESSAGES.emailRequired],
      [{ recipient_email: '   ' }, GIFT_MESSAGES.emailRequired],
      [{}, GIFT_MESSAGES.emailRequired],
      [{ recipient_email: 'not-an-email' }, GIFT_MESSAGES.emailFormat],
      [{ recipient_email: 'a@b.example,c@d.example' }, GIFT_MESSAGES.emailFormat],
      [{ recipient_email: 'Victim <evil@evil.example>' }, GIFT_MESSAGES.emailFormat],
      [{ recipient_email: 'a\u200b@gift.example.org' }, GIFT_MESSAGES.emailFormat],
      [{ recipient_email: `${'a'.repeat(250)}@gift.example.org` }, GIFT_MESSAGES.emailFormat],
      [{ recipient_email: `${'a'.repeat(400)}@gift.example.org` }, /at most/],
      [{ recipient_email: 'a\u0000b@gift.example.org' }, /NUL/],
      [{ recipient_email: 42 }, /string/i],
      [{ recipient_email: 'same.address@GIFT.example.org' }, GIFT_MESSAGES.emailSame],
    ];
    for (const [body, message] of cases) {
      const res = await update(g, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { violations } = res.json() as { violations: { field: string; message: string }[] };
      expect(violations[0]?.field, JSON.stringify(body)).toBe('recipient_email');
      if (typeof message === 'string') expect(violations[0]?.message).toBe(message);
      else expect(violations[0]?.message).toMatch(message);
    }
    expect(await rowOf(g)).toEqual(g);
  });

  it('refuses a Redeemed gift (409) with the reason, and a stale version (409 with the current gift)', async () => {
    const giver = await aCustomer(db());
    const recipient = await aCustomer(db());
    const g = await aGift(giver, recipient);
    const redeemed = await redeem(g, recipient);
    const refused = await update(redeemed, { recipient_email: 'elsewhere@gift.example.org' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: GIFT_MESSAGES.redeemedUpdate });
    expect(await rowOf(g)).toEqual(redeemed);

    const open = await aGift(giver, 'first@gift.example.org');
    expect((await update(open, { recipient_email: 'second@gift.example.org' })).statusCode).toBe(200);
    const stale = await update(open, { recipient_email: 'third@gift.example.org' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: GIFT_MESSAGES.stale('second@gift.example.org'),
      current: { id: open.giftId, rowVersion: 2, recipient: { email: 'second@gift.example.org' } },
    });
    const noVersion = await update(open, { recipient_email: 'third@gift.example.org' }, { ifMatch: null });
    expect(noVersion.statusCode).toBe(428);
    expect((await rowOf(open)).recipientEmail).toBe('second@gift.example.org');
  });

  it('lets one of several updates on the same version win', async () => {
    const g = await aGift(await aCustomer(db()), 'race@gift.example.org');
    const statuses = await statusesAtOnce(5, (k) => update(g, { recipient_email: `race${k}@gift.example.org` }));
    expect(statuses).toEqual(oneWinner(5));
    expect((await rowOf(g)).rowVersion).toBe(2);
  });

  it('answers 404 for an unknown gift, 400 for a malformed id, 403 without update:gift', async () => {
    const g = await aGift(await aCustomer(db()), 'perm@gift.example.org');
    const body = { recipient_email: 'other@gift.example.org' };
    const missing = await update({ giftId: 'gift_000000000000000000000000', rowVersion: 1 }, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: GIFT_MESSAGES.notFound('gift_000000000000000000000000') });
    expect((await update({ giftId: 'gift%20x', rowVersion: 1 }, body)).statusCode).toBe(400);
    expect((await update({ giftId: 'g'.repeat(100), rowVersion: 1 }, body)).statusCode).toBe(400);
    expect((await update(g, body, { token: viewer })).statusCode).toBe(403);
    expect(await rowOf(g)).toEqual(g);
  });

  it('links a gift for an address of no customer to the customer whose email it becomes', async () => {
    const giver = await aCustomer(db());
    const g = await aGift(giver, 'typo@gift.example.org');
    expect(g.recipientCustomerId).toBeNull();
    const meant = await aCustomer(db());
    expect((await update(g, { recipient_email: (meant.email as string).toUpperCase() })).statusCode).toBe(200);
    expect((await lists(meant)).receivedList.map((r) => r.id)).toEqual([g.giftId]);
  });
});

describe('POST /v2/gift/{id}/send-email (API-S-15, GIFT-08)', () => {
  it('queues the gift email to the recipient as it is now, audited; the status stays', async () => {
    const giver = await aCustomer(db(), { firstName: 'Gus', lastName: 'Giver' });
    const g = await aGift(giver, 'resend.to@gift.example.org', -1);
    await drain();
    expect((await giftEmails('resend.to@gift.example.org')).length).toBe(1);
    const res = await resend(g);
    expect(res.statusCode, res.body).toBe(200);
    expect(givenGiftSchema.parse(res.json())).toMatchObject({ id: g.giftId, status: 'Sent' });
    const emails = await giftEmails('resend.to@gift.example.org');
    expect(emails).toHaveLength(2);
    expect(emails[1]).toMatchObject({
      subject: `Gus Giver sent you a gift: ${planName}`,
      link: `${server.config.links.store}/gift/${g.giftId}/redeem`,
    });
    expect(emails[1]?.bodyText).toContain('Hello Rita Recipient,');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, g.giftId), eq(auditLog.action, 'gift.emailResent')));
    expect(entry).toMatchObject({ actorId: 'staff-gift-test', after: { to: 'resend.to@gift.example.org' } });

    // A Pending gift: sent now, still delivered on its date.
    const pending = await aGift(giver, 'early@gift.example.org', 3);
    expect((await resend(pending)).json()).toMatchObject({ status: 'Pending' });
    expect(await giftEmails('early@gift.example.org')).toHaveLength(1);
    expect((await rowOf(pending)).status).toBe('Pending');
  });

  it('refuses a Redeemed gift (409), an unknown one (404), and without update:gift (403): nothing is sent', async () => {
    const recipient = await aCustomer(db());
    const g = await aGift(await aCustomer(db()), recipient);
    await redeem(g, recipient);
    const before = (await giftEmails()).length;
    const refused = await resend(g);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: GIFT_MESSAGES.redeemedResend });
    expect((await resend({ giftId: 'gift_ffffffffffffffffffffffff' })).statusCode).toBe(404);
    const open = await aGift(await aCustomer(db()), 'noperm@gift.example.org');
    expect((await resend(open, { token: viewer })).statusCode).toBe(403);
    expect((await giftEmails()).length).toBe(before);
  });
});

describe('the delivery job (Pending → Sent on the delivery date)', () => {
  it('delivers on the date, not before, with the gift email through the outbox; once', async () => {
    const giver = await aCustomer(db(), { firstName: 'Dora', lastName: 'Date' });
    const g = await aGift(giver, 'on.the.day@gift.example.org', 2);
    const [pendingJob] = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, 'gift-delivery'), eq(job.entityId, g.id)));
    expect(pendingJob).toMatchObject({ status: 'pending', runAt: g.deliveryAt });
    server.clock.advance(DAY);
    await drain();
    expect((await rowOf(g)).status).toBe('Pending');
    expect(await giftEmails('on.the.day@gift.example.org')).toEqual([]);
    server.clock.advance(DAY);
    await drain();
    const sent = await rowOf(g);
    expect(sent).toMatchObject({ status: 'Sent', rowVersion: 2 });
    const [email] = await giftEmails('on.the.day@gift.example.org');
    expect(email).toMatchObject({ subject: `Dora Date sent you a gift: ${planName}`, state: 'kept' });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, g.giftId), eq(auditLog.action, 'gift.delivered')));
    expect(entry).toMatchObject({ actorId: 'billing-clock', before: { status: 'Pending' }, after: { status: 'Sent' } });
    server.clock.advance(DAY);
    await drain();
    expect(await giftEmails('on.the.day@gift.example.org')).toHaveLength(1);
    expect((await rowOf(g)).rowVersion).toBe(2);
  });

  it('sends the email to the recipient email as updated before the date', async () => {
    const g = await aGift(await aCustomer(db()), 'before.update@gift.example.org', 1);
    expect((await update(g, { recipient_email: 'after.update@gift.example.org' })).statusCode).toBe(200);
    server.clock.advance(DAY);
    await drain();
    expect(await giftEmails('before.update@gift.example.org')).toEqual([]);
    expect(await giftEmails('after.update@gift.example.org')).toHaveLength(1);
  });

  it('delivers once when two workers run at the same moment', async () => {
    await drain();
    const g = await aGift(await aCustomer(db()), 'two.workers@gift.example.org', 0);
    const handler = giftDeliveryHandler(server.config.links.store);
    const runs = await Promise.all([
      runDueJobs(db(), server.clock, 'one', [handler]),
      runDueJobs(db(), server.clock, 'two', [handler]),
    ]);
    expect(runs.flat().filter((r) => r.kind === 'gift-delivery' && r.entityId === g.id)).toHaveLength(1);
    expect(await giftEmails('two.workers@gift.example.org')).toHaveLength(1);
    expect((await rowOf(g)).status).toBe('Sent');
  });

  it('does nothing for a gift redeemed before its date (its job is cancelled)', async () => {
    const recipient = await aCustomer(db());
    const g = await aGift(await aCustomer(db()), recipient, 2);
    await redeem(g, recipient);
    const jobs = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, 'gift-delivery'), eq(job.entityId, g.id)));
    expect(jobs.map((j) => j.status)).toEqual(['cancelled']);
    server.clock.advance(3 * DAY);
    await drain();
    expect((await rowOf(g)).status).toBe('Redeemed');
    expect(await giftEmails(recipient.email as string)).toEqual([]);
  });
});

describe('buying and redeeming (the engine)', () => {
  it('bills the giver one period of the plan as a gift transaction', async () => {
    const giver = await aCustomer(db());
    const g = await aGift(giver, 'bill@gift.example.org');
    const [charge] = await db()
      .select()
      .from(billingTransaction)
      .where(eq(billingTransaction.id, g.transactionId ?? 0));
    expect(charge).toMatchObject({
      customerId: giver.id,
      kind: 'gift',
      billingPlanType: 'gift_subscription',
      status: 'COMPLETED',
      source: 'Recurly',
      planPid: 'SUB-ANNUAL-FR',
      subscriptionId: null,
    });
    expect(charge?.totalMinor).toBeGreaterThan(0);
  });

  it('makes the recipient’s gift subscription (one period, not renewing) with its course, and Redeemed', async () => {
    const recipient = await aCustomer(db());
    const g = await aGift(await aCustomer(db()), 'other.address@gift.example.org');
    const now = server.clock.now();
    const redeemed = await redeem(g, recipient);
    expect(redeemed).toMatchObject({
      status: 'Redeemed',
      redeemedEmail: recipient.email,
      redeemedAt: now,
      recipientCustomerId: recipient.id,
    });
    const [sub] = await db()
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.subscriptionId, redeemed.subscriptionId ?? ''));
    const yearLater = new Date(now);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(sub).toMatchObject({
      customerId: recipient.id,
      source: 'Recurly',
      status: 'pending_cancel',
      planId,
      startAt: now,
      endAt: yearLater,
      nextBillingAt: null,
    });
    const [granted] = await db()
      .select()
      .from(entitlement)
      .where(eq(entitlement.id, sub?.entitlementId ?? 0));
    expect(granted).toMatchObject({
      source: 'ECOM_GIFT',
      status: 'ACTIVE',
      isSubscription: true,
      expirationAt: yearLater,
    });
    const [received] = (await lists(recipient)).receivedList;
    expect(received).toMatchObject({
      id: g.giftId,
      status: 'Redeemed',
      redeemDate: now.toISOString(),
      subscriptionStartDate: now.toISOString(),
      subscriptionEndDate: yearLater.toISOString(),
    });
    const subscriptions = await store('GET', '/subscriptions', { query: { auth0Id: recipient.auth0Id } });
    expect(subscriptions.json()).toMatchObject([
      { subscription_id: sub?.subscriptionId, displayed_status: 'pending_cancel' },
    ]);
    // The clock ends it at its end (its job is scheduled).
    const clockJobs = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, 'subscription-clock'), eq(job.entityId, sub?.id ?? 0), gt(job.runAt, now)));
    expect(clockJobs.map((j) => j.runAt)).toEqual([yearLater]);
    await expect(redeem(redeemed, recipient)).rejects.toThrow(GIFT_MESSAGES.alreadyRedeemed);
  });
});
