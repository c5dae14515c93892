import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { Customer } from '../../../shared/contracts/customers';
import { deleteConfirmation } from '../../../shared/domain/customer';
import { notifyError, notifySuccess } from '../../api/notify';
import { useDialogGuard } from '../../components/useDialogGuard';
import { loadingWhile, useSingleFlight } from '../../components/useSingleFlight';
import { useDeleteCustomer } from './queries';
import { DELETE_TEXTS } from './texts';

/**
 * CUS-DEL: the warning, and Delete enabled only once the typed text is exactly the customer's email (an
 * account without one: its Auth0 ID; CUS-DEL-04, decided). After the delete: the success notice and
 * the list the detail was opened from.
 */
export default function DeleteCustomerDialog({
  open,
  customer,
  listPath,
  onClose,
}: {
  open: boolean;
  customer: Customer;
  listPath: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const guard = useDialogGuard(open);
  const remove = useDeleteCustomer(customer.customerId);
  const { pending, run } = useSingleFlight();
  const expected = deleteConfirmation(customer);
  const matches = typed === expected;

  const deleteIt = async () => {
    try {
      await remove.mutateAsync(typed);
    } catch (error) {
      notifyError(error);
      return;
    }
    // The leave guard stands down before the navigation below (it reads the rendered state).
    flushSync(() => {
      guard.clean();
      onClose();
    });
    notifySuccess(DELETE_TEXTS.deleted);
    navigate(listPath);
  };
  const cancel = () => {
    if (pending === null) guard.confirmClose(onClose);
  };

  return (
    <Modal
      title={DELETE_TEXTS.title}
      open={open}
      onCancel={cancel}
      maskClosable={pending === null}
      afterClose={() => {
        setTyped('');
        guard.clean();
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" disabled={pending !== null} onClick={cancel}>
          Cancel
        </Button>,
        <Button
          key="delete"
          type="primary"
          danger
          disabled={!matches}
          loading={loadingWhile(pending !== null)}
          onClick={() => (open && matches ? run(deleteIt, 'delete') : undefined)}
        >
          {DELETE_TEXTS.button}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="danger">{DELETE_TEXTS.warning}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {customer.email ? DELETE_TEXTS.promptEmail : DELETE_TEXTS.promptAuth0}{' '}
        <Typography.Text strong copyable={false}>
          {expected}
        </Typography.Text>
      </Typography.Paragraph>
      <Input
        aria-label={customer.email ? 'Customer email' : 'Auth0 ID'}
        autoFocus
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          guard.markDirty();
        }}
        onPressEnter={() => (matches ? run(deleteIt, 'delete') : undefined)}
        status={typed && !matches && typed.length >= expected.length ? 'error' : undefined}
      />
    </Modal>
  );
}
