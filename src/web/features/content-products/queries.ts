import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '../../../shared/contracts/common';
import type { Language } from '../../../shared/contracts/portal/languages';
import type { productListItemSchema } from '../../../shared/contracts/portal/products';
import { useApi } from '../../api/ApiProvider';
import type { ProductListParams } from './list-filters';

export type ProductListItem = z.infer<typeof productListItemSchema>;

/** List keys live under 'content-products' (shared root with the detail page's keys). */
export const productListKeys = {
  list: (params: ProductListParams) => ['content-products', 'list', params] as const,
  languages: ['languages', 'catalogue'] as const,
};

/** GET /products (API-P-15, CP-LIST-09). */
export function useProductList(params: ProductListParams) {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: productListKeys.list(params),
    queryFn: ({ signal }) => portalApi.get<Page<ProductListItem>>('/products', { signal, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** The catalogue languages (API-P-14 with includeAllAccess, CP-LIST-09). */
export function useCatalogueLanguageOptions() {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: productListKeys.languages,
    queryFn: ({ signal }) =>
      portalApi.get<Page<Language>>('/languages', {
        query: { size: 10000, sort: 'name,ASC', includeAllAccess: true },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
