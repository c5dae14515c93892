import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../src/shared/contracts/runtime-config';
import { SPEC_SIGN_IN_SCOPES } from '../support/spec-scopes';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('server basics', () => {
  it('answers /healthz with the database status', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('serves the runtime configuration the web app needs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const config = runtimeConfigSchema.parse(res.json());
    expect(config.portalApiBaseUrl).toBe('/api/portal');
    expect(config.storeApiBaseUrl).toBe('/api/store');
    expect(config.oidc.issuer).toBe('http://portal.test/oidc');
    expect(config.oidc.clientId).toBe('portal-web');
    // SHELL-AUTH-06, written out from the spec: the app asks for these at sign-in.
    expect(config.oidc.scope.split(' ')).toEqual(expect.arrayContaining(SPEC_SIGN_IN_SCOPES));
    expect(config.oidc.scope.split(' ')).toEqual(expect.arrayContaining(['view:product_menu', 'view:deeplink_menu']));
    expect(config.links.termsOfUse).toMatch(/^https?:\/\//);
  });

  it('publishes the OpenAPI document of both families and the browsable docs', async () => {
    const doc = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/api/portal/languages');
    expect(paths).toContain('/api/store/countries');
    expect(paths).toContain('/api/store/currencies');
    const ui = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('answers an unknown portal route with a problem document and an unknown store route with {message}', async () => {
    const token = await mintToken(server, { permissions: ['view:deeplink_menu'] });
    const portal = await server.app.inject({
      method: 'GET',
      url: '/api/portal/nothing-here',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(portal.statusCode).toBe(404);
    expect(portal.json()).toMatchObject({ type: 'about:blank', status: 404, title: 'Not Found', violations: [] });
    const store = await server.app.inject({ method: 'GET', url: '/api/store/nothing-here' });
    expect(store.statusCode).toBe(404);
    expect(typeof store.json().message).toBe('string');
  });
});
