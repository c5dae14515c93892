/**
 * The redeemed generic ISBN report (spec 3 §2.7 Export, §5 Voucher export, §9; API-M-48; checklist 11.3
 * VG-EXP-01 … 06): the range rules and their messages, the default range, the file's name, sheet and
 * columns, once for the export control and the server. Every date is a calendar day in UTC, 'YYYY-MM-DD';
 * a range is the instants [start 00:00 UTC, end 00:00 UTC): the default, the previous month's first day to
 * the current month's, is exactly the previous month.
 */

/**
 * VG-EXP-06 (decided): who may export, follow a report and download it: every voucher viewer (exporting is
 * reading). The export's endpoints ask it; the list shows the control with it.
 */
export const REPORT_PERMISSION = 'view:voucher_menu';

/** A day as the wire and the picker carry it. */
export const REPORT_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** VG-EXP-01: the picker's label, which the messages name. */
export const REPORT_RANGE_LABEL = 'Duration to export';

export const VOUCHER_REPORT_MESSAGES = {
  /** VG-EXP-01 (spec 3 §5), word for word. */
  required: "'Duration to export' is required",
  /** VG-EXP-02 (decided wording): the first day of the month three months ago, named. */
  tooEarly: (earliest: string) => `'Duration to export' cannot start earlier than ${earliest}`,
  /** VG-EXP-03 (decided wording). */
  future: "'Duration to export' cannot be in the future",
  /** VG-EXP-03 (decided wording). */
  order: "'Duration to export' must start before it ends",
  /** A value that is not a calendar day. */
  notADay: 'must be a date YYYY-MM-DD (UTC)',
  /** VG-EXP-06 (decided): one export at a time per staff member. */
  busy: 'An export of yours is still being written: wait for it to finish, then export again.',
  /** VG-EXP-06 (decided): report files are kept for a day. */
  expired: 'This export is no longer kept (exports are kept for a day): export again.',
  /** A report whose writer stopped (the server restarted) long ago. */
  interrupted: 'The export stopped before it was finished (the server restarted): export again.',
  notReady: 'This export is not finished yet.',
} as const;

/** The wire's two fields of a range. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

export interface ReportRangeViolation {
  field: 'startDate' | 'endDate';
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
export function utcDayOf(at: Date): string {
  return `${String(at.getUTCFullYear()).padStart(4, '0')}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The first instant of a day (00:00 UTC). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** Whether `day` is a real calendar day 'YYYY-MM-DD' (not 2026-02-30) in the years 0001–9999. */
export function isReportDay(day: string): boolean {
  if (!REPORT_DAY_PATTERN.test(day) || day.startsWith('0000')) return false;
  const at = dayStart(day);
  return !Number.isNaN(at.getTime()) && utcDayOf(at) === day;
}

/** The first day of the month `monthsBack` months before `now`'s month (UTC). */
function monthStart(now: Date, monthsBack: number): string {
  return utcDayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)));
}

/** VG-EXP-02: the earliest start, the first day of the month three months ago (UTC). */
export const earliestReportDay = (now: Date): string => monthStart(now, 3);

/** VG-EXP-04: the previous month's first day to the current month's (UTC). */
export function defaultReportRange(now: Date): ReportRange {
  return { startDate: monthStart(now, 1), endDate: monthStart(now, 0) };
}

/**
 * A day the picker offers: not before the earliest start, not after today (UTC). ('YYYY-MM-DD' compare
 * as days do.)
 */
export function isReportDayAllowed(day: string, now: Date): boolean {
  return day >= earliestReportDay(now) && day <= utcDayOf(now);
}

/**
 * VG-EXP-01 … 03: why a range cannot be exported, each with the field it is about (none: it can be).
 * Required first; then the earliest start, the future, and start before end.
 */
export function reportRangeViolations(
  range: { startDate?: string | null; endDate?: string | null },
  now: Date,
): ReportRangeViolation[] {
  const { startDate, endDate } = range;
  const missing: ReportRangeViolation[] = [];
  if (!startDate) missing.push({ field: 'startDate', message: VOUCHER_REPORT_MESSAGES.required });
  if (!endDate) missing.push({ field: 'endDate', message: VOUCHER_REPORT_MESSAGES.required });
  if (!startDate || !endDate) return missing;
  const malformed: ReportRangeViolation[] = [];
  if (!isReportDay(startDate)) malformed.push({ field: 'startDate', message: VOUCHER_REPORT_MESSAGES.notADay });
  if (!isReportDay(endDate)) malformed.push({ field: 'endDate', message: VOUCHER_REPORT_MESSAGES.notADay });
  if (malformed.length) return malformed;
  const out: ReportRangeViolation[] = [];
  const earliest = earliestReportDay(now);
  const today = utcDayOf(now);
  if (startDate < earliest) out.push({ field: 'startDate', message: VOUCHER_REPORT_MESSAGES.tooEarly(earliest) });
  if (startDate > today) out.push({ field: 'startDate', message: VOUCHER_REPORT_MESSAGES.future });
  if (endDate > today) out.push({ field: 'endDate', message: VOUCHER_REPORT_MESSAGES.future });
  if (startDate >= endDate) out.push({ field: 'endDate', message: VOUCHER_REPORT_MESSAGES.order });
  return out;
}

/** VG-EXP-06 (decided): the file's name, with both days of the range. */
export const reportFileName = ({ startDate, endDate }: ReportRange): string =>
  `redeemed-generic-isbns_${startDate}_${endDate}.xlsx`;

/** VG-EXP-06 (decided): the sheet's name. */
export const REPORT_SHEET_NAME = 'Redeemed generic ISBNs';

/**
 * VG-EXP-06 (decided): the columns, in order. No voucher code (a MASTER or SEAT code still redeems) and no
 * customer email or name: the customer's id is enough to look one up in the portal.
 */
export const REPORT_COLUMNS = [
  'Redeemed at (UTC)',
  'Generic ISBN',
  'Product name',
  'Organization',
  'Voucher group ID',
  'Voucher group',
  'Invoice',
  'Customer ID',
] as const;

/** The report's states on the wire: `expired` is a done report whose file is no longer kept. */
export const REPORT_STATES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** How long a report file is kept after it is written (VG-EXP-06, decided). */
export const REPORT_KEPT_MS = 24 * 60 * 60 * 1000;

/** The progress bar's percent (0 … 100) of a report: rows written of rows to write. */
export function reportPercent(progress: { state: ReportState; rowsDone: number; rowsTotal: number | null }): number {
  if (progress.state === 'done' || progress.state === 'expired') return 100;
  if (!progress.rowsTotal) return 0;
  return Math.min(99, Math.floor((100 * progress.rowsDone) / progress.rowsTotal));
}
