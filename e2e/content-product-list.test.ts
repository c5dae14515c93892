import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, screenshot, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOption, chooseOptions } from './support/select';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

interface ProductRow {
  id: number;
  productId: string;
  isbn: string;
  status: string;
  isPremium: boolean;
}

/** Calls the portal API with the signed-in user's token. */
const api = <T>(path: string) => callPortalApi<T>(page, path);

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const statusCells = async () => (await rows().locator('td:nth-child(6) .ant-tag').allInnerTexts()).map((t) => t.trim());
const tagLabels = async () =>
  (await page.getByRole('list', { name: 'Active filters' }).locator('.ant-tag').allInnerTexts()).map((t) => t.trim());

describe('content product list', () => {
  it('filters by status and ISBN, shows removable tags, restores the view from the URL, opens a row', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await page.getByRole('heading', { name: 'Content product' }).waitFor();
    await rows().first().waitFor();
    await page.getByRole('button', { name: '+ Add new product' }).waitFor();
    await screenshot(page, 'content-product-list');

    // Status filter.
    const call = page.waitForResponse(
      (r) => r.url().includes('/api/portal/products?') && r.url().includes('statuses=ACTIVE'),
    );
    await chooseOptions(page, 'Status', ['ACTIVE']);
    await call;
    await page.waitForURL((url) => url.searchParams.get('statuses') === 'ACTIVE');
    await expect.poll(async () => new Set(await statusCells())).toEqual(new Set(['ACTIVE']));
    await expect.poll(tagLabels).toEqual(['Status: ACTIVE']);

    // ISBN search applies on Enter.
    const active = await api<{ content: ProductRow[] }>('/products?statuses=ACTIVE&size=100');
    const target = active.content.find((p) => active.content.filter((q) => q.isbn.includes(p.isbn)).length === 1);
    expect(target).toBeDefined();
    const isbn = target?.isbn ?? '';
    const isbnBox = page.getByRole('textbox', { name: 'ISBN' });
    await isbnBox.fill(`  ${isbn} `);
    expect(new URL(page.url()).searchParams.has('isbn')).toBe(false);
    await isbnBox.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('isbn') === isbn);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().locator('td:first-child').innerText()).toBe(isbn);
    await expect.poll(tagLabels).toEqual(['Status: ACTIVE', `ISBN: ${isbn}`]);

    // The link restores the view.
    await page.reload();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(1);
    expect(await isbnBox.inputValue()).toBe(isbn);
    await expect.poll(tagLabels).toEqual(['Status: ACTIVE', `ISBN: ${isbn}`]);
    await screenshot(page, 'content-product-list-filtered');

    // Removing the ISBN tag drops that filter only.
    await page
      .getByRole('list', { name: 'Active filters' })
      .locator('.ant-tag', { hasText: `ISBN: ${isbn}` })
      .locator('.ant-tag-close-icon')
      .click();
    await page.waitForURL((url) => !url.searchParams.has('isbn') && url.searchParams.get('statuses') === 'ACTIVE');
    await expect.poll(tagLabels).toEqual(['Status: ACTIVE']);
    await expect.poll(() => rows().count()).toBeGreaterThan(1);

    // Advanced Search: course type Premium.
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const popover = page.locator('.ant-popover', { hasText: 'Course type' });
    await chooseOption(page, 'Course type', 'Premium', { scope: popover });
    await popover.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('isPremium') === 'true');
    await expect.poll(tagLabels).toEqual(['Status: ACTIVE', 'Course type: Premium']);
    await expect
      .poll(async () => new Set(await rows().locator('td:nth-child(5)').allInnerTexts()))
      .toEqual(new Set(['Premium']));
    await screenshot(page, 'content-product-list-advanced');

    // Row click opens the detail.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL(`${baseUrl}/products/content`);
    const first = await api<{ content: ProductRow[] }>('/products?size=1');
    const firstId = first.content[0]?.productId;
    await expect.poll(async () => rows().first().locator('td:first-child').innerText()).toBe(first.content[0]?.isbn);
    await rows().first().click();
    await page.waitForURL(`${baseUrl}/products/content/${firstId}`);
  });

  it('a viewer sees the list without the add button', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/products/content');
    await rows().first().waitFor();
    expect(await page.getByRole('button', { name: '+ Add new product' }).count()).toBe(0);
  });
});
