import { Button, ConfigProvider, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type CustomerListItem, sendCheckoutLink } from '../../../shared/contracts/customers';
import { CONNECTION_LABELS, CUSTOMER_MESSAGES, EMAIL_MAX } from '../../../shared/domain/customer';
import { ApiError } from '../../api/errors';
import { canOpen, menuLeaf } from '../../app/menu';
import { usePermissions } from '../../auth/session';
import { DateTime } from '../../components/DateTime';
import { removableTags } from '../../components/FilterTags';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { lazyDialog } from '../../components/lazy-parts';
import { listReturnUrl } from '../../components/list-return';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { AdvancedSearch } from './AdvancedSearch';
import { advancedSearchPatch, advancedSearchValues, filterTags } from './list-filters';
import {
  auth0Filter,
  billingIds,
  CLEARED_FILTERS,
  CUSTOMER_LIST_URL,
  type CustomerSortKey,
  toCustomerListParams,
} from './list-url';
import { useBillingIdLookup, useCustomers } from './queries';
import type { SendCheckoutLinkDialogProps } from './SendCheckoutLinkDialog';
import { TabBar } from './TabBar';
import {
  CUSTOMER_LABELS,
  CUSTOMER_LIST_PATHS,
  CUSTOMER_LIST_TITLE,
  CUSTOMER_TABS,
  type CustomerTab,
  customerPath,
  EMAIL_SEARCH_LABEL,
  EMAIL_SEARCH_PLACEHOLDER,
  TAB_LABELS,
  TAB_MENU_KEYS,
  tabOfPath,
  VIEW_LINK,
} from './texts';

type Row = CustomerListItem;

/** CUS-LIST-26 / CUS-CHK: the B2C list's 'Send checkout link' dialog, its own chunk. */
const SendCheckoutLinkDialog = lazyDialog<SendCheckoutLinkDialogProps>(
  () => import('./SendCheckoutLinkDialog').then((m) => m.SendCheckoutLinkDialog),
  (props) => props.open,
);

/** CUS-LIST-21/22: the columns of each tab; created at sorts (CUS-LIST-19); empty cells show '--'. */
function columnsOf(tab: CustomerTab): ListColumn<Row, CustomerSortKey>[] {
  const email: ListColumn<Row, CustomerSortKey> = {
    key: 'email',
    title: CUSTOMER_LABELS.email,
    kind: 'email',
    text: (row) => row.email,
    link: true,
  };
  const name: ListColumn<Row, CustomerSortKey> = {
    key: 'name',
    title: CUSTOMER_LABELS.name,
    kind: 'text',
    text: (row) => row.name,
  };
  const third: ListColumn<Row, CustomerSortKey> =
    tab === 'b2b'
      ? { key: 'organization', title: CUSTOMER_LABELS.organization, kind: 'text', text: (row) => row.organization }
      : {
          key: 'connection',
          title: CUSTOMER_LABELS.connection,
          kind: 'enum',
          text: (row) => CONNECTION_LABELS[row.connection],
        };
  return [
    email,
    name,
    third,
    {
      key: 'createdDate',
      title: CUSTOMER_LABELS.createdAt,
      kind: 'date',
      sort: 'createdDate',
      render: (row) => <DateTime value={row.createdDate} />,
    },
    {
      // CUS-LIST-24 (GAP, decided): a 'View' link to the detail.
      key: 'action',
      title: CUSTOMER_LABELS.action,
      kind: 'actions',
      width: 96,
      render: (row) => <Link to={customerPath(tab, row.customerId)}>{VIEW_LINK}</Link>,
    },
  ];
}

const COLUMNS: Readonly<Record<CustomerTab, ListColumn<Row, CustomerSortKey>[]>> = {
  b2b: columnsOf('b2b'),
  b2c: columnsOf('b2c'),
};

/** CUS-LIST-29 (GAP, decided): an id that resolves to no customer shows an empty table saying so. */
const NOT_FOUND_EMPTY = () => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CUSTOMER_MESSAGES.billingIdNotFound} />
);

const is404 = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: EMAIL_SEARCH_LABEL,
  placeholder: EMAIL_SEARCH_PLACEHOLDER,
  maxLength: EMAIL_MAX,
  width: 320,
};

