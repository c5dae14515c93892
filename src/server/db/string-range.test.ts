import { describe, expect, it } from 'vitest';
import { stringsStartingWithEndBefore } from './sql';

/** Bytewise, as PostgreSQL's text_pattern_ops compares (UTF-8 bytes, i.e. code points). */
const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('the end of the range of strings that start with a text (the customer email and name searches)', () => {
  it('is the text with its last code point plus one', () => {
    expect(stringsStartingWithEndBefore('jer')).toBe('jes');
    expect(stringsStartingWithEndBefore('a.b@x')).toBe('a.b@y');
    expect(stringsStartingWithEndBefore('zé')).toBe('zê');
  });

  it('steps over a whole astral character and over the surrogates', () => {
    expect(stringsStartingWithEndBefore('a😀')).toBe('a😁');
    expect(stringsStartingWithEndBefore(`a${String.fromCodePoint(0xd7ff)}`)).toBe(`a${String.fromCodePoint(0xe000)}`);
  });

  it('has none past the top of Unicode or for nothing', () => {
    expect(stringsStartingWithEndBefore(`a${String.fromCodePoint(0x10ffff)}`)).toBeNull();
    expect(stringsStartingWithEndBefore('')).toBeNull();
  });

  it('holds every string that starts with the text and no other', () => {
    const start = 'mü';
    const end = stringsStartingWithEndBefore(start) as string;
    for (const inside of ['mü', 'mü@x', `mü${String.fromCodePoint(0x10ffff)}`, 'müzzzz']) {
      expect(bytewise(inside, start)).toBeGreaterThanOrEqual(0);
      expect(bytewise(inside, end)).toBeLessThan(0);
    }
    for (const outside of ['mv', 'mý', 'n', 'mz', 'm', 'ma', 'mûz']) {
      expect(bytewise(outside, start) < 0 || bytewise(outside, end) >= 0, outside).toBe(true);
    }
  });
});
