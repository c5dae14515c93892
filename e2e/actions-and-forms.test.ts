import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerTest,
  callPortalApi,
  dateTimeText,
  hoverDisabled,
  isbnMaker,
  modalDateTimeText,
  recordToasts,
  screenshot,
  signIn,
  WAIT,
} from './support/browser';
import { portalUrl } from './support/portal';
import {
  createSingleLevel,
  fillSingleLevel,
  type ProductView,
  productPages,
  publishThroughApi,
  sendPortalApi,
} from './support/products';
import { chooseOption } from './support/select';

/**
 * The shared action and form pieces (issue "Web kernel", actions and forms): one request per intent
 * (ActionButton, ActionDialog), numbers kept as typed with the shared rules' messages, a refusal that
 * names a field marks it, an unchanged edit is not saved, and a disabled action says why.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const uniqueIsbn = isbnMaker(13);

const { notice, statusTag, button, openDetail } = productPages(() => page, baseUrl);
const errorNotices = () => page.locator('.ant-notification-notice-error');
const dialog = (name: string) => page.getByRole('dialog', { name });
/** The error an antd form item shows under the field labelled `label`. */
const fieldError = (label: string) =>
  page
    .locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');

async function createProduct(label: string): Promise<ProductView> {
  const isbn = uniqueIsbn();
  return createSingleLevel(page, isbn, `E2E ${label} ${isbn}`);
}

/** Every write the page sends to the portal API from now on, as 'METHOD /path'. */
function recordWrites(): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/portal/')) {
      writes.push(`${request.method()} ${path.slice('/api/portal'.length)}`);
    }
  });
  return writes;
}

describe('one request per intent', () => {
  it('double-clicking Confirm in Verify, Publish (schedule, now) and Stop schedule sends one request each', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Double click workflow');
    await openDetail(product);
    const writes = recordWrites();
    const toasts = await recordToasts(page);
    const shown = (text: string) =>
      expect.poll(async () => (await toasts()).some((t) => t.includes(text)), { timeout: WAIT }).toBe(true);
    const at = `/products/${product.id}`;

    await button('Verify').click();
    await button('Verify', dialog('Verify')).dblclick();
    await shown('Verify Successful');
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('READY_FOR_REVIEW');
    expect(writes).toEqual([`POST ${at}/verification`]);

    await button('Publish').click();
    const publish = dialog('Publish');
    await publish.getByRole('radio', { name: 'Schedule publish' }).check();
    const input = publish.getByPlaceholder('Select the publish time');
    const later = new Date(Date.now() + 30 * 60_000);
    later.setSeconds(0, 0);
    const time = dateTimeText(later);
    await input.click();
    await input.fill(modalDateTimeText(later));
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(modalDateTimeText(later));
    await button('Confirm', publish).dblclick();
    await shown('Schedule publish saved successfully.');
    await page.getByText(`Scheduled publish at ${time}`).waitFor();
    expect(writes.slice(1)).toEqual([`POST ${at}/scheduled-publishing`]);

    await button('Stop schedule').click();
    const stop = dialog('Are you sure you want to stop the schedule publish?');
    await stop.waitFor();
    await screenshot(page, 'actions-stop-schedule-dialog');
    await button('Confirm', stop).dblclick();
    await shown('Schedule publish stopped successfully.');
    await button('Stop schedule').waitFor({ state: 'detached' });
    expect(writes.slice(2)).toEqual([`DELETE ${at}/scheduled-publishing`]);

    await button('Publish').click();
    await dialog('Publish').getByRole('radio', { name: 'Publish now' }).check();
    await button('Confirm', dialog('Publish')).dblclick();
    await shown('Publish Successful');
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('ACTIVE');
    expect(writes.slice(3)).toEqual([`POST ${at}/publishing`]);

    // No second request was refused: no error toast, and no reload lost the page.
    expect(await errorNotices().count()).toBe(0);
    expect(writes).toHaveLength(4);
  });

  it('double-clicking Save (add, edit, the save choice) and Delete sends one request each', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();
    const writes = recordWrites();
    const isbn = uniqueIsbn();
    await fillSingleLevel(page, isbn, `E2E Double click add ${isbn}`);
    await button('Save').dblclick();
    await notice('Product added successfully.').waitFor();
    await page.waitForURL(/\/products\/content\/CP-\d+$/);
    expect(writes).toEqual(['POST /products']);

    // Edit of a never-active product: Save sends the PUT at once (the address names the PID).
    const pid = new URL(page.url()).pathname.split('/').pop();
    const { id } = await callPortalApi<{ id: number }>(page, `/products/${pid}`);
    await button('Edit').click();
    await page.getByLabel('Course name on learn page', { exact: true }).fill('Learn French, twice clicked');
    await button('Save').dblclick();
    await notice('Product saved successfully.').waitFor();
    await button('Edit').waitFor();
    expect(writes.slice(1)).toEqual([`PUT /products/${id}`]);

    // Delete: the confirmation's Delete.
    await button('Delete').click();
    await button('Delete', dialog('Delete product')).dblclick();
    await notice('Product deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/products/content`);
    expect(writes.slice(2)).toEqual([`DELETE /products/${id}`]);

    // Edit of a product that has been active: the save choice's 'Publish immediately'.
    const active = await createProduct('Double click choice');
    await publishThroughApi(page, active);
    await openDetail(active);
    const before = writes.length;
    await button('Edit').click();
    await page.getByLabel('Course name on learn page', { exact: true }).fill('Learn French, chosen twice');
    await button('Save').click();
    await button('Publish immediately', dialog('Save changes')).dblclick();
    await notice('Product saved successfully.').waitFor();
    await button('Edit').waitFor();
    expect(writes.slice(before)).toEqual([`PUT /products/${active.id}`]);
    expect(await errorNotices().count()).toBe(0);
  });
});

