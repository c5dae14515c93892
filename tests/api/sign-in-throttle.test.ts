import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/auth/demo-accounts';
import { SIGN_IN_LIMITS, signInThrottle, slowDelay } from '../../src/server/auth/oidc/sign-in-throttle';
import { openLoginPage, pageError } from '../support/login-page';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), which lets the test speak from several client addresses.
  server = await startTestServer({ trustProxy: true });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const MINUTE = 60_000;
const WRONG = 'Wrong login or password.';

/** One try of the login form from `address`. */
async function attempt(login: string, password: string, address: string) {
  const page = await openLoginPage(baseUrl, server.config, { 'x-forwarded-for': address });
  const answer = await page.submit(login, password);
  return { status: answer.status, error: pageError(answer.html), retryAfter: answer.headers.get('retry-after') };
}

async function failTimes(times: number, login: string, address: string) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await attempt(login, 'not-the-password', address));
  return answers;
}

describe('sign-in throttling', () => {
  it('refuses a login from one address after 5 failures in 15 minutes, the right password there too, until the window passes', async () => {
    const address = '198.51.100.1';
    const first = await failTimes(SIGN_IN_LIMITS.perAddressLogin - 1, 'catalog', address);
    expect(first.map((a) => [a.status, a.error])).toEqual(Array(4).fill([401, WRONG]));
    // The fifth failure uses up the allowance and says so.
    const fifth = await attempt('catalog', 'still-wrong', address);
    expect(fifth).toMatchObject({ status: 429, error: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(fifth.retryAfter).toBe('900');

    const right = await attempt('catalog', DEMO_PASSWORD, address);
    expect(right).toMatchObject({ status: 429, error: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    // The login is throttled there whatever its spelling.
    expect((await attempt('CATALOG', DEMO_PASSWORD, address)).status).toBe(429);
    // Another account, from the same address, is not affected.
    expect((await attempt('marketing', DEMO_PASSWORD, address)).status).toBe(303);

    server.clock.advance(14 * MINUTE);
    expect(await attempt('catalog', DEMO_PASSWORD, address)).toMatchObject({
      status: 429,
      error: 'Too many failed sign-in attempts. Try again in 1 minute.',
      retryAfter: '60',
    });
    server.clock.advance(MINUTE);
    expect((await attempt('catalog', DEMO_PASSWORD, address)).status).toBe(303);
  });

  it('cannot lock the owner out: 1,000 wrong tries from one address are refused there, the owner signs in from another at once', async () => {
    const attacker = '198.51.100.66';
    const page = await openLoginPage(baseUrl, server.config, { 'x-forwarded-for': attacker });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await page.submit('admin', `guess-${i}`)).status);
    // Four wrong answers, and the fifth says the allowance is used up.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Every later try (995, 25 at a time) is refused unchecked.
    for (let i = 5; i < 1000; i += 25) {
      const batch = Array.from({ length: Math.min(25, 1000 - i) }, (_, j) => page.submit('admin', `guess-${i + j}`));
      statuses.push(...(await Promise.all(batch)).map((a) => a.status));
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // The owner, elsewhere, is not slowed or refused.
    const started = Date.now();
    expect((await attempt('admin', DEMO_PASSWORD, '192.0.2.200')).status).toBe(303);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 120_000);
  it('forgets the failures of an account that signs in', async () => {
    const address = '198.51.100.3';
    await failTimes(SIGN_IN_LIMITS.perAddressLogin - 1, 'b2b', address);
    expect((await attempt('b2b', DEMO_PASSWORD, address)).status).toBe(303);
    const again = await failTimes(SIGN_IN_LIMITS.perAddressLogin - 1, 'b2b', address);
    expect(again.every((a) => a.status === 401)).toBe(true);
    expect((await attempt('b2b', DEMO_PASSWORD, address)).status).toBe(303);
  });

  it('refuses a client address after 20 failures in 15 minutes, whatever the login; other addresses go on', async () => {
    const address = '203.0.113.7';
    // Four failures each on five logins: no login reaches its own limit.
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress / 4; i += 1) {
      const answers = await failTimes(4, `ghost-${i}`, address);
      expect(answers.at(-1)?.status).toBe(i === SIGN_IN_LIMITS.perAddress / 4 - 1 ? 429 : 401);
    }
    expect(await attempt('viewer', DEMO_PASSWORD, address)).toMatchObject({
      status: 429,
      error: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect((await attempt('viewer', DEMO_PASSWORD, '203.0.113.8')).status).toBe(303);

    server.clock.advance(15 * MINUTE);
    expect((await attempt('viewer', DEMO_PASSWORD, address)).status).toBe(303);
  });

  it('lets no more than the allowed tries of one address through when they come in parallel', async () => {
    const address = '192.0.2.77';
    const tries = await Promise.all(Array.from({ length: 12 }, () => attempt('support', 'wrong', address)));
    const statuses = tries.map((t) => t.status);
    // At most 4 'wrong password' answers: the fifth checked try already answers 429, the rest are refused.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAddressLogin - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - (SIGN_IN_LIMITS.perAddressLogin - 1));
    expect((await attempt('support', DEMO_PASSWORD, address)).status).toBe(429);
    expect((await attempt('support', DEMO_PASSWORD, '192.0.2.78')).status).toBe(303);
  });
});

describe('a login tried from many addresses', () => {
  it('answers wrong passwords ever more slowly past 10 failures, logs every try without the password, and lets the right one through', async () => {
    const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const log = {
      info: (obj: Record<string, unknown>, msg: string) => logged.push({ level: 'info', obj, msg }),
      warn: (obj: Record<string, unknown>, msg: string) => logged.push({ level: 'warn', obj, msg }),
    };
    const waited: number[] = [];
    const throttle = signInThrottle(server.deps.db, server.clock, SIGN_IN_LIMITS, log, async (ms) => {
      waited.push(ms);
    });
    for (let i = 0; i < 14; i += 1) {
      const attempt = await throttle.begin('viewer-spread', `10.9.0.${i + 1}`);
      if (attempt.refused) throw new Error('an address with no failure was refused');
      expect(await attempt.failed()).toBeNull();
    }
    expect(waited).toEqual([100, 200, 400, 800]);
    expect(slowDelay(40)).toBe(SIGN_IN_LIMITS.slowMaxMs);
    const owner = await throttle.begin('viewer-spread', '10.9.1.1');
    expect(owner.refused).toBe(false);
    if (!owner.refused) await owner.succeeded();

    expect(logged.filter((l) => l.msg === 'sign-in failed')).toHaveLength(14);
    expect(logged.at(-1)).toMatchObject({ level: 'info', msg: 'sign-in succeeded', obj: { login: 'viewer-spread' } });
    expect(logged[13]?.obj).toMatchObject({ address: '10.9.0.14', failuresOfLogin: 14, delayMs: 800 });
    for (const entry of logged) expect(Object.keys(entry.obj).sort()).not.toContain('password');
  });

  it('logs a refusal with the login, the address and when to retry', async () => {
    const logged: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = {
      info: () => undefined,
      warn: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }),
    };
    const throttle = signInThrottle(server.deps.db, server.clock, SIGN_IN_LIMITS, log, async () => undefined);
    for (let i = 0; i < SIGN_IN_LIMITS.perAddressLogin; i += 1) {
      const attempt = await throttle.begin('logged-refusal', '10.8.0.1');
      if (!attempt.refused) await attempt.failed();
    }
    const refused = await throttle.begin('logged-refusal', '10.8.0.1');
    expect(refused.refused).toBe(true);
    expect(logged.at(-1)).toMatchObject({
      msg: 'sign-in refused: too many failures',
      obj: { login: 'logged-refusal', address: '10.8.0.1', retryAt: expect.any(String) },
    });
  });
});

describe('without a trusted proxy', () => {
  it('ignores a forged X-Forwarded-For: every try counts against the real address', async () => {
    const direct = await startTestServer();
    try {
      expect(direct.config.trustProxy).toBe(false);
      const url = await direct.app.listen({ port: 0, host: '127.0.0.1' });
      const answers = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.perAddress; i += 1) {
        const page = await openLoginPage(url, direct.config, { 'x-forwarded-for': `203.0.113.${i + 1}` });
        answers.push((await page.submit(`nobody-${i}`, 'wrong')).status);
      }
      expect(answers.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  }, 90_000);
});
