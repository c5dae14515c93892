import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductIsbn } from '../../src/server/areas/content-products';
import { DEMO_CUSTOMER_EMAILS } from '../../src/server/areas/customers';
import { redeemVoucher } from '../../src/server/areas/vouchers';
import { DEMO_VOUCHER_GROUPS } from '../../src/server/areas/vouchers/seed';
import {
  auditLog,
  contentProduct,
  customer,
  entitlement,
  voucher,
  voucherGroup,
  voucherRedemption,
} from '../../src/server/db/schema';
import { pageOf } from '../../src/shared/contracts/common';
import {
  type VoucherGroup,
  type VoucherGroupBody,
  type VoucherGroupRow,
  voucherGroupRowSchema,
  voucherGroupSchema,
} from '../../src/shared/contracts/vouchers';
import {
  isVoucherCode,
  VOUCHER_MESSAGES as MESSAGES,
  VOUCHER_CODE_LENGTH,
  voucherState,
} from '../../src/shared/domain/voucher';
import { aCustomer, anOrganization } from '../support/customer-builders';
import { portalCaller } from '../support/store-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce, versionOfRead } from '../support/versions';
import { aVoucherGroupBody } from '../support/voucher-builders';

/**
 * Voucher groups (API-M-41…47, checklist 11.2 VG-01…30, PERM-VG-01…04): the list and every filter, the
 * detail and its flags as the clock moves, add with its codes, the versioned edit and its refusals, delete,
 * the course lists, every rule and message of the form on the server, every permission. The redemption
 * engine and its race are voucher-redemption.test.ts.
 */

const ALL = ['view:voucher_menu', 'create:voucher_group', 'update:voucher_group', 'delete:voucher_group'];
const TODAY = '2026-11-20'; // TEST_CLOCK_START's day

let server: TestServer;
let admin: string;
let viewer: string;
let orgId: number;
const SUB_FR = demoProductIsbn('sub-fr');
const ALL_ACCESS = demoProductIsbn('aa-0');

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-vg-test', email: 'vg-test@portal.example.com' });
  viewer = await mintToken(server, { permissions: ['view:voucher_menu'] });
  orgId = (await anOrganization(server.deps.db, 'Voucher Test Org')).id;
});
afterAll(() => server.close());

const db = () => server.deps.db;

const call = portalCaller(
  () => server,
  () => admin,
);

