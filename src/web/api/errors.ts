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

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
