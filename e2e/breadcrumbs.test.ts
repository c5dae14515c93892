import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../src/shared/domain/ui-texts';
import { browserPerTest, callPortalApi, screenshot, signIn } from './support/browser';
import { portalUrl } from './support/portal';

/** SHELL-BC-01..03: the breadcrumb bar names only pages that exist; 'Not Found' has none. */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const bar = () => page.getByRole('navigation', { name: 'Breadcrumb' });
const crumbs = async () => (await bar().locator('.ant-breadcrumb-link').allInnerTexts()).map((t) => t.trim());

/** Opens `path` in the app (no reload), as a link would. */
async function open(path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
const heading = (name: string) => page.getByRole('heading', { name }).first().waitFor();
const notFound = () => page.getByText(NOT_FOUND_TITLE, { exact: true }).waitFor();

describe('breadcrumbs (SHELL-BC-01..03)', () => {
  it('shows no crumbs above Not Found: nested unknown paths', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/organization/12/admins');
    await page.getByText(NOT_FOUND_TITLE, { exact: true }).waitFor();
    expect(await bar().count()).toBe(0);
    await screenshot(page, 'breadcrumbs-not-found-organization-nested');

    const { content } = await callPortalApi<{ content: { id: number }[] }>(page, '/products?size=1&page=0');
    const id = content[0]?.id;
    expect(id).toBeDefined();
    for (const path of [`/products/content/${id}/foo/bar`, '/products/content/add/more', '/marketing/promotion/1/x']) {
      await open(path);
      await notFound();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await bar().count(), path).toBe(0);
    }

    // The pages that exist keep their trail, in the menu's words ('eCom'), the current page last.
    await open('/products/ecom');
    await heading('eCom product');
    expect(await crumbs()).toEqual(['Product', 'eCom product']);
    await open('/products/content/add');
    await heading('Add new product');
    expect(await crumbs()).toEqual(['Product', 'Content product', 'Add new content product']);
    expect(await bar().locator('[aria-current="page"]').innerText()).toBe('Add new content product');
    await open(`/products/content/${id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await crumbs()).toEqual(['Product', 'Content product', 'View details']);
    // Every crumb but the current page links to a page that exists.
    await bar().getByRole('link', { name: 'Product', exact: true }).click();
    await page.waitForURL(`${baseUrl}/products/content`);
    await page.getByRole('heading', { name: 'Content product' }).waitFor();
  });
});
