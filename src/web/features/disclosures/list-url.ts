import { DISCLOSURE_ORDER_FIELDS, type listDisclosures } from '../../../shared/contracts/disclosures';
import { DISCLOSURE_NAME_MAX, DISCLOSURE_STATUSES, type DisclosureStatus } from '../../../shared/domain/disclosure';
import type { EndpointQueryInput } from '../../api/call';
import {
  enumField,
  pageField,
  pageSizeField,
  SORT_ORDERS,
  type SortOrder,
  textField,
  type UrlField,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /disclosures query (API-M-06), as the list sends it. */
export type DisclosureListQuery = EndpointQueryInput<typeof listDisclosures>;

/** An optional status: absent or unknown means both. */
function statusField(): UrlField<DisclosureStatus | undefined> {
  return {
    default: undefined,
    parse: (raw) =>
      (DISCLOSURE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as DisclosureStatus) : undefined,
    serialize: (value) => value ?? null,
  };
}

/** DISC-02/03: the list's URL keys: status, name search, paging, 'Modified at' newest first by default. */
export const DISCLOSURE_LIST_URL = {
  page: pageField(),
  size: pageSizeField(),
  status: statusField(),
  name: textField('', { max: DISCLOSURE_NAME_MAX }),
  sortKey: enumField(DISCLOSURE_ORDER_FIELDS, 'updated_at'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
};
export type DisclosureListState = UrlStateOf<typeof DISCLOSURE_LIST_URL>;

const storeOrder = (key: string, order: SortOrder) => `${order === 'descend' ? '-' : ''}${key}`;

/** URL state → GET /disclosures query: the UI's 1-based page as an offset (spec 3 §9), the name trimmed. */
export function toDisclosureListParams(state: DisclosureListState): DisclosureListQuery {
  const query: DisclosureListQuery = {
    limit: state.size,
    offset: (state.page - 1) * state.size,
    order: storeOrder(state.sortKey, state.sortOrder),
  };
  if (state.status) query.status = state.status;
  if (state.name.trim()) query.name = state.name.trim();
  return query;
}
