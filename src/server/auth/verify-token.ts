import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { Principal, TokenVerifier } from './principal';

export interface VerifierSettings {
  issuer: string;
  audience: string;
  permissionsClaim: string;
}

/** Reads the permission list from the configured (namespaced) claim, else from plain `permissions`. */
export function principalFromClaims(payload: JWTPayload, permissionsClaim: string): Principal {
  const listed = payload[permissionsClaim] ?? payload.permissions;
  const permissions = Array.isArray(listed) ? listed.filter((p): p is string => typeof p === 'string') : [];
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    sub: str(payload.sub) ?? '',
    email: str(payload.email),
    nickname: str(payload.nickname),
    permissions,
  };
}

function verifierWith(
  keys: Parameters<typeof jwtVerify>[1] & ((...args: never[]) => unknown),
  settings: VerifierSettings,
): TokenVerifier {
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: 5,
      });
      if (!payload.sub) throw new Error('token has no subject');
      return principalFromClaims(payload, settings.permissionsClaim);
    },
  };
}

/** The built-in provider: keys come straight from its key store. */
export function localVerifier(jwks: JSONWebKeySet, settings: VerifierSettings): TokenVerifier {
  return verifierWith(createLocalJWKSet(jwks), settings);
}

/** A hosted provider: keys from its JWKS, found through discovery. */
export function remoteVerifier(settings: VerifierSettings): TokenVerifier {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  return {
    async verify(token) {
      if (!keys) {
        const res = await fetch(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`discovery failed: ${res.status}`);
        const discovery = (await res.json()) as { jwks_uri: string };
        keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
      }
      return verifierWith(keys, settings).verify(token);
    },
  };
}

/**
 * Remembers the tokens it has verified until they expire, so a staff member's requests cost one
 * signature check per token, not one each (a token is immutable: its claims cannot change). At most
 * `max` tokens are kept; the oldest goes first.
 */
export function cachedVerifier(inner: TokenVerifier, max = 5000, now = () => Date.now()): TokenVerifier {
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();
  return {
    async verify(token) {
      const hit = verified.get(token);
      if (hit && hit.expiresAt > now()) return hit.principal;
      if (hit) verified.delete(token);
      const principal = await inner.verify(token);
      const exp = decodeJwt(token).exp;
      if (typeof exp === 'number') {
        if (verified.size >= max) verified.delete(verified.keys().next().value as string);
        verified.set(token, { principal, expiresAt: exp * 1000 });
      }
      return principal;
    },
  };
}
