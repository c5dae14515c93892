import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/auth/demo-accounts';
import { SIGN_IN_LIMITS } from '../../src/server/auth/oidc/sign-in-throttle';
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
  it('refuses a login after 5 failures in 15 minutes, even with the right password, until the window passes', async () => {
    const address = '198.51.100.1';
    const first = await failTimes(SIGN_IN_LIMITS.perLogin - 1, 'catalog', address);
    expect(first.map((a) => [a.status, a.error])).toEqual(Array(4).fill([401, WRONG]));
    // The fifth failure uses up the allowance and says so.
    const fifth = await attempt('catalog', 'still-wrong', address);
    expect(fifth).toMatchObject({ status: 429, error: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(fifth.retryAfter).toBe('900');

    const right = await attempt('catalog', DEMO_PASSWORD, address);
    expect(right).toMatchObject({ status: 429, error: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    // The login is throttled whatever its spelling.
    expect((await attempt('CATALOG', DEMO_PASSWORD, '198.51.100.2')).status).toBe(429);

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

  it('forgets the failures of an account that signs in', async () => {
    const address = '198.51.100.3';
    await failTimes(SIGN_IN_LIMITS.perLogin - 1, 'b2b', address);
    expect((await attempt('b2b', DEMO_PASSWORD, address)).status).toBe(303);
    const again = await failTimes(SIGN_IN_LIMITS.perLogin - 1, 'b2b', address);
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

  it('lets no more than the allowed tries through when they come in parallel', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt('support', 'wrong', `192.0.2.${i + 1}`)),
    );
    const statuses = tries.map((t) => t.status);
    // At most 4 'wrong password' answers: the fifth checked try already answers 429, the rest are refused.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perLogin - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - (SIGN_IN_LIMITS.perLogin - 1));
    expect((await attempt('support', DEMO_PASSWORD, '192.0.2.99')).status).toBe(429);
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
  });
});
