import { z } from 'zod';

/**
 * The building blocks every contract builds its fields from, so bad input of any kind stops at the
 * schema with a 400 naming the field, and never reaches the database: text without NUL characters or
 * lone UTF-16 surrogates and with a length limit, integers inside PostgreSQL's `integer`, dates and
 * epoch milliseconds inside the years 0001–9999.
 */

/** PostgreSQL `integer`: the largest id or id-like number a column holds. */
export const MAX_INT = 2_147_483_647;
/** The latest instant PostgreSQL and every client handle alike: 9999-12-31T23:59:59.999Z. */
export const MAX_EPOCH_MS = 253_402_300_799_999;
/** The earliest: 0001-01-01T00:00:00.000Z (there is no year 0). */
export const MIN_EPOCH_MS = -62_135_596_800_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored (a NUL character, a lone surrogate), or null. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text (a lone surrogate was found)';
  return null;
}

const storable = <T extends z.ZodString>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const problem = textProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/**
 * Characters a one-line text never holds: C0 controls (CR, LF and TAB included), DEL, C1 controls (NEL
 * U+0085 included) and the Unicode line and paragraph separators. A title with CR LF would otherwise
 * reach an email subject as a header line of its own.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
/** Characters a multi-line text never holds: the controls above but TAB, LF and CR. */
const NOT_MULTILINE = /(?![\t\n\r])\p{Cc}/u;

export const ONE_LINE_MESSAGE = 'must be one line, without control characters';
export const CONTROL_MESSAGE = 'must not contain control characters';

/** Why a one-line text cannot be taken (a control character, a line break), or null. */
export function oneLineProblem(value: string): string | null {
  return NOT_ONE_LINE.test(value) ? ONE_LINE_MESSAGE : null;
}

const checked = <T extends z.ZodString>(schema: T, test: RegExp, message: string) =>
  schema.superRefine((value, ctx) => {
    if (test.test(value)) ctx.addIssue({ code: 'custom', message, input: value });
  });

/**
 * A one-line text field of a body (names, titles, codes, emails, …): at most `max` characters,
 * storable, and without control characters or line breaks. `message` replaces the length message
 * (the spec's own words where it gives them).
 */
export function text(max: number, message?: string) {
  return checked(
    storable(z.string().max(max, message ?? `must be at most ${max} characters`)),
    NOT_ONE_LINE,
    ONE_LINE_MESSAGE,
  );
}

/**
 * A multi-line text field (a text area, rich-text HTML): like `text`, but TAB, LF and CR are kept;
 * every other control character is refused.
 */
export function multilineText(max: number, message?: string) {
  return checked(
    storable(z.string().max(max, message ?? `must be at most ${max} characters`)),
    NOT_MULTILINE,
    CONTROL_MESSAGE,
  );
}

/**
 * An email field of a body: storable and limited here; the mailbox rule the service applies
 * (src/shared/domain/mailbox.ts, stricter than one line: no control or format character at all)
 * answers with the spec's own message for the field.
 */
export function emailText(max: number) {
  return storable(z.string().max(max, `must be at most ${max} characters`));
}

/** A text query parameter: trimmed, at most `max` characters, storable. */
export function queryText(max: number) {
  return storable(z.string().trim().max(max, `must be at most ${max} characters`));
}

const DIGITS = /^\s*\d{1,16}\s*$/;

/**
 * A positive id in a path or query (`/products/:id`, `?languageId=`): digits only, 1 to 2,147,483,647.
 * A 5,000-digit id is a 400, not a float.
 */
export function idParam() {
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > MAX_INT) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${MAX_INT}`, input: value });
        return z.NEVER;
      }
      return n;
    })
    .describe(`Id, 1 to ${MAX_INT}`);
}

/** An integer query parameter between `min` and `max` (both inside PostgreSQL's `integer`). */
export function intParam(min: number, max: number) {
  return z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

/** An id in a body: a whole number, 1 to 2,147,483,647. */
export const id = () => z.number().int().min(1).max(MAX_INT, `must be at most ${MAX_INT}`);

/** A whole number in a body between `min` and `max` (default: PostgreSQL's `integer`). */
export const int = (min = -MAX_INT - 1, max = MAX_INT) =>
  z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const inYears = (ms: number) => ms >= MIN_EPOCH_MS && ms <= MAX_EPOCH_MS;

/** An ISO 8601 date-time with offset (query filters), in the years 0001–9999. */
export function isoDateTime() {
  return z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time with an offset' })
    .refine((value) => inYears(Date.parse(value)), 'must be a date between 0001-01-01 and 9999-12-31');
}

/** Epoch milliseconds (the spec's "timestamp"), in the years 0001–9999. */
export function epochMs() {
  return z
    .number()
    .int('must be whole milliseconds')
    .refine(inYears, 'must be a time between 0001-01-01 and 9999-12-31');
}
