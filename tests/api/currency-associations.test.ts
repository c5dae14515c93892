import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { country } from '../../src/server/db/schema';
import { CURRENCY_MESSAGES } from '../../src/shared/domain/base-price';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce, versionOfRead } from '../support/versions';

let server: TestServer;
let admin: string;
let ids: Map<string, number>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ['view:base_price_menu', 'configure:currency'] });
  ids = new Map((await server.deps.db.select().from(country)).map((c) => [c.iso2, c.id]));
});
afterAll(() => server.close());

/** A PUT sends the version of a fresh read (ETag), as the modal does, unless `ifMatch` names one (null: none). */
async function call(
  method: 'GET' | 'PUT',
  body?: unknown,
  token = admin,
  ifMatch?: number | null,
): Promise<Awaited<ReturnType<TestServer['app']['inject']>>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const version = ifMatch === undefined && method === 'PUT' ? versionOfRead(await call('GET')) : ifMatch;
  if (version !== undefined && version !== null) headers['if-match'] = `"${version}"`;
  return server.app.inject({ method, url: '/api/store/currency-associations', headers, payload: body as object });
}
type Row = { currency: string; countries: { id: number; iso2: string }[] };
const current = async (): Promise<Row[]> => (await call('GET')).json().data;
const asBody = (rows: Row[]) => ({
  associations: rows.map((r) => ({ currency: r.currency, countries: r.countries.map((c) => ({ id: c.id })) })),
});
const id = (iso2: string) => ids.get(iso2) as number;

describe('GET /currency-associations (API-S-39)', () => {
  it('lists the configured currencies in order with their countries {id, displayName, iso2}', async () => {
    const rows = await current();
    expect(rows.map((r) => r.currency)).toEqual(['USD', 'GBP', 'AUD', 'CAD', 'EUR', 'JPY']);
    expect(rows[0]?.countries).toEqual(
      expect.arrayContaining([{ id: id('US'), displayName: expect.any(String), iso2: 'US' }]),
    );
  });
});

describe('PUT /currency-associations (API-S-40)', () => {
  it('adds a currency with countries, moves a country, removes a non-fixed currency, and base prices follow', async () => {
    const rows = await current();
    const next = [
      ...rows.filter((r) => r.currency !== 'JPY'),
      {
        currency: 'CHF',
        countries: [
          { id: id('CH'), iso2: 'CH' },
          { id: id('LI'), iso2: 'LI' },
        ],
      },
    ];
    const res = await call('PUT', asBody(next));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: Row) => r.currency)).toEqual(['USD', 'GBP', 'AUD', 'CAD', 'EUR', 'CHF']);
    const prices = await server.app.inject({
      method: 'GET',
      url: '/api/store/base-prices?name=standard%20monthly',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(Object.keys(prices.json().data[0].currency_prices)).toEqual(['USD', 'GBP', 'AUD', 'CAD', 'EUR', 'CHF']);
    expect(prices.json().data[0].currency_prices.CHF).toBeNull();
  });

  it('refuses a currency twice, a country in two currencies, unknown countries and currencies (400 naming the row)', async () => {
    const rows = await current();
    const cases: [Row[], string][] = [
      [
        [...rows, { currency: 'EUR', countries: [{ id: id('AT'), iso2: 'AT' }] }],
        CURRENCY_MESSAGES.duplicateCurrency('EUR'),
      ],
      [[...rows, { currency: 'SEK', countries: [{ id: id('US'), iso2: 'US' }] }], 'can belong to only one currency.'],
      [
        [...rows, { currency: 'SEK', countries: [{ id: 999_999, iso2: 'ZZ' }] }],
        CURRENCY_MESSAGES.unknownCountry(999_999),
      ],
      [
        [...rows, { currency: 'ZZZ', countries: [{ id: id('SE'), iso2: 'SE' }] }],
        CURRENCY_MESSAGES.unknownCurrency('ZZZ'),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', asBody(body));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("needs a currency and at least one country: 'Currency is required', 'Country/Region is required'", async () => {
    const rows = await current();
    const noCurrency = await call('PUT', {
      associations: [...asBody(rows).associations, { currency: '', countries: [{ id: id('SE') }] }],
    });
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json().message).toContain(CURRENCY_MESSAGES.currencyRequired);
    const noCountry = await call('PUT', {
      associations: [...asBody(rows).associations, { currency: 'SEK', countries: [] }],
    });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().message).toContain(CURRENCY_MESSAGES.countryRequired);
  });

  it('keeps USD, GBP, AUD and CAD: removing or changing one is a 409', async () => {
    const rows = await current();
    const withoutGbp = await call('PUT', asBody(rows.filter((r) => r.currency !== 'GBP')));
    expect(withoutGbp.statusCode).toBe(409);
    expect(withoutGbp.json().message).toBe(CURRENCY_MESSAGES.fixed('GBP'));
    const changed = rows.map((r) => (r.currency === 'USD' ? { ...r, countries: r.countries.slice(0, 1) } : r));
    const res = await call('PUT', asBody(changed));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CURRENCY_MESSAGES.fixed('USD'));
    expect(await current()).toEqual(rows);
  });

  it('needs configure:currency to save, and a base price or currency permission to read', async () => {
    const viewer = await mintToken(server, { permissions: ['view:base_price_menu'] });
    expect((await call('PUT', asBody(await current()), viewer)).statusCode).toBe(403);
    expect((await call('GET', undefined, viewer)).statusCode).toBe(200);
    expect(
      (await call('GET', undefined, await mintToken(server, { permissions: ['view:product_menu'] }))).statusCode,
    ).toBe(403);
  });
});

describe('PUT /currency-associations is versioned (If-Match)', () => {
  const read = async () => {
    const res = await call('GET');
    return { rows: res.json().data as Row[], version: res.json().rowVersion as number, etag: res.headers.etag };
  };
  /** The configuration with one more currency (or without it): a change each time. */
  const toggled = (rows: Row[], code: string) =>
    rows.some((r) => r.currency === code)
      ? rows.filter((r) => r.currency !== code)
      : [...rows, { currency: code, countries: [{ id: id('NO'), iso2: 'NO' }] }];

  it('answers its version (rowVersion and ETag); a save on it moves the version; 428 without If-Match', async () => {
    const before = await read();
    expect(before.etag).toBe(`"${before.version}"`);
    const missing = await call('PUT', asBody(toggled(before.rows, 'NOK')), admin, null);
    expect(missing.statusCode, missing.body).toBe(428);
    const res = await call('PUT', asBody(toggled(before.rows, 'NOK')), admin, before.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rowVersion).toBe(before.version + 1);
    expect(res.headers.etag).toBe(`"${before.version + 1}"`);
  });

  it('a stale version is refused (409) with the current configuration; nothing is written', async () => {
    const before = await read();
    expect((await call('PUT', asBody(toggled(before.rows, 'NOK')), admin, before.version)).statusCode).toBe(200);
    const saved = await read();
    const late = await call('PUT', asBody(toggled(before.rows, 'SEK')), admin, before.version);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({
      message: CURRENCY_MESSAGES.stale,
      current: { data: saved.rows, count: saved.rows.length, rowVersion: before.version + 1 },
    });
    expect((await read()).rows).toEqual(saved.rows);
  });

  it('20 saves at once on the same version: exactly one is saved, the others are stale', async () => {
    const before = await read();
    const statuses = await statusesAtOnce(20, () =>
      call('PUT', asBody(toggled(before.rows, 'NOK')), admin, before.version),
    );
    expect(statuses).toEqual(oneWinner(20));
    expect((await read()).version).toBe(before.version + 1);
  });
});
