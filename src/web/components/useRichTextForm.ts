import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import type { RichTextLocale } from '../../shared/domain/rich-text';
import type { LocalizedPageFormProps } from './PageForm';
import { useRichTextFormSubmit } from './RichTextEditorForm';
import { useUnsavedChanges } from './useUnsavedChanges';

/** What a marketing form's page holds, adding (useRichTextCreate) or editing (useVersionedRichTextEdit). */
export interface RichTextFormState<V> {
  form: FormInstance<V>;
  initialValues: V;
  locale: RichTextLocale;
  setLocale: (locale: RichTextLocale) => void;
  /** The form reports a change by the user. */
  markEdited: () => void;
  /** What the area's form takes from the page, spread onto it. */
  formProps: Omit<LocalizedPageFormProps<V>, 'notice'>;
}

/**
 * The state both build on: the form from `initialValues`, the open locale tab, the unsaved changes
 * (the leave guard, SHELL-UX-01) and the save step (checks, ERR-11, refused fields marked).
 */
export function useRichTextForm<V>(initialValues: V) {
  const [form] = Form.useForm<V>();
  const [locale, setLocale] = useState<RichTextLocale>('en');
  const unsaved = useUnsavedChanges();
  const submit = useRichTextFormSubmit(form, setLocale);
  const { markEdited } = unsaved;
  const state: RichTextFormState<V> = {
    form,
    initialValues,
    locale,
    setLocale,
    markEdited,
    formProps: { form, initialValues, locale, onLocaleChange: setLocale, onEdited: markEdited },
  };
  return { state, unsaved, submit };
}
