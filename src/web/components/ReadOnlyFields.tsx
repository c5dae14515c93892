import { Descriptions } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { EMPTY } from './date-format';

/**
 * A read-only view of a record's fields (a detail page before Edit): label and value as text, not
 * disabled inputs, so nothing looks editable and no placeholder or input hint shows. Shared by the
 * detail pages (content product today; the eCom product and the customer next).
 *
 * A value is text, a node (a tag, a link), or a list of texts (one line each). An empty one — null,
 * undefined, blank text, an empty list — shows '--' (CONST-05). Callers format the value as the spec
 * says (money with its currency, dates as 'YYYY-MM-DD HH:mm:ss', labels instead of codes).
 */
export interface ReadOnlyField {
  key: string;
  label: ReactNode;
  value: ReactNode | readonly string[];
  /** Takes the whole row: long texts (descriptions, notes, links) and lists. */
  wide?: boolean;
  /** Keeps the text's line breaks (a multi-line text a user typed). */
  multiline?: boolean;
}

/** Whether a value shows as '--'. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function shown(field: ReadOnlyField): ReactNode {
  const { value } = field;
  if (isEmptyValue(value)) return EMPTY;
  if (Array.isArray(value) && !isValidElement(value)) {
    return (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {(value as readonly string[]).map((line, i) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered
          <li key={i}>{line}</li>
        ))}
      </ul>
    );
  }
  return field.multiline ? <span style={{ whiteSpace: 'pre-wrap' }}>{value as ReactNode}</span> : (value as ReactNode);
}

/** The fields as a bordered two-column table of label and value (one column on narrow screens). */
export function ReadOnlyFields({
  fields,
  title,
  columns = 2,
  label,
}: {
  fields: readonly ReadOnlyField[];
  title?: ReactNode;
  columns?: number;
  /** The accessible name of the group (a section heading when there is no title). */
  label?: string;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      title={title}
      aria-label={label}
      role="group"
      column={{ xs: 1, sm: 1, md: 1, lg: columns, xl: columns, xxl: columns }}
      styles={{
        label: { width: 200, verticalAlign: 'top' },
        content: { minWidth: 160, verticalAlign: 'top', overflowWrap: 'anywhere' },
      }}
      items={layout(fields, columns)}
    />
  );
}

type Item = { key: string; label: ReactNode; span: number | 'filled'; children: ReactNode };

/** A wide field starts a row of its own and fills it; the field before it fills the rest of its row. */
function layout(fields: readonly ReadOnlyField[], columns: number): Item[] {
  const items: Item[] = [];
  let inRow = 0;
  for (const field of fields) {
    const item: Item = { key: field.key, label: field.label, span: 1, children: shown(field) };
    if (field.wide) {
      const last = items.at(-1);
      if (last && inRow > 0) last.span = 'filled';
      item.span = 'filled';
      inRow = 0;
    } else {
      inRow = (inRow + 1) % columns;
    }
    items.push(item);
  }
  return items;
}
