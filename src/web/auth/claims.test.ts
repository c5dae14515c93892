import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, nicknameFrom, permissionsFromAccessToken } from './claims';

function jwt(payload: object): string {
  const encode = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const CLAIM = 'https://portal.example/permissions';

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', name: 'Zoë ~?>' }))).toEqual({ sub: 'u1', name: 'Zoë ~?>' });
  });

  it('answers null for something that is not a JWT', () => {
    expect(decodeJwtPayload(undefined)).toBeNull();
    expect(decodeJwtPayload('opaque-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('permissionsFromAccessToken', () => {
  it('reads the configured namespaced claim', () => {
    const token = jwt({ [CLAIM]: ['read:customers', 'view:deeplink_menu'], permissions: ['view:voucher_menu'] });
    expect(permissionsFromAccessToken(token, CLAIM)).toEqual(['read:customers', 'view:deeplink_menu']);
  });

  it('falls back to plain `permissions`', () => {
    expect(permissionsFromAccessToken(jwt({ permissions: ['view:voucher_menu'] }), CLAIM)).toEqual([
      'view:voucher_menu',
    ]);
  });

  it('keeps only permissions the portal knows', () => {
    expect(permissionsFromAccessToken(jwt({ permissions: ['view:voucher_menu', 'fly:rocket', 42] }), CLAIM)).toEqual([
      'view:voucher_menu',
    ]);
  });

  it('answers an empty list without a token or claim', () => {
    expect(permissionsFromAccessToken(undefined, CLAIM)).toEqual([]);
    expect(permissionsFromAccessToken(jwt({ sub: 'u1' }), CLAIM)).toEqual([]);
  });
});

describe('nicknameFrom', () => {
  it('prefers the access-token nickname', () => {
    expect(nicknameFrom(jwt({ nickname: 'alice' }), { nickname: 'profile-alice', name: 'Alice A' })).toBe('alice');
  });

  it('falls back to the profile nickname, then name, then email', () => {
    const token = jwt({ sub: 'u1' });
    expect(nicknameFrom(token, { nickname: 'ally', name: 'Alice A' })).toBe('ally');
    expect(nicknameFrom(token, { name: 'Alice A', email: 'a@example.com' })).toBe('Alice A');
    expect(nicknameFrom(token, { email: 'a@example.com' })).toBe('a@example.com');
    expect(nicknameFrom(undefined, undefined)).toBe('');
  });
});
