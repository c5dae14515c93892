import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/auth/demo-accounts';
import { staffToken } from '../support/builders';
import { openLoginPage } from '../support/login-page';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let baseUrl: string;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ serveWeb: true, webDir });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = csp(headers);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const permissions = String(headers['permissions-policy'] ?? '');
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions, what).toContain(off);
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('are on every kind of answer: the web app, both APIs, the API docs, /config.json, /healthz', async () => {
    const authorization = await staffToken(server, ['view:product_menu']);
    const answers: [string, number, Record<string, string>?][] = [
      ['/', 200],
      ['/products/content/12?page=2', 200],
      ['/assets/app.js', 200],
      ['/assets/missing.js', 404],
      ['/api/portal/languages?size=1', 200, { authorization }],
      ['/api/portal/languages', 401],
      ['/api/portal/nothing-here', 404],
      ['/api/store/countries?limit=1', 200, { authorization }],
      ['/api/store/countries', 401],
      ['/api/docs/', 200],
      ['/api/docs/json', 200],
      ['/api/docs/static/swagger-ui.css', 200],
      ['/config.json', 200],
      ['/healthz', 200],
    ];
    for (const [url, status, headers] of answers) {
      const res = await server.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res.headers, url);
    }
  });

  it("lets the web app and swagger-ui run: scripts of 'self' only, inline styles (antd, swagger-ui), data: images", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    const policy = csp(res.headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // No HSTS on plain http (it would be ignored, and pins nothing).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives the login page its inline style by hash, and no 'unsafe-inline'", async () => {
    const page = await openLoginPage(baseUrl, server.config);
    expect(page.status).toBe(200);
    const policy = csp(Object.fromEntries(page.headers));
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.html)?.[1] ?? '';
    expect(style.length).toBeGreaterThan(100);
    expect(policy.get('style-src')).toEqual([sha256(style)]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", server.config.publicUrl]);
    expect(String(page.headers.get('content-security-policy'))).not.toContain('unsafe-inline');
    expectSecurityHeaders(Object.fromEntries(page.headers), 'login page');

    // A wrong password answers the page again, with the same headers.
    const wrong = await page.submit('admin', 'wrong');
    expect(wrong.status).toBe(401);
    expectSecurityHeaders(Object.fromEntries(wrong.headers), 'login page after a wrong password');
  });

  it('gives the logout page its auto-submit script by hash', async () => {
    const page = await openLoginPage(baseUrl, server.config);
    const posted = await page.submit('viewer', DEMO_PASSWORD);
    expect(posted.status).toBe(303);
    // Back to the provider, which opens the session.
    const resumed = await page.get(posted.headers.get('location') ?? '');
    expect(resumed.headers.get('location')).toMatch(/\/callback\?code=/);
    const end = await page.get(`/oidc/session/end?client_id=${server.config.oidc.clientId}`);
    expect(end.status).toBe(200);
    const html = await end.text();
    expect(html).toContain('<h1>Signing out…</h1>');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('.submit()');
    const headers = Object.fromEntries(end.headers);
    expect(csp(headers).get('script-src')).toEqual([sha256(script)]);
    expectSecurityHeaders(headers, 'logout page');
  });

  it('allows the external OpenID provider the app calls and is sent to', async () => {
    const external = await startTestServer({}, { env: { OIDC_ISSUER: 'https://login.example.net/tenant/' } });
    try {
      const res = await external.app.inject({ method: 'GET', url: '/config.json' });
      const policy = csp(res.headers);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://login.example.net']);
      expect(policy.get('form-action')).toEqual(["'self'", 'https://login.example.net']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
    } finally {
      await external.close();
    }
  });

  it('sends HSTS when the portal is served over https', async () => {
    const https = await startTestServer({}, { env: { PUBLIC_URL: 'https://portal.example.com' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    } finally {
      await https.close();
    }
  });
});
