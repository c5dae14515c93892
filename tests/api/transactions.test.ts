import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRANSACTION_ID } from '../../src/server/areas/billing';
import { recordCharge } from '../../src/server/areas/billing/transaction-write';
import {
  auditLog,
  billingRefund,
  billingTransaction,
  customer,
  ecomPlan,
  paymentMethod,
} from '../../src/server/db/schema';
import { type Transaction, transactionSchema } from '../../src/shared/contracts/transactions';
import { REFUND_MESSAGES } from '../../src/shared/domain/transaction';
import { aCustomer, type CustomerRow } from '../support/customer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { aTransaction, type TransactionRow } from '../support/transaction-builders';

/**
 * Transactions and refunds (API-S-09/10, issue 23): the list with its breakdown and refunds; the refund's
 * availability, amount rule and messages; the ledger, the lifecycle (partial, in full), the idempotency
 * key; permissions; and the races: 50 refunds of 30% at once, 50 retries of one key at once.
 */

const SUPPORT = ['read:customers', 'refund:transaction'];

let server: TestServer;
let support: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  support = await mintToken(server, {
    permissions: SUPPORT,
    sub: 'staff-refunds',
    email: 'refunds@portal.example.com',
  });
  viewer = await mintToken(server, { permissions: ['read:customers'] });
});
afterAll(() => server.close());

const db = () => server.deps.db;

