import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Input, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  BASE_PRICE_ACTION_PERMISSIONS,
  type BasePrice,
  basePriceSchema,
  createBasePrice,
  deleteBasePrice,
  saveCurrencyAssociations,
} from '../../../shared/contracts/base-prices';
import {
  BASE_PRICE_MESSAGES,
  BASE_PRICE_NAME_MAX,
  BASE_PRICE_STATUS_LABELS,
  BASE_PRICE_STATUSES,
  type BasePriceStatus,
  editedPriceProblem,
  PRICE_CELL_MAX,
} from '../../../shared/domain/base-price';
import { storeStaleCurrent, storeViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { DateTime } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { lazyDialog } from '../../components/lazy-parts';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { useUrlState } from '../../components/useUrlState';
import type { AddBasePriceDialog as AddBasePriceDialogType } from './AddBasePriceDialog';
import type { CurrencyConfigDialog as CurrencyConfigDialogType } from './CurrencyConfigDialog';
import { CutLink } from './CutLink';
import { ErrorBox } from './ErrorBox';
import {
  BASE_PRICE_LIST_URL,
  type BasePriceListState,
  type BasePriceSortKey,
  basePriceDetailPath,
  toBasePriceListParams,
} from './list-url';
import { useBasePrices, useCurrencyAssociations, useDeleteBasePrice, useUpdateBasePrice } from './queries';
import {
  currencyColumns,
  editField,
  editToBody,
  hasBaseCurrency,
  nameProblem,
  priceText,
  type RowEditValues,
  rowToEdit,
} from './row-edit';
import { BasePriceStatusTag } from './StatusTags';
import { CONFIGURE_CURRENCY_TITLE, CONFIRM_TITLES, confirmText, ONE_ROW_AT_A_TIME } from './texts';

/** CUR: the Configure Currency modal, loaded on first open (its selects and country list are not needed before). */
const STATUS_OPTIONS = BASE_PRICE_STATUSES.map((value) => ({ value, label: BASE_PRICE_STATUS_LABELS[value] }));

const CurrencyConfigDialog = lazyDialog<Parameters<typeof CurrencyConfigDialogType>[0]>(
  () => import('./CurrencyConfigDialog').then((m) => m.CurrencyConfigDialog),
  (props) => props.open,
);

/** BP-11: the add dialog, loaded on first open (its form is not needed before). */
const AddBasePriceDialog = lazyDialog<Parameters<typeof AddBasePriceDialogType>[0]>(
  () => import('./AddBasePriceDialog').then((m) => m.AddBasePriceDialog),
  (props) => props.open,
);

/** The row in inline edit: which one, and the version and status its save builds on. */
interface Editing {
  id: number;
  rowVersion: number;
  status: BasePriceStatus;
}

type Confirm = { action: 'activate' | 'deactivate' | 'delete'; row: BasePrice };

/**
 * BP-04 (decided): a compact table (8 px cell padding), so the name, the status, six currencies, the
 * plan count, the modified time and the actions fit 1280 px; more currencies scroll sideways (CONST-10).
 * A price column holds an amount such as '15800' or '1234.56', and its input while edited.
 */
const PRICE_COLUMN_WIDTH = 72;
const STATUS_COLUMN_WIDTH = 88;
const PLANS_COLUMN_WIDTH = 64;
const DATE_COLUMN_WIDTH = 160;
const ACTIONS_COLUMN_WIDTH = 112;

/** An inline action: a small link button (the table's rows hold several). */
const LINK_BUTTON = { type: 'link', size: 'small', style: { paddingInline: 0 } } as const;
/** A row action as an icon, named by its label (tooltip and accessible name). */
const ICON_BUTTON = { type: 'text', size: 'small' } as const;

/** An icon action with its label as tooltip; a refused one shows the refusal instead (ActionButton). */
function RowAction({
  label,
  icon,
  refusal = null,
  danger,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  refusal?: string | null;
  danger?: boolean;
  onClick: () => unknown;
}) {
  const button = (
    <ActionButton {...ICON_BUTTON} aria-label={label} icon={icon} danger={danger} refusal={refusal} onClick={onClick} />
  );
  return refusal ? button : <Tooltip title={label}>{button}</Tooltip>;
}

/** The first applied plans' names (the list names up to BASE_PRICE_PLANS_SHOWN), '…' when there are more. */
const planTitles = (row: BasePrice) =>
  `${row.plans.map((p) => p.title).join(', ')}${row.planCount > row.plans.length ? ', …' : ''}`;

/** A cell's input in inline edit: outlined red when refused, its message above the table (a narrow cell cannot hold it). */
const EDIT_INPUT = { size: 'small', style: { paddingInline: 4 } } as const;
const PROBLEMS_ID = 'base-price-edit-problems';

/** The edited row's fields by key: 'name', or a currency code. */
const NAME_KEY = 'name';
/** BP-07/08: the message of an edited field, or null. */
const fieldProblem = (key: string, value: string) =>
  key === NAME_KEY ? nameProblem(value) : editedPriceProblem(value, key);

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: 'Name',
  placeholder: 'Search name, press Enter',
  maxLength: BASE_PRICE_NAME_MAX,
  width: 260,
};

