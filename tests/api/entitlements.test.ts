import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENTITLEMENT_CUSTOMER_EMAIL, seedDemoEntitlements } from '../../src/server/areas/entitlements';
import { auditLog, customer, entitlement, language } from '../../src/server/db/schema';
import { LIST_DEPTH_MESSAGE } from '../../src/shared/contracts/common';
import { ENTITLEMENT_COURSE_LIMIT, type Entitlement, entitlementSchema } from '../../src/shared/contracts/entitlements';
import { CUSTOMER_MESSAGES } from '../../src/shared/domain/customer';
import { ENTITLEMENT_MESSAGES as MESSAGES } from '../../src/shared/domain/entitlement';
import { aContentProduct, type ContentProductRow, nextSerial } from '../support/builders';
import { aCustomer, anEntitlement, anOrganization, type CustomerRow } from '../support/customer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce } from '../support/versions';

const ALL = [
  'read:customers',
  'view:entitlement_menu',
  'create:entitlement',
  'update:entitlement',
  'revoke:entitlement',
  'restore:entitlements',
];
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: string;
/** The test clock's now (2026-11-20T10:00Z) and the start of its UTC day. */
let now: number;
let today: number;
let published: ContentProductRow;
let staging: ContentProductRow;
let frenchName: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-ent-test' });
  now = server.clock.now().getTime();
  today = Date.UTC(2026, 10, 20);
  published = await aContentProduct(server.deps.db, { status: 'ACTIVE', name: 'Entitled French course' });
  staging = await aContentProduct(server.deps.db, { status: 'STAGING' });
  const [french] = await server.deps.db.select().from(language).where(eq(language.id, 15));
  frenchName = french?.name ?? '';
});
afterAll(() => server.close());

const db = () => server.deps.db;
const tokenWith = (...permissions: string[]) => mintToken(server, { permissions });

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; token?: string; ifMatch?: number } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin}` };
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({ method, url: `/api/portal${url}`, headers, payload: options.body as object });
}

type Answer = { statusCode: number; json(): unknown; body: string };

/** A portal 400 (or 404/409) whose detail is `message` and, for a 400, a violation names `field`. */
function expectProblem(res: Answer, status: number, message: string | null, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const answer = res.json() as { detail?: string; violations: { field: string; message: string }[] };
  if (message !== null) expect(answer.detail).toContain(message);
  if (field)
    expect(
      answer.violations.some((v) => v.field === field || v.field.startsWith(`${field}.`)),
      res.body,
    ).toBe(true);
}

interface PageAnswer {
  content: Entitlement[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
async function list(query: string, token?: string): Promise<PageAnswer> {
  const res = await call('GET', `/entitlements?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as PageAnswer;
  return { ...answer, content: answer.content.map((e) => entitlementSchema.parse(e)) };
}
const idsOf = (page: PageAnswer) => page.content.map((e) => e.entitlementId);

