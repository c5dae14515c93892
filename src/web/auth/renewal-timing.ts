import { decodeJwtPayload } from './claims';

/** When a token was received, when an active session renews it, when it expires: ms in this browser's clock. */
export interface TokenTimes {
  issuedAt: number;
  dueAt: number;
  expiresAt: number;
}

const MIN_LEAD_MS = 2_000;
const MAX_LEAD_MS = 60_000;

/** How long before expiry an active session renews: a quarter of the token's lifetime, 2 to 60 seconds. */
export function renewLeadMs(lifetimeMs: number): number {
  return Math.min(MAX_LEAD_MS, Math.max(MIN_LEAD_MS, Math.round(lifetimeMs / 4)));
}

/**
 * The times of a token as oidc-client-ts keeps it. `expires_at` is already in this browser's clock (the
 * library adds `expires_in` to the time of receipt); the lifetime is the JWT's exp − iat, which no clock
 * skew changes, else `expires_in` as it is now. Null when the token does not say when it expires.
 */
export function tokenTimes(user: {
  access_token: string;
  expires_at?: number;
  expires_in?: number;
}): TokenTimes | null {
  if (user.expires_at === undefined) return null;
  const expiresAt = user.expires_at * 1000;
  const claims = decodeJwtPayload(user.access_token);
  const lifetimeSeconds =
    typeof claims?.exp === 'number' && typeof claims.iat === 'number'
      ? claims.exp - claims.iat
      : (user.expires_in ?? 0);
  const lifetimeMs = Math.max(0, lifetimeSeconds * 1000);
  return { issuedAt: expiresAt - lifetimeMs, dueAt: expiresAt - renewLeadMs(lifetimeMs), expiresAt };
}

/** After the idle limit, wait this much more before asking the provider, so it has surely passed there. */
export const IDLE_CHECK_MARGIN_MS = 2_000;

/**
 * When the provider's idle limit has passed for this token (no renewal since it was received), or null
 * when the limit is not known (a hosted provider keeps its own).
 */
export function idleLimitAt(times: TokenTimes, idleTimeoutSeconds: number | null): number | null {
  return idleTimeoutSeconds === null ? null : times.issuedAt + idleTimeoutSeconds * 1000 + IDLE_CHECK_MARGIN_MS;
}
