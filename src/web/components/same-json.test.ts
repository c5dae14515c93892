import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('compares JSON values deeply, ignoring key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('19.99', 19.99)).toBe(false);
  });
});