describe('forms say what is wrong', () => {
  it('keeps out-of-range numbers as typed and shows the rule that refuses them', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();
    const writes = recordWrites();
    await chooseOption(page, 'Product type', 'Single level');
    const end = page.getByLabel('End lesson');
    const price = page.getByLabel('Price amount');

    // antd's min, max and precision made these 30, 2 and 3 without a word.
    for (const [typed, message] of [
      ['31', 'Lesson range must be between 1 and 30'],
      ['0', 'Lesson range must be between 1 and 30'],
      ['2.5', 'Lesson range must be a whole number'],
    ] as const) {
      await end.fill(typed);
      await end.press('Tab');
      await fieldError('End lesson').getByText(message).waitFor();
      expect(await end.inputValue()).toBe(typed);
    }

    await price.fill('19.999');
    await price.press('Tab');
    await page.getByText("'Price' can have at most 2 decimals").waitFor();
    expect(await price.inputValue()).toBe('19.999');
    // Untouched fields stay quiet until a save is tried.
    expect(await page.getByText("'ISBN' is required").count()).toBe(0);
    await screenshot(page, 'actions-form-number-errors');

    await button('Save').click();
    // Not only empty required fields failed: the notice names every field to fix (issue 21).
    await notice('Please fix: ISBN, Language, Course type, Price, Course level, Lesson range.').waitFor();
    expect(await notice('Please fill in all required fields.').count()).toBe(0);
    expect(await end.inputValue()).toBe('2.5');
    expect(await price.inputValue()).toBe('19.999');
    expect(writes).toEqual([]);

    // Fixed, the messages go.
    await end.fill('30');
    await price.fill('19.99');
    await expect.poll(() => fieldError('End lesson').count()).toBe(0);
    await expect.poll(() => page.getByText("'Price' can have at most 2 decimals").count()).toBe(0);
  });

  it('marks the ISBN field of a duplicate ISBN (409), opening its tab, until the ISBN changes', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();
    const existing = (await callPortalApi<{ content: { isbn: string }[] }>(page, '/products?size=1&page=0')).content[0];
    expect(existing).toBeDefined();
    const taken = existing?.isbn ?? '';
    await fillSingleLevel(page, taken, `E2E Duplicate ${taken}`);
    await page.getByRole('tab', { name: 'Deeplink', exact: true }).click();

    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/products'));
    await button('Save').click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    const message = `A product with ISBN ${taken} already exists.`;
    await page.locator('.ant-tabs-tab-active', { hasText: 'Product info' }).waitFor();
    await fieldError('ISBN').getByText(message).waitFor();
    await screenshot(page, 'actions-form-duplicate-isbn');

    // Another field's change keeps the mark; the ISBN's own change clears it, and the save goes through.
    await page.getByLabel('Course name on learn page', { exact: true }).fill('Still a duplicate');
    await page.waitForTimeout(200);
    expect(await fieldError('ISBN').getByText(message).count()).toBe(1);
    await page.getByLabel('ISBN', { exact: true }).fill(uniqueIsbn());
    await expect.poll(() => fieldError('ISBN').count()).toBe(0);
    await button('Save').click();
    await notice('Product added successfully.').waitFor();
    await page.waitForURL(/\/products\/content\/CP-\d+$/);
  });

  it('says there is nothing to save when an edit changes nothing, and sends nothing', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Nothing to save');
    await publishThroughApi(page, product);
    await openDetail(product);
    const writes = recordWrites();

    await button('Edit').click();
    await button('Save').click();
    await notice('Nothing to save: no field was changed.').waitFor();
    await screenshot(page, 'actions-nothing-to-save');
    // A change undone is no change either.
    const learnName = page.getByLabel('Course name on learn page', { exact: true });
    await learnName.fill('Something else');
    await learnName.fill(product.learnName ?? '');
    await button('Save').click();
    await expect.poll(() => notice('Nothing to save: no field was changed.').count()).toBeGreaterThan(0);
    expect(await dialog('Save changes').count()).toBe(0);
    expect(await page.getByText('How would you like to save the changes on portal?').count()).toBe(0);
    expect(writes).toEqual([]);
    // Still editing: the user may change something or cancel.
    await button('Cancel').waitFor();
  });
});

