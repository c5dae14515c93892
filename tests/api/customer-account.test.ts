import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptCountryPayload,
  encryptCountryPayload,
  loadCheckoutLinkKey,
} from '../../src/server/areas/checkout-link/service';
import { moveActiveSubscriber } from '../../src/server/areas/customers/subscribers';
import { DEMO_PLANS } from '../../src/server/areas/ecom-products';
import { latestEmails } from '../../src/server/areas/email';
import { auditLog, emailOutbox, marketingSubscriber, paymentMethod } from '../../src/server/db/schema';
import {
  type CheckoutPlan,
  checkoutPlanSchema,
  paymentMethodSchema,
  subscriberSchema,
} from '../../src/shared/contracts/customers';
import { CUSTOMER_MESSAGES, NO_DATA } from '../../src/shared/domain/customer';
import { aCustomer, type CustomerRow } from '../support/customer-builders';
import { MAILBOX_PROBES } from '../support/mailbox-probes';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce, versionOfRead } from '../support/versions';

/**
 * A customer's account endpoints (account-routes.ts): payment method and billing address (API-S-03/04,
 * CUS-BILL), marketing subscriber and opt-in (API-S-05/06/11/12, API-P-06, CUS-OPTIN), checkout link
 * (CUS-CHK, API-S-16, CONF-06).
 */

const ALL = [
  'read:customers',
  'update:b2c_customer_info',
  'update:customer_opt_in',
  'send:checkout_link',
  'view:b2c_customer_menu',
];

let server: TestServer;
let admin: string;
let key: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-account-test' });
  key = loadCheckoutLinkKey(server.config);
});
afterAll(() => server.close());

const db = () => server.deps.db;
const tokenWith = (...permissions: string[]) => mintToken(server, { permissions });

