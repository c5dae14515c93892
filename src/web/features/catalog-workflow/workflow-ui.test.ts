import { describe, expect, it } from 'vitest';
import { SCHEDULE_TIME_EARLY, SCHEDULE_TIME_REQUIRED } from '../../../shared/domain/catalog-workflow';
import { entityPath, scheduleTimeError, verifyFailureText } from './workflow-ui';

describe('catalog workflow UI helpers', () => {
  it('builds the entity path', () => {
    expect(entityPath('mini_course', 5)).toBe('/mini-courses/5');
    expect(entityPath('content_product', 9)).toBe('/products/9');
  });

  it('validates the schedule time (CAT-WF-10)', () => {
    expect(scheduleTimeError(null, 1000)).toBe(SCHEDULE_TIME_REQUIRED);
    expect(scheduleTimeError(undefined, 1000)).toBe(SCHEDULE_TIME_REQUIRED);
    expect(scheduleTimeError(999, 1000)).toBe(SCHEDULE_TIME_EARLY);
    expect(scheduleTimeError(1000, 1000)).toBeNull();
    expect(scheduleTimeError(5000, 1000)).toBeNull();
  });

  it('formats the copied failure list (CAT-WF-06)', () => {
    expect(verifyFailureText({ mismatchedItems: ['a.mp3', 'b.mp3'], incorrectFormatItems: ['c.txt'] })).toBe(
      'Mismatched Items:\na.mp3\nb.mp3\n\nIncorrect Formats:\nc.txt',
    );
    expect(verifyFailureText({ mismatchedItems: [], incorrectFormatItems: ['c.txt'] })).toBe(
      'Incorrect Formats:\nc.txt',
    );
    expect(verifyFailureText({ mismatchedItems: [], incorrectFormatItems: [] })).toBe('');
  });
});
