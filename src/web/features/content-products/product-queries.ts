import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../shared/contracts/common';
import type { ProductChangeLog } from '../../../shared/contracts/portal/change-logs';
import type { Language } from '../../../shared/contracts/portal/languages';
import type { ProductItem } from '../../../shared/contracts/portal/product-items';
import type { Product, ProductBody } from '../../../shared/contracts/portal/products';
import type { CouponSearchItem, VariantSearchItem } from '../../../shared/contracts/store/catalog-search';
import type { CatalogStatus } from '../../../shared/domain/catalog-workflow';
import type { ProductType } from '../../../shared/domain/content-product-types';
import { useApi } from '../../api/ApiProvider';

export interface ProductItemsParams {
  languageId?: number;
  isPremium?: boolean;
  productTypes?: readonly ProductType[];
  statuses?: readonly CatalogStatus[];
  q?: string;
}

export interface ChangeLogParams {
  page: number;
  size: number;
  direction: 'ASC' | 'DESC';
}

/**
 * Query keys of the add/detail pages. Roots 'content-products' (shared with the list) and 'product-change-logs', which the workflow
 * actions invalidate after a verify or publish (catalog-workflow/queries.ts).
 */
export const productKeys = {
  all: ['content-products'] as const,
  detail: (id: number) => ['content-products', 'detail', id] as const,
  items: (params: ProductItemsParams) => ['product-items', params] as const,
  logs: (id: number, params: ChangeLogParams) => ['product-change-logs', id, params] as const,
  languages: ['languages', 'catalogue'] as const,
  variants: (q: string) => ['store', 'variants-search', q] as const,
  coupons: (pid: string) => ['store', 'coupons-search', pid] as const,
};

/** API-P-17. */
export function useProduct(id: number) {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => portalApi.get<Product>(`/products/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** API-P-14 with the catalogue's flag: every language plus 'All Access'. */
export function useCatalogueLanguages() {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: productKeys.languages,
    queryFn: ({ signal }) =>
      portalApi.get<Page<Language>>('/languages', {
        query: { size: 10000, sort: 'name,ASC', includeAllAccess: true },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Options of the form: single-level, premium and upsell/upgrade candidates (CP-FORM-27, decided path). */
export function useProductItems(params: ProductItemsParams, enabled = true) {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: productKeys.items(params),
    queryFn: ({ signal }) =>
      portalApi.get<Page<ProductItem>>('/product-items', {
        query: {
          languageId: params.languageId,
          isPremium: params.isPremium,
          productTypes: params.productTypes ? params.productTypes.join(',') : undefined,
          statuses: params.statuses ? params.statuses.join(',') : undefined,
          q: params.q,
          size: 1000,
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** eCom PID search (store API, debounced by the caller). */
export function useVariantSearch(q: string) {
  const { storeApi } = useApi();
  return useQuery({
    queryKey: productKeys.variants(q),
    queryFn: ({ signal }) =>
      storeApi.get<{ data: VariantSearchItem[]; count: number }>('/variants/search', { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Promotion codes of one PID (API-S-53); only asked once a PID is chosen. */
export function useCouponSearch(pid: string | null | undefined) {
  const { storeApi } = useApi();
  return useQuery({
    queryKey: productKeys.coupons(pid ?? ''),
    queryFn: ({ signal }) =>
      storeApi.get<{ data: CouponSearchItem[]; count: number }>('/v2/coupons/search', { query: { pid }, signal }),
    enabled: Boolean(pid),
  });
}

/** API-P-25 for one product. */
export function useProductChangeLogs(productId: number, params: ChangeLogParams) {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: productKeys.logs(productId, params),
    queryFn: ({ signal }) =>
      portalApi.get<Page<ProductChangeLog>>('/product-change-logs', {
        query: { productId, page: params.page, size: params.size, sort: `createdDate,${params.direction}` },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every content-product query (list, detail, logs, options). */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [productKeys.all, ['product-change-logs'], ['product-items']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** API-P-16. */
export function useCreateProduct() {
  const { portalApi } = useApi();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductBody) => portalApi.post<Product>('/products', body),
    onSuccess: () => invalidate(),
  });
}

/** API-P-18. */
export function useUpdateProduct(id: number) {
  const { portalApi } = useApi();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductBody) => portalApi.put<Product>(`/products/${id}`, body),
    onSuccess: () => invalidate(),
  });
}

/** API-P-19. */
export function useDeleteProduct(id: number) {
  const { portalApi } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => portalApi.delete<void>(`/products/${id}`),
    onSuccess: () => {
      // The deleted product's own detail is not refetched (the page leaves it).
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: productKeys.all,
          predicate: (q) => !(q.queryKey[1] === 'detail' && q.queryKey[2] === id),
        }),
        queryClient.invalidateQueries({ queryKey: ['product-items'] }),
      ]);
    },
  });
}

export type { ProductChangeLog, ProductItem };
