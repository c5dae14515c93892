import { describe, expect, it } from 'vitest';
import { entityPath, verifyFailureText } from './workflow-ui';

describe('catalog workflow UI helpers', () => {
  it('builds the entity path', () => {
    expect(entityPath('mini_course', 5)).toBe('/mini-courses/5');
    expect(entityPath('content_product', 9)).toBe('/products/9');
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
