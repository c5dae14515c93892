import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('printable (npm run outbox)', () => {
  it('escapes what would break a line or hide a character', () => {
    expect(printable('Plan\r\nBcc: evil@evil.example')).toBe('Plan\\r\\nBcc: evil@evil.example');
    expect(printable('a\u0085b\u2028c\u202Ed\u200Be\u0007')).toBe('a\\u{85}b\\u{2028}c\\u{202e}d\\u{200b}e\\u{7}');
    expect(printable('back\\slash')).toBe('back\\\\slash');
  });

  it('keeps ordinary text of any script as it is', () => {
    expect(printable('Français — 日本語 — Ünïcödé 9.99')).toBe('Français — 日本語 — Ünïcödé 9.99');
  });
});
