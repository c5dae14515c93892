import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/auth/demo-accounts';
import { DEFAULT_SIGN_IN_SCOPE, fetchAccessTokenFor } from '../../src/server/auth/token-flow';
import { loadConfig } from '../../src/server/config';
import { startTestServer, type TestServer } from '../support/test-server';

// The built-in provider's side of silent renewal (SHELL-AUTH-10): refresh tokens for the app when it
// asks for offline_access, rotated on every use, refused after the idle or the absolute limit.
let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const WITH_RENEWAL = `${DEFAULT_SIGN_IN_SCOPE} offline_access`;

function signIn(login = 'admin', scope = WITH_RENEWAL) {
  return fetchAccessTokenFor(server.config, baseUrl, login, DEMO_PASSWORD, scope);
}

/** What oidc-client-ts sends to renew: the refresh token grant of the public client. */
async function refresh(refreshToken: string | undefined) {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: server.config.oidc.clientId,
      refresh_token: refreshToken ?? '',
    }).toString(),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    error: body.error,
    accessToken: typeof body.access_token === 'string' ? body.access_token : undefined,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
  };
}

/** Moves the clock oidc-provider, token signing and verification read (timers stay real). */
function freezeTime() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
}
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

describe('refresh tokens of the built-in provider', () => {
  it('are issued at sign-in with the scope /config.json gives the app (offline_access among it)', async () => {
    const runtime = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(runtime.oidc.scope.split(' ')).toContain('offline_access');
    expect(runtime.session).toEqual({ idleTimeoutSeconds: 30 * 60 });

    const tokens = await signIn('admin', `openid profile ${runtime.oidc.scope}`);
    expect(tokens.refreshToken).toEqual(expect.any(String));
  });

  it('give a new access token the API accepts, with a new refresh token; the spent one is refused', async () => {
    const first = await signIn('support');
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.accessToken).toEqual(expect.any(String));
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(renewed.refreshToken).toEqual(expect.any(String));
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    const principal = await server.deps.verifier.verify(renewed.accessToken ?? '');
    expect(principal.nickname).toBe('Support');
    expect(decodeJwt(renewed.accessToken ?? '').aud).toBe(server.config.oidc.audience);

    // Rotation: the first refresh token was spent. Presenting it again is refused and, as a replayed
    // token may be a stolen one, ends the grant: the newer token is refused too.
    expect(await refresh(first.refreshToken)).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(await refresh(renewed.refreshToken)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('keep an active session going, and refuse a refresh after 30 minutes without one (idle limit)', async () => {
    freezeTime();
    let tokens = await signIn('catalog');
    let refreshToken = tokens.refreshToken;
    for (let step = 0; step < 3; step++) {
      advance(29 * MINUTE);
      const renewed = await refresh(refreshToken);
      expect(renewed.status).toBe(200);
      refreshToken = renewed.refreshToken;
    }
    advance(31 * MINUTE);
    expect(await refresh(refreshToken)).toMatchObject({ status: 400, error: 'invalid_grant' });

    // Idle from sign-in on counts the same way.
    tokens = await signIn('catalog');
    advance(31 * MINUTE);
    expect(await refresh(tokens.refreshToken)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('refuse a refresh 12 hours after sign-in however active the session is (absolute limit)', async () => {
    freezeTime();
    const signedInAt = Date.now();
    let refreshToken = (await signIn('marketing')).refreshToken;
    // Every 25 minutes, up to 11 h 40 min after sign-in.
    for (let step = 0; step < 28; step++) {
      advance(25 * MINUTE);
      const renewed = await refresh(refreshToken);
      expect(renewed.status, `refresh at ${(Date.now() - signedInAt) / MINUTE} min`).toBe(200);
      refreshToken = renewed.refreshToken;
    }
    // The last token lives only to the 12-hour mark, not 30 minutes past it.
    advance(21 * MINUTE);
    expect(Date.now() - signedInAt).toBe(12 * 60 * MINUTE + MINUTE);
    expect(await refresh(refreshToken)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('end with the provider session: after Log out the refresh token is refused', async () => {
    const tokens = await signIn('b2b');
    const cookies = new Map((tokens.providerCookies ?? '').split('; ').map((c) => c.split('=', 2) as [string, string]));
    const header = () => ({ cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    const take = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const end = await fetch(
      `${baseUrl}/oidc/session/end?client_id=${server.config.oidc.clientId}&id_token_hint=${tokens.idToken}`,
      { redirect: 'manual', headers: header() },
    );
    take(end);
    const html = await end.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await fetch(new URL(action, baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(await refresh(tokens.refreshToken)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });
});

describe('session settings', () => {
  it('default to renewal on, 30 minutes idle and 12 hours absolute', () => {
    expect(loadConfig({}).session).toEqual({
      renewal: true,
      idleTimeoutSeconds: 1800,
      absoluteTimeoutSeconds: 43_200,
    });
  });

  it('refuse an idle limit that an active user could not meet, and an absolute limit below it', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '900', SESSION_IDLE_TIMEOUT: '900' })).toThrow(
      'SESSION_IDLE_TIMEOUT (900) must be longer than ACCESS_TOKEN_TTL (900)',
    );
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '3600', SESSION_ABSOLUTE_TIMEOUT: '1800' })).toThrow(
      'SESSION_ABSOLUTE_TIMEOUT (1800) must not be shorter than SESSION_IDLE_TIMEOUT (3600)',
    );
  });

  it('without renewal: no offline_access, no refresh token, and the app is told no idle limit', async () => {
    const plain = await startTestServer({}, { env: { SESSION_RENEWAL: 'false' } });
    try {
      const url = await plain.app.listen({ port: 0, host: '127.0.0.1' });
      const runtime = (await plain.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(runtime.oidc.scope.split(' ')).not.toContain('offline_access');
      expect(runtime.session).toEqual({ idleTimeoutSeconds: null });
      const tokens = await fetchAccessTokenFor(plain.config, url, 'admin', DEMO_PASSWORD, WITH_RENEWAL);
      expect(tokens.refreshToken).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('with a hosted provider: the app asks for offline_access and the provider sets the limits', async () => {
    const hosted = await startTestServer({}, { env: { OIDC_ISSUER: 'https://tenant.example.com/' } });
    try {
      const runtime = (await hosted.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(runtime.oidc.scope.split(' ')).toContain('offline_access');
      expect(runtime.session).toEqual({ idleTimeoutSeconds: null });
    } finally {
      await hosted.close();
    }
  });
});
