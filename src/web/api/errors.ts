import { portalErrorMessage, STORE_DEFAULT_STATUS, storeErrorMessage } from '../../shared/domain/error-messages';

export type ApiFamily = 'portal' | 'store';

/** A failed call to either API family; `message` is the spec's text for it (checklist 15). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly family: ApiFamily,
  ) {
    super(message);
  }

  /** ERR-01..09: the message rule of the family. `status` 0 means no response arrived. */
  static from(family: ApiFamily, status: number, body: unknown): ApiError {
    if (family === 'portal') return new ApiError(status, portalErrorMessage(status, body), body, family);
    return new ApiError(status || STORE_DEFAULT_STATUS, storeErrorMessage(body), body, family);
  }
}

/**
 * The current values a stale versioned write answers with (a 409 whose body carries `current`: a
 * portal problem document, or a store `{message, current}` body): someone saved in between. Undefined
 * for any other failure.
 */
export function staleCurrent(error: unknown, family: ApiFamily = 'portal'): unknown {
  if (!(error instanceof ApiError) || error.family !== family || error.status !== 409) return undefined;
  const body = error.body as { current?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null ? body.current : undefined;
}

/** A stale store write's current values (store 4xx bodies carry `violations` and `current` too). */
export const storeStaleCurrent = (error: unknown): unknown => staleCurrent(error, 'store');

/** A refusal's violation: the body field it names (path 'lessonRange.to') and the message. */
export interface FieldViolation {
  field: string;
  message: string;
}

/**
 * The fields a refusal names (`violations` of a portal problem document or of a store 4xx body): a 400's
 * bad input, and a 409 clash caused by one field's value (a duplicate ISBN). A form marks these fields.
 * Empty otherwise.
 */
export function fieldViolations(error: unknown, family: ApiFamily = 'portal'): FieldViolation[] {
  if (!(error instanceof ApiError) || error.family !== family || !isClientError(error)) return [];
  const body = error.body as { violations?: unknown } | null | undefined;
  const violations: unknown[] =
    typeof body === 'object' && body !== null && Array.isArray(body.violations) ? body.violations : [];
  return violations.filter(
    (v): v is FieldViolation =>
      typeof (v as FieldViolation)?.field === 'string' && typeof (v as FieldViolation)?.message === 'string',
  );
}

/** The fields a store refusal names (`currency_prices.USD`, `associations.2.countries.0.id`). */
export const storeViolations = (error: unknown): FieldViolation[] => fieldViolations(error, 'store');

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
