import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_MESSAGES } from '../../src/server/areas/promotions/redeem';
import { basePrice, coupon, promotionCode, promotionRedemption } from '../../src/server/db/schema';
import { aCustomer } from '../support/customer-builders';
import { aBillingCoupon, aProviderBody } from '../support/promotion-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * Redeeming promotion codes (the store side checkout and the billing issue call): a regular code up to
 * its max redemptions, a single-use code once, never while the promotion is not redeemable; racing
 * redemptions of one code give exactly one success (on PostgreSQL a real race between connections).
 */

let server: TestServer;
let billing: string;
let marketing: string;
let monthly: number;

const db = () => server.deps.db;
const now = () => server.clock.now();

beforeAll(async () => {
  server = await startTestServer();
  billing = await mintToken(server, { permissions: ['update:subscription'] });
  marketing = await mintToken(server, { permissions: ['create:promotion', 'view:promotion_menu'] });
  const [price] = await db().select({ id: basePrice.id }).from(basePrice).where(eq(basePrice.name, 'Standard Monthly'));
  monthly = price?.id ?? 0;
});
afterAll(() => server.close());

const redeem = (body: unknown, token = billing) =>
  server.app.inject({
    method: 'POST',
    url: '/api/store/v2/coupons/redemptions',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });

async function aPromotion(over: Record<string, unknown>, coupon: Parameters<typeof aBillingCoupon>[2] = {}) {
  const source = await aBillingCoupon(db(), now(), coupon);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/store/v2/coupons/recurly',
    headers: { authorization: `Bearer ${marketing}` },
    payload: aProviderBody(source.id, [monthly], over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
}

const redeemedCount = async (id: number) =>
  (await db().select({ n: coupon.redeemedCount }).from(coupon).where(eq(coupon.id, id)))[0]?.n;

async function openCodes(promotionId: number) {
  return db()
    .select({ code: promotionCode.code })
    .from(promotionCode)
    .where(and(eq(promotionCode.promotionId, promotionId), isNull(promotionCode.redeemedAt)));
}

describe('POST /v2/coupons/redemptions', () => {
  it('redeems a regular code (any case) for a customer, counting it', async () => {
    const promotion = await aPromotion({});
    const customer = await aCustomer(db());
    const res = await redeem({ code: ` ${promotion.code.toLowerCase()} `, customerId: customer.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      code: promotion.code,
      promotionId: promotion.id,
      customerId: customer.id,
      redeemedAt: now().toISOString(),
    });
    expect(await redeemedCount(promotion.id)).toBe(1);
    const rows = await db().select().from(promotionRedemption).where(eq(promotionRedemption.promotionId, promotion.id));
    expect(rows).toHaveLength(1);
    expect((await redeem({ code: promotion.code })).statusCode).toBe(201);
    expect(await redeemedCount(promotion.id)).toBe(2);
  });

  it('redeems a single-use code once, linked to its customer; the prefix itself is refused', async () => {
    const promotion = await aPromotion({ codeUsage: 'bulk', quantity: 3 });
    const [code] = await openCodes(promotion.id);
    const customer = await aCustomer(db());
    expect((await redeem({ code: code?.code, customerId: customer.id })).statusCode).toBe(201);
    const again = await redeem({ code: code?.code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REDEEM_MESSAGES.alreadyRedeemed });
    const [row] = await db()
      .select()
      .from(promotionCode)
      .where(eq(promotionCode.code, code?.code ?? ''));
    expect(row).toMatchObject({ customerId: customer.id, redeemedAt: now() });
    expect(await redeemedCount(promotion.id)).toBe(1);
    const prefix = await redeem({ code: promotion.code });
    expect(prefix.statusCode).toBe(409);
    expect(prefix.json()).toMatchObject({ message: REDEEM_MESSAGES.bulkPrefix });
  });

  it('refuses a promotion that is not redeemable: maxed out, not started, expired', async () => {
    const capped = await aPromotion({}, { maxRedemptions: 1 });
    expect((await redeem({ code: capped.code })).statusCode).toBe(201);
    const maxed = await redeem({ code: capped.code });
    expect(maxed.statusCode).toBe(409);
    expect(maxed.json()).toMatchObject({ message: REDEEM_MESSAGES.notRedeemable('Maxed out') });
    for (const [code, label] of [
      ['BACK2SCHOOL', 'Not started'],
      ['SUMMER30', 'Expired'],
      ['FLASH5', 'Maxed out'],
    ]) {
      const res = await redeem({ code });
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({ message: REDEEM_MESSAGES.notRedeemable(label as string) });
    }
  });

  it('answers 404 for an unknown code and 400 for an unknown customer or no code', async () => {
    const unknown = await redeem({ code: 'NO-SUCH-CODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: REDEEM_MESSAGES.unknown('NO-SUCH-CODE') });
    const nobody = await redeem({ code: 'SPRING25', customerId: 999999 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ message: REDEEM_MESSAGES.unknownCustomer(999999) });
    expect((await redeem({ code: ' ' })).statusCode).toBe(400);
    expect((await redeem({})).statusCode).toBe(400);
  });

  it('50 concurrent redemptions of one single-use code: exactly one succeeds', async () => {
    const promotion = await aPromotion({ codeUsage: 'bulk', quantity: 2 });
    const [code] = await openCodes(promotion.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem({ code: code?.code })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await redeemedCount(promotion.id)).toBe(1);
    expect(await openCodes(promotion.id)).toHaveLength(1);
  });

  it('30 concurrent redemptions of a regular code capped at 5: exactly 5 succeed', async () => {
    const promotion = await aPromotion({}, { maxRedemptions: 5 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => redeem({ code: promotion.code })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(await redeemedCount(promotion.id)).toBe(5);
    const rows = await db().select().from(promotionRedemption).where(eq(promotionRedemption.promotionId, promotion.id));
    expect(rows).toHaveLength(5);
  });
});
