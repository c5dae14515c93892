import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, isbnMaker, signIn } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { fillSingleLevel } from './support/products';
import { chooseOptions } from './support/select';

/**
 * Issue 21 item 9: a failed save says 'Please fill in all required fields.' (ERR-11) only when empty
 * required fields are all that failed; otherwise it names the fields to fix by their labels
 * ('Please fix: Price, Nami product group ids.'), on every form that warns (one shared helper). A
 * refusal of the server naming a field marks it and names it beneath the server's message.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const uniqueIsbn = isbnMaker(43);
const REQUIRED = 'Please fill in all required fields.';

const notices = () => page.locator('.ant-notification-notice, .ant-message-notice');
const notice = (text: string) => notices().filter({ hasText: text });
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** The error an antd form item shows under the field labelled `label`. */
const fieldError = (label: string) =>
  page
    .locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');
const shot = (name: string) => page.screenshot({ path: `/tmp/messages-${name}.png`, fullPage: true });

describe('the notice of a failed save', () => {
  it('content product: the spec text for empty required fields, the fields to fix for a negative price and a too-long tag', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();

    await button('Save').click();
    await notice(REQUIRED).waitFor();

    const isbn = uniqueIsbn();
    await fillSingleLevel(page, isbn, `E2E failed save ${isbn}`);
    await page.getByLabel('Price amount').fill('-1');
    const tags = page.getByLabel('Nami product group ids', { exact: true });
    await tags.click();
    await tags.pressSequentially(`g${'x'.repeat(100)}`);
    await tags.press('Enter');
    await notice(REQUIRED).waitFor({ state: 'detached' });

    await button('Save').click();
    await notice('Please fix: Price, Nami product group ids.').waitFor();
    expect(await notice(REQUIRED).count()).toBe(0);
    await fieldError('Price amount').getByText("'Price' must be greater than or equal to 0").waitFor();
    await shot('content-product-fix');

    // An empty required field next to a bad one: both named, still not the required-only text.
    await page.getByLabel('Price amount').fill('5');
    await page.getByLabel('ISBN', { exact: true }).fill('');
    await button('Save').click();
    await notice('Please fix: ISBN, Nami product group ids.').waitFor();
    expect(await notice(REQUIRED).count()).toBe(0);
  });

  it("content product: the server's refusal names the field beneath its message and marks it", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();
    const existing = (await callPortalApi<{ content: { isbn: string }[] }>(page, '/products?size=1&page=0')).content[0];
    const taken = existing?.isbn ?? '';
    expect(taken).not.toBe('');
    await fillSingleLevel(page, taken, `E2E failed save duplicate ${taken}`);

    await button('Save').click();
    const message = `A product with ISBN ${taken} already exists.`;
    const refusal = page.locator('.ant-notification-notice-error', { hasText: message });
    await refusal.waitFor();
    expect(await refusal.locator('.ant-notification-notice-description').innerText()).toBe('Please fix: ISBN.');
    await fieldError('ISBN').getByText(message).waitFor();
    await shot('content-product-refused');
  });

  it('disclosure (a marketing form): a too-long name is named, not called a missing required field', async () => {
    page = await browsers.freshPage();
    const { store, editor } = marketingPages(() => page);
    await signIn(page, baseUrl, 'marketing', '/products/disclosures/add');
    await page.getByRole('heading', { name: 'Add new disclosure' }).waitFor();

    await button('Save').click();
    await notice(REQUIRED).waitFor();

    const active = await store<{ data: { name: string }[] }>('GET', '/base-prices/actives');
    const basePrice = active.body.data[0]?.name ?? '';
    await page.getByLabel('Disclosure name', { exact: true }).fill('n'.repeat(101));
    await chooseOptions(page, 'Base price', [basePrice], { search: basePrice });
    await editor('English content').click();
    await page.keyboard.type('Renews monthly.');
    await notice(REQUIRED).waitFor({ state: 'detached' });

    await button('Save').click();
    await notice('Please fix: Disclosure name.').waitFor();
    expect(await notice(REQUIRED).count()).toBe(0);
    await shot('disclosure-fix');
  });
});
