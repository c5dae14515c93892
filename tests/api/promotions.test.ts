import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSingleUseCodes } from '../../src/server/areas/promotions/single-use';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { auditLog, basePrice, country, coupon, promotionCode } from '../../src/server/db/schema';
import { type PromotionListItem, promotionListSchema } from '../../src/shared/contracts/promotion-lookups';
import { type Promotion, promotionSchema, providerCouponSchema } from '../../src/shared/contracts/promotions';
import { PROMOTION_MESSAGES as MESSAGES, SINGLE_USE_RANDOM_LENGTH } from '../../src/shared/domain/promotion';
import { aCustomer } from '../support/customer-builders';
import { aBillingCoupon, aBogoBody, aProviderBody } from '../support/promotion-builders';
import { type StoreMethod as Method, storeCaller, violationsOf } from '../support/store-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * Promotions (checklist 10.5–10.10, API-M-17..27): the list with every filter and sort, statuses derived
 * on the test clock, both sources' create/read/update/delete with each rule and message, single-use
 * codes and their CSV, and the permissions of 13.3. Redemption has its own file.
 */

let server: TestServer;
let marketing: string;
let viewer: string;
let support: string;
let prices: Map<string, number>;

const DAY = 24 * 60 * 60 * 1000;
const db = () => server.deps.db;
const now = () => server.clock.now();

const roleToken = (login: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`no demo account ${login}`);
  return mintToken(server, { permissions: account.permissions, sub: `staff-${login}` });
};

beforeAll(async () => {
  server = await startTestServer();
  [marketing, viewer, support] = await Promise.all([roleToken('marketing'), roleToken('viewer'), roleToken('support')]);
  prices = new Map(
    (await db().select({ id: basePrice.id, name: basePrice.name }).from(basePrice)).map((p) => [p.name, p.id]),
  );
});
afterAll(() => server.close());

const priceId = (name: string) => {
  const id = prices.get(name);
  if (id === undefined) throw new Error(`no base price ${name}`);
  return id;
};

const call = storeCaller(
  () => server,
  () => marketing,
);
const violations = violationsOf;

