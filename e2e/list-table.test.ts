import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, screenshot, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { type ProductView, sendPortalApi, singleLevelProduct } from './support/products';
import { chooseOption } from './support/select';

/**
 * The shared list table (src/web/components/ListTable.tsx) on both list screens: widths that fit 1280 px,
 * rows as real links, Advanced Search from the URL, invalid URL values corrected in place, the pager's
 * total, and the breadcrumb back to the list as it was.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

interface ListPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}
interface ProductRow {
  id: number;
  /** The public product id ('CP-000042'): the detail's address carries it. */
  productId: string;
  isbn: string;
  name: string | null;
  status: string;
}

const api = <T>(path: string) => callPortalApi<T>(page, path);

/** ISBNs this file creates: 978 + 31 (this file's key) + a counter, padded to `length` digits. */
let isbnCounter = 0;
function isbnOf(length: number): string {
  isbnCounter += 1;
  return `97831${String(isbnCounter).padStart(length - 5, '0')}`;
}

async function createProduct(isbn: string, name: string): Promise<ProductView> {
  const created = await sendPortalApi<ProductView>(page, 'POST', '/products', singleLevelProduct(isbn, name));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const headerCell = (title: string) => page.locator('.ant-table-thead th', { hasText: title }).first();
const pagerTotal = () => page.locator('.ant-pagination-total-text');
const activePage = () => page.locator('.ant-pagination-item-active');
const tagLabels = async () =>
  (await page.getByRole('list', { name: 'Active filters' }).locator('.ant-tag').allInnerTexts()).map((t) => t.trim());

/** The header cells' widths by title. */
async function columnWidths(): Promise<Record<string, number>> {
  const pairs = await page
    .locator('.ant-table-thead th')
    .evaluateAll((ths) =>
      ths.map((th) => [th.textContent?.trim() ?? '', Math.round(th.getBoundingClientRect().width)] as const),
    );
  return Object.fromEntries(pairs);
}

/** Nothing on the page is wider than the viewport, and the table does not scroll sideways. */
async function fitsViewport(): Promise<{ document: number; table: number; scroller: number; viewport: number }> {
  return page.evaluate(() => {
    const table = document.querySelector('.ant-table table') as HTMLElement;
    const scroller = table.parentElement as HTMLElement;
    return {
      document: document.documentElement.scrollWidth,
      table: Math.ceil(table.getBoundingClientRect().right),
      scroller: scroller.scrollWidth - scroller.clientWidth,
      viewport: window.innerWidth,
    };
  });
}

async function fullyVisible(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/**
 * An identifier cell's text: whether it or its cell ends in an ellipsis, whether either is cut (wider
 * than shown), and how many lines it takes.
 */
async function wholeText(locator: Locator): Promise<{ ellipsis: boolean; cut: boolean; lines: number }> {
  return locator.evaluate((el) => {
    const td = el.closest('td') as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    return {
      ellipsis: [el, td].some((e) => getComputedStyle(e).textOverflow === 'ellipsis'),
      cut: el.scrollWidth > el.clientWidth || td.scrollWidth > td.clientWidth,
      lines: Math.round(el.getBoundingClientRect().height / lineHeight),
    };
  });
}

/** The pager's bottom edge and the viewport's height. */
async function pagerInView(): Promise<{ bottom: number; viewport: number }> {
  const box = await page.locator('.ant-pagination').boundingBox();
  return { bottom: Math.ceil((box?.y ?? 0) + (box?.height ?? Number.POSITIVE_INFINITY)), viewport: 900 };
}

async function historyLength(): Promise<number> {
  return page.evaluate(() => history.length);
}

describe('the shared list table', () => {
  it('fits 1280 px: fixed widths for codes, statuses and dates, long texts cut with the full text on hover, codes whole', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();
    // A product with the longest name the API takes (500), one unbreakable word, and a 40-character ISBN.
    const longName = `${'Longname'.repeat(62)}Name`;
    expect(longName.length).toBe(500);
    const isbn = isbnOf(40);
    const product = await createProduct(isbn, longName);
    await page.reload();
    // Newest first: the new product is the first row.
    await expect.poll(() => rows().first().getAttribute('data-row-key')).toBe(String(product.id));

    const layout = await fitsViewport();
    expect(layout.document).toBeLessThanOrEqual(layout.viewport);
    expect(layout.table).toBeLessThanOrEqual(layout.viewport);
    expect(layout.scroller).toBeLessThanOrEqual(0);
    expect(await page.locator('.ant-table table').evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
    // The default sort column stays in view.
    expect(await fullyVisible(headerCell('Modified at'))).toBe(true);
    expect(await headerCell('Modified at').getAttribute('aria-sort')).toBe('descending');
    await screenshot(page, 'list-table-1280');

    // The name is cut with an ellipsis; hovering shows the whole of it.
    const nameText = rows().first().getByText(longName, { exact: true });
    const cut = await nameText.evaluate((el) => ({
      overflow: getComputedStyle(el).textOverflow,
      truncated: el.scrollWidth > el.clientWidth,
    }));
    expect(cut).toEqual({ overflow: 'ellipsis', truncated: true });
    await nameText.hover();
    await page.locator('.ant-tooltip', { hasText: longName }).waitFor();
    // The 40-character ISBN is an identifier: never cut, it wraps in its fixed-width column (issue 21);
    // the focused link does not scroll its text sideways inside the cell.
    const isbnLink = rows().first().getByRole('link', { name: isbn });
    expect(await isbnLink.innerText()).toBe(isbn);
    expect(await wholeText(isbnLink)).toMatchObject({ ellipsis: false, cut: false });
    expect((await wholeText(isbnLink)).lines).toBeGreaterThan(1);
    await isbnLink.focus();
    expect(await isbnLink.evaluate((a) => [a.scrollLeft, (a.closest('td') as HTMLElement).scrollLeft])).toEqual([0, 0]);

    // Widths do not move from page to page, and codes, statuses and dates keep theirs on a wider screen.
    const first = await columnWidths();
    await page.locator('.ant-pagination-next').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => activePage().innerText()).toBe('2');
    await expect.poll(() => rows().first().getAttribute('data-row-key')).not.toBe(String(product.id));
    expect(await columnWidths()).toEqual(first);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await columnWidths()).Name).toBeGreaterThan(first.Name ?? 0);
    const wide = await columnWidths();
    for (const title of ['ISBN', 'Status', 'Modified at']) expect(wide[title], title).toBe(first[title]);
    await screenshot(page, 'list-table-1440');
  });

  it('never cuts identifiers at 1280 px (PIDs, ISBNs, emails); a page of 10 shows its pager at 1440×900', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const plans = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/store/variants' && url.searchParams.get('limit') === '10' && r.ok();
    });
    await signIn(page, baseUrl, 'admin', '/products/ecom');
    const answer = (await (await plans).json()) as { data: { pid: string }[] };
    await rows().first().waitFor();
    // eCom: every PID whole (SUB-MONTHLY-FR-PREM and the like), wrapped when longer than its column.
    const pids = answer.data.map((plan) => plan.pid);
    expect(pids.some((pid) => pid.length >= 16)).toBe(true);
    for (const pid of pids) {
      const link = rows().getByRole('link', { name: pid, exact: true });
      expect(await link.innerText()).toBe(pid);
      expect(await wholeText(link), pid).toMatchObject({ ellipsis: false, cut: false });
    }
    await screenshot(page, 'list-table-ecom-1280');

    // The entitlement list and its preview: the customer email and the ISBN whole.
    for (const path of ['/entitlements', '/entitlements/preview']) {
      await page.goto(`${baseUrl}${path}`);
      await rows().first().waitFor();
      for (const row of await rows().all()) {
        const email = row.locator('td').nth(2).locator('a, span').first();
        expect(await email.innerText()).toMatch(/^[^\s…]+@[^\s…]+\.[a-z]+$/);
        expect(await wholeText(email), path).toMatchObject({ ellipsis: false, cut: false });
        expect(await wholeText(row.locator('td').nth(1)), path).toMatchObject({ ellipsis: false, cut: false });
      }
      await screenshot(page, `list-table${path.replaceAll('/', '-')}-1280`);
    }

    // Compact rows: at 1440×900 a page of 10 rows and its pager fit the screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/products/ecom', '/entitlements', '/entitlements/preview', '/customers/b2c']) {
      await page.goto(`${baseUrl}${path}`);
      await rows().first().waitFor();
      await expect.poll(() => rows().count()).toBe(10);
      await page.locator('.ant-pagination-total-text').waitFor();
      const pager = await pagerInView();
      expect(pager.bottom, path).toBeLessThanOrEqual(pager.viewport);
      await screenshot(page, `list-table${path.replaceAll('/', '-')}-1440`);
    }
  });

  it('mini courses fit 1280 px with fixed status, lessons and date columns', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const layout = await fitsViewport();
    expect(layout.document).toBeLessThanOrEqual(layout.viewport);
    expect(layout.table).toBeLessThanOrEqual(layout.viewport);
    expect(await page.locator('.ant-table table').evaluate((t) => getComputedStyle(t).tableLayout)).toBe('fixed');
    expect(await fullyVisible(headerCell('Actions'))).toBe(true);
    const narrow = await columnWidths();
    await screenshot(page, 'list-table-mini-courses-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await columnWidths()).Language).toBeGreaterThan(narrow.Language ?? 0);
    const wide = await columnWidths();
    for (const title of ['Status', 'Lessons', 'Modified at']) expect(wide[title], title).toBe(narrow[title]);
    await screenshot(page, 'list-table-mini-courses-1440');
  });

  it('rows are links: Tab and Enter open the detail, Ctrl- and middle-click open a new tab, a row click still opens it', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().nth(1).waitFor();
    const listUrl = page.url();
    const listed = await api<ListPage<ProductRow>>('/products?size=10');
    const [one, two] = listed.content;
    if (!one || !two) throw new Error('the seed has fewer than two products');
    await expect.poll(() => rows().nth(1).getAttribute('data-row-key')).toBe(String(two.id));

    const linkOf = (row: Locator) => row.locator('td').first().getByRole('link');
    expect(await linkOf(rows().first()).getAttribute('href')).toBe(`/products/content/${one.productId}`);
    expect(await linkOf(rows().nth(1)).getAttribute('href')).toBe(`/products/content/${two.productId}`);

    // Ctrl-click and middle-click open the detail in a new tab; this tab stays on the list.
    for (const click of [{ modifiers: ['Control' as const] }, { button: 'middle' as const }]) {
      const opened = browsers.context().waitForEvent('page');
      await linkOf(rows().first()).click(click);
      const tab = await opened;
      await tab.waitForURL(`${baseUrl}/products/content/${one.productId}`);
      await tab.close();
      expect(page.url()).toBe(listUrl);
    }

    // Keyboard: the row links are tab stops in row order; Enter opens the focused one.
    await linkOf(rows().first()).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      `/products/content/${two.productId}`,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/products/content/${two.productId}`);

    // A click elsewhere on a row still opens it.
    await page.goBack();
    await rows().first().waitFor();
    await rows().first().locator('td').nth(5).click();
    await page.waitForURL(`${baseUrl}/products/content/${one.productId}`);
  });

  it('mini courses: a row opens no page; its View Log is reached and opened with the keyboard', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const url = page.url();
    await rows().first().locator('td').nth(2).click();
    expect(page.url()).toBe(url);
    const viewLog = rows().first().getByRole('button', { name: 'View Log' });
    await viewLog.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /^Change log: / }).waitFor();
  });

  it('Advanced Search shows the URL filters: a removed tag is empty in the popover and Search does not bring it back', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content?isPremium=true&productTypes=SINGLE_LEVEL');
    await rows().first().waitFor();
    await expect.poll(tagLabels).toEqual(['Product type: Single level', 'Course type: Premium']);

    const popover = page.locator('.ant-popover', { hasText: 'Course type' });
    const fieldText = (label: string) =>
      popover.locator('.ant-form-item', { hasText: label }).locator('.ant-select').innerText();

    // Open the popover once, change the course type without searching, close it.
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await expect.poll(() => fieldText('Course type')).toBe('Premium');
    await chooseOption(page, 'Course type', 'Standard', { scope: popover });
    await page.getByRole('heading', { name: 'Content product' }).click();
    await popover.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('isPremium')).toBe('true');

    // Remove the course type tag: the popover opens with it empty and the product type kept.
    await page
      .getByRole('list', { name: 'Active filters' })
      .locator('.ant-tag', { hasText: 'Course type: Premium' })
      .locator('.ant-tag-close-icon')
      .click();
    await page.waitForURL((url) => !url.searchParams.has('isPremium'));
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await popover.waitFor();
    await expect.poll(() => fieldText('Course type')).toBe('Standard or Premium');
    await expect.poll(() => fieldText('Product type')).toContain('Single level');
    await screenshot(page, 'list-table-advanced-search');
    await popover.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('productTypes') === 'SINGLE_LEVEL');
    expect(new URL(page.url()).searchParams.has('isPremium')).toBe(false);
    await expect.poll(tagLabels).toEqual(['Product type: Single level']);

    // The same after 'Clear all': the popover opens empty, Search adds nothing.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL(`${baseUrl}/products/content`);
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await expect.poll(() => fieldText('Product type')).toBe('All product types');
    await popover.getByRole('button', { name: 'Search' }).click();
    await popover.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl}/products/content`);

    // Back while the popover is open: the form follows the URL, and Search keeps the course type out.
    await page.goto(`${baseUrl}/products/content?productTypes=SINGLE_LEVEL`);
    await rows().first().waitFor();
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await chooseOption(page, 'Course type', 'Premium', { scope: popover });
    await popover.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('isPremium') === 'true');
    await popover.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await expect.poll(() => fieldText('Course type')).toBe('Premium');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('isPremium'));
    await expect.poll(tagLabels).toEqual(['Product type: Single level']);
    await expect.poll(() => fieldText('Course type')).toBe('Standard or Premium');
    await popover.getByRole('button', { name: 'Search' }).click();
    await popover.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('isPremium')).toBe(false);
    await expect.poll(tagLabels).toEqual(['Product type: Single level']);
  });

  it('corrects invalid URL values in place (no new history entry) and moves a page past the end to the last page', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();
    const before = await historyLength();

    await page.goto(
      `${baseUrl}/products/content?lastModifiedDateFrom=garbage&lastModifiedDateTo=12&statuses=BOGUS&size=7&page=abc&sortKey=nope&isPremium=maybe&languageId=x`,
    );
    await page.waitForURL(`${baseUrl}/products/content`);
    await expect.poll(() => rows().count()).toBe(10);
    expect(await page.locator('.ant-alert-error').count()).toBe(0);
    expect(await page.getByText('10 / page').count()).toBe(1);
    expect(await historyLength()).toBe(before + 1);

    // A date without its offset is corrected to a full date-time, which the server takes.
    await page.goto(`${baseUrl}/products/content?lastModifiedDateFrom=2020-01-01&statuses=ACTIVE,BOGUS`);
    await page.waitForURL((url) => url.searchParams.get('statuses') === 'ACTIVE');
    expect(new URL(page.url()).searchParams.get('lastModifiedDateFrom')).toBe('2020-01-01T00:00:00.000Z');
    await rows().first().waitFor();
    expect(await page.locator('.ant-alert-error').count()).toBe(0);
    expect(await page.getByText(/Invalid|must be/).count()).toBe(0);
    expect(await historyLength()).toBe(before + 2);

    // Past the end: the last page, rewritten in place.
    const all = await api<ListPage<ProductRow>>('/products?size=10');
    expect(all.totalPages).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/products/content?page=999`);
    await page.waitForURL((url) => url.searchParams.get('page') === String(all.totalPages));
    await expect.poll(() => activePage().innerText()).toBe(String(all.totalPages));
    await expect.poll(() => rows().count()).toBe(all.totalElements - (all.totalPages - 1) * 10);
    expect(await historyLength()).toBe(before + 3);
    await screenshot(page, 'list-table-last-page');

    // Mini courses too.
    await page.goto(`${baseUrl}/mini-courses?size=7&page=abc&statuses=BOGUS&sortKey=nope&sortOrder=up`);
    await page.waitForURL(`${baseUrl}/mini-courses`);
    await expect.poll(() => rows().count()).toBe(10);
    await page.goto(`${baseUrl}/mini-courses?page=999&size=20`);
    const courses = await api<ListPage<unknown>>('/mini-courses?size=20');
    await page.waitForURL((url) => url.searchParams.get('page') === String(courses.totalPages));
    await expect.poll(() => rows().count()).toBe(courses.totalElements - (courses.totalPages - 1) * 20);
  });

  it("the pager says 'Total 1 item' for one and 'Total N items' otherwise", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();
    const all = await api<ListPage<ProductRow>>('/products?size=1');
    await expect.poll(() => pagerTotal().innerText()).toBe(`Total ${all.totalElements} items`);

    const isbn = isbnOf(13);
    await createProduct(isbn, `List table single ${isbn}`);
    await page.goto(`${baseUrl}/products/content?isbn=${isbn}`);
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => pagerTotal().innerText()).toBe('Total 1 item');

    await page.goto(`${baseUrl}/mini-courses`);
    await rows().first().waitFor();
    const courses = await api<ListPage<unknown>>('/mini-courses?size=1');
    await expect.poll(() => pagerTotal().innerText()).toBe(`Total ${courses.totalElements} items`);
  });

  it('the breadcrumb goes back to the list as it was: filters, page and sort', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();
    const staging = await api<ListPage<ProductRow>>('/products?statuses=STAGING&size=10&sort=isbn,ASC');
    expect(staging.totalPages).toBeGreaterThan(1);
    const listPath = '/products/content?statuses=STAGING&page=2&sortKey=isbn&sortOrder=ascend';
    await page.goto(`${baseUrl}${listPath}`);
    await expect.poll(() => activePage().innerText()).toBe('2');
    await rows().first().waitFor();
    const listUrl = page.url();
    expect(listUrl).toBe(`${baseUrl}${listPath}`);

    const target = rows().first().locator('td').first().getByRole('link');
    const href = await target.getAttribute('href');
    await target.click();
    await page.waitForURL(`${baseUrl}${href}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Content product' }).click();
    await page.waitForURL(listUrl);
    await expect.poll(() => activePage().innerText()).toBe('2');
    await expect.poll(tagLabels).toEqual(['Status: STAGING']);
    expect(await headerCell('ISBN').getAttribute('aria-sort')).toBe('ascending');

    // Opening the list from the menu starts it afresh, and the breadcrumb then returns to that.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Content product').click();
    await page.waitForURL(`${baseUrl}/products/content`);
    await expect.poll(tagLabels).toEqual([]);
    await expect.poll(() => activePage().innerText()).toBe('1');
    await rows().first().locator('td').first().getByRole('link').click();
    await page.waitForURL(/\/products\/content\/CP-\d+$/);
    await breadcrumb.getByRole('link', { name: 'Content product' }).click();
    await page.waitForURL(`${baseUrl}/products/content`);
  });
});
