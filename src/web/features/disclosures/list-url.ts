import { DISCLOSURE_ORDER_FIELDS, type listDisclosures } from '../../../shared/contracts/disclosures';
import { DISCLOSURE_NAME_MAX, DISCLOSURE_STATUSES } from '../../../shared/domain/disclosure';
import type { EndpointQueryInput } from '../../api/call';
import {
  listPageFields,
  optionalEnumField,
  storeListQuery,
  textField,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /disclosures query (API-M-06), as the list sends it. */
export type DisclosureListQuery = EndpointQueryInput<typeof listDisclosures>;

/** DISC-02/03: the list's URL keys: status, name search, paging, 'Modified at' newest first by default. */
export const DISCLOSURE_LIST_URL = {
  ...listPageFields(DISCLOSURE_ORDER_FIELDS, 'updated_at'),
  status: optionalEnumField(DISCLOSURE_STATUSES),
  name: textField('', { max: DISCLOSURE_NAME_MAX }),
};
export type DisclosureListState = UrlStateOf<typeof DISCLOSURE_LIST_URL>;

/** URL state → GET /disclosures query: the UI's 1-based page as an offset (spec 3 §9), the name trimmed. */
export const toDisclosureListParams = (state: DisclosureListState) =>
  storeListQuery<DisclosureListQuery>(state, { status: state.status, name: state.name });
