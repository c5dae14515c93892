import { describe, expect, it, vi } from 'vitest';
import { downloadSingleUseCodes } from '../../shared/contracts/promotions';
import { downloadEndpoint } from './download';
import { ApiError } from './errors';
import { createApiClient } from './http';

function clientsAnswering(response: () => Response) {
  const fetchImpl = vi.fn<typeof fetch>(async () => response());
  const client = (family: 'portal' | 'store') =>
    createApiClient({ family, baseUrl: `/api/${family}`, getAccessToken: () => 't', fetchImpl });
  return { clients: { portalApi: client('portal'), storeApi: client('store') }, fetchImpl };
}

describe('downloadEndpoint', () => {
  it('GETs the file with the bearer token and the query, and answers its bytes unparsed', async () => {
    const csv = 'Promotion code,Status\nA-1,Redeemed\n';
    const { clients, fetchImpl } = clientsAnswering(
      () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const blob = await downloadEndpoint(clients, downloadSingleUseCodes, {
      params: { id: 17 },
      query: { hide_redeemed: 'true', timezone: 'Europe/Paris' },
    });
    expect(await blob.text()).toBe(csv);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/store/v2/coupons/recurly/17/single-uses/csv?hide_redeemed=true&timezone=Europe%2FParis');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer t');
  });

  it("throws the family's ApiError with the store message on a failure", async () => {
    const { clients } = clientsAnswering(
      () =>
        new Response(JSON.stringify({ message: "Sorry, can't find the promotion." }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await downloadEndpoint(clients, downloadSingleUseCodes, { params: { id: 9 }, query: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, family: 'store', message: "Sorry, can't find the promotion." });
  });
});
