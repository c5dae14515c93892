import type { FormInstance } from 'antd';
import { notifyError, notifySuccess } from '../api/notify';
import type { useDialogGuard } from './useDialogGuard';
import { validValues } from './valid-values';

type Guard = ReturnType<typeof useDialogGuard>;

/** A field the server refused, to mark on the form. */
export interface FieldMark {
  name: string;
  errors: string[];
}

/**
 * Save of a form dialog (FormDialog): validate, send, then either mark the fields the server refused (or
 * toast its message) and stay open, or show the success text and close (CUS-NAME-06 and the others).
 */
export async function saveDialogForm<V>(
  form: FormInstance<V>,
  guard: Guard,
  onClose: () => void,
  options: { send(values: V): Promise<unknown>; marks?(error: unknown): FieldMark[]; success: string },
): Promise<void> {
  const values = await validValues(form);
  if (values === undefined) return;
  try {
    await options.send(values);
  } catch (error) {
    const marked = options.marks?.(error) ?? [];
    if (marked.length) form.setFields(marked as Parameters<FormInstance<V>['setFields']>[0]);
    else notifyError(error);
    return;
  }
  notifySuccess(options.success);
  guard.clean();
  onClose();
}
