import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createDisclosure, type Disclosure, getDisclosure } from '../../../shared/contracts/disclosures';
import {
  DISCLOSURE_LABELS,
  DISCLOSURE_NAME_MAX,
  DISCLOSURE_STATUS_LABELS,
  DISCLOSURE_STATUSES,
} from '../../../shared/domain/disclosure';
import { usePermissions } from '../../auth/session';
import { modifiedAtColumn } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, storePage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { useUrlState } from '../../components/useUrlState';
import { DisclosureStatusTag } from './DisclosureStatusTag';
import { DISCLOSURE_LIST_URL, type DisclosureListState, toDisclosureListParams } from './list-url';
import { useDisclosures } from './queries';
import { DISCLOSURE_ADD_PATH, disclosurePath } from './texts';

type SortKey = DisclosureListState['sortKey'];

/** DISC-03: the list's columns; 'Modified at' sorts, newest first by default. */
const COLUMNS: ListColumn<Disclosure, SortKey>[] = [
  { key: 'name', title: DISCLOSURE_LABELS.name, kind: 'text', text: (row) => row.name, link: true },
  {
    key: 'status',
    title: DISCLOSURE_LABELS.status,
    kind: 'status',
    render: (row) => <DisclosureStatusTag status={row.status} />,
  },
  {
    key: 'basePrices',
    title: 'Applied base price',
    kind: 'text',
    text: (row) => row.base_prices.map((p) => p.name).join(', '),
  },
  { key: 'billingPlan', title: 'Applied billing plan', kind: 'text', text: (row) => row.billing_plan?.name },
  {
    key: 'countries',
    title: 'Applied Country/Region',
    kind: 'text',
    text: (row) => row.countries.map((c) => c.display_name).join(', '),
  },
  modifiedAtColumn(),
];

const STATUS_OPTIONS = DISCLOSURE_STATUSES.map((status) => ({
  value: status,
  label: DISCLOSURE_STATUS_LABELS[status],
}));

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: DISCLOSURE_LABELS.name,
  placeholder: 'Search disclosure name, press Enter',
  maxLength: DISCLOSURE_NAME_MAX,
  width: 300,
};

/** /products/disclosures: the disclosure list (DISC-01..05, DISC-12, PERM-DISC-01/03). */
export default function DisclosureListPage() {
  const [state, setState] = useUrlState(DISCLOSURE_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();

  const params = useMemo(() => toDisclosureListParams(state), [state]);
  const list = useDisclosures(params);
  // A row opens the detail only for who may see it (PERM-DISC-02).
  const opensDetail = can(getDisclosure.permission);

  return (
    <section>
      <PageTitle
        extra={
          can(createDisclosure.permission) && (
            <Button type="primary" onClick={() => navigate(DISCLOSURE_ADD_PATH)}>
              + Add new disclosure
            </Button>
          )
        }
      >
        Disclosure
      </PageTitle>
      <ListToolbar
        status={
          <StatusFilter
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={state.status}
            onChange={(status) => setState({ status, page: 1 })}
            width={180}
          />
        }
        search={{ ...SEARCH, value: state.name, onSearch: (name) => setState({ name, page: 1 }) }}
        onRefresh={() => void list.refetch()}
      />
      <ListTable<Disclosure, SortKey>
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listQueryProps(list, storePage)}
        state={state}
        setState={setState}
        rowHref={opensDetail ? (row) => disclosurePath(row.id) : undefined}
        resizable
      />
    </section>
  );
}