type Method = 'GET' | 'POST' | 'PUT';
async function call(
  family: 'store' | 'portal',
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; ifMatch?: number } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin}` };
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({ method, url: `/api/${family}${url}`, headers, payload: options.body as object });
}
const store = (method: Method, url: string, options: { body?: unknown; token?: string; ifMatch?: number } = {}) =>
  call('store', method, url, options);
/** The version of a read (its ETag), as the screen that edits it sends back. */
const versionOf = async (url: string) => versionOfRead(await store('GET', url));

type Res = { statusCode: number; body: string; json(): unknown };
/** A store 4xx: `{message, violations?}`; with `field`, a violation names it with the same text. */
function expectStore(res: Res, status: number, message: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const answer = res.json() as { message: string; violations?: { field: string; message: string }[] };
  expect(answer.message).toBe(message);
  if (field) expect(answer.violations).toContainEqual({ field, message });
}
function expect403(res: Res) {
  expect(res.statusCode, res.body).toBe(403);
}

async function withPayment(values: Partial<typeof paymentMethod.$inferInsert> = {}, customer?: CustomerRow) {
  const owner = customer ?? (await aCustomer(db()));
  const [row] = await db()
    .insert(paymentMethod)
    .values({
      customerId: owner.id,
      type: 'CreditCard',
      cardType: 'Visa',
      accountLast4: '4242',
      expirationDate: '12/2029',
      postalCode: '10001',
      district: 'NY',
      country: 'US',
      ...values,
    })
    .returning();
  if (!row) throw new Error('payment method not inserted');
  return { customer: owner, payment: row };
}

async function aSubscriber(values: Partial<typeof marketingSubscriber.$inferInsert> & { email: string }) {
  const [row] = await db()
    .insert(marketingSubscriber)
    .values({ status: 'Active', optIn: true, country: 'US', ...values })
    .returning();
  if (!row) throw new Error('subscriber not inserted');
  return row;
}

const audits = (entityType: string, entityId: string | number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

// ---- Payment method (API-S-03) -------------------------------------------------------------------

describe('GET /customer/{id}/payment-method (API-S-03, CUS-INFO-07)', () => {
  it('answers the default payment method in camelCase, the card masked to its last 4 digits', async () => {
    const { customer, payment } = await withPayment();
    const res = await store('GET', `/customer/${customer.id}/payment-method`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = paymentMethodSchema.parse(res.json());
    expect(answer).toEqual({
      id: payment.id,
      created: payment.createdAt.toISOString(),
      type: 'CreditCard',
      default: true,
      account: '**** 4242',
      cardType: 'Visa',
      expirationDate: '12/2029',
      billingAddress: { postalCode: '10001', district: 'NY', country: 'US' },
      rowVersion: 1,
    });
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).not.toContain('accountLast4');
  });

  it('answers null for a customer without a payment method, and for a B2B customer', async () => {
    const plain = await aCustomer(db());
    const res = await store('GET', `/customer/${plain.id}/payment-method`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBeNull();
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'MASTER' });
    await withPayment({}, b2b);
    const b2bRes = await store('GET', `/customer/${b2b.id}/payment-method`);
    expect(b2bRes.json()).toBeNull();
  });

  it('answers 404 for an unknown customer and 403 without read:customers', async () => {
    expectStore(await store('GET', '/customer/99999999/payment-method'), 404, 'Customer 99999999 was not found.');
    const { customer } = await withPayment();
    expect403(
      await store('GET', `/customer/${customer.id}/payment-method`, { token: await tokenWith('send:checkout_link') }),
    );
  });
});

// ---- Billing address (API-S-04) ------------------------------------------------------------------

const address = (country: string, postal_code: string, district = '') => ({
  billing_address: { country, postal_code, district },
});
const putAddress = async (id: number, body: unknown, token?: string) =>
  store('PUT', `/customer/${id}/payment-method/billing-address`, {
    body,
    token,
    ifMatch: await versionOf(`/customer/${id}/payment-method`),
  });

describe('PUT /customer/{id}/payment-method/billing-address (API-S-04, CUS-BILL)', () => {
  it('changes the address (trimmed) in one transaction with an audit entry of the address only', async () => {
    const { customer, payment } = await withPayment();
    const res = await putAddress(customer.id, address(' US ', ' 94105-1234 ', ' CA-SF '));
    expect(res.statusCode, res.body).toBe(200);
    const answer = paymentMethodSchema.parse(res.json());
    expect(answer.billingAddress).toEqual({ postalCode: '94105-1234', district: 'CA-SF', country: 'US' });
    expect(answer.account).toBe('**** 4242');
    const [row] = await db().select().from(paymentMethod).where(eq(paymentMethod.id, payment.id));
    expect(row).toMatchObject({ postalCode: '94105-1234', district: 'CA-SF', country: 'US' });
    const entries = await audits('customer', customer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update_billing_address',
      actorId: 'staff-account-test',
      before: { postalCode: '10001', district: 'NY', country: 'US' },
      after: { postalCode: '94105-1234', district: 'CA-SF', country: 'US' },
    });
  });

  it('an address equal to the stored one writes nothing', async () => {
    const { customer } = await withPayment();
    const res = await putAddress(customer.id, address('US', '10001', 'NY'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await audits('customer', customer.id)).toHaveLength(0);
  });

  it("US: the ZIP Code is digits and hyphens only ('Please input a valid ZIP Code.')", async () => {
    const { customer } = await withPayment();
    for (const zip of ['9410A', '94 105', '94105+1']) {
      expectStore(
        await putAddress(customer.id, address('US', zip)),
        400,
        'Please input a valid ZIP Code.',
        'billing_address.postal_code',
      );
    }
    expectStore(
      await putAddress(customer.id, address('US', '  ')),
      400,
      "'ZIP Code' is required",
      'billing_address.postal_code',
    );
    // PH also says ZIP Code, other countries Postcode; only US restricts the characters.
    expectStore(
      await putAddress(customer.id, address('GB', '')),
      400,
      "'Postcode' is required",
      'billing_address.postal_code',
    );
    expect((await putAddress(customer.id, address('GB', 'SW1A 1AA'))).statusCode).toBe(200);
    expectStore(
      await putAddress(customer.id, address('GB', '12345678901234567')),
      400,
      "'Postcode' cannot be longer than 16 characters",
      'billing_address.postal_code',
    );
  });

  it('CA: the province (district) is required and must be one of the 13 codes; a lower-case code is stored upper-case', async () => {
    const { customer, payment } = await withPayment();
    expectStore(
      await putAddress(customer.id, address('CA', 'M5V 2T6')),
      400,
      "'Province' is required",
      'billing_address.district',
    );
    expectStore(
      await putAddress(customer.id, address('CA', 'M5V 2T6', 'XX')),
      400,
      'Choose one of the Canadian provinces and territories.',
      'billing_address.district',
    );
    const res = await putAddress(customer.id, address('CA', 'M5V 2T6', 'on'));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(paymentMethod).where(eq(paymentMethod.id, payment.id));
    expect(row).toMatchObject({ country: 'CA', district: 'ON', postalCode: 'M5V 2T6' });
  });

  it('the country is required and must be in the reference country table', async () => {
    const { customer } = await withPayment();
    expectStore(
      await putAddress(customer.id, address('', '10001')),
      400,
      "'Country' is required",
      'billing_address.country',
    );
    expectStore(
      await putAddress(customer.id, address('ZZ', '10001')),
      400,
      'This country is not known.',
      'billing_address.country',
    );
  });

  it('every violation is named at once, the first one being the message', async () => {
    const { customer } = await withPayment();
    const res = await putAddress(customer.id, address('CA', ''));
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { violations: { field: string }[] };
    expect(answer.violations.map((v) => v.field)).toEqual(['billing_address.district', 'billing_address.postal_code']);
  });

  it('refuses a B2B customer (409) and a customer without a payment method (409)', async () => {
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'SEAT' });
    expectStore(await putAddress(b2b.id, address('US', '10001')), 409, CUSTOMER_MESSAGES.b2cOnly);
    const plain = await aCustomer(db());
    expectStore(await putAddress(plain.id, address('US', '10001')), 409, CUSTOMER_MESSAGES.noPaymentMethod);
    expect(await audits('customer', plain.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown customer, 403 without update:b2c_customer_info', async () => {
    expectStore(await putAddress(99999999, address('US', '10001')), 404, 'Customer 99999999 was not found.');
    const { customer } = await withPayment();
    expect403(await putAddress(customer.id, address('US', '10002'), await tokenWith('read:customers')));
  });
});

// ---- Marketing subscriber (API-S-05, 06) ---------------------------------------------------------

describe('GET /customer/{id}/subscriber (API-S-05, CUS-OPTIN-01)', () => {
  it("answers the subscriber of the customer's email (case-insensitive)", async () => {
    const customer = await aCustomer(db());
    await aSubscriber({ email: (customer.email ?? '').toUpperCase(), optIn: true, country: 'GB' });
    const res = await store('GET', `/customer/${customer.id}/subscriber`);
    expect(res.statusCode, res.body).toBe(200);
    expect(subscriberSchema.parse(res.json())).toEqual({
      subscriberStatus: 'Active',
      optIn: true,
      email: (customer.email ?? '').toUpperCase(),
      country: 'GB',
      rowVersion: 1,
    });
  });

  it("answers 'No Data' with optIn null without a subscriber, and for a customer without an email", async () => {
    const none = await aCustomer(db());
    const noData = { subscriberStatus: NO_DATA, optIn: null, email: null, country: null, rowVersion: null };
    expect((await store('GET', `/customer/${none.id}/subscriber`)).json()).toEqual(noData);
    const anonymous = await aCustomer(db(), { email: null });
    expect((await store('GET', `/customer/${anonymous.id}/subscriber`)).json()).toEqual(noData);
  });

  it('answers 404 for an unknown customer, 403 without read:customers', async () => {
    expectStore(await store('GET', '/customer/99999999/subscriber'), 404, 'Customer 99999999 was not found.');
    const customer = await aCustomer(db());
    expect403(
      await store('GET', `/customer/${customer.id}/subscriber`, { token: await tokenWith('update:customer_opt_in') }),
    );
  });
});

describe('POST /customer/{id}/subscriber (API-S-06, CUS-OPTIN-02)', () => {
  const setOptIn = async (id: number, body: unknown, token?: string) =>
    store('POST', `/customer/${id}/subscriber`, {
      body,
      token,
      ifMatch: await versionOf(`/customer/${id}/subscriber`),
    });

  it("sets the opt-in from 'True' / 'False', with an audit entry of the customer (no email in it)", async () => {
    const customer = await aCustomer(db());
    const email = customer.email ?? '';
    const subscriber = await aSubscriber({ email, optIn: true });
    const res = await setOptIn(customer.id, { email, optIn: 'False' });
    expect(res.statusCode, res.body).toBe(200);
    expect(subscriberSchema.parse(res.json())).toMatchObject({ subscriberStatus: 'Active', optIn: false });
    const [row] = await db().select().from(marketingSubscriber).where(eq(marketingSubscriber.id, subscriber.id));
    expect(row?.optIn).toBe(false);
    const entries = await audits('customer', customer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update_opt_in', before: { optIn: true }, after: { optIn: false } });
    expect(JSON.stringify(entries[0]?.after)).not.toContain('@');
    const back = await setOptIn(customer.id, { email: email.toUpperCase(), optIn: 'True' });
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as { optIn: boolean }).optIn).toBe(true);
  });

  it("refuses 'No Data' (409), also for a customer without an email", async () => {
    const customer = await aCustomer(db());
    expectStore(
      await setOptIn(customer.id, { email: customer.email, optIn: 'True' }),
      409,
      CUSTOMER_MESSAGES.optInNoData,
    );
    const anonymous = await aCustomer(db(), { email: null });
    expectStore(
      await setOptIn(anonymous.id, { email: 'someone@example.com', optIn: 'True' }),
      409,
      CUSTOMER_MESSAGES.optInNoData,
    );
    expect(await audits('customer', customer.id)).toHaveLength(0);
  });

  it("refuses an email that is not the customer's (400 'email'), and an optIn other than 'True'/'False'", async () => {
    const customer = await aCustomer(db());
    await aSubscriber({ email: customer.email ?? '' });
    expectStore(
      await setOptIn(customer.id, { email: 'other@example.com', optIn: 'False' }),
      400,
      "The email must be the customer's own email.",
      'email',
    );
    const bad = await setOptIn(customer.id, { email: customer.email, optIn: 'Yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("'optIn' must be 'True' or 'False'");
  });

  it('answers 404 for an unknown customer, 403 without update:customer_opt_in', async () => {
    expectStore(
      await setOptIn(99999999, { email: 'a@example.com', optIn: 'True' }),
      404,
      'Customer 99999999 was not found.',
    );
    const customer = await aCustomer(db());
    await aSubscriber({ email: customer.email ?? '' });
    expect403(
      await setOptIn(customer.id, { email: customer.email, optIn: 'False' }, await tokenWith('read:customers')),
    );
  });
});

// ---- Subscriber by email, email sync (API-S-11, 12), sync-sf (API-P-06) ---------------------------

describe('GET /sf/subscriber (API-S-11)', () => {
  it("answers the subscriber of an email, 'No Data' for an unknown one; 403 without read:customers", async () => {
    await aSubscriber({ email: 'lookup.one@example.com', status: 'Held', optIn: false, country: 'FR' });
    const res = await store('GET', '/sf/subscriber?email=LOOKUP.ONE@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subscriberStatus: 'Held',
      optIn: false,
      email: 'lookup.one@example.com',
      country: 'FR',
      rowVersion: 1,
    });
    const none = await store('GET', '/sf/subscriber?email=nobody.here@example.com');
    expect(none.json()).toMatchObject({ subscriberStatus: NO_DATA, optIn: null });
    expect((await store('GET', '/sf/subscriber')).statusCode).toBe(400);
    expect403(
      await store('GET', '/sf/subscriber?email=lookup.one@example.com', {
        token: await tokenWith('send:checkout_link'),
      }),
    );
  });
});

describe('POST /sf/subscriber (API-S-12): the Active subscriber follows an email change', () => {
  const sync = (body: unknown, token?: string) => store('POST', '/sf/subscriber', { body, token });

  it('moves the Active subscriber of oldEmail to newEmail with the country, keeping its opt-in', async () => {
    const row = await aSubscriber({ email: 'move.old@example.com', optIn: true, country: 'US' });
    const res = await sync({ oldEmail: 'Move.Old@example.com', newEmail: 'move.new@example.com', country: 'CA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subscriberStatus: 'Active',
      optIn: true,
      email: 'move.new@example.com',
      country: 'CA',
      rowVersion: 2,
    });
    const [after] = await db().select().from(marketingSubscriber).where(eq(marketingSubscriber.id, row.id));
    expect(after).toMatchObject({ email: 'move.new@example.com', country: 'CA' });
    const entries = await audits('marketing_subscriber', row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.action).toBe('move_email');
    expect(JSON.stringify([entries[0]?.before, entries[0]?.after])).not.toContain('@');
  });

  it('answers 404 without a subscriber of oldEmail, 409 when it is not Active or newEmail has one', async () => {
    expectStore(
      await sync({ oldEmail: 'ghost@example.com', newEmail: 'ghost2@example.com', country: 'US' }),
      404,
      'This email has no marketing-email subscriber.',
    );
    await aSubscriber({ email: 'held.old@example.com', status: 'Unsubscribed' });
    expectStore(
      await sync({ oldEmail: 'held.old@example.com', newEmail: 'held.new@example.com', country: 'US' }),
      409,
      'Only an Active subscriber follows an email change; this one is Unsubscribed.',
    );
    await aSubscriber({ email: 'taken.old@example.com' });
    await aSubscriber({ email: 'taken.new@example.com', optIn: false });
    expectStore(
      await sync({ oldEmail: 'taken.old@example.com', newEmail: 'taken.new@example.com', country: 'US' }),
      409,
      'The new email already has its own marketing-email subscriber.',
    );
    expectStore(
      await sync({ oldEmail: 'taken.old@example.com', newEmail: 'not-an-email', country: 'US' }),
      400,
      CUSTOMER_MESSAGES.emailFormat,
      'newEmail',
    );
  });

  it('403 without update:b2c_customer_info', async () => {
    expect403(
      await sync(
        { oldEmail: 'a@example.com', newEmail: 'b@example.com', country: 'US' },
        await tokenWith('read:customers'),
      ),
    );
  });
});

describe('moveActiveSubscriber (the email change of the customer service)', () => {
  it('moves only an Active subscriber, and says whether it moved', async () => {
    await aSubscriber({ email: 'tx.active@example.com', country: 'US' });
    await aSubscriber({ email: 'tx.held@example.com', status: 'Held' });
    const moved = await db().transaction((tx) =>
      moveActiveSubscriber(tx, {
        oldEmail: 'tx.active@example.com',
        newEmail: 'tx.active2@example.com',
        country: null,
      }),
    );
    expect(moved).toBe(true);
    const [row] = await db()
      .select()
      .from(marketingSubscriber)
      .where(eq(marketingSubscriber.email, 'tx.active2@example.com'));
    expect(row?.country).toBe('US');
    const notMoved = await db().transaction(async (tx) => [
      await moveActiveSubscriber(tx, {
        oldEmail: 'tx.held@example.com',
        newEmail: 'tx.held2@example.com',
        country: 'GB',
      }),
      await moveActiveSubscriber(tx, {
        oldEmail: 'tx.none@example.com',
        newEmail: 'tx.none2@example.com',
        country: 'GB',
      }),
    ]);
    expect(notMoved).toEqual([false, false]);
  });
});

describe('POST /customers/sync-sf (API-P-06)', () => {
  const syncSf = (body: unknown, token?: string) => call('portal', 'POST', '/customers/sync-sf', { body, token });
  const body = (email: string) => ({ email, countryCode: 'DE', source: 'ios', deviceLanguage: 'de-DE' });

  it('adds a new email as an Active subscriber that has not opted in', async () => {
    const res = await syncSf(body('sync.new@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subscriberStatus: 'Active',
      optIn: false,
      email: 'sync.new@example.com',
      country: 'DE',
      rowVersion: 1,
    });
    const [row] = await db()
      .select()
      .from(marketingSubscriber)
      .where(eq(marketingSubscriber.email, 'sync.new@example.com'));
    expect(row).toMatchObject({ source: 'ios', deviceLanguage: 'de-DE' });
    const entries = await audits('marketing_subscriber', row?.id ?? 0);
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });

  it('refreshes an existing one (any case): Active again, country, source and device language; opt-in kept', async () => {
    const row = await aSubscriber({
      email: 'sync.old@example.com',
      status: 'Unsubscribed',
      optIn: true,
      country: 'US',
    });
    const res = await syncSf(body('SYNC.OLD@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subscriberStatus: 'Active',
      optIn: true,
      email: 'sync.old@example.com',
      country: 'DE',
      rowVersion: 2,
    });
    const entries = await audits('marketing_subscriber', row.id);
    expect(entries[0]).toMatchObject({
      action: 'sync',
      before: { status: 'Unsubscribed' },
      after: { status: 'Active' },
    });
  });

  it('400 for an invalid email (portal problem document), 403 without update:customer_opt_in', async () => {
    const res = await syncSf(body('nope'));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { detail: string }).detail).toBe(CUSTOMER_MESSAGES.emailFormat);
    expect403(await syncSf(body('sync.x@example.com'), await tokenWith('read:customers')));
  });
});

// ---- Checkout link -------------------------------------------------------------------------------

const PLAN = 'SUB-MONTHLY-FR';
const PLAN_TITLE = 'French Subscription Monthly';
/** Base price Premium Monthly: no JPY amount, so JP is not one of its countries. */
const PREMIUM_PLAN = 'SUB-MONTHLY-FR-PREM';
const INACTIVE_PLAN = DEMO_PLANS.find(([, , status]) => status !== 'active')?.[0] ?? '';

const plansOf = async (q: string) => {
  const res = await store('GET', `/checkout/plans?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { data: unknown[]; count: number };
  return { data: answer.data.map((p) => checkoutPlanSchema.parse(p)), count: answer.count };
};