interface ListPage {
  content: VoucherGroupRow[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
async function list(query = '', token = admin): Promise<ListPage> {
  const res = await call('GET', `/vouchers/groups${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  // Written as built (serialize 'plain'): what the schema keeps is the whole text, typed as JSON.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const page = res.json() as ListPage;
  expect(pageOf(voucherGroupRowSchema).parse(page)).toEqual(page);
  return page;
}

const body = (over: Partial<VoucherGroupBody> = {}) => aVoucherGroupBody(orgId, SUB_FR, TODAY, over);

async function aGroup(over: Partial<VoucherGroupBody> = {}): Promise<VoucherGroup> {
  const res = await call('POST', '/vouchers/groups', { body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return voucherGroupSchema.parse(res.json());
}
async function read(id: number) {
  const res = await call('GET', `/vouchers/groups/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(voucherGroupSchema.parse(res.json())).toEqual(res.json());
  return { group: voucherGroupSchema.parse(res.json()), version: versionOfRead(res) };
}
const codesOf = (id: number) =>
  db()
    .select({ code: voucher.code, redeemedCount: voucher.redeemedCount })
    .from(voucher)
    .where(eq(voucher.voucherGroupId, id))
    .orderBy(asc(voucher.id));
const publicIdOf = async (key: string) =>
  (
    await db()
      .select({ productId: contentProduct.productId })
      .from(contentProduct)
      .where(eq(contentProduct.isbn, demoProductIsbn(key)))
  )[0]?.productId ?? '';

/** The 400 of the portal family: a violation naming the field with the message. */
function expect400(res: { statusCode: number; json(): unknown; body: string }, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json() as { violations: { field: string; message: string }[] };
  expect(answer.violations, res.body).toContainEqual({ field, message });
}
const post = (over: Partial<VoucherGroupBody>) => call('POST', '/vouchers/groups', { body: body(over) });

describe('the demo data', () => {
  it('gives the demo B2B customers their entitlements by redeeming the demo groups (a real group and its code)', async () => {
    const b2b = await db()
      .select()
      .from(entitlement)
      .where(inArray(entitlement.source, ['B2B_REDEMPTION', 'B2B_SEAT_ASSIGNMENT']));
    expect(b2b.length).toBeGreaterThan(0);
    const groups = new Set((await db().select({ id: voucherGroup.id }).from(voucherGroup)).map((g) => g.id));
    const codes = new Set(
      (await db().select({ group: voucher.voucherGroupId, code: voucher.code }).from(voucher)).map(
        (c) => `${c.group} ${c.code}`,
      ),
    );
    const redeemed = new Set(
      (
        await db()
          .select({ group: voucherRedemption.voucherGroupId, customer: voucherRedemption.customerId })
          .from(voucherRedemption)
      ).map((r) => `${r.group} ${r.customer}`),
    );
    for (const e of b2b) {
      expect(groups.has(e.voucherGroupId as number), `group ${e.voucherGroupId}`).toBe(true);
      expect(codes.has(`${e.voucherGroupId} ${e.voucherCode}`), `code ${e.voucherCode}`).toBe(true);
      expect(redeemed.has(`${e.voucherGroupId} ${e.customerId}`)).toBe(true);
    }
    // The well-known B2B customer has one (the customer screens open it in the B2B site).
    const [olivia] = await db().select().from(customer).where(eq(customer.email, DEMO_CUSTOMER_EMAILS.olivia));
    expect(b2b.some((e) => e.customerId === olivia?.id)).toBe(true);
  });
});

describe('GET /vouchers/groups (API-M-41)', () => {
  it('answers the demo groups last modified first, zero-based pages of 10 (VG-02)', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 0, size: 10 });
    expect(page.totalElements).toBeGreaterThanOrEqual(DEMO_VOUCHER_GROUPS.length);
    const times = page.content.map((r) => r.lastModifiedDate);
    expect(times).toEqual([...times].sort().reverse());
    const next = await list('?page=1&size=5');
    expect(next).toMatchObject({ page: 1, size: 5 });
    const first = await list('?page=0&size=5');
    expect(next.content[0]?.voucherGroupId).not.toBe(first.content[0]?.voucherGroupId);
    const ascending = await list('?sort=lastModifiedDate,ASC');
    const up = ascending.content.map((r) => r.lastModifiedDate);
    expect(up).toEqual([...up].sort());
  });

  it('has demo groups of every type and every display state (VG-08)', async () => {
    const all = (await list('?size=100')).content;
    expect(new Set(all.map((r) => r.voucherInfo.voucherType))).toEqual(new Set(['SINGLE', 'MASTER', 'SEAT']));
    expect(new Set(all.map((r) => voucherState(r)))).toEqual(
      new Set(['ACTIVE', 'ABOUT_TO_EXPIRE', 'EXPIRED', 'NOT_STARTED']),
    );
    expect(new Set(all.map((r) => r.voucherDeal))).toEqual(new Set(['OPEN_ENDED', 'FIXED_TERM']));
    expect(new Set(all.map((r) => r.entitlementDeal))).toEqual(new Set(['OPEN_ENDED', 'FIXED_TERM', 'FIXED_ENDED']));
    expect(all.some((r) => r.redeemedCount > 0)).toBe(true);
  });

  it('filters by voucher types, organizations, invoice and active state (VG-01)', async () => {
    const masters = (await list('?voucherTypes=MASTER&size=100')).content;
    expect(masters.length).toBeGreaterThan(0);
    expect(masters.every((r) => r.voucherInfo.voucherType === 'MASTER')).toBe(true);
    const two = (await list('?voucherTypes=MASTER,SEAT&size=100')).content;
    expect(new Set(two.map((r) => r.voucherInfo.voucherType))).toEqual(new Set(['MASTER', 'SEAT']));
    const repeated = (await list('?voucherTypes=MASTER&voucherTypes=SEAT&size=100')).totalElements;
    expect(repeated).toBe(two.length);

    const [a, b] = (await list('?size=2')).content;
    const one = (await list(`?organizationIds=${a?.organizationId}&size=100`)).content;
    expect(one.every((r) => r.organizationId === a?.organizationId)).toBe(true);
    const both = (await list(`?organizationIds=${a?.organizationId},${b?.organizationId}&size=100`)).content;
    expect(new Set(both.map((r) => r.organizationId))).toEqual(new Set([a?.organizationId, b?.organizationId]));

    // Part of the invoice, any case; one and two characters too.
    expect((await list('?invoice=inv-2026-00')).content.every((r) => r.invoice.startsWith('INV-2026-00'))).toBe(true);
    const part = (await list('?invoice=0207')).content;
    expect(part.map((r) => r.invoice)).toEqual(['INV-2025-0207']);
    expect((await list('?invoice=7&size=100')).content.every((r) => r.invoice.includes('7'))).toBe(true);
    expect((await list('?invoice=%25')).totalElements).toBe(0);

    const active = (await list('?isActive=true&size=100')).content;
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((r) => r.isActive)).toBe(true);
    const inactive = (await list('?isActive=false&size=100')).content;
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((r) => !r.isActive && (r.hasExpired || voucherState(r) === 'NOT_STARTED'))).toBe(true);
    const combined = (await list('?isActive=true&voucherTypes=SINGLE&size=100')).content;
    expect(combined.every((r) => r.isActive && r.voucherInfo.voucherType === 'SINGLE')).toBe(true);
  });

  it('refuses bad queries with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['sort=description,ASC', 'sort'],
      ['voucherTypes=GOLD', 'voucherTypes'],
      ['organizationIds=x', 'organizationIds'],
      ['isActive=yes', 'isActive'],
      ['page=-1', 'page'],
      [`invoice=${'x'.repeat(256)}`, 'invoice'],
    ] as const) {
      const res = await call('GET', `/vouchers/groups?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { violations: { field: string }[] }).violations[0]?.field).toContain(field);
    }
  });
});

describe('POST /vouchers/groups (API-M-42)', () => {
  it('adds a SINGLE group with one random code per licence, audited', async () => {
    const group = await aGroup({ description: '  Acme French  ', invoice: ' INV-9 ' });
    // What was sent (a SINGLE group of 5 from today for a year), its texts trimmed, with the names it refers to.
    expect(group).toMatchObject({
      ...body({ description: 'Acme French', invoice: 'INV-9' }),
      organizationName: 'Voucher Test Org',
      genericProduct: { isbn: SUB_FR, name: 'French Subscription' },
      languageProductGroups: [],
      redeemedCount: 0,
      isActive: true,
      hasExpired: false,
      aboutToExpire: false,
      rowVersion: 1,
    });
    const codes = await codesOf(group.voucherGroupId);
    expect(codes).toHaveLength(5);
    expect(codes.every((c) => isVoucherCode(c.code) && c.code.length === VOUCHER_CODE_LENGTH)).toBe(true);
    expect(new Set(codes.map((c) => c.code)).size).toBe(5);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'voucher_group'), eq(auditLog.entityId, String(group.voucherGroupId))));
    expect(entry).toMatchObject({ action: 'CREATE', actorEmail: 'vg-test@portal.example.com' });
  });

  it('gives a MASTER or SEAT group one shared code; uses per user 1 for SINGLE and SEAT', async () => {
    const master = await aGroup({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 100, usesPerUser: 4 } });
    expect(master.voucherInfo).toEqual({ voucherType: 'MASTER', voucherAmount: 100, usesPerUser: 4 });
    expect(await codesOf(master.voucherGroupId)).toHaveLength(1);
    const seat = await aGroup({ voucherInfo: { voucherType: 'SEAT', voucherAmount: 30, usesPerUser: 7 } });
    expect(seat.voucherInfo).toEqual({ voucherType: 'SEAT', voucherAmount: 30, usesPerUser: 1 });
    expect(await codesOf(seat.voucherGroupId)).toHaveLength(1);
  });

  it('keeps only what the deals use: open-ended has no dates, days or date by entitlement deal', async () => {
    const open = await aGroup({
      voucherDeal: 'OPEN_ENDED',
      entitlementDeal: 'FIXED_TERM',
      entitlementDays: 90,
      entitlementExpirationDate: '2030-01-01',
    });
    expect(open).toMatchObject({
      validPeriod: null,
      entitlementDays: 90,
      entitlementExpirationDate: null,
      isActive: true,
    });
    const fixed = await aGroup({
      entitlementDeal: 'FIXED_ENDED',
      entitlementDays: 5,
      entitlementExpirationDate: '2028-02-29',
    });
    expect(fixed).toMatchObject({ entitlementDays: null, entitlementExpirationDate: '2028-02-29' });
  });

  it('adds an INDIVIDUAL group with its courses by language, in the order chosen', async () => {
    const [fr1, mlFr, de1] = [await publicIdOf('fr-1'), await publicIdOf('ml-fr'), await publicIdOf('de-1')];
    const group = await aGroup({
      isbnSelectionType: 'INDIVIDUAL',
      genericProduct: null,
      languageProductGroups: [
        { languageId: 16, productItems: [{ productId: de1 }] },
        { languageId: 15, productItems: [{ productId: mlFr }, { productId: fr1 }] },
      ],
    });
    expect(group.genericProduct).toBeNull();
    expect(group.languageProductGroups).toEqual([
      { languageId: 16, languageName: 'German', productItems: [{ productId: de1, productName: 'German Level 1' }] },
      {
        languageId: 15,
        languageName: 'French',
        productItems: [
          { productId: mlFr, productName: 'French Complete Course' },
          { productId: fr1, productName: 'French Level 1' },
        ],
      },
    ]);
  });

  it('checks every field with the form messages (VG-09…26)', async () => {
    const long = 'x'.repeat(101);
    expect400(await post({ description: '   ' }), 'description', "'Description' is required");
    expect400(await post({ description: long }), 'description', MESSAGES.descriptionTooLong);
    expect400(await post({ organizationId: null }), 'organizationId', "'Organization' is required");
    expect400(
      await post({ voucherInfo: { voucherType: null, voucherAmount: 5 } }),
      'voucherInfo.voucherType',
      "'Voucher type' is required",
    );
    expect400(await post({ voucherDeal: null }), 'voucherDeal', "'Voucher deal' is required");
    expect400(await post({ validPeriod: null }), 'validPeriod', "'Valid duration' is required");
    expect400(
      await post({ validPeriod: { startDate: '2026-11-18', expirationDate: '2027-01-01' } }),
      'validPeriod',
      MESSAGES.validPeriodPast,
    );
    expect400(
      await post({ validPeriod: { startDate: '2027-02-01', expirationDate: '2027-01-01' } }),
      'validPeriod',
      MESSAGES.validPeriodOrder,
    );
    expect400(await post({ isPrepaidVoucher: null }), 'isPrepaidVoucher', "'Payment type' is required");
    expect400(await post({ price: { amount: null } }), 'price.amount', "'Price per voucher' is required");
    expect400(await post({ price: { amount: -1 } }), 'price.amount', MESSAGES.priceMin);
    expect400(await post({ price: { amount: 1.005 } }), 'price.amount', MESSAGES.priceDecimals);
    expect400(await post({ price: { amount: 1_000_000 } }), 'price.amount', MESSAGES.priceMax);
    expect400(await post({ price: { amount: 1, currency: 'EUR' } }), 'price.currency', MESSAGES.currencyFixed);
    expect400(await post({ isbnSelectionType: null }), 'isbnSelectionType', "'ISBN selection' is required");
    expect400(await post({ genericProduct: null }), 'genericProduct', "'Course' is required");
    expect400(
      await post({ isbnSelectionType: 'INDIVIDUAL', languageProductGroups: [{ languageId: null, productItems: [] }] }),
      'languageProductGroups.0.languageId',
      "'Language' is required",
    );
    expect400(
      await post({ isbnSelectionType: 'INDIVIDUAL', languageProductGroups: [{ languageId: 15, productItems: [] }] }),
      'languageProductGroups.0.productItems',
      "'Course' is required",
    );
    for (const amount of [null, 0, 10_001, 2.5]) {
      expect400(
        await post({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: amount } }),
        'voucherInfo.voucherAmount',
        amount === null ? "'Total licenses' is required" : MESSAGES.voucherAmountRange,
      );
    }
    expect400(
      await post({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: null } }),
      'voucherInfo.usesPerUser',
      "'Licenses per user' is required",
    );
    expect400(
      await post({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 0 } }),
      'voucherInfo.usesPerUser',
      MESSAGES.usesPerUserRange,
    );
    expect400(
      await post({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 11 } }),
      'voucherInfo.usesPerUser',
      MESSAGES.usesPerUserAboveTotal,
    );
    expect400(await post({ entitlementDeal: null }), 'entitlementDeal', "'Entitlement deal' is required");
    expect400(
      await post({ entitlementDeal: 'FIXED_TERM', entitlementDays: null }),
      'entitlementDays',
      "'Entitlement days' is required",
    );
    for (const days of [0, 3651]) {
      expect400(
        await post({ entitlementDeal: 'FIXED_TERM', entitlementDays: days }),
        'entitlementDays',
        MESSAGES.entitlementDaysRange,
      );
    }
    expect400(await post({ entitlementDeal: 'FIXED_ENDED' }), 'entitlementExpirationDate', 'Invalid date');
    expect400(
      await post({ entitlementDeal: 'FIXED_ENDED', entitlementExpirationDate: '2027-01-01' }),
      'entitlementExpirationDate',
      MESSAGES.entitlementDateBeforeVoucher,
    );
    expect400(
      await post({
        validPeriod: { startDate: TODAY, expirationDate: null },
        entitlementDeal: 'FIXED_ENDED',
        entitlementExpirationDate: '2030-01-01',
      }),
      'entitlementExpirationDate',
      'Please choose voucher valid duration first',
    );
    expect400(
      await post({
        voucherDeal: 'OPEN_ENDED',
        entitlementDeal: 'FIXED_ENDED',
        entitlementExpirationDate: '2026-11-01',
      }),
      'entitlementExpirationDate',
      MESSAGES.entitlementDatePast,
    );
    expect400(await post({ invoice: 'x'.repeat(256) }), 'invoice', MESSAGES.invoiceTooLong);
    expect400(await post({ docNumber: 'x'.repeat(256) }), 'docNumber', MESSAGES.docNumberTooLong);
  });

  it('takes the fixed expiry on the voucher expiry itself, dates from yesterday in UTC (still today westward)', async () => {
    const group = await aGroup({
      validPeriod: { startDate: '2026-11-19', expirationDate: '2027-06-30' },
      entitlementDeal: 'FIXED_ENDED',
      entitlementExpirationDate: '2027-06-30',
    });
    expect(group.entitlementExpirationDate).toBe('2027-06-30');
  });

  it('refuses unknown or unusable references naming the field', async () => {
    expect400(await post({ organizationId: 999999 }), 'organizationId', MESSAGES.unknownOrganization(999999));
    const staging = demoProductIsbn('sub-ja');
    expect400(
      await post({ genericProduct: { isbn: staging } }),
      'genericProduct',
      MESSAGES.unknownGenericProduct(staging),
    );
    const single = demoProductIsbn('fr-1');
    expect400(
      await post({ genericProduct: { isbn: single } }),
      'genericProduct',
      MESSAGES.unknownGenericProduct(single),
    );
    const fr1 = await publicIdOf('fr-1');
    expect400(
      await post({
        isbnSelectionType: 'INDIVIDUAL',
        languageProductGroups: [{ languageId: 16, productItems: [{ productId: fr1 }] }],
      }),
      'languageProductGroups.0.productItems',
      MESSAGES.unknownCourses([fr1]),
    );
    const staged = await publicIdOf('fr-2');
    expect400(
      await post({
        isbnSelectionType: 'INDIVIDUAL',
        languageProductGroups: [{ languageId: 15, productItems: [{ productId: staged }] }],
      }),
      'languageProductGroups.0.productItems',
      MESSAGES.unknownCourses([staged]),
    );
    expect400(
      await post({
        isbnSelectionType: 'INDIVIDUAL',
        languageProductGroups: [{ languageId: 9999, productItems: [{ productId: fr1 }] }],
      }),
      'languageProductGroups.0.languageId',
      MESSAGES.unknownLanguage(9999),
    );
    expect400(
      await post({
        isbnSelectionType: 'INDIVIDUAL',
        languageProductGroups: [
          { languageId: 15, productItems: [{ productId: fr1 }] },
          { languageId: 15, productItems: [{ productId: fr1 }] },
        ],
      }),
      'languageProductGroups.1.languageId',
      MESSAGES.languageTwice,
    );
  });

  it('refuses what cannot be stored at the schema (types, dates, lengths)', async () => {
    for (const [over, field] of [
      [{ validPeriod: { startDate: '2026-02-30', expirationDate: '2027-01-01' } }, 'validPeriod.startDate'],
      [{ voucherInfo: { voucherType: 'GOLD' } }, 'voucherInfo.voucherType'],
      [{ description: 'a\u0000b' }, 'description'],
      [{ price: { amount: 'ten' } }, 'price.amount'],
      [{ organizationId: 0 }, 'organizationId'],
    ] as const) {
      const res = await call('POST', '/vouchers/groups', { body: { ...body(), ...over } });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect((res.json() as { violations: { field: string }[] }).violations[0]?.field).toBe(field);
    }
  });
});

describe('GET /vouchers/groups/{id} (API-M-43)', () => {
  it('answers the group with its version as ETag; 404 for none', async () => {
    const group = await aGroup();
    const res = await call('GET', `/vouchers/groups/${group.voucherGroupId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(voucherGroupSchema.parse(res.json())).toEqual(group);
    const missing = await call('GET', '/vouchers/groups/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: MESSAGES.notFound(999999) });
    expect((await call('GET', '/vouchers/groups/abc')).statusCode).toBe(400);
  });

  it('moves through not started, active, about to expire and expired with the clock (VG-30: 30 days)', async () => {
    const group = await aGroup({ validPeriod: { startDate: '2026-12-01', expirationDate: '2027-01-30' } });
    const at = async (time: string) => {
      server.clock.set(time);
      return voucherState((await read(group.voucherGroupId)).group);
    };
    try {
      expect(await at('2026-11-30T23:59:59.999Z')).toBe('NOT_STARTED');
      expect(await at('2026-12-01T00:00:00.000Z')).toBe('ACTIVE');
      expect(await at('2026-12-31T23:59:59.999Z')).toBe('ACTIVE');
      expect(await at('2027-01-01T00:00:00.000Z')).toBe('ABOUT_TO_EXPIRE');
      expect(await at('2027-01-30T23:59:59.999Z')).toBe('ABOUT_TO_EXPIRE');
      expect(await at('2027-01-31T00:00:00.000Z')).toBe('EXPIRED');
    } finally {
      server.clock.set('2026-11-20T10:00:00.000Z');
    }
  });
});

