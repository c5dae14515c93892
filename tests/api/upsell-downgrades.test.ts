import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_UPSELL_DOWNGRADES } from '../../src/server/areas/upsell-downgrades';
import { auditLog, basePrice, ecomPlan, upsellDowngradeOption } from '../../src/server/db/schema';
import { type UpsellDowngrade, upsellDowngradeSchema } from '../../src/shared/contracts/upsell-downgrades';
import { UD_MESSAGES as MESSAGES } from '../../src/shared/domain/upsell-downgrade';
import { startTestServer, type TestServer } from '../support/test-server';
import { aBasePrice, roleToken, udBody } from '../support/upsell-downgrade-builders';

let server: TestServer;
let marketing: string;
let viewer: string;
let support: string;
let prices: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  marketing = await roleToken(server, 'marketing');
  viewer = await roleToken(server, 'viewer');
  support = await roleToken(server, 'support');
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

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string | null; ifMatch?: number } = {},
) {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? marketing : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({ method, url: `/api/store${url}`, headers, payload: options.body as object });
}

type Res = { statusCode: number; json(): unknown; body: string };
/** A 400 of the store family naming `field`, with `text` as one of its messages. */
function expect400(res: Res, field: string, text?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json() as { message: string; violations: { field: string; message: string }[] };
  const named = answer.violations.filter((v) => v.field === field || v.field.startsWith(`${field}.`));
  expect(named.length, res.body).toBeGreaterThan(0);
  if (text)
    expect(
      named.map((v) => v.message),
      res.body,
    ).toContain(text);
}

/** Two fresh base prices: an original and what it is offered. */
async function freshPair() {
  const original = await aBasePrice(server.deps.db);
  const upsell = await aBasePrice(server.deps.db);
  return { original, upsell };
}
async function aRule(over: Record<string, unknown> = {}): Promise<UpsellDowngrade> {
  const { original, upsell } = await freshPair();
  const res = await call('POST', '/upsell-downgrades', { body: udBody(original.id, upsell.id, over) });
  expect(res.statusCode, res.body).toBe(201);
  return upsellDowngradeSchema.parse(res.json());
}
const post = (body: unknown) => call('POST', '/upsell-downgrades', { body });
const option = (body: ReturnType<typeof udBody>, i: number) =>
  body.upsell_downgrade_options[i] as Record<string, unknown>;
