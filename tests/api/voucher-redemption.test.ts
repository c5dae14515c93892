import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductIsbn } from '../../src/server/areas/content-products';
import { seedReference } from '../../src/server/areas/reference';
import { assignSeat, redeemVoucher } from '../../src/server/areas/vouchers';
import { createVoucherGroup } from '../../src/server/areas/vouchers/service';
import type { Principal } from '../../src/server/auth/principal';
import type { Db } from '../../src/server/db/client';
import { contentProduct, entitlement, voucher, voucherGroup, voucherRedemption } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/errors';
import type { VoucherGroupBody } from '../../src/shared/contracts/vouchers';
import { formatVoucherCode, REDEEM_VOUCHER_MESSAGES as MESSAGES } from '../../src/shared/domain/voucher';
import { aContentProduct } from '../support/builders';
import { aCustomer, anOrganization } from '../support/customer-builders';
import { type ThrowawayPostgres, throwawayPostgres } from '../support/kill-harness';
import { startTestServer, type TestClock, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { aVoucherGroupBody } from '../support/voucher-builders';

/**
 * The redemption engine (issue 24): a code redeemed or a seat assigned gives the customer the group's
 * courses as B2B entitlements with their voucher fields, within the group's valid period, never beyond its
 * licences, a SINGLE code once, the uses per customer respected; the refusals and their texts. The races
 * run on a real PostgreSQL server (tests/support/kill-harness.ts: the API pass's, or the local one), where
 * 50 connections really redeem at once.
 */

const TODAY = '2026-11-20';
const ACTOR: Principal = { sub: 'staff-vr-test', email: null, nickname: null, permissions: [] };

let server: TestServer;
let orgId: number;
const db = () => server.deps.db;
const SUB_FR = demoProductIsbn('sub-fr');

beforeAll(async () => {
  server = await startTestServer();
  orgId = (await anOrganization(db(), 'Redemption Org')).id;
});
afterAll(() => server.close());

const aGroup = (over: Partial<VoucherGroupBody> = {}, on: Db = db(), clock: TestClock = server.clock, isbn = SUB_FR) =>
  createVoucherGroup(on, aVoucherGroupBody(orgId, isbn, TODAY, over), ACTOR, clock);
const codesOf = async (id: number, on: Db = db()) =>
  (
    await on.select({ code: voucher.code }).from(voucher).where(eq(voucher.voucherGroupId, id)).orderBy(asc(voucher.id))
  ).map((r) => r.code);
const aB2bCustomer = (on: Db = db(), organizationId = orgId) => aCustomer(on, { isB2b: true, organizationId });
const counters = async (id: number, on: Db = db()) => {
  const [row] = await on.select().from(voucherGroup).where(eq(voucherGroup.id, id));
  const redemptions = await on.select().from(voucherRedemption).where(eq(voucherRedemption.voucherGroupId, id));
  return { redeemed: row?.redeemedCount, licences: row?.voucherAmount, rows: redemptions.length };
};

/** The refusal text of a call that must fail. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof DomainError) return `${error.kind}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('redeemVoucher', () => {
  it('redeems a SINGLE code once, typed in any case with dashes; a GENERIC group records its ISBN', async () => {
    const group = await aGroup({ entitlementDeal: 'FIXED_TERM', entitlementDays: 30 });
    const [code] = await codesOf(group.voucherGroupId);
    const customer = await aB2bCustomer();
    const redeemed = await redeemVoucher(
      db(),
      { code: formatVoucherCode(code ?? '').toLowerCase(), customerId: customer.id },
      server.clock,
    );
    expect(redeemed).toMatchObject({ voucherGroupId: group.voucherGroupId, code, customerId: customer.id });
    expect(redeemed.entitlementIds).toHaveLength(1);
    const [row] = await db().select().from(voucherRedemption).where(eq(voucherRedemption.id, redeemed.redemptionId));
    expect(row).toMatchObject({ genericIsbn: SUB_FR, productName: 'French Subscription', customerId: customer.id });
    const [given] = await db()
      .select()
      .from(entitlement)
      .where(eq(entitlement.id, redeemed.entitlementIds[0] ?? 0));
    expect(given).toMatchObject({
      customerId: customer.id,
      isbn: SUB_FR,
      source: 'B2B_REDEMPTION',
      status: 'ACTIVE',
      isSubscription: true,
      voucherGroupId: group.voucherGroupId,
      voucherCode: code,
      voucherType: 'SINGLE',
      expirationAt: new Date(server.clock.now().getTime() + 30 * 86_400_000),
    });
    const other = await aB2bCustomer();
    expect(await refusal(redeemVoucher(db(), { code: code ?? '', customerId: other.id }, server.clock))).toBe(
      `refused: ${MESSAGES.codeUsed}`,
    );
    // A customer redeems one licence of a SINGLE group.
    const [, second] = await codesOf(group.voucherGroupId);
    expect(await refusal(redeemVoucher(db(), { code: second ?? '', customerId: customer.id }, server.clock))).toBe(
      `refused: ${MESSAGES.usesPerUser(1)}`,
    );
    expect(await counters(group.voucherGroupId)).toEqual({ redeemed: 1, licences: 5, rows: 1 });
  });

  it('gives each course of an INDIVIDUAL group, until the fixed end of the entitlement deal', async () => {
    const courses = await db()
      .select({ productId: contentProduct.productId, id: contentProduct.id })
      .from(contentProduct)
      .where(eq(contentProduct.isbn, demoProductIsbn('fr-1')));
    const ml = await db()
      .select({ productId: contentProduct.productId, id: contentProduct.id })
      .from(contentProduct)
      .where(eq(contentProduct.isbn, demoProductIsbn('ml-fr')));
    const group = await aGroup({
      voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 1 },
      isbnSelectionType: 'INDIVIDUAL',
      languageProductGroups: [
        {
          languageId: 15,
          productItems: [{ productId: ml[0]?.productId ?? '' }, { productId: courses[0]?.productId ?? '' }],
        },
      ],
      entitlementDeal: 'FIXED_ENDED',
      entitlementExpirationDate: '2028-01-31',
    });
    const [code] = await codesOf(group.voucherGroupId);
    const customer = await aB2bCustomer();
    const redeemed = await redeemVoucher(db(), { code: code ?? '', customerId: customer.id }, server.clock);
    const given = await db()
      .select()
      .from(entitlement)
      .where(eq(entitlement.customerId, customer.id))
      .orderBy(asc(entitlement.id));
    expect(given.map((e) => e.contentProductId)).toEqual([ml[0]?.id, courses[0]?.id]);
    expect(given.map((e) => e.id)).toEqual(redeemed.entitlementIds);
    for (const e of given) {
      expect(e).toMatchObject({
        source: 'B2B_REDEMPTION',
        voucherType: 'MASTER',
        voucherCode: code,
        isSubscription: false,
        expirationAt: new Date('2028-01-31T23:59:59.999Z'),
      });
    }
    const [row] = await db().select().from(voucherRedemption).where(eq(voucherRedemption.id, redeemed.redemptionId));
    expect(row?.genericIsbn).toBeNull();
  });

  it('refuses before the valid period and after it, an unknown code and an unknown customer', async () => {
    const group = await aGroup({ validPeriod: { startDate: '2026-12-01', expirationDate: '2026-12-31' } });
    const [code] = await codesOf(group.voucherGroupId);
    const customer = await aB2bCustomer();
    const at = (time: string) => {
      server.clock.set(time);
      return refusal(redeemVoucher(db(), { code: code ?? '', customerId: customer.id }, server.clock));
    };
    try {
      expect(await at('2026-11-30T23:00:00Z')).toBe(`refused: ${MESSAGES.notStarted('2026-12-01')}`);
      expect(await at('2027-01-01T00:00:00Z')).toBe(`refused: ${MESSAGES.expired('2026-12-31')}`);
    } finally {
      server.clock.set('2026-11-20T10:00:00.000Z');
    }
    expect(
      await refusal(redeemVoucher(db(), { code: 'ABCD-EFGH-JKLM-NPQR', customerId: customer.id }, server.clock)),
    ).toBe(`notFound: ${MESSAGES.unknownCode}`);
    expect(await refusal(redeemVoucher(db(), { code: 'x', customerId: customer.id }, server.clock))).toBe(
      `notFound: ${MESSAGES.unknownCode}`,
    );
    expect(await refusal(redeemVoucher(db(), { code: code ?? '', customerId: 999999 }, server.clock))).toBe(
      `invalid: ${MESSAGES.unknownCustomer(999999)}`,
    );
    expect(await counters(group.voucherGroupId)).toEqual({ redeemed: 0, licences: 5, rows: 0 });
  });

  it('lets a MASTER customer redeem up to the uses per user, and no one beyond the licences', async () => {
    const group = await aGroup({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 3, usesPerUser: 2 } });
    const [code] = await codesOf(group.voucherGroupId);
    const [a, b] = [await aB2bCustomer(), await aB2bCustomer()];
    const redeem = (customerId: number) => redeemVoucher(db(), { code: code ?? '', customerId }, server.clock);
    await redeem(a.id);
    await redeem(a.id);
    expect(await refusal(redeem(a.id))).toBe(`refused: ${MESSAGES.usesPerUser(2)}`);
    await redeem(b.id);
    expect(await refusal(redeem(b.id))).toBe(`refused: ${MESSAGES.noLicenceLeft}`);
    expect(await counters(group.voucherGroupId)).toEqual({ redeemed: 3, licences: 3, rows: 3 });
    const [shared] = await db().select().from(voucher).where(eq(voucher.voucherGroupId, group.voucherGroupId));
    expect(shared?.redeemedCount).toBe(3);
  });

  it('assigns seats of a SEAT group (B2B_SEAT_ASSIGNMENT), one per customer; by its code too', async () => {
    const group = await aGroup({ voucherInfo: { voucherType: 'SEAT', voucherAmount: 2 } });
    const [code] = await codesOf(group.voucherGroupId);
    const [a, b, c] = [await aB2bCustomer(), await aB2bCustomer(), await aB2bCustomer()];
    const seat = await assignSeat(db(), { voucherGroupId: group.voucherGroupId, customerId: a.id }, server.clock);
    const [given] = await db()
      .select()
      .from(entitlement)
      .where(eq(entitlement.id, seat.entitlementIds[0] ?? 0));
    expect(given).toMatchObject({ source: 'B2B_SEAT_ASSIGNMENT', voucherType: 'MASTER', voucherCode: code });
    expect(
      await refusal(assignSeat(db(), { voucherGroupId: group.voucherGroupId, customerId: a.id }, server.clock)),
    ).toBe(`refused: ${MESSAGES.usesPerUser(1)}`);
    await redeemVoucher(db(), { code: code ?? '', customerId: b.id }, server.clock);
    const [byCode] = await db()
      .select()
      .from(entitlement)
      .where(and(eq(entitlement.customerId, b.id), eq(entitlement.voucherGroupId, group.voucherGroupId)));
    expect(byCode?.source).toBe('B2B_SEAT_ASSIGNMENT');
    expect(
      await refusal(assignSeat(db(), { voucherGroupId: group.voucherGroupId, customerId: c.id }, server.clock)),
    ).toBe(`refused: ${MESSAGES.noLicenceLeft}`);
    const single = await aGroup();
    expect(
      await refusal(assignSeat(db(), { voucherGroupId: single.voucherGroupId, customerId: c.id }, server.clock)),
    ).toBe(`refused: ${MESSAGES.notSeatGroup}`);
    expect(await refusal(assignSeat(db(), { voucherGroupId: 999999, customerId: c.id }, server.clock))).toBe(
      `notFound: ${MESSAGES.unknownGroup(999999)}`,
    );
  });

  it("shows in the customer's entitlement table with the voucher fields (GET /entitlements?customerId=)", async () => {
    const group = await aGroup();
    const [code] = await codesOf(group.voucherGroupId);
    const customer = await aB2bCustomer();
    await redeemVoucher(db(), { code: code ?? '', customerId: customer.id }, server.clock);
    const token = await mintToken(server, { permissions: ['read:customers'] });
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/portal/entitlements?customerId=${customer.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { content: unknown[] }).content).toEqual([
      expect.objectContaining({
        source: 'B2B_REDEMPTION',
        isbn: SUB_FR,
        voucherGroupId: group.voucherGroupId,
        voucherCode: code,
        voucherType: 'SINGLE',
      }),
    ]);
  });
});

describe('races on PostgreSQL', () => {
  let pg: ThrowawayPostgres;
  let pgOrg: number;
  let isbn: string;
  const pgDb = () => pg.database.db;

  beforeAll(async () => {
    pg = await throwawayPostgres('portal_voucher_race');
    await seedReference(pgDb());
    pgOrg = (await anOrganization(pgDb(), 'Race Org')).id;
    isbn = (await aContentProduct(pgDb(), { productType: 'SUBSCRIPTION', status: 'ACTIVE', name: 'Race Subscription' }))
      .isbn;
  }, 60_000);
  afterAll(async () => {
    await pg?.drop();
  });

  const raceGroup = (over: Partial<VoucherGroupBody>) =>
    createVoucherGroup(pgDb(), aVoucherGroupBody(pgOrg, isbn, TODAY, over), ACTOR, server.clock);
  /** Every call at once: the refusals' texts, sorted ('' for a success). */
  const atOnce = async (calls: (() => Promise<unknown>)[]) => {
    const outcomes = await Promise.allSettled(calls.map((call) => call()));
    return outcomes.map((o) => {
      if (o.status === 'fulfilled') return '';
      if (o.reason instanceof DomainError) return o.reason.message;
      throw o.reason;
    });
  };
  const customers = (n: number) => Promise.all(Array.from({ length: n }, () => aB2bCustomer(pgDb(), pgOrg)));

  it('50 concurrent redemptions of the last licence: exactly one wins, the others are told none is left', async () => {
    const group = await raceGroup({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 50, usesPerUser: 1 } });
    const [code] = await codesOf(group.voucherGroupId, pgDb());
    for (const c of await customers(49)) {
      await redeemVoucher(pgDb(), { code: code ?? '', customerId: c.id }, server.clock);
    }
    const racers = await customers(50);
    const outcomes = await atOnce(
      racers.map((c) => () => redeemVoucher(pgDb(), { code: code ?? '', customerId: c.id }, server.clock)),
    );
    expect(outcomes.filter((o) => o === '')).toHaveLength(1);
    expect(outcomes.filter((o) => o === MESSAGES.noLicenceLeft)).toHaveLength(49);
    expect(await counters(group.voucherGroupId, pgDb())).toEqual({ redeemed: 50, licences: 50, rows: 50 });
    const given = await pgDb().select().from(entitlement).where(eq(entitlement.voucherGroupId, group.voucherGroupId));
    expect(given).toHaveLength(50);
  }, 60_000);

  it('50 concurrent redemptions of one SINGLE code: exactly one wins', async () => {
    const group = await raceGroup({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: 5 } });
    const [code] = await codesOf(group.voucherGroupId, pgDb());
    const racers = await customers(50);
    const outcomes = await atOnce(
      racers.map((c) => () => redeemVoucher(pgDb(), { code: code ?? '', customerId: c.id }, server.clock)),
    );
    expect(outcomes.filter((o) => o === '')).toHaveLength(1);
    expect(outcomes.filter((o) => o === MESSAGES.codeUsed)).toHaveLength(49);
    expect(await counters(group.voucherGroupId, pgDb())).toEqual({ redeemed: 1, licences: 5, rows: 1 });
  }, 60_000);

  it('30 customers at once for 10 licences: 10 win; one customer 20 times at once: the uses per user win', async () => {
    const group = await raceGroup({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 3 } });
    const [code] = await codesOf(group.voucherGroupId, pgDb());
    const racers = await customers(30);
    const outcomes = await atOnce(
      racers.map((c) => () => redeemVoucher(pgDb(), { code: code ?? '', customerId: c.id }, server.clock)),
    );
    expect(outcomes.filter((o) => o === '')).toHaveLength(10);
    expect(await counters(group.voucherGroupId, pgDb())).toEqual({ redeemed: 10, licences: 10, rows: 10 });

    const roomy = await raceGroup({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 100, usesPerUser: 3 } });
    const [shared] = await codesOf(roomy.voucherGroupId, pgDb());
    const [one] = await customers(1);
    const again = await atOnce(
      Array.from(
        { length: 20 },
        () => () => redeemVoucher(pgDb(), { code: shared ?? '', customerId: one?.id ?? 0 }, server.clock),
      ),
    );
    expect(again.filter((o) => o === '')).toHaveLength(3);
    expect(again.filter((o) => o === MESSAGES.usesPerUser(3))).toHaveLength(17);
    expect(await counters(roomy.voucherGroupId, pgDb())).toEqual({ redeemed: 3, licences: 100, rows: 3 });
  }, 60_000);
});
