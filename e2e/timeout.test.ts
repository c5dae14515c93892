import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { type RunningPortal, startPortal } from './support/server';

// A portal of its own whose access tokens live 12 seconds.
let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ ACCESS_TOKEN_TTL: '12' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('session timeout', () => {
  it("shows 'Timeout' when the access token expires, and OK logs out", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, portal.baseUrl, 'admin', '/deeplink');
    await page.getByTestId('greeting').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Session timeout, please login again').waitFor({ timeout: 40_000 });
    await dialog.locator('.ant-modal-confirm-title').getByText('Timeout', { exact: true }).waitFor();
    await page.waitForTimeout(500); // let the dialog finish its opening animation
    await screenshot(page, 'shell-timeout');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/interaction\//);
    await context.close();
  });
});
