import { knownPermissions, type Permission } from '../../shared/permissions';

export type Claims = Record<string, unknown>;

/** Decodes a JWT's payload (base64url JSON) without verifying it; null when it is not a JWT. */
export function decodeJwtPayload(token: string | undefined | null): Claims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Claims) : null;
  } catch {
    return null;
  }
}

function stringList(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return null;
}

/**
 * SHELL-AUTH-04: the permission list under the configured (namespaced) claim, else under plain
 * `permissions`. Only names this portal knows are kept.
 */
export function permissionsFromAccessToken(accessToken: string | undefined | null, claimName: string): Permission[] {
  const payload = decodeJwtPayload(accessToken);
  if (!payload) return [];
  const list = (claimName ? stringList(payload[claimName]) : null) ?? stringList(payload.permissions) ?? [];
  return knownPermissions(list);
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** SHELL-HDR-01: access-token `nickname`, else the id-token profile's nickname, name or email. */
export function nicknameFrom(accessToken: string | undefined | null, profile: Claims | undefined | null): string {
  const payload = decodeJwtPayload(accessToken);
  return (
    nonEmpty(payload?.nickname) ??
    nonEmpty(profile?.nickname) ??
    nonEmpty(profile?.name) ??
    nonEmpty(profile?.email) ??
    ''
  );
}
