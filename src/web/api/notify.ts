import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * CONST-11: notifications appear top-right, 88 px from the top, for 3 s; lower while that would cover a
 * primary action (keepNoticesClear, notice-guard.ts).
 */
export const NOTICE_TOP = 88;
export const NOTIFICATION_CONFIG = { placement: 'topRight', top: NOTICE_TOP, duration: 3 } as const;
export const MESSAGE_CONFIG = { top: NOTICE_TOP, duration: 3 } as const;

let api: Pick<AppApi, 'message' | 'notification'> | null = null;

/** Called once by <NotifyBridge> with the instances of antd's <App> (keeps theme and context). */
export function bindNotify(instances: Pick<AppApi, 'message' | 'notification'>): void {
  api = instances;
}

/**
 * A success notification (top-right, offset 88, 3 s unless `durationSeconds` says otherwise, e.g. the
 * 2 s schedule-saved toast of CAT-WF-13).
 */
export function notifySuccess(text: string, description?: string, durationSeconds?: number): void {
  api?.notification.success({
    title: text,
    ...(description ? { description } : {}),
    ...(durationSeconds ? { duration: durationSeconds } : {}),
  });
}

/** A short inline confirmation (e.g. 'Copied'). */
export function toast(text: string): void {
  api?.message.success(text);
}

/** A short inline note that is neither a success nor an error (e.g. 'Nothing to save'). */
export function notifyInfo(text: string): void {
  api?.message.info(text);
}

/**
 * Shows the error's message (ApiError messages follow the spec's catalogue, checklist 15); `description`
 * beneath it when given (a refused save's fields to fix).
 */
export function notifyError(error: unknown, description?: string): void {
  const text = error instanceof Error && error.message ? error.message : String(error);
  api?.notification.error({ title: text, ...(description ? { description } : {}) });
}

/** A failed read (ERR-12): the generic title, and the error's message (the spec's text for it) beneath. */
export function notifyReadError(title: string, error: unknown): void {
  const description = error instanceof Error && error.message ? error.message : undefined;
  api?.notification.error({ title, ...(description ? { description } : {}) });
}
