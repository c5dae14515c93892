import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISCLOSURES } from '../../src/server/areas/disclosures';
import {
  auditLog,
  basePrice,
  country,
  disclosure,
  disclosureBasePrice,
  disclosureCountry,
} from '../../src/server/db/schema';
import { type Disclosure, disclosureSchema } from '../../src/shared/contracts/disclosures';
import { DISCLOSURE_MESSAGES as MESSAGES } from '../../src/shared/domain/disclosure';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce } from '../support/versions';

const ALL = [
  'view:disclosure_menu',
  'view:disclosure_detail',
  'create:disclosure',
  'update:disclosure',
  'delete:disclosure',
  'switch:disclosure_status',
];

let server: TestServer;
let admin: string;
/** Demo base price ids by name, and country ids by ISO code. */
let prices: Map<string, number>;
let countries: Map<string, { id: number; displayName: string }>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-disc-test' });
  prices = new Map(
    (await server.deps.db.select({ id: basePrice.id, name: basePrice.name }).from(basePrice)).map((p) => [
      p.name,
      p.id,
    ]),
  );
  countries = new Map(
    (await server.deps.db.select().from(country)).map((c) => [c.iso2, { id: c.id, displayName: c.displayName }]),
  );
});
afterAll(() => server.close());

const priceId = (name: string) => {
  const id = prices.get(name);
  if (id === undefined) throw new Error(`no base price ${name}`);
  return id;
};
const countryId = (iso: string) => {
  const found = countries.get(iso);
  if (!found) throw new Error(`no country ${iso}`);
  return found.id;
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ifMatch?: string | number | null } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin}` };
  if (options.ifMatch !== undefined && options.ifMatch !== null) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({ method, url: `/api/store${url}`, headers, payload: options.body as object });
}
const tokenWith = (...permissions: string[]) => mintToken(server, { permissions });

let serial = 0;
const body = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Test disclosure ${serial}`,
    base_price_ids: [priceId('Standard Monthly')],
    billing_plan_id: 1,
    country_ids: [countryId('US')],
    multi_language_content: { en: '<p>Renews at {price}, {tax}.</p>', es: '<p>Se renueva a {price}, {tax}.</p>' },
    ...over,
  };
};
async function aDisclosure(over: Record<string, unknown> = {}): Promise<Disclosure> {
  const res = await call('POST', '/disclosures', { body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return disclosureSchema.parse(res.json());
}
/** The switch as the detail page sends it: on the version its read answered (ETag; 1 for an unknown id). */
const switchTo = async (id: number, status: string, token?: string) => {
  const read = await call('GET', `/disclosures/${id}`);
  const ifMatch = read.statusCode === 200 ? Number(String(read.headers.etag).replaceAll('"', '')) : 1;
  return call('PUT', '/disclosures/switch-status', { body: { id, status }, token, ifMatch });
};
const audits = (id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'disclosure'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
const rowOf = async (id: number) => {
  const [row] = await server.deps.db.select().from(disclosure).where(eq(disclosure.id, id));
  return row;
};
/**
 * The 400 of the store family: `{message, violations}`, a violation naming the field (`name`,
 * `multi_language_content.en`, `limit`), the message saying what is wrong.
 */
function expect400(res: { statusCode: number; json(): unknown; body: string }, field: string, text?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json() as { message: string; violations: { field: string; message: string }[] };
  expect(typeof answer.message).toBe('string');
  const named = answer.violations.some((v) => v.field === field || v.field.startsWith(`${field}.`));
  expect(named, res.body).toBe(true);
  if (text) expect(answer.message).toContain(text);
}
const list = async (query = '') => {
  const res = await call('GET', `/disclosures${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { data: unknown[]; count: number };
  // Exactly the wire's shape (the list is written without the schema's encode pass): nothing more.
  const data = answer.data.map((d) => disclosureSchema.parse(d));
  expect(data).toEqual(answer.data);
  return { data, count: answer.count };
};

describe('GET /disclosures (API-M-06)', () => {
  it('answers {data, count}, newest updated first, each with its base prices, billing plan and countries', async () => {
    const { data, count } = await list('?limit=100');
    expect(count).toBe(data.length);
    expect(count).toBeGreaterThanOrEqual(DEMO_DISCLOSURES.length);
    const dates = data.map((d) => d.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const monthly = data.find((d) => d.name === 'Auto-renewal — monthly (US)');
    expect(monthly).toMatchObject({
      status: 'active',
      billing_plan_id: 1,
      billing_plan: { id: 1, name: 'Monthly' },
      base_prices: [
        { id: priceId('All Access Monthly'), name: 'All Access Monthly' },
        { id: priceId('Premium Monthly'), name: 'Premium Monthly' },
        { id: priceId('Standard Monthly'), name: 'Standard Monthly' },
      ],
    });
    expect(monthly?.countries.map((c) => c.id).sort()).toEqual([countryId('PR'), countryId('US')].sort());
    expect(monthly?.countries.find((c) => c.id === countryId('US'))?.display_name).toBe(
      countries.get('US')?.displayName,
    );
    const vat = data.find((d) => d.name === 'UK prices include VAT');
    expect(vat).toMatchObject({ billing_plan_id: null, billing_plan: null });
    expect(data.find((d) => d.name === 'EU right of withdrawal')?.multi_language_content.es).toBe('');
  });

  it('filters by status and by a case-insensitive name substring (taken literally), with the count of the filter', async () => {
    const active = await list('?status=active&limit=100');
    expect(active.data.length).toBeGreaterThan(0);
    expect(active.data.every((d) => d.status === 'active')).toBe(true);
    const inactive = await list('?status=inactive&limit=100');
    expect(inactive.data.every((d) => d.status === 'inactive')).toBe(true);
    expect(active.count + inactive.count).toBe((await list('?limit=100')).count);
    const renewal = await list('?name=AUTO-RENEWAL');
    expect(renewal.data.map((d) => d.name).sort()).toEqual(['Auto-renewal — monthly (US)', 'Auto-renewal — yearly']);
    expect(renewal.count).toBe(2);
    expect((await list('?name=renewal&status=inactive')).count).toBe(0);
    expect((await list('?name=%25')).count).toBe(0);
    expect((await list('?name=_')).count).toBe(0);
    expect((await list('?name=')).count).toBe((await list()).count);
  });

  it('pages with limit and offset and orders oldest first with order=updated_at', async () => {
    const all = (await list('?limit=100')).data.map((d) => d.id);
    expect((await list('?limit=3&offset=2')).data.map((d) => d.id)).toEqual(all.slice(2, 5));
    expect((await list('?limit=100&order=updated_at')).data.map((d) => d.id)).toEqual([...all].reverse());
  });

  it('refuses bad query values with a 400 naming the parameter', async () => {
    expect400(await call('GET', '/disclosures?status=archived'), 'status');
    expect400(await call('GET', '/disclosures?order=-name'), 'order');
    expect400(await call('GET', '/disclosures?limit=abc'), 'limit');
    expect400(await call('GET', `/disclosures?name=${'x'.repeat(101)}`), 'name');
  });
});

describe('GET /disclosures/{id} (API-M-07)', () => {
  it('answers the disclosure with its version as ETag; 404 for an unknown id', async () => {
    const created = await aDisclosure();
    const res = await call('GET', `/disclosures/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect(res.headers.etag).toBe(`"${created.rowVersion}"`);
    const missing = await call('GET', '/disclosures/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.notFound(999999) });
  });
});

describe('POST /disclosures (API-M-08)', () => {
  it('adds an inactive disclosure: name trimmed, ids deduplicated, names joined in; audited', async () => {
    const res = await call('POST', '/disclosures', {
      body: {
        name: '  Canada terms ',
        base_price_ids: [priceId('Standard Yearly'), priceId('Standard Monthly'), priceId('Standard Yearly')],
        billing_plan_id: 4,
        country_ids: [countryId('CA'), countryId('CA')],
        multi_language_content: { en: '<p>Billed yearly, {tax}.</p>' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = disclosureSchema.parse(res.json());
    expect(d).toMatchObject({
      name: 'Canada terms',
      status: 'inactive',
      billing_plan_id: 4,
      billing_plan: { id: 4, name: 'Yearly' },
      base_prices: [
        { id: priceId('Standard Monthly'), name: 'Standard Monthly' },
        { id: priceId('Standard Yearly'), name: 'Standard Yearly' },
      ],
      countries: [{ id: countryId('CA'), display_name: countries.get('CA')?.displayName }],
      multi_language_content: { en: '<p>Billed yearly, {tax}.</p>', es: '' },
      created_at: server.clock.now().toISOString(),
      updated_at: server.clock.now().toISOString(),
      rowVersion: 1,
    });
    const entries = await audits(d.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'CREATE', actorId: 'staff-disc-test', before: null });
    expect(entries[0]?.after).toMatchObject({ name: 'Canada terms', base_price_ids: d.base_prices.map((p) => p.id) });
  });

  it('takes the billing plan and the countries as optional (DISC-10)', async () => {
    const { billing_plan_id: _, country_ids: __, ...bare } = body();
    const res = await call('POST', '/disclosures', { body: bare });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ billing_plan_id: null, billing_plan: null, countries: [] });
    const explicit = await aDisclosure({ billing_plan_id: null, country_ids: [] });
    expect(explicit).toMatchObject({ billing_plan_id: null, countries: [] });
  });

  it('requires the name (DISC-08): missing, blank or over 100 characters is a 400 naming it', async () => {
    const { name: _, ...withoutName } = body();
    expect400(await call('POST', '/disclosures', { body: withoutName }), 'name', MESSAGES.nameRequired);
    expect400(await call('POST', '/disclosures', { body: body({ name: ' ' }) }), 'name', MESSAGES.nameRequired);
    expect400(
      await call('POST', '/disclosures', { body: body({ name: 'n'.repeat(101) }) }),
      'name',
      MESSAGES.nameTooLong,
    );
    expect((await call('POST', '/disclosures', { body: body({ name: 'n'.repeat(100) }) })).statusCode).toBe(201);
  });

  it('requires at least one base price (DISC-09), and every one must exist', async () => {
    const { base_price_ids: _, ...withoutPrices } = body();
    expect400(
      await call('POST', '/disclosures', { body: withoutPrices }),
      'base_price_ids',
      "'Base price' is required",
    );
    expect400(
      await call('POST', '/disclosures', { body: body({ base_price_ids: [] }) }),
      'base_price_ids',
      "'Base price' is required",
    );
    expect400(await call('POST', '/disclosures', { body: body({ base_price_ids: null }) }), 'base_price_ids');
    expect400(await call('POST', '/disclosures', { body: body({ base_price_ids: ['1'] }) }), 'base_price_ids');
    expect400(await call('POST', '/disclosures', { body: body({ base_price_ids: [0] }) }), 'base_price_ids');
    expect400(
      await call('POST', '/disclosures', { body: body({ base_price_ids: [priceId('Standard Monthly'), 999999] }) }),
      'base_price_ids',
      'Base price 999999 does not exist.',
    );
    expect400(
      await call('POST', '/disclosures', {
        body: body({ base_price_ids: Array.from({ length: 501 }, (_, i) => i + 1) }),
      }),
      'base_price_ids',
      MESSAGES.tooManyBasePrices,
    );
  });

  it('refuses a billing plan or a country that does not exist (400 naming the field)', async () => {
    expect400(
      await call('POST', '/disclosures', { body: body({ billing_plan_id: 99 }) }),
      'billing_plan_id',
      MESSAGES.unknownBillingPlan(99),
    );
    expect400(await call('POST', '/disclosures', { body: body({ billing_plan_id: 'monthly' }) }), 'billing_plan_id');
    expect400(
      await call('POST', '/disclosures', { body: body({ country_ids: [countryId('US'), 999998, 999999] }) }),
      'country_ids',
      MESSAGES.unknownCountries([999998, 999999]),
    );
    expect400(await call('POST', '/disclosures', { body: body({ country_ids: 'US' }) }), 'country_ids');
    expect(await server.deps.db.select().from(disclosure).where(eq(disclosure.billingPlanId, 99))).toEqual([]);
  });

  it('requires English rich text (MKT-07, MKT-09) and limits it (MKT-08)', async () => {
    expect400(
      await call('POST', '/disclosures', {
        body: body({ multi_language_content: { en: '<p>&nbsp;</p>', es: '<p>hola</p>' } }),
      }),
      'multi_language_content.en',
      "'English content' is required",
    );
    expect400(
      await call('POST', '/disclosures', {
        body: body({ multi_language_content: { en: `<p>${'z'.repeat(14001)}</p>` } }),
      }),
      'multi_language_content.en',
      'cannot be longer than 14000 characters',
    );
    expect400(
      await call('POST', '/disclosures', { body: body({ multi_language_content: null }) }),
      'multi_language_content',
    );
  });

  it('sanitises the rich text: <script>, onerror and javascript: never come back', async () => {
    const d = await aDisclosure({
      multi_language_content: {
        en: '<p>Terms<script>document.cookie</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">click</a>',
        es: '<p onmouseover="alert(1)">Términos</p><a href="  JAVASCRIPT:alert(1)">x</a><a href="mailto:help@example.com">ayuda</a>',
      },
    });
    expect(d.multi_language_content).toEqual({
      en: '<p>Terms</p><a>click</a>',
      es: '<p>Términos</p><a>x</a><a href="mailto:help@example.com">ayuda</a>',
    });
    const stored = await rowOf(d.id);
    expect(`${stored?.contentEn}${stored?.contentEs}`).not.toMatch(/script|onerror|onmouseover|javascript:/i);
  });
});

describe('PUT /disclosures/{id} (API-M-09)', () => {
  it('saves an edit (links replaced, status kept) with If-Match, moves the version, and audits it', async () => {
    const d = await aDisclosure();
    await switchTo(d.id, 'active');
    const current = disclosureSchema.parse((await call('GET', `/disclosures/${d.id}`)).json());
    server.clock.advance(60_000);
    const res = await call('PUT', `/disclosures/${d.id}`, {
      body: body({
        name: 'Edited',
        base_price_ids: [priceId('Premium Yearly')],
        billing_plan_id: null,
        country_ids: [countryId('GB'), countryId('AU')],
      }),
      ifMatch: current.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = disclosureSchema.parse(res.json());
    expect(after).toMatchObject({
      name: 'Edited',
      status: 'active',
      billing_plan_id: null,
      billing_plan: null,
      base_prices: [{ id: priceId('Premium Yearly'), name: 'Premium Yearly' }],
      rowVersion: current.rowVersion + 1,
      updated_at: server.clock.now().toISOString(),
      created_at: d.created_at,
    });
    expect(after.countries.map((c) => c.id).sort()).toEqual([countryId('AU'), countryId('GB')].sort());
    expect(res.headers.etag).toBe(`"${after.rowVersion}"`);
    const links = await server.deps.db
      .select()
      .from(disclosureBasePrice)
      .where(eq(disclosureBasePrice.disclosureId, d.id));
    expect(links.map((l) => l.basePriceId)).toEqual([priceId('Premium Yearly')]);
    const entries = await audits(d.id);
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'ACTIVATE', 'UPDATE']);
    expect(entries[2]?.before).toMatchObject({ name: d.name, billing_plan_id: 1 });
    expect(entries[2]?.after).toMatchObject({ name: 'Edited', billing_plan_id: null });
  });

  it('writes nothing for an edit that changes nothing (ids in another order included)', async () => {
    const d = await aDisclosure({ base_price_ids: [priceId('Standard Monthly'), priceId('Standard Yearly')] });
    const res = await call('PUT', `/disclosures/${d.id}`, {
      body: {
        name: d.name,
        base_price_ids: [priceId('Standard Yearly'), priceId('Standard Monthly')],
        billing_plan_id: d.billing_plan_id,
        country_ids: d.countries.map((c) => c.id),
        multi_language_content: d.multi_language_content,
      },
      ifMatch: d.rowVersion,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(d);
    expect(await audits(d.id)).toHaveLength(1);
  });

  it('refuses a stale edit (409) and one without If-Match (428); 404 for an unknown id', async () => {
    const d = await aDisclosure();
    expect(
      (await call('PUT', `/disclosures/${d.id}`, { body: body({ name: 'One' }), ifMatch: d.rowVersion })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/disclosures/${d.id}`, { body: body({ name: 'Two' }), ifMatch: d.rowVersion });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: MESSAGES.stale,
      current: { id: d.id, name: 'One', rowVersion: d.rowVersion + 1 },
    });
    expect((await rowOf(d.id))?.name).toBe('One');
    expect((await call('PUT', `/disclosures/${d.id}`, { body: body(), ifMatch: null })).statusCode).toBe(428);
    expect((await call('PUT', '/disclosures/999999', { body: body(), ifMatch: 1 })).statusCode).toBe(404);
  });

  it('validates like create', async () => {
    const d = await aDisclosure();
    expect400(
      await call('PUT', `/disclosures/${d.id}`, { body: body({ base_price_ids: [] }), ifMatch: d.rowVersion }),
      'base_price_ids',
    );
    expect400(
      await call('PUT', `/disclosures/${d.id}`, { body: body({ billing_plan_id: 10 }), ifMatch: d.rowVersion }),
      'billing_plan_id',
    );
    expect(await rowOf(d.id)).toMatchObject({ name: d.name, rowVersion: d.rowVersion });
  });
});

describe('DELETE /disclosures/{id} (API-M-10)', () => {
  it('deletes a disclosure, active or not, with its links, and audits it', async () => {
    const d = await aDisclosure();
    await switchTo(d.id, 'active');
    const res = await call('DELETE', `/disclosures/${d.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/disclosures/${d.id}`)).statusCode).toBe(404);
    expect(
      await server.deps.db.select().from(disclosureBasePrice).where(eq(disclosureBasePrice.disclosureId, d.id)),
    ).toEqual([]);
    expect(
      await server.deps.db.select().from(disclosureCountry).where(eq(disclosureCountry.disclosureId, d.id)),
    ).toEqual([]);
    expect((await audits(d.id)).map((e) => e.action)).toEqual(['CREATE', 'ACTIVATE', 'DELETE']);
    expect((await call('DELETE', `/disclosures/${d.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /disclosures/switch-status (API-M-11)', () => {
  it('activates and deactivates (DISC-11), moving the version; the same status again changes nothing', async () => {
    const d = await aDisclosure();
    server.clock.advance(1000);
    const on = await switchTo(d.id, 'active');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: d.id, status: 'active', rowVersion: d.rowVersion + 1 });
    expect(on.json().updated_at).toBe(server.clock.now().toISOString());
    expect((await list('?status=active&limit=999')).data.some((x) => x.id === d.id)).toBe(true);
    const again = await switchTo(d.id, 'active');
    expect(again.json()).toMatchObject({ status: 'active', rowVersion: d.rowVersion + 1 });
    const off = await switchTo(d.id, 'inactive');
    expect(off.json()).toMatchObject({ status: 'inactive', rowVersion: d.rowVersion + 2 });
    const entries = await audits(d.id);
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'ACTIVATE', 'DEACTIVATE']);
    expect(entries[1]).toMatchObject({ before: { status: 'inactive' }, after: { status: 'active' } });
  });

  it('answers 404 for an unknown id and 400 naming a bad status or id', async () => {
    const missing = await switchTo(999999, 'active');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.notFound(999999) });
    const d = await aDisclosure();
    expect400(await switchTo(d.id, 'others'), 'status');
    expect400(await call('PUT', '/disclosures/switch-status', { body: { status: 'active' }, ifMatch: 1 }), 'id');
    expect((await rowOf(d.id))?.status).toBe('inactive');
  });

  it('is versioned: 428 without If-Match, 409 with the current values on a stale version', async () => {
    const d = await aDisclosure();
    const switchOn = (ifMatch?: number) =>
      call('PUT', '/disclosures/switch-status', { body: { id: d.id, status: 'active' }, ifMatch: ifMatch ?? null });
    expect((await switchOn()).statusCode).toBe(428);
    expect(
      (await call('PUT', `/disclosures/${d.id}`, { body: body({ name: 'Edited first' }), ifMatch: d.rowVersion }))
        .statusCode,
    ).toBe(200);
    const res = await switchOn(d.rowVersion);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      message: MESSAGES.staleSwitch('inactive'),
      current: { id: d.id, name: 'Edited first', status: 'inactive', rowVersion: d.rowVersion + 1 },
    });
    expect((await rowOf(d.id))?.status).toBe('inactive');
    const ok = await switchOn(d.rowVersion + 1);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers.etag).toBe(`"${d.rowVersion + 2}"`);
  });

  it('20 switches at once on the same version: exactly one is saved, the others are stale', async () => {
    const d = await aDisclosure();
    const statuses = await statusesAtOnce(20, () =>
      call('PUT', '/disclosures/switch-status', { body: { id: d.id, status: 'active' }, ifMatch: d.rowVersion }),
    );
    expect(statuses).toEqual(oneWinner(20));
    expect((await audits(d.id)).map((e) => e.action)).toEqual(['CREATE', 'ACTIVATE']);
  });
});

describe('permissions (PERM-DISC-01..06)', () => {
  it('lists with the menu permission, reads the detail with the view-detail permission', async () => {
    const d = await aDisclosure();
    const menu = await tokenWith('view:disclosure_menu');
    expect((await call('GET', '/disclosures', { token: menu })).statusCode).toBe(200);
    expect((await call('GET', `/disclosures/${d.id}`, { token: menu })).statusCode).toBe(403);
    const detail = await tokenWith('view:disclosure_detail');
    expect((await call('GET', `/disclosures/${d.id}`, { token: detail })).statusCode).toBe(200);
    expect((await call('GET', '/disclosures', { token: detail })).statusCode).toBe(403);
  });

  it('needs create, update, delete and switch:disclosure_status for each write', async () => {
    const d = await aDisclosure();
    const without = (permission: string) => tokenWith(...ALL.filter((p) => p !== permission));
    const cases: [string, () => Promise<{ statusCode: number }>][] = [
      [
        'create:disclosure',
        async () => call('POST', '/disclosures', { body: body(), token: await without('create:disclosure') }),
      ],
      [
        'update:disclosure',
        async () =>
          call('PUT', `/disclosures/${d.id}`, {
            body: body(),
            ifMatch: d.rowVersion,
            token: await without('update:disclosure'),
          }),
      ],
      [
        'delete:disclosure',
        async () => call('DELETE', `/disclosures/${d.id}`, { token: await without('delete:disclosure') }),
      ],
      ['switch:disclosure_status', async () => switchTo(d.id, 'active', await without('switch:disclosure_status'))],
    ];
    for (const [permission, send] of cases) expect((await send()).statusCode, permission).toBe(403);
    expect(await rowOf(d.id)).toMatchObject({ name: d.name, status: 'inactive', rowVersion: d.rowVersion });
    expect(
      await server.deps.db
        .select()
        .from(disclosureBasePrice)
        .where(inArray(disclosureBasePrice.disclosureId, [d.id])),
    ).toHaveLength(1);
    expect((await switchTo(d.id, 'active', await tokenWith('switch:disclosure_status'))).statusCode).toBe(200);
    expect(
      (await call('POST', '/disclosures', { body: body(), token: await tokenWith('create:disclosure') })).statusCode,
    ).toBe(201);
    expect(
      (await call('DELETE', `/disclosures/${d.id}`, { token: await tokenWith('delete:disclosure') })).statusCode,
    ).toBe(204);
  });
});
