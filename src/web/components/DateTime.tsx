import { formatDateTime } from './date-format';
import { useDateFormats } from './date-formats';
import type { ListColumn } from './ListTable';

/**
 * A date-time cell: 'YYYY-MM-DD HH:mm:ss' on a page, 'MM/DD/YYYY HH:mm:ss' in a modal (CONST-07), or
 * '--' when empty (CONST-05); `format` overrides both.
 */
export function DateTime({ value, format }: { value: string | number | null | undefined; format?: string }) {
  const formats = useDateFormats();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value, format ?? formats.dateTime)}</span>;
}

/** The lists' 'Modified at' column, of rows with `updated_at`, sorted by the list's `updated_at` key. */
export const modifiedAtColumn = <Row extends { updated_at: string | null }>(): ListColumn<Row, 'updated_at'> => ({
  key: 'updated_at',
  title: 'Modified at',
  kind: 'date',
  sort: 'updated_at',
  render: (row) => <DateTime value={row.updated_at} />,
});
