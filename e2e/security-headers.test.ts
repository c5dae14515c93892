import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, signInThroughLoginPage, WAIT } from './support/browser';
import { portalUrl } from './support/portal';

// The app, the built-in sign-in pages and the API docs work under the Content-Security-Policy
// (src/server/http/security-headers.ts), and the browser reports no violation on them.
const baseUrl = portalUrl();
const browsers = browserPerTest();

/**
 * What the page reports as blocked by the policy: `securitypolicyviolation` events (listened to from
 * before any script of the page runs) and the console's 'Refused to …' lines. The web app sets zod
 * jitless (src/web/main.tsx), so not even its eval probe is reported.
 */
async function watchViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.documentURI}`);
    });
  });
  return () => seen;
}

describe('under the Content-Security-Policy', () => {
  it('the login page is styled, and signing in and out and the content product list report no violation', async () => {
    const page = await browsers.freshPage();
    const violations = await watchViolations(page);

    await page.goto(`${baseUrl}/products/content`);
    await page.waitForURL(/\/interaction\//);
    await page.locator('#login').waitFor();
    // The page's inline <style> applies (allowed by its hash): the button is the theme's blue (#0958d9).
    expect(await page.locator('button[type=submit]').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      'rgb(9, 88, 217)',
    );
    expect(violations()).toEqual([]);

    await signInThroughLoginPage(page, baseUrl, 'catalog', '/products/content');
    await page.getByRole('heading', { name: 'Content product' }).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // antd's run-time styles apply: the primary button is styled, not a bare browser button.
    const add = page.getByRole('button', { name: '+ Add new product' });
    expect(await add.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(violations()).toEqual([]);

    // Log out runs the logout page's auto-submit script (allowed by its hash), back to the login page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/interaction\//, { timeout: WAIT });
    await page.locator('#login').waitFor();
    expect(violations()).toEqual([]);
  });

  it('the API docs (swagger-ui) render with no violation', async () => {
    const page = await browsers.freshPage();
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/api/docs`);
    await page.locator('.swagger-ui .info .title').getByText('Back-office portal APIs').waitFor();
    // A tag's heading (with many operations swagger-ui lays the tags out in a virtual list, without the
    // `.opblock-tag-section` wrapper of a short document).
    await page.locator('.opblock-tag').first().waitFor();
    expect(violations()).toEqual([]);
  });
});
