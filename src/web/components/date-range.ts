import dayjs, { type Dayjs } from 'dayjs';

/**
 * SHELL-UX-03 (CONF-12 decided): the rule of every date-range filter. A day after today cannot be
 * picked; a range may start and end on the same day, never start after it ends (the picker puts the
 * two in order); either end may stay open.
 */
export const isFutureDay = (day: Dayjs) => day.isAfter(dayjs().endOf('day'));

/** A range picker's value: either end may be open; null when neither is set. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** A date-range filter's ends in the URL (ISO instants) → the range picker's value. */
export function pickerRange(from: string | undefined, to: string | undefined): DayRange {
  const start = from ? dayjs(from) : null;
  const end = to ? dayjs(to) : null;
  return start || end ? [start, end] : null;
}
