import { EMPTY } from '../../shared/domain/ui-texts';

/** CONST-05: the placeholder for an empty value (one for the app, shared/domain/ui-texts.ts). */
export { EMPTY };
/** CONST-07: the date formats. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** A date alone ('2026-11-27') is that day in local time, as a date picker means it (not UTC midnight). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * An ISO string or epoch ms as local time in `format` (its tokens YYYY, MM, DD, HH, mm, ss); '--' when
 * empty or invalid. Written out rather than with dayjs: every list shows dates, and dayjs would weigh
 * on each list's route (the pickers, which need it, load it with their forms).
 */
export function formatDateTime(value: string | number | Date | null | undefined, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/**
 * A date-range filter's tag, when either end is set: `label` and its first and last day, '…' for an
 * open end ('Modified: 2026-01-02 ~ …'); `remove` clears it. A list of one or none, to push.
 */
export function dayRangeTag<R>(
  key: string,
  label: string,
  [from, to]: readonly [string | undefined, string | undefined],
  remove: R,
): { key: string; label: string; remove: R }[] {
  if (!from && !to) return [];
  const day = (value: string | undefined) => (value ? formatDateTime(value, DATE_FORMAT) : '…');
  return [{ key, label: `${label}: ${day(from)} ~ ${day(to)}`, remove }];
}

/** '--' for null, undefined and blank text. */
export function orEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const text = String(value);
  return text.trim() === '' ? EMPTY : text;
}
