import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/auth/demo-accounts';
import { fetchAccessTokenFor } from '../../src/server/auth/token-flow';
import { freePort } from '../../src/server/free-port';
import { startTestServer, type TestServer } from '../support/test-server';

// A portal pointed at another issuer (here: a second portal's built-in provider, standing in for a
// hosted one such as Auth0) verifies that issuer's tokens through discovery and its JWKS, and runs
// no provider of its own: configuration only, no code change.
let provider: TestServer;
let portal: TestServer;
let providerUrl: string;

beforeAll(async () => {
  const port = await freePort();
  providerUrl = `http://127.0.0.1:${port}`;
  provider = await startTestServer({}, { env: { PUBLIC_URL: providerUrl } });
  await provider.app.listen({ port, host: '127.0.0.1' });
  portal = await startTestServer(
    {},
    { env: { OIDC_ISSUER: provider.config.oidc.issuer, OIDC_CLIENT_ID: 'hosted-spa' } },
  );
});
afterAll(async () => {
  await portal?.close();
  await provider?.close();
});

const token = async (login: string) =>
  (await fetchAccessTokenFor(provider.config, providerUrl, login, DEMO_PASSWORD)).accessToken;

describe('an external OpenID issuer', () => {
  it('is what the web app is told to sign in with, and the built-in provider is off', async () => {
    const config = (await portal.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.oidc).toMatchObject({ issuer: `${providerUrl}/oidc`, clientId: 'hosted-spa' });
    const discovery = await portal.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });

  it("accepts the issuer's tokens, verified against its JWKS, with their permissions", async () => {
    const admin = await portal.app.inject({
      method: 'GET',
      url: '/api/portal/languages?size=1',
      headers: { authorization: `Bearer ${await token('admin')}` },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().totalElements).toBe(51);
    const nobody = await portal.app.inject({
      method: 'GET',
      url: '/api/portal/languages',
      headers: { authorization: `Bearer ${await token('nobody')}` },
    });
    expect(nobody.statusCode).toBe(403);
  });

  it('refuses a token minted for another audience', async () => {
    const other = await startTestServer(
      {},
      { env: { OIDC_ISSUER: provider.config.oidc.issuer, OIDC_AUDIENCE: 'another-api' } },
    );
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/portal/languages',
        headers: { authorization: `Bearer ${await token('admin')}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
