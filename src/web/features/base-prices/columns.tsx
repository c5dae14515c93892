import { Input, Tooltip } from 'antd';
import type { BasePrice } from '../../../shared/contracts/base-prices';
import { BASE_PRICE_NAME_MAX, PRICE_CELL_MAX } from '../../../shared/domain/base-price';
import type { PermissionRequirement } from '../../../shared/permissions';
import { CutText } from '../../components/CutText';
import { DateTime } from '../../components/DateTime';
import type { ListColumn } from '../../components/ListTable';
import { BasePriceStatusTag } from './BasePriceStatusTag';
import { type BasePriceSortKey, basePriceDetailPath } from './list-url';
import { ROW_ACTION_PERMISSIONS, RowActions } from './RowActions';
import { priceText } from './row-edit';
import type { ConfirmedAction } from './useRowActionConfirm';
import { NAME_KEY, type RowEdit } from './useRowEdit';

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

/** A cell's input in inline edit: outlined red when refused, its message above the table (a narrow cell cannot hold it). */
const EDIT_INPUT = { size: 'small', style: { paddingInline: 4 } } as const;
/** The element listing the edited row's messages, which a refused input names. */
export const PROBLEMS_ID = 'base-price-edit-problems';

/** The first applied plans' names (the list names up to BASE_PRICE_PLANS_SHOWN), '…' when there are more. */
const planTitles = (row: BasePrice) =>
  `${row.plans.map((p) => p.title).join(', ')}${row.planCount > row.plans.length ? ', …' : ''}`;

/** An input of the edited row: its value, and red with its message named when refused. */
function EditInput({ edit, field, label, max }: { edit: RowEdit; field: string; label: string; max: number }) {
  const problem = edit.problem(field);
  return (
    <Input
      aria-label={label}
      {...EDIT_INPUT}
      maxLength={max}
      value={edit.value(field)}
      status={problem ? 'error' : undefined}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? PROBLEMS_ID : undefined}
      onChange={(event) => edit.change(field, event.target.value)}
    />
  );
}

/** BP-04 (GAP, decided): name, status, one amount per configured currency, applied plans, modified at, actions. */
export function basePriceColumns({
  codes,
  edit,
  can,
  ask,
}: {
  codes: readonly string[];
  edit: RowEdit;
  can: (need: PermissionRequirement) => boolean;
  ask: (action: ConfirmedAction, row: BasePrice) => void;
}): ListColumn<BasePrice, BasePriceSortKey>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      kind: 'text',
      sort: 'name',
      // BP-16: the name links to the applied plans; the row itself opens nothing (it is edited inline).
      render: (row) =>
        edit.isEditing(row) ? (
          <EditInput edit={edit} field={NAME_KEY} label="Name" max={BASE_PRICE_NAME_MAX} />
        ) : (
          <CutText text={row.name} to={basePriceDetailPath(row.id, row.name)} />
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
          edit.isEditing(row) ? (
            <EditInput edit={edit} field={code} label={code} max={PRICE_CELL_MAX} />
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
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      width: ACTIONS_COLUMN_WIDTH,
      offered: ROW_ACTION_PERMISSIONS.some((p) => can(p)),
      render: (row) => <RowActions row={row} edit={edit} can={can} ask={ask} />,
    },
  ];
}
