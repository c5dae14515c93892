import { type listUpsellDowngrades, UD_ORDER_FIELDS } from '../../../shared/contracts/upsell-downgrades';
import { UD_SEARCH_MAX } from '../../../shared/domain/upsell-downgrade';
import type { EndpointQueryInput } from '../../api/call';
import { listPageFields, storeListQuery, textField, type UrlStateOf } from '../../components/url-state';

/** GET /upsell-downgrades query (API-M-12), as the list sends it. */
export type UdListQuery = EndpointQueryInput<typeof listUpsellDowngrades>;

/** UD-01/02: the list's URL keys: the original base price search, paging, 'Modified at' newest first by default. */
export const UD_LIST_URL = {
  ...listPageFields(UD_ORDER_FIELDS, 'updated_at'),
  original: textField('', { max: UD_SEARCH_MAX }),
};
export type UdListState = UrlStateOf<typeof UD_LIST_URL>;

/** URL state → GET /upsell-downgrades query: the 1-based page as an offset (spec 3 §9), the search trimmed. */
export const toUdListParams = (state: UdListState) =>
  storeListQuery<UdListQuery>(state, { original_name: state.original });
