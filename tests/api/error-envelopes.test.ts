import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

// Every error of the two APIs is in its family's envelope (a problem document for the portal,
// `{message}` for the store), also those raised before any route runs; never Fastify's own
// `{error, message, statusCode}`, and never the web app's index.html.
let server: TestServer;
let webDir: string;
let port: number;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({ serveWeb: true, webDir });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

function expectPortal(body: unknown, status: number) {
  expect(body).toMatchObject({ type: 'about:blank', status, violations: [] });
  expect(body).not.toHaveProperty('statusCode');
  expect(body).not.toHaveProperty('error');
}

function expectStore(body: unknown) {
  expect(Object.keys(body as object)).toEqual(['message']);
  expect(typeof (body as { message: unknown }).message).toBe('string');
}

/** A raw HTTP/1.1 exchange on a socket, for what Node's parser refuses before Fastify sees a request. */
function rawRequest(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    // The server closes the connection after answering (and may reset it while we still write).
    const done = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (!statusLine) reject(new Error('no answer'));
      else resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

describe('a path under /api that no route has', () => {
  it('is a 404 in the family envelope however it is spelled, never the web app', async () => {
    const authorization = await staffToken(server, ['view:product_menu']);
    const portal = ['/API/PORTAL/products', '/Api/Portal/languages', '/api//portal/products', '/api/portal//languages'];
    const store = ['/API/STORE/countries', '/api//store/countries', '/Api/Store//currencies'];
    const unknown = ['/api', '/API/', '/api/nothing', '/api//', '/API/PORTALS/x'];
    for (const url of [...portal, ...unknown]) {
      const res = await server.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
      expectPortal(res.json(), 404);
    }
    for (const url of store) {
      const res = await server.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBe(404);
      expectStore(res.json());
    }
    // The history fallback still serves the app everywhere else.
    expect((await server.app.inject({ method: 'GET', url: '/apis/portal' })).body).toContain('<div id="root">');
  });
});

describe('errors raised before routing', () => {
  it('answers a malformed URL with a 400 in the family envelope', async () => {
    const portal = await server.app.inject({ method: 'GET', url: '/api/portal/products/%zz' });
    expect(portal.statusCode).toBe(400);
    expectPortal(portal.json(), 400);
    expect(portal.json().detail).toMatch(/not a valid URL/);
    const store = await server.app.inject({ method: 'GET', url: '/api/store/countries/%zz' });
    expect(store.statusCode).toBe(400);
    expectStore(store.json());
    // Outside the APIs too: the portal's envelope.
    const web = await server.app.inject({ method: 'GET', url: '/%zz' });
    expect(web.statusCode).toBe(400);
    expectPortal(web.json(), 400);
  });

  it('answers a 5,000-digit id in the path with a 414 in the envelope', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/portal/products/${'9'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expectPortal(res.json(), 414);
    expect(res.json()).toMatchObject({
      title: 'URI Too Long',
      detail: 'A path parameter is longer than 100 characters.',
    });
    const post = await server.app.inject({
      method: 'POST',
      url: `/api/portal/mini-courses/${'9'.repeat(5000)}/publishing`,
    });
    expect(post.statusCode).toBe(414);
    expectPortal(post.json(), 414);
  });

  it('answers a huge query string with a 431 in the family envelope, with the security headers', async () => {
    const huge = 'x'.repeat(20_000);
    const portal = await rawRequest(`GET /api/portal/languages?q=${huge} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(portal.status).toBe(431);
    expect(portal.headers['content-type']).toMatch(/^application\/json/);
    expect(portal.headers['x-content-type-options']).toBe('nosniff');
    expect(portal.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expectPortal(JSON.parse(portal.body), 431);
    expect(JSON.parse(portal.body).title).toBe('Request Header Fields Too Large');

    const store = await rawRequest(`GET /api/store/countries?offset=0&q=${huge} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(store.status).toBe(431);
    expectStore(JSON.parse(store.body));
  });

  it('answers huge headers with a 431 and a request that is not HTTP with a 400, in the envelope', async () => {
    const headers = await rawRequest(
      `GET /api/store/countries HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(headers.status).toBe(431);
    expectStore(JSON.parse(headers.body));

    const garbage = await rawRequest('HELLO THERE\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectPortal(JSON.parse(garbage.body), 400);
  });
});
