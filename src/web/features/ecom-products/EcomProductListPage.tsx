import { Button, ConfigProvider, Space } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { bulkPublishPlans, createEcomProduct, type PlanListItem } from '../../../shared/contracts/ecom-products';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { formatDateTime } from '../../components/date-format';
import { removableTags } from '../../components/FilterTags';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, storePage } from '../../components/list-query';
import type { ListTableState } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { useCatalogueLanguages } from '../reference';
import { AdvancedSearch } from './AdvancedSearch';
import {
  ECOM_ADD_PATH,
  ECOM_PUBLISH_PATH,
  type EcomProductLinkState,
  ecomProductPath,
  NO_READY_PLAN,
} from './ecom-texts';
import { advancedSearchPatch, CLEARED_FILTERS, filterTags } from './list-filters';
import { fromTableState, PLAN_LIST_URL, type PlanSortKey, tableState, toPlanListParams } from './list-url';
import { PlanStatusDot, PlanStatusFilter } from './PlanStatus';
import { planColumns } from './plan-columns';
import { useAnyReadyPlan, useBillingPlans, usePlans } from './queries';

/** 'YYYY-MM-DD HH:mm:ss' that wraps between the date and the time, so the column stays narrow. */
function ModifiedAt({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span> <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </span>
  );
}

/**
 * EP-LIST-08 (decided): one row per plan. Nine columns fit 1280 px with the side menu open: fixed
 * widths but the plan name, cells padded 8 px (CONST-10); the PID links to its product.
 */
const COLUMNS: ListColumn<PlanListItem, PlanSortKey>[] = [
  ...planColumns<PlanSortKey>({ pid: 128, language: 92, courseType: 100, productType: 104, basePrice: 100 }, 'pid'),
  { key: 'billingPlan', title: 'Billing plan', kind: 'text', width: 92, text: (row) => row.billingPlanName },
  {
    key: 'status',
    title: 'Status',
    kind: 'status',
    width: 140,
    render: (row) => <PlanStatusDot status={row.status} />,
  },
  {
    key: 'updatedAt',
    title: 'Modified at',
    // Two lines (date, then time) in a narrow column: a date column's cells never wrap.
    kind: 'actions',
    width: 112,
    sort: 'updated_at',
    render: (row) => <ModifiedAt value={row.updated_at} />,
  },
];

const TABLE_THEME = { components: { Table: { cellPaddingInline: 8 } } };

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = { label: 'PID', placeholder: 'Search PID, press Enter', width: 260 };

/** /products/ecom: the eCom product list (checklist 9.10), one row per plan. */
export default function EcomProductListPage() {
  const [state, setState] = useUrlState(PLAN_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();

  const params = useMemo(() => toPlanListParams(state), [state]);
  const list = usePlans(params);
  const mayPublish = can(bulkPublishPlans.permission);
  const anyReady = useAnyReadyPlan(mayPublish);
  const languages = useCatalogueLanguages();
  const billingPlans = useBillingPlans();
  const languageList = languages.data?.content ?? [];
  const billingPlanList = billingPlans.data?.data ?? [];
  const tags = filterTags(state, {
    language: (id) => languageList.find((l) => l.id === id)?.name,
    // The rows name the base price they are filtered by (its list loads with the Advanced Search form).
    basePrice: (id) => list.data?.data.find((row) => row.basePriceId === id)?.basePriceName ?? undefined,
    billingPlan: (id) => billingPlanList.find((b) => b.id === id)?.name,
  });

  const view = tableState(state);
  const setView = useCallback(
    (patch: Partial<ListTableState<PlanSortKey>>, options?: { replace?: boolean }) =>
      setState((current) => fromTableState(current, patch), options),
    [setState],
  );

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            {mayPublish ? (
              <ActionButton
                refusal={anyReady === false ? NO_READY_PLAN : null}
                onClick={() => navigate(ECOM_PUBLISH_PATH)}
              >
                Publish
              </ActionButton>
            ) : null}
            {can(createEcomProduct.permission) ? (
              <Button type="primary" onClick={() => navigate(ECOM_ADD_PATH)}>
                + Add new product
              </Button>
            ) : null}
          </Space>
        }
      >
        <span id="page-title">eCom product</span>
      </PageTitle>
      <ListToolbar
        status={<PlanStatusFilter value={state.status} onChange={(status) => setState({ status, page: 1 })} />}
        search={{ ...SEARCH, value: state.pid, onSearch: (pid) => setState({ pid, page: 1 }) }}
        advanced={
          <AdvancedSearch
            state={state}
            languages={languageList}
            billingPlans={billingPlanList}
            onSearch={(values) => setState(advancedSearchPatch(values))}
          />
        }
        onRefresh={() => void list.refetch()}
        tags={removableTags(tags, setState, CLEARED_FILTERS)}
      />
      <ConfigProvider theme={TABLE_THEME}>
        <ListTable<PlanListItem, PlanSortKey>
          columns={COLUMNS}
          rowKey={(row) => row.id}
          {...listQueryProps(list, storePage)}
          state={view}
          setState={setView}
          rowHref={(row) => ecomProductPath(row.productId)}
          rowState={(row): EcomProductLinkState => ({ pid: row.pid })}
        />
      </ConfigProvider>
    </section>
  );
}
