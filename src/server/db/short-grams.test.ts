import { describe, expect, it } from 'vitest';
import { asciiGrams } from './short-grams';

describe('asciiGrams: the pieces that bound a name-ordered walk', () => {
  it('takes every run of three characters, lowered', () => {
    expect(asciiGrams('HooLi')).toEqual(['hoo', 'ool', 'oli']);
  });

  it('keeps spaces, digits and LIKE wildcards, which the names hold as themselves', () => {
    expect(asciiGrams('a_b 4%')).toEqual(['a_b', '_b ', 'b 4', ' 4%']);
  });

  it('takes each piece once', () => {
    expect(asciiGrams('aaaa')).toEqual(['aaa']);
  });

  it('skips a run with a character outside printable ASCII, whose lower case may differ in length', () => {
    expect(asciiGrams('Zürich')).toEqual(['ric', 'ich']);
    expect(asciiGrams('İst')).toEqual([]);
  });

  it('has none for a text shorter than three characters', () => {
    expect(asciiGrams('ab')).toEqual([]);
    expect(asciiGrams('')).toEqual([]);
  });
});
