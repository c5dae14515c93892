import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOptions } from './support/select';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const READ_ERROR_TITLE = 'Could not load the data';
const SERVER_ERROR = 'Sorry, the server is reporting an error.';
/** The content product list's read (not the other reads the page makes). */
const PRODUCT_LIST = /\/api\/portal\/products\?/;

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const tagLabels = async () =>
  (await page.getByRole('list', { name: 'Active filters' }).locator('.ant-tag').allInnerTexts()).map((t) => t.trim());
const searchParam = (name: string) => new URL(page.url()).searchParams.get(name);
const errorState = () => page.getByRole('region', { name: READ_ERROR_TITLE });
const readErrorNotices = () => page.locator('.ant-notification-notice-error', { hasText: READ_ERROR_TITLE });

/** Answers the list's read with a 500 (every try, the app's retries included) until the returned function is called. */
async function failListReads(pattern: RegExp, body: object): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

describe('list toolbar', () => {
  it('search box: nothing until Enter, trimmed, cleared at once; status filter, Refresh, a tag removed', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();

    const products = await callPortalApi<{ content: { isbn: string }[] }>(page, '/products?size=100');
    const isbn = products.content.find((p) => products.content.filter((q) => q.isbn.includes(p.isbn)).length === 1)
      ?.isbn as string;
    expect(isbn).toBeTruthy();

    // Typing applies nothing; Enter applies the trimmed text, and the box shows it trimmed.
    const box = page.getByRole('textbox', { name: 'ISBN' });
    await box.fill(`   ${isbn}  `);
    await page.waitForTimeout(300);
    expect(searchParam('isbn')).toBeNull();
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('isbn') === isbn);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await box.inputValue()).toBe(isbn);
    await expect.poll(tagLabels).toEqual([`ISBN: ${isbn}`]);

    // Only spaces: Enter applies an empty search (no filter).
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('isbn'));
    expect(await box.inputValue()).toBe('');
    // The list has read the cleared search (and the box follows it) before typing again.
    await expect.poll(() => rows().count()).toBeGreaterThan(1);

    // The clear icon applies at once, without Enter.
    await box.fill(isbn);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('isbn') === isbn);
    await page.locator('.ant-input-affix-wrapper', { has: box }).locator('.ant-input-clear-icon').click();
    await page.waitForURL((url) => !url.searchParams.has('isbn'));
    await expect.poll(() => rows().count()).toBeGreaterThan(1);

    // The status filter.
    const filtered = page.waitForResponse((r) => PRODUCT_LIST.test(r.url()) && r.url().includes('statuses=ACTIVE'));
    await chooseOptions(page, 'Status', ['ACTIVE']);
    await filtered;
    await page.waitForURL((url) => url.searchParams.get('statuses') === 'ACTIVE');
    await expect.poll(tagLabels).toEqual(['Status: ACTIVE']);

    // Refresh reads the list again, with the same filters.
    const again = page.waitForResponse((r) => PRODUCT_LIST.test(r.url()) && r.url().includes('statuses=ACTIVE'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await again).status()).toBe(200);

    // A tag removed drops its filter.
    await page
      .getByRole('list', { name: 'Active filters' })
      .locator('.ant-tag', { hasText: 'Status: ACTIVE' })
      .locator('.ant-tag-close-icon')
      .click();
    await page.waitForURL((url) => !url.searchParams.has('statuses'));
    await expect.poll(() => page.getByRole('list', { name: 'Active filters' }).count()).toBe(0);
  });

  it('a long filter tag is cut with an ellipsis, whole in its title', async () => {
    page = await browsers.freshPage();
    const long = 'W'.repeat(40);
    await signIn(page, baseUrl, 'catalog', `/products/content?isbn=${long}`);
    const tag = page.getByRole('list', { name: 'Active filters' }).locator('.ant-tag').first();
    await tag.waitFor();
    const text = tag.locator('span[title]');
    expect(await text.getAttribute('title')).toBe(`ISBN: ${long}`);
    const cut = await text.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      overflow: getComputedStyle(el).textOverflow,
    }));
    expect(cut.overflow).toBe('ellipsis');
    expect(cut.scroll).toBeGreaterThan(cut.client);
    expect(cut.client).toBeLessThanOrEqual(320);
  });

  it('a failed read: the generic notification and the error state in place of the table; Retry shows the rows', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();

    const restore = await failListReads(PRODUCT_LIST, {
      type: 'about:blank',
      title: SERVER_ERROR,
      status: 500,
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await errorState().waitFor({ timeout: 15_000 });
    await expect.poll(() => readErrorNotices().count()).toBe(1);
    await expect(readErrorNotices().first().innerText()).resolves.toContain(SERVER_ERROR);
    // The error state stands in for the table: no table, no 'No data'.
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await page.getByText('No data').count()).toBe(0);
    await expect(errorState().getByRole('heading', { name: READ_ERROR_TITLE }).count()).resolves.toBe(1);

    await restore();
    await errorState().getByRole('button', { name: 'Retry' }).click();
    await rows().first().waitFor();
    expect(await errorState().count()).toBe(0);
    // One notification for the one failure.
    expect(await readErrorNotices().count()).toBeLessThanOrEqual(1);
  });

  it('a store list (disclosures) fails the same way; the promotion list shows the error state without a notification (PROMO-LIST-16)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/products/disclosures');
    await rows().first().waitFor();
    const restore = await failListReads(/\/api\/store\/disclosures\?/, { message: 'Store is down' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await errorState().waitFor({ timeout: 15_000 });
    await expect.poll(() => readErrorNotices().count()).toBe(1);
    await expect(readErrorNotices().first().innerText()).resolves.toContain('Store is down');
    await restore();
    await errorState().getByRole('button', { name: 'Retry' }).click();
    await rows().first().waitFor();

    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
    await page.goto(`${baseUrl}/marketing/promotion`);
    await rows().first().waitFor();
    const restorePromotions = await failListReads(/\/api\/store\/v2\/coupons\?/, { message: 'down' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await errorState().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await readErrorNotices().count()).toBe(0);
    await restorePromotions();
    await errorState().getByRole('button', { name: 'Retry' }).click();
    await rows().first().waitFor();
  });
});
