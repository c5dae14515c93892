import type { z } from 'zod';
import {
  PROMOTION_SORT_KEYS,
  PROMOTION_SORT_ORDERS,
  type PromotionListItem,
  type promotionListQuery,
} from '../../../shared/contracts/promotion-lookups';
import { CODE_USAGES, DISCOUNT_TYPES, PROMOTION_STATUSES } from '../../../shared/domain/promotion';
import { EMPTY, formatDateTime } from '../../components/date-format';
import type { ListTableState } from '../../components/list-table';
import {
  enumField,
  listField,
  pageField,
  pageSizeField,
  setFilters,
  textField,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /v2/coupons, the list variant (API-M-20), as the list sends it: no `for_save_offer`. */
export type PromotionListQuery = z.input<typeof promotionListQuery>;

/** The search box's most characters (the contract's `searchText`). */
export const PROMOTION_SEARCH_MAX = 100;

/**
 * PROMO-LIST-14 (PROMO-LIST-18 decided): the list's URL keys, named as the query names them; the
 * defaults (page 1, 10 a page, newest change first) are left out of the URL.
 */
export const PROMOTION_LIST_URL = {
  page: pageField(),
  limit: pageSizeField(),
  searchText: textField('', { max: PROMOTION_SEARCH_MAX }),
  status: listField(PROMOTION_STATUSES),
  /** The code usage (regular, bulk). */
  promotionType: listField(CODE_USAGES),
  /** The promotion type (amount off, percentage off, buy one gift one). */
  discountType: listField(DISCOUNT_TYPES),
  sortKey: enumField(PROMOTION_SORT_KEYS, 'updatedAt'),
  sortOrder: enumField(PROMOTION_SORT_ORDERS, 'descend'),
};
export type PromotionListState = UrlStateOf<typeof PROMOTION_LIST_URL>;
export type PromotionSortKey = PromotionListState['sortKey'];

/** URL state → the list query: the 1-based page as an offset, the search trimmed, filters comma-separated. */
export function toPromotionListQuery(state: PromotionListState): PromotionListQuery {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    sortKey: state.sortKey,
    sortOrder: state.sortOrder,
    ...setFilters<PromotionListQuery>({
      searchText: state.searchText,
      status: state.status,
      promotionType: state.promotionType,
      discountType: state.discountType,
    }),
  };
}

/** The shared table's view of the state: its page size is the URL's `limit`. */
export const tableStateOf = (state: PromotionListState): ListTableState<PromotionSortKey> => ({
  page: state.page,
  size: state.limit,
  sortKey: state.sortKey,
  sortOrder: state.sortOrder,
});

/** A table change → the URL patch (`size` written as `limit`). */
export function urlPatchOf(patch: Partial<ListTableState<PromotionSortKey>>): Partial<PromotionListState> {
  const { size, ...rest } = patch;
  return size === undefined ? rest : { ...rest, limit: size };
}

/**
 * PROMO-LIST-03: the search as applied: trimmed; a non-empty search goes back to page 1, clearing it
 * keeps the page. Null when it changes nothing.
 */
export function searchPatch(state: PromotionListState, typed: string): Partial<PromotionListState> | null {
  const text = typed.trim();
  if (text === state.searchText) return null;
  return text ? { searchText: text, page: 1 } : { searchText: '' };
}

/** PROMO-LIST-10 (CONST-17): '25%', 'USD 5.00', else the placeholder. */
export function listDiscountText(
  row: Pick<PromotionListItem, 'discountType' | 'percentageDiscount' | 'amountDiscount' | 'currencyCode'>,
): string {
  if (row.discountType === 'percentage_off' && row.percentageDiscount !== null) return `${row.percentageDiscount}%`;
  // The server writes the amount with its currency's decimals ('5.00').
  if (row.discountType === 'amount_off' && row.amountDiscount !== null && row.currencyCode) {
    return `${row.currencyCode} ${row.amountDiscount}`;
  }
  return EMPTY;
}

/** PROMO-LIST-11: the time range in local time, 'YYYY-MM-DD HH:mm'; an open end shows the placeholder. */
export const TIME_RANGE_FORMAT = 'YYYY-MM-DD HH:mm';
export function timeRangeParts(startAt: string, endAt: string | null): [string, string] {
  return [formatDateTime(startAt, TIME_RANGE_FORMAT), endAt ? formatDateTime(endAt, TIME_RANGE_FORMAT) : EMPTY];
}
export const timeRangeText = (startAt: string, endAt: string | null) => timeRangeParts(startAt, endAt).join(' to ');
