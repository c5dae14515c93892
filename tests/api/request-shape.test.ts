import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a JSON content type with an empty body', () => {
  it('is no body on a route that takes none (DELETE, POST)', async () => {
    const authorization = await staffToken(server, ['publish:mini_course']);
    for (const method of ['DELETE', 'POST'] as const) {
      const url =
        method === 'DELETE'
          ? '/api/portal/mini-courses/1/scheduled-publishing'
          : '/api/portal/mini-courses/1/publishing';
      const res = await server.app.inject({
        method,
        url,
        headers: { authorization, 'content-type': 'application/json' },
        payload: '',
      });
      // Not the framework's "Body cannot be empty": the route ran and answered for the item's state.
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().detail).toMatch(/mini course/);
    }
  });

  it('is still a 400 naming the body on a route that needs one', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/portal/products',
      headers: { authorization: await staffToken(server, ['create:product']), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, violations: [expect.objectContaining({ field: 'body' })] });
  });

  it('keeps refusing malformed JSON with a 400 in the envelope', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/portal/products',
      headers: { authorization: await staffToken(server, ['create:product']), 'content-type': 'application/json' },
      payload: '{"isbn": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'about:blank', status: 400 });
  });
});

describe('a wrong method on a known path', () => {
  it('answers 405 with an Allow header in the family envelope', async () => {
    const authorization = await staffToken(server, ['view:product_menu']);
    const portal = await server.app.inject({
      method: 'PATCH',
      url: '/api/portal/products/7',
      headers: { authorization },
    });
    expect(portal.statusCode).toBe(405);
    expect(portal.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(portal.json()).toMatchObject({ status: 405, title: 'Method Not Allowed' });
    const store = await server.app.inject({ method: 'POST', url: '/api/store/countries', headers: { authorization } });
    expect(store.statusCode).toBe(405);
    expect(store.headers.allow).toBe('GET, HEAD');
    expect(store.json().message).toMatch(/POST is not allowed/);
  });

  it('still answers 404 for a path no route has', async () => {
    const res = await server.app.inject({ method: 'PATCH', url: '/api/portal/nothing/7' });
    expect(res.statusCode).toBe(404);
  });
});
