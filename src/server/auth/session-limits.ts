import { SIGN_IN_PERMISSION_SCOPES } from '../../shared/permissions';
import type { ServerConfig } from '../config';

/** The scope that asks any OpenID provider for a refresh token (OpenID Connect Core, section 11). */
export const OFFLINE_ACCESS_SCOPE = 'offline_access';

/**
 * The extra scopes the web app asks for at sign-in (SHELL-AUTH-06): the permission scopes, and
 * `offline_access` when sessions renew, so a hosted provider issues a refresh token too (whether it
 * does, and for how long, is that provider's policy).
 */
export function signInScopeOf(config: Pick<ServerConfig, 'session'>): string {
  return [...SIGN_IN_PERMISSION_SCOPES, ...(config.session.renewal ? [OFFLINE_ACCESS_SCOPE] : [])].join(' ');
}

export interface SessionLimits {
  idleTimeoutSeconds: number;
  absoluteTimeoutSeconds: number;
}

/** oidc-provider's times are whole seconds since the epoch. */
export const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The lifetime of a refresh token the built-in provider issues (at sign-in and at each rotation): the
 * idle limit, cut to what is left of the absolute limit counted from sign-in. An unused token expires,
 * so a refresh after the idle limit, or after the absolute one, is refused.
 */
export function refreshTokenTtl(
  limits: SessionLimits,
  token: { authTime?: number; iiat?: number },
  now = epochSeconds(),
): number {
  const signedInAt = token.authTime ?? token.iiat ?? now;
  const left = signedInAt + limits.absoluteTimeoutSeconds - now;
  return Math.max(1, Math.min(limits.idleTimeoutSeconds, left));
}

/**
 * The lifetime of the provider's session (its cookie and row): what is left of the absolute limit,
 * counted from sign-in, so saving the session again on a later authorization does not extend it.
 * Refresh tokens are bound to the session: they end with it, and with Log out.
 */
export function providerSessionTtl(limits: SessionLimits, session: { loginTs?: number }, now = epochSeconds()): number {
  const signedInAt = session.loginTs ?? now;
  return Math.max(1, signedInAt + limits.absoluteTimeoutSeconds - now);
}
