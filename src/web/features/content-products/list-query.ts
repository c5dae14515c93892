import { listContentProducts } from '../../../shared/contracts/content-products';
import { mayCall } from '../../api/call';
import { endpointQuery, type PrefetchContext } from '../../api/endpoint-query';
import type { ApiClients } from '../../api/http';
import { readUrlState } from '../../components/url-state';
import { contentProductKeys } from './keys';
import { PRODUCT_LIST_URL, type ProductListQuery, toProductListParams } from './list-url';

/**
 * The list's read, without React: the page's hook (useContentProducts) runs it, and for the URL the app
 * opens on, the prefetch starts it while the page's code loads. Kept out of queries.ts and
 * list-filters.ts so the prefetch adds no hooks and no dayjs to the code every page loads first.
 */

/** GET /products (API-P-15, CP-LIST-09) for `query`, under the list's key. */
export const productListQuery = (clients: ApiClients, query: ProductListQuery) =>
  endpointQuery(clients, listContentProducts, contentProductKeys.list(query), { query });

/**
 * The list's first page for the URL the app opens on (`search`: its query string); the page then finds
 * it in the cache under the key it reads.
 */
export function prefetchProductList({ queryClient, clients, permissions }: PrefetchContext, search: string): void {
  if (!mayCall(permissions, listContentProducts)) return;
  const query = toProductListParams(readUrlState(PRODUCT_LIST_URL, new URLSearchParams(search)));
  void queryClient.prefetchQuery(productListQuery(clients, query));
}
