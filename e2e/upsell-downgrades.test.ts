import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, signIn } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption, closeOptions, openOptions, selectedText } from './support/select';

/**
 * Upsell & downgrade rules (checklist 10.4): add with the shared rules (the duplicate refusal), the
 * detail, edit, a failed update restoring the loaded values (UD-12), delete with confirmation, the list
 * search, and permissions (viewer read-only, support sent back to '/').
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, notice, button, heading, rows, shots, expectAccessible } = marketingPages(() => page);

const ORIGINAL = 'Standard Quarterly';

/** Picks `option` of the select labelled `label`; the searchable ones (base prices, billing plans) narrow to it first. */
const pick = (label: string, option: string) =>
  chooseOption(page, label, option, /base price|billing plan/.test(label) ? { search: option } : {});
/** A read-only section (Original base price, Primary upsell …) of the detail. */
const section = (title: string) => page.locator('.ant-descriptions', { has: page.getByText(title, { exact: true }) });

/** Removes rules left for the test's original (the database is fresh per run; this keeps a rerun clean). */
async function clearRules(): Promise<void> {
  const found = await store<{ data: { id: number }[] }>(
    'GET',
    `/upsell-downgrades?original_name=${encodeURIComponent(ORIGINAL)}`,
  );
  for (const rule of found.body.data) await store('DELETE', `/upsell-downgrades/${rule.id}`);
}

