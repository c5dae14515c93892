import { Form } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../api/notify';
import type { PageFormProps } from './PageForm';
import { unchangedEdit } from './unchanged-edit';
import { useDiscardConfirm } from './useDiscardConfirm';
import { useEditedVersion } from './useEditedVersion';
import { usePageFormSave } from './usePageFormSave';
import { useUnsavedChanges } from './useUnsavedChanges';

export interface VersionedFormEditOptions<R extends { rowVersion: number }, V extends object, B> {
  /** The record as opened. */
  record: R;
  toForm: (record: R) => V;
  toBody: (values: V) => B;
  /** Sends the update on the given version (If-Match). */
  send: (edit: { body: B; rowVersion: number }) => Promise<unknown>;
  /** The success notice. */
  updated: string;
  /** Leaves edit mode (after a save, or a cancel). */
  onDone: () => void;
}

export interface VersionedFormEdit<V> {
  /** The form's instance, its values as opened and its change report, for the page form. */
  formProps: PageFormProps<V>;
  save: () => Promise<void>;
  cancel: () => void;
}

/**
 * Edit mode of a versioned record with a plain page form (portal family): its own form instance started
 * once from the record as opened (not from a read again while editing), the leave guard, 'nothing to
 * save', the save step (usePageFormSave) on the version opened; a save after someone else's is refused
 * (409, its message says so) and the edit then builds on their version, so Save again writes over theirs.
 */
export function useVersionedFormEdit<R extends { rowVersion: number }, V extends object, B>(
  options: VersionedFormEditOptions<R, V, B>,
): VersionedFormEdit<V> {
  const { record, toForm, toBody, send, updated, onDone } = options;
  const confirmDiscard = useDiscardConfirm();
  const [form] = Form.useForm<V>();
  const [opened] = useState(() => ({ values: toForm(record), rowVersion: record.rowVersion }));
  const { dirty, markEdited, leave } = useUnsavedChanges();
  const edited = useEditedVersion(opened.rowVersion, 'portal');
  const submit = usePageFormSave(form, toBody);

  const save = async () => {
    if (unchangedEdit(toBody(opened.values), toBody(form.getFieldsValue(true) as V))) return;
    const saved = await submit((body) => send({ body, rowVersion: edited.version }).catch(edited.keepStale));
    if (saved === undefined) return;
    notifySuccess(updated);
    leave(onDone);
  };
  return {
    formProps: { form, initialValues: opened.values, onEdited: markEdited },
    save,
    cancel: () => confirmDiscard(dirty, () => leave(onDone)),
  };
}
