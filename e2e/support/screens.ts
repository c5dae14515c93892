import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Every list of the menu that is built, by path (a section not built yet has no list). */
export const LIST_PATHS = [
  '/customers/b2c',
  '/customers/b2b',
  '/entitlements',
  '/products/content',
  '/products/ecom',
  '/products/base-price',
  '/products/disclosures',
  '/products/description',
  '/mini-courses',
  '/marketing/upsell-downgrade',
  '/marketing/promotion',
  '/marketing/save-offer',
  '/organization',
  '/vouchers',
  '/deeplink',
];

/**
 * Opens each list (LIST_PATHS), then the detail its first row links to, if it links to one (clicked: the
 * app's own navigation). `before` runs before each is opened; `visit` once it shows its rows or its own
 * heading, with what was opened ('/customers/b2c', '/customers/b2c → /customers/b2c/53').
 */
export async function visitListsAndDetails(
  page: Page,
  baseUrl: string,
  visit: (opened: string) => Promise<void>,
  before: () => void = () => undefined,
): Promise<void> {
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const heading = page.locator('main').getByRole('heading').first();
  for (const path of LIST_PATHS) {
    before();
    await page.goto(`${baseUrl}${path}`);
    await rows.first().waitFor();
    await visit(path);
    const link = rows.first().locator('a[href^="/"]').first();
    if ((await link.count()) === 0) continue;
    const href = (await link.getAttribute('href')) ?? '';
    const listTitle = await heading.innerText();
    before();
    await link.click();
    await page.waitForURL((url) => url.pathname !== path);
    // The list stays on screen while the detail's code loads: wait for the detail's own heading.
    await expect.poll(() => heading.innerText().catch(() => listTitle), { timeout: 20_000 }).not.toBe(listTitle);
    await visit(`${path} → ${href}`);
  }
}
