import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, REFERENCE_CACHE, REVALIDATE_CACHE } from '../../src/server/http/api-compression';
import { aContentProduct, staffToken } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

/** API answers over 1 KB go compressed; GET answers carry a validator and answer 304 when unchanged. */

let server: TestServer;
let authorization: string;
beforeAll(async () => {
  server = await startTestServer();
  authorization = await staffToken(server, ['view:product_menu', 'read:customers']);
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { authorization, ...headers } });

describe('API compression', () => {
  it('sends the country list (over 1 KB) as br, or gzip, by Accept-Encoding, with the same JSON', async () => {
    const plain = await get('/api/store/countries');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/store/countries', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/store/countries', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and errors under 1 KB as they are', async () => {
    const small = await get('/api/portal/languages?size=1', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const denied = await server.app.inject({
      method: 'GET',
      url: '/api/store/countries',
      headers: { 'accept-encoding': 'br' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('API validators', () => {
  it('lets the browser keep reference data between pages, and answers 304 when it is unchanged', async () => {
    const first = await get('/api/store/countries');
    expect(first.headers['cache-control']).toBe(REFERENCE_CACHE);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    const again = await get('/api/store/countries', { 'if-none-match': tag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('makes every other read ask again (no-cache) with a validator, and a changed answer a new one', async () => {
    const first = await get('/api/portal/languages?size=1');
    expect(first.headers['cache-control']).toBe(REFERENCE_CACHE);
    const list = await get('/api/portal/products?size=1');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const tag = String(list.headers.etag);
    expect((await get('/api/portal/products?size=1', { 'if-none-match': tag })).statusCode).toBe(304);
    expect((await get('/api/portal/products?size=2', { 'if-none-match': tag })).statusCode).toBe(200);
  });

  it('never answers 304 for a versioned read (its ETag is the row version, not the whole answer) nor keeps it', async () => {
    const product = await aContentProduct(server.deps.db);
    const detail = await get(`/api/portal/products/${product.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).toMatch(/^"\d+"$/);
    expect(detail.headers['cache-control']).toBe('no-store');
    const again = await get(`/api/portal/products/${product.id}`, { 'if-none-match': String(detail.headers.etag) });
    expect(again.statusCode).toBe(200);
  });
});
