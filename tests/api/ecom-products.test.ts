import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLANS } from '../../src/server/areas/ecom-products';
import {
  basePrice,
  contentProduct,
  descriptionTemplate,
  ecomPlan,
  ecomProduct,
  language,
} from '../../src/server/db/schema';
import { ecomProductSchema, planListItemSchema, planSchema } from '../../src/shared/contracts/ecom-products';
import { PLAN_MESSAGES } from '../../src/shared/domain/ecom-plan';
import { aContentProduct } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

const ALL = [
  'view:ecom_product_menu',
  'view:ecom_product_detail',
  'create:ecom_product',
  'delete:ecom_product',
  'publish:ecom_product',
  'create:product_plan',
  'update:product_plan',
  'delete:product_plan',
  'activate:product_plan',
  'deactivate:product_plan',
  'revert_to_draft:product_plan',
  'ready_for_publish:product_plan',
];

let server: TestServer;
let admin: string;
let refs: {
  subscriptionCourse: number;
  singleCourse: number;
  upgradeCourse: number;
  price: number;
  inactivePrice: number;
  template: number;
};
let freeLanguage: number;
let allAccessLanguage: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL });
  const db = server.deps.db;
  const course = async (type: string) => {
    const [row] = await db
      .select({ id: contentProduct.id })
      .from(contentProduct)
      .where(eq(contentProduct.productType, type))
      .limit(1);
    return row?.id ?? (await aContentProduct(db, { productType: type })).id;
  };
  const [price] = await db.select().from(basePrice).where(eq(basePrice.name, 'Standard Monthly'));
  const [inactive] = await db.select().from(basePrice).where(eq(basePrice.name, 'Holiday Special 2026'));
  const [template] = await db.select().from(descriptionTemplate).limit(1);
  refs = {
    subscriptionCourse: await course('SUBSCRIPTION'),
    singleCourse: await course('SINGLE_LEVEL'),
    upgradeCourse: await course('UPGRADE'),
    price: price!.id,
    inactivePrice: inactive!.id,
    template: template!.id,
  };
  const used = new Set((await db.select().from(ecomProduct)).map((p) => p.languageId));
  const langs = await db.select().from(language);
  freeLanguage = langs.find((l) => !l.isAllAccess && !used.has(l.id))!.id;
  allAccessLanguage = langs.find((l) => l.isAllAccess)!.id;
});
afterAll(() => server.close());

