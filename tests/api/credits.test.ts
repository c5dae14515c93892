import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockCredit } from '../../src/server/areas/billing/credit-write';
import { auditLog, customer, customerCredit } from '../../src/server/db/schema';
import {
  type CreditChange,
  creditBalanceSchema,
  creditChangeAnswer,
  creditHistoryPage,
} from '../../src/shared/contracts/credits';
import { CREDIT_FIELD_MESSAGES, GIFT_CARD_BALANCE_MESSAGES as M } from '../../src/shared/domain/gift-card-balance';
import { aCustomer, type CustomerRow } from '../support/customer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * The gift card balance (API-S-07/08, checklist 8.2, PERM-GIFT-01, issue 23): the balance per currency as
 * the sum of the credit ledger, its history, the change as a delta (GCB-07) with the rules and messages
 * (GCB-04/05/09), the 400s naming the field, the idempotency key, permissions, and the races: 100 changes
 * of one customer and currency at once (none lost, the maximum never passed) and 100 retries of one key.
 */

const SUPPORT = ['read:customers', 'update:gift_card_balance'];

let server: TestServer;
let support: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  support = await mintToken(server, {
    permissions: SUPPORT,
    sub: 'staff-credits',
    email: 'credits@portal.example.com',
  });
  viewer = await mintToken(server, { permissions: ['read:customers'] });
});
afterAll(() => server.close());

const db = () => server.deps.db;

function balances(id: number | string, token = support) {
  return server.app.inject({
    method: 'GET',
    url: `/api/store/v2/customer/${id}/credits`,
    headers: { authorization: `Bearer ${token}` },
  });
}

function history(id: number | string, query = '', token = support) {
  return server.app.inject({
    method: 'GET',
    url: `/api/store/v2/customer/${id}/credits/history${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

interface ChangeCall {
  key?: string | null;
  token?: string;
}

function change(id: number | string, body: unknown, call: ChangeCall = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${call.token ?? support}` };
  if (call.key !== null) headers['idempotency-key'] = call.key ?? randomUUID();
  // A body given as text is sent as it is (JSON a client could not write from a number: 1e999).
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return server.app.inject({
    method: 'POST',
    url: `/api/store/v2/customer/${id}/credits`,
    headers,
    payload: body as string | object,
  });
}

const ledgerOf = (c: Pick<CustomerRow, 'id'>) =>
  db().select().from(customerCredit).where(eq(customerCredit.customerId, c.id)).orderBy(customerCredit.id);

describe('GET /v2/customer/{id}/credits (API-S-07)', () => {
  it("answers jane's balance per currency code, the sum of her ledger (GCB-01)", async () => {
    const [jane] = await db().select().from(customer).where(eq(customer.email, 'jane.doe@example.com'));
    const res = await balances(jane?.id as number);
    expect(res.statusCode).toBe(200);
    expect(creditBalanceSchema.array().parse(res.json())).toEqual([
      { currency: 'EUR', amount: 60 },
      { currency: 'GBP', amount: 22.75 },
      { currency: 'JPY', amount: 5000 },
      { currency: 'USD', amount: 112.5 },
    ]);
    // The viewer reads it too (read:customers).
    expect((await balances(jane?.id as number, viewer)).statusCode).toBe(200);
  });

  it('answers [] for a customer without a ledger and for a B2B customer; 404 unknown; 400 for a bad id', async () => {
    const c = await aCustomer(db());
    expect((await balances(c.id)).json()).toEqual([]);
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'MASTER' });
    expect((await balances(b2b.id)).json()).toEqual([]);
    const unknown = await balances(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer 2000000000 was not found.');
    const bad = await balances('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('id');
  });

  it('is 403 without read:customers', async () => {
    const catalog = await mintToken(server, { permissions: ['read:products', 'update:gift_card_balance'] });
    const c = await aCustomer(db());
    expect((await balances(c.id, catalog)).statusCode).toBe(403);
    expect((await history(c.id, '', catalog)).statusCode).toBe(403);
  });
});

describe('GET /v2/customer/{id}/credits/history (★ the ledger visible)', () => {
  it("answers jane's ledger newest first: the change, the balance after it, why, who and when", async () => {
    const [jane] = await db().select().from(customer).where(eq(customer.email, 'jane.doe@example.com'));
    const res = await history(jane?.id as number, '', viewer);
    expect(res.statusCode).toBe(200);
    const page = creditHistoryPage.parse(res.json());
    expect(page.count).toBe(8);
    const rows = page.data.map((e) => [e.currency, e.amount, e.balance, e.reason, e.by]);
    expect(rows).toEqual([
      ['JPY', 5000, 5000, 'Staff adjustment', 'support@portal.example.com'],
      ['GBP', -7.25, 22.75, 'Checkout', 'jane.doe@example.com'],
      ['EUR', 20, 60, 'Gift card', 'jane.doe@example.com'],
      ['USD', 25, 112.5, 'Staff adjustment', 'support@portal.example.com'],
      ['GBP', 30, 30, 'Gift card', 'jane.doe@example.com'],
      ['USD', -12.5, 87.5, 'Checkout', 'jane.doe@example.com'],
      ['EUR', 40, 40, 'Staff adjustment', 'admin@portal.example.com'],
      ['USD', 100, 100, 'Gift card', 'jane.doe@example.com'],
    ]);
    const times = page.data.map((e) => e.created);
    expect([...times].sort().reverse()).toEqual(times);
    // Paged: limit and offset, the count of all rows.
    const second = creditHistoryPage.parse((await history(jane?.id as number, '?limit=3&offset=3')).json());
    expect(second.count).toBe(8);
    expect(second.data.map((e) => e.id)).toEqual(page.data.slice(3, 6).map((e) => e.id));
    const past = creditHistoryPage.parse((await history(jane?.id as number, '?limit=3&offset=30')).json());
    expect(past).toEqual({ data: [], count: 8 });
  });

  it('is empty for a new or B2B customer, 404 for an unknown one, 400 naming a bad limit', async () => {
    const c = await aCustomer(db());
    expect((await history(c.id)).json()).toEqual({ data: [], count: 0 });
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'SEAT' });
    expect((await history(b2b.id)).json()).toEqual({ data: [], count: 0 });
    expect((await history(2_000_000_000)).statusCode).toBe(404);
    const bad = await history(c.id, '?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('limit');
  });
});

