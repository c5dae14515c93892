import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createOrganization, type OrganizationListItem } from '../../../shared/contracts/organizations';
import {
  ORGANIZATION_LABELS as LABELS,
  loginDomainsText,
  ORGANIZATION_NAME_MAX,
} from '../../../shared/domain/organization';
import { usePermissions } from '../../auth/session';
import { DateTime } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, portalPage } from '../../components/list-query';
import type { ListTableState } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import {
  ORGANIZATION_LIST_URL,
  type OrganizationSortKey,
  tableStateOf,
  toOrganizationListParams,
  urlPatchOf,
} from './list-url';
import { useOrganizations } from './queries';
import { ORGANIZATION_ADD_PATH, organizationPath } from './texts';

/**
 * ORG-03 (decided): the list's columns: the name (the link to the detail, sortable), the description,
 * the allowed login domains, how many group administrators, and the last modified date (sortable, the
 * default order, newest first).
 */
const COLUMNS: ListColumn<OrganizationListItem, OrganizationSortKey>[] = [
  { key: 'name', title: LABELS.name, kind: 'text', text: (row) => row.name, link: true, sort: 'name' },
  { key: 'description', title: LABELS.description, kind: 'text', text: (row) => row.description },
  {
    key: 'domains',
    title: LABELS.allowedLoginDomains,
    kind: 'text',
    text: (row) => loginDomainsText(row.allowedLoginDomains),
  },
  { key: 'admins', title: LABELS.groupAdminCount, kind: 'number', width: 130, text: (row) => row.groupAdminCount },
  {
    key: 'lastModifiedDate',
    title: LABELS.lastModifiedDate,
    kind: 'date',
    sort: 'lastModifiedDate',
    render: (row) => <DateTime value={row.lastModifiedDate} />,
  },
];

/** ORG-03 (decided): the toolbar's search box: part of the name, applied on Enter. */
const SEARCH: SearchBoxSetup = {
  label: LABELS.name,
  placeholder: 'Search organization name, press Enter',
  maxLength: ORGANIZATION_NAME_MAX,
  width: 320,
};

/** /organization: the organization list (ORG-01…03, PERM-ORG-01/02). */
export default function OrganizationListPage() {
  const [state, setState] = useUrlState(ORGANIZATION_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const params = useMemo(() => toOrganizationListParams(state), [state]);
  const list = useOrganizations(params);
  const setTableState = (patch: Partial<ListTableState<OrganizationSortKey>>, options?: { replace?: boolean }) =>
    setState(urlPatchOf(patch), options);

  return (
    <section>
      <PageTitle
        extra={
          can(createOrganization.permission) && (
            <Button type="primary" onClick={() => navigate(ORGANIZATION_ADD_PATH)}>
              + Add new organization
            </Button>
          )
        }
      >
        Organization
      </PageTitle>
      <ListToolbar
        search={{ ...SEARCH, value: state.name, onSearch: (name) => setState({ name, page: 1 }) }}
        onRefresh={() => void list.refetch()}
      />
      <ListTable<OrganizationListItem, OrganizationSortKey>
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listQueryProps(list, portalPage)}
        state={tableStateOf(state)}
        setState={setTableState}
        rowHref={(row) => organizationPath(row.id)}
        resizable
      />
    </section>
  );
}
