import { Form } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../api/notify';
import type { PageFormProps } from './PageForm';
import { usePageFormSave } from './usePageFormSave';
import { useUnsavedChanges } from './useUnsavedChanges';

export interface PageFormAddOptions<V extends object, B, T> {
  /** The form's values as it opens (empty, or a copy), read once. */
  initial: () => V;
  toBody: (values: V) => B;
  /** Sends the new record (the create mutation). */
  create: (body: B) => Promise<T>;
  /** The success notice. */
  added: string;
  /** The page a save goes to: the new record's. */
  pathAfter: (saved: T) => string;
}

/**
 * The add page of a plain page form (portal family; the marketing texts' is useRichTextCreate): its own
 * form instance started from `initial`, the leave guard while edited (`setDirty` for a form that opens
 * edited, a copy), and Save: the save step (usePageFormSave: the form's rules, the refusal's fields
 * marked), then the success notice and the page `pathAfter` names.
 */
export function usePageFormAdd<V extends object, B, T>(options: PageFormAddOptions<V, B, T>) {
  const { initial, toBody, create, added, pathAfter } = options;
  const [form] = Form.useForm<V>();
  const [initialValues] = useState(initial);
  const { markEdited, setDirty, leaveTo } = useUnsavedChanges();
  const submit = usePageFormSave(form, toBody);
  const save = async () => {
    const saved = await submit(create);
    if (saved === undefined) return;
    notifySuccess(added);
    leaveTo(pathAfter(saved));
  };
  const formProps: PageFormProps<V> = { form, initialValues, onEdited: markEdited };
  return { formProps, setDirty, save };
}
