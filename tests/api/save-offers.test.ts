import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SAVE_OFFERS } from '../../src/server/areas/save-offers';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { auditLog, basePrice, ecomPlan, saveOfferTarget } from '../../src/server/db/schema';
import { storeList } from '../../src/shared/contracts/common';
import { saveOfferPromotionSchema } from '../../src/shared/contracts/promotion-lookups';
import { type SaveOffer, saveOfferListItemSchema, saveOfferSchema } from '../../src/shared/contracts/save-offers';
import { SAVE_OFFER_MESSAGES as MESSAGES } from '../../src/shared/domain/save-offer';
import { aCancelReason, aSaveOfferBody } from '../support/save-offer-builders';
import { storeCaller, violationsOf } from '../support/store-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
let marketing: string;
let viewer: string;
let support: string;
let prices: Map<string, number>;

const roleToken = (login: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`no demo account ${login}`);
  return mintToken(server, { permissions: account.permissions, sub: `staff-${login}` });
};

beforeAll(async () => {
  server = await startTestServer();
  [marketing, viewer, support] = await Promise.all([roleToken('marketing'), roleToken('viewer'), roleToken('support')]);
  prices = new Map(
    (await server.deps.db.select({ id: basePrice.id, name: basePrice.name }).from(basePrice)).map((p) => [
      p.name,
      p.id,
    ]),
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

async function created(body: Record<string, unknown>): Promise<SaveOffer> {
  const res = await call('POST', '/v2/save-offers', { body });
  expect(res.statusCode, res.body).toBe(201);
  return saveOfferSchema.parse(res.json());
}

describe('permissions', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/v2/save-offers'],
      ['GET', '/v2/save-offers/1'],
      ['POST', '/v2/save-offers'],
      ['PUT', '/v2/save-offers/1'],
      ['DELETE', '/v2/save-offers/1'],
      ['GET', '/v2/save-offers/match?base_price_id=1&stage=months_1_3&cancel_reason_code=x'],
      ['GET', '/v2/save-offers/switch-plans'],
      ['GET', '/v2/save-offers/plan-promotions?pid=X'],
      ['GET', '/v2/coupons?for_save_offer=true&base_price_ids=1'],
    ] as const) {
      expect((await call(method, url, { token: null })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets support do nothing here (403)', async () => {
    expect((await call('GET', '/v2/save-offers', { token: support })).statusCode).toBe(403);
    expect((await call('GET', '/v2/save-offers/1', { token: support })).statusCode).toBe(403);
    expect((await call('POST', '/v2/save-offers', { token: support, body: {} })).statusCode).toBe(403);
  });

  it('lets the viewer read only', async () => {
    const list = await call('GET', '/v2/save-offers', { token: viewer });
    expect(list.statusCode).toBe(200);
    const first = (list.json() as { data: { id: number }[] }).data[0];
    expect((await call('GET', `/v2/save-offers/${first?.id}`, { token: viewer })).statusCode).toBe(200);
    expect((await call('POST', '/v2/save-offers', { token: viewer, body: {} })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/v2/save-offers/${first?.id}`, { token: viewer, body: {}, ifMatch: 1 })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/v2/save-offers/${first?.id}`, { token: viewer })).statusCode).toBe(403);
    expect((await call('GET', '/v2/save-offers/switch-plans', { token: viewer })).statusCode).toBe(403);
    expect((await call('GET', '/v2/coupons?for_save_offer=true&base_price_ids=1', { token: viewer })).statusCode).toBe(
      403,
    );
  });

  it('needs the permission of each action', async () => {
    const only = (...permissions: string[]) => mintToken(server, { permissions });
    const reason = await aCancelReason(server.deps.db);
    const body = aSaveOfferBody(reason.code, [priceId('Level Lifetime')]);
    expect(
      (await call('POST', '/v2/save-offers', { token: await only('view:save_offer_menu'), body })).statusCode,
    ).toBe(403);
    const res = await call('POST', '/v2/save-offers', { token: await only('create:save_offer'), body });
    expect(res.statusCode).toBe(201);
    const { id, rowVersion } = res.json() as SaveOffer;
    const edit = { ...body, type: 'extend_billing_date', extend_days: 5 };
    const noUpdate = await only('create:save_offer', 'delete:save_offer');
    expect(
      (await call('PUT', `/v2/save-offers/${id}`, { token: noUpdate, body: edit, ifMatch: rowVersion })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/v2/save-offers/${id}`, {
          token: await only('update:save_offer'),
          body: edit,
          ifMatch: rowVersion,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/v2/save-offers/${id}`, { token: await only('update:save_offer') })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/v2/save-offers/${id}`, { token: await only('delete:save_offer') })).statusCode).toBe(
      204,
    );
  });
});

describe('GET /v2/save-offers (API-M-28)', () => {
  it('lists the demo save offers, newest updated first, with data and count', async () => {
    const res = await call('GET', '/v2/save-offers?limit=50');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json() as { data: SaveOffer[]; count: number };
    // Exactly the wire's shape (the list is written without the schema's encode pass): nothing more.
    expect(storeList(saveOfferListItemSchema).parse(res.json())).toEqual(res.json());
    expect(count).toBeGreaterThanOrEqual(DEMO_SAVE_OFFERS.length);
    const times = data.map((row) => row.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    const pause = data.find((row) => row.title.en === 'Pause instead of cancelling');
    expect(pause).toMatchObject({
      type: 'pause',
      cancel_reason: { code: 'taking_a_break', description: { en: 'Taking a break', es: 'Me tomo un descanso' } },
      applied_stages: ['months_1_3', 'months_3_6', 'months_6_12'],
    });
    expect(pause?.applied_base_prices.map((p) => p.name)).toEqual(['Premium Monthly', 'Standard Monthly']);
    const ascending = (await call('GET', '/v2/save-offers?order=updated_at&limit=50')).json() as { data: SaveOffer[] };
    expect(ascending.data.map((r) => r.id)).toEqual([...data.map((r) => r.id)].reverse());
  });

  it('filters by cancel reason text (English or Spanish, any case), types, stages and base prices', async () => {
    const titles = async (query: string) =>
      ((await call('GET', `/v2/save-offers?limit=100&${query}`)).json() as { data: SaveOffer[] }).data.map(
        (r) => r.title.en,
      );
    expect(await titles('cancel_reason=TOO%20exp')).toEqual(['Stay for 25% less']);
    expect(await titles('cancel_reason=%20descanso%20')).toEqual(['Pause instead of cancelling']);
    expect(await titles('types=extend_billing_date')).toEqual(['Two weeks on us']);
    expect((await titles('types=pause,promotion')).sort()).toEqual([
      'Pause instead of cancelling',
      'Stay for 25% less',
    ]);
    expect(await titles('applied_stages=year_1_plus')).toEqual(['Two weeks on us']);
    expect(await titles(`applied_base_price_ids=${priceId('Premium Yearly')}`)).toEqual(['Two weeks on us']);
    expect(await titles(`types=pause&applied_base_price_ids=${priceId('Premium Yearly')}`)).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const all = (await call('GET', '/v2/save-offers?limit=50')).json() as { data: SaveOffer[]; count: number };
    const page = (await call('GET', '/v2/save-offers?limit=2&offset=1')).json() as { data: SaveOffer[]; count: number };
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(1, 3).map((r) => r.id));
    expect(page.count).toBe(all.count);
  });

  it('refuses bad query values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['order=title', 'order'],
      ['types=nope', 'types'],
      ['applied_stages=forever', 'applied_stages'],
      ['applied_base_price_ids=abc', 'applied_base_price_ids'],
      ['limit=0', 'limit'],
    ]) {
      const res = await call('GET', `/v2/save-offers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });
});

describe('GET /v2/save-offers/{id} (API-M-30)', () => {
  it('answers every field of a Promotion save offer, with the promotion facts and an ETag', async () => {
    const list = (await call('GET', '/v2/save-offers?types=promotion')).json() as { data: SaveOffer[] };
    const id = list.data[0]?.id;
    const res = await call('GET', `/v2/save-offers/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const offer = saveOfferSchema.parse(res.json());
    expect(offer).toMatchObject({
      type: 'promotion',
      title: { en: 'Stay for 25% less' },
      effective_date: null,
      extend_days: null,
      switch_to_plan: null,
      promotion: {
        code: 'SPRING25',
        status: 'redeemable',
        discount_type: 'percentage_off',
        percent: 25,
        applied_countries: [],
        duration: { type: 'temporal', limit_time: { amount: 3, unit: 'month' } },
      },
    });
    expect(offer.description.en).toContain('<strong>25% off</strong>');
  });

  it('answers the Switch plan fields: plan, billing plan, effective date, plan promotion', async () => {
    const list = (await call('GET', '/v2/save-offers?types=switch_plan')).json() as { data: SaveOffer[] };
    const offer = (await call('GET', `/v2/save-offers/${list.data[0]?.id}`)).json() as SaveOffer;
    expect(offer).toMatchObject({
      effective_date: 'next_billing_cycle',
      switch_to_plan: {
        pid: 'SUB-MONTHLY-FR',
        title: 'French Subscription Monthly',
        base_price: { name: 'Standard Monthly' },
      },
      promotion: { code: 'WELCOME10', applied_countries: [{ name: expect.any(String) }, { name: expect.any(String) }] },
    });
    expect(offer.switch_to_plan?.billing_plan?.name).toBeTruthy();
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await call('GET', '/v2/save-offers/999999')).statusCode).toBe(404);
    expect((await call('GET', '/v2/save-offers/abc')).statusCode).toBe(400);
  });
});

describe('POST /v2/save-offers (API-M-29)', () => {
  it('adds a save offer of each type, audited', async () => {
    const reason = await aCancelReason(server.deps.db);
    const standard = priceId('Standard Monthly');
    const promotion = await created(
      aSaveOfferBody(reason.code, [standard], {
        type: 'promotion',
        promotion_code: 'SPRING25',
        applied_stages: ['in_free_trial'],
      }),
    );
    expect(promotion.promotion?.code).toBe('SPRING25');
    const switched = await created(
      aSaveOfferBody(reason.code, [standard], {
        type: 'switch_plan',
        applied_stages: ['months_1_3'],
        switch_to_plan_pid: 'SUB-ANNUAL-FR',
        effective_date: 'immediately',
        promotion_code: 'SPRING25',
      }),
    );
    expect(switched).toMatchObject({ effective_date: 'immediately', switch_to_plan: { pid: 'SUB-ANNUAL-FR' } });
    const noPromo = await created(
      aSaveOfferBody(reason.code, [standard], {
        type: 'switch_plan',
        applied_stages: ['months_3_6'],
        switch_to_plan_pid: 'SUB-ANNUAL-FR',
        effective_date: 'next_billing_cycle',
      }),
    );
    expect(noPromo.promotion).toBeNull();
    const extend = await created(
      aSaveOfferBody(reason.code, [standard], {
        type: 'extend_billing_date',
        extend_days: 28,
        applied_stages: ['months_6_12'],
      }),
    );
    expect(extend.extend_days).toBe(28);
    const pause = await created(aSaveOfferBody(reason.code, [standard], { applied_stages: ['year_1_plus'] }));
    expect(pause).toMatchObject({ type: 'pause', promotion: null, switch_to_plan: null, extend_days: null });
    const [entry] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'save_offer'), eq(auditLog.entityId, String(extend.id))));
    expect(entry).toMatchObject({ action: 'CREATE', after: expect.objectContaining({ extend_days: 28 }) });
  });

  it('trims titles and sanitises the description', async () => {
    const reason = await aCancelReason(server.deps.db);
    const offer = await created(
      aSaveOfferBody(reason.code, [priceId('Level Lifetime')], {
        title: { en: '  Stay  ', es: '  ' },
        description: {
          en: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">there</a></p>',
          es: '<p> </p>',
        },
      }),
    );
    expect(offer.title).toEqual({ en: 'Stay', es: '' });
    expect(offer.description).toEqual({ en: '<p>Hi <a>there</a></p>', es: '' });
  });

  it('checks every field with the spec messages', async () => {
    const reason = await aCancelReason(server.deps.db);
    const price = priceId('Level Lifetime');
    const refusals: [Record<string, unknown>, string][] = [
      [{ cancel_reason_code: '' }, `cancel_reason_code: ${MESSAGES.cancelReasonRequired}`],
      [{ cancel_reason_code: 'nope' }, `cancel_reason_code: ${MESSAGES.unknownCancelReason('nope')}`],
      [{ applied_stages: [] }, `applied_stages: ${MESSAGES.stagesRequired}`],
      [{ applied_base_price_ids: [] }, `applied_base_price_ids: ${MESSAGES.basePricesRequired}`],
      [{ applied_base_price_ids: [999999] }, `applied_base_price_ids: ${MESSAGES.unknownBasePrices([999999])}`],
      [{ type: null }, `type: ${MESSAGES.typeRequired}`],
      [{ type: 'promotion' }, `promotion_code: ${MESSAGES.promotionCodeRequired}`],
      [
        { type: 'promotion', promotion_code: 'LIFETIME100' },
        `promotion_code: ${MESSAGES.promotionNotForBasePrices('LIFETIME100')}`,
      ],
      [{ type: 'switch_plan' }, `effective_date: ${MESSAGES.effectiveDateRequired}`],
      [{ type: 'switch_plan', effective_date: 'immediately' }, `switch_to_plan_pid: ${MESSAGES.switchToPlanRequired}`],
      [
        { type: 'switch_plan', effective_date: 'immediately', switch_to_plan_pid: 'NOPE' },
        `switch_to_plan_pid: ${MESSAGES.planNotSellable('NOPE')}`,
      ],
      [
        {
          type: 'switch_plan',
          effective_date: 'immediately',
          switch_to_plan_pid: 'SUB-ANNUAL-FR',
          promotion_code: 'HOLA20',
        },
        `promotion_code: ${MESSAGES.promotionNotForPlan('HOLA20', 'SUB-ANNUAL-FR')}`,
      ],
      [{ type: 'extend_billing_date' }, `extend_days: ${MESSAGES.extendDaysRequired}`],
      [{ type: 'extend_billing_date', extend_days: 29 }, `extend_days: ${MESSAGES.extendDaysTooLong}`],
      [{ type: 'extend_billing_date', extend_days: 0 }, `extend_days: ${MESSAGES.extendDaysTooShort}`],
      [{ type: 'pause', extend_days: 5 }, `extend_days: ${MESSAGES.notOfType('Extend days', 'pause')}`],
      [
        { type: 'promotion', promotion_code: 'SPRING25', switch_to_plan_pid: 'X' },
        `switch_to_plan_pid: ${MESSAGES.notOfType('Switch to plan', 'promotion')}`,
      ],
      [{ title: { en: ' ' } }, `title.en: ${MESSAGES.titleRequired}`],
      [{ title: { en: 'x'.repeat(101) } }, `title.en: ${MESSAGES.titleTooLong}`],
      [{ title: { en: 'ok', es: 'x'.repeat(101) } }, `title.es: ${MESSAGES.titleTooLong}`],
      [{ description: { en: '<p><br></p>' } }, `description.en: ${MESSAGES.descriptionRequired}`],
      [{ description: { en: `<p>${'x'.repeat(14001)}</p>` } }, `description.en: ${MESSAGES.descriptionTooLong}`],
    ];
    for (const [over, expected] of refusals) {
      const res = await call('POST', '/v2/save-offers', { body: aSaveOfferBody(reason.code, [price], over) });
      expect(res.statusCode, expected).toBe(400);
      expect(violations(res), `${expected} — got ${violations(res).join(' | ')}`).toContain(expected);
    }
    const missing = await call('POST', '/v2/save-offers', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(violations(missing)).toEqual(
      expect.arrayContaining([
        `cancel_reason_code: ${MESSAGES.cancelReasonRequired}`,
        `applied_stages: ${MESSAGES.stagesRequired}`,
        `applied_base_price_ids: ${MESSAGES.basePricesRequired}`,
      ]),
    );
  });

  it('refuses a second save offer for the same cancel reason, stage and base price (409), nothing written', async () => {
    const reason = await aCancelReason(server.deps.db);
    const price = priceId('Complete Course Lifetime');
    await created(aSaveOfferBody(reason.code, [price], { applied_stages: ['months_1_3', 'months_3_6'] }));
    const res = await call('POST', '/v2/save-offers', {
      body: aSaveOfferBody(reason.code, [priceId('Level Lifetime'), price], { applied_stages: ['months_3_6'] }),
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toBe(
      MESSAGES.overlap(reason.descriptionEn, 'months_3_6', 'Complete Course Lifetime'),
    );
    const targets = await server.deps.db
      .select()
      .from(saveOfferTarget)
      .where(eq(saveOfferTarget.cancelReasonId, reason.id));
    expect(targets).toHaveLength(2);
    // Another stage of the same reason and base price is fine.
    await created(aSaveOfferBody(reason.code, [price], { applied_stages: ['year_1_plus'] }));
  });

  it('refuses a plan that is not active', async () => {
    const [draft] = await server.deps.db
      .select({ pid: ecomPlan.pid })
      .from(ecomPlan)
      .where(eq(ecomPlan.status, 'draft'));
    if (!draft) throw new Error('no draft plan in the demo data');
    const reason = await aCancelReason(server.deps.db);
    const res = await call('POST', '/v2/save-offers', {
      body: aSaveOfferBody(reason.code, [priceId('Level Lifetime')], {
        type: 'switch_plan',
        effective_date: 'immediately',
        switch_to_plan_pid: draft.pid,
      }),
    });
    expect(violations(res)).toContain(`switch_to_plan_pid: ${MESSAGES.planNotSellable(draft.pid)}`);
  });
});

describe('PUT /v2/save-offers/{id} (API-M-31)', () => {
  it('changes the type and rules, live at once, audited; stale and missing versions are refused', async () => {
    const reason = await aCancelReason(server.deps.db);
    const other = await aCancelReason(server.deps.db);
    const price = priceId('Level Lifetime');
    const offer = await created(aSaveOfferBody(reason.code, [price]));
    const body = aSaveOfferBody(other.code, [price, priceId('Standard Monthly')], {
      type: 'extend_billing_date',
      extend_days: 10,
      applied_stages: ['months_6_12', 'in_free_trial'],
    });
    expect((await call('PUT', `/v2/save-offers/${offer.id}`, { body })).statusCode).toBe(428);
    const res = await call('PUT', `/v2/save-offers/${offer.id}`, { body, ifMatch: offer.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    const after = saveOfferSchema.parse(res.json());
    expect(after).toMatchObject({
      type: 'extend_billing_date',
      extend_days: 10,
      cancel_reason: { code: other.code },
      applied_stages: ['in_free_trial', 'months_6_12'],
      rowVersion: offer.rowVersion + 1,
    });
    const match = await call(
      'GET',
      `/v2/save-offers/match?base_price_id=${price}&stage=in_free_trial&cancel_reason_code=${other.code}`,
    );
    expect((match.json() as { data: SaveOffer | null }).data?.id).toBe(offer.id);
    const gone = await call(
      'GET',
      `/v2/save-offers/match?base_price_id=${price}&stage=months_1_3&cancel_reason_code=${reason.code}`,
    );
    expect((gone.json() as { data: SaveOffer | null }).data).toBeNull();
    const stale = await call('PUT', `/v2/save-offers/${offer.id}`, { body, ifMatch: offer.rowVersion });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { current: SaveOffer }).current.rowVersion).toBe(after.rowVersion);
    const entries = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'save_offer'), eq(auditLog.entityId, String(offer.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const reason = await aCancelReason(server.deps.db);
    const body = aSaveOfferBody(reason.code, [priceId('Level Lifetime')]);
    const offer = await created(body);
    const res = await call('PUT', `/v2/save-offers/${offer.id}`, { body, ifMatch: offer.rowVersion });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SaveOffer).rowVersion).toBe(offer.rowVersion);
  });

  it('refuses an overlap with another save offer and answers 404 for an unknown one', async () => {
    const reason = await aCancelReason(server.deps.db);
    const price = priceId('Level Lifetime');
    await created(aSaveOfferBody(reason.code, [price], { applied_stages: ['months_1_3'] }));
    const second = await created(aSaveOfferBody(reason.code, [price], { applied_stages: ['months_3_6'] }));
    const res = await call('PUT', `/v2/save-offers/${second.id}`, {
      body: aSaveOfferBody(reason.code, [price], { applied_stages: ['months_1_3'] }),
      ifMatch: second.rowVersion,
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await call('PUT', '/v2/save-offers/999999', { body: aSaveOfferBody(reason.code, [price]), ifMatch: 1 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /v2/save-offers/{id} (API-M-32)', () => {
  it('deletes with its rules, audited; then 404', async () => {
    const reason = await aCancelReason(server.deps.db);
    const offer = await created(aSaveOfferBody(reason.code, [priceId('Level Lifetime')]));
    expect((await call('DELETE', `/v2/save-offers/${offer.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v2/save-offers/${offer.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/save-offers/${offer.id}`)).statusCode).toBe(404);
    const targets = await server.deps.db
      .select()
      .from(saveOfferTarget)
      .where(eq(saveOfferTarget.saveOfferId, offer.id));
    expect(targets).toEqual([]);
    const [entry] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(offer.id)), eq(auditLog.action, 'DELETE')));
    expect(entry?.entityType).toBe('save_offer');
  });
});

describe('the form reads and the billing lookup', () => {
  it('GET /v2/coupons?for_save_offer=true answers the redeemable promotions of every given base price', async () => {
    const codes = async (ids: number[]) => {
      const body = (await call('GET', `/v2/coupons?for_save_offer=true&base_price_ids=${ids.join(',')}`)).json();
      // Exactly the wire's shape (written without the schema's encode pass): nothing more.
      expect(storeList(saveOfferPromotionSchema).parse(body)).toEqual(body);
      return (body as { data: { code: string }[] }).data.map((c) => c.code);
    };
    const monthly = await codes([priceId('Standard Monthly')]);
    expect(monthly).toContain('SPRING25');
    expect(monthly).not.toContain('SUMMER30');
    expect(await codes([priceId('Standard Monthly'), priceId('Standard Yearly')])).toContain('SPRING25');
    expect(await codes([priceId('Standard Monthly'), priceId('Level Lifetime')])).not.toContain('SPRING25');
    expect(await codes([])).toEqual([]);
    // Without for_save_offer the path is the promotion list (the promotions area's tests).
    expect((await call('GET', '/v2/coupons?for_save_offer=yes&base_price_ids=1')).statusCode).toBe(400);
  });

  it('GET /v2/save-offers/switch-plans answers active plans with a base price, by PID or title', async () => {
    const res = await call('GET', '/v2/save-offers/switch-plans?q=monthly-fr');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { pid: string; base_price: { name: string } }[] };
    expect(data.map((p) => p.pid)).toContain('SUB-MONTHLY-FR');
    expect(data.find((p) => p.pid === 'SUB-MONTHLY-FR')?.base_price.name).toBe('Standard Monthly');
  });

  it("GET /v2/save-offers/plan-promotions answers a plan's redeemable codes", async () => {
    const res = await call('GET', '/v2/save-offers/plan-promotions?pid=SUB-MONTHLY-FR');
    const codes = (res.json() as { data: { code: string }[] }).data.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['SPRING25', 'WELCOME10']));
    expect(codes).not.toContain('SUMMER30');
    // Issue 21 item 12: each with its discount, for the picker's label.
    expect(res.json().data.find((c: { code: string }) => c.code === 'SPRING25')).toEqual({
      code: 'SPRING25',
      status: 'redeemable',
      discount_type: 'percentage_off',
      percent: 25,
      currencies: [],
    });
    expect((await call('GET', '/v2/save-offers/plan-promotions')).statusCode).toBe(400);
  });

  it('GET /v2/save-offers/match answers the one save offer, or null', async () => {
    const hit = await call(
      'GET',
      `/v2/save-offers/match?base_price_id=${priceId('Standard Yearly')}&stage=year_1_plus&cancel_reason_code=technical_issues`,
    );
    expect((hit.json() as { data: SaveOffer }).data.title.en).toBe('Two weeks on us');
    const none = await call(
      'GET',
      `/v2/save-offers/match?base_price_id=${priceId('Standard Yearly')}&stage=in_free_trial&cancel_reason_code=technical_issues`,
    );
    expect((none.json() as { data: null }).data).toBeNull();
  });
});
