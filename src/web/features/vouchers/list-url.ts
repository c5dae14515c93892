import {
  type listVoucherGroups,
  VOUCHER_MAX_ORGANIZATION_FILTER,
  VOUCHER_SORT_FIELDS,
} from '../../../shared/contracts/vouchers';
import { VOUCHER_GROUP_TYPES, VOUCHER_INVOICE_MAX } from '../../../shared/domain/voucher';
import type { EndpointQueryInput } from '../../api/call';
import {
  boolField,
  filtersOf,
  idListField,
  listField,
  listPageFields,
  portalListQuery,
  textField,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /vouchers/groups query (API-M-41), as the list sends it. */
export type VoucherListQuery = EndpointQueryInput<typeof listVoucherGroups>;
export type VoucherSortKey = (typeof VOUCHER_SORT_FIELDS)[number];

/** VG-01: the filters in the URL, sent under the same names (VG-02); none set by default. */
const FILTER_FIELDS = {
  voucherTypes: listField(VOUCHER_GROUP_TYPES),
  organizationIds: idListField(VOUCHER_MAX_ORGANIZATION_FILTER),
  invoice: textField('', { max: VOUCHER_INVOICE_MAX }),
  isActive: boolField(),
};

/**
 * VG-01: /vouchers' URL keys: page, size, sortKey, sortOrder, voucherTypes, organizationIds, invoice and
 * isActive; page 1 of 10, last modified first by default.
 */
export const VOUCHER_LIST_URL = {
  ...listPageFields(VOUCHER_SORT_FIELDS, 'lastModifiedDate'),
  ...FILTER_FIELDS,
};
export type VoucherListState = UrlStateOf<typeof VOUCHER_LIST_URL>;

/** VG-02: URL state → GET /vouchers/groups: the 1-based page as 0-based, sort 'field,DIR', the filters set. */
export const toVoucherListParams = (state: VoucherListState) =>
  portalListQuery<VoucherListQuery>(state, filtersOf(FILTER_FIELDS, state));
