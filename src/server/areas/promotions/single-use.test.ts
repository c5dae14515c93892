import { describe, expect, it } from 'vitest';
import { SINGLE_USE_ALPHABET, SINGLE_USE_RANDOM_LENGTH } from '../../../shared/domain/promotion';
import { randomCodePart } from './single-use';

describe('single-use codes', () => {
  it('draws 12 characters of Crockford base32, every symbol about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let i = 0; i < draws; i += 1) {
      const part = randomCodePart();
      expect(part).toHaveLength(SINGLE_USE_RANDOM_LENGTH);
      for (const c of part) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...SINGLE_USE_ALPHABET].sort().join(''));
    const expected = (draws * SINGLE_USE_RANDOM_LENGTH) / 32;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });
});