type Options = { body?: unknown; token?: string; ifMatch?: number };
async function call(method: string, url: string, options: Options = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin}` };
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({
    method: method as 'GET',
    url: `/api/store${url}`,
    headers,
    payload: options.body as object,
  });
}
const tokenWith = (...permissions: string[]) => mintToken(server, { permissions });

const subscriptionPlan = (over: Record<string, unknown> = {}) => ({
  name: 'Monthly plan',
  productType: 'SUBSCRIPTION',
  contentProductId: refs.subscriptionCourse,
  basePriceId: refs.price,
  billingPlanId: 1,
  freeTrialType: 'introductory',
  freeTrialUsageLimit: 1,
  joinUpsell: false,
  descTemplateId: refs.template,
  productImage: 'https://store.example.com/images/plans/subscription.png',
  ...over,
});
const singleLevelPlan = (over: Record<string, unknown> = {}) => ({
  ...subscriptionPlan(),
  name: 'Level 1 lifetime',
  productType: 'SINGLE_LEVEL',
  contentProductId: refs.singleCourse,
  billingPlanId: null,
  courseLevels: '1',
  ...over,
});

let languageCursor = 0;
async function aProduct(plans = [subscriptionPlan(), singleLevelPlan()]) {
  const langs = await server.deps.db.select().from(language);
  const used = new Set((await server.deps.db.select().from(ecomProduct)).map((p) => p.languageId));
  const free = langs.filter((l) => !l.isAllAccess && !used.has(l.id));
  const languageId = free[languageCursor++ % free.length]!.id;
  const res = await call('POST', '/products', { body: { languageId, courseType: 'standard', plans } });
  expect(res.statusCode, res.body).toBe(201);
  return ecomProductSchema.parse(res.json());
}
const act = (productId: number, planId: number, action: string, token?: string) =>
  call('PUT', `/products/${productId}/variants/${planId}/${action}`, { token });

describe('GET /variants (API-S-41)', () => {
  it('lists plans newest updated first with the list columns', async () => {
    const res = await call('GET', '/variants');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(DEMO_PLANS.length);
    const dates = body.data.map((p: { updated_at: string }) => p.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // Exactly the wire's shape (the list is written without the schema's encode pass): nothing more, in
    // the default order and in a search's, whose page is read from its matches.
    expect(body.data.map((p: unknown) => planListItemSchema.parse(p))).toEqual(body.data);
    for (const q of ['pid=sub', 'pid=s', 'pid=monthly-fr']) {
      const found = (await call('GET', `/variants?${q}`)).json();
      expect(found.data.length, q).toBeGreaterThan(0);
      for (const p of found.data) expect(Object.keys(planListItemSchema.parse(p)), q).toEqual(Object.keys(p));
    }
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        pid: expect.any(String),
        languageName: expect.any(String),
        productType: expect.any(String),
        basePriceName: expect.any(String),
      }),
    );
  });

  it('filters by pid, status, type, dates, base price, language, course type and billing plan', async () => {
    const get = async (q: string) =>
      (await call('GET', `/variants?limit=999&${q}`)).json().data as Record<string, unknown>[];
    expect((await get('pid=sub-monthly-fr')).map((p) => p.pid)).toEqual(
      expect.arrayContaining(['SUB-MONTHLY-FR', 'SUB-MONTHLY-FR-PREM']),
    );
    expect((await get('status=ready_for_publish')).every((p) => p.status === 'ready_for_publish')).toBe(true);
    expect((await get('type=MULTI_LEVEL')).every((p) => p.productType === 'MULTI_LEVEL')).toBe(true);
    expect((await get(`base_price_id=${refs.price}`)).every((p) => p.basePriceId === refs.price)).toBe(true);
    expect((await get('language_id=15')).every((p) => p.languageId === 15)).toBe(true);
    expect((await get('product_subtitle=premium')).every((p) => p.courseType === 'premium')).toBe(true);
    expect((await get('billing_plan_id=4')).every((p) => p.billingPlanId === 4)).toBe(true);
    expect(await get('updated_at_from=9000-01-01T00:00:00Z')).toEqual([]);
    expect((await get('updated_at_to=9000-01-01T00:00:00Z')).length).toBeGreaterThan(0);
  });

  it('refuses bad query values with 400 naming the field, and needs view:ecom_product_menu', async () => {
    for (const q of [
      'status=live',
      'type=DVD',
      'order=price',
      'base_price_id=abc',
      'updated_at_from=yesterday',
      'product_subtitle=gold',
      'limit=1000',
    ]) {
      const res = await call('GET', `/variants?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().violations.map((v: { field: string }) => v.field)).toContain(q.split('=')[0]);
    }
    expect((await call('GET', '/variants', { token: await tokenWith('view:product_menu') })).statusCode).toBe(403);
  });
});

