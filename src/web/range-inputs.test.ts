import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isFutureDay } from './components/date-range';

/**
 * One date-range picker (SHELL-UX-03) and one from–to number input (SHELL-UX-04): antd's RangePicker is
 * drawn only by components/DateRangePicker.tsx, and a `from`/`to` number pair only by
 * components/NumberRangeInput.tsx.
 */

const WEB = resolve(import.meta.dirname);

function filesDrawing(pattern: RegExp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.tsx') && pattern.test(readFileSync(path, 'utf8')) ? [path] : [];
    });
  return walk(WEB).map((path) => relative(WEB, path).replaceAll('\\', '/'));
}

describe('range inputs', () => {
  it('every date range is the DateRangePicker', () => {
    expect(filesDrawing(/\bRangePicker\b(?!Props)/)).toEqual(['components/DateRangePicker.tsx']);
  });

  it('every from–to pair of number fields is the NumberRangeInput', () => {
    expect(filesDrawing(/name=\{\[[^\]]*'from'\]\}/)).toEqual(['components/NumberRangeInput.tsx']);
  });

  it('disables the days after today, not today', () => {
    expect(isFutureDay(dayjs())).toBe(false);
    expect(isFutureDay(dayjs().endOf('day'))).toBe(false);
    expect(isFutureDay(dayjs().add(1, 'day').startOf('day'))).toBe(true);
    expect(isFutureDay(dayjs().subtract(1, 'year'))).toBe(false);
  });
});