function list(auth0Id: string, token = support) {
  return server.app.inject({
    method: 'GET',
    url: `/api/store/transactions?auth0Id=${encodeURIComponent(auth0Id)}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

interface RefundCall {
  amount?: unknown;
  key?: string | null;
  token?: string;
  source?: string;
  auth0Id?: string;
}

function refund(c: CustomerRow, t: TransactionRow, call: RefundCall = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${call.token ?? support}` };
  if (call.key !== null) headers['idempotency-key'] = call.key ?? randomUUID();
  const body: Record<string, unknown> = { auth0Id: call.auth0Id ?? c.auth0Id, source: call.source ?? t.source };
  if ('amount' in call) body.amount = call.amount;
  return server.app.inject({
    method: 'POST',
    url: `/api/store/transactions/${t.transactionId}/refunds`,
    headers,
    payload: body,
  });
}

const refundsOf = (t: TransactionRow) => db().select().from(billingRefund).where(eq(billingRefund.transactionId, t.id));
const statusOf = async (t: TransactionRow) =>
  (await db().select().from(billingTransaction).where(eq(billingTransaction.id, t.id)))[0]?.status;

describe('GET /transactions (API-S-09)', () => {
  it("answers jane's transactions newest first, with every source, status and plan type and the refunds", async () => {
    const [jane] = await db().select().from(customer).where(eq(customer.email, 'jane.doe@example.com'));
    const res = await list(jane?.auth0Id as string);
    expect(res.statusCode).toBe(200);
    const rows = transactionSchema.array().parse(res.json());
    const times = rows.map((t) => t.createdTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(rows.map((t) => t.status))).toEqual(new Set(['COMPLETED', 'REFUNDED', 'PROCESSING', 'OTHERS']));
    expect(new Set(rows.map((t) => t.source))).toEqual(new Set(['Recurly', 'eCom', 'Naviga', 'Demandware', 'Others']));
    expect(new Set(rows.map((t) => t.billingPlan.type))).toEqual(
      new Set([
        'subscription_no_trial',
        'subscription_free_trial',
        'life_time',
        'gift_subscription',
        'gift_credit',
        'others',
      ]),
    );
    // The demo's first purchase: nothing refunded yet, the card masked to its last 4 digits.
    const first = rows.find((t) => t.id === DEMO_TRANSACTION_ID) as Transaction;
    expect(first.price.refundableAmount).toBe(first.price.total);
    expect(first.refundPrice).toBeNull();
    expect(first.paymentInformation?.account).toMatch(/^\*{12}\d{4}$/);
    expect(first.productPlan.pid).toBe('SUB-MONTHLY-FR');
    // Partly refunded: $24.99 less $10.00; fully refunded: REFUNDED with nothing left.
    const partly = rows.find((t) => t.price.total === 24.99) as Transaction;
    expect(partly).toMatchObject({ status: 'COMPLETED', refundPrice: { amount: 10, total: 10, accountAmount: 10 } });
    expect(partly.price.refundableAmount).toBe(14.99);
    expect(partly.refunds).toEqual([expect.objectContaining({ amount: 10, by: 'support@example.com' })]);
    const full = rows.find((t) => t.status === 'REFUNDED') as Transaction;
    expect(full.price.refundableAmount).toBe(0);
    expect(full.refundPrice?.total).toBe(full.price.total);
    // With VAT: tax and its type, amount + tax = total.
    const taxed = rows.find((t) => t.price.taxType === 'VAT') as Transaction;
    expect(taxed.price.amount + taxed.price.tax).toBeCloseTo(taxed.price.total, 2);
  });

  it("answers a customer's own transactions only, and [] for a customer without any", async () => {
    const c = await aCustomer(db());
    const other = await aCustomer(db());
    const t = await aTransaction(db(), c.id);
    await aTransaction(db(), other.id);
    const res = await list(c.auth0Id);
    expect(res.json().map((x: Transaction) => x.id)).toEqual([t.transactionId]);
    const none = await aCustomer(db());
    expect((await list(none.auth0Id)).json()).toEqual([]);
  });

  it('answers the exact wire shape (no key more, none less), amounts to each currency’s digits', async () => {
    const c = await aCustomer(db());
    const yen = await aTransaction(db(), c.id, { currencyCode: 'JPY', totalMinor: 1200, accountLast4: '' });
    const dinar = await aTransaction(db(), c.id, { currencyCode: 'KWD', totalMinor: 12345, paymentType: null });
    const euro = await aTransaction(db(), c.id, { currencyCode: 'EUR', totalMinor: 1999, subscriptionId: null });
    // One partly refunded: its refunds and refund price are in the shape too.
    const refunded = await aTransaction(db(), c.id, { currencyCode: 'USD', totalMinor: 5000 });
    expect((await refund(c, refunded, { amount: 12.5 })).statusCode).toBe(201);
    const res = await list(c.auth0Id);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: unknown[] = res.json();
    // No key the schema does not know, none missing: what the schema keeps is the whole text.
    expect(transactionSchema.array().parse(body)).toEqual(body);
    const byId = new Map((body as Transaction[]).map((t) => [t.id, t]));
    expect(byId.get(yen.transactionId)?.price.total).toBe(1200);
    expect(byId.get(yen.transactionId)?.paymentInformation?.account).toBeNull();
    expect(byId.get(dinar.transactionId)?.price).toMatchObject({ total: 12.345, refundableAmount: 12.345 });
    expect(byId.get(dinar.transactionId)?.paymentInformation).toBeNull();
    expect(byId.get(euro.transactionId)).toMatchObject({
      price: { total: 19.99, discount: 0 },
      currency: { code: 'EUR' },
      subscription: null,
    });
    expect(byId.get(refunded.transactionId)).toMatchObject({
      price: { total: 50, refundableAmount: 37.5 },
      refundPrice: { amount: 12.5, total: 12.5 },
      refunds: [{ amount: 12.5 }],
    });
  });

  it('is 404 for an unknown customer, 400 for a bad Auth0 id, 403 without read:customers', async () => {
    expect((await list('auth0|nobody-here')).statusCode).toBe(404);
    const bad = await list('a\u0000b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('auth0Id');
    expect((await list('x'.repeat(200))).statusCode).toBe(400);
    const catalog = await mintToken(server, { permissions: ['read:products'] });
    expect((await list('auth0|x', catalog)).statusCode).toBe(403);
  });
});

describe("the engine's charges", () => {
  it('keep the product, the card, the address and the names as at the charge', async () => {
    const c = await aCustomer(db(), { firstName: 'Ada', lastName: 'Lovelace' });
    const [card] = await db()
      .insert(paymentMethod)
      .values({
        customerId: c.id,
        type: 'CreditCard',
        cardType: 'Visa',
        accountLast4: '1881',
        country: 'GB',
        postalCode: 'N1',
      })
      .returning();
    const [plan] = await db().select().from(ecomPlan).where(eq(ecomPlan.pid, 'SUB-MONTHLY-FR'));
    const id = await db().transaction((tx) =>
      recordCharge(
        tx,
        {
          customerId: c.id,
          subscriptionId: null,
          source: 'Recurly',
          planId: plan?.id ?? null,
          currencyCode: 'USD',
          paymentMethodId: card?.id ?? null,
          periodStartAt: server.clock.now(),
          periodEndAt: null,
        },
        { priceMinor: 1495, amountMinor: 1346, kind: 'renewal', billingPlanType: 'subscription_no_trial' },
        server.clock.now(),
      ),
    );
    // The card changes afterwards: the receipt does not.
    await db()
      .update(paymentMethod)
      .set({ accountLast4: '0000' })
      .where(eq(paymentMethod.id, card?.id ?? 0));
    const [t] = (await list(c.auth0Id)).json() as Transaction[];
    expect(t).toMatchObject({
      id,
      productPlan: { pid: 'SUB-MONTHLY-FR', name: plan?.name },
      status: 'COMPLETED',
      kind: 'renewal',
      price: { originalPrice: 14.95, discount: 1.49, amount: 13.46, total: 13.46, refundableAmount: 13.46 },
      paymentInformation: {
        type: 'CreditCard',
        cardType: 'Visa',
        account: '************1881',
        country: 'GB',
        postalCode: 'N1',
        givenName: 'Ada',
        familyName: 'Lovelace',
      },
    });
  });
});

describe('POST /transactions/{id}/refunds (API-S-10)', () => {
  it('refunds part, then the rest in full: ledger rows, REFUNDED, the audit entry', async () => {
    const c = await aCustomer(db());
    const t = await aTransaction(db(), c.id, { totalMinor: 1000 });
    const first = await refund(c, t, { amount: 3 });
    expect(first.statusCode).toBe(201);
    const after = transactionSchema.parse(first.json());
    expect(after).toMatchObject({ status: 'COMPLETED', price: { total: 10, refundableAmount: 7 } });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 3, by: 'refunds@portal.example.com' })]);
    const rest = await refund(c, t, { amount: '7.00' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({
      status: 'REFUNDED',
      price: { refundableAmount: 0 },
      refundPrice: { total: 10 },
    });
    expect((await refundsOf(t)).map((r) => r.amountMinor)).toEqual([300, 700]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'transaction'), eq(auditLog.entityId, t.transactionId)));
    expect(audits).toHaveLength(2);
    expect(audits[1]?.after).toMatchObject({ status: 'REFUNDED', refundable: 0, refunded: 700 });
    // Nothing is left: refused with the lifecycle's reason.
    const again = await refund(c, t, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Only a Completed transaction can be refunded; this one is Refunded.');
  });

  it('checks the amount with the spec’s messages, naming the field (RFD-03..05, RFD-11)', async () => {
    const c = await aCustomer(db());
    const t = await aTransaction(db(), c.id, { totalMinor: 1000 });
    const cases: [unknown, number, string][] = [
      [undefined, 400, REFUND_MESSAGES.required],
      ['', 400, REFUND_MESSAGES.required],
      ['abc', 400, REFUND_MESSAGES.invalid],
      [-1, 400, REFUND_MESSAGES.invalid],
      ['1.234', 400, REFUND_MESSAGES.invalid],
      ['1e3', 400, REFUND_MESSAGES.invalid],
      [0, 400, REFUND_MESSAGES.zero],
      [10.01, 409, REFUND_MESSAGES.exceeds],
      [1e300, 400, REFUND_MESSAGES.invalid],
      ['99999999999', 409, REFUND_MESSAGES.exceeds],
    ];
    for (const [amount, status, message] of cases) {
      const res = await refund(c, t, amount === undefined ? {} : { amount });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(status);
      expect(res.json().message).toBe(message);
      if (status === 400) expect(res.json().violations[0].field).toBe('amount');
    }
    expect(await refundsOf(t)).toEqual([]);
    expect((await refund(c, t, { amount: 'x'.repeat(40) })).statusCode).toBe(400);
    expect((await refund(c, t, { amount: 'a\u0000' })).statusCode).toBe(400);
  });

  it('is offered only for COMPLETED Recurly transactions with something left (RFD-01)', async () => {
    const c = await aCustomer(db());
    const naviga = await aTransaction(db(), c.id, { source: 'Naviga' });
    const res = await refund(c, naviga, { amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only eCom (Recurly) transactions can be refunded here.');
    const processing = await aTransaction(db(), c.id, { status: 'PROCESSING' });
    expect((await refund(c, processing, { amount: 1 })).json().message).toBe(
      'Only a Completed transaction can be refunded; this one is Processing.',
    );
    const free = await aTransaction(db(), c.id, { totalMinor: 0 });
    expect((await refund(c, free, { amount: 1 })).json().message).toBe(
      'Nothing is left to refund on this transaction.',
    );
    // The source named must be the transaction's own.
    const t = await aTransaction(db(), c.id);
    const wrong = await refund(c, t, { amount: 1, source: 'Naviga' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(REFUND_MESSAGES.sourceMismatch(t.transactionId, 'Recurly'));
    expect(await refundsOf(t)).toEqual([]);
  });

  it("is 404 for another customer's or an unknown transaction, 403 without refund:transaction", async () => {
    const c = await aCustomer(db());
    const other = await aCustomer(db());
    const t = await aTransaction(db(), c.id);
    expect((await refund(other, t, { amount: 1 })).statusCode).toBe(404);
    expect((await refund(c, { ...t, transactionId: 'txn_nope' }, { amount: 1 })).statusCode).toBe(404);
    expect((await refund(c, { ...t, transactionId: 'txn nope' }, { amount: 1 })).statusCode).toBe(400);
    expect((await refund(c, t, { amount: 1, token: viewer })).statusCode).toBe(403);
    expect(await refundsOf(t)).toEqual([]);
  });

  it('answers a retry of the same key with the first result and moves nothing; a reused key is refused', async () => {
    const c = await aCustomer(db());
    const t = await aTransaction(db(), c.id, { totalMinor: 1000 });
    const key = randomUUID();
    const first = await refund(c, t, { amount: 2, key });
    const retry = await refund(c, t, { amount: 2, key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await refundsOf(t)).toHaveLength(1);
    const reused = await refund(c, t, { amount: 3, key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(REFUND_MESSAGES.keyReused);
    const elsewhere = await refund(c, await aTransaction(db(), c.id), { amount: 2, key });
    expect(elsewhere.statusCode).toBe(409);
    // Without a key, or a malformed one: 400 naming the header.
    const missing = await refund(c, t, { amount: 1, key: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].field).toBe('idempotency-key');
    expect((await refund(c, t, { amount: 1, key: 'short' })).statusCode).toBe(400);
    expect((await refund(c, t, { amount: 1, key: 'bad key with spaces' })).statusCode).toBe(400);
    expect(await refundsOf(t)).toHaveLength(1);
  });
});

describe('refund races', () => {
  it('50 refunds of 30% at once: three succeed, the rest are refused, the ledger never passes the total', async () => {
    const c = await aCustomer(db());
    const t = await aTransaction(db(), c.id, { totalMinor: 10_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(c, t, { amount: 30 })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(3);
    expect(codes.filter((s) => s === 409)).toHaveLength(47);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(REFUND_MESSAGES.exceeds);
    const rows = await refundsOf(t);
    expect(rows.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(9000);
    expect(await statusOf(t)).toBe('COMPLETED');
  });

  it('the same key sent 50 times at once: one refund', async () => {
    const c = await aCustomer(db());
    const t = await aTransaction(db(), c.id, { totalMinor: 5000 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(c, t, { amount: 5, key })));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect((await refundsOf(t)).map((r) => r.amountMinor)).toEqual([500]);
  });
});
