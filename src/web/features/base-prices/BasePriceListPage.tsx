import { Button, ConfigProvider, Space } from 'antd';
import { useMemo, useState } from 'react';
import { createBasePrice, saveCurrencyAssociations } from '../../../shared/contracts/base-prices';
import { BASE_PRICE_NAME_MAX, BASE_PRICE_STATUS_LABELS, BASE_PRICE_STATUSES } from '../../../shared/domain/base-price';
import { usePermissions } from '../../auth/session';
import { ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { lazyDialog } from '../../components/lazy-parts';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { useUrlState } from '../../components/useUrlState';
import type { AddBasePriceDialog as AddBasePriceDialogType } from './AddBasePriceDialog';
import type { CurrencyConfigDialog as CurrencyConfigDialogType } from './CurrencyConfigDialog';
import { basePriceColumns, PROBLEMS_ID } from './columns';
import { ErrorBox } from './ErrorBox';
import { BASE_PRICE_LIST_URL, type BasePriceListState, toBasePriceListParams } from './list-url';
import { useBasePrices, useCurrencyAssociations, useUpdateBasePrice } from './queries';
import { currencyColumns } from './row-edit';
import { CONFIGURE_CURRENCY_TITLE } from './texts';
import { useRowActionConfirm } from './useRowActionConfirm';
import { useRowEdit } from './useRowEdit';

const STATUS_OPTIONS = BASE_PRICE_STATUSES.map((value) => ({ value, label: BASE_PRICE_STATUS_LABELS[value] }));

/** CUR: the Configure Currency modal, loaded on first open (its selects and country list are not needed before). */
const CurrencyConfigDialog = lazyDialog<Parameters<typeof CurrencyConfigDialogType>[0]>(
  () => import('./CurrencyConfigDialog').then((m) => m.CurrencyConfigDialog),
  (props) => props.open,
);

/** BP-11: the add dialog, loaded on first open (its form is not needed before). */
const AddBasePriceDialog = lazyDialog<Parameters<typeof AddBasePriceDialogType>[0]>(
  () => import('./AddBasePriceDialog').then((m) => m.AddBasePriceDialog),
  (props) => props.open,
);

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: 'Name',
  placeholder: 'Search name, press Enter',
  maxLength: BASE_PRICE_NAME_MAX,
  width: 260,
};

/**
 * /products/base-price: the base price list with inline editing (checklist 9.8; the edit in useRowEdit,
 * the columns in columns.tsx, the confirmed row actions in useRowActionConfirm) and Configure Currency (9.9).
 */
export default function BasePriceListPage() {
  const [state, setState] = useUrlState(BASE_PRICE_LIST_URL);
  const { can } = usePermissions();
  const [adding, setAdding] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  // Each open mounts the modal anew: it starts from the saved configuration.
  const [configKey, setConfigKey] = useState(0);

  const params = useMemo(() => toBasePriceListParams(state), [state]);
  const list = useBasePrices(params);
  const associations = useCurrencyAssociations();
  const rows = list.data?.data;
  const codes = useMemo(
    () =>
      currencyColumns(
        associations.data?.data.map((a) => a.currency),
        rows,
      ),
    [associations.data, rows],
  );
  const settled = list.isSuccess && !list.isPlaceholderData;
  const edit = useRowEdit(codes, { rows, settled }, useUpdateBasePrice());
  const confirm = useRowActionConfirm();
  const columns = basePriceColumns({ codes, edit, can, ask: confirm.ask });

  const showNewest = () => {
    setAdding(false);
    // The new base price is the newest change: on top of the unfiltered list.
    setState({
      page: 1,
      status: undefined,
      name: '',
      sortKey: BASE_PRICE_LIST_URL.sortKey.default,
      sortOrder: BASE_PRICE_LIST_URL.sortOrder.default,
    });
  };

  return (
    <section>
      <PageTitle
        extra={
          <Space wrap>
            {can(saveCurrencyAssociations.permission) ? (
              <Button
                onClick={() => {
                  setConfigKey((k) => k + 1);
                  setConfiguring(true);
                }}
              >
                {CONFIGURE_CURRENCY_TITLE}
              </Button>
            ) : null}
            {can(createBasePrice.permission) ? (
              <Button type="primary" onClick={() => setAdding(true)}>
                + Add
              </Button>
            ) : null}
          </Space>
        }
      >
        Base price
      </PageTitle>
      <ListToolbar
        status={
          <StatusFilter
            options={STATUS_OPTIONS}
            value={state.status}
            onChange={(status) => setState({ status, page: 1 } satisfies Partial<BasePriceListState>)}
            width={160}
          />
        }
        search={{ ...SEARCH, value: state.name, onSearch: (name) => setState({ name, page: 1 }) }}
        onRefresh={() => void list.refetch()}
      />
      {edit.problems.length > 0 ? (
        <ErrorBox id={PROBLEMS_ID} data-edit-problems="">
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {edit.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </ErrorBox>
      ) : null}
      <ConfigProvider componentSize="medium">
        <ListTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={list.isFetching}
          total={list.data?.count}
          settled={settled}
          state={state}
          setState={setState}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </ConfigProvider>
      <AddBasePriceDialog open={adding} onClose={() => setAdding(false)} onAdded={showNewest} />
      <CurrencyConfigDialog key={configKey} open={configuring} onClose={() => setConfiguring(false)} />
      {confirm.dialog}
    </section>
  );
}
