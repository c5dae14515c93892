import { Alert, Button, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { storeStaleCurrent } from '../api/errors';
import { notifySuccess } from '../api/notify';
import { unchangedEdit } from './unchanged-edit';
import { useDiscardConfirm } from './useDiscardConfirm';
import { type RichTextFormState, useRichTextForm } from './useRichTextForm';

export interface VersionedRichTextEditOptions<R extends { rowVersion: number }, V, B> {
  /** The record as read. */
  record: R;
  toForm: (record: R) => V;
  toBody: (values: V) => B;
  /** The record a stale refusal (409) carries as `current`, when it is one. */
  parseCurrent: (current: unknown) => R | undefined;
  /** Sends the update on the given version (If-Match). */
  send: (edit: { body: B; rowVersion: number }) => Promise<unknown>;
  messages: { updated: string; stale: string };
  /** Leaves edit mode (after a save, or a cancel). */
  onDone: () => void;
  /** Reads the record again (after taking someone else's version). */
  reload: () => void;
}

export interface VersionedRichTextEdit<R, V> extends RichTextFormState<V> {
  save: () => Promise<void>;
  cancel: () => void;
  /** The stale-save notice to show above the content tabs, or null. */
  notice: ReactNode;
  /** Someone else's version after a refused save, until taken or dismissed. */
  stale: R | null;
  /**
   * The form's rules first (for a save that asks before it saves): true when they hold; else the save
   * step says what is wrong (the failed-save warning, useFailedSave), `showFailing` opens the failing
   * locale, and it is false.
   */
  check: (showFailing: () => void) => Promise<boolean>;
  /** What the area's form takes from the edit, spread onto it (the notice with it). */
  formProps: RichTextFormState<V>['formProps'] & { notice: ReactNode };
}

/**
 * Edit mode of a versioned marketing text (description templates, disclosures): its own form instance,
 * the leave guard, 'nothing to save', the rich-text save step (checks, ERR-11, refused fields marked),
 * and a save after someone else's (409): the notice offers their version ('Reload'), or keeping these
 * values ('Keep my values'), which the next Save writes over theirs.
 */
export function useVersionedRichTextEdit<R extends { rowVersion: number }, V, B>(
  options: VersionedRichTextEditOptions<R, V, B>,
): VersionedRichTextEdit<R, V> {
  const { record, toForm, toBody, parseCurrent, send, messages, onDone, reload } = options;
  const confirmDiscard = useDiscardConfirm();
  const { state, unsaved, submit } = useRichTextForm(useMemo(() => toForm(record), [record, toForm]));
  const { form, initialValues } = state;
  const { dirty, setDirty } = unsaved;
  // The values and version the edit builds on: the record as read, or someone else's save after a 409.
  const [base, setBase] = useState({ values: initialValues, rowVersion: record.rowVersion });
  const [stale, setStale] = useState<R | null>(null);
  // Leave edit mode once the guard has seen the clean state.
  const leave = () => unsaved.leave(onDone);

  const save = async () => {
    const values = form.getFieldsValue(true) as V;
    if (unchangedEdit(toBody(base.values), toBody(values))) return;
    const saved = await submit((v) =>
      send({ body: toBody(v), rowVersion: base.rowVersion }).then(
        () => true,
        (error: unknown) => {
          const current = parseCurrent(storeStaleCurrent(error));
          if (current) {
            setStale(current);
            setBase((b) => ({ ...b, rowVersion: current.rowVersion }));
          }
          throw error;
        },
      ),
    );
    if (!saved) return;
    notifySuccess(messages.updated);
    leave();
  };

  const cancel = () => {
    confirmDiscard(dirty, leave);
  };

  const takeTheirs = () => {
    if (!stale) return;
    const values = toForm(stale);
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    setBase({ values, rowVersion: stale.rowVersion });
    setStale(null);
    setDirty(false);
    reload();
  };

  const notice = stale ? (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={messages.stale}
      action={
        <Space>
          <Button size="small" onClick={takeTheirs}>
            Reload
          </Button>
          <Button size="small" onClick={() => setStale(null)}>
            Keep my values
          </Button>
        </Space>
      }
    />
  ) : null;

  const check = async (showFailing: () => void) => {
    try {
      await form.validateFields();
      return true;
    } catch {
      await save();
      showFailing();
      return false;
    }
  };

  return { ...state, save, cancel, notice, stale, check, formProps: { ...state.formProps, notice } };
}
