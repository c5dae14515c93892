import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOption, dropdownOf, selectedText, selectInput } from './support/select';

/**
 * SHELL-UX-01 on the form modals (FormDialog): with a change typed, Cancel, the close icon and Escape
 * ask first; Stay keeps the dialog and the value, Leave closes it.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });

/** The id of the eCom product that sells `pid` (from the store API, with the signed-in token). */
async function productOf(pid: string): Promise<number> {
  return page.evaluate(async (pid) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
    const res = await fetch(`/api/store/variants?pid=${encodeURIComponent(pid)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()).data[0].productId as number;
  }, pid);
}

/**
 * With a change made in `modal` (whose current value `value()` reads): each way out asks; Stay keeps
 * the dialog and `expected`; Leave (after Escape) closes it.
 */
async function expectGuarded(modal: Locator, value: () => Promise<string>, expected: string): Promise<void> {
  const unsaved = dialog('Unsaved changes');
  const ways: [string, () => Promise<void>][] = [
    ['Cancel', () => button('Cancel', modal).click()],
    ['the close icon', () => modal.getByRole('button', { name: 'Close' }).click()],
  ];
  for (const [way, close] of ways) {
    await close();
    await unsaved.waitFor();
    expect(await unsaved.innerText(), way).toContain('All changes will be lost if you leave this page.');
    await button('Stay', unsaved).click();
    await unsaved.waitFor({ state: 'hidden' });
    expect(await modal.isVisible(), way).toBe(true);
    expect(await value(), way).toBe(expected);
  }
  // Escape from the dialog itself (an open dropdown would take it first).
  await modal.locator('.ant-modal-title').click();
  await page.keyboard.press('Escape');
  await unsaved.waitFor();
  await button('Leave', unsaved).click();
  await modal.waitFor({ state: 'hidden' });
}

describe('the form modals ask before closing with changes (SHELL-UX-01)', () => {
  it('the eCom plan modal', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    await page.goto(`${baseUrl}/products/ecom/${await productOf('SUB-MONTHLY-JA')}`);
    await button('Add new plan').click();
    const modal = dialog('Add new plan');
    const name = modal.getByLabel('Plan Name', { exact: true });
    await name.fill('Guarded plan');
    await expectGuarded(modal, () => name.inputValue(), 'Guarded plan');
  });

  it('Add base price', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    await button('+ Add').click();
    const modal = dialog('Add base price');
    const name = modal.getByLabel('Name', { exact: true });
    await name.fill('Guarded base price');
    await expectGuarded(modal, () => name.inputValue(), 'Guarded base price');
  });

  it('Configure Currency', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    await button('Configure Currency').click();
    const modal = dialog('Configure Currency');
    await modal.getByRole('group', { name: 'Currency USD' }).waitFor();
    await modal.getByRole('button', { name: /Add currency/ }).click();
    const row = modal.locator('[data-currency-row]').last();
    const input = selectInput(page, 'Currency', { scope: row });
    const dropdown = await dropdownOf(input);
    await input.click();
    const option = dropdown.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first();
    const label = (await option.innerText()).trim();
    await modal.locator('.ant-modal-title').click();
    await dropdown.waitFor({ state: 'hidden' });
    await chooseOption(page, 'Currency', label, { scope: row });
    await expectGuarded(modal, () => selectedText(page, 'Currency', { scope: row }), label);
  });

  it('Configure cancel reason', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/marketing/save-offer');
    await button('Configure cancel reason').click();
    const modal = dialog('Configure cancel reason');
    const first = modal.getByRole('textbox', { name: 'English cancel reason 1', exact: true });
    await first.waitFor();
    const typed = `${await first.inputValue()} (guarded)`;
    await first.fill(typed);
    await expectGuarded(modal, () => first.inputValue(), typed);
  });
});

describe('the range inputs', () => {
  it('the date range disables the days after today and keeps its ends in order (SHELL-UX-03)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/entitlements/preview');
    const from = page.getByPlaceholder('Created from');
    await from.click();
    const picker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    const day = (at: Date) =>
      picker.locator(`td.ant-picker-cell-in-view[title="${at.toLocaleDateString('sv-SE')}"]`).first();
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
    await day(today).waitFor();
    expect(await day(today).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    // Tomorrow's cell is in view in one of the two months, or the next month is turned to.
    if ((await day(tomorrow).count()) === 0) await picker.locator('.ant-picker-header-next-btn').last().click();
    expect(await day(tomorrow).getAttribute('class')).toContain('ant-picker-cell-disabled');
    if ((await day(weekAgo).count()) === 0) await picker.locator('.ant-picker-header-prev-btn').first().click();
    // Picked the later day first: the range starts with the earlier one.
    await day(today).click();
    await day(weekAgo).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await from.inputValue()).toBe(weekAgo.toLocaleDateString('sv-SE'));
    expect(await page.getByPlaceholder('Created to').inputValue()).toBe(today.toLocaleDateString('sv-SE'));
  });

  it('the from–to number input keeps what is typed, without exponent, and says the order rule (SHELL-UX-04)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await chooseOption(page, 'Product type', 'Lesson pack');
    const start = page.getByLabel('Start lesson', { exact: true });
    const end = page.getByLabel('End lesson', { exact: true });
    await start.fill('5');
    await start.press('e');
    expect(await start.inputValue()).toBe('5');
    await end.fill('3');
    await end.press('Tab');
    const endError = page
      .locator('.ant-form-item', { has: end })
      .locator('.ant-form-item-explain-error', { hasText: 'start lesson must be smaller than end lesson' });
    await endError.first().waitFor();
    expect(await end.inputValue()).toBe('3');
    await end.fill('8');
    await end.press('Tab');
    await expect.poll(() => endError.count()).toBe(0);
  });
});