async function list(query = ''): Promise<{ list: PromotionListItem[]; total: number }> {
  const res = await call('GET', `/v2/coupons${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  // Exactly the wire's shape (written without the schema's encode pass): nothing more.
  const body = res.json();
  expect(promotionListSchema.parse(body)).toEqual(body);
  return body;
}
const codesOf = async (query: string) => (await list(`limit=999&${query}`)).list.map((p) => p.code);

async function idOf(code: string): Promise<number> {
  const [row] = await db().select({ id: coupon.id }).from(coupon).where(eq(coupon.code, code));
  if (!row) throw new Error(`no promotion ${code}`);
  return row.id;
}

async function detail(id: number, source: 'recurly' | 'buy-one-gift-one' = 'recurly'): Promise<Promotion> {
  const res = await call('GET', `/v2/coupons/${source}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return promotionSchema.parse(res.json());
}

async function createProvider(body: Record<string, unknown>): Promise<Promotion> {
  const res = await call('POST', '/v2/coupons/recurly', { body });
  expect(res.statusCode, res.body).toBe(201);
  return promotionSchema.parse(res.json());
}

async function createBogo(body: Record<string, unknown>): Promise<Promotion> {
  const res = await call('POST', '/v2/coupons/buy-one-gift-one', { body });
  expect(res.statusCode, res.body).toBe(201);
  return promotionSchema.parse(res.json());
}

describe('permissions (13.3)', () => {
  const ENDPOINTS: [Method, string][] = [
    ['GET', '/v2/coupons'],
    ['GET', '/v2/coupons/recurly-coupon'],
    ['POST', '/v2/coupons/recurly'],
    ['GET', '/v2/coupons/recurly/1'],
    ['PUT', '/v2/coupons/recurly/1'],
    ['POST', '/v2/coupons/buy-one-gift-one'],
    ['GET', '/v2/coupons/buy-one-gift-one/1'],
    ['PUT', '/v2/coupons/buy-one-gift-one/1'],
    ['GET', '/v2/coupons/buy-one-gift-one/gift-plans?base_plan_pid=SUB-ANNUAL-FR'],
    ['DELETE', '/v2/coupons/1'],
    ['GET', '/v2/coupons/recurly/1/single-uses'],
    ['GET', '/v2/coupons/recurly/1/single-uses/csv'],
    ['POST', '/v2/coupons/redemptions'],
  ];

  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, url] of ENDPOINTS) {
      expect((await call(method, url, { token: null })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets the viewer read the list, the detail and the codes, and change nothing', async () => {
    const vip = await idOf('VIPSPRING');
    expect((await call('GET', '/v2/coupons', { token: viewer })).statusCode).toBe(200);
    expect((await call('GET', `/v2/coupons/recurly/${vip}`, { token: viewer })).statusCode).toBe(200);
    expect((await call('GET', `/v2/coupons/recurly/${vip}/single-uses`, { token: viewer })).statusCode).toBe(200);
    expect((await call('GET', `/v2/coupons/recurly/${vip}/single-uses/csv`, { token: viewer })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/v2/coupons/recurly-coupon'],
      ['POST', '/v2/coupons/recurly'],
      ['PUT', `/v2/coupons/recurly/${vip}`],
      ['POST', '/v2/coupons/buy-one-gift-one'],
      ['DELETE', `/v2/coupons/${vip}`],
      ['GET', '/v2/coupons/buy-one-gift-one/gift-plans?base_plan_pid=SUB-ANNUAL-FR'],
      // The save-offer variant needs the save offer form's permission (the viewer has none).
      ['GET', '/v2/coupons?for_save_offer=true&base_price_ids=1'],
    ] as [Method, string][]) {
      expect((await call(method, url, { token: viewer, body: {} })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses support every promotion endpoint but redemption, and marketing redemption', async () => {
    for (const [method, url] of ENDPOINTS.filter(([, url]) => url !== '/v2/coupons/redemptions')) {
      expect((await call(method, url, { token: support, body: {} })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('POST', '/v2/coupons/redemptions', { body: { code: 'SPRING25' } })).statusCode).toBe(403);
  });
});

describe('GET /v2/coupons: the promotion list (PROMO-LIST-14/15/18)', () => {
  it('answers {list, total}, newest updated first, 10 a page, with every row field', async () => {
    const first = await list();
    expect(first.list).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(21);
    const stamps = (await db().select({ code: coupon.code, at: coupon.updatedAt }).from(coupon)).sort(
      (a, b) => b.at.getTime() - a.at.getTime(),
    );
    expect(first.list[0]?.code).toBe(stamps[0]?.code);
    const second = await list('offset=10&limit=10');
    expect(second.list.map((p) => p.id)).not.toContain(first.list[0]?.id);

    const french = (await list('searchText=FRENCH50')).list[0];
    expect(french).toEqual({
      id: await idOf('FRENCH50'),
      source: 'billing-provider',
      name: 'French course 50 off',
      basePrices: [{ name: 'Complete Course Lifetime' }, { name: 'Level Lifetime' }],
      status: 'redeemable',
      promotionType: 'regular',
      code: 'FRENCH50',
      discountType: 'amount_off',
      percentageDiscount: null,
      amountDiscount: '50.00',
      currencyCode: 'USD',
      startAt: expect.any(String),
      endAt: expect.any(String),
    });
    const bogo = (await list('searchText=BOGOES')).list[0];
    expect(bogo).toMatchObject({ source: 'buy-one-gift-one', basePrices: [], endAt: null, percentageDiscount: null });
  });

  it('filters by status, code usage and promotion type; values combine', async () => {
    expect(await codesOf('status=maxed_out')).toEqual(['FLASH5']);
    const notStarted = await codesOf('status=not_started');
    expect(notStarted).toEqual(expect.arrayContaining(['BACK2SCHOOL', 'DEUTSCH15', 'AAWINTER', 'BOGOES']));
    const both = await codesOf('status=maxed_out,not_started');
    expect(both.sort()).toEqual([...notStarted, 'FLASH5'].sort());
    expect(await codesOf('status=expired&status=maxed_out')).toEqual(
      expect.arrayContaining(['SUMMER30', 'OLDVIP', 'BOGOXMAS', 'FLASH5']),
    );
    expect((await codesOf('promotionType=bulk')).sort()).toEqual(['OLDVIP', 'VIPSPRING']);
    expect((await codesOf('discountType=buy_one_gift_one')).sort()).toEqual(['BOGOES', 'BOGOFR', 'BOGOXMAS']);
    expect(await codesOf('promotionType=bulk&status=expired')).toEqual(['OLDVIP']);
  });

  it('searches the code or an applied base price name, trimmed, case-insensitive, % literal', async () => {
    expect(await codesOf('searchText=%20vipspr%20')).toEqual(['VIPSPRING']);
    expect(await codesOf(`searchText=${encodeURIComponent('level lifetime')}`)).toContain('FRENCH50');
    expect(await codesOf('searchText=%25')).toEqual([]);
  });

  it('sorts by code usage, promotion type and discount, both ways, the id breaking ties', async () => {
    const discounts = (await list('limit=999&sortKey=discount&sortOrder=ascend')).list;
    const values = discounts.map(
      (p) => p.percentageDiscount ?? (p.amountDiscount === null ? null : Number(p.amountDiscount)),
    );
    const numbers = values.filter((v): v is number => v !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(values.slice(numbers.length).every((v) => v === null)).toBe(true);
    const usage = (await list('limit=999&sortKey=promotionType&sortOrder=descend')).list.map((p) => p.promotionType);
    expect(usage.indexOf('bulk')).toBeGreaterThan(usage.lastIndexOf('regular'));
    const types = (await list('limit=999&sortKey=discountType&sortOrder=ascend')).list.map((p) => p.discountType);
    expect(types).toEqual([...types].sort());
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    for (const [query, field] of [
      ['status=active', 'status'],
      ['promotionType=single', 'promotionType'],
      ['discountType=free', 'discountType'],
      ['sortKey=name', 'sortKey'],
      ['sortOrder=up', 'sortOrder'],
      ['limit=0', 'limit'],
      [`searchText=${'x'.repeat(101)}`, 'searchText'],
    ]) {
      const res = await call('GET', `/v2/coupons?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });
});

describe('status derivation on the clock (PROMO-LIST-17)', () => {
  it('moves a promotion from Not started to Redeemable to Expired as time passes', async () => {
    const start = new Date(now().getTime() + 2 * DAY);
    const made = await createBogo(
      aBogoBody(start, {
        timeRange: { startedAt: start.toISOString(), endedAt: new Date(start.getTime() + 5 * DAY).toISOString() },
      }),
    );
    expect(made.status).toBe('not_started');
    expect(made.canBeDeleted).toBe(true);
    const clock = server.clock.now();
    try {
      server.clock.set(new Date(start.getTime() + DAY));
      expect((await detail(made.id, 'buy-one-gift-one')).status).toBe('redeemable');
      expect(await codesOf(`status=redeemable&searchText=${made.code}`)).toEqual([made.code]);
      server.clock.set(new Date(start.getTime() + 5 * DAY));
      expect((await detail(made.id, 'buy-one-gift-one')).status).toBe('expired');
      expect(await codesOf(`status=expired&searchText=${made.code}`)).toEqual([made.code]);
    } finally {
      server.clock.set(clock);
    }
  });

  it('is Maxed out once the redemptions reach the cap', async () => {
    const flash = await detail(await idOf('FLASH5'));
    expect(flash).toMatchObject({ status: 'maxed_out', redeemedCount: 50, maxRedemptions: 50 });
  });
});

describe('GET /v2/coupons/recurly-coupon (API-M-17)', () => {
  it("lists the provider's coupons by code with their facts, status and the promotion made from each", async () => {
    const res = await call('GET', '/v2/coupons/recurly-coupon');
    expect(res.statusCode).toBe(200);
    const coupons = providerCouponSchema.array().parse(res.json());
    const codes = coupons.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    const byCode = new Map(coupons.map((c) => [c.code, c]));
    expect(byCode.get('SPRING25')?.promotionId).toBe(await idOf('SPRING25'));
    expect(byCode.get('STUDENT25')).toMatchObject({
      promotionId: null,
      maxRedemptions: 500,
      discountType: 'percentage_off',
      percent: 25,
      duration: { type: 'single_use', limitTime: null },
      status: 'redeemable',
    });
    expect(byCode.get('WINTER15')?.currencies).toEqual([
      { currency: 'USD', amount: '15.00' },
      { currency: 'EUR', amount: '15.00' },
      { currency: 'GBP', amount: '12.00' },
    ]);
    expect(byCode.get('AUTUMN12')).toMatchObject({
      status: 'not_started',
      duration: { type: 'temporal', limitTime: { amount: 2, unit: 'week' } },
    });
  });
});

describe('POST /v2/coupons/recurly (API-M-18)', () => {
  it("makes a regular promotion with the coupon's facts, the texts trimmed and the rich text sanitised", async () => {
    const source = await aBillingCoupon(db(), now(), {
      discountType: 'amount_off',
      percent: null,
      currencies: [{ currency_code: 'USD', amount_minor: 500 }],
      durationType: 'temporal',
      durationAmount: 3,
      durationUnit: 'month',
      maxRedemptions: 800,
    });
    const [us] = await db().select({ id: country.id }).from(country).where(eq(country.iso2, 'US'));
    const made = await createProvider(
      aProviderBody(source.id, [priceId('Standard Yearly'), priceId('Standard Monthly'), priceId('Standard Monthly')], {
        codeText: { en: '  Five off  ', es: ' Cinco ' },
        appliedCountryIds: [us?.id],
        descriptionDisclosures: [
          {
            billingPlanId: 4,
            description: { en: '<p>Pay {discountprice}<script>alert(1)</script></p>', es: '' },
            disclosure: { en: '<p onclick="x()">Plus taxes</p>', es: null },
          },
        ],
      }),
    );
    expect(made).toMatchObject({
      source: 'billing-provider',
      name: source.name,
      code: source.code,
      recurlyCouponId: source.id,
      status: 'redeemable',
      codeUsage: 'regular',
      type: 'regular',
      quantity: null,
      discountType: 'amount_off',
      currencies: [{ currency: 'USD', amount: '5.00' }],
      maxRedemptions: 800,
      redeemedCount: 0,
      duration: { type: 'temporal', limitTime: { amount: 3, unit: 'month' } },
      codeText: { en: 'Five off', es: 'Cinco' },
      appliedBasePrices: [
        { id: priceId('Standard Monthly'), name: 'Standard Monthly' },
        { id: priceId('Standard Yearly'), name: 'Standard Yearly' },
      ],
      appliedCountries: [{ id: us?.id, name: expect.any(String) }],
      descriptionDisclosures: [
        {
          billingPlanId: 4,
          billingPlanName: 'Yearly',
          description: { en: '<p>Pay {discountprice}</p>', es: '' },
          disclosure: { en: '<p>Plus taxes</p>', es: '' },
        },
      ],
      canBeDeleted: true,
      deleteRefusal: null,
      timeRange: { startedAt: source.startsAt.toISOString(), endedAt: null },
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.entityId, String(made.id))));
    expect(entry).toMatchObject({ action: 'CREATE', before: null });
    expect(await codesOf(`searchText=${source.code}`)).toEqual([source.code]);
  });

  it('makes a bulk promotion with its quantity of unique, unguessable single-use codes in one go', async () => {
    const source = await aBillingCoupon(db(), now(), { maxRedemptions: 700 });
    const made = await createProvider(
      aProviderBody(source.id, [priceId('Standard Monthly')], { codeUsage: 'bulk', quantity: 700 }),
    );
    expect(made).toMatchObject({ codeUsage: 'bulk', quantity: 700, canBeDeleted: false });
    expect(made.deleteRefusal).toBe(MESSAGES.deleteSingleUseActive);
    const codes = await db()
      .select({ code: promotionCode.code })
      .from(promotionCode)
      .where(eq(promotionCode.promotionId, made.id));
    expect(codes).toHaveLength(700);
    expect(new Set(codes.map((c) => c.code)).size).toBe(700);
    const pattern = new RegExp(`^${source.code}-[0-9A-HJKMNP-TV-Z]{${SINGLE_USE_RANDOM_LENGTH}}$`);
    for (const { code } of codes) expect(code).toMatch(pattern);
  });

  it('checks the bulk quantity: required, whole, at most min(max redemptions, 10000); none for regular', async () => {
    const capped = await aBillingCoupon(db(), now(), { maxRedemptions: 500 });
    const open = await aBillingCoupon(db(), now(), { maxRedemptions: null });
    const bp = [priceId('Standard Monthly')];
    const cases: [Record<string, unknown>, string][] = [
      [aProviderBody(capped.id, bp, { codeUsage: 'bulk' }), `quantity: ${MESSAGES.quantityRequired}`],
      [aProviderBody(capped.id, bp, { codeUsage: 'bulk', quantity: null }), `quantity: ${MESSAGES.quantityRequired}`],
      [
        aProviderBody(capped.id, bp, { codeUsage: 'bulk', quantity: 501 }),
        `quantity: ${MESSAGES.quantityTooLarge(500)}`,
      ],
      [
        aProviderBody(open.id, bp, { codeUsage: 'bulk', quantity: 10001 }),
        `quantity: ${MESSAGES.quantityTooLarge(10000)}`,
      ],
      [aProviderBody(open.id, bp, { codeUsage: 'bulk', quantity: 2.5 }), `quantity: ${MESSAGES.quantityInteger}`],
      [aProviderBody(open.id, bp, { codeUsage: 'bulk', quantity: 0 }), `quantity: ${MESSAGES.quantityTooSmall}`],
      [aProviderBody(open.id, bp, { quantity: 5 }), "quantity: 'Quantity' is for bulk promotions only."],
    ];
    for (const [body, expected] of cases) {
      const res = await call('POST', '/v2/coupons/recurly', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(violations(res)).toContain(expected);
    }
    const made = await createProvider(aProviderBody(capped.id, bp, { codeUsage: 'bulk', quantity: 500 }));
    expect(made.quantity).toBe(500);
  });

  it('refuses an unknown or used coupon, missing or unknown base prices and countries, long code texts', async () => {
    const source = await aBillingCoupon(db(), now());
    const bp = [priceId('Standard Monthly')];
    const cases: [Record<string, unknown>, number, string][] = [
      [aProviderBody('cpn_nope', bp), 400, "recurlyCouponId: The billing provider has no coupon 'cpn_nope'."],
      [aProviderBody('cpn_spring25', bp), 409, `recurlyCouponId: ${MESSAGES.couponTaken}`],
      [aProviderBody(source.id, []), 400, `appliedBasePriceIds: ${MESSAGES.basePricesRequired}`],
      [
        { ...aProviderBody(source.id, bp), appliedBasePriceIds: undefined },
        400,
        `appliedBasePriceIds: ${MESSAGES.basePricesRequired}`,
      ],
      [aProviderBody(source.id, [999999]), 400, 'appliedBasePriceIds: Unknown base price(s): 999999.'],
      [
        aProviderBody(source.id, bp, { appliedCountryIds: [999999] }),
        400,
        'appliedCountryIds: Unknown country id(s): 999999.',
      ],
      [
        aProviderBody(source.id, bp, { codeText: { en: 'x'.repeat(101) } }),
        400,
        `codeText.en: ${MESSAGES.codeTextTooLong('English')}`,
      ],
      [
        aProviderBody(source.id, bp, { codeText: { en: '', es: 'y'.repeat(101) } }),
        400,
        `codeText.es: ${MESSAGES.codeTextTooLong('Spanish')}`,
      ],
      [{ ...aProviderBody(source.id, bp), recurlyCouponId: ' ' }, 400, `recurlyCouponId: ${MESSAGES.couponRequired}`],
      [{ ...aProviderBody(source.id, bp), codeUsage: 'single' }, 400, 'codeUsage'],
    ];
    for (const [body, status, expected] of cases) {
      const res = await call('POST', '/v2/coupons/recurly', { body });
      expect(res.statusCode, expected).toBe(status);
      expect(violations(res).join('\n'), expected).toContain(expected);
    }
    const [made] = await db().select().from(coupon).where(eq(coupon.billingCouponId, source.id));
    expect(made).toBeUndefined();
  });

  it('checks the description entries: known billing plans, each once, English description and disclosure', async () => {
    const source = await aBillingCoupon(db(), now());
    const entry = (billingPlanId: number, en = '<p>Text</p>') => ({
      billingPlanId,
      description: { en, es: '' },
      disclosure: { en: '<p>Disclosure</p>', es: '' },
    });
    const res = await call('POST', '/v2/coupons/recurly', {
      body: aProviderBody(source.id, [priceId('Standard Monthly')], {
        descriptionDisclosures: [entry(1), entry(1), entry(99999), entry(4, '<p> </p>')],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(violations(res)).toEqual([
      `descriptionDisclosures.1.billingPlanId: ${MESSAGES.billingPlanTwice}`,
      'descriptionDisclosures.2.billingPlanId: Unknown billing plan 99999.',
      "descriptionDisclosures.3.description.en: 'English content' is required",
    ]);
  });
});

describe('PUT /v2/coupons/recurly/{id} (API-M-24)', () => {
  it('changes the texts, base prices, countries and entries on the version read; an unchanged save writes nothing', async () => {
    const source = await aBillingCoupon(db(), now());
    const made = await createProvider(aProviderBody(source.id, [priceId('Standard Monthly')]));
    const body = aProviderBody(source.id, [priceId('Standard Yearly')], { codeText: { en: 'New text', es: '' } });
    expect((await call('PUT', `/v2/coupons/recurly/${made.id}`, { body })).statusCode).toBe(428);
    const res = await call('PUT', `/v2/coupons/recurly/${made.id}`, { body, ifMatch: made.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    const updated = promotionSchema.parse(res.json());
    expect(updated).toMatchObject({
      codeText: { en: 'New text', es: '' },
      appliedBasePrices: [{ name: 'Standard Yearly' }],
      rowVersion: made.rowVersion + 1,
    });
    const again = await call('PUT', `/v2/coupons/recurly/${made.id}`, { body, ifMatch: updated.rowVersion });
    expect(again.json()).toMatchObject({ rowVersion: updated.rowVersion });
    const stale = await call('PUT', `/v2/coupons/recurly/${made.id}`, { body, ifMatch: made.rowVersion });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { current: Promotion }).current.codeText.en).toBe('New text');
    const entries = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.entityId, String(made.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('keeps the coupon, the code usage and the quantity (PROMO-BP-07)', async () => {
    const source = await aBillingCoupon(db(), now());
    const other = await aBillingCoupon(db(), now());
    const made = await createProvider(
      aProviderBody(source.id, [priceId('Standard Monthly')], { codeUsage: 'bulk', quantity: 5 }),
    );
    const put = (over: Record<string, unknown>) =>
      call('PUT', `/v2/coupons/recurly/${made.id}`, {
        body: aProviderBody(source.id, [priceId('Standard Monthly')], { codeUsage: 'bulk', quantity: 5, ...over }),
        ifMatch: made.rowVersion,
      });
    expect(violations(await put({ recurlyCouponId: other.id }))[0]).toMatch(/^recurlyCouponId: /);
    expect(violations(await put({ codeUsage: 'regular', quantity: null }))[0]).toMatch(/^codeUsage: /);
    expect(violations(await put({ quantity: 6 }))[0]).toMatch(/^quantity: /);
    expect((await put({ quantity: null, codeText: { en: 'Kept' } })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for a buy-one-gift-one id on the provider path (and back)', async () => {
    expect((await call('GET', '/v2/coupons/recurly/999999')).statusCode).toBe(404);
    expect((await call('GET', `/v2/coupons/recurly/${await idOf('BOGOFR')}`)).statusCode).toBe(404);
    expect((await call('GET', `/v2/coupons/buy-one-gift-one/${await idOf('SPRING25')}`)).statusCode).toBe(404);
  });
});

describe('buy one gift one (API-M-19, 21, 22)', () => {
  it('makes one with its buy plan and gift plan, texts and description', async () => {
    const made = await createBogo(aBogoBody(new Date(now().getTime() - DAY), { giftPlanPid: 'SUB-MONTHLY-FR' }));
    expect(made).toMatchObject({
      source: 'buy-one-gift-one',
      discountType: 'buy_one_gift_one',
      codeUsage: 'regular',
      status: 'redeemable',
      basePlanPid: 'SUB-ANNUAL-FR',
      giftPlanPid: 'SUB-MONTHLY-FR',
      buyPlan: { pid: 'SUB-ANNUAL-FR', title: 'French Subscription Annual', billingPlanName: 'Yearly' },
      giftPlan: { pid: 'SUB-MONTHLY-FR', title: 'French Subscription Monthly' },
      descriptionDisclosures: [
        {
          billingPlanId: null,
          description: { en: '<p>Gift a year of French.</p>' },
          disclosure: { en: '<p>Plus applicable taxes if any.</p>' },
        },
      ],
      canBeDeleted: false,
      deleteRefusal: MESSAGES.deleteBogoActive,
      recurlyCouponId: null,
    });
    expect(
      (
        await call('GET', '/v2/coupons/search?pid=SUB-ANNUAL-FR', {
          token: await mintToken(server, { permissions: ['view:product_menu'] }),
        })
      ).json(),
    ).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ code: made.code, status: 'redeemable' })]),
    });
  });

  it('checks code, name, time range, plans and texts with the spec messages', async () => {
    const start = new Date(now().getTime() + DAY);
    const cases: [Record<string, unknown>, number, string][] = [
      [aBogoBody(start, { code: 'X'.repeat(26) }), 400, `code: ${MESSAGES.codeTooLong}`],
      [aBogoBody(start, { code: '  ' }), 400, `code: ${MESSAGES.codeRequired}`],
      [aBogoBody(start, { code: 'TWO WORDS' }), 400, `code: ${MESSAGES.codePattern}`],
      [aBogoBody(start, { code: 'spring25' }), 409, `code: ${MESSAGES.codeTaken}`],
      [aBogoBody(start, { code: 'NEWYEAR20' }), 409, `code: ${MESSAGES.codeTaken}`],
      [aBogoBody(start, { name: 'n'.repeat(101) }), 400, `name: ${MESSAGES.nameTooLong}`],
      [aBogoBody(start, { name: ' ' }), 400, `name: ${MESSAGES.nameRequired}`],
      [aBogoBody(start, { timeRange: { endedAt: null } }), 400, 'timeRange.startedAt'],
      [
        aBogoBody(start, { timeRange: { startedAt: start.toISOString(), endedAt: start.toISOString() } }),
        400,
        `timeRange.endedAt: ${MESSAGES.endBeforeStart}`,
      ],
      [aBogoBody(start, { timeRange: { startedAt: 'tomorrow' } }), 400, 'timeRange.startedAt'],
      [aBogoBody(start, { basePlanPid: 'NO-SUCH' }), 400, "basePlanPid: No active plan has the PID 'NO-SUCH'."],
      [aBogoBody(start, { giftPlanPid: 'SUB-MONTHLY-ES' }), 400, 'giftPlanPid: The gift plan must be an active plan'],
      [aBogoBody(start, { description: { en: '<p></p>' } }), 400, "description.en: 'English content' is required"],
      [
        aBogoBody(start, { codeText: { en: 'c'.repeat(101) } }),
        400,
        `codeText.en: ${MESSAGES.codeTextTooLong('English')}`,
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await call('POST', '/v2/coupons/buy-one-gift-one', { body });
      expect(res.statusCode, expected).toBe(status);
      expect(violations(res).join('\n'), expected).toContain(expected);
    }
  });

  it('edits every field on the version read', async () => {
    const made = await createBogo(aBogoBody(new Date(now().getTime() + DAY)));
    const body = aBogoBody(new Date(now().getTime() + 2 * DAY), { code: `${made.code}X`, name: 'Renamed' });
    const res = await call('PUT', `/v2/coupons/buy-one-gift-one/${made.id}`, { body, ifMatch: made.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: `${made.code}X`, name: 'Renamed', rowVersion: made.rowVersion + 1 });
    const taken = await call('PUT', `/v2/coupons/buy-one-gift-one/${made.id}`, {
      body: { ...body, code: 'BOGOFR' },
      ifMatch: made.rowVersion + 1,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('lists the gift plans: the active plans of the base plan product', async () => {
    const res = await call('GET', '/v2/coupons/buy-one-gift-one/gift-plans?base_plan_pid=SUB-ANNUAL-FR');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json() as { data: { pid: string; billingPlanName: string | null }[]; count: number };
    expect(data.map((p) => p.pid)).toEqual(expect.arrayContaining(['SUB-ANNUAL-FR', 'SUB-MONTHLY-FR']));
    expect(data.map((p) => p.pid)).not.toContain('SUB-MONTHLY-ES');
    expect(count).toBe(data.length);
    expect((await call('GET', '/v2/coupons/buy-one-gift-one/gift-plans?base_plan_pid=NOPE')).statusCode).toBe(404);
    expect((await call('GET', '/v2/coupons/buy-one-gift-one/gift-plans')).statusCode).toBe(400);
  });
});

describe('DELETE /v2/coupons/{id} (PROMO-DET-10..13)', () => {
  it('deletes a regular billing-provider promotion, with an audit entry', async () => {
    const made = await createProvider(
      aProviderBody((await aBillingCoupon(db(), now())).id, [priceId('Standard Monthly')]),
    );
    expect((await call('DELETE', `/v2/coupons/${made.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v2/coupons/recurly/${made.id}`)).statusCode).toBe(404);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.action, 'DELETE')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entityId: String(made.id), after: null });
    expect((await call('DELETE', `/v2/coupons/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses a bulk promotion while redeemable and deletes it with its codes once it is not', async () => {
    const vip = await idOf('VIPSPRING');
    const refused = await call('DELETE', `/v2/coupons/${vip}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.deleteSingleUseActive });
    const oldVip = await idOf('OLDVIP');
    expect((await detail(oldVip)).canBeDeleted).toBe(true);
    expect((await call('DELETE', `/v2/coupons/${oldVip}`)).statusCode).toBe(204);
    expect(await db().select().from(promotionCode).where(eq(promotionCode.promotionId, oldVip))).toEqual([]);
  });

  it('refuses a buy-one-gift-one promotion once it has started (expired ones too); deletes one not started', async () => {
    for (const code of ['BOGOFR', 'BOGOXMAS']) {
      const res = await call('DELETE', `/v2/coupons/${await idOf(code)}`);
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({ message: MESSAGES.deleteBogoActive });
    }
    const later = await createBogo(aBogoBody(new Date(now().getTime() + DAY)));
    expect((await call('DELETE', `/v2/coupons/${later.id}`)).statusCode).toBe(204);
  });

  it('refuses a promotion a save offer uses, and deletes nothing', async () => {
    const spring = await detail(await idOf('SPRING25'));
    expect(spring).toMatchObject({ canBeDeleted: false, deleteRefusal: MESSAGES.usedBySaveOffer });
    const res = await call('DELETE', `/v2/coupons/${spring.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.usedBySaveOffer });
    expect(await idOf('SPRING25')).toBeGreaterThan(0);
  });
});

describe('single-use codes (API-M-26/27, PROMO-BULK)', () => {
  const page = async (id: number, query = '') => {
    const res = await call('GET', `/v2/coupons/recurly/${id}/single-uses${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { code: string; status: string; email: string | null; customerId: number | null; date: string | null }[];
      count: number;
      redeemed_count: number;
      total_count: number;
    };
  };

  it('lists the codes by code, 10 a page, with the redeemed count; hides the redeemed ones on request', async () => {
    const vip = await idOf('VIPSPRING');
    const all = await page(vip);
    expect(all.data).toHaveLength(10);
    expect(all).toMatchObject({ count: 3000, redeemed_count: 40, total_count: 3000 });
    const codes = all.data.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    const open = await page(vip, 'hide_redeemed=true&limit=999');
    expect(open.count).toBe(2960);
    expect(open.data.every((c) => c.status === 'unredeemed' && c.email === null && c.date === null)).toBe(true);
    const redeemed = await db()
      .select({ code: promotionCode.code, customerId: promotionCode.customerId })
      .from(promotionCode)
      .where(and(eq(promotionCode.promotionId, vip), isNotNull(promotionCode.redeemedAt)));
    expect(redeemed).toHaveLength(40);
    const anonymous = redeemed.find((r) => r.customerId === null);
    const named = redeemed.find((r) => r.customerId !== null);
    const found = new Map((await page(vip, 'limit=999&offset=0')).data.map((c) => [c.code, c]));
    for (let offset = 999; offset < 3000; offset += 999) {
      for (const c of (await page(vip, `limit=999&offset=${offset}`)).data) found.set(c.code, c);
    }
    // The pages (read by each code's place) are every code once, in byte-wise code order.
    const stored = await db()
      .select({ code: promotionCode.code })
      .from(promotionCode)
      .where(eq(promotionCode.promotionId, vip));
    expect([...found.keys()]).toEqual(stored.map((c) => c.code).sort());
    expect((await page(vip, 'offset=2995')).data.map((c) => c.code)).toEqual([...found.keys()].slice(2995));
    expect((await page(vip, 'offset=3000')).data).toEqual([]);
    expect(found.get(anonymous?.code ?? '')).toMatchObject({
      status: 'redeemed',
      email: null,
      customerId: null,
      date: expect.any(String),
    });
    expect(found.get(named?.code ?? '')).toMatchObject({
      status: 'redeemed',
      email: expect.stringContaining('@'),
      customerId: named?.customerId,
    });
  });

  it("shows an expired promotion's unredeemed codes as Expired", async () => {
    const source = await aBillingCoupon(db(), now(), { endsAt: new Date(now().getTime() + DAY) });
    const made = await createProvider(
      aProviderBody(source.id, [priceId('Standard Monthly')], { codeUsage: 'bulk', quantity: 3 }),
    );
    const clock = server.clock.now();
    try {
      server.clock.set(new Date(now().getTime() + 2 * DAY));
      expect((await page(made.id)).data.map((c) => c.status)).toEqual(['expired', 'expired', 'expired']);
    } finally {
      server.clock.set(clock);
    }
  });

  it('generates a colliding code again and numbers every place again in code order', async () => {
    const source = await aBillingCoupon(db(), now(), { code: `COLLIDE${Date.now() % 100000}` });
    const made = await createProvider(
      aProviderBody(source.id, [priceId('Standard Monthly')], { codeUsage: 'bulk', quantity: 2 }),
    );
    const existing = (
      await db().select({ code: promotionCode.code }).from(promotionCode).where(eq(promotionCode.promotionId, made.id))
    ).map((c) => c.code.slice(source.code.length + 1));
    // Round 1 draws both existing codes and two new ones (one of them sorting first); round 2 the last two.
    const draws = [existing[0], 'AAAAAAAAAAAA', existing[1], 'ZZZZZZZZZZZZ', 'MMMMMMMMMMMM', '000000000000'];
    let drawn = 0;
    await db().transaction((tx) =>
      generateSingleUseCodes(tx, made.id, source.code, 4, () => {
        const next = draws[drawn++];
        if (!next) throw new Error('drew more codes than scripted');
        return next;
      }),
    );
    expect(drawn).toBe(6);
    const rows = await db()
      .select({ code: promotionCode.code, position: promotionCode.position })
      .from(promotionCode)
      .where(eq(promotionCode.promotionId, made.id))
      .orderBy(promotionCode.position);
    // Two from the create, four generated (two of them on the second round), numbered 0..5 by code.
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const codes = rows.map((r) => r.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(6);
    expect(codes).toContain(`${source.code}-000000000000`);
    expect((await page(made.id, 'offset=5')).data.map((c) => c.code)).toEqual([codes[5]]);
  });

  it('answers 404 for a regular or buy-one-gift-one promotion', async () => {
    expect((await call('GET', `/v2/coupons/recurly/${await idOf('SPRING25')}/single-uses`)).statusCode).toBe(404);
    expect((await call('GET', `/v2/coupons/recurly/${await idOf('BOGOFR')}/single-uses/csv`)).statusCode).toBe(404);
  });

  it('downloads the CSV named for the code: a header, every code, dates in the time zone asked for', async () => {
    const vip = await idOf('VIPSPRING');
    const res = await call('GET', `/v2/coupons/recurly/${vip}/single-uses/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="VIPSPRING.csv"; filename*=UTF-8''VIPSPRING.csv`,
    );
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe('Promotion code,Status,Redeemed email,Redeemed date');
    expect(lines).toHaveLength(3001);
    expect(lines.filter((l) => l.includes(',Redeemed,'))).toHaveLength(40);
    expect(lines.some((l) => l.includes(',Redeemed,Anonymous user,'))).toBe(true);
    const hidden = await call('GET', `/v2/coupons/recurly/${vip}/single-uses/csv?hide_redeemed=true`);
    expect(hidden.body.trimEnd().split('\n')).toHaveLength(2961);

    const at = (tz: string) =>
      call('GET', `/v2/coupons/recurly/${vip}/single-uses/csv?timezone=${encodeURIComponent(tz)}`).then(
        (r) =>
          r.body
            .split('\n')
            .find((l) => l.includes(',Redeemed,'))
            ?.split(',')[3],
      );
    const utc = await at('UTC');
    const tokyo = await at('Asia/Tokyo');
    expect(utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(`${tokyo?.replace(' ', 'T')}Z`) - Date.parse(`${utc?.replace(' ', 'T')}Z`)).toBe(
      9 * 60 * 60 * 1000,
    );
    const bad = await call('GET', `/v2/coupons/recurly/${vip}/single-uses/csv?timezone=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
    expect(violations(bad)[0]).toMatch(/^timezone: /);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const source = await aBillingCoupon(db(), now(), { code: `=HYPER${Date.now() % 100000}` });
    const made = await createProvider(
      aProviderBody(source.id, [priceId('Standard Monthly')], { codeUsage: 'bulk', quantity: 2 }),
    );
    const evil = await aCustomer(db(), { email: '+cmd@attack.example.com' });
    const [first] = await db().select().from(promotionCode).where(eq(promotionCode.promotionId, made.id)).limit(1);
    await db()
      .update(promotionCode)
      .set({ redeemedAt: now(), customerId: evil.id })
      .where(eq(promotionCode.id, first?.id ?? 0));
    const res = await call('GET', `/v2/coupons/recurly/${made.id}/single-uses/csv`);
    const rows = res.body.trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.startsWith(`'${source.code}-`)).toBe(true);
    expect(rows.some((r) => r.includes(",'+cmd@attack.example.com,"))).toBe(true);
    expect(res.body).not.toMatch(/(^|,)[=+@-]/m);
  });
});

describe('the save-offer variant and the code search use the same promotions', () => {
  it('GET /v2/coupons?for_save_offer=true offers only redeemable promotions', async () => {
    const res = await call('GET', `/v2/coupons?for_save_offer=true&base_price_ids=${priceId('Standard Monthly')}`);
    const codes = (res.json() as { data: { code: string; status: string }[] }).data.map((c) => c.code);
    expect(codes).toContain('SPRING25');
    for (const code of ['FLASH5', 'SUMMER30', 'BACK2SCHOOL']) expect(codes).not.toContain(code);
    const row = await db().select({ n: sql<number>`count(*)::int` }).from(coupon);
    expect(row[0]?.n).toBeGreaterThan(codes.length);
  });
});
