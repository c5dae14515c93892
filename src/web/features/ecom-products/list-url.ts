import { PLAN_ORDER_FIELDS } from '../../../shared/contracts/ecom-products';
import { COURSE_TYPES, PLAN_STATUS_SLUGS, PLAN_STATUSES, type PlanStatus } from '../../../shared/domain/ecom-plan';
import type { ListTableState } from '../../components/list-table';
import {
  enumField,
  isoField,
  optionalIntField,
  pageField,
  pageSizeField,
  type SortOrder,
  setFilters,
  textField,
  type UrlField,
  type UrlStateOf,
} from '../../components/url-state';
import type { PlanListQuery } from './queries';

/** The list's sortable columns: PID and Modified at (the API's order fields but the id, which has no column). */
export const PLAN_SORT_KEYS = PLAN_ORDER_FIELDS.filter(
  (f): f is Exclude<(typeof PLAN_ORDER_FIELDS)[number], 'id'> => f !== 'id',
);
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];
const ORDERS = PLAN_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
type Order = (typeof ORDERS)[number];

/** EP-LC-01: the status in the URL by its slug ('ready-for-publish'). */
function statusField(): UrlField<PlanStatus | undefined> {
  const bySlug = new Map(PLAN_STATUSES.map((s) => [PLAN_STATUS_SLUGS[s], s]));
  return {
    default: undefined,
    parse: (raw) => (raw === null ? undefined : bySlug.get(raw)),
    serialize: (value) => (value ? PLAN_STATUS_SLUGS[value] : null),
  };
}

/** The PID search: the longest the API takes. */
const PID_MAX = 100;

/** EP-LIST-06: the list's URL keys, their defaults (limit 10, order -updated_at) and parsers. */
export const PLAN_LIST_URL = {
  page: pageField(),
  limit: pageSizeField(),
  pid: textField('', { max: PID_MAX }),
  order: enumField<Order>(ORDERS, '-updated_at'),
  status: statusField(),
  lastModifiedDateFrom: isoField(),
  lastModifiedDateTo: isoField(),
  // The API filters by one base price (base_price_id): the key keeps the spec's name and holds one id.
  basePriceIds: optionalIntField(),
  languageId: optionalIntField(),
  courseType: enumField(['', ...COURSE_TYPES] as const, ''),
  billingPlanId: optionalIntField(),
};
export type PlanListState = UrlStateOf<typeof PLAN_LIST_URL>;

/** EP-LIST-07: URL state → GET /variants: offset = (page − 1) × limit, each key to its API param. */
export function toPlanListParams(state: PlanListState): PlanListQuery {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    order: state.order,
    ...setFilters<PlanListQuery>({
      pid: state.pid,
      status: state.status,
      updated_at_from: state.lastModifiedDateFrom,
      updated_at_to: state.lastModifiedDateTo,
      base_price_id: state.basePriceIds,
      language_id: state.languageId,
      product_subtitle: state.courseType,
      billing_plan_id: state.billingPlanId,
    }),
  };
}

/** The table's view of the URL state (ListTable speaks page, size, sortKey, sortOrder). */
export function tableState(state: PlanListState): ListTableState<PlanSortKey> {
  const descending = state.order.startsWith('-');
  return {
    page: state.page,
    size: state.limit,
    sortKey: state.order.replace(/^-/, '') as PlanSortKey,
    sortOrder: descending ? 'descend' : 'ascend',
  };
}

/** A table change → the URL state's keys. */
export function fromTableState(
  current: PlanListState,
  patch: Partial<ListTableState<PlanSortKey>>,
): Partial<PlanListState> {
  const view = tableState(current);
  const sortKey = patch.sortKey ?? view.sortKey;
  const sortOrder: SortOrder = patch.sortOrder ?? view.sortOrder;
  const out: Partial<PlanListState> = {};
  if (patch.page !== undefined) out.page = patch.page;
  if (patch.size !== undefined) out.limit = patch.size;
  if (patch.sortKey !== undefined || patch.sortOrder !== undefined)
    out.order = (sortOrder === 'descend' ? `-${sortKey}` : sortKey) as Order;
  return out;
}
