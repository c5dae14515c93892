import { useEffect, useState } from 'react';
import { type BasePrice, basePriceSchema } from '../../../shared/contracts/base-prices';
import { BASE_PRICE_MESSAGES, type BasePriceStatus, editedPriceProblem } from '../../../shared/domain/base-price';
import { storeStaleCurrent, storeViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import type { useUpdateBasePrice } from './queries';
import { editField, editToBody, nameProblem, type RowEditValues, rowToEdit, typedCell } from './row-edit';

/** The row in inline edit: which one, and the version and status its save builds on. */
interface Editing {
  id: number;
  rowVersion: number;
  status: BasePriceStatus;
}

/** The edited row's fields by key: 'name', or a currency code. */
export const NAME_KEY = 'name';
/** BP-07/08: the message of an edited field, or null. */
const fieldProblem = (key: string, value: string) =>
  key === NAME_KEY ? nameProblem(value) : editedPriceProblem(value, key);

/** What the list needs to know of its rows to end an edit whose row left the page. */
interface ListRows {
  rows: readonly BasePrice[] | undefined;
  /** The rows answer the current page (not a previous page's kept while loading). */
  settled: boolean;
}

/**
 * BP-03: the inline edit of one row of the base price list: its values and messages by field, checked
 * as typed and all on Save; a save refused for a field marks it; a stale save keeps the values typed on
 * the current version (the server's message offers both). Leaving the page with a change asks first.
 */
export function useRowEdit(codes: readonly string[], list: ListRows, update: ReturnType<typeof useUpdateBasePrice>) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dirty, setDirty] = useState(false);
  // The edited row's values, and its messages by field ('name' or a currency code).
  const [draft, setDraft] = useState<RowEditValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  useLeavePageGuard(dirty);

  const start = (row: BasePrice) => {
    setDraft(rowToEdit(row, codes));
    setErrors({});
    setEditing({ id: row.id, rowVersion: row.rowVersion, status: row.status });
    setDirty(false);
  };
  const end = () => {
    setEditing(null);
    setDraft(null);
    setErrors({});
    setDirty(false);
  };
  // As typed, each field is checked again (its message shows or goes).
  const change = (key: string, typed: string) => {
    const value = key === NAME_KEY ? typed : typedCell(draft?.prices[key], typed);
    setDraft((d) => d && (key === NAME_KEY ? { ...d, name: value } : { ...d, prices: { ...d.prices, [key]: value } }));
    setErrors((e) => ({ ...e, [key]: fieldProblem(key, value) }));
    setDirty(true);
  };
  const value = (key: string) => (key === NAME_KEY ? draft?.name : draft?.prices[key]) ?? '';

  const save = async () => {
    if (!editing || !draft) return;
    const found = Object.fromEntries(
      [NAME_KEY, ...codes].map((key) => [
        key,
        fieldProblem(key, key === NAME_KEY ? draft.name : (draft.prices[key] ?? '')),
      ]),
    );
    setErrors(found);
    if (Object.values(found).some((problem) => problem !== null)) return;
    try {
      await update.mutateAsync({
        id: editing.id,
        body: editToBody(draft, codes, editing.status),
        rowVersion: editing.rowVersion,
      });
    } catch (error) {
      // Someone saved in between: said, the list reads the row again, and the values typed are kept
      // on the current version, so Save again keeps them (the server's message offers both).
      const current = basePriceSchema.pick({ rowVersion: true, status: true }).safeParse(storeStaleCurrent(error));
      if (current.success) setEditing({ ...editing, ...current.data });
      const marked = storeViolations(error).flatMap((v) => {
        const field = editField(v);
        return field ? [[field[0] === 'name' ? NAME_KEY : field[1], v.message] as const] : [];
      });
      if (marked.length) setErrors((e) => ({ ...e, ...Object.fromEntries(marked) }));
      else notifyError(error);
      return;
    }
    notifySuccess(BASE_PRICE_MESSAGES.saved);
    end();
  };

  // The edited row left the page (deleted meanwhile, or another page shown): the edit ends.
  const { rows, settled } = list;
  useEffect(() => {
    if (editing && settled && !rows?.some((r) => r.id === editing.id)) {
      setEditing(null);
      setDraft(null);
      setErrors({});
      setDirty(false);
    }
  }, [editing, rows, settled]);

  return {
    /** Some row is in edit (the others' Edit waits). */
    active: editing !== null,
    isEditing: (row: BasePrice) => editing?.id === row.id,
    start,
    end,
    save,
    change,
    value,
    /** A field's message, or null. */
    problem: (key: string) => errors[key] ?? null,
    /** The messages in column order: the name, then each currency. */
    problems: editing ? [NAME_KEY, ...codes].flatMap((key) => errors[key] ?? []) : [],
  };
}

export type RowEdit = ReturnType<typeof useRowEdit>;
