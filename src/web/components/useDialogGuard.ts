import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { Violation } from '../../shared/domain/customer';
import { UNSAVED_CHANGES_TEXT } from '../../shared/domain/ui-texts';
import { useLeavePageGuard } from './useLeavePageGuard';

/**
 * SHELL-UX-01 (CUS-NAME-08) for a form dialog: once a field is changed, leaving the page asks first
 * (the shared leave guard), and so does closing the dialog (Cancel, the close icon, Escape).
 */
export function useDialogGuard(open: boolean) {
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  useLeavePageGuard(open && dirty);
  const markDirty = useCallback(() => setDirty(true), []);
  const clean = useCallback(() => setDirty(false), []);
  const confirmClose = (close: () => void) => {
    if (!dirty) {
      close();
      return;
    }
    modal.confirm({
      title: 'Unsaved changes',
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => {
        setDirty(false);
        close();
      },
    });
  };
  return { dirty, markDirty, clean, confirmClose };
}

/** A form rule from a shared rule's violations: the first message naming `field`, as antd's validator wants it. */
export function ruleOf(field: string, violations: () => readonly Violation[]) {
  return {
    validator: () => {
      const problem = violations().find((v) => v.field === field);
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  };
}
