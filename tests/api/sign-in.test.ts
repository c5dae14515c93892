import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/auth/demo-accounts';
import { DEFAULT_SIGN_IN_SCOPE, fetchAccessTokenFor } from '../../src/server/auth/token-flow';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import { SPEC_SIGN_IN_SCOPES } from '../support/spec-scopes';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

function signIn(login: string, password = DEMO_PASSWORD) {
  return fetchAccessTokenFor(server.config, baseUrl, login, password);
}

function cookiesOf(response: Response, jar: Map<string, string>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/** Starts a sign-in by hand and stops at the login page. */
async function openLoginPage() {
  const { config } = server;
  const jar = new Map<string, string>();
  const auth = new URL(`${baseUrl}/oidc/auth`);
  auth.search = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `${config.publicUrl}/callback`,
    scope: DEFAULT_SIGN_IN_SCOPE,
    state: 'state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const start = await fetch(auth, { redirect: 'manual' });
  expect(start.status).toBe(303);
  const pageUrl = new URL(start.headers.get('location') ?? '', baseUrl).href;
  expect(pageUrl).toMatch(/\/interaction\/[\w-]+$/);
  const page = await fetch(pageUrl, { redirect: 'manual', headers: cookiesOf(start, jar) });
  return { pageUrl, page, html: await page.text(), headers: () => cookiesOf(page, jar) };
}

describe('built-in OpenID provider', () => {
  it('answers discovery and JWKS under /oidc', async () => {
    const discovery = await server.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    const doc = discovery.json();
    expect(doc.issuer).toBe(server.config.oidc.issuer);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'read:customers']));
    expect(doc.end_session_endpoint).toMatch(/\/oidc\/session\/end$/);

    const jwks = await server.app.inject({ method: 'GET', url: '/oidc/jwks' });
    expect(jwks.statusCode).toBe(200);
    const { keys } = jwks.json() as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('signs admin in with code + PKCE; the server accepts the token with every permission', async () => {
    const tokens = await signIn('admin');
    const principal = await server.deps.verifier.verify(tokens.accessToken);
    expect(principal.nickname).toBe('Admin');
    expect(principal.email).toBe('admin@portal.example.com');
    expect([...principal.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());

    const claims = decodeJwt(tokens.accessToken);
    expect(claims.iss).toBe(server.config.oidc.issuer);
    expect(claims.aud).toBe(server.config.oidc.audience);
    expect(claims.sub).toBe(principal.sub);
    expect(claims[server.config.oidc.permissionsClaim]).toEqual(expect.arrayContaining(ALL_PERMISSIONS));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(server.config.oidc.accessTokenTtlSeconds);

    const idToken = decodeJwt(tokens.idToken ?? '');
    expect(idToken).toMatchObject({ nickname: 'Admin', name: 'Admin', email: 'admin@portal.example.com' });
  });

  it('grants the scopes the web app asks for at sign-in (SHELL-AUTH-06)', async () => {
    const runtime = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    // What src/web/auth/user-manager.ts sends.
    const asked = `openid profile ${runtime.oidc.scope}`;
    const tokens = await fetchAccessTokenFor(server.config, baseUrl, 'viewer', DEMO_PASSWORD, asked);
    // The API token carries the API's scopes; openid and profile show as the ID token and its profile claims.
    const granted = String(decodeJwt(tokens.accessToken).scope ?? '').split(' ');
    expect(granted).toEqual(
      expect.arrayContaining([...SPEC_SIGN_IN_SCOPES, 'view:product_menu', 'view:mini_course_menu']),
    );
    expect(decodeJwt(tokens.idToken ?? '')).toMatchObject({ nickname: 'Viewer', name: 'Viewer' });
    // Scopes grant nothing by themselves: the permissions come from the account.
    const principal = await server.deps.verifier.verify(tokens.accessToken);
    expect(principal.permissions).not.toContain('create:product');
  });

  it('gives nobody a token with an empty permission list', async () => {
    const tokens = await signIn('nobody');
    const principal = await server.deps.verifier.verify(tokens.accessToken);
    expect(principal.nickname).toBe('Nobody');
    expect(principal.permissions).toEqual([]);
    expect(decodeJwt(tokens.accessToken)[server.config.oidc.permissionsClaim]).toEqual([]);
  });

  it('re-renders the login page on a wrong password and issues no code', async () => {
    const { pageUrl, headers } = await openLoginPage();
    const wrong = await fetch(`${pageUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: 'admin', password: 'not-demo' }).toString(),
    });
    expect(wrong.headers.get('location')).toBeNull();
    const html = await wrong.text();
    expect([200, 401]).toContain(wrong.status);
    expect(html).toContain('Wrong login or password.');
    expect(html).toMatch(/<input id="login" name="login" type="text" value="admin"/);
    expect(html).not.toContain('not-demo');

    await expect(signIn('admin', 'wrong')).rejects.toThrow('Wrong login or password.');
    await expect(signIn('no-such-user')).rejects.toThrow('Wrong login or password.');
  });

  it('signs in again without the form while the session lasts, and signs out without a question', async () => {
    const { config } = server;
    const { pageUrl, headers } = await openLoginPage();
    const posted = await fetch(`${pageUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: 'support', password: DEMO_PASSWORD }).toString(),
    });
    expect(posted.status).toBe(303);
    let location = posted.headers.get('location') ?? '';
    let cookies = headers();
    const jar = new Map(cookies.cookie.split('; ').map((c) => c.split('=', 2) as [string, string]));
    const resumed = await fetch(new URL(location, baseUrl), { redirect: 'manual', headers: cookiesOf(posted, jar) });
    location = resumed.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${config.publicUrl}/callback\\?code=`));
    cookies = cookiesOf(resumed, jar);

    // A second authorization request with the session cookie: straight back with a code.
    const again = new URL(`${baseUrl}/oidc/auth`);
    again.search = new URLSearchParams({
      client_id: config.oidc.clientId,
      response_type: 'code',
      redirect_uri: `${config.publicUrl}/callback`,
      scope: DEFAULT_SIGN_IN_SCOPE,
      state: 'state-2',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const silent = await fetch(again, { redirect: 'manual', headers: cookies });
    expect(silent.status).toBe(303);
    expect(silent.headers.get('location')).toMatch(new RegExp(`^${config.publicUrl}/callback\\?code=`));

    // RP-initiated logout: a page that submits itself, then 'Signed out'.
    const end = await fetch(
      `${baseUrl}/oidc/session/end?client_id=${config.oidc.clientId}&post_logout_redirect_uri=${encodeURIComponent(`${config.publicUrl}/`)}`,
      { redirect: 'manual', headers: cookies },
    );
    expect(end.status).toBe(200);
    const logoutHtml = await end.text();
    expect(logoutHtml).toContain('<input type="hidden" name="logout" value="yes">');
    expect(logoutHtml).toContain('.submit()');
    const action = /action="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    const confirm = await fetch(new URL(action, baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...cookiesOf(end, jar), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${config.publicUrl}/`);
    const afterLogout = await fetch(again, { redirect: 'manual', headers: cookiesOf(confirm, jar) });
    expect(afterLogout.headers.get('location')).toMatch(/\/interaction\//);
  });

  it('shows a login page with labelled fields and the demo accounts', async () => {
    const { page, html } = await openLoginPage();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Sign in to the portal</title>');
    expect(html).toContain('<label for="login">Login</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('type="password"');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('<code>demo</code>');
    for (const account of DEMO_ACCOUNTS) expect(html).toContain(`<code>${account.login}</code>`);
  });

  it('accepts a minted token and rejects an expired one and one signed with a foreign key', async () => {
    const { verifier } = server.deps;
    const good = await mintToken(server, { permissions: ['read:customers'], nickname: 'Minted' });
    await expect(verifier.verify(good)).resolves.toMatchObject({ nickname: 'Minted', permissions: ['read:customers'] });
    const expired = await mintToken(server, { permissions: ALL_PERMISSIONS, expiresIn: -120 });
    await expect(verifier.verify(expired)).rejects.toThrow();
    const foreign = await mintToken(server, { permissions: ALL_PERMISSIONS, foreignKey: true });
    await expect(verifier.verify(foreign)).rejects.toThrow();
  });
});