/**
 * /customers/b2c and /customers/b2b: 'Customer list' with its B2B and B2C tabs (checklist 2). The state
 * is in the URL; a transaction or subscription id is first resolved to its customer's Auth0 id
 * through the store (CUS-LIST-28), and the list is then filtered by it.
 */
export default function CustomerListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOfPath(pathname);
  const { can, permissions } = usePermissions();
  const [state, setState] = useUrlState(CUSTOMER_LIST_URL);
  const [sendingLink, setSendingLink] = useState(false);

  // CUS-LIST-28/29: the billing ids first.
  const ids = billingIds(state, tab);
  const byTransaction = useBillingIdLookup('transaction_id', ids.transactionId);
  const bySubscription = useBillingIdLookup('subscription_id', ids.subscriptionId);
  const lookups = [ids.transactionId ? byTransaction : null, ids.subscriptionId ? bySubscription : null].filter(
    (lookup) => lookup !== null,
  );
  const idNotFound = lookups.some((lookup) => is404(lookup.error));
  const lookupError = lookups.find((lookup) => lookup.error && !is404(lookup.error))?.error ?? null;
  const resolving = lookups.some((lookup) => lookup.isPending);
  const auth0Id = auth0Filter(
    state.auth0Id,
    lookups.flatMap((lookup) => (lookup.data ? [lookup.data.auth0_id] : [])),
  );
  const nothingMatches = idNotFound || auth0Id === null;

  const params = useMemo(() => toCustomerListParams(state, tab, auth0Id ?? undefined), [state, tab, auth0Id]);
  const list = useCustomers(params, !resolving && !nothingMatches && !lookupError);
  const rows = nothingMatches || lookupError ? [] : list.data?.content;
  const total = nothingMatches || lookupError ? 0 : list.data?.totalElements;

  const organizationName = (id: number) =>
    list.data?.content.find((row) => row.organizationId === id)?.organization ?? undefined;
  const tags = filterTags(state, tab, organizationName);
  const visibleTabs = CUSTOMER_TABS.filter((t) => canOpen(menuLeaf(TAB_MENU_KEYS[t]), permissions));
  // CUS-LIST-30: a failed lookup or search shows the error state with Retry, and the generic notification.
  const error = lookupError ?? list.error;
  const refresh = () => {
    for (const lookup of lookups) void lookup.refetch();
    if (!nothingMatches && !lookupError) void list.refetch();
  };

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          tab === 'b2c' && can(sendCheckoutLink.permission) ? (
            <Button type="primary" onClick={() => setSendingLink(true)}>
              Send checkout link
            </Button>
          ) : null
        }
      >
        <span id="page-title">{CUSTOMER_LIST_TITLE}</span>
      </PageTitle>
      <TabBar<CustomerTab>
        label={CUSTOMER_LIST_TITLE}
        tabs={visibleTabs.map((key) => ({ key, label: TAB_LABELS[key] }))}
        active={tab}
        onChange={(key) => navigate(listReturnUrl(CUSTOMER_LIST_PATHS[key]))}
      />
      <ListToolbar
        search={{ ...SEARCH, value: state.email, onSearch: (email) => setState({ email, page: 1 }) }}
        advanced={
          <AdvancedSearch
            tab={tab}
            initial={advancedSearchValues(state)}
            organizationName={state.organizationId === undefined ? undefined : organizationName(state.organizationId)}
            onSearch={(values) => setState(advancedSearchPatch(values, tab))}
          />
        }
        onRefresh={refresh}
        tags={removableTags(tags, setState, CLEARED_FILTERS)}
      />
      <ConfigProvider renderEmpty={idNotFound ? NOT_FOUND_EMPTY : undefined}>
        <ListTable<Row, CustomerSortKey>
          columns={COLUMNS[tab]}
          rows={rows}
          rowKey={(row) => row.customerId}
          loading={resolving || list.isFetching}
          total={total}
          settled={nothingMatches || (list.isSuccess && !list.isPlaceholderData)}
          state={state}
          setState={setState}
          rowHref={(row) => customerPath(tab, row.customerId)}
          totalStyle="range"
          error={error}
          onRetry={refresh}
        />
      </ConfigProvider>
      {tab === 'b2c' ? <SendCheckoutLinkDialog open={sendingLink} onClose={() => setSendingLink(false)} /> : null}
    </section>
  );
}
