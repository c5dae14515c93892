import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_MESSAGES } from '../src/shared/domain/save-offer';
import { browserPerTest, hoverDisabled, signIn, WAIT } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption, chooseOptions } from './support/select';

/**
 * Save offers and cancel reasons (SO-*, CR-*): add one of each type (the Heads up included), edit with
 * Confirm change, delete, the list's search, Advanced Search and tags, the Configure cancel reason
 * modal, a viewer's read-only screens and support sent back to '/'.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, notice, button, heading, rows, viewOf, shots, expectAccessible } = marketingPages(() => page);

interface CancelReason {
  id: number;
  code: string;
  description: { en: string; es: string };
  is_used: boolean;
}

const description = (locale: 'English' | 'Spanish') => page.getByRole('textbox', { name: `${locale} description` });

/** A fresh cancel reason through the modal's API (every save offer of a run gets its own). */
async function aReason(text: string): Promise<CancelReason> {
  const list = await store<CancelReason[]>('GET', '/cancel-reason');
  const rows = list.body.filter((r) => r.code !== 'default').map((r) => ({ id: r.id, description: r.description }));
  // The list's version is its ETag (the answer is an array): the save names it (If-Match).
  const saved = await store<CancelReason[]>('PUT', '/cancel-reason', [...rows, { description: { en: text, es: '' } }], {
    'If-Match': list.etag ?? '',
  });
  expect(saved.status).toBe(200);
  const found = saved.body.find((r) => r.description.en === text);
  if (!found) throw new Error('reason not added');
  return found;
}

/** Fills the parts every type shares, then the type. */
async function fillCommon(reason: string, stage: string, basePrice: string, type: string, title: string) {
  await chooseOption(page, 'Cancel reason', reason, { search: reason });
  await chooseOptions(page, 'Applied stage', [stage]);
  await chooseOptions(page, 'Applied base price', [basePrice], { search: basePrice });
  await chooseOption(page, 'Save offer type', type);
  await page.getByLabel('English title', { exact: true }).fill(title);
  await description('English').click();
  await page.keyboard.type(`Stay with us: ${title}.`);
}