describe('POST /products (API-S-45) and GET /products/{id} (API-S-46)', () => {
  it('creates a product with its plans as Draft, with generated unique pids, and reads it back', async () => {
    const product = await aProduct();
    expect(product.courseType).toBe('standard');
    expect(product.plans).toHaveLength(2);
    for (const plan of product.plans) {
      expect(plan.status).toBe('draft');
      expect(plan.pid).toMatch(/^PL-\d{6,}$/);
      expect(plan.checkoutDeeplink).toBeNull();
    }
    const [sub, single] = product.plans;
    expect(sub).toMatchObject({
      billingPlan: { id: 1, name: 'Monthly', cycle: 'month', quantity: 1 },
      basePriceName: 'Standard Monthly',
      descTemplateContent: { en: expect.any(String) },
    });
    expect(sub?.basePriceHelpText).toContain('USD 14.95');
    expect(single).toMatchObject({ billingPlan: null, courseLevels: '1', isbn: expect.stringMatching(/^978/) });
    const res = await call('GET', `/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${product.rowVersion}"`);
    // Written as built (serialize 'plain'): what the schema keeps is the whole text, typed as JSON.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ecomProductSchema.parse(res.json())).toEqual(res.json());
    expect(res.json().plans.map((p: { pid: string }) => p.pid)).toEqual(product.plans.map((p) => p.pid));
  });

  it('needs at least one plan, a course type (none for All Access), and a free language/type pair', async () => {
    const none = await call('POST', '/products', {
      body: { languageId: freeLanguage, courseType: 'standard', plans: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(PLAN_MESSAGES.needOnePlan);
    const noType = await call('POST', '/products', {
      body: { languageId: freeLanguage, courseType: null, plans: [subscriptionPlan()] },
    });
    expect(noType.json().message).toContain('Course type is required');
    const allAccessType = await call('POST', '/products', {
      body: { languageId: allAccessLanguage, courseType: 'premium', plans: [subscriptionPlan()] },
    });
    expect(allAccessType.statusCode).toBe(400);
    const taken = await call('POST', '/products', {
      body: { languageId: 15, courseType: 'standard', plans: [subscriptionPlan()] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PLAN_MESSAGES.languageTaken);
  });

  it('holds every plan rule with 400 naming the field', async () => {
    const productsBefore = (await server.deps.db.select().from(ecomProduct)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Plan Name is required'],
      [{ name: 'x'.repeat(101) }, 'name', PLAN_MESSAGES.nameTooLong],
      [{ billingPlanId: null }, 'billingPlanId', 'Billing Plan is required'],
      [{ billingPlanId: 9 }, 'billingPlanId', 'recurring billing plan'],
      [
        { freeTrialType: 'promotional', freeTrialUsageLimit: null },
        'freeTrialUsageLimit',
        PLAN_MESSAGES.trialLimitRequired,
      ],
      [{ freeTrialUsageLimit: 0 }, 'freeTrialUsageLimit', 'at least 1'],
      [{ contentProductId: refs.singleCourse }, 'contentProductId', 'cannot be sold by a SUBSCRIPTION plan'],
      [{ contentProductId: 2_000_000 }, 'contentProductId', 'does not exist'],
      [{ basePriceId: refs.inactivePrice }, 'basePriceId', 'Choose an active base price.'],
      [{ descTemplateId: 2_000_000 }, 'descTemplateId', 'does not exist'],
      [{ productImage: 'javascript:alert(1)' }, 'productImage', 'http(s)'],
      [{ promotionCode: 'NO-SUCH-CODE' }, 'promotionCode', 'does not exist'],
      [
        { productType: 'ALL_ACCESS', contentProductId: refs.subscriptionCourse },
        'productType',
        'Only the All Access product',
      ],
      [{ joinUpsell: undefined }, 'joinUpsell', 'Join upsell is required'],
      [{ courseLevels: '1' }, 'courseLevels', 'no course level'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/products', {
        body: { languageId: freeLanguage, courseType: 'standard', plans: [subscriptionPlan(over)] },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().violations[0].message, field).toContain(message);
      expect(res.json().violations[0].field, JSON.stringify(over)).toContain(field);
    }
    const lifetimeWithBilling = await call('POST', '/products', {
      body: { languageId: freeLanguage, courseType: 'standard', plans: [singleLevelPlan({ billingPlanId: 1 })] },
    });
    expect(lifetimeWithBilling.json().message).toContain('A lifetime plan has no billing plan.');
    const noLevel = await call('POST', '/products', {
      body: { languageId: freeLanguage, courseType: 'standard', plans: [singleLevelPlan({ courseLevels: '-1' })] },
    });
    expect(noLevel.json().message).toContain('Course level is required');
    const upgrade = await call('POST', '/products', {
      body: {
        languageId: freeLanguage,
        courseType: 'standard',
        plans: [singleLevelPlan({ contentProductId: refs.upgradeCourse, joinUpsell: false })],
      },
    });
    expect(upgrade.json().message).toContain('always joins the upsell');
    // Nothing was half-written.
    expect((await server.deps.db.select().from(ecomProduct)).length).toBe(productsBefore);
  });

  it('needs create:ecom_product, view:ecom_product_detail to read; 404 for unknown ids', async () => {
    const res = await call('POST', '/products', {
      body: { languageId: freeLanguage, courseType: 'standard', plans: [subscriptionPlan()] },
      token: await tokenWith('view:ecom_product_menu'),
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/products/1', { token: await tokenWith('view:ecom_product_menu') })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/products/2000000')).statusCode).toBe(404);
  });
});

describe('plan life cycle (API-S-52, EP-LC)', () => {
  it('Draft → Ready for publish → bulk publish → Active → Inactive → Active, each audited in the product log', async () => {
    const product = await aProduct();
    const plan = product.plans[0]!;
    const ready = await act(product.id, plan.planId, 'publish');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().status).toBe('ready_for_publish');
    const published = await call('PUT', '/variants/active', { body: { ids: [plan.planId] } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ activated: 1 });
    const detail = ecomProductSchema.parse((await call('GET', `/products/${product.id}`)).json());
    const active = detail.plans.find((p) => p.planId === plan.planId)!;
    expect(active.status).toBe('active');
    expect(active.checkoutDeeplink).toBe(`https://store.example.com/checkout/${active.pid}?c=VVM`);
    expect((await act(product.id, plan.planId, 'deactivate')).json().status).toBe('inactive');
    expect((await act(product.id, plan.planId, 'activate')).json().status).toBe('active');
    const log = (await call('GET', `/products/${product.id}/logs?pid=${plan.pid}`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'ACTIVATE',
      'DEACTIVATE',
      'BULK_PUBLISH',
      'READY_FOR_PUBLISH',
      'CREATE_PLAN',
    ]);
    expect(log.data[0]).toMatchObject({
      pid: plan.pid,
      prev: { status: 'inactive' },
      current: { status: 'active' },
      updatedBy: expect.any(String),
    });
    const create = log.data[4];
    expect(create.prev).toBeNull();
    expect(create.contentProducts[0]).toMatchObject({
      id: refs.subscriptionCourse,
      isbn: expect.stringMatching(/^978/),
    });
  });

  it('refuses transitions not allowed from a status with 409 naming the status', async () => {
    const product = await aProduct();
    const plan = product.plans[0]!;
    for (const action of ['revert-to-draft', 'activate', 'deactivate']) {
      const res = await act(product.id, plan.planId, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toContain('Draft');
    }
    await act(product.id, plan.planId, 'publish');
    expect((await act(product.id, plan.planId, 'revert-to-draft')).json().status).toBe('draft');
    expect((await act(product.id, plan.planId, 'bogus')).statusCode).toBe(400);
  });

  it('each transition needs its own permission', async () => {
    const product = await aProduct();
    const plan = product.plans[0]!;
    const onlyRevert = await tokenWith('revert_to_draft:product_plan');
    expect((await act(product.id, plan.planId, 'publish', onlyRevert)).statusCode).toBe(403);
    expect(
      (await act(product.id, plan.planId, 'publish', await tokenWith('ready_for_publish:product_plan'))).statusCode,
    ).toBe(200);
    expect((await act(product.id, plan.planId, 'publish', await tokenWith('view:ecom_product_menu'))).statusCode).toBe(
      403,
    );
  });

  it('bulk publish is all or none: a plan not Ready for publish refuses the whole call', async () => {
    const product = await aProduct();
    const [a, b] = product.plans;
    await act(product.id, a!.planId, 'publish');
    const res = await call('PUT', '/variants/active', { body: { ids: [a!.planId, b!.planId] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_MESSAGES.notReady(b!.pid));
    const [row] = await server.deps.db.select().from(ecomPlan).where(eq(ecomPlan.id, a!.planId));
    expect(row?.status).toBe('ready_for_publish');
    expect(
      (
        await call('PUT', '/variants/active', {
          body: { ids: [a!.planId] },
          token: await tokenWith('activate:product_plan'),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/variants/active', { body: { ids: [] } })).statusCode).toBe(400);
  });

  it('two concurrent activations of one plan: one wins, the other is refused', async () => {
    const product = await aProduct();
    const plan = product.plans[0]!;
    await act(product.id, plan.planId, 'publish');
    await call('PUT', '/variants/active', { body: { ids: [plan.planId] } });
    await act(product.id, plan.planId, 'deactivate');
    const results = await Promise.all([
      act(product.id, plan.planId, 'activate'),
      act(product.id, plan.planId, 'activate'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('a plan goes on sale only while its course is ACTIVE (issue 21 item 8)', () => {
  const courseOf = async (status: string) =>
    aContentProduct(server.deps.db, { productType: 'SUBSCRIPTION', status: status as 'STAGING' });
  const setCourseStatus = (id: number, status: string) =>
    server.deps.db.update(contentProduct).set({ status }).where(eq(contentProduct.id, id));
  const statusOf = async (planId: number) =>
    (await server.deps.db.select().from(ecomPlan).where(eq(ecomPlan.id, planId)))[0]?.status;

  it('bulk publish refuses the whole call, naming each plan whose course is not ACTIVE; nothing is written', async () => {
    const staging = await courseOf('STAGING');
    const inReview = await courseOf('READY_FOR_REVIEW');
    const product = await aProduct([
      subscriptionPlan(),
      subscriptionPlan({ name: 'Staging course', contentProductId: staging.id }),
      subscriptionPlan({ name: 'In review course', contentProductId: inReview.id }),
    ]);
    const [good, a, b] = product.plans;
    for (const plan of product.plans) expect((await act(product.id, plan.planId, 'publish')).statusCode).toBe(200);
    // The publish page sees which course each plan sells, and its status.
    const listed = (await call('GET', `/variants?status=ready_for_publish&pid=${a!.pid}`)).json();
    expect(listed.data[0].course).toEqual({ isbn: staging.isbn, status: 'STAGING' });

    const ids = [good!.planId, a!.planId, b!.planId];
    const res = await call('PUT', '/variants/active', { body: { ids } });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.json().message).toBe(
      [
        `Plan ${a!.pid} sells course ${staging.isbn}, which is STAGING: publish the course before the plan goes on sale.`,
        `Plan ${b!.pid} sells course ${inReview.isbn}, which is In Review: publish the course before the plan goes on sale.`,
      ].join(' '),
    );
    for (const id of ids) expect(await statusOf(id)).toBe('ready_for_publish');
    const log = (await call('GET', `/products/${product.id}/logs`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).not.toContain('BULK_PUBLISH');

    // Once the courses are published, the same call puts all three on sale.
    await setCourseStatus(staging.id, 'ACTIVE');
    await setCourseStatus(inReview.id, 'ACTIVE');
    const published = await call('PUT', '/variants/active', { body: { ids } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ activated: 3 });
    for (const id of ids) expect(await statusOf(id)).toBe('active');
  });

  it('Activate refuses an Inactive plan whose course is no longer ACTIVE', async () => {
    const course = await courseOf('ACTIVE');
    const product = await aProduct([subscriptionPlan({ contentProductId: course.id })]);
    const plan = product.plans[0]!;
    await act(product.id, plan.planId, 'publish');
    expect((await call('PUT', '/variants/active', { body: { ids: [plan.planId] } })).statusCode).toBe(200);
    expect((await act(product.id, plan.planId, 'deactivate')).statusCode).toBe(200);
    await setCourseStatus(course.id, 'ARCHIVED');
    const res = await act(product.id, plan.planId, 'activate');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Plan ${plan.pid} sells course ${course.isbn}, which is ARCHIVED: publish the course before the plan goes on sale.`,
    );
    expect(await statusOf(plan.planId)).toBe('inactive');
    await setCourseStatus(course.id, 'ACTIVE');
    expect((await act(product.id, plan.planId, 'activate')).json().status).toBe('active');
  });
});

describe('plans: add, update, delete (API-S-49..51)', () => {
  it('adds a Draft plan to a product', async () => {
    const product = await aProduct([subscriptionPlan()]);
    const res = await call('POST', `/products/${product.id}/variants`, {
      body: subscriptionPlan({ name: 'Second', billingPlanId: 4 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(planSchema.parse(res.json())).toMatchObject({ name: 'Second', status: 'draft', billingPlan: { id: 4 } });
    expect(
      (
        await call('POST', `/products/${product.id}/variants`, {
          body: subscriptionPlan(),
          token: await tokenWith('update:product_plan'),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/products/2000000/variants', { body: subscriptionPlan() })).statusCode).toBe(404);
  });

  it('updates a plan in any status with If-Match; a stale version is a 409 and nothing changes', async () => {
    const product = await aProduct();
    const plan = product.plans[0]!;
    const url = `/products/${product.id}/variants/${plan.planId}`;
    const saved = await call('POST', url, { body: subscriptionPlan({ name: 'Renamed' }), ifMatch: plan.rowVersion });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().name).toBe('Renamed');
    const staleSave = await call('POST', url, { body: subscriptionPlan({ name: 'Lost' }), ifMatch: plan.rowVersion });
    expect(staleSave.statusCode).toBe(409);
    expect(staleSave.json().current.name).toBe('Renamed');
    expect((await call('POST', url, { body: subscriptionPlan() })).statusCode).toBe(428);
    expect(
      (await call('POST', `/products/${product.id}/variants/2000000`, { body: subscriptionPlan(), ifMatch: 1 }))
        .statusCode,
    ).toBe(404);
    const log = (await call('GET', `/products/${product.id}/logs?pid=${plan.pid}`)).json();
    expect(log.data[0]).toMatchObject({
      action: 'UPDATE_PLAN',
      prev: { name: 'Monthly plan' },
      current: { name: 'Renamed' },
    });
  });

  it('takes a newly chosen promotion code only while it is Redeemable and applies to the plan (issue 21 item 12)', async () => {
    const product = await aProduct([subscriptionPlan()]);
    const plan = product.plans[0]!;
    const url = `/products/${product.id}/variants/${plan.planId}`;
    const save = (promotionCode: string | null, ifMatch: number) =>
      call('POST', url, { body: subscriptionPlan({ promotionCode }), ifMatch });
    const refusal = async (code: string, message: string) => {
      const res = await save(code, plan.rowVersion);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().violations).toEqual([{ field: 'promotionCode', message }]);
    };
    await refusal('FLASH5', 'Promotion code FLASH5 is Maxed out: choose a Redeemable one.');
    await refusal('SUMMER30', 'Promotion code SUMMER30 is Expired: choose a Redeemable one.');
    await refusal('BACK2SCHOOL', 'Promotion code BACK2SCHOOL is Not started: choose a Redeemable one.');
    await refusal('ALLACCESS40', "Promotion code ALLACCESS40 does not apply to this plan's base price.");
    const added = await call('POST', `/products/${product.id}/variants`, {
      body: subscriptionPlan({ name: 'New with a maxed code', promotionCode: 'FLASH5' }),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().violations[0].field).toBe('promotionCode');
    const [before] = await server.deps.db.select().from(ecomPlan).where(eq(ecomPlan.id, plan.planId));
    expect(before?.promotionCode).toBeNull();

    const chosen = await save('SPRING25', plan.rowVersion);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().promotionCode).toBe('SPRING25');
    // A code the plan already holds stays when it is no longer usable (saved as it was).
    await server.deps.db.update(ecomPlan).set({ promotionCode: 'FLASH5' }).where(eq(ecomPlan.id, plan.planId));
    const kept = await call('POST', url, {
      body: subscriptionPlan({ name: 'Renamed', promotionCode: 'FLASH5' }),
      ifMatch: chosen.json().rowVersion,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Renamed', promotionCode: 'FLASH5' });
  });

  it("deletes Draft and Ready for publish plans, never the last: 'For a product, at least one plan is needed.'", async () => {
    const product = await aProduct();
    const [a, b] = product.plans;
    expect((await call('DELETE', `/products/${product.id}/variants/${a!.planId}`)).statusCode).toBe(204);
    const last = await call('DELETE', `/products/${product.id}/variants/${b!.planId}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(PLAN_MESSAGES.lastPlan);
  });

  it('refuses deleting an Active plan', async () => {
    const product = await aProduct();
    const [a] = product.plans;
    await act(product.id, a!.planId, 'publish');
    await call('PUT', '/variants/active', { body: { ids: [a!.planId] } });
    const res = await call('DELETE', `/products/${product.id}/variants/${a!.planId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_MESSAGES.notDeletable('active'));
  });
});

describe('DELETE /products/{id} (API-S-47)', () => {
  it('deletes a product with its plans while none is live, and refuses one with a live plan', async () => {
    const product = await aProduct();
    expect(
      (await call('DELETE', `/products/${product.id}`, { token: await tokenWith('create:ecom_product') })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/products/${product.id}`)).statusCode).toBe(204);
    expect(await server.deps.db.select().from(ecomPlan).where(eq(ecomPlan.productId, product.id))).toEqual([]);
    const [live] = await server.deps.db
      .select()
      .from(ecomPlan)
      .where(and(eq(ecomPlan.status, 'active')));
    const res = await call('DELETE', `/products/${live!.productId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_MESSAGES.productLive);
  });
});

describe('reference reads for the plan form', () => {
  it('billing plans, images, used languages and the course lookup', async () => {
    const billing = (await call('GET', '/billing-plans')).json();
    expect(billing.data.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['Monthly', 'Quarterly', '6-Monthly', 'Yearly', 'Lifetime', 'Monthly with 7-day trial']),
    );
    const images = (await call('GET', '/variants/images')).json();
    expect(images.data[0].url).toMatch(/^https:\/\/store\.example\.com\/images\/plans\//);
    const used = (await call('GET', '/products/used-languages')).json();
    expect(used.data.find((u: { languageId: number }) => u.languageId === 15).courseTypes.sort()).toEqual([
      'premium',
      'standard',
    ]);
    const courses = (await call('GET', '/variants/courses?type=SINGLE_LEVEL&languageId=15')).json();
    expect(courses.data.length).toBeGreaterThan(0);
    expect(
      courses.data.every(
        (c: { productType: string; languageId: number }) =>
          ['SINGLE_LEVEL', 'UPGRADE'].includes(c.productType) && c.languageId === 15,
      ),
    ).toBe(true);
    expect(courses.data[0]).toMatchObject({
      productId: expect.any(Number),
      isbn: expect.any(String),
      course: expect.any(Object),
      bundledProducts: expect.any(Array),
    });
    expect((await call('GET', '/variants/courses?type=UPSELL')).statusCode).toBe(400);
    expect(
      (await call('GET', '/products/used-languages', { token: await tokenWith('view:ecom_product_menu') })).statusCode,
    ).toBe(403);
  });
});
