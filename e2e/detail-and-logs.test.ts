import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, isbnMaker, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import {
  createSingleLevel,
  type ProductView,
  productPages,
  sendPortalApi,
  singleLevelProduct,
} from './support/products';

/**
 * The detail pages and logs of the web kernel: the content product detail read-only as text (Edit
 * turns it into the form), its address by the public product id, the shared log table of the
 * Product log and the mini course log (labels, formats, values field by field, fitting the page).
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const uniqueIsbn = isbnMaker(14);
const SHOTS = '/tmp/shots-details';
const WIDTHS = [1280, 1440] as const;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** CONST-07: a date and time inside a modal (the mini course log is one). */
const MODAL_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

const { header, button } = productPages(() => page, baseUrl);
const api = <T>(path: string) => callPortalApi<T>(page, path);
const send = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  sendPortalApi<T>(page, method, path, body, headers);

type Product = ProductView & { productId: string };

async function shot(name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const activePanel = () => page.locator('[role="tabpanel"][aria-hidden="false"]').first();
/** The value shown beside `label` in the active tab's read-only fields. */
const fieldValue = (label: string, scope: Locator = activePanel()) =>
  scope
    .locator(
      `xpath=.//th[contains(@class,"ant-descriptions-item-label")][normalize-space(.)="${label}"]/following-sibling::td[1]`,
    )
    .first();
const textOf = async (locator: Locator) => (await locator.innerText()).trim();

/** Nothing in the table is cut or runs past the window, and the page does not scroll sideways. */
async function expectFits(table: Locator): Promise<void> {
  const problems = await table.evaluate((root) => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) out.push('the page scrolls sideways');
    for (const cell of root.querySelectorAll<HTMLElement>('th, td')) {
      const box = cell.getBoundingClientRect();
      const text = (cell.textContent ?? '').slice(0, 40);
      if (box.right > width + 1) out.push(`past the window: ${text}`);
      if (cell.scrollWidth > cell.clientWidth + 1) out.push(`cut: ${text}`);
    }
    return out;
  });
  expect(problems).toEqual([]);
}

