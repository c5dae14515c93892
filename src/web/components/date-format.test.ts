import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRangeTag, EMPTY, formatDateTime, orEmpty } from './date-format';
import { pickerRange } from './date-range';

describe('formatDateTime', () => {
  it('formats ISO strings and epoch ms in local time', () => {
    const ms = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(formatDateTime(ms)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(new Date(ms).toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(ms, 'YYYY-MM-DD')).toBe('2026-01-02');
    expect(formatDateTime(dayjs(ms).toDate())).toBe('2026-01-02 03:04:05');
  });
  it('formats as dayjs did, in every format the app uses, a date alone as that local day', () => {
    const inputs = [
      '2026-11-27',
      '2026-02-28T23:59:59.999Z',
      '2026-03-29T01:30:00+01:00',
      '2026-07-04T08:09:10',
      '2026-12-31 23:00:00',
      new Date(2026, 9, 25, 2, 30).getTime(),
      new Date(1999, 11, 31, 23, 59, 59),
    ];
    for (const input of inputs) {
      for (const format of [
        'YYYY-MM-DD HH:mm:ss',
        'YYYY-MM-DD',
        'MM/DD/YYYY',
        'MM/DD/YYYY HH:mm:ss',
        'YYYY-MM-DD HH:mm',
      ]) {
        expect(formatDateTime(input, format), `${String(input)} ${format}`).toBe(dayjs(input).format(format));
      }
    }
    expect(formatDateTime('2026-11-27')).toBe('2026-11-27 00:00:00');
  });
  it("shows '--' for empty and invalid values", () => {
    expect(formatDateTime(null)).toBe(EMPTY);
    expect(formatDateTime(undefined)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });
  it('orEmpty', () => {
    expect(orEmpty(' ')).toBe('--');
    expect(orEmpty(null)).toBe('--');
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty('x')).toBe('x');
  });
  it('dayRangeTag: a tag when either end is set, its days in local time, an open end as …', () => {
    const from = new Date(2026, 0, 2, 0, 0).toISOString();
    const to = new Date(2026, 0, 5, 23, 59, 59).toISOString();
    const remove = { from: undefined, page: 1 };
    expect(dayRangeTag('created', 'Created', [undefined, undefined], remove)).toEqual([]);
    expect(dayRangeTag('created', 'Created', [from, to], remove)).toEqual([
      { key: 'created', label: 'Created: 2026-01-02 ~ 2026-01-05', remove },
    ]);
    expect(dayRangeTag('m', 'Modified', [undefined, to], remove)[0]?.label).toBe('Modified: … ~ 2026-01-05');
    expect(dayRangeTag('m', 'Modified', [from, undefined], remove)[0]?.label).toBe(
      `Modified: ${dayjs(from).format('YYYY-MM-DD')} ~ …`,
    );
  });
  it('pickerRange: the URL ends as the picker values, null when neither is set', () => {
    const from = new Date(2026, 0, 2).toISOString();
    expect(pickerRange(undefined, undefined)).toBeNull();
    const range = pickerRange(from, undefined);
    expect(range?.[0]?.toISOString()).toBe(from);
    expect(range?.[1]).toBeNull();
  });
});
