import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BASE_PRICES } from '../../src/server/areas/base-prices';
import { auditLog, basePrice, ecomPlan } from '../../src/server/db/schema';
import { activeBasePriceSchema, appliedPlanSchema, basePriceSchema } from '../../src/shared/contracts/base-prices';
import { BASE_PRICE_MESSAGES } from '../../src/shared/domain/base-price';
import { nextSerial } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

type AppliedPlanRow = { id: number; pid: string; title: string };

const ALL = [
  'view:base_price_menu',
  'create:base_price',
  'update:base_price',
  'activate:base_price',
  'deactivate:base_price',
  'delete:base_price',
  'configure:currency',
];

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL });
});
afterAll(() => server.close());

async function call(
  method: string,
  url: string,
  options: { body?: unknown; token?: string; ifMatch?: string | number } = {},
) {
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

async function aBasePrice(name = `Test price ${nextSerial()}`) {
  const res = await call('POST', '/base-prices', { body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return basePriceSchema.parse(res.json());
}
async function save(id: number, body: Record<string, unknown>, version: number, token?: string) {
  return call('PUT', `/base-prices/${id}`, { body, ifMatch: version, token });
}

describe('GET /base-prices (API-S-33)', () => {
  it('answers {data, count}, newest updated first, one amount per configured currency', async () => {
    const res = await call('GET', '/base-prices');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(DEMO_BASE_PRICES.length);
    expect(body.data).toHaveLength(10);
    // Exactly the wire's shape (the list is written without the schema's encode pass): nothing more.
    expect(body.data.map((b: unknown) => basePriceSchema.parse(b))).toEqual(body.data);
    const dates = body.data.map((b: { updated_at: string }) => b.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const monthly = (await call('GET', '/base-prices?name=standard%20monthly')).json().data[0];
    expect(monthly).toMatchObject({ name: 'Standard Monthly', status: 'active' });
    expect(monthly.currency_prices).toEqual({
      USD: '14.95',
      GBP: '11.99',
      AUD: '21.99',
      CAD: '19.99',
      EUR: '13.99',
      JPY: '1980',
    });
    expect(monthly.planCount).toBeGreaterThan(0);
    expect(monthly.plans[0]).toEqual({ id: expect.any(Number), pid: expect.any(String), title: expect.any(String) });
    // The configured currencies' order, and the first plans are the newest of the applied plans.
    const configured = (await call('GET', '/currency-associations'))
      .json()
      .data.map((a: { currency: string }) => a.currency);
    expect(Object.keys(monthly.currency_prices)).toEqual(configured);
    const applied = (await call('GET', `/base-prices/${monthly.id}/variants?limit=10&offset=0`)).json().data;
    expect(monthly.plans).toEqual(applied.map(({ id, pid, title }: AppliedPlanRow) => ({ id, pid, title })));
    expect(monthly.validActions).toEqual(['edit']);
    const noUsd = (await call('GET', `/base-prices?name=${encodeURIComponent('no USD')}`)).json().data[0];
    expect(noUsd.currency_prices.USD).toBeNull();
  });

  it('filters by status and name, pages with limit and offset, orders by name', async () => {
    const inactive = (await call('GET', '/base-prices?status=inactive&limit=100')).json();
    expect(inactive.data.every((b: { status: string }) => b.status === 'inactive')).toBe(true);
    expect(inactive.count).toBe(inactive.data.length);
    const page2 = (await call('GET', '/base-prices?order=name&limit=2&offset=2')).json();
    const all = (await call('GET', '/base-prices?order=name&limit=100')).json();
    expect(page2.data.map((b: { id: number }) => b.id)).toEqual(all.data.slice(2, 4).map((b: { id: number }) => b.id));
    expect((await call('GET', '/base-prices?name=%25')).json().count).toBe(0);
  });

  it('finds by name what ILIKE finds, with and without a status, for any text (one named statement)', async () => {
    const db = server.deps.db;
    const rows = await db.select({ id: basePrice.id, name: basePrice.name, status: basePrice.status }).from(basePrice);
    // Seven times each: a named statement keeps its generic plan after five runs, and it must find the same.
    for (const text of ['MONTH', 'mo', 'm', 'y', 'Standard M', 'zz-none', 'ly', '1']) {
      for (const status of [undefined, 'active', 'inactive'] as const) {
        const want = rows
          .filter((b) => b.name.toLowerCase().includes(text.toLowerCase()) && (!status || b.status === status))
          .map((b) => b.id)
          .sort((a, b) => a - b);
        for (let run = 0; run < 7; run++) {
          const query = `name=${encodeURIComponent(text)}&limit=100${status ? `&status=${status}` : ''}`;
          const res = await call('GET', `/base-prices?${query}&_=${run}`);
          expect(res.statusCode, res.body).toBe(200);
          const found = res.json() as { data: { id: number }[]; count: number };
          expect(
            found.data.map((b) => b.id).sort((a, b) => a - b),
            `${query} run ${run}`,
          ).toEqual(want);
          expect(found.count, query).toBe(want.length);
        }
      }
    }
  });

  it('refuses bad query values with 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=gone', 'status'],
      ['order=-price', 'order'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['name=%00', 'name'],
    ]) {
      const res = await call('GET', `/base-prices?${query}`);
      expect(res.statusCode, query).toBe(400);
      // The field in the field list, never in the message (issue 21).
      expect(res.json().violations.map((v: { field: string }) => v.field)).toContain(field);
      expect(res.json().message).not.toMatch(new RegExp(`^${field}:`));
    }
  });

  it('needs a permission that reads base prices', async () => {
    expect((await call('GET', '/base-prices', { token: await tokenWith('view:product_menu') })).statusCode).toBe(403);
    expect((await call('GET', '/base-prices', { token: await tokenWith('view:ecom_product_menu') })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /base-prices (API-S-34)', () => {
  it('adds an inactive base price with no amounts and audits it', async () => {
    const item = await aBasePrice('  Spring sale  ');
    expect(item).toMatchObject({ name: 'Spring sale', status: 'inactive', planCount: 0, plans: [] });
    expect(Object.values(item.currency_prices).every((v) => v === null)).toBe(true);
    expect(item.validActions).toEqual(['edit', 'activate', 'delete']);
    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audit.some((a) => a.entityType === 'base_price' && a.action === 'CREATE')).toBe(true);
  });

  it('needs a name of at most 100 characters', async () => {
    expect((await call('POST', '/base-prices', { body: { name: '  ' } })).json().message).toContain('Name is required');
    expect((await call('POST', '/base-prices', { body: {} })).statusCode).toBe(400);
    const long = await call('POST', '/base-prices', { body: { name: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Name cannot be longer than 100 characters');
  });

  it('needs create:base_price', async () => {
    const res = await call('POST', '/base-prices', {
      body: { name: 'x' },
      token: await tokenWith('view:base_price_menu'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /base-prices/{id} (API-S-36)', () => {
  it('saves the name and amounts in minor units, with the currency decimals', async () => {
    const item = await aBasePrice();
    const res = await save(
      item.id,
      { name: 'Renamed', status: 'inactive', currency_prices: { USD: '9.99', JPY: '1500', GBP: '7.5' } },
      item.rowVersion,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      currency_prices: { USD: '9.99', JPY: '1500', GBP: '7.50', EUR: null },
    });
    expect(res.headers.etag).toBe(`"${item.rowVersion + 1}"`);
  });

  it("needs USD before saving: 'USD must be set before saving the base price.'", async () => {
    const item = await aBasePrice();
    const res = await save(
      item.id,
      { name: item.name, status: 'inactive', currency_prices: { GBP: '5' } },
      item.rowVersion,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BASE_PRICE_MESSAGES.usdToSave);
    const cleared = await save(
      item.id,
      { name: item.name, status: 'inactive', currency_prices: { USD: null } },
      item.rowVersion,
    );
    expect(cleared.json().message).toBe(BASE_PRICE_MESSAGES.usdToSave);
  });

  it("refuses activation without USD: 'USD must be set before activating the base price.'", async () => {
    const item = await aBasePrice();
    const res = await save(item.id, { name: item.name, status: 'active', currency_prices: {} }, item.rowVersion);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BASE_PRICE_MESSAGES.usdToActivate);
  });

  it('refuses bad cells with 400 naming the currency: decimals, JPY whole, unknown currency, too long', async () => {
    const item = await aBasePrice();
    for (const [prices, text] of [
      [{ USD: '9.999' }, 'USD must be a number with at most 2 decimals'],
      [{ USD: '1', JPY: '1.5' }, 'JPY must be a whole number'],
      [{ USD: '-1' }, 'USD must be a number'],
      [{ USD: '1e3' }, 'USD must be a number'],
      [{ USD: '1', XTS: '1' }, 'XTS is not a configured currency.'],
      [{ USD: '99999999' }, 'USD must be at most 9999999'],
      [{ USD: '1'.repeat(101) }, 'at most 100 characters'],
      [{ USD: '' }, 'USD is required'],
    ] as const) {
      const res = await save(
        item.id,
        { name: item.name, status: 'inactive', currency_prices: prices },
        item.rowVersion,
      );
      expect(res.statusCode, JSON.stringify(prices)).toBe(400);
      const messages = res.json().violations.map((v: { message: string }) => v.message);
      expect(messages.join('\n'), JSON.stringify(prices)).toContain(text);
    }
  });

  it('activates and deactivates with their own permissions; edit needs update:base_price', async () => {
    const item = await aBasePrice();
    const priced = (
      await save(item.id, { name: item.name, status: 'inactive', currency_prices: { USD: '5' } }, item.rowVersion)
    ).json();
    const onlyActivate = await tokenWith('activate:base_price');
    const activated = await save(
      item.id,
      { name: item.name, status: 'active', currency_prices: {} },
      priced.rowVersion,
      onlyActivate,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().status).toBe('active');
    expect(activated.json().validActions).toEqual(['edit', 'deactivate', 'delete']);
    const renameWithoutUpdate = await save(
      item.id,
      { name: 'Other', status: 'active', currency_prices: {} },
      activated.json().rowVersion,
      onlyActivate,
    );
    expect(renameWithoutUpdate.statusCode).toBe(403);
    const deactivateWithoutPermission = await save(
      item.id,
      { name: item.name, status: 'inactive', currency_prices: {} },
      activated.json().rowVersion,
      onlyActivate,
    );
    expect(deactivateWithoutPermission.statusCode).toBe(403);
    const deactivated = await save(
      item.id,
      { name: item.name, status: 'inactive', currency_prices: {} },
      activated.json().rowVersion,
      await tokenWith('deactivate:base_price'),
    );
    expect(deactivated.json().status).toBe('inactive');
    expect(
      (await save(item.id, { name: item.name, status: 'others', currency_prices: {} }, deactivated.json().rowVersion))
        .statusCode,
    ).toBe(400);
    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['CREATE', 'UPDATE', 'ACTIVATE', 'DEACTIVATE']));
  });

  it('refuses deactivating a base price with plans', async () => {
    const monthly = (await call('GET', '/base-prices?name=standard%20monthly')).json().data[0];
    const res = await save(
      monthly.id,
      { name: monthly.name, status: 'inactive', currency_prices: {} },
      monthly.rowVersion,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BASE_PRICE_MESSAGES.hasPlans);
  });

  it('refuses a stale version with 409 and the current values, and no version with 428', async () => {
    const item = await aBasePrice();
    const first = await save(
      item.id,
      { name: 'First', status: 'inactive', currency_prices: { USD: '1' } },
      item.rowVersion,
    );
    expect(first.statusCode).toBe(200);
    const second = await save(
      item.id,
      { name: 'Second', status: 'inactive', currency_prices: { USD: '2' } },
      item.rowVersion,
    );
    expect(second.statusCode).toBe(409);
    const none = await call('PUT', `/base-prices/${item.id}`, {
      body: { name: 'x', status: 'inactive', currency_prices: {} },
    });
    expect(none.statusCode).toBe(428);
    const [row] = await server.deps.db.select().from(basePrice).where(eq(basePrice.id, item.id));
    expect(row?.name).toBe('First');
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await save(2_000_000, { name: 'x', status: 'inactive', currency_prices: {} }, 1)).statusCode).toBe(404);
    expect((await save(2_147_483_648, { name: 'x', status: 'inactive', currency_prices: {} }, 1)).statusCode).toBe(400);
  });
});

describe('one base price per name, whatever its case (issue 21)', () => {
  const NAME_TAKEN = { message: BASE_PRICE_MESSAGES.nameTaken, field: 'name' };
  /** A 409 naming the name field with the message, in the store family's body. */
  function expectNameTaken(res: Awaited<ReturnType<typeof call>>) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      message: NAME_TAKEN.message,
      violations: [{ field: NAME_TAKEN.field, message: NAME_TAKEN.message }],
    });
  }
  const named = async (name: string) =>
    server.deps.db.select().from(basePrice).where(sql`lower(${basePrice.name}) = lower(${name})`);

  it('refuses to add a name that is taken, in any case and with spaces around it', async () => {
    const taken = await aBasePrice();
    for (const name of [taken.name, taken.name.toUpperCase(), `  ${taken.name.toLowerCase()} `]) {
      expectNameTaken(await call('POST', '/base-prices', { body: { name } }));
    }
    // Only the first one is there, as it was.
    const rows = await named(taken.name);
    expect(rows.map((r) => [r.id, r.name, r.rowVersion])).toEqual([[taken.id, taken.name, taken.rowVersion]]);
  });

  it('refuses to rename a base price to a name another has, and leaves both as they were', async () => {
    const taken = await aBasePrice();
    const other = await aBasePrice();
    for (const name of [taken.name, taken.name.toLowerCase()]) {
      expectNameTaken(
        await save(other.id, { name, status: 'inactive', currency_prices: { USD: '3' } }, other.rowVersion),
      );
    }
    const [first] = await named(taken.name);
    const [second] = await named(other.name);
    expect(first).toMatchObject({ id: taken.id, name: taken.name, rowVersion: taken.rowVersion });
    // The refused save wrote nothing: not the name, not the amount.
    expect(second).toMatchObject({ id: other.id, name: other.name, rowVersion: other.rowVersion });
    const read = (await call('GET', `/base-prices?name=${encodeURIComponent(other.name)}`)).json().data[0];
    expect(read.currency_prices.USD).toBeNull();
  });

  it('lets a base price change the case of its own name', async () => {
    const item = await aBasePrice();
    const res = await save(
      item.id,
      { name: item.name.toUpperCase(), status: 'inactive', currency_prices: { USD: '1' } },
      item.rowVersion,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe(item.name.toUpperCase());
  });

  it('lets only one of two adds at the same time take a name (the unique index)', async () => {
    const name = `Raced price ${nextSerial()}`;
    const answers = await Promise.all([
      call('POST', '/base-prices', { body: { name } }),
      call('POST', '/base-prices', { body: { name: name.toUpperCase() } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expectNameTaken(answers.find((a) => a.statusCode === 409) as (typeof answers)[number]);
    expect(await named(name)).toHaveLength(1);
  });

  it('the demo seed has no name twice', () => {
    const names = DEMO_BASE_PRICES.map((b) => b.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('DELETE /base-prices/{id} (API-S-37)', () => {
  it('deletes a base price without plans', async () => {
    const item = await aBasePrice();
    expect((await call('DELETE', `/base-prices/${item.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/base-prices/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses one with plans, and needs delete:base_price', async () => {
    const monthly = (await call('GET', '/base-prices?name=standard%20monthly')).json().data[0];
    const res = await call('DELETE', `/base-prices/${monthly.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BASE_PRICE_MESSAGES.hasPlans);
    const item = await aBasePrice();
    expect(
      (await call('DELETE', `/base-prices/${item.id}`, { token: await tokenWith('update:base_price') })).statusCode,
    ).toBe(403);
  });
});

describe('GET /base-prices/actives (API-S-35) and the applied plans (API-S-38)', () => {
  it('lists active base prices with help texts', async () => {
    const body = (
      await call('GET', '/base-prices/actives', { token: await tokenWith('view:ecom_product_menu') })
    ).json();
    expect(body.data.length).toBe(body.count);
    expect(body.data.map((b: unknown) => activeBasePriceSchema.parse(b))).toEqual(body.data);
    const monthly = body.data.find((b: { name: string }) => b.name === 'Standard Monthly');
    expect(monthly.basePriceHelpText).toBe('USD 14.95 · GBP 11.99 · AUD 21.99 · CAD 19.99 · EUR 13.99 · JPY 1980');
    expect(body.data.some((b: { name: string }) => b.name === 'Holiday Special 2026')).toBe(false);
  });

  it('pages the plans of a base price, newest first', async () => {
    const monthly = (await call('GET', '/base-prices?name=standard%20monthly')).json().data[0];
    const res = await call('GET', `/base-prices/${monthly.id}/variants?limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const plans = await server.deps.db.select().from(ecomPlan).where(eq(ecomPlan.basePriceId, monthly.id));
    expect(body.count).toBe(plans.length);
    expect(body.data).toHaveLength(2);
    expect(body.data.map((p: unknown) => appliedPlanSchema.parse(p))).toEqual(body.data);
    expect(body.data[0]).toMatchObject({
      pid: expect.any(String),
      title: expect.any(String),
      languageName: expect.any(String),
      status: expect.any(String),
    });
    expect((await call('GET', '/base-prices/2000000/variants')).statusCode).toBe(404);
    expect(
      (await call('GET', `/base-prices/${monthly.id}/variants`, { token: await tokenWith('view:ecom_product_menu') }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the first plans a base price lists', () => {
  const listed = async () => {
    const body = (await call('GET', '/base-prices?limit=100')).json();
    // Every base price on the one page, so the map holds all of them.
    expect(body.count).toBeLessThanOrEqual(100);
    return new Map(
      (body.data as { id: number; plans: { id: number }[] }[]).map((b) => [b.id, b.plans.map((p) => p.id)]),
    );
  };
  const newest = async () =>
    (
      (await server.deps.db.execute(sql`
        select b.id, coalesce((select array_agg(p.id order by p.updated_at desc, p.id desc) from (
          select id, updated_at from ecom_plan where base_price_id = b.id order by updated_at desc, id desc limit 10
        ) p), '{}') as ids from base_price b`)) as unknown as { rows: { id: number; ids: number[] }[] }
    ).rows;

  it("are its ten newest, read along its own range (few plans) or the newest plans' walk (1,000 or more)", async () => {
    const empty = await aBasePrice();
    const rows = await newest();
    expect(rows.some((r) => r.ids.length === 0)).toBe(true);
    expect(rows.some((r) => r.ids.length > 0)).toBe(true);
    const want = new Map(rows.map((r) => [r.id, r.ids]));
    expect(await listed()).toEqual(want);
    // Each base price taken for a common one (the count is only what chooses the read): the same plans.
    const used = rows.filter((r) => r.ids.length > 0).map((r) => r.id);
    await server.deps.db
      .update(basePrice)
      .set({ planCount: sql`plan_count + 5000` })
      .where(inArray(basePrice.id, used));
    try {
      expect(await listed()).toEqual(want);
    } finally {
      await server.deps.db
        .update(basePrice)
        .set({ planCount: sql`plan_count - 5000` })
        .where(inArray(basePrice.id, used));
    }
    expect((await listed()).get(empty.id)).toEqual([]);
  });
});

describe("a base price's plan count, kept by the database (migration 0020)", () => {
  const counts = async () =>
    (
      (await server.deps.db.execute(sql`
        select b.id, b.plan_count as kept, (select count(*)::int from ecom_plan p where p.base_price_id = b.id) as real
        from base_price b order by b.id`)) as unknown as { rows: { id: number; kept: number; real: number }[] }
    ).rows;
  const keptOf = async (id: number) => (await counts()).find((c) => c.id === id)?.kept;

  it('equals the plans using each base price after the demo seed', async () => {
    const all = await counts();
    expect(all.some((c) => c.real > 0)).toBe(true);
    for (const c of all) expect(c.kept, `base price ${c.id}`).toBe(c.real);
  });

  it('follows plans added, moved to another base price (one by one and many at once) and deleted', async () => {
    const db = server.deps.db;
    const [a, b] = await db.select().from(basePrice).orderBy(basePrice.id).limit(2);
    if (!a || !b) throw new Error('the demo seed has fewer than two base prices');
    const [template] = await db.select().from(ecomPlan).limit(1);
    if (!template) throw new Error('the demo seed has no plan');
    const { id: _id, pid: _pid, ...rest } = template;
    const [startA, startB] = [await keptOf(a.id), await keptOf(b.id)];
    const added = await db
      .insert(ecomPlan)
      .values([0, 1, 2].map((i) => ({ ...rest, pid: `COUNT-${nextSerial()}-${i}`, basePriceId: a.id })))
      .returning({ id: ecomPlan.id });
    expect(await keptOf(a.id)).toBe((startA ?? 0) + 3);
    const ids = added.map((r) => r.id);
    await db
      .update(ecomPlan)
      .set({ basePriceId: b.id })
      .where(eq(ecomPlan.id, ids[0] as number));
    expect([await keptOf(a.id), await keptOf(b.id)]).toEqual([(startA ?? 0) + 2, (startB ?? 0) + 1]);
    // An update that moves nothing (the name) leaves both as they are; one that moves many moves them all.
    await db.update(ecomPlan).set({ name: 'Renamed' }).where(inArray(ecomPlan.id, ids));
    expect([await keptOf(a.id), await keptOf(b.id)]).toEqual([(startA ?? 0) + 2, (startB ?? 0) + 1]);
    await db.update(ecomPlan).set({ basePriceId: null }).where(inArray(ecomPlan.id, ids));
    expect([await keptOf(a.id), await keptOf(b.id)]).toEqual([startA, startB]);
    await db.update(ecomPlan).set({ basePriceId: a.id }).where(inArray(ecomPlan.id, ids));
    await db.delete(ecomPlan).where(inArray(ecomPlan.id, ids));
    expect([await keptOf(a.id), await keptOf(b.id)]).toEqual([startA, startB]);
    for (const c of await counts()) expect(c.kept, `base price ${c.id}`).toBe(c.real);
  });

  it("is the list's planCount and the applied plans' count", async () => {
    for (const c of await counts()) {
      const [item] = (await call('GET', `/base-prices?limit=100`))
        .json()
        .data.filter((d: { id: number }) => d.id === c.id);
      if (item) expect(item.planCount).toBe(c.real);
      expect((await call('GET', `/base-prices/${c.id}/variants?limit=1`)).json().count).toBe(c.real);
    }
  });
});
