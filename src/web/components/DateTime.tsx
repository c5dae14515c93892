import { formatDateTime } from './date-format';
import { useDateFormats } from './date-formats';

/**
 * A date-time cell: 'YYYY-MM-DD HH:mm:ss' on a page, 'MM/DD/YYYY HH:mm:ss' in a modal (CONST-07), or
 * '--' when empty (CONST-05); `format` overrides both.
 */
export function DateTime({ value, format }: { value: string | number | null | undefined; format?: string }) {
  const formats = useDateFormats();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value, format ?? formats.dateTime)}</span>;
}
