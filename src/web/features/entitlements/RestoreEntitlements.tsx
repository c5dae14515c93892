import { Button, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { Customer } from '../../../shared/contracts/customers';
import { RESTORE_CONFIRM, RESTORE_TOOLTIP, restoreOutcome } from '../../../shared/domain/entitlement';
import { notifyError, notifyInfo, notifySuccess } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { useRestoreEntitlements } from './queries';

/**
 * CUS-ENT-12/13: the customer's Restore button (its tooltip 'Only for Naviga and eCom entitlement').
 * It asks first, like every write that changes what a customer may use; then the note counts what the
 * server brought back, or says that there was nothing to restore.
 */
export function RestoreEntitlements({ customer }: { customer: Pick<Customer, 'customerId' | 'email'> }) {
  const restore = useRestoreEntitlements();
  const [asking, setAsking] = useState(false);

  const run = async () => {
    try {
      const { kind, text } = restoreOutcome((await restore.mutateAsync(customer.customerId)).restored);
      (kind === 'success' ? notifySuccess : notifyInfo)(text);
    } catch (error) {
      notifyError(error);
    }
    setAsking(false);
  };

  return (
    <>
      <Tooltip title={RESTORE_TOOLTIP}>
        <Button onClick={() => setAsking(true)}>Restore</Button>
      </Tooltip>
      <ActionDialog
        title={RESTORE_CONFIRM.title}
        open={asking}
        onCancel={() => setAsking(false)}
        actions={[{ key: 'restore', label: RESTORE_CONFIRM.action, primary: true, onClick: run }]}
      >
        <Typography.Paragraph>{RESTORE_CONFIRM.text(customer.email)}</Typography.Paragraph>
      </ActionDialog>
    </>
  );
}