describe('POST /v2/customer/{id}/credits (API-S-08)', () => {
  it('raises a currency by the delta: one ledger row, the new balance, the audit entry (GCB-07)', async () => {
    const c = await aCustomer(db());
    const first = await change(c.id, { currency: 'USD', amount: 40 });
    expect(first.statusCode).toBe(201);
    const answer = creditChangeAnswer.parse(first.json());
    expect(answer).toMatchObject({ currency: 'USD', amount: 40 });
    expect(answer.entry).toMatchObject({
      currency: 'USD',
      amount: 40,
      balance: 40,
      reason: 'Staff adjustment',
      by: 'credits@portal.example.com',
      created: server.clock.now().toISOString(),
    });
    // From 40 to 52.50: the delta 12.5 is sent, not the total.
    const second = await change(c.id, { currency: 'USD', amount: 12.5 });
    expect(second.json()).toMatchObject({ currency: 'USD', amount: 52.5, entry: { amount: 12.5, balance: 52.5 } });
    await change(c.id, { currency: 'JPY', amount: 1500 });
    await change(c.id, { currency: 'KWD', amount: 1.234 });
    expect((await balances(c.id)).json()).toEqual([
      { currency: 'JPY', amount: 1500 },
      { currency: 'KWD', amount: 1.234 },
      { currency: 'USD', amount: 52.5 },
    ]);
    const rows = await ledgerOf(c);
    expect(rows.map((r) => [r.currencyCode, r.amountMinor, r.reason, r.actorId])).toEqual([
      ['USD', 4000, 'Staff adjustment', 'staff-credits'],
      ['USD', 1250, 'Staff adjustment', 'staff-credits'],
      ['JPY', 1500, 'Staff adjustment', 'staff-credits'],
      ['KWD', 1234, 'Staff adjustment', 'staff-credits'],
    ]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'customer'),
          eq(auditLog.entityId, String(c.id)),
          eq(auditLog.action, 'update_gift_card_balance'),
        ),
      )
      .orderBy(auditLog.id);
    expect(audits).toHaveLength(4);
    expect(audits[1]).toMatchObject({
      actorId: 'staff-credits',
      actorEmail: 'credits@portal.example.com',
      before: { currency: 'USD', balance: 40 },
      after: { currency: 'USD', balance: 52.5, amount: 12.5, reason: 'Staff adjustment' },
    });
    // The history shows the rows, newest first.
    const page = creditHistoryPage.parse((await history(c.id)).json());
    expect(page.data.map((e) => [e.currency, e.amount, e.balance])).toEqual([
      ['KWD', 1.234, 1.234],
      ['JPY', 1500, 1500],
      ['USD', 12.5, 52.5],
      ['USD', 40, 40],
    ]);
  });

  it("refuses a new balance above 1,000,000 with GCB-09's message, and takes exactly 1,000,000 (GCB-05)", async () => {
    const c = await aCustomer(db());
    expect((await change(c.id, { currency: 'EUR', amount: 999_999.99 })).statusCode).toBe(201);
    const over = await change(c.id, { currency: 'EUR', amount: 0.02 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("'EUR' cannot be more than 1,000,000");
    expect((await change(c.id, { currency: 'EUR', amount: 0.01 })).json()).toMatchObject({ amount: 1_000_000 });
    // A balance spent below the maximum (a checkout) may be raised again, to the maximum.
    await db()
      .insert(customerCredit)
      .values({ customerId: c.id, currencyCode: 'EUR', amountMinor: -5000, reason: 'Checkout', actorId: c.auth0Id });
    expect((await change(c.id, { currency: 'EUR', amount: 50.01 })).statusCode).toBe(409);
    expect((await change(c.id, { currency: 'EUR', amount: 50 })).json()).toMatchObject({ amount: 1_000_000 });
    expect((await ledgerOf(c)).reduce((sum, r) => sum + r.amountMinor, 0)).toBe(100_000_000);
  });

  it('checks the body, naming the field (bad currency, not a number, negative, zero, decimals, huge, NUL)', async () => {
    const c = await aCustomer(db());
    const cases: [unknown, string, string][] = [
      [{ currency: 'usd', amount: 1 }, 'currency', CREDIT_FIELD_MESSAGES.currency],
      [{ currency: 'US', amount: 1 }, 'currency', CREDIT_FIELD_MESSAGES.currency],
      [{ currency: 'US\u0000', amount: 1 }, 'currency', 'must not contain NUL characters'],
      [{ currency: 'XXX', amount: 1 }, 'currency', M.unknownCurrency('XXX')],
      [{ amount: 1 }, 'currency', ''],
      [{ currency: 'USD' }, 'amount', 'must be a number'],
      [{ currency: 'USD', amount: '12' }, 'amount', 'must be a number'],
      [{ currency: 'USD', amount: 'a\u0000' }, 'amount', 'must be a number'],
      [{ currency: 'USD', amount: -5 }, 'amount', CREDIT_FIELD_MESSAGES.positive],
      [{ currency: 'USD', amount: 0 }, 'amount', CREDIT_FIELD_MESSAGES.positive],
      [{ currency: 'USD', amount: 1.234 }, 'amount', 'must have at most 2 decimals in USD'],
      [{ currency: 'JPY', amount: 10.5 }, 'amount', 'must be a whole number of JPY'],
      [{ currency: 'USD', amount: 1_000_000.01 }, 'amount', CREDIT_FIELD_MESSAGES.atMost],
      [{ currency: 'USD', amount: 1e300 }, 'amount', CREDIT_FIELD_MESSAGES.atMost],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(c.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const violation = res.json().violations[0];
      expect(violation.field, JSON.stringify(body)).toBe(field);
      if (message) expect(violation.message, JSON.stringify(body)).toBe(message);
    }
    expect((await change(c.id, '{"currency":"USD","amount":1e999}')).statusCode).toBe(400);
    expect(await ledgerOf(c)).toEqual([]);
  });

  it('is 404 for an unknown customer, 409 for a B2B one, 403 without update:gift_card_balance', async () => {
    const unknown = await change(2_000_000_000, { currency: 'USD', amount: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer 2000000000 was not found.');
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'MASTER' });
    const refused = await change(b2b.id, { currency: 'USD', amount: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.b2cOnly);
    const c = await aCustomer(db());
    // PERM-GIFT-01: reading is not enough.
    const forbidden = await change(c.id, { currency: 'USD', amount: 1 }, { token: viewer });
    expect(forbidden.statusCode).toBe(403);
    expect(await ledgerOf(c)).toEqual([]);
    expect(await ledgerOf(b2b)).toEqual([]);
  });

  it('answers a retry of the same key with the first result and writes nothing; a reused key is refused', async () => {
    const c = await aCustomer(db());
    const key = randomUUID();
    const first = await change(c.id, { currency: 'GBP', amount: 10 }, { key });
    await change(c.id, { currency: 'GBP', amount: 5 });
    server.clock.advance(60_000);
    const retry = await change(c.id, { currency: 'GBP', amount: 10 }, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The first result: the balance right after it (10), not the balance now (15).
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ amount: 10 });
    expect(await ledgerOf(c)).toHaveLength(2);
    // The same key with another body, currency or customer: 409, nothing written.
    for (const [id, body] of [
      [c.id, { currency: 'GBP', amount: 11 }],
      [c.id, { currency: 'EUR', amount: 10 }],
      [(await aCustomer(db())).id, { currency: 'GBP', amount: 10 }],
    ] as const) {
      const reused = await change(id, body, { key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(M.keyReused);
    }
    expect(await ledgerOf(c)).toHaveLength(2);
    // Without a key, or a malformed one: 400 naming the header.
    const missing = await change(c.id, { currency: 'GBP', amount: 1 }, { key: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].field).toBe('idempotency-key');
    expect((await change(c.id, { currency: 'GBP', amount: 1 }, { key: 'short' })).statusCode).toBe(400);
    expect((await change(c.id, { currency: 'GBP', amount: 1 }, { key: 'bad key with spaces' })).statusCode).toBe(400);
    expect(await ledgerOf(c)).toHaveLength(2);
  });
});

describe('balance races', () => {
  it('100 changes of one currency at once: none lost, the maximum never passed, the ledger sum is the balance', async () => {
    const c = await aCustomer(db());
    // 15,000 each: 66 fit under 1,000,000 (990,000), the other 34 are refused with GCB-09's message.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => change(c.id, { currency: 'USD', amount: 15_000 })),
    );
    const accepted = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as CreditChange);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(accepted).toHaveLength(66);
    expect(refused).toHaveLength(34);
    for (const r of refused) expect(r.json().message).toBe("'USD' cannot be more than 1,000,000");
    // Each accepted change saw the one before it: the balances after them are 15,000 … 990,000, each once.
    expect(accepted.map((a) => a.amount).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 66 }, (_, k) => (k + 1) * 15_000),
    );
    // Every accepted change is a row of the ledger, and the ledger is nothing else.
    const rows = await ledgerOf(c);
    expect(rows.map((r) => r.id).sort()).toEqual(accepted.map((a) => a.entry.id).sort());
    const sum = rows.reduce((total, r) => total + r.amountMinor, 0);
    expect(sum).toBe(99_000_000);
    expect((await balances(c.id)).json()).toEqual([{ currency: 'USD', amount: sum / 100 }]);
    const page = creditHistoryPage.parse((await history(c.id, '?limit=1')).json());
    expect(page).toMatchObject({ count: 66, data: [{ balance: 990_000 }] });
  });

  it('the same key sent 100 times at once: one row, 99 replays of its answer', async () => {
    const c = await aCustomer(db());
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => change(c.id, { currency: 'EUR', amount: 7 }, { key })),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(99);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await ledgerOf(c)).map((r) => r.amountMinor)).toEqual([700]);
  });

  it("a change waits for the lock of its customer's currency; another currency does not on PostgreSQL", async () => {
    const c = await aCustomer(db());
    const settled: string[] = [];
    let usd: Promise<unknown> = Promise.resolve();
    let eur: Promise<unknown> = Promise.resolve();
    await db().transaction(async (tx) => {
      await lockCredit(tx, c.id, 'USD');
      usd = change(c.id, { currency: 'USD', amount: 1 }).then((r) => settled.push(`USD ${r.statusCode}`));
      eur = change(c.id, { currency: 'EUR', amount: 1 }).then((r) => settled.push(`EUR ${r.statusCode}`));
      await new Promise((done) => setTimeout(done, 300));
      // The USD change waits for this transaction. On PostgreSQL the EUR change went through meanwhile;
      // PGlite runs one transaction at a time, so there it waits as well.
      expect(settled).toEqual(server.database.kind === 'postgres' ? ['EUR 201'] : []);
    });
    await Promise.all([usd, eur]);
    expect(settled.sort()).toEqual(['EUR 201', 'USD 201']);
    expect(await ledgerOf(c)).toHaveLength(2);
  });
});
