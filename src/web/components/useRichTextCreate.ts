import { useMemo } from 'react';
import { notifySuccess } from '../api/notify';
import { type RichTextFormState, useRichTextForm } from './useRichTextForm';

export interface RichTextCreate<V> extends RichTextFormState<V> {
  save: () => Promise<void>;
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
  const { state, unsaved, submit } = useRichTextForm(useMemo(empty, [empty]));

  const save = async () => {
    const saved = await submit(send);
    if (!saved) return;
    notifySuccess(added);
    // The record's page opens once the guard has seen the saved (clean) state.
    unsaved.leaveTo(pathAfter(saved));
  };

  return { ...state, save };
}
