import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBSCRIPTION_ID, DEMO_TRANSACTION_ID } from '../../src/server/areas/billing';
import { DEMO_CUSTOMER_EMAILS } from '../../src/server/areas/customers';
import {
  auditLog,
  billingSubscription,
  billingTransaction,
  customer,
  customerIdentity,
  emailOutbox,
  iapRecord,
  lessonProgress,
  marketingSubscriber,
  paymentMethod,
  vocabularyItem,
} from '../../src/server/db/schema';
import { DEEP_PAGE_MESSAGE } from '../../src/shared/contracts/customers';
import { ONE_LINE_MESSAGE } from '../../src/shared/contracts/fields';
import { CUSTOMER_MESSAGES as M } from '../../src/shared/domain/customer';
import { nextSerial } from '../support/builders';
import { aCustomer, anEntitlement, anOrganization, type CustomerRow } from '../support/customer-builders';
import { MAILBOX_PROBES } from '../support/mailbox-probes';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce, versionOfRead } from '../support/versions';

const ALL = [
  'read:customers',
  'view:b2c_customer_menu',
  'view:b2b_customer_menu',
  'delete:customer',
  'update:b2c_customer_info',
  'reset:customer_password',
];

let server: TestServer;
let admin: string;
const db = () => server.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-customers-test' });
});
afterAll(() => server.close());

type Res = Awaited<ReturnType<TestServer['app']['inject']>>;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string | null; ifMatch?: number } = {},
): Promise<Res> {
  const headers: Record<string, string> = {};
  if (options.token !== null) headers.authorization = `Bearer ${options.token ?? admin}`;
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({ method, url, headers, payload: options.body as object });
}
const portal = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options = {}) =>
  call(method, `/api/portal${path}`, options);
const store = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options = {}) =>
  call(method, `/api/store${path}`, options);
const tokenWith = (...permissions: string[]) => mintToken(server, { permissions });
/** The customer's version as the detail read answers it (ETag): what the edit dialogs send back. */
const versionOf = async (id: number) => versionOfRead(await portal('GET', `/customers/${id}`));

/** A 400/409 naming `field` with exactly `message` (portal problem or store error). */
function expectViolation(res: Res, status: number, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  const answer = res.json() as { violations: { field: string; message: string }[] };
  expect(answer.violations).toContainEqual({ field, message });
}
function expectRefusal(res: Res, message: string) {
  expect(res.statusCode, res.body).toBe(409);
  const answer = res.json() as { detail?: string; message?: string };
  expect(answer.detail ?? answer.message).toBe(message);
}

