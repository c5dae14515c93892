import {
  type listContentProducts,
  PRODUCT_SORT_FIELDS,
  type ProductSortField,
} from '../../../shared/contracts/content-products';
import { CATALOG_STATUSES } from '../../../shared/domain/catalog-workflow';
import { ISBN_MAX } from '../../../shared/domain/content-product';
import { PRODUCT_TYPES } from '../../../shared/domain/content-product-types';
import type { EndpointQueryInput } from '../../api/call';
import {
  boolField,
  commaList,
  enumField,
  isoField,
  listField,
  optionalIntField,
  pageField,
  pageSizeField,
  SORT_ORDERS,
  textField,
  toSortParam,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /products query (API-P-15), as the list sends it. */
export type ProductListQuery = EndpointQueryInput<typeof listContentProducts>;

/** Columns the list sorts by: the API's sort fields but the id, which has no column. */
export const PRODUCT_SORT_KEYS = PRODUCT_SORT_FIELDS.filter(
  (field): field is Exclude<ProductSortField, 'id'> => field !== 'id',
);

/** CP-LIST-02: the list's URL keys; CP-LIST-03 (GAP, decided): default sort modified at, descending. */
export const PRODUCT_LIST_URL = {
  page: pageField(),
  size: pageSizeField(),
  sortKey: enumField(PRODUCT_SORT_KEYS, 'lastModifiedDate'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
  lastModifiedDateFrom: isoField(),
  lastModifiedDateTo: isoField(),
  productTypes: listField(PRODUCT_TYPES),
  languageId: optionalIntField(),
  isPremium: boolField(),
  statuses: listField(CATALOG_STATUSES),
  isbn: textField('', { max: ISBN_MAX }),
};
export type ProductListState = UrlStateOf<typeof PRODUCT_LIST_URL>;

/** URL state → the GET /products query (API-P-15): zero-based page, lists comma-separated. */
export function toProductListParams(state: ProductListState): ProductListQuery {
  const params: ProductListQuery = {
    page: state.page - 1,
    size: state.size,
    sort: toSortParam(state.sortKey, state.sortOrder),
  };
  const statuses = commaList(state.statuses);
  if (statuses) params.statuses = statuses;
  const productTypes = commaList(state.productTypes);
  if (productTypes) params.productTypes = productTypes;
  if (state.languageId !== undefined) params.languageId = state.languageId;
  if (state.isPremium !== undefined) params.isPremium = state.isPremium ? 'true' : 'false';
  if (state.isbn.trim()) params.isbn = state.isbn.trim();
  if (state.lastModifiedDateFrom) params.lastModifiedDateFrom = state.lastModifiedDateFrom;
  if (state.lastModifiedDateTo) params.lastModifiedDateTo = state.lastModifiedDateTo;
  return params;
}
