import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { browserPerTest, callPortalApi, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { type Read, watchReads } from './support/reads';
import { chooseOptions, selectedText } from './support/select';

/**
 * The entitlement preview (checklist 5.2, issue 21): opened from the list with the list's filters, sort
 * and page size; one paging model (the server's pages, the list's pager with its total); one request per
 * thing it needs on open; its reads one after another (ENT-PREV-03); a debounced search (ENT-PREV-02).
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

/** Every API GET the page sends. */
const watchApiReads = (p: Page) => watchReads(p, (url) => url.pathname.startsWith('/api/'));

const entitlementReads = (reads: Read[]) => reads.filter((r) => r.url.pathname === '/api/portal/entitlements');
const tableRows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const columnTexts = (index: number) => tableRows().locator(`td:nth-child(${index})`).allInnerTexts();
const chips = async () =>
  (await page.getByRole('list', { name: 'Active filters' }).locator('.ant-tag').allInnerTexts()).map((t) => t.trim());

describe('the entitlement preview', () => {
  it("opens with the list's filters, on the list's pager, one request per thing it needs", async () => {
    page = await browsers.freshPage();
    const reads = watchApiReads(page);
    await signIn(page, baseUrl, 'support', '/entitlements');
    await tableRows().first().waitFor();
    await chooseOptions(page, 'Source', ['Naviga']);
    await page.waitForURL(/sources=MG2/);
    await chooseOptions(page, 'Status', ['Revoked']);
    await page.waitForURL(/statuses=REVOKED/);
    await expect.poll(async () => [...new Set(await columnTexts(6))]).toEqual(['Naviga']);
    const expected = await callPortalApi<{ totalElements: number }>(
      page,
      '/entitlements?page=0&size=10&sort=createdDate%2CDESC&sources=MG2&statuses=REVOKED',
    );
    expect(expected.totalElements).toBeGreaterThan(10);

    // From the list: the preview's address carries the filters (and the sort, as sort/order).
    const before = reads.length;
    await page.getByRole('button', { name: 'Open the preview list' }).click();
    await page.getByRole('heading', { name: 'Entitlement preview' }).waitFor();
    const opened = new URL(page.url());
    expect(opened.pathname).toBe('/entitlements/preview');
    expect(opened.searchParams.get('sources')).toBe('MG2');
    expect(opened.searchParams.get('statuses')).toBe('REVOKED');
    await tableRows().first().waitFor();
    // Shown: as chips and in the filters themselves.
    expect(await chips()).toEqual(['Source: Naviga', 'Status: Revoked']);
    expect(await selectedText(page, 'Source')).toContain('Naviga');
    expect(await selectedText(page, 'Status')).toContain('Revoked');
    expect([...new Set(await columnTexts(6))]).toEqual(['Naviga']);
    // The list's read of the same page may answer it; whatever the preview asks carries the filters.
    const fromList = entitlementReads(reads.slice(before));
    expect(fromList.length).toBeLessThanOrEqual(1);
    for (const read of fromList) {
      expect(read.url.searchParams.get('sources')).toBe('MG2');
      expect(read.url.searchParams.get('statuses')).toBe('REVOKED');
    }

    // Opened afresh (its link): one read of the entitlements, with the filters; no API read twice.
    const fresh = reads.length;
    await page.reload();
    await tableRows().first().waitFor();
    await page.locator('.ant-pagination-total-text').waitFor();
    await page.waitForTimeout(1500);
    const onOpen = reads.slice(fresh);
    const entitlements = entitlementReads(onOpen);
    expect(entitlements.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { page: '0', size: '10', sort: 'createdDate,DESC', sources: 'MG2', statuses: 'REVOKED' },
    ]);
    const urls = onOpen.map((r) => `${r.url.pathname}${r.url.search}`);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
    expect(await chips()).toEqual(['Source: Naviga', 'Status: Revoked']);

    // One paging model: the list's pager with the server's total, no 'Loaded N of M', no 'Load more'.
    expect(await page.locator('.ant-pagination').count()).toBe(1);
    expect(await page.locator('.ant-pagination-total-text').innerText()).toBe(`Total ${expected.totalElements} items`);
    expect(await page.getByText(/Loaded \d/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await tableRows().count()).toBe(10);
    await page.screenshot({ path: 'test-results/entitlement-preview-filtered.png' });
    await expectAccessible(page, 'entitlement preview');
  });

  it('reads the pages asked one after another, and searches 500 ms after the last key', async () => {
    page = await browsers.freshPage();
    const reads = watchApiReads(page);
    await signIn(page, baseUrl, 'support', '/entitlements/preview?order=ascend');
    await tableRows().first().waitFor();
    expect(entitlementReads(reads).map((r) => r.url.searchParams.get('sort'))).toEqual(['createdDate,ASC']);

    // Three pages on at once: never two reads under way; the last page asked is the one read last.
    const before = reads.length;
    const next = page.locator('.ant-pagination-next');
    for (let i = 0; i < 3; i += 1) await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '4');
    await expect.poll(() => entitlementReads(reads.slice(before)).at(-1)?.url.searchParams.get('page')).toBe('3');
    await expect.poll(() => page.locator('.ant-pagination-item-active').innerText()).toBe('4');
    const paged = entitlementReads(reads.slice(before));
    expect(paged.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < paged.length; i += 1)
      expect(paged[i]?.sent).toBeGreaterThanOrEqual(paged[i - 1]?.answered ?? Number.POSITIVE_INFINITY);

    // ENT-PREV-02: typing asks once, 500 ms after the last key, from the first page.
    const typed = reads.length;
    await page.getByLabel('Customer email').pressSequentially('jane.doe@example.com', { delay: 40 });
    await page.waitForURL(/email=jane.doe%40example.com/);
    await expect
      .poll(async () => [...new Set(await columnTexts(3))], { timeout: 10_000 })
      .toEqual(['jane.doe@example.com']);
    const searched = entitlementReads(reads.slice(typed));
    expect(searched.map((r) => [r.url.searchParams.get('email'), r.url.searchParams.get('page')])).toEqual([
      ['jane.doe@example.com', '0'],
    ]);
  });
});
