import dayjs from 'dayjs';
import { EMPTY } from '../../shared/domain/ui-texts';

/** CONST-05: the placeholder for an empty value (one for the app, shared/domain/ui-texts.ts). */
export { EMPTY };
/** CONST-07: the date formats. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** An ISO string or epoch ms as local 'YYYY-MM-DD HH:mm:ss'; '--' when empty or invalid. */
export function formatDateTime(value: string | number | Date | null | undefined, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : EMPTY;
}

/** '--' for null, undefined and blank text. */
export function orEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const text = String(value);
  return text.trim() === '' ? EMPTY : text;
}