describe('PUT /vouchers/groups/{id} (API-M-44)', () => {
  it('edits on the version read: 428 without If-Match, 409 stale with the current values, audited', async () => {
    const group = await aGroup();
    const url = `/vouchers/groups/${group.voucherGroupId}`;
    const missing = await call('PUT', url, { body: body({ description: 'No version' }) });
    expect(missing.statusCode).toBe(428);
    const saved = await call('PUT', url, { body: body({ description: 'Renamed' }), ifMatch: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Renamed', rowVersion: 2 });
    const stale = await call('PUT', url, { body: body({ description: 'Late' }), ifMatch: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ detail: MESSAGES.stale, current: { description: 'Renamed', rowVersion: 2 } });
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'voucher_group'), eq(auditLog.entityId, String(group.voucherGroupId))));
    expect(audits.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    expect((await call('PUT', '/vouchers/groups/999999', { body: body(), ifMatch: 1 })).statusCode).toBe(404);
  });

  it('lets one of ten simultaneous edits of one version win', async () => {
    const group = await aGroup();
    const statuses = await statusesAtOnce(10, (k) =>
      call('PUT', `/vouchers/groups/${group.voucherGroupId}`, { body: body({ description: `Edit ${k}` }), ifMatch: 1 }),
    );
    expect(statuses).toEqual(oneWinner(10));
  });

  it('writes nothing for an unchanged edit', async () => {
    const group = await aGroup();
    const res = await call('PUT', `/vouchers/groups/${group.voucherGroupId}`, { body: body(), ifMatch: 1 });
    expect(res.json()).toMatchObject({ rowVersion: 1, lastModifiedDate: group.lastModifiedDate });
  });

  it('keeps the codes in step: a SINGLE group gains and loses unused codes, a new type gets new codes', async () => {
    const group = await aGroup();
    const url = `/vouchers/groups/${group.voucherGroupId}`;
    let version = 1;
    const edit = async (over: Partial<VoucherGroupBody>) => {
      const res = await call('PUT', url, { body: body(over), ifMatch: version });
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json() as VoucherGroup).rowVersion;
      // The codes' page says their number (from the group's type and licences) and shows them all.
      const page = await call('GET', `${url}/vouchers?page=0&size=100`);
      const rows = await codesOf(group.voucherGroupId);
      expect(page.json()).toMatchObject({ totalElements: rows.length });
      expect((page.json() as { content: { code: string }[] }).content.map((c) => c.code)).toEqual(
        rows.map((c) => c.code),
      );
    };
    const first = await codesOf(group.voucherGroupId);
    await edit({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: 8 } });
    const more = await codesOf(group.voucherGroupId);
    expect(more).toHaveLength(8);
    expect(more.slice(0, 5)).toEqual(first);
    await edit({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: 3 } });
    expect(await codesOf(group.voucherGroupId)).toEqual(first.slice(0, 3));
    await edit({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 50, usesPerUser: 2 } });
    const shared = await codesOf(group.voucherGroupId);
    expect(shared).toHaveLength(1);
    expect(first.map((c) => c.code)).not.toContain(shared[0]?.code);
  });

  it('refuses lowering the licences below those redeemed, and a new type once one is redeemed', async () => {
    const group = await aGroup({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 5 } });
    const [code] = await codesOf(group.voucherGroupId);
    for (let k = 0; k < 3; k += 1) {
      const c = await aCustomer(db(), { isB2b: true, organizationId: orgId });
      await redeemVoucher(db(), { code: code?.code ?? '', customerId: c.id }, server.clock);
    }
    const url = `/vouchers/groups/${group.voucherGroupId}`;
    expect400(
      await call('PUT', url, {
        body: body({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 2, usesPerUser: 1 } }),
        ifMatch: 1,
      }),
      'voucherInfo.voucherAmount',
      MESSAGES.licencesBelowRedeemed(3),
    );
    expect400(
      await call('PUT', url, { body: body({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: 10 } }), ifMatch: 1 }),
      'voucherInfo.voucherType',
      MESSAGES.typeAfterRedemption,
    );
    const exact = await call('PUT', url, {
      body: body({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 3, usesPerUser: 1 } }),
      ifMatch: 1,
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ redeemedCount: 3, voucherInfo: { voucherAmount: 3 } });
  });

  it('keeps stored dates that are past now valid, but a moved date must be from today', async () => {
    const group = await aGroup({ validPeriod: { startDate: TODAY, expirationDate: '2027-03-01' } });
    const url = `/vouchers/groups/${group.voucherGroupId}`;
    server.clock.set('2027-01-15T10:00:00.000Z');
    try {
      const kept = await call('PUT', url, {
        body: body({ description: 'Later edit', validPeriod: { startDate: TODAY, expirationDate: '2027-03-01' } }),
        ifMatch: 1,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect400(
        await call('PUT', url, {
          body: body({ validPeriod: { startDate: '2026-12-01', expirationDate: '2027-03-01' } }),
          ifMatch: 2,
        }),
        'validPeriod',
        MESSAGES.validPeriodPast,
      );
    } finally {
      server.clock.set('2026-11-20T10:00:00.000Z');
    }
  });
});

