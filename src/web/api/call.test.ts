import { describe, expect, it, vi } from 'vitest';
import { getContentProduct, updateContentProduct } from '../../shared/contracts/content-products';
import { listCountries } from '../../shared/contracts/reference';
import { refundTransaction } from '../../shared/contracts/transactions';
import { callEndpoint } from './call';
import { ApiError, staleCurrent } from './errors';
import { createApiClient } from './http';

function clientsAnswering(status: number, body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  const client = (family: 'portal' | 'store') =>
    createApiClient({ family, baseUrl: `/api/${family}`, getAccessToken: () => 't', fetchImpl });
  return { clients: { portalApi: client('portal'), storeApi: client('store') }, fetchImpl };
}

describe('callEndpoint', () => {
  it("fills the path, picks the endpoint's family and method", async () => {
    const { clients, fetchImpl } = clientsAnswering(200, { data: [], count: 0 });
    await callEndpoint(clients, getContentProduct, { params: { id: 5 } });
    await callEndpoint(clients, listCountries, {});
    expect(fetchImpl.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/portal/products/5',
      'GET /api/store/countries',
    ]);
  });

  it("sends a versioned write's version as If-Match, and only then", async () => {
    const { clients, fetchImpl } = clientsAnswering(200, {});
    const body = { isbn: '9781234567890' };
    await callEndpoint(clients, updateContentProduct, { params: { id: 5 }, body, ifMatch: 7 });
    await callEndpoint(clients, getContentProduct, { params: { id: 5 } });
    const headers = fetchImpl.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(headers[0]?.['If-Match']).toBe('"7"');
    expect(headers[1]).not.toHaveProperty('If-Match');
  });

  it("sends an idempotent request's key as Idempotency-Key", async () => {
    const { clients, fetchImpl } = clientsAnswering(201, {});
    const body = { amount: 3, auth0Id: 'auth0|x', source: 'Recurly' };
    await callEndpoint(clients, refundTransaction, { params: { id: 'txn_1' }, body, idempotencyKey: 'k-12345678' });
    const headers = fetchImpl.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-12345678');
    expect(headers).not.toHaveProperty('If-Match');
  });
});

describe('staleCurrent', () => {
  it("is the current values of a stale write's 409, else undefined", () => {
    const current = { id: 5, rowVersion: 8 };
    expect(staleCurrent(new ApiError(409, 'Someone else saved', { title: 'Conflict', current }, 'portal'))).toEqual(
      current,
    );
    expect(staleCurrent(new ApiError(409, 'Refused', { title: 'Conflict' }, 'portal'))).toBeUndefined();
    expect(staleCurrent(new ApiError(400, 'Bad', { current }, 'portal'))).toBeUndefined();
    expect(staleCurrent(new Error('x'))).toBeUndefined();
  });
});