/** The log rows' cells of a column (1-based), as shown. */
const columnTexts = async (table: Locator, column: number) =>
  (await table.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${column})`).allInnerTexts()).map((t) =>
    t.trim(),
  );

async function openByPid(product: Pick<Product, 'productId' | 'name'>): Promise<void> {
  await page.goto(`${baseUrl}/products/content/${product.productId}`);
  await header().getByText(product.name, { exact: true }).waitFor();
}

describe('content product detail: read-only as text, edit as the form', () => {
  it('shows every field as text with labels, money and "--", and becomes the form only on Edit', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const isbn = uniqueIsbn();
    const product = (await createSingleLevel(page, isbn, `E2E Detail ${isbn}`)) as Product;
    await openByPid(product);

    for (const tab of ['Product info', 'Upsell & Upgrade', 'Deeplink', 'Product log']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }
    // Read-only: no input, select, checkbox or placeholder anywhere on the page's tabs.
    const tabs = page.locator('.ant-tabs').first();
    expect(await tabs.locator('input, textarea, .ant-select, .ant-checkbox').count()).toBe(0);
    expect(await tabs.locator('[placeholder]').count()).toBe(0);
    expect(await page.getByRole('form').count()).toBe(0);

    const expected: [string, string][] = [
      ['ISBN', isbn],
      ['Product type', 'Single level'],
      ['Language', 'French'],
      ['Course type', 'Standard'],
      ['Name', product.name],
      ['Price', 'USD 19.99'],
      ['Course level', 'Level 3'],
      ['Lesson range', '1 to 30'],
      ['Version', 'orig'],
      ['Supported by Nami', 'Yes'],
      ['Nami product group ids', 'fr_level_3'],
      ['Course name on upsell card and library', 'French 3'],
      ['Course name on learn page', 'French Level Three'],
      ['Upsell description', 'Thirty more lessons.'],
      ['Notes', 'e2e'],
    ];
    for (const [label, value] of expected) expect(await textOf(fieldValue(label)), label).toBe(value);
    // The values are dark text, not the grey of a disabled input.
    const color = await fieldValue('ISBN').evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe('rgba(0, 0, 0, 0.25)');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await shot(`detail-info-${width}`);
    }

    // Upsell & Upgrade: no card; the empty upgrade fields show '--'.
    await page.getByRole('tab', { name: 'Upsell & Upgrade', exact: true }).click();
    await activePanel().getByText('No upsell card').waitFor();
    for (const label of ['Upgrade ISBN', 'Upgrade name', 'Upgrade eCom PID', 'Upgrade promotion code']) {
      expect(await textOf(fieldValue(label)), label).toBe('--');
    }
    await page.getByRole('tab', { name: 'Deeplink', exact: true }).click();
    expect(await textOf(fieldValue('Deeplink'))).toBe('https://app.example.com/learn/fr');
    expect(await textOf(fieldValue('Deeplink supported by Nami'))).toBe('Yes');
    expect(await textOf(fieldValue('Promotion title'))).toBe('Start today');
    expect(await textOf(fieldValue('Promotion content'))).toBe('Free week');
    expect(await textOf(fieldValue('Comment'))).toBe('c');
    await shot('detail-deeplink-1440');

    // Edit: the same three tabs as the form, with the values in inputs; no Product log tab.
    await page.getByRole('tab', { name: 'Product info', exact: true }).click();
    await button('Edit').click();
    await button('Save').waitFor();
    const isbnInput = page.getByLabel('ISBN', { exact: true });
    expect(await isbnInput.isEditable()).toBe(true);
    expect(await isbnInput.inputValue()).toBe(isbn);
    expect(await page.getByLabel('Price amount').inputValue()).toBe('19.99');
    expect(await page.getByRole('tab', { name: 'Product log' }).count()).toBe(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await shot(`detail-edit-${width}`);
    }
    // Cancel without changes: back to the text view.
    await button('Cancel').click();
    await button('Edit').waitFor();
    expect(await textOf(fieldValue('Price'))).toBe('USD 19.99');
    expect(await page.locator('.ant-tabs').first().locator('input').count()).toBe(0);
  });

  it('opens the detail by the PID the header shows; an unknown PID says so', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const isbn = uniqueIsbn();
    const product = (await createSingleLevel(page, isbn, `E2E Pid ${isbn}`)) as Product;
    expect(product.productId).toMatch(/^CP-\d{6}$/);
    await openByPid(product);
    await page.getByText(`PID ${product.productId}`, { exact: false }).waitFor();
    expect(await textOf(fieldValue('ISBN'))).toBe(isbn);
    expect(new URL(page.url()).pathname).toBe(`/products/content/${product.productId}`);
    // The numeric id still opens it (older links).
    await page.goto(`${baseUrl}/products/content/${product.id}`);
    await header().getByText(product.name, { exact: true }).waitFor();

    await page.goto(`${baseUrl}/products/content/CP-999999`);
    await page.getByText('No product has the product id CP-999999.').waitFor();
    await page.goto(`${baseUrl}/products/content/not-a-product`);
    await page.getByText('Not Found', { exact: true }).waitFor();
  });
});

describe('the shared log table', () => {
  it('shows the Product log with action labels, formatted values field by field, fitting 1280 and 1440 px', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    // Two single-level products bundled by a multi-level one (its ids show as ISBN and name).
    const first = (await createSingleLevel(page, uniqueIsbn(), 'E2E Log French 3 A')) as Product;
    const second = (await createSingleLevel(page, uniqueIsbn(), 'E2E Log French 3 B')) as Product;
    const multi = await send<Product>('POST', '/products', {
      ...singleLevelProduct(uniqueIsbn(), 'E2E Log Multi'),
      productType: 'MULTI_LEVEL',
      version: null,
      course: { courseLevel: '-1' },
      lessonRange: null,
      bundledProductIds: [first.id, second.id],
      isUpsellSupportedByNami: false,
    });
    expect(multi.status, JSON.stringify(multi.body)).toBe(201);

    // On the first: an edit (price and notes), a verify, a schedule and its stop.
    const edited = await send<Product>(
      'PUT',
      `/products/${first.id}`,
      { ...singleLevelProduct(first.isbn, first.name), price: { amount: 24.5, currency: 'USD' }, notes: 'Price up' },
      { 'If-Match': `"${first.rowVersion}"` },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const verified = await send<{ succeeded: boolean }>('POST', `/products/${first.id}/verification`, {
      comments: 'Checked by the log test',
    });
    expect(verified.body.succeeded, JSON.stringify(verified.body)).toBe(true);
    const at = Date.now() + 2 * 3_600_000;
    expect(
      (await send('POST', `/products/${first.id}/scheduled-publishing`, { scheduledPublishTime: at })).status,
    ).toBe(200);
    expect((await send('DELETE', `/products/${first.id}/scheduled-publishing`)).status).toBeLessThan(300);

    await openByPid(first);
    await page.getByRole('tab', { name: 'Product log', exact: true }).click();
    const log = page.getByRole('table', { name: 'Product log' });
    await log.locator('.ant-table-tbody tr.ant-table-row').nth(4).waitFor();
    const headers = (await log.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.trim());
    expect(headers).toEqual(['PID', 'Action', 'Previous value', 'New value', 'Comments', 'Modified by', 'Modified at']);
    // Actions by their labels, newest first; no raw codes.
    expect(await columnTexts(log, 2)).toEqual([
      'Scheduled publish stopped',
      'Publish scheduled',
      'Verified',
      'Edited',
      'Created',
    ]);
    expect(await columnTexts(log, 1)).toEqual(Array(5).fill(first.productId));
    for (const when of await columnTexts(log, 7)) expect(when).toMatch(DATE_TIME);

    const row = (i: number) => log.locator('.ant-table-tbody tr.ant-table-row').nth(i);
    const lines = async (i: number, column: number) =>
      (await row(i).locator(`td:nth-child(${column}) [data-log-line]`).allInnerTexts()).map((t) => t.trim());
    // Stop: the scheduled time in the spec's date-time format.
    const [stoppedWas] = await lines(0, 3);
    expect(stoppedWas).toMatch(/^Scheduled publish: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await lines(0, 4)).toEqual(['Scheduled publish: --']);
    // Verify: statuses by their badge names, the comment.
    expect(await lines(2, 3)).toEqual(['Status: STAGING']);
    expect(await lines(2, 4)).toEqual(['Status: In Review']);
    expect((await row(2).locator('td:nth-child(5)').innerText()).trim()).toBe('Checked by the log test');
    // Edit: only the changed fields, money with its currency.
    expect(await lines(3, 3)).toEqual(['Price: USD 19.99', 'Notes: e2e']);
    expect(await lines(3, 4)).toEqual(['Price: USD 24.50', 'Notes: Price up']);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await shot('product-log-collapsed-1280');
    // Create: readable 'field: value' lines, the first few and a toggle for all; never JSON.
    const created = row(4).locator('td:nth-child(4)');
    expect((await row(4).locator('td:nth-child(3)').innerText()).trim()).toBe('--');
    expect(await lines(4, 4)).toEqual([
      'Status: STAGING',
      `ISBN: ${first.isbn}`,
      'Product type: Single level',
      'Language: French',
    ]);
    await created.getByRole('button', { name: /^Show all \d+$/ }).click();
    const all = await lines(4, 4);
    expect(all).toEqual(
      expect.arrayContaining([
        'Course type: Standard',
        'Price: USD 19.99',
        'Course level: Level 3',
        'Lesson range: 1 to 30',
        'Deeplink: https://app.example.com/learn/fr',
      ]),
    );
    for (const line of all) expect(line).not.toMatch(/[{}"]/);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await expectFits(log);
      await shot(`product-log-${width}`);
    }

    // The multi-level product's CREATE names its bundled products by ISBN and name (EP-LOG-04), as its detail does.
    await openByPid(multi.body);
    await expect
      .poll(() => textOf(fieldValue('Bundled single-level products')))
      .toBe(`${first.isbn} - ${first.name}\n${second.isbn} - ${second.name}`);
    await page.getByRole('tab', { name: 'Product log', exact: true }).click();
    const multiLog = page.getByRole('table', { name: 'Product log' });
    await multiLog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await multiLog.getByRole('button', { name: /^Show all \d+$/ }).click();
    await multiLog
      .locator('[data-log-line]', {
        hasText: `Bundled single-level products: ${first.isbn} - ${first.name}, ${second.isbn} - ${second.name}`,
      })
      .waitFor();
    await page.setViewportSize({ width: 1280, height: 1000 });
    await expectFits(multiLog);
  });

  it('shows the mini course log with action labels and dates, fitting its dialog', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    const list = await api<{ content: { id: number; languageName: string; scheduledPublishTime: number | null }[] }>(
      '/mini-courses?statuses=READY_FOR_REVIEW&size=100&page=0',
    );
    const course = list.content.find(
      (c) =>
        c.scheduledPublishTime === null &&
        list.content.filter((o) => o.languageName.toLowerCase().includes(c.languageName.toLowerCase())).length === 1,
    );
    expect(course).toBeDefined();
    if (!course) return;
    const at = Date.now() + 3 * 3_600_000;
    expect(
      (await send('POST', `/mini-courses/${course.id}/scheduled-publishing`, { scheduledPublishTime: at })).status,
    ).toBe(200);
    expect((await send('DELETE', `/mini-courses/${course.id}/scheduled-publishing`)).status).toBeLessThan(300);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/mini-courses?language=${encodeURIComponent(course.languageName)}`);
      const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
      await row.getByRole('button', { name: 'View Log' }).click();
      const dialog = page.getByRole('dialog', { name: `Change log: ${course.languageName}` });
      const log = dialog.getByRole('table', { name: 'Change log' });
      await log.locator('.ant-table-tbody tr.ant-table-row').nth(1).waitFor();
      expect((await log.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.trim())).toEqual([
        'ID',
        'Action',
        'Comments',
        'Created by',
        'Created at',
      ]);
      const actions = await columnTexts(log, 2);
      expect(actions.slice(0, 2)).toEqual(['Scheduled publish stopped', 'Publish scheduled']);
      for (const action of actions) expect(action).not.toMatch(/^[A-Z_]+$/);
      for (const when of await columnTexts(log, 5)) expect(when).toMatch(MODAL_DATE_TIME);
      await expectFits(log);
      await shot(`mini-course-log-${width}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
