import { describe, expect, it } from 'vitest';
import { IDLE_CHECK_MARGIN_MS, idleLimitAt, renewLeadMs, tokenTimes } from './renewal-timing';

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode(payload)}.signature`;
}

describe('renewLeadMs', () => {
  it('is a quarter of the lifetime, at least 2 and at most 60 seconds', () => {
    expect(renewLeadMs(900_000)).toBe(60_000);
    expect(renewLeadMs(120_000)).toBe(30_000);
    expect(renewLeadMs(30_000)).toBe(7_500);
    expect(renewLeadMs(4_000)).toBe(2_000);
  });
});

describe('tokenTimes', () => {
  it("takes the lifetime from the JWT and the expiry from the library's local expires_at", () => {
    // The server's clock is 5 minutes ahead of this browser's: iat/exp say nothing about local time.
    const localExpiry = 1_800_000_000;
    const token = jwt({ iat: localExpiry + 300 - 900, exp: localExpiry + 300 });
    expect(tokenTimes({ access_token: token, expires_at: localExpiry })).toEqual({
      issuedAt: (localExpiry - 900) * 1000,
      dueAt: (localExpiry - 60) * 1000,
      expiresAt: localExpiry * 1000,
    });
  });

  it('falls back to expires_in for an opaque token, and is null without an expiry', () => {
    expect(tokenTimes({ access_token: 'opaque', expires_at: 1000, expires_in: 30 })).toEqual({
      issuedAt: 970_000,
      dueAt: 992_500,
      expiresAt: 1_000_000,
    });
    expect(tokenTimes({ access_token: 'opaque' })).toBeNull();
  });
});

describe('idleLimitAt', () => {
  it('is the idle limit after the token was received, plus a margin; null when unknown', () => {
    const times = { issuedAt: 1_000_000, dueAt: 0, expiresAt: 0 };
    expect(idleLimitAt(times, 1800)).toBe(1_000_000 + 1_800_000 + IDLE_CHECK_MARGIN_MS);
    expect(idleLimitAt(times, null)).toBeNull();
  });
});
