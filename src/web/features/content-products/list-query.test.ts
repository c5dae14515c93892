import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClients } from '../../api/http';
import { contentProductKeys } from './keys';
import { prefetchProductList } from './list-query';

const page = { content: [], totalElements: 0 };

function fakeClients() {
  const request = vi.fn(async () => page);
  const client = { request } as unknown as ApiClients['portalApi'];
  return { clients: { portalApi: client, storeApi: client } as ApiClients, request };
}

describe('prefetching the content product list the app opens on', () => {
  it('asks for the URL’s page under the key the list page reads', async () => {
    const queryClient = new QueryClient();
    const { clients, request } = fakeClients();
    prefetchProductList(
      { queryClient, clients, permissions: ['view:product_menu'] },
      '?page=2&statuses=ACTIVE&isbn=978',
    );
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // The page's query (toProductListParams of the URL state), spelled out: a change on either side shows.
    const query = { page: 1, size: 10, sort: 'lastModifiedDate,DESC', statuses: 'ACTIVE', isbn: '978' };
    expect(request).toHaveBeenCalledWith('GET', '/products', expect.objectContaining({ query }));
    await vi.waitFor(() => expect(queryClient.getQueryData(contentProductKeys.list(query))).toEqual(page));
  });

  it('asks nothing without the list’s permission', () => {
    const { clients, request } = fakeClients();
    prefetchProductList({ queryClient: new QueryClient(), clients, permissions: [] }, '');
    expect(request).not.toHaveBeenCalled();
  });
});
