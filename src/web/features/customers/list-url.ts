import { CUSTOMER_SORT_FIELDS, type listCustomers } from '../../../shared/contracts/customers';
import { AUTH0_ID_MAX, BILLING_ID_MAX, CONNECTIONS, EMAIL_MAX, NAME_MAX } from '../../../shared/domain/customer';
import type { EndpointQueryInput } from '../../api/call';
import {
  clearedFilters,
  isoField,
  listField,
  listPageFields,
  optionalIntField,
  portalListQuery,
  textField,
  type UrlStateOf,
} from '../../components/url-state';
import type { CustomerTab } from './texts';

/** GET /customers query (API-P-01), as the list sends it. */
export type CustomerListQuery = EndpointQueryInput<typeof listCustomers>;

/** Every filter of the spec in the URL, none set by default. */
const FILTER_FIELDS = {
  createdDateFrom: isoField(),
  createdDateTo: isoField(),
  email: textField('', { max: EMAIL_MAX }),
  name: textField('', { max: 2 * NAME_MAX + 1 }),
  auth0Id: textField('', { max: AUTH0_ID_MAX }),
  connections: listField(CONNECTIONS),
  organizationId: optionalIntField(),
  subscriptionId: textField('', { max: BILLING_ID_MAX }),
  transactionId: textField('', { max: BILLING_ID_MAX }),
};

/**
 * CUS-LIST-03..07: the list's URL keys and defaults: page 1 (1-based), size 10, created date newest
 * first, and every filter of the spec.
 */
export const CUSTOMER_LIST_URL = {
  ...listPageFields(CUSTOMER_SORT_FIELDS, 'createdDate'),
  ...FILTER_FIELDS,
};
export type CustomerListState = UrlStateOf<typeof CUSTOMER_LIST_URL>;
export type CustomerSortKey = CustomerListState['sortKey'];

/** The billing ids of a B2C search (CUS-LIST-16/28): each is resolved to an Auth0 id first. */
export interface BillingIds {
  transactionId?: string;
  subscriptionId?: string;
}

/** The billing ids the state asks to resolve: B2C only, trimmed, none when empty. */
export function billingIds(state: CustomerListState, tab: CustomerTab): BillingIds {
  if (tab !== 'b2c') return {};
  const ids: BillingIds = {};
  const transactionId = state.transactionId.trim();
  const subscriptionId = state.subscriptionId.trim();
  if (transactionId) ids.transactionId = transactionId;
  if (subscriptionId) ids.subscriptionId = subscriptionId;
  return ids;
}

/**
 * The Auth0 id the list filters by: the one typed and the ones the billing ids resolved to
 * (CUS-LIST-28). Undefined: no Auth0 id filter. Null: they name different customers, so nothing matches.
 */
export function auth0Filter(typed: string, resolved: readonly string[]): string | null | undefined {
  const ids = new Set([typed.trim(), ...resolved].filter(Boolean));
  if (ids.size === 0) return undefined;
  return ids.size === 1 ? [...ids][0] : null;
}

/**
 * CUS-LIST-27: URL state → GET /customers: the UI's 1-based page zero-based, the sort as 'key,DIR',
 * isB2b or isB2c by the tab, text filters trimmed, the filters of the other tab left out (connection
 * on B2C, organization on B2B). `auth0Id` is the filter `auth0Filter` decided (typed or resolved).
 */
export function toCustomerListParams(
  state: CustomerListState,
  tab: CustomerTab,
  auth0Id: string | undefined,
): CustomerListQuery {
  return portalListQuery<CustomerListQuery>(state, {
    ...(tab === 'b2b' ? { isB2b: 'true' } : { isB2c: 'true' }),
    email: state.email,
    name: state.name,
    auth0Id,
    createdDateFrom: state.createdDateFrom,
    createdDateTo: state.createdDateTo,
    connections: tab === 'b2c' ? state.connections : undefined,
    organizationId: tab === 'b2b' ? state.organizationId : undefined,
  });
}

/** Every filter cleared (size and sort kept), back to page 1. */
export const CLEARED_FILTERS: Partial<CustomerListState> = clearedFilters(FILTER_FIELDS);
