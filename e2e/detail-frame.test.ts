import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, signIn } from './support/browser';
import { portalUrl } from './support/portal';

/**
 * The detail frame (CUS-DET-08, ERR-12): a failed detail read shows the generic error notification and,
 * in place of the page, the error state with Retry; Retry reads again and shows the page. And the
 * browser tab names the page: a list, a detail, an add page.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const APP = 'Staff portal';
const READ_ERROR_TITLE = 'Could not load the data';

async function expectTitle(title: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(title);
}

describe('the detail frame', () => {
  it('shows the error notification and the error state with Retry when the detail read fails; Retry shows the page', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const found = await callPortalApi<{ content: { customerId: number; email: string }[] }>(
      page,
      '/customers?email=jane.doe%40example.com&isB2c=true',
    );
    const jane = found.content[0];
    expect(jane).toBeDefined();
    if (!jane) return;

    // The detail read answers 500 (every automatic retry too) until the server is 'back'.
    let failing = true;
    let failed = 0;
    await page.route(`**/api/portal/customers/${jane.customerId}`, (route) => {
      if (!failing || route.request().method() !== 'GET') return route.continue();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      });
    });
    await page.goto(`${baseUrl}/customers/b2c/${jane.customerId}`);

    const notification = page.locator('.ant-notification-notice').filter({ hasText: READ_ERROR_TITLE });
    await notification.first().waitFor();
    const errorState = page.locator('[data-read-error]');
    await errorState.getByRole('heading', { name: READ_ERROR_TITLE }).waitFor();
    const retry = errorState.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(failed).toBeGreaterThan(0);
    // In place of the page: no heading of the customer, no tabs.
    expect(await page.locator('#page-title').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Customer info' }).count()).toBe(0);
    // The notification is shown once for the failure.
    expect(await notification.count()).toBe(1);

    failing = false;
    await retry.click();
    await page.locator('#page-title', { hasText: jane.email }).waitFor();
    await page.getByRole('tab', { name: 'Customer info' }).waitFor();
    expect(await errorState.count()).toBe(0);
    await expectTitle(`${jane.email} · Customer | ${APP}`);
  });

  it('names the browser tab after the page: a list, a detail, an add page', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await page.getByRole('heading', { name: 'Content product', exact: true }).waitFor();
    await expectTitle(`Content product | ${APP}`);

    const { content } = await callPortalApi<{ content: { id: number; productId: string }[] }>(
      page,
      '/products?size=1&page=0',
    );
    const product = content[0];
    expect(product).toBeDefined();
    if (!product) return;
    await page.goto(`${baseUrl}/products/content/${product.productId}`);
    await page.locator('#page-title').waitFor();
    await expectTitle(`${product.productId} · Content product | ${APP}`);

    await page.goto(`${baseUrl}/products/content/add`);
    await page.getByRole('heading', { name: 'Add new product' }).waitFor();
    await expectTitle(`Add content product | ${APP}`);

    // An address that names nothing: 'Not Found'.
    await page.goto(`${baseUrl}/products/content/not-a-product`);
    await page.getByText('Not Found', { exact: true }).waitFor();
    await expectTitle(`Not Found | ${APP}`);
  });
});
