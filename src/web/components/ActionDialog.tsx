import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { ModalDates } from './date-formats';
import { loadingWhile, useSingleFlight } from './useSingleFlight';

/** One way out of an `ActionDialog` that writes (Confirm, Delete, 'Publish immediately' …). */
export interface DialogAction {
  key: string;
  label: string;
  primary?: boolean;
  danger?: boolean;
  /**
   * The write. While its promise runs the button loads, the dialog's other buttons are disabled and
   * every further click is ignored; the action closes the dialog (or keeps it open on a refusal).
   */
  onClick: () => unknown;
}

/**
 * The dialog of every write (Verify, Publish, Stop schedule, Delete, the save choice): its actions share
 * one `useSingleFlight`, so a double-click on Confirm sends one request, and Cancel waits for the answer.
 */
export function ActionDialog({
  title,
  open,
  actions,
  onCancel,
  afterClose,
  width,
  children,
}: {
  title: ReactNode;
  open: boolean;
  actions: DialogAction[];
  onCancel: () => void;
  afterClose?: () => void;
  width?: number;
  children?: ReactNode;
}) {
  const { pending, run } = useSingleFlight();
  const cancel = () => {
    if (pending === null) onCancel();
  };
  return (
    <Modal
      title={title}
      open={open}
      width={width}
      onCancel={cancel}
      maskClosable={pending === null}
      afterClose={afterClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" disabled={pending !== null} onClick={cancel}>
          Cancel
        </Button>,
        ...actions.map((action) => (
          <Button
            key={action.key}
            type={action.primary ? 'primary' : 'default'}
            danger={action.danger}
            loading={loadingWhile(pending === action.key)}
            disabled={pending !== null && pending !== action.key}
            // A closing dialog (its fade-out) takes no new action.
            onClick={() => (open ? run(action.onClick, action.key) : undefined)}
          >
            {action.label}
          </Button>
        )),
      ]}
    >
      <ModalDates>{children}</ModalDates>
    </Modal>
  );
}
