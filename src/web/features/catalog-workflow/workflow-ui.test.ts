import { describe, expect, it } from 'vitest';
import { verifyFailureText } from './workflow-ui';

// The entity paths now come from each entity's workflow endpoints, given by the feature that owns the
// entity: see content-products/queries.test.ts and mini-courses/queries.test.ts.
describe('catalog workflow UI helpers', () => {
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