async function saveAndOpen(): Promise<number> {
  await button('Save').click();
  await notice('Save offer added successfully.').waitFor();
  await page.waitForURL(/\/marketing\/save-offer\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('save offers', () => {
  it('adds a save offer of each type, with the Heads up, edits one with Confirm change and deletes it', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'marketing', '/marketing/save-offer');
    await page.getByRole('heading', { name: 'Save Offer list' }).waitFor();
    const reason = await aReason(`E2E reason ${Date.now()}`);
    const reasonText = reason.description.en;
    await page.goto(`${baseUrl}/marketing/save-offer/add`);
    await page.getByRole('heading', { name: 'Add new save offer' }).waitFor();
    await description('English').waitFor();

    // An empty save: the warning and the spec's required messages.
    await button('Save').click();
    await notice('Please fill in all required fields.').waitFor();
    for (const text of [
      "'Cancel reason' is required",
      "'Applied stage' is required",
      "'Save offer type' is required",
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText("'Title' is required", { exact: true }).waitFor();
    await page.getByText("'Description' is required", { exact: true }).waitFor();
    await shots('so-add-errors');
    await expectAccessible('save offer add');

    // Promotion: the base prices' promotions (debounced), the chosen one's facts.
    await fillCommon(reasonText, 'In Free Trial', 'Standard Monthly', 'Promotion', 'E2E promotion offer');
    // Each code with its discount (issue 21 item 12).
    await chooseOption(page, 'Promotion code', 'SPRING25 — 25% off');
    await viewOf('Duration').getByText('3 months').waitFor();
    expect(await viewOf('Discount').innerText()).toBe('25%');
    await shots('so-add-promotion');
    const promotionId = await saveAndOpen();
    await heading().getByText('E2E promotion offer', { exact: true }).waitFor();
    expect(await viewOf('Promotion code').innerText()).toBe('SPRING25');
    expect(await viewOf('Cancel reason').innerText()).toBe(reasonText);
    await shots('so-detail-promotion');
    await expectAccessible('save offer detail');

    // Switch plan to a plan of a selected base price: the Heads up.
    await page.goto(`${baseUrl}/marketing/save-offer/add`);
    await description('English').waitFor();
    await fillCommon(reasonText, '1-3 Months of use', 'Standard Monthly', 'Switch plan', 'E2E switch offer');
    await chooseOption(page, 'Effective date', 'Immediately');
    await chooseOption(page, 'Switch to plan', /^SUB-MONTHLY-FR — /, { search: 'SUB-MONTHLY-FR' });
    const headsUp = page.getByRole('dialog', { name: 'Heads up' });
    await headsUp.getByText('the save offer is not triggered during cancellation', { exact: false }).waitFor();
    await shots('so-add-heads-up');
    await button('Got It', headsUp).click();
    await headsUp.waitFor({ state: 'hidden' });
    await chooseOption(page, 'Promotion code (optional)', 'WELCOME10 — 10% off');
    await shots('so-add-switch');
    await saveAndOpen();
    expect(await viewOf('Switch to plan').innerText()).toContain('SUB-MONTHLY-FR');
    expect(await viewOf('Effective date').innerText()).toBe('Immediately');
    await shots('so-detail-switch');

    // Pause: nothing more.
    await page.goto(`${baseUrl}/marketing/save-offer/add`);
    await description('English').waitFor();
    await fillCommon(reasonText, '3-6 Months of use', 'Standard Monthly', 'Pause', 'E2E pause offer');
    await shots('so-add-pause');
    await saveAndOpen();

    // Extend billing date: 10 by default, 1 to 28.
    await page.goto(`${baseUrl}/marketing/save-offer/add`);
    await description('English').waitFor();
    await fillCommon(reasonText, '6 Months to 1 year', 'Standard Monthly', 'Extend billing date', 'E2E extend offer');
    const days = page.getByLabel('Extend days', { exact: true });
    expect(await days.inputValue()).toBe('10');
    await days.fill('29');
    await days.blur();
    await page.getByText("'Extend days' cannot be longer than 28 days").waitFor();
    await days.fill('');
    await days.blur();
    await page.getByText("'Extend days' is required").waitFor();
    await days.fill('14');
    await days.blur();
    await shots('so-add-extend');
    const extendId = await saveAndOpen();
    expect(await viewOf('Extend days').innerText()).toBe('14 days');

    // Edit: Save asks 'Confirm change', then the change is live.
    await button('Edit').click();
    await page.getByRole('heading', { name: 'Edit save offer' }).waitFor();
    await page.getByLabel('Extend days', { exact: true }).fill('20');
    await button('Save').click();
    const confirm = page.getByRole('dialog', { name: 'Confirm change' });
    await confirm.getByText('Confirm to make it happen? The change will be live instantly.').waitFor();
    await shots('so-edit-confirm');
    await button('Confirm', confirm).click();
    await notice('Save offer updated successfully.').waitFor();
    await expect.poll(() => viewOf('Extend days').innerText(), { timeout: WAIT }).toBe('20 days');
    const stored = await store<{ extend_days: number }>('GET', `/v2/save-offers/${extendId}`);
    expect(stored.body.extend_days).toBe(20);

    // Delete asks first.
    await page.goto(`${baseUrl}/marketing/save-offer/${promotionId}`);
    await button('Delete').click();
    const remove = page.getByRole('dialog', { name: 'Delete save offer' });
    await remove.getByText('Are you sure you want to delete the save offer?').waitFor();
    await button('Delete', remove).click();
    await notice('Save offer deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/marketing/save-offer`);
    expect((await store('GET', `/v2/save-offers/${promotionId}`)).status).toBe(404);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  }, 240_000);

  it('searches by cancel reason on Enter, filters with Advanced Search and tags, opens a row', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/marketing/save-offer');
    await page.getByRole('heading', { name: 'Save Offer list' }).waitFor();
    await rows().first().waitFor();
    await shots('so-list');
    await expectAccessible('save offer list');

    const search = page.getByLabel('Search applied cancel reason', { exact: true });
    await search.fill('  taking a BREAK ');
    await search.press('Enter');
    await page.waitForURL(/cancelReason=taking/);
    expect(await search.inputValue()).toBe('taking a BREAK');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('link', { name: 'Taking a break' }).waitFor();
    await page
      .locator('[aria-label="Active filters"] .ant-tag', { hasText: 'Cancel reason: taking a BREAK' })
      .waitFor();

    await button('Clear all').click();
    await page.waitForURL((url) => !url.search.includes('cancelReason'));
    await page.getByRole('button', { name: /Advanced Search/ }).click();
    await chooseOptions(page, 'Save offer type', ['Extend billing date']);
    await button('Search').click();
    await page.waitForURL(/types=extend_billing_date/);
    await expect
      .poll(async () =>
        (await rows().locator('td:nth-child(4)').allInnerTexts()).every((t) => t === 'Extend billing date'),
      )
      .toBe(true);
    const tag = page.locator('[aria-label="Active filters"] .ant-tag', {
      hasText: 'Save offer type: Extend billing date',
    });
    await tag.waitFor();
    await shots('so-list-filtered');
    await tag.locator('.ant-tag-close-icon').click();
    await page.waitForURL((url) => !url.search.includes('types='));

    await rows().first().locator('td').nth(1).click();
    await page.waitForURL(/\/marketing\/save-offer\/\d+$/);
    await viewOf('Cancel reason').waitFor();
  }, 120_000);

  it('edits cancel reasons in the modal: add, rename, duplicate refused, in-use delete disabled', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/marketing/save-offer');
    await button('Configure cancel reason').click();
    const modal = page.getByRole('dialog', { name: 'Configure cancel reason' });
    const english = modal.getByRole('textbox', { name: /^English cancel reason \d+$/ });
    await expect.poll(() => english.count()).toBeGreaterThan(3);
    const texts = await english.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // CR-02: the default reason is hidden.
    expect(texts).not.toContain('Other reason');
    // CR-03: a reason in use cannot be deleted.
    const inUse = modal.getByRole('button', { name: 'Delete Too expensive' });
    expect(await inUse.isDisabled()).toBe(true);
    // The disabled button says why on hover: the app's disabled action (ActionButton), whose wrapper takes
    // the hover in every browser and carries the reason.
    const refusal = modal.locator('[data-refusal]', {
      has: page.getByRole('button', { name: 'Delete Too expensive' }),
    });
    expect(await refusal.getAttribute('data-refusal')).toBe(CANCEL_REASON_MESSAGES.inUseTooltip);
    await hoverDisabled(inUse);
    await page.getByRole('tooltip').getByText(CANCEL_REASON_MESSAGES.inUseTooltip, { exact: true }).waitFor();
    await shots('so-reasons-modal');

    // A duplicate (any case) is refused with the spec's message.
    await modal.getByRole('button', { name: /Add cancel reason/ }).click();
    const added = english.last();
    await added.fill('too EXPENSIVE');
    await button('Save', modal).click();
    await modal.getByText('The cancel reason already exists.').first().waitFor();
    await shots('so-reasons-duplicate');

    const fresh = `E2E added ${Date.now()}`;
    await added.fill(fresh);
    const goal = modal
      .getByRole('textbox', { name: /^English cancel reason \d+$/ })
      .nth(texts.indexOf('Reached my goal'));
    const renamed = `Reached my goal ${Date.now()}`;
    if (texts.includes('Reached my goal')) await goal.fill(renamed);
    await button('Save', modal).click();
    await notice('Cancel reason updated successfully.').waitFor();
    await modal.waitFor({ state: 'hidden' });
    const after = await store<CancelReason[]>('GET', '/cancel-reason');
    expect(after.body.map((r) => r.description.en)).toContain(fresh);
    if (texts.includes('Reached my goal')) expect(after.body.map((r) => r.description.en)).toContain(renamed);
  }, 120_000);

  it('shows a viewer the list and the detail read-only; sends support back to /', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/marketing/save-offer');
    await page.getByRole('heading', { name: 'Save Offer list' }).waitFor();
    await rows().first().waitFor();
    expect(await button('+ Add new save offer').count()).toBe(0);
    expect(await button('Configure cancel reason').count()).toBe(0);
    await rows().first().locator('td').nth(1).click();
    await page.waitForURL(/\/marketing\/save-offer\/\d+$/);
    await viewOf('Cancel reason').waitFor();
    for (const name of ['Edit', 'Delete']) expect(await button(name).count()).toBe(0);
    await page.goto(`${baseUrl}/marketing/save-offer/add`);
    await page.waitForURL((url) => url.pathname !== '/marketing/save-offer/add');

    const other = await browsers.freshPage();
    page = other;
    await signIn(page, baseUrl, 'support', '/marketing/save-offer');
    await page.waitForURL((url) => !url.pathname.startsWith('/marketing'));
  }, 120_000);
});