const rowOf = async (id: number) => {
  const [row] = await db().select().from(entitlement).where(eq(entitlement.id, id));
  if (!row) throw new Error(`no entitlement ${id}`);
  return row;
};
const audits = (entityType: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** `days` days from the test clock's now (negative: before it). */
const at = (days: number) => new Date(now + days * DAY);

// ---- GET /entitlements ------------------------------------------------------------------------------

describe('GET /entitlements (API-P-09)', () => {
  let alice: CustomerRow;
  let other: CustomerRow;
  let rows: Record<string, number>;
  const isbn = `9786${String(nextSerial()).padStart(9, '0')}`;

  beforeAll(async () => {
    const n = nextSerial();
    alice = await aCustomer(db(), { email: `Ent.Filter.${n}@Example.com` });
    other = await aCustomer(db(), { email: `ent.filter.${n}.other@example.com` });
    const e = (values: Partial<typeof entitlement.$inferInsert>) =>
      anEntitlement(db(), { customerId: alice.id, ...values }).then((r) => r.id);
    rows = {
      admin: await e({ createdAt: at(-50), expirationAt: at(30), languageId: 15, source: 'ADMIN' }),
      okta: await e({ createdAt: at(-40), expirationAt: at(10), languageId: 16, source: 'OKTA', isbn }),
      amazon: await e({
        createdAt: at(-30),
        expirationAt: null,
        languageId: 15,
        source: 'AMAZON',
        isSubscription: true,
        status: 'CANCELED',
      }),
      ecomSub: await e({
        createdAt: at(-20),
        expirationAt: at(-5),
        source: 'ECOM',
        isSubscription: true,
        status: 'EXPIRED',
      }),
      mg2: await e({
        createdAt: at(-10),
        expirationAt: at(60),
        source: 'MG2',
        isSubscription: true,
        status: 'REVOKED',
      }),
    };
    await anEntitlement(db(), { customerId: other.id, createdAt: at(-15), source: 'OKTA', isbn });
  });

  it("answers a customer's entitlements, newest first, with the product, language and customer joined in", async () => {
    const page = await list(`customerId=${alice.id}&size=10000&sort=createdDate,DESC`);
    expect(idsOf(page)).toEqual([rows.mg2, rows.ecomSub, rows.amazon, rows.okta, rows.admin]);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 10000 });
    const adminRow = await rowOf(rows.admin as number);
    expect(page.content.find((e) => e.entitlementId === rows.admin)).toEqual({
      entitlementId: rows.admin,
      productId: adminRow.productPublicId,
      contentProductId: null,
      isbn: adminRow.isbn,
      productName: adminRow.productName,
      languageId: 15,
      languageName: frenchName,
      isSubscription: false,
      status: 'ACTIVE',
      source: 'ADMIN',
      expirationDate: at(30).toISOString(),
      createdDate: at(-50).toISOString(),
      isUpgradedToAllAccess: false,
      adminGroupId: null,
      voucherGroupId: null,
      voucherCode: null,
      voucherType: null,
      customerId: alice.id,
      customerEmail: alice.email,
      customerIsB2b: false,
      rowVersion: 1,
    });
    expect(page.content.find((e) => e.entitlementId === rows.amazon)?.expirationDate).toBeNull();
    // The default sort is createdDate,DESC.
    expect(idsOf(await list(`customerId=${alice.id}`))).toEqual(idsOf(page));
  });

  it('sorts by created or expiration date in either direction (no expiration first when descending)', async () => {
    const q = `customerId=${alice.id}`;
    expect(idsOf(await list(`${q}&sort=createdDate,ASC`))).toEqual([
      rows.admin,
      rows.okta,
      rows.amazon,
      rows.ecomSub,
      rows.mg2,
    ]);
    expect(idsOf(await list(`${q}&sort=expirationDate,ASC`))).toEqual([
      rows.ecomSub,
      rows.okta,
      rows.admin,
      rows.mg2,
      rows.amazon,
    ]);
    expect(idsOf(await list(`${q}&sort=expirationDate,DESC`))).toEqual([
      rows.amazon,
      rows.mg2,
      rows.admin,
      rows.okta,
      rows.ecomSub,
    ]);
  });

  it('pages with a zero-based page and size', async () => {
    const all = idsOf(await list(`customerId=${alice.id}`));
    const second = await list(`customerId=${alice.id}&page=1&size=2`);
    expect(idsOf(second)).toEqual(all.slice(2, 4));
    expect(second).toMatchObject({ totalElements: 5, totalPages: 3, page: 1, size: 2 });
    expect(idsOf(await list(`customerId=${alice.id}&page=3&size=2`))).toEqual([]);
  });

  it('filters by sources and statuses (any of), subscription or one-shot and language', async () => {
    const q = `customerId=${alice.id}`;
    expect(idsOf(await list(`${q}&sources=OKTA,AMAZON`)).sort()).toEqual([rows.okta, rows.amazon].sort());
    expect(idsOf(await list(`${q}&sources=OKTA&sources=MG2`)).sort()).toEqual([rows.okta, rows.mg2].sort());
    expect(idsOf(await list(`${q}&statuses=REVOKED,EXPIRED`)).sort()).toEqual([rows.mg2, rows.ecomSub].sort());
    expect(idsOf(await list(`${q}&statuses=ACTIVE`)).sort()).toEqual([rows.admin, rows.okta].sort());
    expect(idsOf(await list(`${q}&isSubscription=true`)).sort()).toEqual([rows.amazon, rows.ecomSub, rows.mg2].sort());
    expect(idsOf(await list(`${q}&isSubscription=false`)).sort()).toEqual([rows.admin, rows.okta].sort());
    expect(idsOf(await list(`${q}&languageId=15`)).sort()).toEqual([rows.admin, rows.amazon].sort());
    expect(idsOf(await list(`${q}&sources=ADMIN,AMAZON&statuses=ACTIVE&languageId=15`))).toEqual([rows.admin]);
    // Across customers (the list screen): every row matches.
    const okta = await list('sources=OKTA,AMAZON&statuses=ACTIVE,CANCELED&size=1000');
    expect(okta.content.every((e) => ['OKTA', 'AMAZON'].includes(e.source))).toBe(true);
    expect(okta.content.every((e) => ['ACTIVE', 'CANCELED'].includes(e.status))).toBe(true);
    expect(idsOf(okta)).toEqual(expect.arrayContaining([rows.okta, rows.amazon]));
    expect(okta.totalElements).toBe(okta.content.length);
  });

  it('filters by the exact ISBN (trimmed), across customers', async () => {
    const page = await list(`isbn=${encodeURIComponent(`  ${isbn} `)}`);
    expect(page.content.map((e) => e.isbn)).toEqual([isbn, isbn]);
    expect(page.content.map((e) => e.customerId)).toEqual([other.id, alice.id]);
    expect((await list(`isbn=${isbn.slice(0, 10)}`)).totalElements).toBe(0);
  });

  it("filters by the customer's whole email, case-insensitive; a part of it or an unknown email finds nothing", async () => {
    const page = await list(`email=${encodeURIComponent(` ${(alice.email ?? '').toUpperCase()} `)}`);
    expect(idsOf(page).sort()).toEqual(Object.values(rows).sort());
    expect(page.content.every((e) => e.customerEmail === alice.email)).toBe(true);
    expect((await list(`email=${encodeURIComponent((alice.email ?? '').slice(0, 12))}`)).totalElements).toBe(0);
    const none = await list('email=nobody.at.all%40example.com');
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('filters by a created range, both ends included', async () => {
    const from = encodeURIComponent(at(-40).toISOString());
    const to = encodeURIComponent(at(-20).toISOString());
    const page = await list(`customerId=${alice.id}&createdDateFrom=${from}&createdDateTo=${to}`);
    expect(idsOf(page)).toEqual([rows.ecomSub, rows.amazon, rows.okta]);
    expect(idsOf(await list(`customerId=${alice.id}&createdDateFrom=${from}`))).toEqual([
      rows.mg2,
      rows.ecomSub,
      rows.amazon,
      rows.okta,
    ]);
    expect(idsOf(await list(`customerId=${alice.id}&createdDateTo=${to}`))).toEqual([
      rows.ecomSub,
      rows.amazon,
      rows.okta,
      rows.admin,
    ]);
  });

  it('shows B2B customers and their voucher fields', async () => {
    const org = await anOrganization(db());
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'SEAT', organizationId: org.id });
    const seat = await anEntitlement(db(), {
      customerId: b2b.id,
      source: 'B2B_SEAT_ASSIGNMENT',
      voucherGroupId: 77,
      voucherCode: 'VC-1',
      voucherType: 'MASTER',
      isUpgradedToAllAccess: true,
    });
    const [only] = (await list(`customerId=${b2b.id}`)).content;
    expect(only).toMatchObject({
      entitlementId: seat.id,
      customerIsB2b: true,
      source: 'B2B_SEAT_ASSIGNMENT',
      voucherGroupId: 77,
      voucherCode: 'VC-1',
      voucherType: 'MASTER',
      isUpgradedToAllAccess: true,
    });
  });

  it("lets read:customers read a customer's table but not search across customers (403); the menu permission may", async () => {
    const reader = await tokenWith('read:customers');
    expect(idsOf(await list(`customerId=${alice.id}`, reader))).toHaveLength(5);
    const refused = await call('GET', '/entitlements', { token: reader });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', `/entitlements?email=${encodeURIComponent(alice.email ?? '')}`, { token: reader })).statusCode,
    ).toBe(403);
    const menu = await tokenWith('view:entitlement_menu');
    // Asked twice: the read cache keeps a key's answer from its second ask (db/snapshot-cache.ts).
    for (let ask = 0; ask < 2; ask += 1) {
      expect((await list(`email=${encodeURIComponent(alice.email ?? '')}`, menu)).totalElements).toBe(5);
    }
    // The same search again by the reader: the kept answer of the read cache does not reach it.
    expect(
      (await call('GET', `/entitlements?email=${encodeURIComponent(alice.email ?? '')}`, { token: reader })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/entitlements?customerId=${alice.id}`, { token: await tokenWith('view:product_menu') }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    expectProblem(await call('GET', '/entitlements?sort=name,ASC'), 400, null, 'sort');
    expectProblem(await call('GET', '/entitlements?sources=NAVIGA'), 400, null, 'sources');
    expectProblem(await call('GET', '/entitlements?statuses=GONE'), 400, null, 'statuses');
    expectProblem(await call('GET', '/entitlements?isSubscription=yes'), 400, null, 'isSubscription');
    expectProblem(await call('GET', '/entitlements?languageId=x'), 400, null, 'languageId');
    expectProblem(await call('GET', '/entitlements?createdDateFrom=yesterday'), 400, null, 'createdDateFrom');
    const from = encodeURIComponent(at(-1).toISOString());
    const to = encodeURIComponent(at(-2).toISOString());
    expectProblem(
      await call('GET', `/entitlements?createdDateFrom=${from}&createdDateTo=${to}`),
      400,
      MESSAGES.rangeOrder,
      'createdDateFrom',
    );
    expectProblem(await call('GET', '/entitlements?page=1000&size=10'), 400, null, 'page');
    // Every list's depth (LIST_DEPTH), a customer's own entitlements too.
    expect((await call('GET', `/entitlements?customerId=${alice.id}&page=999&size=10`)).statusCode).toBe(200);
    expectProblem(
      await call('GET', `/entitlements?customerId=${alice.id}&page=1000&size=10`),
      400,
      LIST_DEPTH_MESSAGE,
      'page',
    );
  });
});

// ---- POST /entitlements ---------------------------------------------------------------------------

describe('POST /entitlements (API-P-11)', () => {
  let jane: CustomerRow;
  beforeAll(async () => {
    jane = await aCustomer(db());
  });
  const create = (body: Record<string, unknown>, token?: string) =>
    call('POST', '/entitlements', {
      body: { isbn: published.isbn, auth0Id: jane.auth0Id, expirationTimestamp: now + 30 * DAY, ...body },
      token,
    });

  it('adds an Active one-shot Admin entitlement to the published course (ISBN trimmed), copied from the product; audited', async () => {
    const res = await create({ isbn: ` ${published.isbn} `, auth0Id: ` ${jane.auth0Id}` });
    expect(res.statusCode, res.body).toBe(201);
    const e = entitlementSchema.parse(res.json());
    expect(e).toMatchObject({
      productId: published.productId,
      contentProductId: published.id,
      isbn: published.isbn,
      productName: 'Entitled French course',
      languageId: 15,
      languageName: frenchName,
      isSubscription: false,
      status: 'ACTIVE',
      source: 'ADMIN',
      expirationDate: new Date(now + 30 * DAY).toISOString(),
      createdDate: new Date(now).toISOString(),
      customerId: jane.id,
      customerEmail: jane.email,
      customerIsB2b: false,
    });
    const [entry, ...more] = await audits('entitlement', e.entitlementId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      actorId: 'staff-ent-test',
      before: null,
      after: { customerId: jane.id, isbn: published.isbn, source: 'ADMIN', status: 'ACTIVE' },
    });
    expect(idsOf(await list(`customerId=${jane.id}`))).toContain(e.entitlementId);
  });

  it('takes an expiration at the very start of today (UTC), and refuses one before it', async () => {
    expect((await create({ expirationTimestamp: today })).statusCode).toBe(201);
    const before = await db()
      .select({ id: entitlement.id })
      .from(entitlement)
      .where(eq(entitlement.customerId, jane.id));
    expectProblem(
      await create({ expirationTimestamp: today - 1 }),
      400,
      MESSAGES.expirationPast,
      'expirationTimestamp',
    );
    const after = await db()
      .select({ id: entitlement.id })
      .from(entitlement)
      .where(eq(entitlement.customerId, jane.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a course that is not published or not there, a blank one, and an unknown Auth0 id (404)', async () => {
    expectProblem(await create({ isbn: staging.isbn }), 400, MESSAGES.courseNotPublished, 'isbn');
    expectProblem(await create({ isbn: '9780000000000' }), 400, MESSAGES.courseNotPublished, 'isbn');
    expectProblem(await create({ isbn: '   ' }), 400, MESSAGES.courseRequired, 'isbn');
    expectProblem(await create({ auth0Id: 'auth0|nobody' }), 404, MESSAGES.customerNotFound);
  });

  it('refuses a body without its fields (400) and a token without create:entitlement (403)', async () => {
    expectProblem(
      await call('POST', '/entitlements', { body: { isbn: published.isbn, auth0Id: jane.auth0Id } }),
      400,
      null,
      'expirationTimestamp',
    );
    expectProblem(
      await call('POST', '/entitlements', { body: { auth0Id: jane.auth0Id, expirationTimestamp: now } }),
      400,
      null,
      'isbn',
    );
    expectProblem(await create({ expirationTimestamp: 'tomorrow' }), 400, null, 'expirationTimestamp');
    const res = await create({}, await tokenWith('update:entitlement', 'read:customers'));
    expect(res.statusCode).toBe(403);
  });
});

// ---- PUT /entitlements/{id} -----------------------------------------------------------------------

describe('PUT /entitlements/{id} (API-P-12)', () => {
  let owner: CustomerRow;
  beforeAll(async () => {
    owner = await aCustomer(db());
  });
  // The version the screen sends is the one its list row answered (`rowVersion`): the row's own.
  const versionOf = async (id: number) => (id === 99_999_999 ? 1 : (await rowOf(id)).rowVersion);
  const update = async (id: number, expirationTimestamp: unknown, token?: string) =>
    call('PUT', `/entitlements/${id}`, { body: { expirationTimestamp }, token, ifMatch: await versionOf(id) });

  it('changes the expiration of an Active Admin entitlement; audited', async () => {
    const e = await anEntitlement(db(), { customerId: owner.id, expirationAt: at(10) });
    const res = await update(e.id, now + 90 * DAY);
    expect(res.statusCode, res.body).toBe(200);
    expect(entitlementSchema.parse(res.json())).toMatchObject({
      entitlementId: e.id,
      expirationDate: at(90).toISOString(),
      status: 'ACTIVE',
    });
    expect((await rowOf(e.id)).expirationAt?.getTime()).toBe(now + 90 * DAY);
    const [entry] = await audits('entitlement', e.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { expirationDate: at(10).toISOString() },
      after: { expirationDate: at(90).toISOString() },
    });
    expect((await update(e.id, today)).statusCode).toBe(200);
  });

  it('refuses any entitlement but an Active Admin one (409), a past date (400), an unknown id (404)', async () => {
    const ecom = await anEntitlement(db(), { customerId: owner.id, source: 'ECOM', expirationAt: at(10) });
    const expired = await anEntitlement(db(), { customerId: owner.id, status: 'EXPIRED', expirationAt: at(10) });
    const revoked = await anEntitlement(db(), { customerId: owner.id, status: 'REVOKED', expirationAt: at(10) });
    for (const e of [ecom, expired, revoked]) {
      expectProblem(await update(e.id, now + 90 * DAY), 409, MESSAGES.notEditable);
      expect((await rowOf(e.id)).expirationAt?.getTime()).toBe(now + 10 * DAY);
      expect(await audits('entitlement', e.id)).toEqual([]);
    }
    const ok = await anEntitlement(db(), { customerId: owner.id, expirationAt: at(10) });
    expectProblem(await update(ok.id, today - 1), 400, MESSAGES.expirationPast, 'expirationTimestamp');
    expectProblem(await update(ok.id, 'soon'), 400, null, 'expirationTimestamp');
    expectProblem(await update(99_999_999, now + DAY), 404, MESSAGES.notFound(99_999_999));
    expect(
      (await update(ok.id, now + DAY, await tokenWith('create:entitlement', 'revoke:entitlement'))).statusCode,
    ).toBe(403);
    expect((await rowOf(ok.id)).expirationAt?.getTime()).toBe(now + 10 * DAY);
  });
});

describe('PUT /entitlements/{id} is versioned (If-Match)', () => {
  const put = (id: number, expirationTimestamp: number, ifMatch?: number) =>
    call('PUT', `/entitlements/${id}`, {
      body: { expirationTimestamp },
      ...(ifMatch === undefined ? {} : { ifMatch }),
    });

  it('saves on the version read and moves it; 428 without If-Match', async () => {
    const owner = await aCustomer(db());
    const e = await anEntitlement(db(), { customerId: owner.id, expirationAt: at(10) });
    const listed = await call('GET', `/entitlements?customerId=${owner.id}`);
    expect((listed.json() as { content: { rowVersion: number }[] }).content[0]?.rowVersion).toBe(1);
    expect((await put(e.id, now + 20 * DAY)).statusCode).toBe(428);
    const res = await put(e.id, now + 20 * DAY, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rowVersion: 2, expirationDate: at(20).toISOString() });
    expect(res.headers.etag).toBe('"2"');
  });

  it('a stale version is refused (409) with the current values; nothing is written', async () => {
    const owner = await aCustomer(db());
    const e = await anEntitlement(db(), { customerId: owner.id, expirationAt: at(10) });
    expect((await put(e.id, now + 20 * DAY, 1)).statusCode).toBe(200);
    const res = await put(e.id, now + 40 * DAY, 1);
    expectProblem(res, 409, MESSAGES.stale(at(20).toISOString()));
    expect(entitlementSchema.parse((res.json() as { current: unknown }).current)).toMatchObject({
      entitlementId: e.id,
      expirationDate: at(20).toISOString(),
      rowVersion: 2,
    });
    expect((await rowOf(e.id)).expirationAt?.getTime()).toBe(now + 20 * DAY);
  });

  it('20 edits at once on the same version: exactly one is saved, the others are stale', async () => {
    const owner = await aCustomer(db());
    const e = await anEntitlement(db(), { customerId: owner.id, expirationAt: at(10) });
    const statuses = await statusesAtOnce(20, (i) => put(e.id, now + (20 + i) * DAY, 1));
    expect(statuses).toEqual(oneWinner(20));
    expect(await audits('entitlement', e.id)).toHaveLength(1);
  });
});

// ---- PUT /entitlements/{id}/revoke ----------------------------------------------------------------

describe('PUT /entitlements/{id}/revoke (API-P-13)', () => {
  let owner: CustomerRow;
  beforeAll(async () => {
    owner = await aCustomer(db());
  });
  const revoke = (id: number, token?: string) => call('PUT', `/entitlements/${id}/revoke`, { token });

  it('revokes an Active Admin, Okta or Amazon entitlement and a one-shot eCom one; audited', async () => {
    for (const source of ['ADMIN', 'OKTA', 'AMAZON', 'ECOM'] as const) {
      const e = await anEntitlement(db(), { customerId: owner.id, source });
      const res = await revoke(e.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(entitlementSchema.parse(res.json())).toMatchObject({ entitlementId: e.id, status: 'REVOKED', source });
      expect((await rowOf(e.id)).status).toBe('REVOKED');
      const [entry] = await audits('entitlement', e.id);
      expect(entry).toMatchObject({ action: 'revoke', before: { status: 'ACTIVE' }, after: { status: 'REVOKED' } });
    }
  });

  it('refuses an eCom subscription, Google Play, and any entitlement that is not Active (409); 404; 403', async () => {
    const refusedOnes = [
      await anEntitlement(db(), { customerId: owner.id, source: 'ECOM', isSubscription: true }),
      await anEntitlement(db(), { customerId: owner.id, source: 'GOOGLEPLAY' }),
      await anEntitlement(db(), { customerId: owner.id, source: 'MG2' }),
      await anEntitlement(db(), { customerId: owner.id, source: 'ADMIN', status: 'REVOKED' }),
      await anEntitlement(db(), { customerId: owner.id, source: 'OKTA', status: 'EXPIRED' }),
    ];
    for (const e of refusedOnes) {
      expectProblem(await revoke(e.id), 409, MESSAGES.notRevocable);
      expect((await rowOf(e.id)).status).toBe(e.status);
      expect(await audits('entitlement', e.id)).toEqual([]);
    }
    expectProblem(await revoke(99_999_998), 404, MESSAGES.notFound(99_999_998));
    const ok = await anEntitlement(db(), { customerId: owner.id });
    expect((await revoke(ok.id, await tokenWith('update:entitlement'))).statusCode).toBe(403);
    expect((await rowOf(ok.id)).status).toBe('ACTIVE');
  });
});

// ---- POST /entitlements/restore -------------------------------------------------------------------

describe('POST /entitlements/restore (API-P-10)', () => {
  const restore = (customerIds: unknown, token?: string) =>
    call('POST', '/entitlements/restore', { body: { customerIds }, token });

  /** A B2C customer with revoked entitlements of every kind; answers the ids Restore should bring back. */
  async function aRevokedCustomer() {
    const c = await aCustomer(db());
    const e = (values: Partial<typeof entitlement.$inferInsert>) =>
      anEntitlement(db(), { customerId: c.id, status: 'REVOKED', expirationAt: at(30), ...values }).then((r) => r.id);
    const back = [
      await e({ source: 'MG2', isSubscription: true }),
      await e({ source: 'ECOM_MG2', isSubscription: true, expirationAt: null }),
      await e({ source: 'ECOM', isSubscription: false }),
    ];
    const stay = [
      await e({ source: 'MG2', expirationAt: at(-1) }),
      await e({ source: 'ECOM', expirationAt: new Date(now) }),
      await e({ source: 'ADMIN' }),
      await e({ source: 'GOOGLEPLAY' }),
      await e({ source: 'OKTA' }),
      await e({ source: 'MG2', status: 'EXPIRED' }),
      await e({ source: 'ECOM', status: 'CANCELED' }),
    ];
    return { customer: c, back, stay };
  }
  const statuses = async (ids: number[]) =>
    (await db().select().from(entitlement).where(inArray(entitlement.id, ids))).map((r) => r.status);

  it("brings back a B2C customer's revoked, unexpired Naviga and eCom entitlements only; audited per customer", async () => {
    const one = await aRevokedCustomer();
    const res = await restore([one.customer.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ restored: 3 });
    expect(await statuses(one.back)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    const stay = await db().select().from(entitlement).where(inArray(entitlement.id, one.stay));
    expect(stay.map((r) => r.status).sort()).toEqual(
      ['REVOKED', 'REVOKED', 'REVOKED', 'REVOKED', 'REVOKED', 'EXPIRED', 'CANCELED'].sort(),
    );
    const [entry, ...more] = await audits('customer', one.customer.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'restore',
      actorId: 'staff-ent-test',
      after: { entitlementIds: [...one.back].sort((a, b) => a - b), status: 'ACTIVE' },
    });
    // Again: nothing left to restore.
    expect((await restore([one.customer.id])).json()).toEqual({ restored: 0 });
  });

  it('restores several customers in one call, one audit entry each', async () => {
    const a = await aRevokedCustomer();
    const b = await aRevokedCustomer();
    const res = await restore([b.customer.id, a.customer.id, b.customer.id]);
    expect(res.json()).toEqual({ restored: 6 });
    expect(await audits('customer', a.customer.id)).toHaveLength(1);
    expect(await audits('customer', b.customer.id)).toHaveLength(1);
  });

  it('refuses a B2B customer (409) and an unknown one (404) with nothing written', async () => {
    const b2c = await aRevokedCustomer();
    const b2b = await aCustomer(db(), { isB2b: true, accountType: 'SEAT' });
    const b2bRow = await anEntitlement(db(), {
      customerId: b2b.id,
      source: 'MG2',
      status: 'REVOKED',
      expirationAt: at(30),
    });
    expectProblem(await restore([b2c.customer.id, b2b.id]), 409, MESSAGES.restoreB2cOnly);
    expectProblem(await restore([b2c.customer.id, 99_999_997]), 404, CUSTOMER_MESSAGES.notFound(99_999_997));
    expect(await statuses([...b2c.back, b2bRow.id])).toEqual(['REVOKED', 'REVOKED', 'REVOKED', 'REVOKED']);
    expect(await audits('customer', b2c.customer.id)).toEqual([]);
    expect(await audits('customer', b2b.id)).toEqual([]);
  });

  it('refuses an empty or bad list (400) and a token without restore:entitlements (403)', async () => {
    expectProblem(await restore([]), 400, null, 'customerIds');
    expectProblem(await restore(['x']), 400, null, 'customerIds.0');
    const c = await aRevokedCustomer();
    expect((await restore([c.customer.id], await tokenWith('revoke:entitlement', 'read:customers'))).statusCode).toBe(
      403,
    );
    expect(await statuses(c.back)).toEqual(['REVOKED', 'REVOKED', 'REVOKED']);
  });
});

// ---- GET /entitlements/courses --------------------------------------------------------------------

describe('GET /entitlements/courses (CUS-ENTM-02)', () => {
  const courses = async (q: string, token?: string) => {
    const res = await call('GET', `/entitlements/courses?q=${encodeURIComponent(q)}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { content: { isbn: string; name: string; productId: string; languageName: string | null }[] })
      .content;
  };

  it('answers published courses whose ISBN or name contains the text (any case), by name', async () => {
    const tag = `Zebra${nextSerial()}`;
    const b = await aContentProduct(db(), { status: 'ACTIVE', name: `${tag} beta`, languageId: 16 });
    const a = await aContentProduct(db(), { status: 'ACTIVE', name: `${tag} alpha` });
    await aContentProduct(db(), { status: 'STAGING', name: `${tag} staging` });
    await aContentProduct(db(), { status: 'ARCHIVED', name: `${tag} archived` });
    const found = await courses(tag.toLowerCase());
    expect(found.map((c) => c.name)).toEqual([`${tag} alpha`, `${tag} beta`]);
    expect(found[0]).toEqual({ isbn: a.isbn, name: a.name, productId: a.productId, languageName: frenchName });
    expect((await courses(b.isbn.slice(4))).map((c) => c.isbn)).toContain(b.isbn);
    expect(await courses(staging.isbn)).toEqual([]);
    expect(await courses('%')).toEqual([]);
    const all = await courses('');
    expect(all.length).toBeLessThanOrEqual(ENTITLEMENT_COURSE_LIMIT);
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y))));
  });

  it('is for those who add or edit entitlements (403 otherwise)', async () => {
    expect((await courses('a', await tokenWith('update:entitlement'))).length).toBeGreaterThan(0);
    const res = await call('GET', '/entitlements/courses', {
      token: await tokenWith('read:customers', 'view:entitlement_menu'),
    });
    expect(res.statusCode).toBe(403);
  });
});

