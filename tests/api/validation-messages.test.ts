import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_LINE_MESSAGE } from '../../src/shared/contracts/fields';
import { CURRENCY_MESSAGES } from '../../src/shared/domain/base-price';
import { aCustomer } from '../support/customer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { versionOfRead } from '../support/versions';

// Issue 21: a refused request's message is the rule's own text (the spec's where it gives one), never
// prefixed with a field path; the path goes in the body's field list (`violations: [{field, message}]`).
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await mintToken(server, {
    permissions: [
      'view:base_price_menu',
      'create:base_price',
      'configure:currency',
      'read:customers',
      'view:b2c_customer_menu',
      'update:b2c_customer_info',
    ],
  });
});
afterAll(() => server.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, ifMatch?: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`;
  return server.app.inject({ method, url, headers, payload: body as object });
}

describe('store admin API', () => {
  it("answers a base price without a name with 'Name is required' and names `name` in the field list", async () => {
    for (const body of [{}, { name: '  ' }]) {
      const res = await call('POST', '/api/store/base-prices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({
        message: 'Name is required',
        violations: [{ field: 'name', message: 'Name is required' }],
      });
    }
  });

  it('names a nested field by its path in the field list only (associations.N.countries)', async () => {
    const read = await call('GET', '/api/store/currency-associations');
    const rows = read.json().data as { currency: string; countries: { id: number }[] }[];
    const associations = rows.map((r) => ({ currency: r.currency, countries: r.countries.map((c) => ({ id: c.id })) }));
    const res = await call(
      'PUT',
      '/api/store/currency-associations',
      { associations: [...associations, { currency: 'SEK', countries: [] }] },
      versionOfRead(read),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: CURRENCY_MESSAGES.countryRequired,
      violations: [{ field: `associations.${rows.length}.countries`, message: CURRENCY_MESSAGES.countryRequired }],
    });
  });
});

describe('portal API', () => {
  it('keeps firstName out of a customer edit refusal: the rule in the list, the spec 400 text as detail', async () => {
    const c = await aCustomer(server.deps.db, { firstName: 'Keep', lastName: 'Me' });
    const version = versionOfRead(await call('GET', `/api/portal/customers/${c.id}`));
    const res = await call('PUT', `/api/portal/customers/${c.id}`, { firstName: 'Ann\nLee', lastName: 'Me' }, version);
    expect(res.statusCode).toBe(400);
    // A bare rule ('must be one line, …') says nothing without its field, so the detail is the spec's 400 text.
    expect(res.json()).toMatchObject({
      title: 'Bad Request',
      detail: 'Bad Request',
      violations: [{ field: 'firstName', message: ONE_LINE_MESSAGE }],
    });
  });

  it('answers a rule written as a sentence as the detail, its field only in the list', async () => {
    const dates = 'createdDateFrom=2026-02-01T00:00:00Z&createdDateTo=2026-01-01T00:00:00Z';
    const res = await call('GET', `/api/portal/customers?isB2c=true&${dates}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'The start date cannot follow the end date.',
      violations: [{ field: 'createdDateFrom', message: 'The start date cannot follow the end date.' }],
    });
    // Only bare rules: none says anything without its field, so the detail is the spec 400 text.
    const bad = await call('GET', '/api/portal/customers?isB2c=true&createdDateFrom=x&createdDateTo=y&size=0');
    expect(bad.statusCode).toBe(400);
    const body = bad.json() as { detail: string; violations: { field: string; message: string }[] };
    expect(body.violations.every((v) => !v.message.startsWith(`${v.field}:`))).toBe(true);
    expect(body.violations.map((v) => v.field)).toEqual(expect.arrayContaining(['createdDateFrom', 'size']));
    expect(body.detail).toBe('Bad Request');
  });
});
