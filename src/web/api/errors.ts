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
 * The current values a stale versioned write answers with (a portal 409 whose problem document carries
 * `current`): someone saved in between. Undefined for any other failure.
 */
export function staleCurrent(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.family !== 'portal' || error.status !== 409) return undefined;
  const body = error.body as { current?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null ? body.current : undefined;
}

/** A refusal's violation: the body field it names (path 'lessonRange.to') and the message. */
export interface FieldViolation {
  field: string;
  message: string;
}

/**
 * The fields a portal refusal names (`violations` of its problem document): a 400's bad input, and a
 * 409 clash caused by one field's value (a duplicate ISBN). A form marks these fields. Empty otherwise.
 */
export function fieldViolations(error: unknown): FieldViolation[] {
  if (!(error instanceof ApiError) || error.family !== 'portal' || !isClientError(error)) return [];
  const body = error.body as { violations?: unknown } | null | undefined;
  const violations: unknown[] =
    typeof body === 'object' && body !== null && Array.isArray(body.violations) ? body.violations : [];
  return violations.filter(
    (v): v is FieldViolation =>
      typeof (v as FieldViolation)?.field === 'string' && typeof (v as FieldViolation)?.message === 'string',
  );
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