describe('GET /checkout/plans (CUS-CHK-03/04)', () => {
  it('finds Active plans by PID part (case-insensitive), each with billing plan, base price countries and promotions', async () => {
    const { data } = await plansOf('monthly-fr');
    const plan = data.find((p) => p.pid === PLAN) as CheckoutPlan;
    expect(plan).toBeDefined();
    expect(plan.title).toBe(PLAN_TITLE);
    expect(plan.billingPlan.name).toBe('Monthly');
    expect(plan.basePriceWithCountries.name).toBe('Standard Monthly');
    const byIso = new Map(plan.basePriceWithCountries.countries.map((c) => [c.iso2, c]));
    expect(byIso.get('US')).toMatchObject({ currency: 'USD', amount: '14.95', displayName: expect.any(String) });
    expect(byIso.get('PR')).toMatchObject({ currency: 'USD', amount: '14.95' });
    expect(byIso.get('FR')).toMatchObject({ currency: 'EUR', amount: '13.99' });
    expect(byIso.get('JP')).toMatchObject({ currency: 'JPY', amount: '1980' });
    expect([...byIso.keys()].sort()).toEqual(['AU', 'CA', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'JP', 'NL', 'PR', 'US']);
    // The redeemable promotions applied to the plan's base price, with their names and country limits;
    // SUMMER30 (expired), BACK2SCHOOL (not started) and FLASH5 (maxed out) are not offered, nor FRENCH50
    // (another base price).
    expect(plan.recurlyPromotions).toContainEqual({ code: 'SPRING25', name: 'Spring sale', appliedCountries: [] });
    expect(plan.recurlyPromotions).toContainEqual({
      code: 'WELCOME10',
      name: 'Welcome offer',
      appliedCountries: ['CA', 'US'],
    });
    const codes = plan.recurlyPromotions.map((p) => p.code);
    for (const code of ['SUMMER30', 'BACK2SCHOOL', 'FLASH5', 'FRENCH50']) expect(codes).not.toContain(code);
    expect(codes).toEqual([...codes].sort());
    for (const p of data) expect(p.pid.toLowerCase()).toContain('monthly-fr');
  });

  it('finds by title part; only Active plans; at most 20 with the total count', async () => {
    const { data } = await plansOf('french subscription');
    expect(data.map((p) => p.pid)).toContain(PLAN);
    expect(INACTIVE_PLAN).not.toBe('');
    expect((await plansOf(INACTIVE_PLAN)).data.map((p) => p.pid)).not.toContain(INACTIVE_PLAN);
    const all = await plansOf('');
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.count).toBe(DEMO_PLANS.filter(([, , status]) => status === 'active').length);
    expect((await plansOf('%')).data).toEqual([]);
  });

  it('403 without send:checkout_link', async () => {
    expect403(await store('GET', '/checkout/plans?q=fr', { token: await tokenWith('read:customers') }));
  });
});

