import { CALLBACK_PATH } from './user-manager';

/** A same-origin in-app path (not the sign-in callback), else null. */
function inAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value === CALLBACK_PATH || value.startsWith(`${CALLBACK_PATH}?`)) return null;
  return value;
}

/** The in-app path saved in the sign-in state; '/' when missing or not a same-origin path. */
export function returnToFromState(state: unknown): string {
  const value = state && typeof state === 'object' ? (state as { returnTo?: unknown }).returnTo : undefined;
  return inAppPath(value) ?? '/';
}

/** Kept for the tab only, across the provider's pages. */
const TIMED_OUT_AT = 'portal.timedOutAt';

/**
 * The page a timeout interrupted, kept while Log out and the provider's pages run: the provider sends
 * staff back to the portal's root, and the next sign-in returns to this page instead (SHELL-AUTH-10).
 */
export function rememberTimedOutPage(path: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(TIMED_OUT_AT, path);
}

/**
 * Where the sign-in that starts now should return: the page asked for, or, when that is the root the
 * provider sent staff back to, the page a timeout interrupted. The kept page is used once.
 */
export function returnToForSignIn(requested: string, storage: Storage = window.sessionStorage): string {
  const kept = inAppPath(storage.getItem(TIMED_OUT_AT));
  storage.removeItem(TIMED_OUT_AT);
  return requested === '/' && kept ? kept : requested;
}
