import dayjs, { type Dayjs } from 'dayjs';

/**
 * SHELL-UX-03 (CONF-12 decided): the rule of every date-range filter. A day after today cannot be
 * picked; a range may start and end on the same day, never start after it ends (the picker puts the
 * two in order); either end may stay open.
 */
export const isFutureDay = (day: Dayjs) => day.isAfter(dayjs().endOf('day'));
