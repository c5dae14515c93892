import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerTest,
  callPortalApi,
  dateTimeText,
  isbnMaker,
  modalDateTimeText,
  recordToasts,
  screenshot,
  seededPick,
  signIn,
  WAIT,
} from './support/browser';
import { portalUrl } from './support/portal';
import { fillSingleLevel } from './support/products';
import { chooseOption } from './support/select';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

/** Calls the portal API with the signed-in user's token. */
const api = <T>(path: string) => callPortalApi<T>(page, path);

const uniqueIsbn = isbnMaker(12);

const notice = (text: string) => page.locator('.ant-notification-notice, .ant-message-notice', { hasText: text });
/** The page's heading: the product name and its status tag (the read-only fields show the name too). */
const header = () => page.locator('section[aria-labelledby="page-title"] h1').first();
const statusTag = () => header().locator('[data-status]').first();

describe('content product add and detail', () => {
  it('creates a single-level product, verifies and publishes it, and shows the log', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();
    // Every toast seen from now on (the app stays loaded): a 3-second one is not missed on a loaded machine.
    const toasts = await recordToasts(page);
    const shown = (text: string) =>
      expect.poll(async () => (await toasts()).some((t) => t.includes(text)), { timeout: WAIT }).toBe(true);
    for (const tab of ['Product info', 'Upsell & Upgrade', 'Deeplink']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }
    const isbn = uniqueIsbn();
    const name = `E2E French Level 3 ${isbn}`;
    await fillSingleLevel(page, isbn, name);
    // The 'e' key is blocked in the price.
    await page.getByLabel('Price amount').press('e');
    expect(await page.getByLabel('Price amount').inputValue()).toBe('19.99');
    await screenshot(page, 'content-product-add-filled');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shown('Product added successfully.');
    // The detail's address carries the PID the header shows.
    await page.waitForURL(/\/products\/content\/CP-\d+$/);
    await header().getByText(name, { exact: true }).waitFor();
    expect(await statusTag().getAttribute('data-status')).toBe('STAGING');
    // Read-only by default: the values as text, no input.
    expect(await page.getByLabel('ISBN', { exact: true }).count()).toBe(0);
    await page.getByRole('group', { name: 'Product info' }).getByRole('cell', { name: isbn, exact: true }).waitFor();
    await screenshot(page, 'content-product-detail');

    // Verify (clean course) → In Review.
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const verify = page.getByRole('dialog', { name: 'Verify' });
    await verify.getByLabel('Comments').fill('Checked by e2e');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await shown('Verify Successful');
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('READY_FOR_REVIEW');
    expect(await statusTag().innerText()).toBe('In Review');

    // Publish now → ACTIVE.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByRole('radio', { name: 'Publish now' }).check();
    await publish.getByRole('button', { name: 'Confirm' }).click();
    await shown('Publish Successful');
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('ACTIVE');
    // ACTIVE: Delete is disabled.
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);

    // Product log: created, verified, published, newest first (the actions by their labels).
    await page.getByRole('tab', { name: 'Product log' }).click();
    const log = page.getByRole('table').last();
    await log.getByRole('cell', { name: 'Published', exact: true }).waitFor();
    const actions = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
    expect(actions.map((a) => a.trim())).toEqual(expect.arrayContaining(['Created', 'Verified', 'Published']));
    expect(actions[0]?.trim()).toBe('Published');
    for (const column of ['PID', 'Action', 'Previous value', 'New value', 'Comments', 'Modified by', 'Modified at']) {
      await page.locator('.ant-table-thead th', { hasText: column }).first().waitFor();
    }
    await screenshot(page, 'content-product-log');

    // Edit an ACTIVE product: the save asks how to save (CP-DET-07); 'Save for later review' keeps it pending.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('tab', { name: 'Product info' }).click();
    const learnName = page.getByLabel('Course name on learn page', { exact: true });
    expect(await learnName.isDisabled()).toBe(false);
    await learnName.fill('Learn French, level 3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const choice = page.getByRole('dialog', { name: 'Save changes' });
    await choice.getByText('How would you like to save the changes on portal?').waitFor();
    await screenshot(page, 'content-product-save-choice');
    await choice.getByRole('button', { name: 'Save for later review' }).click();
    await shown('Product saved successfully.');
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await page.getByText('This product has changes saved for later review.', { exact: false }).waitFor();
    // The pending edit goes through review again (server rule): back to STAGING.
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('STAGING');
    await screenshot(page, 'content-product-pending');
  });

  it('schedules a publish of an In Review product and stops it', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const list = await api<{ content: { id: number; scheduledPublishTime: number | null }[] }>(
      '/products?statuses=READY_FOR_REVIEW&size=100&page=0',
    );
    const candidates = list.content.filter((p) => p.scheduledPublishTime === null);
    expect(candidates.length).toBeGreaterThan(0);
    const target = seededPick(candidates, 20261123);
    await page.goto(`${baseUrl}/products/content/${target?.id}`);
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('READY_FOR_REVIEW');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByRole('radio', { name: 'Schedule publish' }).check();
    const at = new Date(Date.now() + 30 * 60_000);
    at.setSeconds(0, 0);
    const text = dateTimeText(at);
    const input = publish.getByPlaceholder('Select the publish time');
    await input.click();
    await input.fill(modalDateTimeText(at));
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(modalDateTimeText(at));
    await publish.getByRole('button', { name: 'Confirm' }).click();
    await notice('Schedule publish saved successfully.').waitFor();
    await page.getByText(`Scheduled publish at ${text}`).waitFor();
    await screenshot(page, 'content-product-scheduled');

    await page.getByRole('button', { name: 'Stop schedule' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to stop the schedule publish?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await notice('Schedule publish stopped successfully.').waitFor();
    await page.getByRole('button', { name: 'Stop schedule' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(false);
  });

  it('shows rule violations on save and guards leaving a dirty form', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();

    // An empty save: the ERR-11 warning and the required messages.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notice('Please fill in all required fields.').waitFor();
    await page.getByText("'ISBN' is required").waitFor();
    await page.getByText("'Product type' is required").waitFor();

    await page.getByLabel('ISBN', { exact: true }).fill('1231234567890');
    await page.getByText('ISBN must start with 978').waitFor();
    await page.getByLabel('ISBN', { exact: true }).fill('978123');
    await page.getByText('The character length needs to be between 13 and 40').waitFor();
    await screenshot(page, 'content-product-add-errors');

    // An upsell card without its in-app ISBN: the save switches to the tab holding the error.
    await page.getByLabel('ISBN', { exact: true }).fill(uniqueIsbn());
    await chooseOption(page, 'Product type', 'Lesson pack');
    await chooseOption(page, 'Language', 'French', { search: 'French' });
    await page.getByLabel('Price amount').fill('5');
    await page.getByLabel('Start lesson').fill('1');
    await page.getByLabel('End lesson').fill('5');
    // Lesson pack is Standard only.
    expect(await page.getByLabel('Premium', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Upsell & Upgrade' }).click();
    await page.getByRole('button', { name: 'Add upsell card' }).click();
    await page.getByRole('tab', { name: 'Product info' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notice('Please fill in all required fields.').last().waitFor();
    await page.locator('.ant-tabs-tab-active', { hasText: 'Upsell & Upgrade' }).waitFor();
    await page.getByText("'In-app upsell ISBN' is required").waitFor();
    await screenshot(page, 'content-product-add-upsell-error');

    // The leave-page guard (SHELL-UX-01).
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const guard = page.locator('.ant-modal-confirm', { hasText: 'All changes will be lost' });
    await guard.waitFor();
    await guard.getByRole('button', { name: 'Stay' }).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/products/content/add');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await guard.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseUrl}/products/content`);
  });

  it('shows the detail read-only without action buttons to a viewer', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/products/content');
    const list = await api<{ content: { id: number; name: string; status: string }[] }>(
      '/products?statuses=STAGING&size=5&page=0',
    );
    const target = list.content[0];
    expect(target).toBeDefined();
    await page.goto(`${baseUrl}/products/content/${target?.id}`);
    await header()
      .getByText(target?.name ?? '', { exact: true })
      .waitFor();
    await page.getByRole('tab', { name: 'Product log' }).waitFor();
    for (const name of ['Add new product', 'Edit', 'Delete', 'Verify', 'Publish']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'content-product-detail-viewer');
    // SHELL-RT-05: the add page needs create:product; without it the route redirects to '/', which
    // opens the first menu item.
    await page.goto(`${baseUrl}/products/content/add`);
    await page.waitForURL(`${baseUrl}/customers/b2c`);
  });
});
