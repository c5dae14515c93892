import { keepPreviousData, partialMatchKey, useQuery } from '@tanstack/react-query';
import {
  createContentProduct,
  deleteContentProduct,
  getContentProduct,
  listContentProductChangeLogs,
  listContentProductItems,
  type listContentProducts,
  publishContentProduct,
  scheduleContentProductPublish,
  stopContentProductSchedule,
  updateContentProduct,
  verifyContentProduct,
} from '../../../shared/contracts/content-products';
import type { EndpointInput, EndpointResponse } from '../../../shared/contracts/endpoint';
import { useApi } from '../../api/ApiProvider';
import type { EndpointQueryInput } from '../../api/call';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import type { CatalogWorkflow } from '../catalog-workflow';
import { contentProductKeys } from './keys';
import { productListQuery } from './list-query';
import type { ProductListQuery } from './list-url';

/**
 * Content products: the hooks that read the area's key tree (keys.ts), and the changes, which
 * invalidate all of it.
 */
const keys = contentProductKeys;

export type ProductListItem = EndpointResponse<typeof listContentProducts>['content'][number];
/** GET /product-items query (API-P-24): the form's option loads. */
export type ProductOptionsQuery = EndpointQueryInput<typeof listContentProductItems>;
export type ProductOption = EndpointResponse<typeof listContentProductItems>['content'][number];
/** GET /product-change-logs query (API-P-25) without the product. */
export type ProductChangeLogQuery = Omit<EndpointQueryInput<typeof listContentProductChangeLogs>, 'productId'>;
export type ProductChangeLog = EndpointResponse<typeof listContentProductChangeLogs>['content'][number];
export type ProductWrite = EndpointInput<typeof updateContentProduct>['body'];

/** How many options one option load asks for. */
const OPTION_LOAD_SIZE = 1000;

/** GET /products (API-P-15, CP-LIST-09). */
export function useContentProducts(query: ProductListQuery) {
  return useQuery({ ...productListQuery(useApi(), query), placeholderData: keepPreviousData });
}

/**
 * GET /products/{id} (API-P-17), by id or by public product id ('CP-000042', the detail page's
 * address), under the key of what the address names; null reads nothing.
 */
export function useContentProduct(ref: number | string | null) {
  return useEndpointQuery(
    getContentProduct,
    keys.detail(ref ?? ''),
    { params: { id: ref ?? '' } },
    { enabled: ref !== null },
  );
}

/** GET /product-change-logs for one product (API-P-25). */
export function useContentProductChangeLogs(productId: number, query: ProductChangeLogQuery) {
  return useEndpointQuery(
    listContentProductChangeLogs,
    keys.sub('change-logs', productId, query),
    { query: { ...query, productId } },
    { placeholderData: keepPreviousData },
  );
}

/** Options of the form: single-level, premium and upsell/upgrade candidates (CP-FORM-27, API-P-24). */
export function useProductOptions(query: ProductOptionsQuery, enabled = true) {
  return useEndpointQuery(
    listContentProductItems,
    keys.sub('options', query),
    { query: { ...query, size: OPTION_LOAD_SIZE } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** A change's extra callbacks (run after the area is invalidated). */
type Callbacks<E, V> = MutationCallbacks<EndpointResponse<E>, V>;

/** POST /products (API-P-16). */
export function useCreateContentProduct(callbacks?: Callbacks<typeof createContentProduct, ProductWrite>) {
  return useEndpointMutation(
    createContentProduct,
    { input: (body: ProductWrite) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** An edit: the body, and the `rowVersion` of the product as read when the edit began. */
export interface ProductEdit {
  body: ProductWrite;
  rowVersion: number;
}

/** PUT /products/{id} (API-P-18): a versioned write, refused (409) when someone saved in between. */
export function useUpdateContentProduct(id: number, callbacks?: Callbacks<typeof updateContentProduct, ProductEdit>) {
  return useEndpointMutation(
    updateContentProduct,
    {
      input: ({ body, rowVersion }: ProductEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
      invalidate: { queryKey: keys.all },
    },
    callbacks,
  );
}

/**
 * DELETE /products/{id} (API-P-19). The deleted product's own detail (read by id or by its public
 * product id) is not refetched: the page leaves it.
 */
export function useDeleteContentProduct(
  product: { id: number; productId: string },
  callbacks?: Callbacks<typeof deleteContentProduct, void>,
) {
  const { id } = product;
  const deleted = [keys.detail(id), keys.detail(product.productId)];
  return useEndpointMutation(
    deleteContentProduct,
    {
      input: () => ({ params: { id } }),
      invalidate: {
        queryKey: keys.all,
        predicate: (query) => !deleted.some((key) => partialMatchKey(query.queryKey, key)),
      },
    },
    callbacks,
  );
}

/** The verify → review → publish actions of a content product: its endpoints, and this area's keys. */
export const CONTENT_PRODUCT_WORKFLOW: CatalogWorkflow = {
  entity: 'content_product',
  endpoints: {
    verify: verifyContentProduct,
    publish: publishContentProduct,
    schedule: scheduleContentProductPublish,
    stopSchedule: stopContentProductSchedule,
  },
  keys,
};
