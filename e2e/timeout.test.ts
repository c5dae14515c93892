import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_TEXT } from '../src/shared/domain/error-messages';
import { UNSAVED_CHANGES_TEXT } from '../src/shared/domain/ui-texts';
import { callPortalApi, launchBrowser, newContext, screenshot, signInThroughLoginPage } from './support/browser';
import { type RunningPortal, startPortal } from './support/server';

// A portal of its own: access tokens live 10 seconds, the provider's idle limit is 20 seconds. Each
// test signs in through the login page: its timing counts from that sign-in, and it ends its session.
const TOKEN_SECONDS = 10;
const IDLE_SECONDS = 20;
let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([
    startPortal({ ACCESS_TOKEN_TTL: String(TOKEN_SECONDS), SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS) }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The access token oidc-client-ts keeps in localStorage. */
const storedAccessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
  });

const timeoutDialog = (page: Page) => page.locator('.ant-modal-confirm', { hasText: TIMEOUT_TEXT });

/** Waits for 'Timeout' / 'Session timeout, please login again' (the idle limit plus a renewal's wait). */
async function waitForTimeout(page: Page) {
  const dialog = timeoutDialog(page);
  await dialog.waitFor({ timeout: (IDLE_SECONDS + 2 * TOKEN_SECONDS) * 1000 });
  await dialog.locator('.ant-modal-confirm-title').getByText('Timeout', { exact: true }).waitFor();
  await page.waitForTimeout(500); // let the dialog finish its opening animation
  return dialog;
}

/** The login page after Log out: signs in again, and waits to be back in the app. */
async function signInAgain(page: Page) {
  await page.waitForURL(/\/interaction\//);
  await page.fill('#login', 'admin');
  await page.fill('#password', 'demo');
  await page.click('button[type=submit]');
  await page.getByTestId('greeting').waitFor();
}

describe('session renewal and timeout (SHELL-AUTH-10)', () => {
  it('keeps the session and the form while the user types past the token lifetime; Stay keeps the page after a timeout', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughLoginPage(page, portal.baseUrl, 'admin', '/products/content/add');
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    const tokens = new Set([await storedAccessToken(page)]);

    // 2.5 token lifetimes of steady typing (a key every 250 ms).
    let typed = '';
    for (let chunk = 0; chunk < 5; chunk++) {
      const text = `Renewal ${chunk} keeps`;
      await name.pressSequentially(text, { delay: 250 });
      typed += text;
      tokens.add(await storedAccessToken(page));
      expect(await timeoutDialog(page).count()).toBe(0);
    }
    expect(tokens.size).toBeGreaterThanOrEqual(3);
    expect(await name.inputValue()).toBe(typed);
    // The renewed token is one the API takes.
    await expect(callPortalApi(page, '/languages?size=1')).resolves.toMatchObject({ totalElements: 51 });

    // The user stops: past the idle limit the provider refuses, and the dialog warns about the form.
    const dialog = await waitForTimeout(page);
    await dialog.getByText(UNSAVED_CHANGES_TEXT).waitFor();
    await screenshot(page, 'shell-timeout-unsaved');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe(typed);

    // Leaving the form for the list: its API call is refused, and 'Timeout' comes back (no form now).
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/products\/content(\?|$)/);
    const again = await waitForTimeout(page);
    expect(await again.getByText(UNSAVED_CHANGES_TEXT).count()).toBe(0);
    await screenshot(page, 'shell-timeout');
    const listUrl = page.url();
    await again.getByRole('button', { name: 'OK' }).click();
    await signInAgain(page);
    expect(page.url()).toBe(listUrl);
    await context.close();
  }, 150_000);

  it('renews on load a session whose token expired while the tab was closed, within the idle limit', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await signInThroughLoginPage(first, portal.baseUrl, 'admin', '/deeplink');
    await first.getByTestId('greeting').waitFor();
    const expired = await storedAccessToken(first);
    await first.close();
    await new Promise((done) => setTimeout(done, (TOKEN_SECONDS + 2) * 1000));

    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/deeplink`);
    await page.getByTestId('greeting').waitFor();
    expect(page.url()).toBe(`${portal.baseUrl}/deeplink`);
    expect(await storedAccessToken(page)).not.toBe(expired);
    expect(await timeoutDialog(page).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('shows Timeout once the idle limit has passed, and signing in again returns to the same URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughLoginPage(page, portal.baseUrl, 'admin', '/products/content/add');
    const name = page.getByLabel('Name', { exact: true });
    await name.pressSequentially('Unsaved', { delay: 50 });
    const url = page.url();
    // The browser's own leave-page prompt must not ask again after Leave (Playwright would accept it
    // silently; dismissing it, as a user saying 'Stay' would, holds the page and fails the test).
    const browserPrompts: string[] = [];
    page.on('dialog', (prompt) => {
      browserPrompts.push(prompt.type());
      void prompt.dismiss();
    });

    // Nothing more: no renewal, and the dialog appears by itself once the provider refuses.
    const dialog = await waitForTimeout(page);
    await dialog.getByText(UNSAVED_CHANGES_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await signInAgain(page);
    expect(browserPrompts).toEqual([]);
    expect(page.url()).toBe(url);
    await page.getByLabel('Name', { exact: true }).waitFor();
    expect(await timeoutDialog(page).count()).toBe(0);
    await context.close();
  }, 120_000);
});
