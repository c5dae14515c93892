import { App, type FormInstance } from 'antd';
import { notifyError } from '../api/notify';
import { type FailedField, failedSaveMessage, isMissingValue, labelText, nameLabel } from './failed-save';

type NamePath = (string | number)[];

/** The id antd gives a field's control and its label's `for` (antd's getFieldId). */
function fieldId(form: FormInstance, name: NamePath): string {
  const formName = (form as { __INTERNAL__?: { name?: string } }).__INTERNAL__?.name;
  return formName ? `${formName}_${name.join('_')}` : name.join('_');
}

function labelOf(label: HTMLLabelElement): string {
  const title = label.getAttribute('title');
  if (title) return labelText(title);
  const copy = label.cloneNode(true) as HTMLElement;
  for (const extra of copy.querySelectorAll('button, svg, [aria-hidden="true"]')) extra.remove();
  return labelText(copy.textContent ?? '');
}

/** The label of the form item around a control (one inside a `noStyle` item shows its parent's). */
function enclosingLabel(control: Element): HTMLLabelElement | null {
  for (
    let item = control.closest('.ant-form-item');
    item;
    item = item.parentElement?.closest('.ant-form-item') ?? null
  ) {
    const label = item.querySelector<HTMLLabelElement>(':scope > .ant-form-item-row > .ant-form-item-label label');
    if (label) return label;
  }
  return null;
}

/**
 * The label the page shows for a field, found as a user finds it: the label for its control (a shown
 * one first: a dialog's form over a page's), else the label of the item around its control, else the
 * control's accessible name; for an element of a list ('namiGroups.2'), the list's. Else from its path.
 */
export function fieldLabel(form: FormInstance, name: NamePath): string {
  for (let path = name; path.length > 0; path = path.slice(0, -1)) {
    const id = fieldId(form, path);
    const labels = [...document.querySelectorAll<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`)];
    const control = document.getElementById(id);
    const label =
      labels.find((l) => l.getClientRects().length > 0) ?? labels[0] ?? (control ? enclosingLabel(control) : null);
    const text = label ? labelOf(label) : control?.getAttribute('aria-label');
    if (text) return text;
  }
  return nameLabel(name);
}

/** The fields the form shows an error on, in form order, each with its label and whether it is empty. */
export function failingFields(form: FormInstance): FailedField[] {
  return form
    .getFieldsError()
    .filter((field) => field.errors.length > 0)
    .map((field) => ({
      label: fieldLabel(form, field.name),
      missing: isMissingValue(form.getFieldValue(field.name)),
    }));
}

/** One failed-save warning at a time, however often Save is clicked. */
export const FAILED_SAVE_KEY = 'failed-save';

/**
 * The notices of a failed save, shared by every form that warns (ERR-11, issue 21), called once the
 * form shows its errors: `warn` when its rules refused ('Please fill in all required fields.' when
 * only empty fields failed, else 'Please fix: Tags, Price.'); `refused` when the server did: its
 * message (ERR-01/09) with, when the form marked fields it named, the same sentence beneath.
 */
export function useFailedSave(form: FormInstance) {
  const { message } = App.useApp();
  return {
    warn: () => {
      message.warning({ content: failedSaveMessage(failingFields(form)), key: FAILED_SAVE_KEY });
    },
    refused: (error: unknown) => {
      const fields = failingFields(form);
      notifyError(error, fields.length ? failedSaveMessage(fields) : undefined);
    },
  };
}