describe('disabled actions say why', () => {
  it('Verify and Publish show the transition table’s refusal when disabled', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createProduct('Refusals');
    await openDetail(product);

    expect(await button('Publish').isDisabled()).toBe(true);
    await hoverDisabled(button('Publish'));
    await page
      .getByRole('tooltip')
      .getByText('Only a product In Review can be published; this one is STAGING.')
      .waitFor();
    await screenshot(page, 'actions-publish-refusal');

    const verified = await sendPortalApi(page, 'POST', `/products/${product.id}/verification`, { comments: 'e2e' });
    expect(verified.status).toBe(200);
    const scheduled = await sendPortalApi(page, 'POST', `/products/${product.id}/scheduled-publishing`, {
      id: product.id,
      scheduledPublishTime: Date.now() + 60 * 60_000,
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    await page.reload();
    await button('Stop schedule').waitFor();
    expect(await button('Verify').isDisabled()).toBe(true);
    await hoverDisabled(button('Verify'));
    await page
      .getByRole('tooltip')
      .getByText('Only a product in STAGING can be verified; this one is In Review.')
      .waitFor();
    await hoverDisabled(button('Publish'));
    await page.getByRole('tooltip').getByText('This product already has a scheduled publish; stop it first.').waitFor();
  });

  it('the mini course list’s links say why too', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses?statuses=STAGING');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const publish = row.getByRole('button', { name: 'Publish', exact: true });
    expect(await publish.isDisabled()).toBe(true);
    await hoverDisabled(publish);
    await page
      .getByRole('tooltip')
      .getByText('Only a mini course In Review can be published; this one is STAGING.')
      .waitFor();
    await screenshot(page, 'actions-mini-course-refusal');
  });
});
