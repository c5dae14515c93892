import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openSignedIn, reusableSignIn, saveSignIn } from './sign-in-cache';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Generous waits: CI machines are small and share their two cores with the server. */
export const WAIT = 20_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A browser context as the tests use it. Its system asks for less motion (`prefers-reduced-motion`), so
 * the app shows dialogs, menus and messages without antd's animations (App.tsx): a click then never lands
 * on a dialog still zooming in, and no test waits for one. `motion: true` keeps them (a test of a motion).
 */
export async function newContext(browser: Browser, { motion = false } = {}): Promise<BrowserContext> {
  // The clipboard granted: copying is then refused by no permission prompt, whatever the page's focus.
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  context.setDefaultTimeout(WAIT);
  context.setDefaultNavigationTimeout(WAIT * 2);
  return context;
}

/**
 * Opens `path` signed in as `login`, and waits to be in the app. The first sign-in of a login on a
 * portal goes through the real login page (`signInThroughLoginPage`) and keeps the session it got;
 * later ones, in their own fresh context, start with a copy of it while its token is fresh, so the app
 * opens already signed in, as after a reload (./sign-in-cache.ts). A test that logs out, waits for a
 * timeout or looks at the login page uses `signInThroughLoginPage` instead.
 */
export async function signIn(page: Page, baseUrl: string, login: string, path = '/'): Promise<void> {
  const saved = await reusableSignIn(baseUrl, login);
  if (saved) {
    await openSignedIn(page, baseUrl, login, saved, path);
    await page.waitForURL(backInApp(baseUrl));
    return;
  }
  await signInThroughLoginPage(page, baseUrl, login, path);
  try {
    await saveSignIn(page, baseUrl, login);
  } catch (error) {
    // Only a saving for later: the next test then signs in through the login page itself.
    console.warn(`could not save the sign-in of ${login}:`, error);
  }
}

/**
 * Opens `path`, signs in through the real login page, and waits to be back in the app. Its session is
 * its own (never saved nor reused): for tests of the login page, Log out, renewal and Timeout, and
 * the return to the page asked for.
 */
export async function signInThroughLoginPage(page: Page, baseUrl: string, login: string, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/interaction\//);
  await page.fill('#login', login);
  await page.fill('#password', 'demo');
  await page.click('button[type=submit]');
  await page.waitForURL(backInApp(baseUrl));
}

/** A URL of the app itself: not the login page, the provider, or the sign-in callback. */
const backInApp = (baseUrl: string) => (url: URL) =>
  url.origin === baseUrl &&
  !url.pathname.startsWith('/interaction') &&
  !url.pathname.startsWith('/oidc') &&
  url.pathname !== '/callback';

/** The side menu's labels, groups included, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  const labels = await menu.locator('.ant-menu-title-content').allInnerTexts();
  return labels.map((l) => l.trim());
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local time as the date pickers show it: 'YYYY-MM-DD HH:mm:ss'. */
export const dateTimeText = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
/** A local time as a modal shows it (CONST-07), e.g. the publish dialog's picker: 'MM/DD/YYYY HH:mm:ss'. */
export const modalDateTimeText = (at: Date) =>
  `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

/**
 * Hovers a disabled action to show why it is disabled: the button takes no pointer events, the span
 * around it (`ActionButton`) shows the tooltip.
 */
export async function hoverDisabled(button: Locator): Promise<void> {
  await button.locator('xpath=..').hover();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** Calls the portal API from the page with the signed-in user's token (to pick test data). */
export async function callPortalApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
    const res = await fetch(`/api/portal${p}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path) as Promise<T>;
}

/** A portal API answer as the page's fetch got it: its status, ETag and body (null when empty). */
export interface PortalAnswer<T> {
  status: number;
  etag: string | null;
  body: T;
}

/**
 * Calls the portal API from the page with the signed-in user's token: any method, a JSON body, `If-Match`
 * (an ETag as read); answers the status, the ETag and the body, a refusal's too.
 */
export async function portalRequest<T>(
  page: Page,
  method: string,
  path: string,
  init: { body?: unknown; ifMatch?: string | null } = {},
): Promise<PortalAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (ifMatch) headers['If-Match'] = ifMatch;
      const res = await fetch(`/api/portal${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, etag: res.headers.get('etag'), body: text ? JSON.parse(text) : null };
    },
    { method, path, body: init.body, ifMatch: init.ifMatch ?? null },
  ) as Promise<PortalAnswer<T>>;
}

/**
 * The usual set-up of a browser test file: one Chromium for the file, and a fresh context (no
 * session) and page per test, closed after it. Call it at the top of the file.
 */
export function browserPerTest(options: { motion?: boolean } = {}): {
  freshPage(): Promise<Page>;
  context(): BrowserContext;
} {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());
  return {
    async freshPage() {
      if (!browser) throw new Error('the browser is not started');
      context = await newContext(browser, options);
      return context.newPage();
    },
    context() {
      if (!context) throw new Error('no page yet: call freshPage() first');
      return context;
    },
  };
}

/**
 * A unique 13-digit ISBN for data a browser test creates: 9789, a two-digit key of the test file,
 * then a counter (every run starts from a fresh database, so nothing is left from earlier runs).
 */
export function isbnMaker(fileKey: number): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `9789${String(fileKey).padStart(2, '0')}${String(counter).padStart(7, '0')}`;
  };
}

/** Picks one of `items` by a seeded generator: the same choice every run, different per seed. */
export function seededPick<T>(items: readonly T[], seed: number): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return items[Math.floor(unit * items.length)] as T;
}

/**
 * Records the text of every toast (antd message or notification) the page shows from now on, seen by a
 * MutationObserver in the page: a 3-second message is not missed when a loaded machine polls slowly.
 * Returns a reader of the texts so far. Lasts until the next full page load.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const store = window as unknown as { __toasts?: string[] };
    if (store.__toasts) return;
    const texts: string[] = [];
    store.__toasts = texts;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.ant-message-notice, .ant-notification-notice')) {
        const text = (toast as HTMLElement).innerText.trim();
        if (seen.has(toast) || !text) continue;
        seen.add(toast);
        texts.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...((window as unknown as { __toasts?: string[] }).__toasts ?? [])]);
}

/**
 * Closes the notifications shown at this moment, in one go in the page (a notice that closes itself
 * between a look and a click would leave the click waiting for a button that is gone).
 */
export async function closeNotifications(page: Page): Promise<void> {
  await page.locator('.ant-notification-notice-close').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
}
