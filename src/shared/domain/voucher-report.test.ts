import { describe, expect, it } from 'vitest';
import {
  defaultReportRange,
  earliestReportDay,
  isReportDay,
  isReportDayAllowed,
  VOUCHER_REPORT_MESSAGES as MESSAGES,
  reportFileName,
  reportPercent,
  reportRangeViolations,
} from './voucher-report';

const at = (iso: string) => new Date(iso);

describe('the voucher export range (VG-EXP-01 … 04)', () => {
  it('defaults to the previous month and starts no earlier than the first day of the month three months ago (UTC)', () => {
    expect(defaultReportRange(at('2026-11-20T10:00:00Z'))).toEqual({ startDate: '2026-10-01', endDate: '2026-11-01' });
    expect(earliestReportDay(at('2026-11-20T10:00:00Z'))).toBe('2026-08-01');
    // Across a year, and in UTC whatever the local day: 23:30 UTC on 31 January is still January.
    expect(defaultReportRange(at('2027-01-31T23:30:00Z'))).toEqual({ startDate: '2026-12-01', endDate: '2027-01-01' });
    expect(earliestReportDay(at('2027-01-31T23:30:00Z'))).toBe('2026-10-01');
    expect(earliestReportDay(at('2027-03-31T00:00:00Z'))).toBe('2026-12-01');
  });

  it('offers the days from the earliest start to today (UTC)', () => {
    const now = at('2026-11-20T23:59:00Z');
    expect(isReportDayAllowed('2026-08-01', now)).toBe(true);
    expect(isReportDayAllowed('2026-07-31', now)).toBe(false);
    expect(isReportDayAllowed('2026-11-20', now)).toBe(true);
    expect(isReportDayAllowed('2026-11-21', now)).toBe(false);
  });

  it('knows a calendar day', () => {
    for (const day of ['2026-02-28', '2028-02-29', '0001-01-01']) expect(isReportDay(day)).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-1-01', '0000-01-01', '', '2026-10-01T00:00:00Z']) {
      expect(isReportDay(day)).toBe(false);
    }
  });

  it('names each field that breaks a rule, with the messages', () => {
    const now = at('2026-11-20T10:00:00Z');
    expect(reportRangeViolations({}, now)).toEqual([
      { field: 'startDate', message: MESSAGES.required },
      { field: 'endDate', message: MESSAGES.required },
    ]);
    expect(reportRangeViolations({ startDate: '2026-10-01', endDate: null }, now)).toEqual([
      { field: 'endDate', message: MESSAGES.required },
    ]);
    expect(reportRangeViolations({ startDate: '2026-07-31', endDate: '2026-08-02' }, now)).toEqual([
      { field: 'startDate', message: "'Duration to export' cannot start earlier than 2026-08-01" },
    ]);
    expect(reportRangeViolations({ startDate: '2026-11-20', endDate: '2026-11-21' }, now)).toEqual([
      { field: 'endDate', message: MESSAGES.future },
    ]);
    expect(reportRangeViolations({ startDate: '2026-10-02', endDate: '2026-10-02' }, now)).toEqual([
      { field: 'endDate', message: MESSAGES.order },
    ]);
    expect(reportRangeViolations({ startDate: '2026-08-01', endDate: '2026-11-20' }, now)).toEqual([]);
  });

  it('names the file with both days, and measures the progress', () => {
    expect(reportFileName({ startDate: '2026-10-01', endDate: '2026-11-01' })).toBe(
      'redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx',
    );
    expect(reportPercent({ state: 'queued', rowsDone: 0, rowsTotal: null })).toBe(0);
    expect(reportPercent({ state: 'running', rowsDone: 2000, rowsTotal: 4501 })).toBe(44);
    expect(reportPercent({ state: 'running', rowsDone: 4501, rowsTotal: 4501 })).toBe(99);
    expect(reportPercent({ state: 'done', rowsDone: 0, rowsTotal: 0 })).toBe(100);
  });
});
