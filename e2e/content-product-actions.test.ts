import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerTest,
  callPortalApi,
  hoverDisabled,
  isbnMaker,
  modalDateTimeText,
  screenshot,
  seededPick,
  signIn,
  WAIT,
} from './support/browser';
import { portalUrl } from './support/portal';
import {
  createSingleLevel,
  type ProductView,
  productPages,
  publishThroughApi,
  sendPortalApi,
  singleLevelProduct,
} from './support/products';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

/** Calls the portal API with the signed-in user's token (GET, to pick or check test data). */
const api = <T>(path: string) => callPortalApi<T>(page, path);

/** Sends any call to the portal API with the signed-in user's token; answers the status and the body. */
const send = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  sendPortalApi<T>(page, method, path, body, headers);

const uniqueIsbn = isbnMaker(11);

/** Creates a STAGING single-level product through the API. */
async function createProduct(label: string): Promise<ProductView> {
  const isbn = uniqueIsbn();
  return createSingleLevel(page, isbn, `E2E ${label} ${isbn}`);
}

const { notice, statusTag, button, openDetail } = productPages(() => page, baseUrl);
const learnName = () => page.getByLabel('Course name on learn page', { exact: true });

describe('content product actions', () => {
  it('deletes a STAGING product after a confirmation naming it, and lands on the list', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Delete');
    await openDetail(product);
    expect(await statusTag().getAttribute('data-status')).toBe('STAGING');

    await button('Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await confirm
      .getByText(
        `Are you sure you want to delete the product '${product.name}' (ISBN ${product.isbn})? This cannot be undone.`,
      )
      .waitFor();
    await screenshot(page, 'content-product-delete-confirm');
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/portal/products/${product.id}`),
    );
    await button('Delete', confirm).click();
    expect((await deleted).status()).toBe(204);
    await notice('Product deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/products/content`);
    await page.getByRole('heading', { name: 'Content product' }).waitFor();
    await screenshot(page, 'content-product-deleted');

    const after = await send('GET', `/products/${product.id}`);
    expect(after.status).toBe(404);
  });

  it('publishes an edit of an ACTIVE product immediately, keeps it ACTIVE, and logs the UPDATE', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Publish edit');
    await publishThroughApi(page, product);
    const live = await api<ProductView>(`/products/${product.id}`);
    expect(live).toMatchObject({ status: 'ACTIVE', hasHistoricalActiveStatus: true });

    await openDetail(product);
    expect(await statusTag().getAttribute('data-status')).toBe('ACTIVE');
    // CP-DET-04: Delete is disabled for an ACTIVE product, and its tooltip says why.
    expect(await button('Delete').isDisabled()).toBe(true);
    await hoverDisabled(button('Delete'));
    await page.getByRole('tooltip').getByText('An ACTIVE product cannot be deleted.').waitFor();
    await button('Edit').click();
    await button('Save').waitFor();
    await page.getByRole('tab', { name: 'Product info' }).click();
    const newName = `Learn French three ${Date.now()}`;
    await learnName().fill(newName);
    await button('Save').click();
    const choice = page.getByRole('dialog', { name: 'Save changes' });
    await choice.getByText('How would you like to save the changes on portal?').waitFor();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/portal/products/${product.id}`),
    );
    await button('Publish immediately', choice).click();
    const put = await saved;
    expect(put.status()).toBe(200);
    expect(put.request().postDataJSON()).toMatchObject({ isEffectiveImmediately: true, learnName: newName });
    await notice('Product saved successfully.').waitFor();
    // Back in view mode, still ACTIVE, showing the new value, with no pending-changes notice.
    await button('Edit').waitFor();
    // Read-only again: the new value as text, no input.
    await page
      .getByRole('group', { name: 'Product info' })
      .getByRole('cell', { name: newName, exact: true })
      .waitFor({ timeout: WAIT });
    expect(await learnName().count()).toBe(0);
    expect(await statusTag().getAttribute('data-status')).toBe('ACTIVE');
    expect(await page.getByText('This product has changes saved for later review.', { exact: false }).count()).toBe(0);
    await screenshot(page, 'content-product-published-edit');
    // Only the edited field changed: the course identifiers the form does not show are kept.
    expect(await api<ProductView>(`/products/${product.id}`)).toMatchObject({
      status: 'ACTIVE',
      learnName: newName,
      course: { courseLevel: '3', courseId: 'fr-L3', courseVersion: 'orig', courseName: 'French Level 3' },
    });

    // The Product log: the edit is the newest entry, with the old and new learn-page names.
    await page.getByRole('tab', { name: 'Product log' }).click();
    const logRows = page.locator('.ant-table-tbody tr.ant-table-row');
    await logRows
      .locator('td:nth-child(2)', { hasText: /^\s*Edited\s*$/ })
      .first()
      .waitFor();
    const actions = (await logRows.locator('td:nth-child(2)').allInnerTexts()).map((a) => a.trim());
    expect(actions[0]).toBe('Edited');
    expect(actions).toEqual(expect.arrayContaining(['Created', 'Verified', 'Published', 'Edited']));
    await logRows.first().getByText(`Course name on learn page: ${newName}`).waitFor();
    await logRows.first().getByText('Published immediately.').waitFor();
    const logs = await api<{ content: { action: string; prev: string | null; current: string | null }[] }>(
      `/product-change-logs?productId=${product.id}&page=0&size=10&sort=createdDate,DESC`,
    );
    expect(logs.content[0]?.action).toBe('UPDATE');
    expect(logs.content[0]?.prev).toBe('learnName: French Level Three');
    expect(logs.content[0]?.current).toBe(`learnName: ${newName}`);
    await screenshot(page, 'content-product-published-edit-log');
  });

  it('guards leaving the edit form: Stay keeps the edit, Leave navigates', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Leave guard');
    await openDetail(product);
    const detailPath = `/products/content/${product.id}`;

    await button('Edit').click();
    await button('Save').waitFor();
    await page.getByRole('tab', { name: 'Product info' }).click();
    await learnName().fill('Unsaved learn-page name');

    const menuItem = page.getByRole('navigation', { name: 'Main menu' }).getByText('Mini course', { exact: true });
    await menuItem.click();
    const guard = page.locator('.ant-modal-confirm', {
      hasText: 'You have unsaved changes. All changes will be lost if you leave this page. Leave anyway?',
    });
    await guard.locator('.ant-modal-confirm-title', { hasText: 'Unsaved changes' }).waitFor();
    await screenshot(page, 'content-product-edit-leave-guard');
    await button('Stay', guard).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(detailPath);
    await button('Save').waitFor();
    expect(await learnName().isEditable()).toBe(true);
    expect(await learnName().inputValue()).toBe('Unsaved learn-page name');

    await menuItem.click();
    await button('Leave', guard).click();
    await page.waitForURL(`${baseUrl}/mini-courses`);
    await page.getByRole('heading', { name: 'Mini course' }).waitFor();
    // Nothing was saved.
    expect((await api<ProductView>(`/products/${product.id}`)).learnName).toBe('French Level Three');
  });

  it('refuses an edit when someone saved in between, keeps the values, and saves them on a second try', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Stale edit');
    await openDetail(product);
    await button('Edit').click();
    await button('Save').waitFor();
    await page.getByRole('tab', { name: 'Product info' }).click();
    await learnName().fill('My learn-page name');

    // Someone else saves the product meanwhile.
    const theirs = await send<ProductView>(
      'PUT',
      `/products/${product.id}`,
      { ...singleLevelProduct(product.isbn, product.name), learnName: 'Their learn-page name' },
      { 'If-Match': `"${product.rowVersion}"` },
    );
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);

    const refused = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/portal/products/${product.id}`),
    );
    await button('Save').click();
    const first = await refused;
    expect(first.status()).toBe(409);
    expect(first.request().headers()['if-match']).toBe(`"${product.rowVersion}"`);
    await notice('Someone else saved this product after you opened it.').waitFor();
    expect(await learnName().inputValue()).toBe('My learn-page name');

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/portal/products/${product.id}`),
    );
    await button('Save').click();
    expect((await saved).status()).toBe(200);
    await notice('Product saved successfully.').waitFor();
    expect((await api<ProductView>(`/products/${product.id}`)).learnName).toBe('My learn-page name');
  });
});

interface MiniCourseRow {
  id: number;
  status: string;
  languageName: string;
  scheduledPublishTime: number | null;
}

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowOf = (name: string): Locator =>
  rows().filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) }) });

/** A mini course in `status` whose language name no other row contains (so the text search shows only it). */
async function pickMiniCourse(status: string): Promise<MiniCourseRow> {
  const all = (await api<{ content: MiniCourseRow[] }>('/mini-courses?size=1000&page=0')).content;
  const unique = (row: MiniCourseRow) =>
    all.filter((r) => r.languageName.toLowerCase().includes(row.languageName.toLowerCase())).length === 1;
  const candidates = all.filter((r) => r.status === status && r.scheduledPublishTime === null && unique(r));
  expect(candidates.length, `a ${status} mini course`).toBeGreaterThan(0);
  return seededPick(candidates, 20261123);
}

async function openRowOf(name: string): Promise<Locator> {
  await page.goto(`${baseUrl}/mini-courses?language=${encodeURIComponent(name)}`);
  const row = rowOf(name);
  await row.waitFor();
  return row;
}

describe('mini course workflow errors', () => {
  it('a server failure of Verify shows the error and reloads the page (CAT-WF-07)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const target = await pickMiniCourse('STAGING');
    const row = await openRowOf(target.languageName);
    await page.route('**/api/portal/mini-courses/*/verification', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Sorry, the server is reporting an error.',
          status: 500,
          violations: [],
        }),
      }),
    );

    await button('Verify', row).click();
    const dialog = page.getByRole('dialog', { name: 'Verify' });
    await dialog.getByLabel('Comments').fill('e2e failure');
    const failed = page.waitForResponse((r) => r.url().endsWith(`/mini-courses/${target.id}/verification`));
    // The reload follows the toast; listen for it before it can happen.
    const reloaded = page.waitForEvent('load', { timeout: WAIT });
    await button('Verify', dialog).click();
    expect((await failed).status()).toBe(500);
    const error = page.locator('.ant-notification-notice-error', {
      hasText: 'Sorry, the server is reporting an error.',
    });
    await error.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Best effort: the reload may already be under way on a slow machine.
    await page.screenshot({ path: 'test-results/mini-courses-verify-server-error.png' }).catch(() => undefined);
    await reloaded;
    expect(new URL(page.url()).searchParams.get('language')).toBe(target.languageName);
    await rowOf(target.languageName).waitFor();
    // The toast was gone with the reload, and the item is unchanged.
    expect(await error.count()).toBe(0);
    expect((await rowOf(target.languageName).locator('.ant-tag').first().innerText()).trim()).toBe('STAGING');
  });

  it('the publish dialog refuses a schedule time in the past', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const target = await pickMiniCourse('READY_FOR_REVIEW');
    const row = await openRowOf(target.languageName);
    let scheduleCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/scheduled-publishing')) scheduleCalls += 1;
    });

    await button('Publish', row).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByRole('radio', { name: 'Schedule publish' }).check();
    // Earlier today (the picker disables earlier days, not earlier times of today).
    const now = new Date();
    const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const past = new Date(Math.max(startOfToday.getTime(), now.getTime() - 60 * 60_000));
    const text = modalDateTimeText(past);
    const input = publish.getByPlaceholder('Select the publish time');
    await input.click();
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(text);
    await publish.getByText("'Schedule time' should not be earlier than now").waitFor();

    await button('Confirm', publish).click();
    await publish.getByText("'Schedule time' should not be earlier than now").waitFor();
    await screenshot(page, 'mini-courses-schedule-past');
    expect(await publish.isVisible()).toBe(true);
    expect(scheduleCalls).toBe(0);
    await button('Cancel', publish).click();
    await publish.waitFor({ state: 'hidden' });
    expect(await rowOf(target.languageName).getByTestId('scheduled-mark').count()).toBe(0);
    expect(scheduleCalls).toBe(0);
  });
});
