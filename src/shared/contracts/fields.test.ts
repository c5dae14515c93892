import { describe, expect, it } from 'vitest';
import { CONTROL_MESSAGE, multilineText, ONE_LINE_MESSAGE, text } from './fields';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('one-line text', () => {
  it('refuses C0 and C1 control characters and the Unicode line separators', () => {
    for (const bad of [
      'Plan\r\nBcc: evil@evil.example',
      'a\nb',
      'a\tb',
      'a\u0007b',
      'a\u007Fb',
      'a\u0085b',
      'a\u009Bb',
      'a\u2028b',
      'a\u2029b',
    ]) {
      expect([bad, messages(text(100).safeParse(bad))]).toEqual([bad, [ONE_LINE_MESSAGE]]);
    }
  });

  it('keeps text of any script, with its punctuation', () => {
    for (const ok of ['Français — 日本語', "O'Brien & Sons (Ltd.)", 'Ünïcödé 9.99 €', 'emoji 🎉']) {
      expect(text(100).safeParse(ok).success).toBe(true);
    }
  });

  it('still refuses NUL with its own message and keeps the length message', () => {
    expect(messages(text(100).safeParse('a\u0000b'))).toContain('must not contain NUL characters');
    expect(messages(text(3, 'too long').safeParse('abcd'))).toEqual(['too long']);
  });
});

describe('multi-line text', () => {
  it('keeps TAB, LF and CR, refuses every other control character', () => {
    expect(multilineText(100).safeParse('line one\r\nline two\tend').success).toBe(true);
    for (const bad of ['a\u0007b', 'a\u001Bb', 'a\u0085b', 'a\u007Fb']) {
      expect([bad, messages(multilineText(100).safeParse(bad))]).toEqual([bad, [CONTROL_MESSAGE]]);
    }
  });
});
