import { Button, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Entitlement } from '../../../shared/contracts/entitlements';
import { usePermissions } from '../../auth/session';
import { ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, portalPage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { AdvancedSearch } from './AdvancedSearch';
import { ENTITLEMENT_TABLE_THEME, entitlementColumns } from './columns';
import { customerRouteNeeds } from './customer-link';
import {
  advancedSearchPatch,
  advancedSearchValues,
  CLEARED_FILTERS,
  ENTITLEMENT_LIST_URL,
  type EntitlementSortKey,
  filterTags,
  previewPathFromList,
  toEntitlementListParams,
} from './list-url';
import { useEntitlementLanguages, useEntitlements } from './queries';
import { SourceStatusFilters } from './SourceStatusFilters';

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: 'Customer email',
  placeholder: 'Search customer email, press Enter',
  button: true,
};

/** /entitlements: the entitlement list (checklist 5.1). */
export default function EntitlementListPage() {
  const [state, setState] = useUrlState(ENTITLEMENT_LIST_URL);
  const { canAll } = usePermissions();
  const navigate = useNavigate();

  const params = useMemo(() => toEntitlementListParams(state), [state]);
  const list = useEntitlements(params);
  const languages = useEntitlementLanguages();
  const languageList = languages.data?.content ?? [];
  const tags = filterTags(state, (id) => languageList.find((l) => l.id === id)?.name);
  const columns = useMemo(() => entitlementColumns((isB2b) => canAll(customerRouteNeeds(isB2b))), [canAll]);

  return (
    <section>
      <PageTitle
        extra={
          <Button onClick={() => navigate(previewPathFromList(state))} aria-label="Open the preview list">
            Preview
          </Button>
        }
      >
        Entitlement
      </PageTitle>
      <ListToolbar
        search={{ ...SEARCH, value: state.email, onSearch: (email) => setState({ email, page: 1 }) }}
        filters={
          <SourceStatusFilters
            sources={state.sources}
            statuses={state.statuses}
            onChange={(patch) => setState({ ...patch, page: 1 })}
            widths={[220, 200]}
          />
        }
        advanced={
          <AdvancedSearch
            initial={advancedSearchValues(state)}
            languages={languageList}
            languagesLoading={languages.isLoading}
            onSearch={(values) => setState(advancedSearchPatch(values))}
          />
        }
        onRefresh={() => void list.refetch()}
        tags={{ tags, onRemove: (tag) => setState(tag.remove), onClear: () => setState(CLEARED_FILTERS) }}
      />
      <ConfigProvider theme={ENTITLEMENT_TABLE_THEME}>
        <ListTable<Entitlement, EntitlementSortKey>
          columns={columns}
          rowKey={(row) => row.entitlementId}
          {...listQueryProps(list, portalPage)}
          state={state}
          setState={setState}
        />
      </ConfigProvider>
    </section>
  );
}
