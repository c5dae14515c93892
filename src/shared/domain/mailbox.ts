/**
 * The one mailbox rule of every field that can reach an email (customer email, checkout-link email,
 * later gift recipients and organization administrators), on both sides, and of the outbox before it
 * hands an address to the mailer: a single addr-spec `local@domain` and nothing else.
 *
 * Refused, because a mail library reads them as something other than one mailbox: a display name
 * (`victim<evil@evil.example>`), a group (`g:evil@evil.example;`), a list (`a@x.example,b@y.example`,
 * `victim;evil@evil.example`), a comment (`(c)a@x.example`), quotes, a route, an IP-literal domain, any
 * white space, control (C0, C1 such as NEL U+0085, DEL) or format character (zero-width, bidi, BOM), and
 * U+2028/U+2029. At most 254 characters (RFC 5321's path), a local part of at most 64.
 */

export const MAILBOX_MAX = 254;
const LOCAL_MAX = 64;
const LABEL_MAX = 63;

/** Characters no mailbox may hold: control, format, separators, white space. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\s]/u;
/** RFC 5322 atext, plus letters, marks and numbers of any script (internationalized local parts). */
const LOCAL_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
/** A domain label: letters, marks, numbers and inner hyphens. */
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/** Why a value is not one plain mailbox, or null when it is. */
export function mailboxProblem(value: string): string | null {
  if (value.length === 0) return 'is empty';
  if (value.length > MAILBOX_MAX) return `must be at most ${MAILBOX_MAX} characters`;
  if (FORBIDDEN.test(value)) return 'must not contain spaces, control or format characters';
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return "must hold exactly one '@' with text before it";
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_MAX) return `the part before '@' must be at most ${LOCAL_MAX} characters`;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) {
    return 'must be one plain address: no name, quotes, comments, lists or groups';
  }
  const labels = domain.split('.');
  if (labels.length < 2) return "must have a domain with a dot after '@'";
  if (!labels.every((label) => label.length <= LABEL_MAX && LABEL.test(label))) return 'must have a valid domain';
  const top = labels[labels.length - 1] as string;
  if (top.length < 2 || /^\d+$/.test(top)) return 'must have a valid domain';
  return null;
}

/** Whether a value is one plain mailbox (`local@domain`). */
export const isMailbox = (value: string) => mailboxProblem(value) === null;
