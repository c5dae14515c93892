import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { BASE_PRICE_ACTION_PERMISSIONS, type BasePrice, deleteBasePrice } from '../../../shared/contracts/base-prices';
import { BASE_PRICE_MESSAGES } from '../../../shared/domain/base-price';
import type { PermissionRequirement } from '../../../shared/permissions';
import { ActionButton } from '../../components/ActionButton';
import { hasBaseCurrency } from './row-edit';
import { ONE_ROW_AT_A_TIME } from './texts';
import type { ConfirmedAction } from './useRowActionConfirm';
import type { RowEdit } from './useRowEdit';

/** An inline action: a small link button (the table's rows hold several). */
const LINK_BUTTON = { type: 'link', size: 'small', style: { paddingInline: 0 } } as const;
/** A row action as an icon, named by its label (tooltip and accessible name). */
const ICON_BUTTON = { type: 'text', size: 'small' } as const;

/** The permissions of the row actions: without any, the list has no Actions column. */
export const ROW_ACTION_PERMISSIONS = [...Object.values(BASE_PRICE_ACTION_PERMISSIONS), deleteBasePrice.permission];

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

/**
 * BP-06: a row's actions, each offered by validActions and its own permission: Edit (inline), Activate
 * (refused while USD is not set, BP-10), Deactivate, Delete; the edited row has Save and Cancel instead.
 */
export function RowActions({
  row,
  edit,
  can,
  ask,
}: {
  row: BasePrice;
  edit: RowEdit;
  can: (need: PermissionRequirement) => boolean;
  ask: (action: ConfirmedAction, row: BasePrice) => void;
}) {
  if (edit.isEditing(row)) {
    return (
      <Space size={12}>
        <ActionButton {...LINK_BUTTON} onClick={edit.save}>
          Save
        </ActionButton>
        <Button {...LINK_BUTTON} onClick={edit.end}>
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
          refusal={edit.active ? ONE_ROW_AT_A_TIME : null}
          onClick={() => edit.start(row)}
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
}
