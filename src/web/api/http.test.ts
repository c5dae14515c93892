import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, withQuery } from './http';

function fakeFetch(status: number, body?: unknown) {
  return vi.fn<typeof fetch>(async () =>
    body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('withQuery', () => {
  it('skips empty values and repeats arrays', () => {
    expect(withQuery('/x', { page: 0, q: '', a: undefined, b: null, tag: ['a', 'b'] })).toBe('/x?page=0&tag=a&tag=b');
    expect(withQuery('/x?y=1', { z: true })).toBe('/x?y=1&z=true');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('createApiClient', () => {
  it('sends the bearer token and JSON, and returns the parsed body', async () => {
    const fetchImpl = fakeFetch(200, { ok: true });
    const client = createApiClient({
      family: 'portal',
      baseUrl: '/api/portal/',
      getAccessToken: () => 'tkn',
      fetchImpl,
    });
    await expect(client.request('POST', '/things', { body: { a: 1 }, query: { page: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(url).toBe('/api/portal/things?page=1');
    expect(init!.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer tkn');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.body).toBe('{"a":1}');
  });

  it('maps a portal problem document to the spec message', async () => {
    const client = createApiClient({
      family: 'portal',
      baseUrl: '/api/portal',
      getAccessToken: () => 't',
      fetchImpl: fakeFetch(400, { title: 'Bad', violations: [{ field: 'name', message: 'Name is required' }] }),
    });
    const error = await client.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required', family: 'portal' });
  });

  it('uses the status table when the portal body says nothing', async () => {
    const client = createApiClient({
      family: 'portal',
      baseUrl: '',
      getAccessToken: () => 't',
      fetchImpl: fakeFetch(404),
    });
    await expect(client.request('GET', '/x')).rejects.toMatchObject({
      message: "Sorry, can't find the specific resource.",
    });
  });

  it('maps store failures, defaulting to status 500 without a response', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('network down');
    });
    const store = createApiClient({
      family: 'store',
      baseUrl: '/api/store',
      getAccessToken: () => 't',
      fetchImpl: failing,
    });
    await expect(store.request('GET', '/x')).rejects.toMatchObject({
      status: 500,
      message: 'There was an error occurred. Please try again later. If the problem persists, contact us.',
    });
    const withMessage = createApiClient({
      family: 'store',
      baseUrl: '/api/store',
      getAccessToken: () => 't',
      fetchImpl: fakeFetch(409, { message: 'Already cancelled' }),
    });
    await expect(withMessage.request('GET', '/x')).rejects.toMatchObject({ status: 409, message: 'Already cancelled' });
  });

  it('calls onUnauthorized on a 401 from either family', async () => {
    for (const family of ['portal', 'store'] as const) {
      const onUnauthorized = vi.fn();
      const client = createApiClient({
        family,
        baseUrl: '',
        getAccessToken: () => 't',
        onUnauthorized,
        fetchImpl: fakeFetch(401),
      });
      await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledOnce();
    }
  });
});
