import { App } from 'antd';
import { UNSAVED_CHANGES_TEXT } from '../../shared/domain/ui-texts';

/**
 * Cancel of an edit mode (SHELL-UX-01): leaves at once when nothing changed, else asks first
 * ('Unsaved changes': Leave or Stay).
 */
export function useDiscardConfirm(): (dirty: boolean, leave: () => void) => void {
  const { modal } = App.useApp();
  return (dirty, leave) => {
    if (!dirty) return leave();
    modal.confirm({
      title: 'Unsaved changes',
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: leave,
    });
  };
}