const compose = (body: unknown, token?: string) => store('POST', '/checkout/link', { body, token });
async function aLink(body: Record<string, unknown>): Promise<string> {
  const res = await compose(body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { checkout_link: string }).checkout_link;
}
const payloadOf = (link: string) => new URL(link).searchParams.get('c') ?? '';
/** The payload with one byte of its decoded bytes flipped. */
function flipByte(payload: string, at = 20): string {
  const raw = Buffer.from(payload, 'base64url');
  raw[at] = (raw[at] ?? 0) ^ 0x01;
  return raw.toString('base64url');
}

describe('POST /checkout/link (CUS-CHK-07/08, CONF-06)', () => {
  it('composes {store}/checkout/{pid}?c={payload}; the payload decrypts (AAD = pid) to the country', async () => {
    const link = await aLink({ pid: PLAN, country: 'US' });
    expect(link.startsWith(`https://store.example.com/checkout/${PLAN}?c=`)).toBe(true);
    expect(decryptCountryPayload(key, payloadOf(link), PLAN)).toBe('US');
    // A fresh IV each time: the same request makes another payload.
    expect(await aLink({ pid: PLAN, country: 'US' })).not.toBe(link);
  });

  it('adds ?promo= (the stored code, any case accepted) before &c=', async () => {
    const link = await aLink({ pid: PLAN, country: 'FR', promotion_code: ' spring25 ' });
    expect(link).toMatch(
      new RegExp(`^https://store\\.example\\.com/checkout/${PLAN}\\?promo=SPRING25&c=[A-Za-z0-9_-]+$`),
    );
    expect(decryptCountryPayload(key, payloadOf(link), PLAN)).toBe('FR');
  });

  it('refuses a plan that is not Active, a country not of its base price, a code not of the plan (409); unknown pid 404', async () => {
    expectStore(await compose({ pid: INACTIVE_PLAN, country: 'US' }), 409, CUSTOMER_MESSAGES.planNotSellable);
    expectStore(await compose({ pid: PREMIUM_PLAN, country: 'JP' }), 409, CUSTOMER_MESSAGES.countryNotOfPlan);
    expectStore(await compose({ pid: PLAN, country: 'BR' }), 409, CUSTOMER_MESSAGES.countryNotOfPlan);
    expectStore(
      await compose({ pid: PLAN, country: 'US', promotion_code: 'FRENCH50' }),
      409,
      CUSTOMER_MESSAGES.promoNotForPlan,
    );
    // WELCOME10 applies in the US and Canada only.
    expectStore(
      await compose({ pid: PLAN, country: 'GB', promotion_code: 'WELCOME10' }),
      409,
      CUSTOMER_MESSAGES.promoNotForPlan,
    );
    expectStore(
      await compose({ pid: PLAN, country: 'US', promotion_code: 'SUMMER30' }),
      409,
      CUSTOMER_MESSAGES.promoNotForPlan,
    );
    expectStore(await compose({ pid: 'NO-SUCH-PID', country: 'US' }), 404, "No plan has the PID 'NO-SUCH-PID'.");
    expect((await compose({ pid: PLAN, country: 'usa' })).statusCode).toBe(400);
  });

  it('403 without send:checkout_link', async () => {
    expect403(await compose({ pid: PLAN, country: 'US' }, await tokenWith('read:customers')));
  });
});

