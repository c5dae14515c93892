import type { App } from 'antd';
import { PERMISSION_DENIED_TEXT, TIMEOUT_TEXT, TIMEOUT_TITLE } from '../../shared/domain/error-messages';

type ModalHookAPI = ReturnType<typeof App.useApp>['modal'];

export const PERMISSION_DENIED_TITLE = 'Permission Denied';

export type SessionEnd = 'timeout' | 'denied';

/** SHELL-AUTH-07/09: a dialog that cannot be dismissed; its OK logs out. */
export function showSessionEndDialog(modal: ModalHookAPI, kind: SessionEnd, logout: () => Promise<void>): void {
  const common = {
    closable: false,
    keyboard: false,
    mask: { closable: false },
    okText: 'OK',
    onOk: () => logout(),
  };
  if (kind === 'timeout') modal.warning({ ...common, title: TIMEOUT_TITLE, content: TIMEOUT_TEXT });
  else modal.error({ ...common, title: PERMISSION_DENIED_TITLE, content: PERMISSION_DENIED_TEXT });
}
