import {
  DESCRIPTION_TEMPLATE_ORDER_FIELDS,
  type listDescriptionTemplates,
} from '../../../shared/contracts/description-templates';
import type { EndpointQueryInput } from '../../api/call';
import { listPageFields, storePaging, type UrlStateOf } from '../../components/url-state';

/** GET /descriptions query (API-M-01), as the list sends it. */
export type DescriptionTemplateListQuery = EndpointQueryInput<typeof listDescriptionTemplates>;

/** DT-02: the list's URL keys; newest change first (the API's default order `-updated_at`). */
export const DESCRIPTION_TEMPLATE_LIST_URL = listPageFields(DESCRIPTION_TEMPLATE_ORDER_FIELDS, 'updated_at');
export type DescriptionTemplateListState = UrlStateOf<typeof DESCRIPTION_TEMPLATE_LIST_URL>;

/** URL state → GET /descriptions query: the UI's 1-based page as an offset (spec 3 §9). */
export function toDescriptionTemplateListParams(state: DescriptionTemplateListState): DescriptionTemplateListQuery {
  return storePaging(state);
}
