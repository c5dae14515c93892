import type { ApiFamily } from '../../shared/contracts/endpoint';
import { PORTAL_STATUS_MESSAGES, STORE_DEFAULT_MESSAGE } from '../../shared/domain/error-messages';
import type { DomainErrorKind, Violation } from '../errors';

export type { ApiFamily, Violation };

/**
 * An error the HTTP layer throws on purpose (the guard's 401/403). Services throw domain errors
 * (src/server/errors.ts) instead, mapped by `DOMAIN_STATUS`. The family's error handler turns both
 * into a problem document (portal) or `{message}` (store).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations: Violation[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The human message of a refused request's violations (issue 21): the first one written as a sentence
 * (a spec text such as 'Name is required' or "'Price' must be greater than or equal to 0"); when every
 * one is a bare rule ('must be a whole number', meaningless without its field), the spec's 400 text
 * 'Bad Request'. The fields stay in the body's violations, never in the message.
 */
export function spokenMessage(violations: readonly Violation[]): string {
  const sentence = violations.find((v) => /^[\p{Lu}\p{N}'"‘“]/u.test(v.message));
  return sentence?.message ?? (PORTAL_STATUS_MESSAGES[400] as string);
}

/** The status of each kind of domain error. */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  refused: 409,
  stale: 409,
  versionRequired: 428,
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violations: Violation[];
  [extension: string]: unknown;
}

/**
 * Portal problem document. For 401, 403 and 500 the title is the spec's own text and there is no
 * detail, so the app's message rule (detail, first violation, title, status) shows the spec's words.
 */
export function problem(
  status: number,
  detail: string | undefined,
  violations: Violation[] = [],
  extra = {},
): ProblemDocument {
  const generic = status === 401 || status === 403 || status >= 500;
  return {
    type: 'about:blank',
    title: generic ? (PORTAL_STATUS_MESSAGES[status] ?? REASONS[status] ?? 'Error') : (REASONS[status] ?? 'Error'),
    status,
    ...(detail && !generic ? { detail } : {}),
    violations,
    ...extra,
  };
}

/** Store admin API error body. */
export function storeError(status: number, message: string | undefined): { message: string } {
  if (status === 401) return { message: 'Unauthorized: a valid bearer token is required.' };
  if (status === 403) return { message: 'Forbidden: your account lacks the permission this call needs.' };
  if (status >= 500) return { message: STORE_DEFAULT_MESSAGE };
  return { message: message || REASONS[status] || STORE_DEFAULT_MESSAGE };
}

/** The error body of a family: a problem document (portal) or `{message}` (store). */
export function errorBody(
  family: ApiFamily,
  status: number,
  detail: string | undefined,
  violations: Violation[] = [],
  extra = {},
): ProblemDocument | { message: string } {
  if (family === 'portal') return problem(status, detail, violations, extra);
  const body = storeError(status, detail);
  // A 4xx names its fields and carries extension members (a stale write's `current`) as the portal's does.
  if (status >= 500 || status === 401 || status === 403) return body;
  return { ...body, ...(violations.length ? { violations } : {}), ...extra };
}
