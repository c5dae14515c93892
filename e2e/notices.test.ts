import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VERIFY_SUCCESS } from '../src/shared/domain/catalog-workflow';
import { browserPerTest, closeNotifications, isbnMaker, screenshot, signIn } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { createSingleLevel, type ProductView, productPages, sendPortalApi } from './support/products';

/**
 * CONST-11: notifications stay top-right at 88 px, and move down just enough not to cover the page's
 * primary actions (the header buttons beside the page title), the list row being edited or acted on, or
 * an open dialog's close button and buttons. 1280 px wide: the narrowest screen the portal is made for, where a dialog's close button
 * lies under the notification column.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const uniqueIsbn = isbnMaker(41);
const { openDetail } = productPages(() => page, baseUrl);
const { store } = marketingPages(() => page);
/** The page header's action buttons (beside the page title), as PageTitle marks them. */
const primaryActions = () => page.locator('[data-primary-actions]');

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return box;
}

/** The boxes of the visible buttons in `scope`, with their names. */
async function buttonBoxes(scope: Locator): Promise<{ name: string; box: Box }[]> {
  const buttons = scope.getByRole('button');
  const found: { name: string; box: Box }[] = [];
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    found.push({
      name: (await button.innerText()).trim() || (await button.getAttribute('aria-label')) || '?',
      box: await boxOf(button),
    });
  }
  return found;
}

/** What the notice covers of `controls` (empty when nothing). */
function covered(notice: Box, controls: { name: string; box: Box }[]): string[] {
  return controls.filter((control) => intersects(notice, control.box)).map((control) => control.name);
}

/**
 * Waits for the notice to be shown and its entrance animation to end (it slides in from the right),
 * then holds it: a notice stays while the pointer is on it (it would go after 3 s).
 */
async function settled(notice: Locator): Promise<Box> {
  await notice.waitFor();
  await expect.poll(async () => (await boxOf(notice)).x + (await boxOf(notice)).width).toBe(1280 - 24);
  await notice.hover();
  return boxOf(notice);
}

async function product(label: string): Promise<ProductView> {
  const isbn = uniqueIsbn();
  return createSingleLevel(page, isbn, `E2E notice ${label} ${isbn}`);
}

describe('notifications keep clear of the primary actions (CONST-11)', () => {
  it("a success notification on a product's detail does not cover the header buttons, and sits at 88 px once they scroll away", async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const target = await product('Verify');
    await openDetail(target);

    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify' });
    await dialog.getByLabel('Comments').fill('e2e');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    const notice = page.locator('.ant-notification-notice', { hasText: VERIFY_SUCCESS });
    const box = await settled(notice);
    await screenshot(page, 'notice-clear-of-header-buttons');

    const actions = await buttonBoxes(primaryActions());
    expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(['Edit', 'Publish']));
    expect(covered(box, actions)).toEqual([]);
    // Top right: flush with the page's right edge, no higher than the spec's offset.
    expect(box.y).toBeGreaterThanOrEqual(88);
    expect(box.x + box.width).toBe(1280 - 24);

    // Once the header buttons scroll out of the way, the notification goes back to the spec's 88 px (a
    // low window, so the page scrolls whatever its length).
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(async () => (await boxOf(primaryActions())).y).toBeLessThan(0);
    await expect.poll(async () => (await boxOf(notice)).y).toBe(88);
  });

  it("an error notification over an open dialog does not cover the dialog's close button or buttons", async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const target = await product('Publish');
    const verified = await sendPortalApi<{ succeeded: boolean }>(page, 'POST', `/products/${target.id}/verification`, {
      comments: 'e2e',
    });
    expect(verified.body.succeeded).toBe(true);
    await openDetail(target);
    // The publish fails on the server: the error shows as a notification and the dialog stays open.
    await page.route(`**/api/portal/products/${target.id}/publishing`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ type: 'about:blank', title: 'Sorry, the server is reporting an error.', status: 500 }),
      }),
    );

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const notice = page.locator('.ant-notification-notice-error');
    const box = await settled(notice);
    await screenshot(page, 'notice-clear-of-dialog');
    expect(await dialog.isVisible()).toBe(true);

    const controls = await buttonBoxes(dialog);
    expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining(['Close', 'Cancel', 'Confirm']));
    expect(covered(box, controls)).toEqual([]);
    expect(box.x + box.width).toBe(1280 - 24);

    // With the dialog closed, the notification keeps clear of the page's header buttons instead.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const actions = await buttonBoxes(primaryActions());
    expect(actions.map((a) => a.name)).toContain('Publish');
    expect(covered(await boxOf(notice), actions)).toEqual([]);
  });

  it('a notification on a list does not cover the row being edited, nor the row whose action failed', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const name = `E2E notice row ${Date.now().toString(36)}`;
    const created = await store<{ id: number; rowVersion: number }>('POST', '/base-prices', { name });
    expect(created.status).toBe(201);
    await page.goto(`${baseUrl}/products/base-price?name=${encodeURIComponent(name)}`);
    const row = page.locator('.ant-table-row', { has: page.getByRole('link', { name, exact: true }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edited = page.locator('.ant-table-row', { has: page.getByRole('textbox', { name: 'Name' }) });

    // Someone else saves first: the refusal's notice leaves the edited row (its fields, Save) in reach.
    const { id, rowVersion } = created.body;
    const body = { name, status: 'inactive', currency_prices: { USD: '5.00' } };
    expect((await store('PUT', `/base-prices/${id}`, body, { 'If-Match': `"${rowVersion}"` })).status).toBe(200);
    await edited.getByRole('textbox', { name: 'USD', exact: true }).fill('7.50');
    await edited.getByRole('button', { name: 'Save' }).click();
    const stale = page.locator('.ant-notification-notice', { hasText: 'Someone else saved this base price' });
    const box = await settled(stale);
    await screenshot(page, 'notice-clear-of-edited-row');
    expect(intersects(box, await boxOf(edited))).toBe(false);
    expect(covered(box, await buttonBoxes(primaryActions()))).toEqual([]);
    await edited.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Base price saved successfully.' }).waitFor();
    await edited.waitFor({ state: 'detached' });

    // A row action that fails: its notice (three lines, as tall as reaches the row otherwise) leaves the
    // row and its actions in reach to try again.
    const refusal = 'The store refused to delete this base price just now. Wait a moment, then try again.';
    await closeNotifications(page);
    await page.route(`**/api/store/base-prices/${id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: refusal }) })
        : route.fallback(),
    );
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete base price' }).getByRole('button', { name: 'Delete' }).click();
    const failed = await settled(page.locator('.ant-notification-notice', { hasText: refusal }));
    await screenshot(page, 'notice-clear-of-acted-row');
    expect(intersects(failed, await boxOf(row))).toBe(false);
  });
});
