import { Form, type FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RichTextLocale } from '../../shared/domain/rich-text';
import { notifySuccess } from '../api/notify';
import { useRichTextFormSubmit } from './RichTextEditorForm';
import { useLeavePageGuard } from './useLeavePageGuard';

export interface RichTextCreate<V> {
  form: FormInstance<V>;
  initialValues: V;
  locale: RichTextLocale;
  setLocale: (locale: RichTextLocale) => void;
  /** The form reports a change by the user. */
  markEdited: () => void;
  save: () => Promise<void>;
  /** What the area's form takes from the page, spread onto it. */
  formProps: {
    form: FormInstance<V>;
    initialValues: V;
    locale: RichTextLocale;
    onLocaleChange: (locale: RichTextLocale) => void;
    onEdited: () => void;
  };
}

/**
 * The add page of a marketing text (description templates, disclosures): its form, the leave guard
 * (SHELL-UX-01) while it has unsaved changes, and the save step (checks, ERR-11, refused fields marked),
 * then the success message and the page `pathAfter` names for the saved record.
 */
export function useRichTextCreate<V, R>(options: {
  empty: () => V;
  send: (values: V) => Promise<R>;
  added: string;
  pathAfter: (saved: R) => string;
}): RichTextCreate<V> {
  const { empty, send, added, pathAfter } = options;
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const initialValues = useMemo(empty, [empty]);
  const [locale, setLocale] = useState<RichTextLocale>('en');
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const submit = useRichTextFormSubmit(form, setLocale);
  useLeavePageGuard(dirty);

  // Navigate once the guard has seen the saved (clean) state.
  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const save = async () => {
    const saved = await submit(send);
    if (!saved) return;
    notifySuccess(added);
    setDirty(false);
    setLeaveTo(pathAfter(saved));
  };

  const markEdited = () => setDirty(true);
  return {
    form,
    initialValues,
    locale,
    setLocale,
    markEdited,
    save,
    formProps: { form, initialValues, locale, onLocaleChange: setLocale, onEdited: markEdited },
  };
}
