import { describe, expect, it } from 'vitest';
import { providerSessionTtl, refreshTokenTtl, signInScopeOf } from './session-limits';

const limits = { idleTimeoutSeconds: 1800, absoluteTimeoutSeconds: 43_200 };
const signedInAt = 1_800_000_000;

describe('refreshTokenTtl', () => {
  it('is the idle limit while the absolute limit is far', () => {
    expect(refreshTokenTtl(limits, { authTime: signedInAt }, signedInAt + 3600)).toBe(1800);
  });

  it('stops at the absolute limit counted from sign-in (else from the first refresh token)', () => {
    expect(refreshTokenTtl(limits, { authTime: signedInAt }, signedInAt + 43_200 - 600)).toBe(600);
    expect(refreshTokenTtl(limits, { iiat: signedInAt }, signedInAt + 43_200 - 60)).toBe(60);
    expect(refreshTokenTtl(limits, { authTime: signedInAt }, signedInAt + 50_000)).toBe(1);
  });
});

describe('providerSessionTtl', () => {
  it('is what is left of the absolute limit, so saving the session again does not extend it', () => {
    expect(providerSessionTtl(limits, {}, signedInAt)).toBe(43_200);
    expect(providerSessionTtl(limits, { loginTs: signedInAt }, signedInAt + 40_000)).toBe(3200);
  });
});

describe('signInScopeOf', () => {
  it('adds offline_access while sessions renew', () => {
    expect(signInScopeOf({ session: { renewal: true, ...limits } }).split(' ')).toContain('offline_access');
    expect(signInScopeOf({ session: { renewal: false, ...limits } }).split(' ')).not.toContain('offline_access');
  });
});
