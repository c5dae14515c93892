import { Typography } from 'antd';
import { useState } from 'react';
import type { BasePrice } from '../../../shared/contracts/base-prices';
import { BASE_PRICE_MESSAGES } from '../../../shared/domain/base-price';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { useDeleteBasePrice, useUpdateBasePrice } from './queries';
import { CONFIRM_TITLES, confirmText } from './texts';

export type ConfirmedAction = 'activate' | 'deactivate' | 'delete';
type Confirm = { action: ConfirmedAction; row: BasePrice };

const DONE: Record<ConfirmedAction, string> = {
  activate: BASE_PRICE_MESSAGES.activated,
  deactivate: BASE_PRICE_MESSAGES.deactivated,
  delete: BASE_PRICE_MESSAGES.deleted,
};

/**
 * BP-12/13/15: Activate, Deactivate and Delete of a row, each after its confirmation naming the base
 * price. `ask` opens the confirmation; `dialog` is the dialog to render.
 */
export function useRowActionConfirm() {
  const update = useUpdateBasePrice();
  const remove = useDeleteBasePrice();
  // The confirmation asked (kept through the dialog's closing animation) and whether it is open.
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (action: ConfirmedAction, row: BasePrice) => {
    setConfirm({ action, row });
    setOpen(true);
  };

  const run = async ({ action, row }: Confirm) => {
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
      setOpen(false);
      notifyError(error);
      return;
    }
    setOpen(false);
    notifySuccess(DONE[action]);
  };

  const dialog = (
    <ActionDialog
      title={confirm ? CONFIRM_TITLES[confirm.action] : ''}
      open={open}
      onCancel={() => setOpen(false)}
      afterClose={() => setConfirm(null)}
      actions={
        confirm
          ? [
              {
                key: confirm.action,
                label: confirm.action === 'delete' ? 'Delete' : 'Confirm',
                primary: true,
                danger: confirm.action === 'delete',
                onClick: () => run(confirm),
              },
            ]
          : []
      }
    >
      {confirm ? <Typography.Paragraph>{confirmText[confirm.action](confirm.row.name)}</Typography.Paragraph> : null}
    </ActionDialog>
  );
  return { ask, dialog };
}