describe('the country payload (AES-256-GCM, CONF-06)', () => {
  it('round trips, and any change throws: a flipped byte, another pid, another key, a changed character', () => {
    const payload = encryptCountryPayload(key, 'CA', PLAN);
    expect(decryptCountryPayload(key, payload, PLAN)).toBe('CA');
    for (const at of [0, 13, 20, Buffer.from(payload, 'base64url').length - 1]) {
      expect(() => decryptCountryPayload(key, flipByte(payload, at), PLAN)).toThrow();
    }
    expect(() => decryptCountryPayload(key, payload, PREMIUM_PLAN)).toThrow();
    expect(() => decryptCountryPayload(Buffer.alloc(32, 7), payload, PLAN)).toThrow();
    const last = payload.at(-1) === 'A' ? 'B' : 'A';
    expect(() => decryptCountryPayload(key, `${payload.slice(0, -1)}${last}`, PLAN)).toThrow();
    expect(() => decryptCountryPayload(key, `${payload}=`, PLAN)).toThrow();
    expect(() => decryptCountryPayload(key, payload.slice(0, 30), PLAN)).toThrow();
  });
});

describe('the checkout link key (CHECKOUT_LINK_KEY)', () => {
  it('refuses an empty key when the database is a PostgreSQL server; the development key otherwise', () => {
    expect(() => loadCheckoutLinkKey({ checkoutLinkKey: '', databaseUrl: 'postgres://portal@db/portal' })).toThrow(
      /CHECKOUT_LINK_KEY is required with DATABASE_URL/,
    );
    expect(loadCheckoutLinkKey({ checkoutLinkKey: '', databaseUrl: '' })).toHaveLength(32);
  });

  it('reads 64 hex characters or base64 of 32 bytes; anything else throws', () => {
    const bytes = Buffer.alloc(32, 0xab);
    const pg = 'postgres://portal@db/portal';
    expect(loadCheckoutLinkKey({ checkoutLinkKey: bytes.toString('hex'), databaseUrl: pg }).equals(bytes)).toBe(true);
    expect(loadCheckoutLinkKey({ checkoutLinkKey: bytes.toString('base64'), databaseUrl: pg }).equals(bytes)).toBe(
      true,
    );
    expect(loadCheckoutLinkKey({ checkoutLinkKey: bytes.toString('base64url'), databaseUrl: pg }).equals(bytes)).toBe(
      true,
    );
    for (const bad of ['abc', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'z'.repeat(64)]) {
      expect(() => loadCheckoutLinkKey({ checkoutLinkKey: bad, databaseUrl: '' })).toThrow(/32 bytes/);
    }
    const dev = loadCheckoutLinkKey({ checkoutLinkKey: '', databaseUrl: '' });
    expect(() => loadCheckoutLinkKey({ checkoutLinkKey: dev.toString('hex'), databaseUrl: pg })).toThrow(
      /development key/,
    );
  });
});

