import type { Dayjs } from 'dayjs';
import { ENTITLEMENT_SORT_FIELDS, type listEntitlements } from '../../../shared/contracts/entitlements';
import { EMAIL_MAX } from '../../../shared/domain/customer';
import {
  ENTITLEMENT_SOURCES,
  ENTITLEMENT_STATUS_LABELS,
  ENTITLEMENT_STATUSES,
  type EntitlementSource,
  type EntitlementStatus,
  sourceLabel,
} from '../../../shared/domain/entitlement';
import type { EndpointQueryInput } from '../../api/call';
import { dayRangeTag } from '../../components/date-format';
import { pickerRange } from '../../components/date-range';
import {
  boolField,
  clearedFilters,
  commaList,
  isoField,
  listField,
  listPageFields,
  optionalIntField,
  renamedSortFields,
  textField,
  toSortParam,
  type UrlStateOf,
  writeUrlState,
} from '../../components/url-state';

/** GET /entitlements query (API-P-09), as the list screens send it. */
export type EntitlementListQuery = EndpointQueryInput<typeof listEntitlements>;
export type EntitlementSortKey = (typeof ENTITLEMENT_SORT_FIELDS)[number];

/** The ISBN filter: the longest the API takes (an exact ISBN). */
export const ISBN_FILTER_MAX = 20;

/** The filters both entitlement lists keep in the URL (ENT-LIST-03). */
const FILTER_FIELDS = {
  isbn: textField('', { max: ISBN_FILTER_MAX }),
  sources: listField(ENTITLEMENT_SOURCES),
  createdDateFrom: isoField(),
  createdDateTo: isoField(),
  isSubscription: boolField(),
  languageId: optionalIntField(),
  statuses: listField(ENTITLEMENT_STATUSES),
  email: textField('', { max: EMAIL_MAX }),
};

/** ENT-LIST-02/03: /entitlements' URL keys; page 1 of 10, newest first by default. */
export const ENTITLEMENT_LIST_URL = {
  ...listPageFields(ENTITLEMENT_SORT_FIELDS, 'createdDate'),
  ...FILTER_FIELDS,
};
export type EntitlementListState = UrlStateOf<typeof ENTITLEMENT_LIST_URL>;

/** ENT-PREV-01: the preview's sort key and order are the URL's `sort` and `order`. */
const PREVIEW_SORT = renamedSortFields({ sortKey: 'sort', sortOrder: 'order' });

/**
 * ENT-PREV-01: /entitlements/preview's URL keys: the list's paging and filters, `sort` and `order`
 * instead of sortKey/sortOrder.
 */
export const ENTITLEMENT_PREVIEW_URL = {
  ...PREVIEW_SORT.fields(ENTITLEMENT_SORT_FIELDS, 'createdDate'),
  ...FILTER_FIELDS,
};
export type EntitlementPreviewState = UrlStateOf<typeof ENTITLEMENT_PREVIEW_URL>;

/** The preview's URL state as the table reads it, and a change of the table as the preview's URL keys it. */
export const previewTableState = (state: EntitlementPreviewState) => PREVIEW_SORT.tableState<EntitlementSortKey>(state);
export const previewUrlPatch = PREVIEW_SORT.urlPatch<EntitlementSortKey>;

/** The filter part of either list's state. */
export type EntitlementFilters = Pick<EntitlementListState, keyof typeof FILTER_FIELDS>;

/** The filters as API params: lists comma-separated, ISBN and email trimmed (ENT-LIST-12), left out when empty. */
export function filterParams(state: EntitlementFilters): Omit<EntitlementListQuery, 'page' | 'size' | 'sort'> {
  const params: Omit<EntitlementListQuery, 'page' | 'size' | 'sort'> = {};
  const sources = commaList(state.sources);
  if (sources) params.sources = sources;
  const statuses = commaList(state.statuses);
  if (statuses) params.statuses = statuses;
  if (state.isSubscription !== undefined) params.isSubscription = state.isSubscription ? 'true' : 'false';
  if (state.languageId !== undefined) params.languageId = state.languageId;
  const isbn = state.isbn.trim();
  if (isbn) params.isbn = isbn;
  const email = state.email.trim();
  if (email) params.email = email;
  if (state.createdDateFrom) params.createdDateFrom = state.createdDateFrom;
  if (state.createdDateTo) params.createdDateTo = state.createdDateTo;
  return params;
}

/** ENT-LIST-13: URL state → GET /entitlements: the 1-based page as 0-based, sort as 'field,DIR'. */
export function toEntitlementListParams(state: EntitlementListState): EntitlementListQuery {
  return {
    page: state.page - 1,
    size: state.size,
    sort: toSortParam(state.sortKey, state.sortOrder),
    ...filterParams(state),
  };
}

/** The preview's URL state → GET /entitlements: the server pages it as the list (ENT-LIST-13). */
export function toPreviewParams(state: EntitlementPreviewState): EntitlementListQuery {
  return toEntitlementListParams({ ...state, ...previewTableState(state) });
}

/**
 * The preview's address from the list as the user set it: its filters, its sort (as `sort`/`order`)
 * and its page size, on the first page.
 */
