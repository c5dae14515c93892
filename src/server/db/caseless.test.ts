import { describe, expect, it } from 'vitest';
import { caseless } from './list-search';

describe('caseless: LIKE finds what ILIKE does', () => {
  it('holds for texts of ASCII digits, punctuation and spaces', () => {
    for (const text of ['', '0042', '-00042', '4 2', '%_\\', '2026-11-27']) expect(caseless(text), text).toBe(true);
  });
  it('does not for a letter of any case or any character beyond ASCII', () => {
    for (const text of ['a', 'Z', 'VOL-0042', '0042é', '٤٢', 'İ', '\u0307', '😀'])
      expect(caseless(text), text).toBe(false);
  });
});