describe('POST /checkout/send-link (API-S-16, CUS-CHK-09)', () => {
  const send = (body: unknown, token?: string) => store('POST', '/checkout/send-link', { body, token });
  const outboxCount = async () => (await db().select({ id: emailOutbox.id }).from(emailOutbox)).length;

  it('queues the email (kind checkout_link, the link in body and link) and audits pid and outbox id, no email', async () => {
    const link = await aLink({ pid: PLAN, country: 'CA', promotion_code: 'WELCOME10' });
    const res = await send({ email: ' buyer@example.com ', checkout_link: link, plan_name: PLAN_TITLE });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const [message] = await latestEmails(db(), 1);
    expect(message).toMatchObject({
      kind: 'checkout_link',
      toAddress: 'buyer@example.com',
      subject: `Your checkout link: ${PLAN_TITLE}`,
      link,
      state: 'pending',
    });
    expect(message?.bodyText).toContain(link);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'checkout_link'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'send',
      entityId: String(message?.id),
      after: { pid: PLAN, outboxId: message?.id, country: 'CA', promotionCode: 'WELCOME10' },
    });
    expect(JSON.stringify(entry)).not.toContain('buyer@example.com');
  });

  it("names the plan by its own title, not the body's plan_name", async () => {
    const link = await aLink({ pid: PLAN, country: 'US' });
    const res = await send({ email: 'named@example.com', checkout_link: link, plan_name: 'Click here: free money' });
    expect(res.statusCode, res.body).toBe(204);
    const [message] = await latestEmails(db(), 1);
    expect(message?.subject).toBe(`Your checkout link: ${PLAN_TITLE}`);
  });

  it("checks the email: required ('Email' is required), valid ('Email' is not a valid email)", async () => {
    const link = await aLink({ pid: PLAN, country: 'US' });
    expectStore(
      await send({ email: '  ', checkout_link: link, plan_name: PLAN_TITLE }),
      400,
      "'Email' is required",
      'email',
    );
    expectStore(
      await send({ email: 'not-an-email', checkout_link: link, plan_name: PLAN_TITLE }),
      400,
      "'Email' is not a valid email",
      'email',
    );
  });

  it('refuses every address a mail library reads as another recipient: 400 naming email, no outbox row', async () => {
    const link = await aLink({ pid: PLAN, country: 'US' });
    const before = await outboxCount();
    for (const email of MAILBOX_PROBES) {
      const res = await send({ email, checkout_link: link, plan_name: PLAN_TITLE });
      expect([email, res.statusCode]).toEqual([email, 400]);
      expectStore(res, 400, CUSTOMER_MESSAGES.checkoutEmailInvalid, 'email');
    }
    expect(await outboxCount()).toBe(before);
  });

  it('refuses (409, no outbox row) any link the portal did not compose, or one changed since', async () => {
    const link = await aLink({ pid: PLAN, country: 'US' });
    const promoLink = await aLink({ pid: PLAN, country: 'US', promotion_code: 'SPRING25' });
    const payload = payloadOf(link);
    const otherPlanPayload = payloadOf(await aLink({ pid: 'SUB-ANNUAL-FR', country: 'US' }));
    const before = await outboxCount();
    const refused = [
      link.replace(payload, flipByte(payload)),
      link.replace(payload, otherPlanPayload),
      link.replace('https://store.example.com', 'https://evil.example.com'),
      link.replace('?c=', '?promo=FRENCH50&c='),
      link.replace('?c=', '?promo=SUMMER30&c='),
      promoLink.replace('SPRING25', 'WELCOME10x'),
      `${link}&next=https://evil.example.com`,
      `${link}#x`,
      link.replace('?c=', '/x?c='),
      link.replace(/\?c=.*$/, ''),
      `https://evil.example.com/?u=${encodeURIComponent(link)}`,
      `https://store.example.com/checkout/${INACTIVE_PLAN}?c=${encryptCountryPayload(key, 'US', INACTIVE_PLAN)}`,
      `https://store.example.com/checkout/${PLAN}?c=${encryptCountryPayload(Buffer.alloc(32, 1), 'US', PLAN)}`,
      `https://store.example.com/checkout/${PREMIUM_PLAN}?c=${encryptCountryPayload(key, 'JP', PREMIUM_PLAN)}`,
    ];
    for (const bad of refused) {
      expectStore(
        await send({ email: 'victim@example.com', checkout_link: bad, plan_name: PLAN_TITLE }),
        409,
        CUSTOMER_MESSAGES.linkNotOurs,
      );
    }
    expect(await outboxCount()).toBe(before);
    // The untouched links still go.
    expect((await send({ email: 'ok@example.com', checkout_link: promoLink, plan_name: PLAN_TITLE })).statusCode).toBe(
      204,
    );
  });

  it('403 without send:checkout_link (nothing queued)', async () => {
    const link = await aLink({ pid: PLAN, country: 'US' });
    const before = await outboxCount();
    expect403(
      await send(
        { email: 'a@example.com', checkout_link: link, plan_name: PLAN_TITLE },
        await tokenWith('read:customers'),
      ),
    );
    expect(await outboxCount()).toBe(before);
  });
});

