import { CALLBACK_PATH } from './user-manager';

/** The in-app path saved in the sign-in state; '/' when missing or not a same-origin path. */
export function returnToFromState(state: unknown): string {
  const value = state && typeof state === 'object' ? (state as { returnTo?: unknown }).returnTo : undefined;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value === CALLBACK_PATH || value.startsWith(`${CALLBACK_PATH}?`)) return '/';
  return value;
}
