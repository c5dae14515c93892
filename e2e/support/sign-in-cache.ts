import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { inject } from 'vitest';
import { tokenTimes } from '../../src/web/auth/renewal-timing';

/**
 * The sign-ins the browser tests reuse (see `signIn` in ./browser.ts). A real sign-in loads the app,
 * the login page and the app again, and exchanges a code: 1 to 2 seconds more than opening the app
 * signed in, for each of the ~180 tests that sign in. The first sign-in of a login on a portal signs in for
 * real and keeps what it left in the browser: the provider's cookies and the user the app stores in
 * localStorage (oidc-client-ts, key `oidc.user:<issuer>:<client>`). Later tests put them back in their
 * fresh context, so the app opens already signed in, as it does after a reload.
 *
 * The entries live in a directory of the run (made and removed by ./global-setup.ts), so they last
 * across test files; without it (a file run outside that set-up) they last the file. E2E_REAL_SIGN_IN=1
 * turns the reuse off.
 */

/** What a real sign-in left in the browser, and when the app would next call the provider with it. */
export interface SavedSignIn {
  /** The portal's cookies (the provider session): the same state as after a real sign-in. */
  cookies: Cookie[];
  /** The app's stored user: the localStorage entries whose key starts with `oidc.user:`. */
  storage: Record<string, string>;
  /** The stored access token: names this entry (only the sign-in that saved it may drop it). */
  accessToken: string;
  /** The key id (`kid`) that signed the access token: a new portal on a reused port has other keys. */
  kid: string;
  /** When the app renews this token (ms since the epoch): the same rule as the app's, renewal-timing.ts. */
  dueAt: number;
}

/**
 * A saved sign-in is reused only while the app would not renew its token before the test ends: a
 * renewal spends the refresh token (the provider rotates them and treats a reused one as stolen, ending
 * the grant), which would break the next test that holds the same copy. A test lasts at most a couple
 * of minutes (60 s by default, 150 s the longest); five minutes leaves room. With the default 15-minute
 * token, one real sign-in per login serves the next nine minutes; short tokens (a few test portals use
 * 10 s) are never reused.
 */
const MIN_LEFT_MS = 5 * 60_000;

const memory = new Map<string, SavedSignIn>();

/** The run's directory, or undefined outside the e2e global set-up (then entries last the file). */
function cacheDir(): string | undefined {
  try {
    return inject('signInCacheDir') || undefined;
  } catch {
    return undefined;
  }
}

const keyOf = (baseUrl: string, login: string) => `${new URL(baseUrl).origin} ${login}`;
const fileOf = (dir: string, key: string) => join(dir, `${createHash('sha256').update(key).digest('hex')}.json`);

function read(key: string): SavedSignIn | undefined {
  const dir = cacheDir();
  if (!dir) return memory.get(key);
  try {
    return JSON.parse(readFileSync(fileOf(dir, key), 'utf8')) as SavedSignIn;
  } catch {
    return undefined; // none saved, or unreadable: sign in for real
  }
}

function write(key: string, saved: SavedSignIn): void {
  const dir = cacheDir();
  if (!dir) {
    memory.set(key, saved);
    return;
  }
  // Written aside then renamed, so a reader never sees half a file.
  const file = fileOf(dir, key);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(saved));
  renameSync(temporary, file);
}

/** Drops the entry of `key` if it is still the one holding `accessToken` (a newer sign-in may have replaced it). */
function forget(key: string, accessToken: string): void {
  if (read(key)?.accessToken !== accessToken) return;
  const dir = cacheDir();
  if (dir) rmSync(fileOf(dir, key), { force: true });
  else memory.delete(key);
}

/** The `kid` of a JWT's header, or '' when it has none. */
function kidOf(token: string): string {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return typeof header.kid === 'string' ? header.kid : '';
  } catch {
    return '';
  }
}

/** Whether the portal at `baseUrl` still signs with `kid` (its public keys, as the API checks tokens with). */
async function portalSignsWith(baseUrl: string, kid: string): Promise<boolean> {
  try {
    const res = await fetch(`${new URL(baseUrl).origin}/oidc/jwks`);
    if (!res.ok) return false;
    const jwks = (await res.json()) as { keys?: { kid?: string }[] };
    return (jwks.keys ?? []).some((key) => key.kid === kid);
  } catch {
    return false;
  }
}

/**
 * The saved sign-in of `login` on the portal at `baseUrl`, if one is there, its token is not due for
 * renewal within MIN_LEFT_MS, and the portal there is the one that issued it; else undefined.
 */
export async function reusableSignIn(baseUrl: string, login: string): Promise<SavedSignIn | undefined> {
  // E2E_REAL_SIGN_IN=1: every test signs in through the login page (to rule the reuse out, or time it).
  if (process.env.E2E_REAL_SIGN_IN === '1') return undefined;
  const saved = read(keyOf(baseUrl, login));
  if (!saved || saved.dueAt - Date.now() < MIN_LEFT_MS) return undefined;
  return (await portalSignsWith(baseUrl, saved.kid)) ? saved : undefined;
}

/**
 * Saves what the real sign-in on `page` left (call it once back in the app, where the app has stored
 * its user). Saves nothing when the token is too short-lived to be reused.
 */
export async function saveSignIn(page: Page, baseUrl: string, login: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const storage = await page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('oidc.user:'))),
  );
  const [stored, ...others] = Object.values(storage);
  if (!stored || others.length > 0) return;
  const user = JSON.parse(stored) as { access_token?: string; expires_at?: number };
  const times = user.access_token ? tokenTimes({ ...user, access_token: user.access_token }) : null;
  if (!user.access_token || !times || times.dueAt - Date.now() < MIN_LEFT_MS) return;
  const host = new URL(origin).hostname;
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.domain === host);
  const key = keyOf(baseUrl, login);
  write(key, { cookies, storage, accessToken: user.access_token, kid: kidOf(user.access_token), dueAt: times.dueAt });
  forgetWhenSpent(page.context(), origin, key, user.access_token);
}

/**
 * Opens `path` in `page` already signed in with `saved`: the cookies go into the context, and the
 * stored user into localStorage by a script that runs before the app's own, for this one navigation
 * only (it is removed right after, so a test that logs out is not signed back in on its next page).
 */
export async function openSignedIn(
  page: Page,
  baseUrl: string,
  login: string,
  saved: SavedSignIn,
  path: string,
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const context = page.context();
  if (saved.cookies.length > 0) await context.addCookies(saved.cookies);
  const script = await page.addInitScript(
    ({ origin, storage }) => {
      if (window !== window.top || window.location.origin !== origin) return;
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    },
    { origin, storage: saved.storage },
  );
  try {
    await page.goto(`${baseUrl}${path}`);
  } finally {
    await script.dispose();
  }
  forgetWhenSpent(context, origin, keyOf(baseUrl, login), saved.accessToken);
}

/**
 * Drops the saved sign-in as soon as a page of `context` spends or ends it, so no later test gets a
 * dead copy: a renewal spends the refresh token (rotation), Log out revokes it and ends the provider
 * session (RP-initiated logout).
 */
function forgetWhenSpent(context: BrowserContext, origin: string, key: string, accessToken: string): void {
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const spent =
      url.pathname.startsWith('/oidc/session/end') ||
      url.pathname === '/oidc/token/revocation' ||
      (url.pathname === '/oidc/token' && /(^|&)grant_type=refresh_token(&|$)/.test(request.postData() ?? ''));
    if (spent) forget(key, accessToken);
  });
}