// ---- Versioned edits: billing address and opt-in (If-Match) ---------------------------------------

describe('the billing address and opt-in edits are versioned (If-Match)', () => {
  const addressUrl = (id: number) => `/customer/${id}/payment-method/billing-address`;
  const optInUrl = (id: number) => `/customer/${id}/subscriber`;

  it('billing address: saves on the version read and moves it; 428 without If-Match', async () => {
    const { customer } = await withPayment();
    const read = await store('GET', `/customer/${customer.id}/payment-method`);
    expect(read.headers.etag).toBe('"1"');
    const res = await store('PUT', addressUrl(customer.id), { body: address('US', '94105'), ifMatch: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ rowVersion: 2, billingAddress: { postalCode: '94105' } });
    const missing = await store('PUT', addressUrl(customer.id), { body: address('US', '10002') });
    expect(missing.statusCode, missing.body).toBe(428);
    expect(missing.json()).toMatchObject({ violations: [{ field: 'If-Match', message: 'is required' }] });
  });

  it('billing address: a stale version is refused (409) with the current values; nothing is written', async () => {
    const { customer, payment } = await withPayment();
    expect((await store('PUT', addressUrl(customer.id), { body: address('US', '94105'), ifMatch: 1 })).statusCode).toBe(
      200,
    );
    const res = await store('PUT', addressUrl(customer.id), { body: address('US', '10002'), ifMatch: 1 });
    expect(res.statusCode, res.body).toBe(409);
    const answer = res.json() as { message: string; current: unknown };
    expect(answer.message).toBe(CUSTOMER_MESSAGES.staleBillingAddress('94105, US'));
    expect(paymentMethodSchema.parse(answer.current)).toMatchObject({
      id: payment.id,
      rowVersion: 2,
      billingAddress: { postalCode: '94105', district: '', country: 'US' },
    });
    const [row] = await db().select().from(paymentMethod).where(eq(paymentMethod.id, payment.id));
    expect(row).toMatchObject({ postalCode: '94105', rowVersion: 2 });
  });

  it('billing address: 20 edits at once on the same version: exactly one is saved, the others are stale', async () => {
    const { customer } = await withPayment();
    const statuses = await statusesAtOnce(20, (i) =>
      store('PUT', addressUrl(customer.id), { body: address('US', `${20000 + i}`), ifMatch: 1 }),
    );
    expect(statuses).toEqual(oneWinner(20));
    expect(await audits('customer', customer.id)).toHaveLength(1);
  });

  it('opt-in: saves on the version read and moves it; 428 without If-Match; 409 stale with the current values', async () => {
    const customer = await aCustomer(db());
    const email = customer.email ?? '';
    await aSubscriber({ email, optIn: true });
    const read = await store('GET', optInUrl(customer.id));
    expect(read.headers.etag).toBe('"1"');
    const missing = await store('POST', optInUrl(customer.id), { body: { email, optIn: 'False' } });
    expect(missing.statusCode, missing.body).toBe(428);
    const res = await store('POST', optInUrl(customer.id), { body: { email, optIn: 'False' }, ifMatch: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ optIn: false, rowVersion: 2 });
    const stale = await store('POST', optInUrl(customer.id), { body: { email, optIn: 'True' }, ifMatch: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    const answer = stale.json() as { message: string; current: unknown };
    expect(answer.message).toBe(CUSTOMER_MESSAGES.staleOptIn(false));
    expect(subscriberSchema.parse(answer.current)).toMatchObject({ optIn: false, rowVersion: 2 });
    const [row] = await db().select().from(marketingSubscriber).where(eq(marketingSubscriber.email, email));
    expect(row?.optIn).toBe(false);
  });

  it('opt-in: 20 edits at once on the same version: exactly one is saved, the others are stale', async () => {
    const customer = await aCustomer(db());
    const email = customer.email ?? '';
    await aSubscriber({ email, optIn: true });
    const statuses = await statusesAtOnce(20, () =>
      store('POST', optInUrl(customer.id), { body: { email, optIn: 'False' }, ifMatch: 1 }),
    );
    expect(statuses).toEqual(oneWinner(20));
    expect(await audits('customer', customer.id)).toHaveLength(1);
  });
});
