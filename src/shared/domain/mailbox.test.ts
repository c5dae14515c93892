import { describe, expect, it } from 'vitest';
import { MAILBOX_PROBES } from '../../../tests/support/mailbox-probes';
import { isValidEmail } from './customer';
import { isMailbox, MAILBOX_MAX, mailboxProblem } from './mailbox';

describe('mailbox rule', () => {
  it('refuses every probe that a mail library reads as another address', () => {
    for (const probe of MAILBOX_PROBES) {
      expect([probe, isMailbox(probe)]).toEqual([probe, false]);
      expect(isValidEmail(probe)).toBe(false);
    }
  });

  it('accepts plain mailboxes, of any script', () => {
    for (const ok of [
      'grace@example.com',
      'first.last+tag@mail.example.co.uk',
      "o'brien@example.ie",
      'josé@exämple.es',
    ]) {
      expect([ok, mailboxProblem(ok)]).toEqual([ok, null]);
    }
  });

  it('limits the length: 254 in all, 64 before the @', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
    expect(isMailbox(`${local}@${domain}`)).toBe(`${local}@${domain}`.length <= MAILBOX_MAX);
    expect(isMailbox(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isMailbox(`a@${'b'.repeat(250)}.com`)).toBe(false);
  });

  it('refuses dots out of place and domains without a real top level', () => {
    for (const bad of [
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a@example',
      'a@example.c',
      'a@-x.com',
      'a@1.2.3.4',
    ]) {
      expect([bad, isMailbox(bad)]).toEqual([bad, false]);
    }
  });
});
