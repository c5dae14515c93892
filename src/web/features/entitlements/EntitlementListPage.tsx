import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { removableTags } from '../../components/FilterTags';
import { ListToolbar } from '../../components/ListToolbar';
import { languageChoices } from '../../components/language-choices';
import { listQueryProps, portalPage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { AdvancedSearch } from './AdvancedSearch';
import { EntitlementTable } from './EntitlementTable';
import {
  advancedSearchPatch,
  advancedSearchValues,
  CLEARED_FILTERS,
  ENTITLEMENT_LIST_URL,
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
  const navigate = useNavigate();

  const params = useMemo(() => toEntitlementListParams(state), [state]);
  const list = useEntitlements(params);
  const languages = languageChoices(useEntitlementLanguages());
  const tags = filterTags(state, languages.nameOf);

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
            {...languages.search}
            onSearch={(values) => setState(advancedSearchPatch(values))}
          />
        }
        onRefresh={() => void list.refetch()}
        tags={removableTags(tags, setState, CLEARED_FILTERS)}
      />
      <EntitlementTable {...listQueryProps(list, portalPage)} state={state} setState={setState} />
    </section>
  );
}
