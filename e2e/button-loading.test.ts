import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, signIn } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';

/**
 * A button that showed its loading icon is itself again once the action ends: antd's default loading
 * icon left with a width motion whose end never came when the loading ended while the icon was still at
 * width 0 (an answer arriving as the spinner appears, frequent on a busy machine), and stayed in the
 * button for good: 'Save' then read 'loading Save'. The animations are held still here (the DevTools
 * protocol's playback rate 0), which keeps the icon at width 0 while the answer comes, every time.
 */

const baseUrl = portalUrl();
// With antd's motions: the one this test holds still is what left the icon behind.
const browsers = browserPerTest({ motion: true });
let page: Page;
const { store } = marketingPages(() => page);

describe('a loading button after its action', () => {
  it("the base price row's Save is named 'Save' again after a refused save, with no loading icon left", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const name = `E2E loading ${Date.now().toString(36)}`;
    const created = await store<{ id: number }>('POST', '/base-prices', { name });
    expect(created.status).toBe(201);
    // The save is refused, once the test lets the answer go.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**/api/store/base-prices/${created.body.id}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await answered;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Refused"}' });
    });
    await page.goto(`${baseUrl}/products/base-price?name=${encodeURIComponent(name)}`);
    const row = page.locator('.ant-table-row', { has: page.getByRole('link', { name, exact: true }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edited = page.locator('.ant-table-row', { has: page.getByRole('textbox', { name: 'Name' }) });
    const save = edited.getByRole('button', { name: 'Save', exact: true });
    await edited.getByRole('textbox', { name: 'USD', exact: true }).fill('3.00');

    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
    const refused = page.waitForResponse((response) => response.request().method() === 'PUT');
    await save.click();
    // The spinner shows (after the action has taken 150 ms); then the answer comes.
    const spinner = edited.getByRole('img', { name: 'loading' });
    await spinner.waitFor({ state: 'attached' });
    answer();
    await refused;
    await page.locator('.ant-notification-notice', { hasText: 'Refused' }).waitFor();
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await page.waitForTimeout(1000);

    expect(await spinner.count()).toBe(0);
    expect(await save.count()).toBe(1);
    // And Save works again (a button left 'loading Save' could not even be found by its name).
    await edited.getByRole('textbox', { name: 'USD', exact: true }).fill('4.00');
    await Promise.all([page.waitForRequest((request) => request.method() === 'PUT'), save.click()]);
  });
});