/** /products/base-price: the base price list with inline editing (checklist 9.8) and Configure Currency (9.9). */
export default function BasePriceListPage() {
  const [state, setState] = useUrlState(BASE_PRICE_LIST_URL);
  const { can } = usePermissions();
  const [adding, setAdding] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  // Each open mounts the modal anew: it starts from the saved configuration.
  const [configKey, setConfigKey] = useState(0);
  // The confirmation asked (kept through the dialog's closing animation) and whether it is open.
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (action: Confirm['action'], row: BasePrice) => {
    setConfirm({ action, row });
    setConfirmOpen(true);
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dirty, setDirty] = useState(false);
  // The edited row's values, and its messages by field ('name' or a currency code).
  const [draft, setDraft] = useState<RowEditValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  useLeavePageGuard(dirty);

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

  const update = useUpdateBasePrice();
  const remove = useDeleteBasePrice();

  const startEdit = (row: BasePrice) => {
    setDraft(rowToEdit(row, codes));
    setErrors({});
    setEditing({ id: row.id, rowVersion: row.rowVersion, status: row.status });
    setDirty(false);
  };
  const endEdit = () => {
    setEditing(null);
    setDraft(null);
    setErrors({});
    setDirty(false);
  };
  // As typed, each field is checked again (its message shows or goes).
  const edit = (key: string, value: string) => {
    setDraft((d) => d && (key === NAME_KEY ? { ...d, name: value } : { ...d, prices: { ...d.prices, [key]: value } }));
    setErrors((e) => ({ ...e, [key]: fieldProblem(key, value) }));
    setDirty(true);
  };
  // The messages in column order: the name, then each currency.
  const problems = [NAME_KEY, ...codes].flatMap((key) => errors[key] ?? []);

  const saveEdit = async () => {
    if (!editing || !draft) return;
    const found = Object.fromEntries(
      [NAME_KEY, ...codes].map((key) => [
        key,
        fieldProblem(key, key === NAME_KEY ? draft.name : (draft.prices[key] ?? '')),
      ]),
    );
    setErrors(found);
    if (Object.values(found).some((problem) => problem !== null)) return;
    try {
      await update.mutateAsync({
        id: editing.id,
        body: editToBody(draft, codes, editing.status),
        rowVersion: editing.rowVersion,
      });
    } catch (error) {
      // Someone saved in between: said, the list reads the row again, and the values typed are kept
      // on the current version, so Save again keeps them (the server's message offers both).
      const current = basePriceSchema.pick({ rowVersion: true, status: true }).safeParse(storeStaleCurrent(error));
      if (current.success) setEditing({ ...editing, ...current.data });
      const marked = storeViolations(error).flatMap((v) => {
        const field = editField(v);
        return field ? [[field[0] === 'name' ? NAME_KEY : field[1], v.message] as const] : [];
      });
      if (marked.length) setErrors((e) => ({ ...e, ...Object.fromEntries(marked) }));
      else notifyError(error);
      return;
    }
    notifySuccess(BASE_PRICE_MESSAGES.saved);
    endEdit();
  };

  const runConfirmed = async ({ action, row }: Confirm) => {
    try {
      if (action === 'delete') await remove.mutateAsync(row);
      else {
        // Only the status changes: amounts left out keep theirs (BP-12).
        const status = action === 'activate' ? 'active' : 'inactive';
        await update.mutateAsync({
          id: row.id,
          body: { name: row.name, status, currency_prices: {} },
          rowVersion: row.rowVersion,
        });
      }
    } catch (error) {
      setConfirmOpen(false);
      notifyError(error);
      return;
    }
    setConfirmOpen(false);
    notifySuccess(
      action === 'delete'
        ? BASE_PRICE_MESSAGES.deleted
        : action === 'activate'
          ? BASE_PRICE_MESSAGES.activated
          : BASE_PRICE_MESSAGES.deactivated,
    );
  };

  const isEditing = (row: BasePrice) => editing?.id === row.id;

  // The edited row left the page (deleted meanwhile, or another page shown): the edit ends.
  useEffect(() => {
    if (editing && list.isSuccess && !list.isPlaceholderData && !rows?.some((r) => r.id === editing.id)) {
      setEditing(null);
      setDraft(null);
      setErrors({});
      setDirty(false);
    }
  }, [editing, rows, list.isSuccess, list.isPlaceholderData]);

  /** An input of the edited row: its value, and red with its message named when refused. */
  const editInput = (key: string, label: string, max: number) => {
    const value = key === NAME_KEY ? draft?.name : draft?.prices[key];
    const problem = errors[key] ?? null;
    return (
      <Input
        aria-label={label}
        {...EDIT_INPUT}
        maxLength={max}
        value={value ?? ''}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? PROBLEMS_ID : undefined}
        onChange={(event) => edit(key, event.target.value)}
      />
    );
  };

  const rowActions = (row: BasePrice) => {
    if (isEditing(row)) {
      return (
        <Space size={12}>
          <ActionButton {...LINK_BUTTON} onClick={saveEdit}>
            Save
          </ActionButton>
          <Button {...LINK_BUTTON} onClick={endEdit}>
            Cancel
          </Button>
        </Space>
      );
    }
    const offers = row.validActions;
    return (
      <Space size={4}>
        {can(BASE_PRICE_ACTION_PERMISSIONS.edit) && offers.includes('edit') ? (
          <RowAction
            label="Edit"
            icon={<EditOutlined />}
            refusal={editing ? ONE_ROW_AT_A_TIME : null}
            onClick={() => startEdit(row)}
          />
        ) : null}
        {can(BASE_PRICE_ACTION_PERMISSIONS.activate) && offers.includes('activate') ? (
          <RowAction
            label="Activate"
            icon={<CheckCircleOutlined />}
            refusal={hasBaseCurrency(row) ? null : BASE_PRICE_MESSAGES.usdToActivate}
            onClick={() => ask('activate', row)}
          />
        ) : null}
        {can(BASE_PRICE_ACTION_PERMISSIONS.deactivate) && offers.includes('deactivate') ? (
          <RowAction label="Deactivate" icon={<StopOutlined />} onClick={() => ask('deactivate', row)} />
        ) : null}
        {can(deleteBasePrice.permission) && offers.includes('delete') ? (
          <RowAction label="Delete" icon={<DeleteOutlined />} danger onClick={() => ask('delete', row)} />
        ) : null}
      </Space>
    );
  };

  // BP-04 (GAP, decided): name, status, one amount per configured currency, applied plans, modified at.
  const columns: ListColumn<BasePrice, BasePriceSortKey>[] = [
    {
      key: 'name',
      title: 'Name',
      kind: 'text',
      sort: 'name',
      render: (row) =>
        isEditing(row) ? (
          editInput(NAME_KEY, 'Name', BASE_PRICE_NAME_MAX)
        ) : (
          <CutLink text={row.name} to={basePriceDetailPath(row.id, row.name)} />
        ),
    },
    {
      key: 'status',
      title: 'Status',
      kind: 'status',
      width: STATUS_COLUMN_WIDTH,
      render: (row) => <BasePriceStatusTag status={row.status} />,
    },
    ...codes.map(
      (code): ListColumn<BasePrice, BasePriceSortKey> => ({
        key: `price-${code}`,
        title: code,
        kind: 'number',
        width: PRICE_COLUMN_WIDTH,
        render: (row) =>
          isEditing(row) ? (
            editInput(code, code, PRICE_CELL_MAX)
          ) : (
            <span data-currency={code}>{priceText(row, code)}</span>
          ),
      }),
    ),
    {
      key: 'plans',
      title: 'Plans',
      kind: 'number',
      width: PLANS_COLUMN_WIDTH,
      // The count; the first plans' names on hover (the name's page lists them all).
      render: (row) =>
        row.planCount === 0 ? (
          <span data-plans="0">0</span>
        ) : (
          <Tooltip title={planTitles(row)}>
            <span data-plans={row.planCount}>{row.planCount}</span>
          </Tooltip>
        ),
    },
    {
      key: 'updated_at',
      title: 'Modified at',
      kind: 'date',
      width: DATE_COLUMN_WIDTH,
      sort: 'updated_at',
      render: (row) => <DateTime value={row.updated_at} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', width: ACTIONS_COLUMN_WIDTH, render: rowActions },
  ];

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
      {editing && problems.length > 0 ? (
        <ErrorBox id={PROBLEMS_ID} data-edit-problems="">
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </ErrorBox>
      ) : null}
      <ConfigProvider componentSize="medium">
        <ListTable<BasePrice, BasePriceSortKey>
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={list.isFetching}
          total={list.data?.count}
          settled={list.isSuccess && !list.isPlaceholderData}
          state={state}
          setState={setState}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </ConfigProvider>
      <AddBasePriceDialog open={adding} onClose={() => setAdding(false)} onAdded={showNewest} />
      <CurrencyConfigDialog key={configKey} open={configuring} onClose={() => setConfiguring(false)} />
      <ActionDialog
        title={confirm ? CONFIRM_TITLES[confirm.action] : ''}
        open={confirmOpen}
        onCancel={() => setConfirmOpen(false)}
        afterClose={() => setConfirm(null)}
        actions={
          confirm
            ? [
                {
                  key: confirm.action,
                  label: confirm.action === 'delete' ? 'Delete' : 'Confirm',
                  primary: true,
                  danger: confirm.action === 'delete',
                  onClick: () => runConfirmed(confirm),
                },
              ]
            : []
        }
      >
        {confirm ? <Typography.Paragraph>{confirmText[confirm.action](confirm.row.name)}</Typography.Paragraph> : null}
      </ActionDialog>
    </section>
  );
}
