/** The spec's error texts (checklist section 15), one helper per API family. */

export const PORTAL_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: "Sorry, you don't have authorization.",
  403: "Sorry, you don't have access to this page.",
  404: "Sorry, can't find the specific resource.",
  405: 'Method is incorrect',
  500: 'Sorry, the server is reporting an error.',
};
export const PORTAL_OTHER_MESSAGE = 'Sorry, there are some errors.';

export const STORE_DEFAULT_MESSAGE =
  'There was an error occurred. Please try again later. If the problem persists, contact us.';
export const STORE_DEFAULT_STATUS = 500;

export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields.';
export const PERMISSION_DENIED_TEXT = 'Sorry, you don’t have permission to this website.';
export const TIMEOUT_TITLE = 'Timeout';
export const TIMEOUT_TEXT = 'Session timeout, please login again';

export interface ProblemBody {
  type?: unknown;
  title?: unknown;
  status?: unknown;
  detail?: unknown;
  violations?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** ERR-01..08: detail, else the first violation message, else title, else by status. */
export function portalErrorMessage(status: number, body: unknown): string {
  const problem = (body && typeof body === 'object' ? body : {}) as ProblemBody;
  const firstViolation = Array.isArray(problem.violations) ? problem.violations[0] : undefined;
  const violationMessage =
    firstViolation && typeof firstViolation === 'object'
      ? text((firstViolation as { message?: unknown }).message)
      : undefined;
  return (
    text(problem.detail) ??
    violationMessage ??
    text(problem.title) ??
    PORTAL_STATUS_MESSAGES[status] ??
    PORTAL_OTHER_MESSAGE
  );
}

/** ERR-09: the response's message, else the default. */
export function storeErrorMessage(body: unknown): string {
  const message = body && typeof body === 'object' ? text((body as { message?: unknown }).message) : undefined;
  return message ?? STORE_DEFAULT_MESSAGE;
}
