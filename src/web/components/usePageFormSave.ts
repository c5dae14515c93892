import type { FormInstance } from 'antd';
import { type ApiFamily, fieldViolations } from '../api/errors';
import { useFailedSave } from './useFailedSave';

/** A refusal's field ('groupAdmins.1.email') as a form's field path (['groupAdmins', 1, 'email']). */
export const formPathOf = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The save step of a page form (an add page, a detail's edit mode) whose form values become the body
 * with `toBody`: check every field with the form's rules (on failure the failed-save warning), send the
 * body; on a refusal mark the fields it names (nested ones included, 'groupAdmins.1.email'; a stale
 * refusal's If-Match is the notice's alone) and show it. Resolves to the answer, or undefined when
 * nothing was saved.
 */
export function usePageFormSave<V extends object, B>(
  form: FormInstance<V>,
  toBody: (values: V) => B,
  family: ApiFamily = 'portal',
) {
  const failedSave = useFailedSave(form);
  return async <T>(send: (body: B) => Promise<T>): Promise<T | undefined> => {
    try {
      await form.validateFields();
    } catch {
      failedSave.warn();
      return undefined;
    }
    try {
      return await send(toBody(form.getFieldsValue(true) as V));
    } catch (error) {
      const marks = fieldViolations(error, family)
        .filter((v) => v.field !== 'If-Match')
        .map((v) => ({ name: formPathOf(v.field), errors: [v.message] }));
      if (marks.length) form.setFields(marks as Parameters<typeof form.setFields>[0]);
      failedSave.refused(error);
      return undefined;
    }
  };
}
