import { BASE_PRICE_ORDER_FIELDS } from '../../../shared/contracts/base-prices';
import { BASE_PRICE_NAME_MAX, BASE_PRICE_STATUSES } from '../../../shared/domain/base-price';
import {
  enumField,
  optionalEnumField,
  pageField,
  pageSizeField,
  SORT_ORDERS,
  storePaging,
  textField,
  type UrlStateOf,
} from '../../components/url-state';
import type { AppliedPlansQuery, BasePriceListQuery } from './queries';

export const BASE_PRICE_LIST_PATH = '/products/base-price';

/** BP-16: a base price's applied plans, its name in the address (the page's title). */
export const basePriceDetailPath = (id: number, name: string) =>
  `${BASE_PRICE_LIST_PATH}/${id}?${new URLSearchParams({ name })}`;

/** Columns the list sorts by: the API's order fields but the id, which has no column. */
export const BASE_PRICE_SORT_KEYS = BASE_PRICE_ORDER_FIELDS.filter(
  (field): field is Exclude<(typeof BASE_PRICE_ORDER_FIELDS)[number], 'id'> => field !== 'id',
);
export type BasePriceSortKey = (typeof BASE_PRICE_SORT_KEYS)[number];

/** BP-02/03/14: the list's URL keys; paging limit 10, newest change first (the API's default order). */
export const BASE_PRICE_LIST_URL = {
  page: pageField(),
  size: pageSizeField(),
  status: optionalEnumField(BASE_PRICE_STATUSES),
  name: textField('', { max: BASE_PRICE_NAME_MAX }),
  sortKey: enumField(BASE_PRICE_SORT_KEYS, 'updated_at'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
};
export type BasePriceListState = UrlStateOf<typeof BASE_PRICE_LIST_URL>;

/** URL state → GET /base-prices query (BP-14: the UI's 1-based page as an offset). */
export function toBasePriceListParams(state: BasePriceListState): BasePriceListQuery {
  const query: BasePriceListQuery = {
    ...storePaging(state),
  };
  if (state.status) query.status = state.status;
  if (state.name.trim()) query.name = state.name.trim();
  return query;
}

/** The applied-plans page's URL keys (BP-16): its paging, and the base price's name for the title. */
export const APPLIED_PLANS_URL = {
  page: pageField(),
  size: pageSizeField(),
  name: textField('', { max: BASE_PRICE_NAME_MAX }),
  // The plan list has one order (newest change first): kept so the shared table's state is whole.
  sortKey: enumField(['updated_at'] as const, 'updated_at'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
};
export type AppliedPlansState = UrlStateOf<typeof APPLIED_PLANS_URL>;

export const toAppliedPlansParams = (state: AppliedPlansState): AppliedPlansQuery => ({
  limit: state.size,
  offset: (state.page - 1) * state.size,
});