describe('DELETE /vouchers/groups/{id} (API-M-45)', () => {
  it('deletes a group without redemptions with its codes; 404 after', async () => {
    const group = await aGroup();
    const res = await call('DELETE', `/vouchers/groups/${group.voucherGroupId}`);
    expect(res.statusCode).toBe(204);
    expect(await codesOf(group.voucherGroupId)).toHaveLength(0);
    expect(await db().select().from(voucherGroup).where(eq(voucherGroup.id, group.voucherGroupId))).toHaveLength(0);
    expect((await call('DELETE', `/vouchers/groups/${group.voucherGroupId}`)).statusCode).toBe(404);
  });

  it('refuses (409) a group with a redeemed licence', async () => {
    const group = await aGroup();
    const [code] = await codesOf(group.voucherGroupId);
    const c = await aCustomer(db(), { isB2b: true, organizationId: orgId });
    await redeemVoucher(db(), { code: code?.code ?? '', customerId: c.id }, server.clock);
    const res = await call('DELETE', `/vouchers/groups/${group.voucherGroupId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: MESSAGES.deleteRedeemed });
  });
});

describe('the codes and the course lists (API-M-46, API-M-47)', () => {
  it('pages a group’s codes with their use', async () => {
    const group = await aGroup({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: 12 } });
    const res = await call('GET', `/vouchers/groups/${group.voucherGroupId}/vouchers?page=1&size=10`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 12, totalPages: 2, page: 1, size: 10 });
    const page = res.json() as { content: { code: string; redeemedCount: number; maxRedemptions: number }[] };
    expect(page.content).toHaveLength(2);
    expect(page.content[0]).toMatchObject({ redeemedCount: 0, maxRedemptions: 1 });
    expect((await call('GET', '/vouchers/groups/999999/vouchers')).statusCode).toBe(404);
  });

  it('GET /generic-products: the active subscription and All Access courses', async () => {
    const res = await call('GET', '/generic-products');
    expect(res.statusCode).toBe(200);
    const isbns = (res.json() as { isbn: string; name: string }[]).map((p) => p.isbn);
    expect(isbns).toContain(SUB_FR);
    expect(isbns).toContain(ALL_ACCESS);
    expect(isbns).not.toContain(demoProductIsbn('sub-ja'));
    expect(isbns).not.toContain(demoProductIsbn('fr-1'));
  });

  it("GET /individual-products: a language's active single and multi-level courses by name", async () => {
    const res = await call('GET', '/individual-products?languageId=15');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { productId: string; productName: string }[]).map((p) => p.productName);
    expect(names).toEqual(['French Complete Course', 'French Level 1', 'French Level 5 Premium']);
    expect((await call('GET', '/individual-products')).statusCode).toBe(400);
    expect(await (await call('GET', '/individual-products?languageId=9999')).json()).toEqual([]);
  });
});

describe('permissions (PERM-VG-01…04)', () => {
  it('lets a viewer read everything and change nothing; refuses a token without the menu', async () => {
    const group = await aGroup();
    const id = group.voucherGroupId;
    for (const url of [
      '/vouchers/groups',
      `/vouchers/groups/${id}`,
      `/vouchers/groups/${id}/vouchers`,
      '/generic-products',
      '/individual-products?languageId=15',
    ]) {
      expect((await call('GET', url, { token: viewer })).statusCode, url).toBe(200);
    }
    expect((await call('POST', '/vouchers/groups', { body: body(), token: viewer })).statusCode).toBe(403);
    expect((await call('PUT', `/vouchers/groups/${id}`, { body: body(), token: viewer, ifMatch: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/vouchers/groups/${id}`, { token: viewer })).statusCode).toBe(403);
    const support = await mintToken(server, { permissions: ['view:b2c_customer_menu'] });
    expect((await call('GET', '/vouchers/groups', { token: support })).statusCode).toBe(403);
    expect((await call('GET', '/vouchers/groups', { token: null })).statusCode).toBe(401);
    const creator = await mintToken(server, { permissions: ['view:voucher_menu', 'create:voucher_group'] });
    expect((await call('POST', '/vouchers/groups', { body: body(), token: creator })).statusCode).toBe(201);
    expect((await call('DELETE', `/vouchers/groups/${id}`, { token: creator })).statusCode).toBe(403);
  });
});
