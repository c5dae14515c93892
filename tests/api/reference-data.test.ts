import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../src/server/areas/reference';
import { LANGUAGE_READERS } from '../../src/shared/contracts/reference';
import { CANADIAN_PROVINCES } from '../../src/shared/domain/provinces';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

const bearer = async (permissions: readonly string[]) => ({
  authorization: `Bearer ${await mintToken(server, { permissions })}`,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, permissions: readonly string[] = ['view:entitlement_menu']) =>
  server.app.inject({ method: 'GET', url, headers: await bearer(permissions) });

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /api/portal/languages', () => {
  it('answers the 51 course languages without All Access, the portal page shape, sorted by name', async () => {
    const res = await get('/api/portal/languages?size=10000&sort=name,ASC');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalElements: 51, totalPages: 1, page: 0, size: 10000 });
    expect(body.content).toHaveLength(51);
    expect(Object.keys(body.content[0]).sort()).toEqual(['id', 'isAllAccess', 'name']);
    const names: string[] = body.content.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort(byteOrder));
    expect(new Set(names).size).toBe(51);
    expect(names).not.toContain('All Access');
    expect(body.content.every((l: { isAllAccess: boolean }) => !l.isAllAccess)).toBe(true);
  });

  it('adds All Access (id 52) with includeAllAccess=true, and treats includeAllAccess=false as the default', async () => {
    const all = (await get('/api/portal/languages?size=10000&sort=name,ASC&includeAllAccess=true')).json();
    expect(all.totalElements).toBe(52);
    expect(all.content).toContainEqual({ id: 52, name: 'All Access', isAllAccess: true });
    const off = (await get('/api/portal/languages?size=10000&includeAllAccess=false')).json();
    expect(off.totalElements).toBe(51);
  });

  it('defaults to page 0, size 10, name ascending', async () => {
    const body = (await get('/api/portal/languages')).json();
    expect(body).toMatchObject({ page: 0, size: 10, totalElements: 51, totalPages: 6 });
    expect(body.content).toHaveLength(10);
    expect(body.content[0].name).toBe('Albanian');
  });

  it('pages with page and size', async () => {
    const full = (await get('/api/portal/languages?size=10000')).json().content;
    const second = (await get('/api/portal/languages?page=1&size=20')).json();
    expect(second.content).toEqual(full.slice(20, 40));
    const last = (await get('/api/portal/languages?page=2&size=20')).json();
    expect(last.content).toHaveLength(11);
    const beyond = (await get('/api/portal/languages?page=9&size=20')).json();
    expect(beyond).toMatchObject({ content: [], totalElements: 51, page: 9 });
  });

  it('sorts by name descending and by id', async () => {
    const desc = (await get('/api/portal/languages?size=10000&sort=name,DESC')).json().content;
    const names: string[] = desc.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort(byteOrder).reverse());
    expect(names[0]).toBe('Welsh');
    const ids = (await get('/api/portal/languages?size=10000&sort=id,ASC&includeAllAccess=true')).json().content;
    expect(ids.map((l: { id: number }) => l.id)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });

  it('rejects a sort field it does not know with a problem document naming sort', async () => {
    const res = await get('/api/portal/languages?sort=code,ASC');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(body.violations[0]).toEqual({ field: 'sort', message: expect.stringMatching(/^cannot sort by 'code'/) });
    // A bare rule is no sentence: the detail is the spec's 400 text, the field only in the list (issue 21).
    expect(body.detail).toBe('Bad Request');
    const malformed = await get('/api/portal/languages?sort=name,SIDEWAYS');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().violations[0].field).toBe('sort');
  });

  it('rejects size 10001, size 0, a negative page and a bad flag', async () => {
    for (const query of ['size=10001', 'size=0', 'page=-1', 'size=abc', 'includeAllAccess=yes']) {
      const res = await get(`/api/portal/languages?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().violations[0].field, query).toBe(query.split('=')[0]);
    }
  });

  it('answers 401 without a token and 403 to a token with none of the language readers', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/portal/languages' });
    expect(none.statusCode).toBe(401);
    const others = ALL_PERMISSIONS.filter((p) => !(LANGUAGE_READERS as readonly string[]).includes(p));
    const res = await get('/api/portal/languages', others);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: "Sorry, you don't have access to this page." });
    for (const reader of LANGUAGE_READERS) {
      expect((await get('/api/portal/languages', [reader])).statusCode, reader).toBe(200);
    }
  });
});

describe('GET /api/store/countries', () => {
  it('answers every ISO country with id, iso2, iso3, name and displayName, sorted by displayName', async () => {
    const res = await get('/api/store/countries');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json() as {
      data: { id: number; iso2: string; iso3: string; name: string; displayName: string }[];
      count: number;
    };
    expect(data.length).toBeGreaterThanOrEqual(240);
    expect(count).toBe(data.length);
    expect(new Set(data.map((c) => c.iso2)).size).toBe(data.length);
    expect(new Set(data.map((c) => c.iso3)).size).toBe(data.length);
    for (const c of data) {
      expect(Object.keys(c).sort()).toEqual(['displayName', 'id', 'iso2', 'iso3', 'name']);
      expect(c.iso2).toMatch(/^[A-Z]{2}$/);
      expect(c.iso3).toMatch(/^[A-Z]{3}$/);
    }
    expect(data).toContainEqual({
      id: 840,
      iso2: 'US',
      iso3: 'USA',
      name: 'United States of America',
      displayName: 'United States',
    });
    expect(data.find((c) => c.iso2 === 'CA')?.displayName).toBe('Canada');
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const names = data.map((c) => c.displayName);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });

  it('is readable with any menu permission, 403 without one, 401 without a token', async () => {
    expect((await get('/api/store/countries', ['view:deeplink_menu'])).statusCode).toBe(200);
    const actionsOnly = ALL_PERMISSIONS.filter((p) => PERMISSIONS[p].kind !== 'menu');
    const res = await get('/api/store/countries', actionsOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await server.app.inject({ method: 'GET', url: '/api/store/countries' })).statusCode).toBe(401);
  });
});

describe('GET /api/store/currencies', () => {
  it('answers every currency sorted by code with symbols, all of them by default (limit 999)', async () => {
    const res = await get('/api/store/currencies');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json() as {
      data: { code: string; symbol: string; symbolNative: string; name: string }[];
      count: number;
    };
    expect(count).toBeGreaterThanOrEqual(150);
    expect(data).toHaveLength(count);
    const codes = data.map((c) => c.code);
    expect(codes).toEqual([...codes].sort(byteOrder));
    expect(data).toContainEqual({ code: 'USD', symbol: '$', symbolNative: '$', name: 'US Dollar' });
    expect(data).toContainEqual({ code: 'EUR', symbol: '€', symbolNative: '€', name: 'Euro' });
    expect(data).toContainEqual({ code: 'JPY', symbol: '¥', symbolNative: '￥', name: 'Japanese Yen' });
    expect(data).toContainEqual({ code: 'GBP', symbol: '£', symbolNative: '£', name: 'British Pound' });
  });

  it('pages with limit and offset and caps limit at 999', async () => {
    const all = (await get('/api/store/currencies?limit=999')).json();
    const page = (await get('/api/store/currencies?limit=5&offset=5')).json();
    expect(page.count).toBe(all.count);
    expect(page.data).toEqual(all.data.slice(5, 10));
    const res = await get('/api/store/currencies?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toEqual([{ field: 'limit', message: 'must be at most 999' }]);
    expect((await get('/api/store/currencies?offset=-1')).statusCode).toBe(400);
  });

  it('answers 403 to a token without a menu permission and 401 without a token', async () => {
    expect((await get('/api/store/currencies', ['update:subscription'])).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/store/currencies' })).statusCode).toBe(401);
  });
});

describe('seeded Canadian provinces', () => {
  it('has the 13 provinces and territories of CA', async () => {
    const rows = await server.deps.db.query.province.findMany({ orderBy: (p, { asc }) => [asc(p.code)] });
    expect(rows).toHaveLength(13);
    expect(rows.map((r) => r.code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(rows.every((r) => r.countryIso2 === 'CA')).toBe(true);
    expect(rows.map(({ code, name }) => ({ code, name }))).toEqual([...CANADIAN_PROVINCES]);
  });
});

describe('seedReference', () => {
  it('is idempotent: a second run changes no counts', async () => {
    const counts = async () => {
      const q = server.deps.db.query;
      return [
        (await q.language.findMany()).length,
        (await q.country.findMany()).length,
        (await q.currency.findMany()).length,
        (await q.province.findMany()).length,
      ];
    };
    const before = await counts();
    await seedReference(server.deps.db);
    expect(await counts()).toEqual(before);
    expect(before[0]).toBe(52);
  });
});