export function previewPathFromList(state: EntitlementListState): string {
  const { page: _page, sortKey, sortOrder, ...rest } = state;
  const search = writeUrlState(ENTITLEMENT_PREVIEW_URL, {
    ...rest,
    ...previewUrlPatch({ sortKey, sortOrder }),
  }).toString();
  return search ? `/entitlements/preview?${search}` : '/entitlements/preview';
}

// ---- Created range (ENT-LIST-11, CONF-12) --------------------------------------------------------

export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** ENT-LIST-11: no day after today can be picked (the rule of every date-range picker). */
export { isFutureDay } from '../../components/date-range';

/**
 * CONF-12 (decided): the start may equal the end (a one-day range), never follow it. The range goes to
 * the URL as the start of its first day and the end of its last (local time), as ISO instants.
 */
export function rangePatch(range: DayRange): Pick<EntitlementFilters, 'createdDateFrom' | 'createdDateTo'> {
  let [from, to] = range ?? [null, null];
  if (from && to && from.isAfter(to, 'day')) [from, to] = [to, from];
  return {
    createdDateFrom: from ? from.startOf('day').toISOString() : undefined,
    createdDateTo: to ? to.endOf('day').toISOString() : undefined,
  };
}

/** URL state → the range picker's value. */
export function rangeValue(state: Pick<EntitlementFilters, 'createdDateFrom' | 'createdDateTo'>): DayRange {
  return pickerRange(state.createdDateFrom, state.createdDateTo);
}

// ---- Chips ---------------------------------------------------------------------------------------

export interface FilterTag {
  key: string;
  label: string;
  remove: Partial<EntitlementFilters> & { page?: number };
}

export const PURCHASE_TYPE_FILTER_LABELS = { true: 'Subscription', false: 'One-shot' } as const;

/** One removable chip per active filter value (as the other lists show them). */
export function filterTags(state: EntitlementFilters, languageName: (id: number) => string | undefined): FilterTag[] {
  const tags: FilterTag[] = [];
  const isbn = state.isbn.trim();
  if (isbn) tags.push({ key: 'isbn', label: `ISBN: ${isbn}`, remove: { isbn: '', page: 1 } });
  const email = state.email.trim();
  if (email) tags.push({ key: 'email', label: `Email: ${email}`, remove: { email: '', page: 1 } });
  for (const source of state.sources)
    tags.push({
      key: `source:${source}`,
      label: `Source: ${sourceLabel(source)}`,
      remove: { sources: state.sources.filter((s) => s !== source), page: 1 },
    });
  for (const status of state.statuses)
    tags.push({
      key: `status:${status}`,
      label: `Status: ${ENTITLEMENT_STATUS_LABELS[status as EntitlementStatus]}`,
      remove: { statuses: state.statuses.filter((s) => s !== status), page: 1 },
    });
  if (state.isSubscription !== undefined)
    tags.push({
      key: 'isSubscription',
      label: `Purchase type: ${PURCHASE_TYPE_FILTER_LABELS[String(state.isSubscription) as 'true' | 'false']}`,
      remove: { isSubscription: undefined, page: 1 },
    });
  if (state.languageId !== undefined)
    tags.push({
      key: 'language',
      label: `Language: ${languageName(state.languageId) ?? `#${state.languageId}`}`,
      remove: { languageId: undefined, page: 1 },
    });
  tags.push(
    ...dayRangeTag('created', 'Created', [state.createdDateFrom, state.createdDateTo], {
      createdDateFrom: undefined,
      createdDateTo: undefined,
      page: 1,
    }),
  );
  return tags;
}

/** Every filter cleared (paging size and order kept). */
export const CLEARED_FILTERS: Partial<EntitlementFilters> & { page: number } = clearedFilters(FILTER_FIELDS);

export const SOURCE_OPTIONS = ENTITLEMENT_SOURCES.map((value: EntitlementSource) => ({
  value,
  label: sourceLabel(value),
}));
export const STATUS_OPTIONS = ENTITLEMENT_STATUSES.map((value) => ({ value, label: ENTITLEMENT_STATUS_LABELS[value] }));
export const PURCHASE_TYPE_OPTIONS = [
  { value: 'true', label: PURCHASE_TYPE_FILTER_LABELS.true },
  { value: 'false', label: PURCHASE_TYPE_FILTER_LABELS.false },
];

// ---- Advanced Search ------------------------------------------------------------------------------

export interface AdvancedSearchFields {
  isbn?: string;
  createdRange?: DayRange;
  purchaseType?: 'true' | 'false' | null;
  languageId?: number | null;
}

/** The Advanced Search form → URL state: ISBN trimmed, the day bounds of the range, back to page 1. */
export function advancedSearchPatch(values: AdvancedSearchFields): Partial<EntitlementListState> {
  return {
    isbn: (values.isbn ?? '').trim(),
    ...rangePatch(values.createdRange),
    isSubscription: values.purchaseType ? values.purchaseType === 'true' : undefined,
    languageId: values.languageId ?? undefined,
    page: 1,
  };
}

/** URL state → the Advanced Search form. */
export function advancedSearchValues(state: EntitlementFilters): AdvancedSearchFields {
  return {
    isbn: state.isbn,
    createdRange: rangeValue(state),
    purchaseType: state.isSubscription === undefined ? null : state.isSubscription ? 'true' : 'false',
    languageId: state.languageId ?? null,
  };
}
