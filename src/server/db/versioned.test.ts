import { describe, expect, it } from 'vitest';
import { versionOf, versionOfIfMatch, withVersion } from './versioned';

describe('versioned answers', () => {
  it('reads the version of an answer: its rowVersion, or the one withVersion gave an array', () => {
    expect(versionOf({ id: 1, rowVersion: 7 })).toBe(7);
    const list = withVersion([{ id: 1 }], 3);
    expect(versionOf(list)).toBe(3);
    expect(JSON.stringify(list)).toBe('[{"id":1}]');
    expect(Object.keys(list)).toEqual(['0']);
    expect(versionOf([{ id: 1 }])).toBeUndefined();
    expect(versionOf(null)).toBeUndefined();
    expect(versionOf({ rowVersion: null })).toBeUndefined();
  });

  it('reads the version an If-Match names; null without one, NaN for a foreign one', () => {
    expect(versionOfIfMatch('"7"')).toBe(7);
    expect(versionOfIfMatch('W/"7"')).toBe(7);
    expect(versionOfIfMatch(undefined)).toBeNull();
    expect(versionOfIfMatch('abc')).toBeNaN();
  });
});
