import { formatDateTime } from './date-format';

/** A date-time cell: 'YYYY-MM-DD HH:mm:ss', or '--' when empty (CONST-05/07). */
export function DateTime({ value, format }: { value: string | number | null | undefined; format?: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value, format)}</span>;
}
