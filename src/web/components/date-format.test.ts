import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { EMPTY, formatDateTime, orEmpty } from './date-format';

describe('formatDateTime', () => {
  it('formats ISO strings and epoch ms in local time', () => {
    const ms = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(formatDateTime(ms)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(new Date(ms).toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(ms, 'YYYY-MM-DD')).toBe('2026-01-02');
    expect(formatDateTime(dayjs(ms).toDate())).toBe('2026-01-02 03:04:05');
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
});
