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
  clearedFilters,
  isoField,
  listField,
  listPageFields,
  optionalIntField,
  portalListQuery,
  textField,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /products query (API-P-15), as the list sends it. */
export type ProductListQuery = EndpointQueryInput<typeof listContentProducts>;

/** Columns the list sorts by: the API's sort fields but the id, which has no column. */
export const PRODUCT_SORT_KEYS = PRODUCT_SORT_FIELDS.filter(
  (field): field is Exclude<ProductSortField, 'id'> => field !== 'id',
);

/** The list's filters in the URL, none set by default. */
const FILTER_FIELDS = {
  lastModifiedDateFrom: isoField(),
  lastModifiedDateTo: isoField(),
  productTypes: listField(PRODUCT_TYPES),
  languageId: optionalIntField(),
  isPremium: boolField(),
  statuses: listField(CATALOG_STATUSES),
  isbn: textField('', { max: ISBN_MAX }),
};

/** CP-LIST-02: the list's URL keys; CP-LIST-03 (GAP, decided): default sort modified at, descending. */
export const PRODUCT_LIST_URL = {
  ...listPageFields(PRODUCT_SORT_KEYS, 'lastModifiedDate'),
  ...FILTER_FIELDS,
};
export type ProductListState = UrlStateOf<typeof PRODUCT_LIST_URL>;

/** URL state → the GET /products query (API-P-15): zero-based page, lists comma-separated. */
export function toProductListParams(state: ProductListState): ProductListQuery {
  return portalListQuery<ProductListQuery>(state, {
    statuses: state.statuses,
    productTypes: state.productTypes,
    languageId: state.languageId,
    isPremium: state.isPremium,
    isbn: state.isbn,
    lastModifiedDateFrom: state.lastModifiedDateFrom,
    lastModifiedDateTo: state.lastModifiedDateTo,
  });
}

/** Everything but paging and sorting cleared. */
export const CLEARED_FILTERS: Partial<ProductListState> = clearedFilters(FILTER_FIELDS);
