import { ErrorResponse, User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionKeeper } from './session-keeper';

const TTL = 900;
const IDLE = 1800;
let serial = 0;

/** A user as oidc-client-ts stores it: an opaque token received now, living TTL seconds. */
function aUser(refresh = true): User {
  serial += 1;
  return new User({
    access_token: `access-${serial}`,
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'https://issuer.example', aud: 'portal', exp: 0, iat: 0 },
    refresh_token: refresh ? `refresh-${serial}` : undefined,
    expires_at: Math.floor(Date.now() / 1000) + TTL,
  });
}

function setUp(options: { refresh?: boolean; idle?: number | null } = {}) {
  let stored: User | null = aUser(options.refresh ?? true);
  const signinSilent = vi.fn(async () => {
    stored = aUser();
    return stored;
  });
  const onEnded = vi.fn();
  const onRenewed = vi.fn();
  const keeper = new SessionKeeper({
    userManager: { getUser: async () => stored, signinSilent },
    idleTimeoutSeconds: options.idle === undefined ? IDLE : options.idle,
    onRenewed,
    onEnded,
    locks: null,
  });
  const first = stored;
  keeper.keep(first);
  return {
    keeper,
    first,
    signinSilent,
    onEnded,
    onRenewed,
    stored: () => stored,
    setStored: (user: User | null) => {
      stored = user;
    },
  };
}

const seconds = (n: number) => vi.advanceTimersByTimeAsync(n * 1000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SessionKeeper', () => {
  it('renews shortly before expiry when the user did something while holding the token', async () => {
    const { keeper, signinSilent, onRenewed, first } = setUp();
    await seconds(60);
    keeper.activity();
    await seconds(TTL - 60 - 61);
    expect(signinSilent).not.toHaveBeenCalled();
    await seconds(2); // 60 s before expiry
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(onRenewed).toHaveBeenCalledTimes(1);
    expect(await keeper.accessToken()).not.toBe(first.access_token);
  });

  it("leaves an idle user's token to expire, and renews at the user's next activity", async () => {
    const { keeper, signinSilent, onEnded } = setUp({ idle: null });
    await seconds(TTL + 300);
    expect(signinSilent).not.toHaveBeenCalled();
    keeper.activity();
    await seconds(0);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('renews a due token before an API call uses it, once for concurrent calls', async () => {
    const { keeper, signinSilent, stored } = setUp({ idle: null });
    await seconds(TTL);
    const [a, b] = await Promise.all([keeper.accessToken(), keeper.accessToken()]);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(a).toBe(stored()?.access_token);
    expect(b).toBe(a);
  });

  it('ends the session when the provider refuses, and says so again at the next 401', async () => {
    const { keeper, signinSilent, onEnded } = setUp({ idle: null });
    signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    await seconds(TTL + 10);
    keeper.activity();
    await seconds(0);
    expect(onEnded).toHaveBeenCalledTimes(1);
    keeper.activity();
    await seconds(0);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    keeper.unauthorized();
    expect(onEnded).toHaveBeenCalledTimes(2);
  });

  it('keeps the session through a network failure and retries at the next activity', async () => {
    const { keeper, signinSilent, onEnded } = setUp({ idle: null });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await seconds(TTL + 10);
    keeper.activity();
    await seconds(0);
    keeper.activity();
    await seconds(0);
    expect(signinSilent).toHaveBeenCalledTimes(2);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it("asks the provider once the built-in provider's idle limit has passed, and ends on its refusal", async () => {
    const { signinSilent, onEnded } = setUp();
    signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    await seconds(IDLE);
    expect(signinSilent).not.toHaveBeenCalled();
    await seconds(2);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token, ends the session when the access token expires', async () => {
    const { keeper, signinSilent, onEnded } = setUp({ refresh: false });
    keeper.activity();
    await seconds(TTL - 1);
    expect(onEnded).not.toHaveBeenCalled();
    await seconds(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it("takes another tab's renewal from storage instead of spending the refresh token again", async () => {
    const { keeper, signinSilent, onRenewed, setStored } = setUp({ idle: null });
    await seconds(TTL - 30);
    const other = aUser();
    setStored(other);
    expect(await keeper.accessToken()).toBe(other.access_token);
    expect(signinSilent).not.toHaveBeenCalled();
    expect(onRenewed).toHaveBeenCalledWith(other);
  });

  it('ends the session when another tab signed out', async () => {
    const { keeper, onEnded, setStored } = setUp({ idle: null });
    await seconds(TTL);
    setStored(null);
    await keeper.accessToken();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