interface ListAnswer {
  content: {
    id: number;
    email: string | null;
    name: string;
    connection: string;
    organization: string | null;
    createdDate: string;
  }[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
async function list(query: string, token?: string): Promise<ListAnswer> {
  const res = await portal('GET', `/customers?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListAnswer;
}
const emails = (answer: ListAnswer) => answer.content.map((c) => c.email);

/** A token unique to one test, used as a surname so the demo data never matches. */
const unique = (word: string) => `${word}q${nextSerial()}z`;

const audits = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

// ---- GET /customers (API-P-01) -------------------------------------------------------------------

describe('GET /customers (API-P-01)', () => {
  it('needs a token, read:customers and the tab permission of the tab asked for', async () => {
    expect((await portal('GET', '/customers?isB2c=true', { token: null })).statusCode).toBe(401);
    const tabsOnly = await tokenWith('view:b2c_customer_menu', 'view:b2b_customer_menu');
    expect((await portal('GET', '/customers?isB2c=true', { token: tabsOnly })).statusCode).toBe(403);
    const b2cOnly = await tokenWith('read:customers', 'view:b2c_customer_menu');
    expect((await portal('GET', '/customers?isB2c=true', { token: b2cOnly })).statusCode).toBe(200);
    const refused = await portal('GET', '/customers?isB2b=true', { token: b2cOnly });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().requiredPermission).toBe('view:b2b_customer_menu');
    const b2bOnly = await tokenWith('read:customers', 'view:b2b_customer_menu');
    expect((await portal('GET', '/customers?isB2b=true', { token: b2bOnly })).statusCode).toBe(200);
    expect((await portal('GET', '/customers?isB2c=true', { token: b2bOnly })).statusCode).toBe(403);
    // Asked twice (the second would be a cache hit if it were a cached read): still refused.
    expect((await portal('GET', '/customers?isB2c=true', { token: b2bOnly })).statusCode).toBe(403);
  });

  it('needs exactly one of isB2b and isB2c', async () => {
    expect((await portal('GET', '/customers')).statusCode).toBe(400);
    const both = await portal('GET', '/customers?isB2b=true&isB2c=true');
    expect(both.statusCode).toBe(400);
    expect(both.json().violations[0].field).toBe('isB2b');
  });

  it('pages the B2C tab newest first by default, in the portal page shape', async () => {
    const answer = await list('isB2c=true&size=5');
    expect(answer.size).toBe(5);
    expect(answer.page).toBe(0);
    expect(answer.content).toHaveLength(5);
    expect(answer.totalElements).toBeGreaterThan(1000);
    expect(answer.totalPages).toBe(Math.ceil(answer.totalElements / 5));
    const dates = answer.content.map((c) => c.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds by the start of the email, case-insensitively, with LIKE wildcards taken literally', async () => {
    const word = unique('pfx');
    await aCustomer(db(), { email: `${word}_one@example.net` });
    await aCustomer(db(), { email: `${word.toUpperCase()}_TWO@example.net` });
    await aCustomer(db(), { email: `${word}x@example.net` });
    await aCustomer(db(), { email: `x${word}_three@example.net` });
    const found = await list(`isB2c=true&email=${word.toUpperCase()}_`);
    expect(emails(found).sort()).toEqual([`${word.toUpperCase()}_TWO@example.net`, `${word}_one@example.net`]);
    expect(found.totalElements).toBe(2);
    expect((await list(`isB2c=true&email=${encodeURIComponent(`${word}%`)}`)).totalElements).toBe(0);
    expect((await list(`isB2c=true&email=${encodeURIComponent(`  ${word}x@example.net `)}`)).totalElements).toBe(1);
  });

  it('finds by part of the full name, case-insensitively', async () => {
    const last = unique('Quixotely');
    const c = await aCustomer(db(), { firstName: 'Annabel', lastName: last });
    expect(emails(await list(`isB2c=true&name=${last.slice(3).toUpperCase()}`))).toEqual([c.email]);
    expect(emails(await list(`isB2c=true&name=${encodeURIComponent(`bel ${last.slice(0, 5)}`)}`))).toEqual([c.email]);
    const [row] = (await list(`isB2c=true&name=${last}`)).content;
    expect(row?.name).toBe(`Annabel ${last}`);
  });

  it('finds by the exact Auth0 id only', async () => {
    const c = await aCustomer(db());
    expect(emails(await list(`isB2c=true&auth0Id=${encodeURIComponent(c.auth0Id)}`))).toEqual([c.email]);
    expect((await list(`isB2c=true&auth0Id=${encodeURIComponent(c.auth0Id.slice(0, -1))}`)).totalElements).toBe(0);
  });

  it('filters by any of the connections, comma-separated or repeated', async () => {
    const last = unique('Conntest');
    const google = await aCustomer(db(), { lastName: last, connection: 'GOOGLE' });
    const apple = await aCustomer(db(), { lastName: last, connection: 'APPLE' });
    const okta = await aCustomer(db(), { lastName: last, connection: 'OKTA' });
    await aCustomer(db(), { lastName: last });
    const two = await list(`isB2c=true&name=${last}&connections=GOOGLE,APPLE&sort=createdDate,ASC`);
    expect(two.content.map((c) => c.id)).toEqual([google.id, apple.id]);
    expect(two.content.map((c) => c.connection)).toEqual(['GOOGLE', 'APPLE']);
    const repeated = await list(`isB2c=true&name=${last}&connections=OKTA&connections=APPLE`);
    expect(repeated.content.map((c) => c.id).sort()).toEqual([apple.id, okta.id].sort());
    expect((await portal('GET', '/customers?isB2c=true&connections=MYSPACE')).statusCode).toBe(400);
  });

  it('filters the B2B tab by organization and names it; the B2C tab has no B2B customer', async () => {
    const org = await anOrganization(db(), unique('Org Filter '));
    const other = await anOrganization(db());
    const last = unique('Orgtest');
    const b2b = { isB2b: true, accountType: 'SEAT', lastName: last } as const;
    const a = await aCustomer(db(), { ...b2b, organizationId: org.id });
    const b = await aCustomer(db(), { ...b2b, organizationId: org.id });
    await aCustomer(db(), { ...b2b, organizationId: other.id });
    const found = await list(`isB2b=true&organizationId=${org.id}`);
    expect(found.content.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(found.content.map((c) => c.organization)).toEqual([org.name, org.name]);
    expect((await list(`isB2b=true&name=${last}`)).totalElements).toBe(3);
    expect((await list(`isB2c=true&name=${last}`)).totalElements).toBe(0);
  });

  it('filters by the created range, both ends inclusive, and sorts in the asked direction', async () => {
    const last = unique('Rangetest');
    const at = (iso: string) => aCustomer(db(), { lastName: last, createdAt: new Date(iso) });
    const first = await at('2024-01-01T00:00:00.000Z');
    const second = await at('2024-06-01T00:00:00.000Z');
    const third = await at('2025-01-01T00:00:00.000Z');
    const range = 'createdDateFrom=2024-01-01T00:00:00.000Z&createdDateTo=2024-06-01T00:00:00.000Z';
    expect((await list(`isB2c=true&name=${last}&${range}`)).content.map((c) => c.id)).toEqual([second.id, first.id]);
    const asc = await list(`isB2c=true&name=${last}&sort=createdDate,ASC`);
    expect(asc.content.map((c) => c.id)).toEqual([first.id, second.id, third.id]);
    const desc = await list(`isB2c=true&name=${last}&sort=createdDate,DESC`);
    expect(desc.content.map((c) => c.id)).toEqual([third.id, second.id, first.id]);
    const page = await list(`isB2c=true&name=${last}&sort=createdDate,ASC&size=1&page=1`);
    expect(page.content.map((c) => c.id)).toEqual([second.id]);
    expect(page).toMatchObject({ totalElements: 3, totalPages: 3, page: 1, size: 1 });
    const backwards = await portal(
      'GET',
      '/customers?isB2c=true&createdDateFrom=2025-01-01T00:00:00.000Z&createdDateTo=2024-01-01T00:00:00.000Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect((await portal('GET', '/customers?isB2c=true&sort=email,ASC')).statusCode).toBe(400);
  });

  it('refuses pages past the first 10,000 customers of a search', async () => {
    const deep = await portal('GET', '/customers?isB2c=true&page=1000&size=10');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().violations).toEqual([{ field: 'page', message: DEEP_PAGE_MESSAGE }]);
    expect(deep.json().detail).toBe(DEEP_PAGE_MESSAGE);
    expect((await portal('GET', '/customers?isB2c=true&page=999&size=10')).statusCode).toBe(200);
  });
});

// ---- GET /customers/{id} (API-P-02) --------------------------------------------------------------

interface Detail {
  id: number;
  customerId: number;
  email: string | null;
  name: string;
  firstName: string;
  lastName: string;
  givenName: string;
  familyName: string;
  organization: string | null;
  organizationId: number | null;
  customerGroup: string | null;
  subUsers: string[];
  rootUserName: string | null;
  supportResetPassword: boolean;
  sharedCustomers: { id: number; email: string | null }[];
  connection: string;
  accountType: string;
  isB2b: boolean;
  createdDate: string;
  auth0Id: string;
}
async function detail(id: number): Promise<Detail> {
  const res = await portal('GET', `/customers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
}

describe('GET /customers/{id} (API-P-02)', () => {
  it('answers a B2C customer with both name spellings, the reset flag and the other accounts of the person', async () => {
    const group = 900_000 + nextSerial();
    const main = await aCustomer(db(), { firstName: 'Maria', lastName: 'de la Cruz', sharedGroupId: group });
    const second = await aCustomer(db(), { connection: 'GOOGLE', sharedGroupId: group });
    const d = await detail(main.id);
    expect(d).toMatchObject({
      id: main.id,
      customerId: main.id,
      auth0Id: main.auth0Id,
      email: main.email,
      name: 'Maria de la Cruz',
      firstName: 'Maria',
      lastName: 'de la Cruz',
      givenName: 'Maria',
      familyName: 'de la Cruz',
      connection: 'USERNAME',
      accountType: 'SINGLE',
      isB2b: false,
      organization: null,
      supportResetPassword: true,
      sharedCustomers: [{ id: second.id, email: second.email }],
      createdDate: main.createdAt.toISOString(),
    });
    const other = await detail(second.id);
    expect(other.supportResetPassword).toBe(false);
    expect(other.sharedCustomers).toEqual([{ id: main.id, email: main.email }]);
  });

  it('answers a B2B master and seat with organization, group, sub-users and root user', async () => {
    const org = await anOrganization(db());
    const master = await aCustomer(db(), {
      isB2b: true,
      accountType: 'MASTER',
      organizationId: org.id,
      customerGroup: 'Sales',
      subUsers: ['Emma', 'Liam'],
    });
    const seat = await aCustomer(db(), {
      isB2b: true,
      accountType: 'SEAT',
      organizationId: org.id,
      customerGroup: 'Sales',
      rootUserName: 'Olivia Anderson',
    });
    expect(await detail(master.id)).toMatchObject({
      organization: org.name,
      organizationId: org.id,
      customerGroup: 'Sales',
      subUsers: ['Emma', 'Liam'],
      rootUserName: null,
      sharedCustomers: [],
    });
    expect(await detail(seat.id)).toMatchObject({ accountType: 'SEAT', rootUserName: 'Olivia Anderson', subUsers: [] });
  });

  it('is 404 for an unknown id and 403 without read:customers', async () => {
    expect((await portal('GET', '/customers/99999999')).statusCode).toBe(404);
    const c = await aCustomer(db());
    const token = await tokenWith('view:b2c_customer_menu');
    expect((await portal('GET', `/customers/${c.id}`, { token })).statusCode).toBe(403);
  });
});

// ---- PUT /customers/{id}, PUT /v2/customer/{id}/info (API-P-03, API-S-02) ------------------------

describe('name edit (API-P-03 / API-S-02)', () => {
  it('trims and saves both names, audits only them, and answers the customer', async () => {
    const c = await aCustomer(db(), { firstName: 'Old', lastName: 'Name' });
    const res = await portal('PUT', `/customers/${c.id}`, {
      body: { firstName: '  Zoë ', lastName: ' van der Berg  ' },
      ifMatch: await versionOf(c.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Zoë', lastName: 'van der Berg', name: 'Zoë van der Berg' });
    const [entry] = await audits(c.id);
    expect(entry).toMatchObject({
      action: 'update',
      actorId: 'staff-customers-test',
      before: { firstName: 'Old', lastName: 'Name' },
      after: { firstName: 'Zoë', lastName: 'van der Berg' },
    });
  });

  it('the store route does the same', async () => {
    const c = await aCustomer(db());
    const res = await store('PUT', `/v2/customer/${c.id}/info`, {
      ifMatch: await versionOf(c.id),
      body: { firstName: 'Ana', lastName: 'Lima' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Ana Lima');
  });

  it('refuses a name holding a line break or a control character (400 naming the field), on both routes', async () => {
    const c = await aCustomer(db(), { firstName: 'Keep', lastName: 'Me' });
    for (const bad of ['Ann\r\nBcc: evil@evil.example', 'Ann\u0085', 'Ann\u2028Lee', 'Ann\u0007']) {
      const portalRes = await portal('PUT', `/customers/${c.id}`, {
        ifMatch: await versionOf(c.id),
        body: { firstName: bad, lastName: 'Me' },
      });
      expect([bad, portalRes.statusCode]).toEqual([bad, 400]);
      expect(portalRes.json().violations).toContainEqual({
        field: 'firstName',
        message: expect.stringContaining(ONE_LINE_MESSAGE),
      });
      const storeRes = await store('PUT', `/v2/customer/${c.id}/info`, {
        ifMatch: await versionOf(c.id),
        body: { firstName: 'Keep', lastName: bad },
      });
      expect([bad, storeRes.statusCode]).toEqual([bad, 400]);
    }
    const [row] = await db().select().from(customer).where(eq(customer.id, c.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Keep', 'Me']);
  });

  it('refuses empty and too long names with the spec messages, on both routes', async () => {
    const c = await aCustomer(db(), { firstName: 'Keep', lastName: 'Me' });
    const empty = await portal('PUT', `/customers/${c.id}`, {
      ifMatch: await versionOf(c.id),
      body: { firstName: '   ', lastName: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations).toEqual([
      { field: 'firstName', message: M.firstNameRequired },
      { field: 'lastName', message: M.lastNameRequired },
    ]);
    expect(empty.json().detail).toBe(M.firstNameRequired);
    const long = 'x'.repeat(51);
    const tooLong = await store('PUT', `/v2/customer/${c.id}/info`, {
      ifMatch: await versionOf(c.id),
      body: { firstName: long, lastName: long },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().violations).toEqual([
      { field: 'firstName', message: M.firstNameTooLong },
      { field: 'lastName', message: M.lastNameTooLong },
    ]);
    expect(tooLong.json().message).toBe(M.firstNameTooLong);
    const fifty = await portal('PUT', `/customers/${c.id}`, {
      body: { firstName: ` ${'y'.repeat(50)} `, lastName: 'Z' },
      ifMatch: await versionOf(c.id),
    });
    expect(fifty.statusCode).toBe(200);
    expect(
      (await portal('PUT', `/customers/${c.id}`, { ifMatch: await versionOf(c.id), body: { firstName: 'A' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await portal('PUT', `/customers/${c.id}`, {
          ifMatch: await versionOf(c.id),
          body: { firstName: 'A', lastName: 'B', email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('needs update:b2c_customer_info, and is 404 for an unknown customer', async () => {
    const c = await aCustomer(db());
    const token = await tokenWith('read:customers', 'view:b2c_customer_menu');
    const body = { firstName: 'A', lastName: 'B' };
    expect(
      (await portal('PUT', `/customers/${c.id}`, { body, ifMatch: await versionOf(c.id), token })).statusCode,
    ).toBe(403);
    expect(
      (await store('PUT', `/v2/customer/${c.id}/info`, { body, ifMatch: await versionOf(c.id), token })).statusCode,
    ).toBe(403);
    expect(
      (await portal('PUT', `/customers/${c.id}`, { body, ifMatch: await versionOf(c.id), token: null })).statusCode,
    ).toBe(401);
    expect((await portal('PUT', '/customers/99999999', { body, ifMatch: 1 })).statusCode).toBe(404);
  });
});

describe('email edit (API-P-03 / API-S-02)', () => {
  const put = async (c: CustomerRow, body: Record<string, unknown>) =>
    portal('PUT', `/customers/${c.id}`, { body, ifMatch: await versionOf(c.id) });

  it('changes the customer and identity email, and audits the old and new email only', async () => {
    const c = await aCustomer(db());
    const next = `${unique('moved')}@example.net`;
    const res = await put(c, { email: ` ${next} `, confirmEmail: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(next);
    const [identity] = await db().select().from(customerIdentity).where(eq(customerIdentity.customerId, c.id));
    expect(identity?.email).toBe(next);
    const [entry] = await audits(c.id);
    expect(entry).toMatchObject({ action: 'update', before: { email: c.email }, after: { email: next } });
    const viaStore = await store('PUT', `/v2/customer/${c.id}/info`, {
      ifMatch: await versionOf(c.id),
      body: { email: `again.${next}` },
    });
    expect(viaStore.statusCode, viaStore.body).toBe(200);
  });

  it('is refused (409) for a customer not on the Username connection', async () => {
    const google = await aCustomer(db(), { connection: 'GOOGLE' });
    expectRefusal(await put(google, { email: `${unique('g')}@example.net` }), M.emailOnlyUsername);
    const [row] = await db().select().from(customer).where(eq(customer.id, google.id));
    expect(row?.email).toBe(google.email);
  });

  it('refuses a missing, malformed or unchanged email with the spec messages', async () => {
    const c = await aCustomer(db());
    expectViolation(await put(c, { email: '  ' }), 400, 'email', M.emailRequired);
    expectViolation(await put(c, { email: 'not-an-email' }), 400, 'email', M.emailFormat);
    expectViolation(await put(c, { email: 'two@@example.com' }), 400, 'email', M.emailFormat);
    expectViolation(await put(c, { email: (c.email ?? '').toUpperCase() }), 400, 'email', M.emailTaken);
  });

  it('refuses every address a mail library reads as another recipient, and the reset mails nobody', async () => {
    const c = await aCustomer(db());
    for (const email of MAILBOX_PROBES) {
      expectViolation(await put(c, { email, confirmEmail: email }), 400, 'email', M.emailFormat);
    }
    const [row] = await db().select().from(customer).where(eq(customer.id, c.id));
    expect(row?.email).toBe(c.email);
  });

  it('refuses a confirmation that differs or is empty', async () => {
    const c = await aCustomer(db());
    const next = `${unique('confirm')}@example.net`;
    expectViolation(await put(c, { email: next, confirmEmail: `x${next}` }), 400, 'confirmEmail', M.confirmDifferent);
    expectViolation(await put(c, { email: next, confirmEmail: ' ' }), 400, 'confirmEmail', M.confirmRequired);
    const [row] = await db().select().from(customer).where(eq(customer.id, c.id));
    expect(row?.email).toBe(c.email);
  });

  it("refuses (409 on 'email') an email another customer has, whatever its case", async () => {
    const other = await aCustomer(db());
    const c = await aCustomer(db());
    const res = await put(c, { email: (other.email ?? '').toUpperCase() });
    expectViolation(res, 409, 'email', M.emailTaken);
    expect(res.json().detail).toBe(M.emailTaken);
  });

  it('moves an Active marketing subscriber to the new email with the billing country', async () => {
    const c = await aCustomer(db());
    await db().insert(paymentMethod).values({
      customerId: c.id,
      type: 'CreditCard',
      cardType: 'Visa',
      accountLast4: '1111',
      country: 'CA',
      district: 'ON',
      postalCode: 'M5V 2T6',
    });
    await db()
      .insert(marketingSubscriber)
      .values({ email: c.email ?? '', status: 'Active', optIn: true, country: 'GB' });
    const next = `${unique('subscriber')}@example.net`;
    expect((await put(c, { email: next, confirmEmail: next })).statusCode).toBe(200);
    const [moved] = await db().select().from(marketingSubscriber).where(eq(marketingSubscriber.email, next));
    expect(moved).toMatchObject({ status: 'Active', optIn: true, country: 'CA' });
    const old = await db()
      .select()
      .from(marketingSubscriber)
      .where(eq(marketingSubscriber.email, c.email ?? ''));
    expect(old).toEqual([]);
  });

  it('keeps the subscriber country when there is no payment method', async () => {
    const c = await aCustomer(db());
    await db()
      .insert(marketingSubscriber)
      .values({ email: c.email ?? '', status: 'Active', optIn: false, country: 'AU' });
    const next = `${unique('nocountry')}@example.net`;
    expect((await put(c, { email: next })).statusCode).toBe(200);
    const [moved] = await db().select().from(marketingSubscriber).where(eq(marketingSubscriber.email, next));
    expect(moved).toMatchObject({ status: 'Active', country: 'AU' });
  });

  it('leaves a subscriber that is not Active where it is', async () => {
    const c = await aCustomer(db());
    await db()
      .insert(marketingSubscriber)
      .values({ email: c.email ?? '', status: 'Held', optIn: true, country: 'US' });
    const next = `${unique('held')}@example.net`;
    expect((await put(c, { email: next })).statusCode).toBe(200);
    const [kept] = await db()
      .select()
      .from(marketingSubscriber)
      .where(eq(marketingSubscriber.email, c.email ?? ''));
    expect(kept).toMatchObject({ status: 'Held', country: 'US' });
    expect(await db().select().from(marketingSubscriber).where(eq(marketingSubscriber.email, next))).toEqual([]);
  });
});

describe('name and email edits are versioned (If-Match), on both routes', () => {
  const routes = [
    ['portal', (id: number) => `/customers/${id}`],
    ['store', (id: number) => `/v2/customer/${id}/info`],
  ] as const;
  const send = (family: 'portal' | 'store', path: string, options: { body: unknown; ifMatch?: number }) =>
    family === 'portal' ? portal('PUT', path, options) : store('PUT', path, options);

  it('the detail answers its version as the ETag; a save on it moves the version', async () => {
    const c = await aCustomer(db(), { firstName: 'Old', lastName: 'Name' });
    const read = await portal('GET', `/customers/${c.id}`);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().rowVersion).toBe(1);
    for (const [family, path] of routes) {
      const version = await versionOf(c.id);
      const res = await send(family, path(c.id), { body: { firstName: family, lastName: 'Saved' }, ifMatch: version });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: `${family} Saved`, rowVersion: version + 1 });
      expect(res.headers.etag).toBe(`"${version + 1}"`);
    }
  });

  it('428 without If-Match, on both routes; nothing is written', async () => {
    const c = await aCustomer(db(), { firstName: 'Keep', lastName: 'Me' });
    for (const [family, path] of routes) {
      const res = await send(family, path(c.id), { body: { firstName: 'Lost', lastName: 'Edit' } });
      expect(res.statusCode, res.body).toBe(428);
    }
    const [row] = await db().select().from(customer).where(eq(customer.id, c.id));
    expect(row).toMatchObject({ firstName: 'Keep', lastName: 'Me', rowVersion: 1 });
  });

  it('a stale version is refused (409) with the current values, naming what was saved, on both routes', async () => {
    const c = await aCustomer(db(), { firstName: 'First', lastName: 'Edit' });
    expect(
      (await portal('PUT', `/customers/${c.id}`, { body: { firstName: 'Grace', lastName: 'Hopper' }, ifMatch: 1 }))
        .statusCode,
    ).toBe(200);
    const name = await portal('PUT', `/customers/${c.id}`, { body: { firstName: 'Ada', lastName: 'L' }, ifMatch: 1 });
    expect(name.statusCode, name.body).toBe(409);
    expect(name.json()).toMatchObject({
      detail: M.staleName('Grace Hopper'),
      current: { id: c.id, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', rowVersion: 2 },
    });
    const email = await store('PUT', `/v2/customer/${c.id}/info`, {
      body: { email: `${unique('late')}@example.net` },
      ifMatch: 1,
    });
    expect(email.statusCode, email.body).toBe(409);
    expect(email.json()).toMatchObject({ message: M.staleEmail(c.email), current: { email: c.email, rowVersion: 2 } });
    const [row] = await db().select().from(customer).where(eq(customer.id, c.id));
    expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: c.email, rowVersion: 2 });
  });

  it('20 name edits at once on the same version: exactly one is saved, the others are stale', async () => {
    for (const [family, path] of routes) {
      const c = await aCustomer(db());
      const statuses = await statusesAtOnce(20, (i) =>
        send(family, path(c.id), { body: { firstName: `Writer${i}`, lastName: family }, ifMatch: 1 }),
      );
      expect(statuses).toEqual(oneWinner(20));
      expect(await audits(c.id)).toHaveLength(1);
    }
  });
});

// ---- DELETE /customers/{id} (API-P-04) -----------------------------------------------------------

describe('DELETE /customers/{id} (API-P-04)', () => {
  const remove = (id: number, confirm: string | null, token?: string) =>
    portal('DELETE', `/customers/${id}${confirm === null ? '' : `?confirm=${encodeURIComponent(confirm)}`}`, {
      token,
    });

  /** A customer with something in every table that hangs off it. */
  async function aFullCustomer() {
    const c = await aCustomer(db(), { firstName: 'Gone', lastName: 'Soon' });
    const id = c.id;
    await anEntitlement(db(), { customerId: id });
    await db().insert(lessonProgress).values({
      customerId: id,
      subUserName: 'Gone',
      courseName: 'Spanish Level 1',
      lessonNumber: 1,
      firstActivityAt: new Date(),
      lastActivityAt: new Date(),
      isCompleted: true,
      listenTimeMinutes: 12,
      sourcePlatform: 'iOS',
    });
    await db().insert(iapRecord).values({
      customerId: id,
      isbn: '9781442369900',
      productName: 'X',
      isSubscription: false,
      status: 'ACTIVE',
      source: 'GOOGLEPLAY',
    });
    await db().insert(vocabularyItem).values({ customerId: id, word: 'hola', translation: 'hello' });
    await db().insert(paymentMethod).values({ customerId: id, type: 'PayPal', accountLast4: '' });
    await db()
      .insert(marketingSubscriber)
      .values({ email: c.email ?? '', status: 'Active', optIn: true });
    const sub = `sub_${unique('del')}`;
    const txn = `txn_${unique('del')}`;
    await db().insert(billingSubscription).values({ subscriptionId: sub, customerId: id });
    await db().insert(billingTransaction).values({ transactionId: txn, customerId: id, subscriptionId: sub });
    return { c, sub, txn };
  }

  /** How many rows of each table still name the customer. */
  async function leftOf(c: CustomerRow) {
    const n = async (table: string, where: string) => {
      const result = (await db().execute(
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      )) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    };
    const id = c.id;
    const email = (c.email ?? '').replace(/'/g, "''");
    return {
      customer: await n('customer', `id = ${id}`),
      // The name index's entries (one a suffix of the name): some, then none.
      nameIndex: Math.min(1, (await n('customer_name_suffix', `customer_id = ${id}`)) ?? 0),
      identity: await n('customer_identity', `customer_id = ${id}`),
      entitlement: await n('entitlement', `customer_id = ${id}`),
      lessons: await n('lesson_progress', `customer_id = ${id}`),
      iap: await n('iap_record', `customer_id = ${id}`),
      vocabulary: await n('vocabulary_item', `customer_id = ${id}`),
      payment: await n('payment_method', `customer_id = ${id}`),
      subscriber: await n('marketing_subscriber', `email_key = lower('${email}')`),
      subscriptions: await n('billing_subscription', `customer_id = ${id}`),
      transactions: await n('billing_transaction', `customer_id = ${id}`),
    };
  }

  it('deletes the customer and everything of it, keeps the billing rows without it, and audits ids only', async () => {
    const { c, sub, txn } = await aFullCustomer();
    expect(Object.values(await leftOf(c)).every((n) => n === 1)).toBe(true);
    const res = await remove(c.id, c.email ?? '');
    expect(res.statusCode, res.body).toBe(204);
    expect(await leftOf(c)).toEqual({
      customer: 0,
      nameIndex: 0,
      identity: 0,
      entitlement: 0,
      lessons: 0,
      iap: 0,
      vocabulary: 0,
      payment: 0,
      subscriber: 0,
      subscriptions: 0,
      transactions: 0,
    });
    const [subscription] = await db()
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.subscriptionId, sub));
    expect(subscription?.customerId).toBeNull();
    const [transaction] = await db().select().from(billingTransaction).where(eq(billingTransaction.transactionId, txn));
    expect(transaction).toMatchObject({ customerId: null, subscriptionId: sub });
    const entries = await audits(c.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'delete',
      before: { customerId: c.id, auth0Id: c.auth0Id, isB2b: false },
      after: null,
    });
    const text = JSON.stringify(entries[0]);
    expect(text).not.toContain(c.email ?? '');
    expect(text).not.toContain('Soon');
    expect((await portal('GET', `/customers/${c.id}`)).statusCode).toBe(404);
    expect((await remove(c.id, c.email ?? '')).statusCode).toBe(404);
  });

  it('refuses a confirmation that is not the exact email, and deletes nothing', async () => {
    const { c } = await aFullCustomer();
    for (const wrong of [(c.email ?? '').toUpperCase(), ` ${c.email}`, 'someone@example.com', '']) {
      expectViolation(await remove(c.id, wrong), 400, 'confirm', M.deleteConfirm);
    }
    expect((await remove(c.id, null)).statusCode).toBe(400);
    expect(Object.values(await leftOf(c)).every((n) => n === 1)).toBe(true);
    expect(await audits(c.id)).toEqual([]);
  });

  it('confirms an anonymous account by its Auth0 id', async () => {
    const anonymous = await aCustomer(db(), { email: null, firstName: '', lastName: '' });
    expectViolation(await remove(anonymous.id, ''), 400, 'confirm', M.deleteConfirm);
    expect((await remove(anonymous.id, anonymous.auth0Id)).statusCode).toBe(204);
  });

  it('needs delete:customer', async () => {
    const c = await aCustomer(db());
    const token = await tokenWith(...ALL.filter((p) => p !== 'delete:customer'));
    expect((await remove(c.id, c.email ?? '', token)).statusCode).toBe(403);
    expect((await db().select().from(customer).where(eq(customer.id, c.id))).length).toBe(1);
  });
});

// ---- POST /customers/reset-password (API-P-05) ---------------------------------------------------

describe('POST /customers/reset-password (API-P-05)', () => {
  it('emails a one-time link and stores only the hash of its ticket', async () => {
    const c = await aCustomer(db());
    const res = await portal('POST', '/customers/reset-password', { body: { email: ` ${c.email?.toUpperCase()} ` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: c.email });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'reset_password'), eq(emailOutbox.toAddress, c.email ?? '')));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Reset your password');
    const prefix = `${server.config.links.consumerSite}/reset-password?ticket=`;
    expect(mail?.link?.startsWith(prefix)).toBe(true);
    expect(mail?.bodyText).toContain(mail?.link ?? 'no link');
    const ticket = (mail?.link ?? '').slice(prefix.length);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [identity] = await db().select().from(customerIdentity).where(eq(customerIdentity.customerId, c.id));
    expect(identity?.resetTicketHash).toBe(createHash('sha256').update(ticket).digest('hex'));
    expect(identity?.resetTicketHash).not.toContain(ticket);
    expect(identity?.resetTicketExpiresAt?.toISOString()).toBe(
      new Date(server.clock.now().getTime() + 24 * 3600 * 1000).toISOString(),
    );
  });

  it('is 409 for a customer whose account has no password to reset, 404 for an unknown email', async () => {
    const google = await aCustomer(db(), { connection: 'GOOGLE' });
    expectRefusal(
      await portal('POST', '/customers/reset-password', { body: { email: google.email } }),
      M.resetNotSupported,
    );
    const unknown = await portal('POST', '/customers/reset-password', { body: { email: 'nobody.here@example.net' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(M.resetNoCustomer);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, google.email ?? ''));
    expect(mails).toEqual([]);
  });

  it('mails nobody when a stored email (older than the mailbox rule) names another recipient', async () => {
    // A list the mail library would split (ending in an example domain, as every seeded email does).
    const email = `victim${nextSerial()}@test.example.com,evil@example.com`;
    await aCustomer(db(), { email });
    const res = await portal('POST', '/customers/reset-password', { body: { email } });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails).toEqual([]);
  });

  it('needs reset:customer_password', async () => {
    const c = await aCustomer(db());
    const token = await tokenWith('read:customers', 'update:b2c_customer_info');
    expect((await portal('POST', '/customers/reset-password', { body: { email: c.email }, token })).statusCode).toBe(
      403,
    );
  });
});

// ---- GET /customers/{id}/lesson-progresses (API-P-07) --------------------------------------------

describe('GET /customers/{id}/lesson-progresses (API-P-07)', () => {
  interface Lessons {
    content: { lessonProgressId: number; subUserName: string; courseName: string; lessonNumber: number }[];
    totalElements: number;
    courseNames: string[];
  }
  let c: CustomerRow;
  beforeAll(async () => {
    c = await aCustomer(db(), { isB2b: true, accountType: 'MASTER', subUsers: ['Kid', 'Parent'] });
    const row = (subUserName: string, courseName: string, lessonNumber: number, day: number) => ({
      customerId: c.id,
      subUserName,
      courseName,
      lessonNumber,
      firstActivityAt: new Date(Date.UTC(2026, 0, day)),
      lastActivityAt: new Date(Date.UTC(2026, 0, day, 1)),
      isCompleted: lessonNumber < 10,
      listenTimeMinutes: 15,
      sourcePlatform: 'Web',
    });
    await db()
      .insert(lessonProgress)
      .values([
        row('Kid', 'French Level 1', 2, 5),
        row('Kid', 'French Level 1', 1, 4),
        row('Parent', 'Spanish Level 1', 10, 3),
        row('Parent', 'Spanish Level 1', 2, 2),
        row('Kid', 'Spanish Level 1', 9, 1),
      ]);
  });
  const lessons = async (query = '') => {
    const res = await portal('GET', `/customers/${c.id}/lesson-progresses${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Lessons;
  };
  const keys = (a: Lessons) => a.content.map((r) => `${r.courseName}#${r.lessonNumber}`);

  it('sorts by course, then lesson number (as numbers), ascending by default, and descending when asked', async () => {
    const asc = await lessons();
    expect(keys(asc)).toEqual([
      'French Level 1#1',
      'French Level 1#2',
      'Spanish Level 1#2',
      'Spanish Level 1#9',
      'Spanish Level 1#10',
    ]);
    expect(asc.totalElements).toBe(5);
    expect(asc.courseNames).toEqual(['French Level 1', 'Spanish Level 1']);
    expect(keys(await lessons('?sort=courseName,DESC'))).toEqual([...keys(asc)].reverse());
    expect(keys(await lessons('?sort=lastActivityDate,DESC'))).toEqual([
      'French Level 1#2',
      'French Level 1#1',
      'Spanish Level 1#10',
      'Spanish Level 1#2',
      'Spanish Level 1#9',
    ]);
  });

  it('filters by sub-users (any of) and part of the course name, and pages', async () => {
    const kid = await lessons('?subUserNames=Kid');
    expect(keys(kid)).toEqual(['French Level 1#1', 'French Level 1#2', 'Spanish Level 1#9']);
    expect((await lessons('?subUserNames=Kid,Parent')).totalElements).toBe(5);
    const spanish = await lessons('?courseName=SPANISH%20lev');
    expect(keys(spanish)).toEqual(['Spanish Level 1#2', 'Spanish Level 1#9', 'Spanish Level 1#10']);
    expect(spanish.courseNames).toEqual(['French Level 1', 'Spanish Level 1']);
    const page = await lessons('?size=2&page=1');
    expect(keys(page)).toEqual(['Spanish Level 1#2', 'Spanish Level 1#9']);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, page: 1, size: 2 });
    expect((await lessons('?courseName=%25')).totalElements).toBe(0);
  });

  it('is 404 for an unknown customer', async () => {
    expect((await portal('GET', '/customers/99999999/lesson-progresses')).statusCode).toBe(404);
  });
});

// ---- GET /iap-records (API-P-08) -----------------------------------------------------------------

describe('GET /iap-records (API-P-08)', () => {
  it('pages one customer’s records, newest first, filtered by product name', async () => {
    const c = await aCustomer(db());
    const other = await aCustomer(db());
    const record = (customerId: number, productName: string, day: number) => ({
      customerId,
      isbn: '9781442369900',
      productName,
      isSubscription: day % 2 === 0,
      status: 'ACTIVE',
      source: 'IOS_APPSTORE',
      expirationAt: day % 2 === 0 ? new Date(Date.UTC(2027, 0, day)) : null,
      createdAt: new Date(Date.UTC(2026, 0, day)),
    });
    await db()
      .insert(iapRecord)
      .values([
        record(c.id, 'Spanish Level 1', 1),
        record(c.id, 'French Level 1', 2),
        record(c.id, 'Spanish Level 2', 3),
        record(c.id, 'German Level 1', 4),
        record(c.id, 'Spanish Premium', 5),
        record(other.id, 'Spanish Level 1', 6),
      ]);
    const page = async (query: string) => {
      const res = await portal('GET', `/iap-records?customerId=${c.id}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        content: { productName: string; createdDate: string; expirationDate: string | null }[];
        totalElements: number;
        totalPages: number;
      };
    };
    const second = await page('page=1&size=2');
    expect(second.content.map((r) => r.productName)).toEqual(['Spanish Level 2', 'French Level 1']);
    expect(second).toMatchObject({ totalElements: 5, totalPages: 3 });
    expect((await page('page=2&size=2')).content.map((r) => r.productName)).toEqual(['Spanish Level 1']);
    const spanish = await page('productName=spanish&sort=createdDate,ASC');
    expect(spanish.content.map((r) => r.productName)).toEqual([
      'Spanish Level 1',
      'Spanish Level 2',
      'Spanish Premium',
    ]);
    expect(spanish.content[0]).toMatchObject({ createdDate: '2026-01-01T00:00:00.000Z', expirationDate: null });
    const unknown = await portal('GET', '/iap-records?customerId=99999999');
    expect(unknown.json()).toMatchObject({ content: [], totalElements: 0 });
    expect((await portal('GET', '/iap-records')).statusCode).toBe(400);
    const token = await tokenWith('view:b2c_customer_menu');
    expect((await portal('GET', `/iap-records?customerId=${c.id}`, { token })).statusCode).toBe(403);
  });
});

// ---- GET /customer/search (API-S-01) -------------------------------------------------------------

describe('GET /customer/search (API-S-01)', () => {
  it('finds the customer of a subscription id or a transaction id; 404 with the message otherwise', async () => {
    const c = await aCustomer(db());
    const sub = `sub_${unique('find')}`;
    const txn = `txn_${unique('find')}`;
    await db().insert(billingSubscription).values({ subscriptionId: sub, customerId: c.id });
    await db().insert(billingTransaction).values({ transactionId: txn, customerId: c.id, subscriptionId: sub });
    const expected = { auth0_id: c.auth0Id, customer_id: c.id };
    const bySub = await store('GET', `/customer/search?subscription_id=${sub}`);
    expect(bySub.statusCode, bySub.body).toBe(200);
    expect(bySub.json()).toEqual(expected);
    expect((await store('GET', `/customer/search?transaction_id=${txn}`)).json()).toEqual(expected);
    const missing = await store('GET', '/customer/search?transaction_id=txn_nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.billingIdNotFound);
    expect((await store('GET', '/customer/search?subscription_id=sub_nothing')).statusCode).toBe(404);
    expect((await store('GET', '/customer/search')).statusCode).toBe(400);
    expect((await store('GET', `/customer/search?subscription_id=${sub}&transaction_id=${txn}`)).statusCode).toBe(400);
    const token = await tokenWith('view:b2c_customer_menu');
    expect((await store('GET', `/customer/search?subscription_id=${sub}`, { token })).statusCode).toBe(403);
  });
});

// ---- Demo data ------------------------------------------------------------------------------------

describe('demo customers', () => {
  it('has the well-known accounts the browser tests use', async () => {
    const [jane] = await db().select().from(customer).where(eq(customer.email, DEMO_CUSTOMER_EMAILS.jane));
    expect(jane).toMatchObject({ connection: 'USERNAME', isB2b: false, accountType: 'SINGLE' });
    const found = await store('GET', `/customer/search?subscription_id=${DEMO_SUBSCRIPTION_ID}`);
    expect(found.json()).toEqual({ auth0_id: jane?.auth0Id, customer_id: jane?.id });
    const byTxn = await store('GET', `/customer/search?transaction_id=${DEMO_TRANSACTION_ID}`);
    expect(byTxn.json().customer_id).toBe(jane?.id);
    const [payment] = await db()
      .select()
      .from(paymentMethod)
      .where(eq(paymentMethod.customerId, jane?.id ?? 0));
    expect(payment).toMatchObject({ country: 'US', isDefault: true });
    const [subscriber] = await db()
      .select()
      .from(marketingSubscriber)
      .where(eq(marketingSubscriber.email, DEMO_CUSTOMER_EMAILS.jane));
    expect(subscriber?.status).toBe('Active');
    const janeDetail = await detail(jane?.id ?? 0);
    expect(janeDetail.supportResetPassword).toBe(true);

    const [john] = await db().select().from(customer).where(eq(customer.email, DEMO_CUSTOMER_EMAILS.john));
    expect(john?.connection).toBe('GOOGLE');
    expect((await detail(john?.id ?? 0)).sharedCustomers.map((s) => s.email)).toEqual([
      DEMO_CUSTOMER_EMAILS.johnSecond,
    ]);
    const [olivia] = await db().select().from(customer).where(eq(customer.email, DEMO_CUSTOMER_EMAILS.olivia));
    expect(olivia).toMatchObject({ isB2b: true, accountType: 'MASTER' });
    expect((await detail(olivia?.id ?? 0)).organization).toBe('Northwind Traders');
  });

  it('spreads over both tabs, every connection, anonymous accounts and example domains only', async () => {
    const count = async (where: ReturnType<typeof sql>) => {
      const result = (await db().execute(sql`select count(*)::int as n from customer where ${where}`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n ?? 0;
    };
    expect(await count(sql`not is_b2b and email not like '%test.example.com'`)).toBeGreaterThanOrEqual(2000);
    expect(await count(sql`is_b2b and email not like '%test.example.com'`)).toBeGreaterThanOrEqual(450);
    expect(await count(sql`email is null and auth0_id like 'auth0|anon%'`)).toBe(20);
    expect(await count(sql`email is not null and email !~ '@(test\\.)?example\\.(com|org|net)$'`)).toBe(0);
    for (const connection of ['USERNAME', 'GOOGLE', 'APPLE', 'FACEBOOK', 'OKTA']) {
      expect(await count(sql`connection = ${connection}`), connection).toBeGreaterThan(10);
    }
    const statuses = await db().selectDistinct({ status: marketingSubscriber.status }).from(marketingSubscriber);
    expect(statuses.map((s) => s.status).sort()).toEqual(['Active', 'Bounced', 'Held', 'Unsubscribed']);
  });
});
