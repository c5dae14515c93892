import { type listOrganizations, ORGANIZATION_SORT_FIELDS } from '../../../shared/contracts/organizations';
import { ORGANIZATION_NAME_MAX } from '../../../shared/domain/organization';
import type { EndpointQueryInput } from '../../api/call';
import { portalListQuery, renamedSortFields, textField, type UrlStateOf } from '../../components/url-state';

/** GET /organizations query (API-M-35), as the list sends it. */
export type OrganizationListQuery = EndpointQueryInput<typeof listOrganizations>;
export type OrganizationSortKey = (typeof ORGANIZATION_SORT_FIELDS)[number];

/** CONF-23: the list's sort order is the URL's `order` (not sortOrder). */
const SORT = renamedSortFields({ sortKey: 'sortKey', sortOrder: 'order' });

/**
 * ORG-01/02 (CONF-23): /organization's URL keys are `name`, `page`, `size`, `sortKey` and `order`; page 1
 * of 10, last modified first by default.
 */
export const ORGANIZATION_LIST_URL = {
  name: textField('', { max: ORGANIZATION_NAME_MAX }),
  ...SORT.fields(ORGANIZATION_SORT_FIELDS, 'lastModifiedDate'),
};
export type OrganizationListState = UrlStateOf<typeof ORGANIZATION_LIST_URL>;

/** The URL state as the list table reads it (its `sortOrder` is the URL's `order`). */
export const tableStateOf = (state: OrganizationListState) => SORT.tableState<OrganizationSortKey>(state);

/** A change of the table's state, as the URL keys it. */
export const urlPatchOf = SORT.urlPatch<OrganizationSortKey>;

/** ORG-02: URL state → GET /organizations: the 1-based page as 0-based, sort as 'field,DIR', the name trimmed. */
export const toOrganizationListParams = (state: OrganizationListState) =>
  portalListQuery<OrganizationListQuery>(tableStateOf(state), { name: state.name });
