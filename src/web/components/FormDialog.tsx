import type { FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { ActionDialog } from './ActionDialog';
import type { useDialogGuard } from './useDialogGuard';

type Guard = ReturnType<typeof useDialogGuard>;

/**
 * The modal of every form (SHELL-UX-01): the title, the form, Cancel and one Save (loading while it
 * runs, a second click ignored). Cancel, the close icon, Escape and a click beside the dialog ask
 * first once a field changed (`guard.markDirty`); the form is reset once closed. A dialog whose Save
 * succeeded calls `guard.clean()` before closing (saveDialogForm does).
 */
export function FormDialog({
  title,
  open,
  onClose,
  guard,
  onSave,
  form,
  saveLabel = 'Save',
  canSave = true,
  width,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  guard: Guard;
  onSave: () => unknown;
  /** The antd form, reset when the dialog has closed. */
  form?: FormInstance;
  saveLabel?: string;
  /** False while the form cannot be saved yet (e.g. still loading): no Save button. */
  canSave?: boolean;
  width?: number;
  children: ReactNode;
}) {
  return (
    <ActionDialog
      title={title}
      open={open}
      width={width}
      onCancel={() => guard.confirmClose(onClose)}
      afterClose={() => {
        form?.resetFields();
        guard.clean();
      }}
      actions={canSave ? [{ key: 'save', label: saveLabel, primary: true, onClick: onSave }] : []}
    >
      {children}
    </ActionDialog>
  );
}

/**
 * A key that changes each time `open` turns true: a form dialog keyed by it (its form, its state)
 * starts fresh on every opening, while the closed one keeps its content through the fade-out.
 */
export function useOpeningKey(open: boolean): number {
  const [opening, setOpening] = useState({ open, key: 0 });
  if (opening.open !== open) setOpening({ open, key: open ? opening.key + 1 : opening.key });
  return opening.key;
}
