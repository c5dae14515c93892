/**
 * Domain errors: what a service throws when it refuses (design: services throw refusals, not HTTP
 * errors). The route layer maps each kind to its status (src/server/http/errors.ts): invalid → 400,
 * forbidden → 403, notFound → 404, refused and stale → 409, versionRequired → 428.
 */

export interface Violation {
  field: string;
  message: string;
}

export type DomainErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'refused' | 'stale' | 'versionRequired';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly violations: Violation[] = [],
    /** Extension members of the answer (a stale write's `current` values). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Bad input: the message names the field (400). */
export const invalid = (field: string, message: string) => new DomainError('invalid', message, [{ field, message }]);
/** Bad input with several violations; the first one's message is the detail (400). */
export const invalidAll = (violations: Violation[]) =>
  new DomainError('invalid', violations[0]?.message ?? 'Bad Request', violations);
/**
 * A permission that depends on what the body asks (one endpoint, several buttons: a base price's PUT
 * edits, activates or deactivates): 403.
 */
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** No such thing (404). */
export const notFound = (message: string) => new DomainError('notFound', message);
/** Not allowed in the thing's current state, or clashing with another (409). */
export const refused = (message: string) => new DomainError('refused', message);
/**
 * A clash with another row caused by one field's value (a duplicate ISBN): 409 like `refused`, with a
 * violation naming the field, so a form marks that field instead of only showing a toast.
 */
export const refusedField = (field: string, message: string) =>
  new DomainError('refused', message, [{ field, message }]);
/**
 * An update that names a version other than the current one: someone saved in between. The answer
 * carries the current values, so the client can show the conflict (409).
 */
export const stale = (message: string, current: unknown) =>
  new DomainError('stale', message, [{ field: 'If-Match', message }], { current });
/** An update that names no version (428). */
export const versionRequired = () =>
  new DomainError(
    'versionRequired',
    "An update must say which version it changes: send the ETag of the read as 'If-Match'.",
    [{ field: 'If-Match', message: 'is required' }],
  );

/**
 * A PostgreSQL unique violation (23505), as pg or PGlite raises it, possibly wrapped by drizzle; with
 * `constraint`, only of that index (when the driver names it).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const found = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  if (!found) return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}

/** A PostgreSQL foreign-key violation (23503), as pg or PGlite raises it, possibly wrapped by drizzle. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