const audits = (id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'upsell_downgrade'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const list = async (query = '') => {
  const res = await call('GET', `/upsell-downgrades${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { data: unknown[]; count: number };
  // Exactly the wire's shape (the list is written without the schema's encode pass): nothing more.
  const data = answer.data.map((d) => upsellDowngradeSchema.parse(d));
  expect(data).toEqual(answer.data);
  return { data, count: answer.count };
};

describe('GET /upsell-downgrades (API-M-12)', () => {
  it('answers the demo rules, newest updated first, with base prices, billing plans and options by name', async () => {
    const { data, count } = await list('?limit=100');
    expect(count).toBe(data.length);
    expect(count).toBeGreaterThanOrEqual(DEMO_UPSELL_DOWNGRADES.length);
    const dates = data.map((d) => d.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const monthly = data.find((d) => d.original_base_price.name === 'Standard Monthly');
    expect(monthly).toMatchObject({
      product_type: 'SUBSCRIPTION',
      course_levels: [],
      billing_plan: { id: 1, name: 'Monthly' },
      upsell_downgrade_options: [
        {
          option_type: 'primary_upsell',
          base_price: { id: priceId('Standard Yearly'), name: 'Standard Yearly' },
          billing_plan: { id: 4, name: 'Yearly' },
          upsell_tag: 'Save 33%',
        },
        { option_type: 'secondary_upsell', base_price: { name: 'All Access Monthly' }, product_type: 'ALL_ACCESS' },
        {
          option_type: 'downgrade',
          base_price: { name: 'Level Lifetime' },
          product_type: 'SINGLE_LEVEL',
          course_levels: [1],
          billing_plan: null,
          upsell_tag: null,
        },
      ],
    });
    const level = data.find((d) => d.original_base_price.name === 'Level Lifetime');
    expect(level).toMatchObject({ billing_plan: null, course_levels: [1] });
    expect(level?.upsell_downgrade_options[0]).toMatchObject({ course_levels: [-1], product_type: 'MULTI_LEVEL' });
  });

  it("searches the original base price's name (case-insensitive substring, taken literally) as original_name", async () => {
    const found = await list('?original_name=STANDARD%20M');
    expect(found.data.map((d) => d.original_base_price.name)).toEqual(['Standard Monthly']);
    expect(found.count).toBe(1);
    // An upsell's base price is not the original's.
    expect((await list('?original_name=Premium%20Yearly')).count).toBe(0);
    expect((await list('?original_name=%25')).count).toBe(0);
    expect((await list('?original_name=_')).count).toBe(0);
    expect((await list('?original_name=')).count).toBe((await list()).count);
  });

  it('pages with limit and offset and orders oldest first with order=updated_at', async () => {
    await aRule();
    const all = (await list('?limit=100')).data.map((d) => d.id);
    expect((await list('?limit=2&offset=1')).data.map((d) => d.id)).toEqual(all.slice(1, 3));
    expect((await list('?limit=100&order=updated_at')).data.map((d) => d.id)).toEqual([...all].reverse());
  });

  it('refuses bad query values with a 400 naming the parameter', async () => {
    expect400(await call('GET', '/upsell-downgrades?order=-name'), 'order');
    expect400(await call('GET', '/upsell-downgrades?limit=0'), 'limit');
    expect400(await call('GET', '/upsell-downgrades?offset=-1'), 'offset');
    expect400(await call('GET', `/upsell-downgrades?original_name=${'x'.repeat(101)}`), 'original_name');
  });
});

describe('GET /upsell-downgrades/{id} (API-M-13)', () => {
  it('answers the rule with its version as ETag; 404 for an unknown id, 400 for a bad one', async () => {
    const rule = await aRule();
    const res = await call('GET', `/upsell-downgrades/${rule.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(rule);
    expect(res.headers.etag).toBe(`"${rule.rowVersion}"`);
    const missing = await call('GET', '/upsell-downgrades/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.notFound(999999) });
    expect400(await call('GET', '/upsell-downgrades/abc'), 'id');
  });
});

describe('POST /upsell-downgrades (API-M-14)', () => {
  it('adds a rule, stored as the type says (levels or billing plan only), texts trimmed, audited', async () => {
    const { original, upsell } = await freshPair();
    const body = udBody(original.id, upsell.id, { course_levels: [2] });
    Object.assign(option(body, 0), { upsell_tag: '  Save 33%  ', slogan: ' Pay yearly ', course_levels: [3] });
    Object.assign(option(body, 1), { billing_plan_id: 2, upsell_tag: 'ignored', slogan: 'ignored' });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const rule = upsellDowngradeSchema.parse(res.json());
    expect(rule).toMatchObject({
      original_base_price: original,
      product_type: 'SUBSCRIPTION',
      course_levels: [],
      billing_plan: { id: 1, name: 'Monthly' },
      upsell_downgrade_options: [
        {
          option_type: 'primary_upsell',
          base_price: upsell,
          course_levels: [],
          billing_plan_id: 4,
          upsell_tag: 'Save 33%',
          slogan: 'Pay yearly',
        },
        {
          option_type: 'downgrade',
          course_levels: [1],
          billing_plan_id: null,
          billing_plan: null,
          upsell_tag: null,
          slogan: null,
        },
      ],
    });
    const [entry] = await audits(rule.id);
    expect(entry).toMatchObject({ action: 'CREATE', before: null });
    expect(entry?.after).toMatchObject({ original_base_price_id: original.id, billing_plan_id: 1 });
  });

  it('adds a rule with only an original, and drops options with nothing chosen', async () => {
    const { original } = await freshPair();
    const res = await post({
      original_base_price_id: original.id,
      product_type: 'MULTI_LEVEL',
      course_levels: [1, 2],
      upsell_downgrade_options: [
        { option_type: 'primary_upsell', base_price_id: null, product_type: null, upsell_tag: '', slogan: '  ' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ course_levels: [1, 2], billing_plan: null, upsell_downgrade_options: [] });
  });

  it('requires the original base price and product type (UD-06)', async () => {
    const { original, upsell } = await freshPair();
    expect400(
      await post(udBody(original.id, upsell.id, { original_base_price_id: null })),
      'original_base_price_id',
      "'Original base price' is required",
    );
    const noType = udBody(original.id, upsell.id);
    delete noType.product_type;
    expect400(await post(noType), 'product_type', "'Original product type' is required");
    expect400(await post({}), 'original_base_price_id', "'Original base price' is required");
  });

  it("requires an option's product type once its base price is chosen, and its base price once its type is (UD-07/08)", async () => {
    const { original, upsell } = await freshPair();
    const noType = udBody(original.id, upsell.id);
    option(noType, 0).product_type = null;
    expect400(
      await post(noType),
      'upsell_downgrade_options.0.product_type',
      "'Primary upsell product type' is required",
    );
    const noPrice = udBody(original.id, upsell.id);
    option(noPrice, 1).base_price_id = null;
    expect400(await post(noPrice), 'upsell_downgrade_options.1.base_price_id', "'Downgrade base price' is required");
  });

  it('requires course levels for single and multi level, a billing plan for the others (UD-08)', async () => {
    const { original, upsell } = await freshPair();
    expect400(
      await post(udBody(original.id, upsell.id, { product_type: 'SINGLE_LEVEL', course_levels: [] })),
      'course_levels',
      "'Original course level' is required",
    );
    expect400(
      await post(udBody(original.id, upsell.id, { billing_plan_id: null })),
      'billing_plan_id',
      "'Original billing plan' is required",
    );
    const noPlan = udBody(original.id, upsell.id);
    option(noPlan, 0).billing_plan_id = null;
    expect400(
      await post(noPlan),
      'upsell_downgrade_options.0.billing_plan_id',
      "'Primary upsell billing plan' is required",
    );
    const noLevel = udBody(original.id, upsell.id);
    option(noLevel, 1).course_levels = [];
    expect400(await post(noLevel), 'upsell_downgrade_options.1.course_levels', "'Downgrade course level' is required");
    const badLevel = udBody(original.id, upsell.id, { product_type: 'MULTI_LEVEL', course_levels: [2, 4] });
    expect400(await post(badLevel), 'course_levels', MESSAGES.badLevels('original'));
  });

  it("refuses an original (base price, billing plan) equal to an upsell's, or two equal upsells (UD-09)", async () => {
    const { original, upsell } = await freshPair();
    const samePrimary = udBody(original.id, upsell.id);
    Object.assign(option(samePrimary, 0), { base_price_id: original.id, billing_plan_id: 1 });
    expect400(await post(samePrimary), 'upsell_downgrade_options.0.base_price_id', MESSAGES.duplicate);
    expect((await post(samePrimary).then((r) => r.json())) as { message: string }).toMatchObject({
      message: MESSAGES.duplicate,
    });
    const sameSecondary = udBody(original.id, upsell.id);
    sameSecondary.upsell_downgrade_options.push({
      option_type: 'secondary_upsell',
      base_price_id: original.id,
      product_type: 'ALL_ACCESS',
      billing_plan_id: 1,
    });
    expect400(await post(sameSecondary), 'upsell_downgrade_options.2.base_price_id', MESSAGES.duplicate);
    const twoEqual = udBody(original.id, upsell.id);
    twoEqual.upsell_downgrade_options.push({ ...option(twoEqual, 0), option_type: 'secondary_upsell' } as never);
    expect400(await post(twoEqual), 'upsell_downgrade_options.2.base_price_id', MESSAGES.duplicate);
    // Same base price on another billing plan is no duplicate; nor is a downgrade equal to the original.
    const otherPlan = udBody(original.id, upsell.id);
    Object.assign(option(otherPlan, 0), { base_price_id: original.id, billing_plan_id: 4 });
    Object.assign(option(otherPlan, 1), {
      base_price_id: original.id,
      product_type: 'SUBSCRIPTION',
      billing_plan_id: 1,
    });
    expect((await post(otherPlan)).statusCode).toBe(201);
  });

  it('refuses a second rule for the same original base price, product type and billing plan or level (409)', async () => {
    const { original, upsell } = await freshPair();
    expect((await post(udBody(original.id, upsell.id))).statusCode).toBe(201);
    const again = await post(udBody(original.id, upsell.id, { upsell_downgrade_options: [] }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.ruleExists });
    // Another billing plan of the same base price is another rule.
    expect((await post(udBody(original.id, upsell.id, { billing_plan_id: 2 }))).statusCode).toBe(201);
  });

  it('limits the tag to 25 and the slogan to 40 characters, after trimming (UD-10)', async () => {
    const { original, upsell } = await freshPair();
    const longTag = udBody(original.id, upsell.id);
    option(longTag, 0).upsell_tag = 'x'.repeat(26);
    expect400(
      await post(longTag),
      'upsell_downgrade_options.0.upsell_tag',
      "'Primary upsell tag' cannot be longer than 25 characters",
    );
    const longSlogan = udBody(original.id, upsell.id);
    option(longSlogan, 0).slogan = 'x'.repeat(41);
    expect400(
      await post(longSlogan),
      'upsell_downgrade_options.0.slogan',
      "'Primary upsell slogan' cannot be longer than 40 characters",
    );
    const padded = udBody(original.id, upsell.id);
    Object.assign(option(padded, 0), { upsell_tag: ` ${'x'.repeat(25)} `, slogan: ` ${'y'.repeat(40)} ` });
    expect((await post(padded)).statusCode).toBe(201);
    const huge = udBody(original.id, upsell.id);
    option(huge, 0).slogan = 'x'.repeat(201);
    expect400(await post(huge), 'upsell_downgrade_options.0.slogan');
  });

  it('restricts the upsells of an All Access original to All Access; its downgrade is free (UD-11)', async () => {
    const { original, upsell } = await freshPair();
    const body = udBody(original.id, upsell.id, { product_type: 'ALL_ACCESS' });
    expect400(await post(body), 'upsell_downgrade_options.0.product_type', MESSAGES.allAccessOnly('primary_upsell'));
    option(body, 0).product_type = 'ALL_ACCESS';
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as UpsellDowngrade).upsell_downgrade_options[1]?.product_type).toBe('SINGLE_LEVEL');
  });

  it('takes at most one option of each type, and refuses unknown base prices, billing plans and values', async () => {
    const { original, upsell } = await freshPair();
    const twice = udBody(original.id, upsell.id);
    twice.upsell_downgrade_options.push({ ...option(twice, 1) } as never);
    expect400(await post(twice), 'upsell_downgrade_options.2.option_type', MESSAGES.oneOfEach);
    expect400(
      await post(udBody(original.id, upsell.id, { original_base_price_id: 999999 })),
      'original_base_price_id',
      MESSAGES.unknownBasePrice(999999),
    );
    const unknownPlan = udBody(original.id, upsell.id);
    option(unknownPlan, 0).billing_plan_id = 999;
    expect400(await post(unknownPlan), 'upsell_downgrade_options.0.billing_plan_id', MESSAGES.unknownBillingPlan(999));
    expect400(await post(udBody(original.id, upsell.id, { product_type: 'DVD' })), 'product_type');
    const badType = udBody(original.id, upsell.id);
    option(badType, 0).option_type = 'upgrade';
    expect400(await post(badType), 'upsell_downgrade_options.0.option_type');
    expect400(await post(udBody(original.id, upsell.id, { course_levels: ['1'] })), 'course_levels');
  });
});

describe('PUT /upsell-downgrades/{id} (API-M-15)', () => {
  it('edits the rule with If-Match, moving its version; audited; an unchanged edit writes nothing', async () => {
    const rule = await aRule();
    const body = udBody(rule.original_base_price_id, rule.upsell_downgrade_options[0]?.base_price_id as number);
    Object.assign(option(body, 0), { upsell_tag: 'New tag' });
    body.upsell_downgrade_options.pop();
    const res = await call('PUT', `/upsell-downgrades/${rule.id}`, { body, ifMatch: rule.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    const edited = upsellDowngradeSchema.parse(res.json());
    expect(edited.rowVersion).toBe(rule.rowVersion + 1);
    expect(edited.upsell_downgrade_options).toHaveLength(1);
    expect(edited.upsell_downgrade_options[0]?.upsell_tag).toBe('New tag');
    expect(
      await server.deps.db.select().from(upsellDowngradeOption).where(eq(upsellDowngradeOption.ruleId, rule.id)),
    ).toHaveLength(1);
    const again = await call('PUT', `/upsell-downgrades/${rule.id}`, { body, ifMatch: edited.rowVersion });
    expect(again.statusCode).toBe(200);
    expect((again.json() as UpsellDowngrade).rowVersion).toBe(edited.rowVersion);
    const entries = await audits(rule.id);
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses without If-Match (428), on a stale version (409 with the current rule), and for an unknown id (404)', async () => {
    const rule = await aRule();
    const body = udBody(rule.original_base_price_id, rule.upsell_downgrade_options[0]?.base_price_id as number);
    expect((await call('PUT', `/upsell-downgrades/${rule.id}`, { body })).statusCode).toBe(428);
    const staleRes = await call('PUT', `/upsell-downgrades/${rule.id}`, { body, ifMatch: rule.rowVersion + 5 });
    expect(staleRes.statusCode).toBe(409);
    expect(staleRes.json()).toMatchObject({ message: MESSAGES.stale, current: { id: rule.id } });
    expect((await call('PUT', '/upsell-downgrades/999999', { body, ifMatch: 1 })).statusCode).toBe(404);
  });

  it("checks the rules on edit, and refuses turning into another rule's original (409)", async () => {
    const first = await aRule();
    const second = await aRule();
    const upsellId = second.upsell_downgrade_options[0]?.base_price_id as number;
    expect400(
      await call('PUT', `/upsell-downgrades/${second.id}`, {
        body: udBody(second.original_base_price_id, upsellId, { billing_plan_id: null }),
        ifMatch: second.rowVersion,
      }),
      'billing_plan_id',
      "'Original billing plan' is required",
    );
    const clash = await call('PUT', `/upsell-downgrades/${second.id}`, {
      body: udBody(first.original_base_price_id, upsellId),
      ifMatch: second.rowVersion,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: MESSAGES.ruleExists });
    // Its own original stays allowed.
    const own = await call('PUT', `/upsell-downgrades/${second.id}`, {
      body: udBody(second.original_base_price_id, upsellId, { billing_plan_id: 2 }),
      ifMatch: second.rowVersion,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('DELETE /upsell-downgrades/{id} (API-M-16)', () => {
  it('deletes the rule with its options, audited; then 404', async () => {
    const rule = await aRule();
    expect((await call('DELETE', `/upsell-downgrades/${rule.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/upsell-downgrades/${rule.id}`)).statusCode).toBe(404);
    expect(
      await server.deps.db.select().from(upsellDowngradeOption).where(eq(upsellDowngradeOption.ruleId, rule.id)),
    ).toHaveLength(0);
    expect((await audits(rule.id)).map((e) => e.action)).toEqual(['CREATE', 'DELETE']);
    expect((await call('DELETE', `/upsell-downgrades/${rule.id}`)).statusCode).toBe(404);
  });
});

describe('GET /variants/{id}/upsells and /downgrades (API-S-23/24)', () => {
  const planId = async (pid: string) => {
    const [row] = await server.deps.db.select({ id: ecomPlan.id }).from(ecomPlan).where(eq(ecomPlan.pid, pid));
    if (!row) throw new Error(`no plan ${pid}`);
    return row.id;
  };

  it("answers the active plans of the plan's rule: primary, then secondary upsell; the downgrade", async () => {
    const id = await planId('SUB-MONTHLY-FR');
    const ups = await call('GET', `/variants/${id}/upsells?source=recurly&subscriptionId=sub-1`, { token: support });
    expect(ups.statusCode, ups.body).toBe(200);
    expect(ups.json()).toEqual({
      data: [
        {
          id: await planId('SUB-ANNUAL-FR'),
          pid: 'SUB-ANNUAL-FR',
          plan_title: 'French Subscription Annual',
          base_price: { id: priceId('Standard Yearly'), name: 'Standard Yearly' },
          billing_plan: { id: 4, name: 'Yearly' },
          option_type: 'primary_upsell',
          upsell_tag: 'Save 33%',
          slogan: 'Best value: pay once a year',
        },
        expect.objectContaining({ pid: 'AA-MONTHLY', option_type: 'secondary_upsell' }),
      ],
      count: 2,
    });
    const downs = await call('GET', `/variants/${id}/downgrades`, { token: support });
    expect(downs.statusCode).toBe(200);
    expect((downs.json() as { data: { pid: string }[] }).data.map((p) => p.pid)).toEqual(['SL-L1-FR']);
  });

  it('answers an empty list for a plan without a rule, 404 for an unknown plan', async () => {
    const id = await planId('SL-L5-FR-PREM');
    expect((await call('GET', `/variants/${id}/upsells`)).json()).toEqual({ data: [], count: 0 });
    const missing = await call('GET', '/variants/999999/downgrades');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.planNotFound(999999) });
  });
});

describe('permissions (PERM-UD-01..04)', () => {
  it('needs a token for every endpoint (401)', async () => {
    const rule = await aRule();
    const sends = [
      call('GET', '/upsell-downgrades', { token: null }),
      call('GET', `/upsell-downgrades/${rule.id}`, { token: null }),
      call('POST', '/upsell-downgrades', { token: null, body: {} }),
      call('PUT', `/upsell-downgrades/${rule.id}`, { token: null, body: {}, ifMatch: 1 }),
      call('DELETE', `/upsell-downgrades/${rule.id}`, { token: null }),
      call('GET', '/variants/1/upsells', { token: null }),
      call('GET', '/variants/1/downgrades', { token: null }),
    ];
    for (const res of await Promise.all(sends)) expect(res.statusCode).toBe(401);
  });

  it('lets the viewer read only, and the support role nothing but the offers (403)', async () => {
    const rule = await aRule();
    const body = udBody(rule.original_base_price_id, rule.upsell_downgrade_options[0]?.base_price_id as number);
    expect((await call('GET', '/upsell-downgrades', { token: viewer })).statusCode).toBe(200);
    expect((await call('GET', `/upsell-downgrades/${rule.id}`, { token: viewer })).statusCode).toBe(200);
    expect((await call('GET', '/variants/1/upsells', { token: viewer })).statusCode).not.toBe(403);
    for (const token of [viewer, support]) {
      expect((await call('POST', '/upsell-downgrades', { token, body })).statusCode).toBe(403);
      expect((await call('PUT', `/upsell-downgrades/${rule.id}`, { token, body, ifMatch: 1 })).statusCode).toBe(403);
      expect((await call('DELETE', `/upsell-downgrades/${rule.id}`, { token })).statusCode).toBe(403);
    }
    expect((await call('GET', '/upsell-downgrades', { token: support })).statusCode).toBe(403);
    expect((await call('GET', `/upsell-downgrades/${rule.id}`, { token: support })).statusCode).toBe(403);
    const catalog = await roleToken(server, 'catalog');
    expect((await call('GET', '/variants/1/upsells', { token: catalog })).statusCode).toBe(403);
    expect((await call('GET', `/upsell-downgrades/${rule.id}`)).statusCode).toBe(200);
  });
});
