import { describe, expect, it } from 'vitest';
import { nameRangeOf } from './customer-name-search';
import { NAME_SUFFIX_LENGTH } from './tables';

describe('the range of the name index a name search reads (customer-name-search.ts)', () => {
  it('is the lower-cased text up to the next string, exact, for a text within the suffixes kept', () => {
    expect(nameRangeOf('Smith')).toEqual({ from: 'smith', before: 'smiti', exact: true });
    expect(nameRangeOf('John S')).toEqual({ from: 'john s', before: 'john t', exact: true });
    const twenty = 'a'.repeat(NAME_SUFFIX_LENGTH);
    expect(nameRangeOf(twenty).exact).toBe(true);
  });

  it('is the last characters of a longer text, from one that is not a space, and then not exact', () => {
    const text = 'Maximilian Alexander Rodriguez';
    const range = nameRangeOf(text);
    expect(range.exact).toBe(false);
    expect(range.from).toBe('alexander rodriguez');
    expect(text.toLowerCase().endsWith(range.from)).toBe(true);
    // A text whose last 20 characters start with a space: the window starts after it.
    expect(nameRangeOf(`abcdefg ${'h'.repeat(NAME_SUFFIX_LENGTH - 1)}`).from).toBe('h'.repeat(NAME_SUFFIX_LENGTH - 1));
  });

  it('counts characters, not UTF-16 units, as the index does', () => {
    const text = `${'é'.repeat(NAME_SUFFIX_LENGTH - 1)}😀`;
    expect(nameRangeOf(text)).toMatchObject({ from: text, exact: true });
    expect(nameRangeOf(`x${text}`)).toMatchObject({ from: text, exact: false });
  });

  it('is not exact when the range has no end to name', () => {
    expect(nameRangeOf(`a${String.fromCodePoint(0x10ffff)}`).exact).toBe(false);
  });
});
