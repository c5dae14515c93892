import type { App } from 'antd';
import { PERMISSION_DENIED_TEXT, TIMEOUT_TEXT, TIMEOUT_TITLE } from '../../shared/domain/error-messages';
import { UNSAVED_CHANGES_TEXT } from '../../shared/domain/ui-texts';

type ModalHookAPI = ReturnType<typeof App.useApp>['modal'];

export const PERMISSION_DENIED_TITLE = 'Permission Denied';

export type SessionEnd = 'timeout' | 'denied';

/** Dialogs that cannot be dismissed: only their buttons close them. */
const UNDISMISSABLE = { closable: false, keyboard: false, mask: { closable: false } } as const;

/** SHELL-AUTH-09: OK logs out, so another account can sign in. */
export function showPermissionDeniedDialog(modal: ModalHookAPI, logout: () => Promise<void>): void {
  modal.error({
    ...UNDISMISSABLE,
    title: PERMISSION_DENIED_TITLE,
    content: PERMISSION_DENIED_TEXT,
    okText: 'OK',
    onOk: () => logout(),
  });
}

export interface TimeoutDialogOptions {
  /** A form on the page holds unsaved changes (a dirty leave-page guard). */
  unsaved: boolean;
  /** Log out and sign in again, back to this page. */
  signInAgain: () => Promise<void>;
  /** Stay on the page (to copy the changes out); the dialog comes back with the next API call. */
  stay: () => void;
}

/**
 * SHELL-AUTH-07/10: 'Timeout'; OK signs in again. With unsaved changes it warns first, in the
 * leave-page guard's words and buttons (SHELL-UX-02): Leave signs in again, Stay keeps the page.
 */
export function showTimeoutDialog(modal: ModalHookAPI, options: TimeoutDialogOptions): void {
  if (!options.unsaved) {
    modal.warning({
      ...UNDISMISSABLE,
      title: TIMEOUT_TITLE,
      content: TIMEOUT_TEXT,
      okText: 'OK',
      onOk: () => options.signInAgain(),
    });
    return;
  }
  modal.confirm({
    ...UNDISMISSABLE,
    title: TIMEOUT_TITLE,
    content: (
      <>
        <p>{TIMEOUT_TEXT}</p>
        <p>{UNSAVED_CHANGES_TEXT}</p>
      </>
    ),
    okText: 'Leave',
    cancelText: 'Stay',
    onOk: () => options.signInAgain(),
    onCancel: () => options.stay(),
  });
}