describe('upsell & downgrade', () => {
  it('adds a rule (refusing duplicates), shows it, edits it, restores it after a failed update, deletes it', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'marketing', '/marketing/upsell-downgrade');
    await page.getByRole('heading', { name: 'Upsell & Downgrade' }).waitFor();
    await rows().first().waitFor();
    await clearRules();
    await shots('ud-list');
    await expectAccessible('upsell & downgrade list');

    await button('+ Add').click();
    await page.waitForURL(`${baseUrl}/marketing/upsell-downgrade/add`);
    await page.getByRole('heading', { name: 'Add new upsell & downgrade' }).waitFor();
    await shots('ud-add-empty');
    await expectAccessible('upsell & downgrade add');

    // An empty save: the ERR-11 warning and the shared rules' messages (UD-06).
    await button('Save').click();
    await notice('Please fill in all required fields.').waitFor();
    await page.getByText("'Original base price' is required").waitFor();
    await page.getByText("'Original product type' is required").waitFor();

    await pick('Original base price', ORIGINAL);
    await pick('Original product type', 'Subscription');
    await pick('Original billing plan', 'Quarterly');
    // UD-07: a chosen base price makes the option's product type required.
    await pick('Primary upsell base price', ORIGINAL);
    await button('Save').click();
    await page.getByText("'Primary upsell product type' is required").waitFor();
    await pick('Primary upsell product type', 'Subscription');
    await pick('Primary upsell billing plan', 'Quarterly');
    await page.getByLabel('Primary upsell tag', { exact: true }).fill('Save 20%');
    await page.getByLabel('Primary upsell slogan', { exact: true }).fill('Pay once a year');
    // UD-09: the original's base price and billing plan on the primary upsell.
    await button('Save').click();
    await page.getByText('Duplicate base prices or billing plans are not allowed.').waitFor();
    await shots('ud-add-duplicate');
    await pick('Primary upsell billing plan', 'Yearly');
    await page.getByText('Duplicate base prices or billing plans are not allowed.').waitFor({ state: 'detached' });

    // UD-11: an All Access original offers All Access upsells only.
    await pick('Original product type', 'All Access');
    const dropdown = await openOptions(page, 'Secondary upsell product type');
    await expect
      .poll(() => dropdown.locator('.ant-select-item-option-disabled').allInnerTexts())
      .toEqual(['Single level', 'Multi-level', 'Subscription']);
    await closeOptions(page, dropdown);
    await pick('Original product type', 'Subscription');
    await pick('Original billing plan', 'Quarterly');

    await pick('Secondary upsell base price', 'All Access Monthly');
    await pick('Secondary upsell product type', 'All Access');
    await pick('Secondary upsell billing plan', 'Monthly');
    await pick('Downgrade base price', 'Level Lifetime');
    await pick('Downgrade product type', 'Single level');
    await pick('Downgrade course level', 'Level 2');
    await shots('ud-add-filled');
    await button('Save').click();
    await notice('Upsell & downgrade added successfully.').waitFor();
    await page.waitForURL(/\/marketing\/upsell-downgrade\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await heading().getByText(ORIGINAL, { exact: true }).waitFor();
    await section('Primary upsell').getByText('Save 20%', { exact: true }).waitFor();
    await section('Primary upsell').getByText('Yearly', { exact: true }).waitFor();
    await section('Downgrade').getByText('Level 2', { exact: true }).waitFor();
    await section('Original base price').getByText('Quarterly', { exact: true }).waitFor();
    await shots('ud-detail');
    await expectAccessible('upsell & downgrade detail');

    // Edit: the form holds the rule; a change saves.
    await button('Edit').click();
    await expect.poll(() => page.getByLabel('Primary upsell tag', { exact: true }).inputValue()).toBe('Save 20%');
    await shots('ud-edit');
    await page.getByLabel('Primary upsell tag', { exact: true }).fill('Best deal');
    await button('Save').click();
    await notice('Upsell & downgrade updated successfully.').waitFor();
    await section('Primary upsell').getByText('Best deal', { exact: true }).waitFor();

    // UD-12: an update the server refuses (another rule has that original) restores the loaded values.
    await button('Edit').click();
    await page.getByLabel('Primary upsell tag', { exact: true }).fill('Never saved');
    await pick('Original base price', 'Standard Monthly');
    await pick('Original billing plan', 'Monthly');
    await button('Save').click();
    await notice('already exists').waitFor();
    await expect.poll(() => page.getByLabel('Primary upsell tag', { exact: true }).inputValue()).toBe('Best deal');
    await expect.poll(() => selectedText(page, 'Original base price')).toBe(ORIGINAL);
    await expect.poll(() => selectedText(page, 'Original billing plan')).toBe('Quarterly');
    const stored = await store<{ upsell_downgrade_options: { upsell_tag: string | null }[] }>(
      'GET',
      `/upsell-downgrades/${id}`,
    );
    expect(stored.body.upsell_downgrade_options[0]?.upsell_tag).toBe('Best deal');
    await button('Cancel').click();
    await button('Edit').waitFor();

    // The list finds it by its original base price, on Enter.
    await page.goto(`${baseUrl}/marketing/upsell-downgrade`);
    const search = page.getByLabel('Original base price', { exact: true });
    await search.fill('standard q');
    await search.press('Enter');
    await page.waitForURL(/original=standard/);
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => rows().first().innerText()).toContain('All Access Monthly');
    await shots('ud-list-search');
    await rows().first().getByRole('link', { name: ORIGINAL }).click();
    await page.waitForURL(`${baseUrl}/marketing/upsell-downgrade/${id}`);

    // Delete asks first (UD-15).
    await button('Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete upsell & downgrade' });
    await confirm.getByText('Are you sure you want to delete this upsell & downgrade rule?').waitFor();
    await button('Cancel', confirm).click();
    await confirm.waitFor({ state: 'hidden' });
    await button('Delete').click();
    await button('Delete', confirm).click();
    await notice('Upsell & downgrade deleted successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/marketing/upsell-downgrade');
    expect((await store('GET', `/upsell-downgrades/${id}`)).status).toBe(404);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  }, 180_000);

  it('shows a viewer the list and the detail without Add, Edit or Delete', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/marketing');
    await page.waitForURL(`${baseUrl}/marketing/upsell-downgrade`);
    await rows().first().waitFor();
    expect(await button('+ Add').count()).toBe(0);
    await rows().first().locator('td').nth(1).click();
    await page.waitForURL(/\/marketing\/upsell-downgrade\/\d+$/);
    await section('Primary upsell').waitFor();
    for (const name of ['Edit', 'Delete']) expect(await button(name).count()).toBe(0);
    await shots('ud-detail-viewer');
    await page.goto(`${baseUrl}/marketing/upsell-downgrade/add`);
    await page.waitForURL((url) => url.pathname !== '/marketing/upsell-downgrade/add');
  });

  it("sends the support role back to '/'", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/marketing/upsell-downgrade');
    await page.waitForURL((url) => !url.pathname.startsWith('/marketing'));
    expect(await page.getByRole('heading', { name: 'Upsell & Downgrade' }).count()).toBe(0);
  });

  it('guards leaving a dirty form (SHELL-UX-01)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/marketing/upsell-downgrade/add');
    await pick('Original product type', 'Multi-level');
    await button('Cancel').click();
    const guard = page.locator('.ant-modal-confirm', { hasText: 'All changes will be lost' });
    // Its opening animation ended (on a loaded machine a click during it was lost once).
    await page.locator('.ant-modal-confirm:not(.ant-zoom-appear)', { hasText: 'All changes will be lost' }).waitFor();
    await button('Stay', guard).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/marketing/upsell-downgrade/add');
    await button('Cancel').click();
    await button('Leave', guard).click();
    await page.waitForURL(`${baseUrl}/marketing/upsell-downgrade`);
  });
});