// ---- Demo seed ------------------------------------------------------------------------------------

describe('the demo seed', () => {
  it('gives B2C customers without entitlements about three each, every source and status, the well-known customer her four and the redeemed gift’s, B2B customers none (theirs are voucher redemptions); idempotent', async () => {
    const [found] = await db().select().from(customer).where(eq(customer.emailKey, DEMO_ENTITLEMENT_CUSTOMER_EMAIL));
    const jane = found ?? (await aCustomer(db(), { email: DEMO_ENTITLEMENT_CUSTOMER_EMAIL }));
    const org = await anOrganization(db());
    const fresh = [
      ...(await Promise.all(Array.from({ length: 8 }, () => aCustomer(db())))),
      await aCustomer(db(), { isB2b: true, accountType: 'MASTER', organizationId: org.id }),
      await aCustomer(db(), { isB2b: true, accountType: 'SEAT', organizationId: org.id }),
    ];
    const started = Date.now();
    await seedDemoEntitlements(db());
    expect(Date.now() - started).toBeLessThan(2000);
    const ofJane = await db().select().from(entitlement).where(eq(entitlement.customerId, jane.id));
    expect(
      ofJane.map((e) => `${e.status} ${e.source} ${e.isSubscription ? 'subscription' : 'one-shot'}`).sort(),
    ).toEqual(
      [
        'ACTIVE ADMIN one-shot',
        'ACTIVE ECOM one-shot',
        'EXPIRED ECOM subscription',
        'REVOKED MG2 subscription',
        // The gift she redeemed (the billing seed's demo gifts, seed-gifts.ts): its gift subscription's course.
        'ACTIVE ECOM_GIFT subscription',
      ].sort(),
    );
    const revokedMg2 = ofJane.find((e) => e.source === 'MG2');
    expect(revokedMg2?.expirationAt?.getTime()).toBeGreaterThan(Date.now());
    const seeded = await db()
      .select()
      .from(entitlement)
      .where(
        inArray(
          entitlement.customerId,
          fresh.map((c) => c.id),
        ),
      );
    for (const c of fresh) {
      const mine = seeded.filter((e) => e.customerId === c.id);
      if (c.isB2b) {
        // A B2B customer's entitlements are the real redemptions of voucher groups (the vouchers seed).
        expect(mine).toEqual([]);
        continue;
      }
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(4);
      expect(mine.every((e) => !e.source.startsWith('B2B_') && e.voucherGroupId === null)).toBe(true);
    }
    const all = await db().select().from(entitlement);
    expect(new Set(all.map((e) => e.status))).toEqual(new Set(['ACTIVE', 'EXPIRED', 'CANCELED', 'PAUSED', 'REVOKED']));
    expect(all.filter((e) => e.isUpgradedToAllAccess).length).toBeGreaterThan(0);
    const count = all.length;
    await seedDemoEntitlements(db());
    expect(await db().$count(entitlement)).toBe(count);
  });
});
