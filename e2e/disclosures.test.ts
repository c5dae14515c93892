import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, signIn, WAIT } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption, chooseOptions } from './support/select';

/**
 * Disclosures (checklist 10.3, MKT-06..12): list (status filter, name search on Enter, resizable
 * columns, sort, paging), add with formatted English and Spanish text, detail rendering it, edit,
 * activate and deactivate, delete, and permissions.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, notice, button, heading, rows, editor, tool, viewOf, typeInto, shots, expectAccessible } =
  marketingPages(() => page);

interface Disclosure {
  id: number;
  name: string;
  status: 'active' | 'inactive';
  billing_plan_id: number | null;
  base_prices: { id: number; name: string }[];
  countries: { id: number; display_name: string }[];
  multi_language_content: { en: string; es: string };
  rowVersion: number;
}

const statusTag = () => heading().locator('[data-status]');

/** An active base price to apply (read from the API: other tests may change base prices). */
async function activeBasePrices(): Promise<string[]> {
  const active = await store<{ data: { name: string }[] }>('GET', '/base-prices/actives');
  expect(active.status).toBe(200);
  return active.body.data.map((p) => p.name);
}

describe('disclosures', () => {
  it('adds a disclosure with formatted English and Spanish text, shows it, edits, activates, deactivates and deletes it', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'marketing', '/products/disclosures/add');
    await page.getByRole('heading', { name: 'Add new disclosure' }).waitFor();
    await editor('English content').waitFor();
    await shots('disc-add-empty');
    await expectAccessible('disclosure add');

    // An empty save: the ERR-11 warning and the messages of the shared rules (DISC-08/09, MKT-09).
    await button('Save').click();
    await notice('Please fill in all required fields.').waitFor();
    await page.getByText("'Disclosure name' is required").waitFor();
    await page.getByText("'Base price' is required").waitFor();
    await page.getByText("'English content' is required").waitFor();
    await shots('disc-add-errors');

    const [first, second] = await activeBasePrices();
    expect(second).toBeDefined();
    const name = `E2E disclosure ${Date.now()}`;
    await page.getByLabel('Disclosure name', { exact: true }).fill(name);
    await chooseOptions(page, 'Base price', [first as string], { search: first });
    await chooseOptions(page, 'Base price', [second as string], { search: second });
    await chooseOption(page, 'Billing plan', 'Monthly', { search: 'Monthly' });
    await chooseOptions(page, 'Country/Region', ['Germany'], { search: 'Germ' });
    await chooseOptions(page, 'Country/Region', ['France'], { search: 'Fran' });

    await editor('English content').click();
    await tool('English content', 'Bold').click();
    await page.keyboard.type('Renews monthly');
    await tool('English content', 'Bold').click();
    await page.keyboard.type(' at {price}, {tax}.');
    await page.keyboard.press('Enter');
    await tool('English content', 'Bulleted list').click();
    await page.keyboard.type('Cancel anytime');
    await page.getByRole('tab', { name: /Spanish/ }).click();
    await editor('Spanish content').click();
    await tool('Spanish content', 'Bold').click();
    await page.keyboard.type('Se renueva cada mes');
    await tool('Spanish content', 'Bold').click();
    await page.keyboard.press('Enter');
    await tool('Spanish content', 'Bulleted list').click();
    await page.keyboard.type('Cancela cuando quieras');
    await shots('disc-add-filled');

    await button('Save').click();
    await notice('Disclosure added successfully.').waitFor();
    await page.waitForURL(/\/products\/disclosures\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await heading().getByText(name, { exact: true }).waitFor();
    // DISC-11 (decided): a new disclosure starts inactive.
    expect(await statusTag().getAttribute('data-status')).toBe('inactive');
    await viewOf('English content').locator('strong', { hasText: 'Renews monthly' }).waitFor();
    expect(await viewOf('English content').locator('ul > li').allInnerTexts()).toEqual(['Cancel anytime']);
    await viewOf('Spanish content').locator('strong', { hasText: 'Se renueva cada mes' }).waitFor();
    expect(await viewOf('Spanish content').locator('ul > li').allInnerTexts()).toEqual(['Cancela cuando quieras']);
    expect(await viewOf('Billing plan').innerText()).toBe('Monthly');
    expect(await viewOf('Country/Region').innerText()).toBe('France, Germany');
    for (const basePrice of [first, second])
      await viewOf('Base price')
        .getByText(basePrice as string)
        .waitFor();
    const stored = await store<Disclosure>('GET', `/disclosures/${id}`);
    expect(stored.body.multi_language_content.en).toContain('<strong>Renews monthly</strong>');
    expect(stored.body.multi_language_content.es).toMatch(/<ul><li><p>Cancela cuando quieras<\/p><\/li><\/ul>/);
    await shots('disc-detail');
    await expectAccessible('disclosure detail');

    // Edit: the add form, loaded; the billing plan cleared (DISC-10: optional), a word added.
    await button('Edit').click();
    await editor('English content').waitFor();
    expect(await page.getByLabel('Disclosure name', { exact: true }).inputValue()).toBe(name);
    await shots('disc-edit');
    await expectAccessible('disclosure edit');
    await page.getByLabel('Disclosure name', { exact: true }).fill(`${name} v2`);
    const billingPlan = page.locator('.ant-form-item').filter({ hasText: 'Billing plan' }).locator('.ant-select');
    await billingPlan.hover();
    await billingPlan.locator('.ant-select-clear').click();
    await typeInto('English content', ' Underlined:');
    await tool('English content', 'Underline').click();
    await page.keyboard.type(' terms');
    await button('Save').click();
    await notice('Disclosure updated successfully.').waitFor();
    await heading().getByText(`${name} v2`, { exact: true }).waitFor();
    await viewOf('English content').locator('u', { hasText: 'terms' }).waitFor();
    expect((await viewOf('Billing plan').innerText()).trim()).toBe('--');
    expect((await store<Disclosure>('GET', `/disclosures/${id}`)).body.billing_plan_id).toBeNull();

    // Activate, then deactivate: each asks first (DISC-06, DISC-15).
    await button('Activate').click();
    const activate = page.getByRole('dialog', { name: 'Activate disclosure' });
    await activate.getByText('Are you sure you want to activate the disclosure?', { exact: false }).waitFor();
    await shots('disc-activate-confirm');
    await button('Activate', activate).click();
    await notice('Disclosure activated successfully.').waitFor();
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('active');
    await button('Deactivate').click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate disclosure' });
    await button('Deactivate', deactivate).click();
    await notice('Disclosure deactivated successfully.').waitFor();
    await expect.poll(() => statusTag().getAttribute('data-status'), { timeout: WAIT }).toBe('inactive');

    // Delete asks first (DISC-14).
    await button('Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete disclosure' });
    await confirm.getByText('Are you sure you want to delete the disclosure?').waitFor();
    await button('Delete', confirm).click();
    await notice('Disclosure deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/products/disclosures`);
    expect((await store('GET', `/disclosures/${id}`)).status).toBe(404);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  }, 180_000);

  it('filters by status and by name on Enter, sorts by Modified at, resizes columns and opens a row', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/products/disclosures');
    const [basePrice] = await activeBasePrices();
    const ids = (await store<{ data: { id: number; name: string }[] }>('GET', '/base-prices?limit=100')).body.data;
    const basePriceId = ids.find((p) => p.name === basePrice)?.id;
    const name = `E2E listed disclosure ${Date.now()}`;
    const created = await store<Disclosure>('POST', '/disclosures', {
      name,
      base_price_ids: [basePriceId],
      billing_plan_id: 4,
      country_ids: [],
      multi_language_content: { en: '<p>Listed</p>', es: '' },
    });
    expect(created.status).toBe(201);
    await page.reload();
    for (const column of [
      'Disclosure name',
      'Status',
      'Applied base price',
      'Applied billing plan',
      'Applied Country/Region',
      'Modified at',
    ]) {
      await page.locator('.ant-table-thead th', { hasText: column }).first().waitFor();
    }
    // Newest change first.
    await rows().first().getByRole('link', { name, exact: true }).waitFor();
    expect(await rows().first().locator('td').nth(3).innerText()).toBe('Yearly');
    await page.locator('.ant-pagination-options .ant-select').waitFor();
    await shots('disc-list');
    await expectAccessible('disclosure list');

    // The status filter: only active rows; our inactive one is gone.
    await chooseOption(page, 'Status', 'Active');
    await page.waitForURL(/status=active/);
    await expect
      .poll(
        async () =>
          await rows()
            .locator('[data-status]')
            .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-status'))),
      )
      .not.toContain('inactive');
    expect(await rows().getByRole('link', { name, exact: true }).count()).toBe(0);
    const statusFilter = page.locator('.ant-select', { has: page.getByLabel('Status', { exact: true }) });
    await statusFilter.hover();
    await statusFilter.locator('.ant-select-clear').click();
    await page.waitForURL((url) => !url.search.includes('status='));

    // The name search applies on Enter only.
    const search = page.getByLabel('Disclosure name', { exact: true });
    await search.fill(name.slice(4));
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('name')).toBeNull();
    await search.press('Enter');
    await page.waitForURL(/name=/);
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('link', { name, exact: true }).waitFor();
    await shots('disc-list-search');
    await search.fill('');
    await search.press('Enter');

    // 'Modified at' sorts: oldest first on a click.
    await page.locator('.ant-table-thead th', { hasText: 'Modified at' }).click();
    await page.waitForURL(/sortOrder=ascend/);
    await expect.poll(() => rows().first().locator('td').first().innerText()).not.toBe(name);

    // DISC-04: dragging the edge of a header makes the column wider; so do the arrow keys.
    const header = page.locator('.ant-table-thead th', { hasText: 'Applied billing plan' });
    const before = (await header.boundingBox())?.width ?? 0;
    const edge = page.getByRole('separator', { name: 'Resize Applied billing plan' });
    const box = await edge.boundingBox();
    expect(box).not.toBeNull();
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await header.boundingBox())?.width ?? 0).toBeGreaterThan(before + 40);
    // The drag did not sort by the column (it has no sort) nor open a row.
    expect(new URL(page.url()).pathname).toBe('/products/disclosures');
    const dragged = (await header.boundingBox())?.width ?? 0;
    await edge.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await header.boundingBox())?.width ?? 0).toBeLessThan(dragged - 20);
    await shots('disc-list-resized');

    // A row opens its detail.
    await page.locator('.ant-table-thead th', { hasText: 'Modified at' }).click();
    await page.waitForURL((url) => !url.search.includes('sortOrder=ascend'));
    await rows().first().getByRole('link', { name, exact: true }).waitFor();
    await rows().first().locator('td').nth(2).click();
    await page.waitForURL(`${baseUrl}/products/disclosures/${created.body.id}`);
    await heading().getByText(name, { exact: true }).waitFor();
  }, 120_000);

  it('shows a viewer the list and the detail without any write button', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/products/disclosures');
    await page.getByRole('heading', { name: 'Disclosure' }).waitFor();
    await rows().first().waitFor();
    expect(await button('+ Add new disclosure').count()).toBe(0);
    await rows().first().locator('td').nth(2).click();
    await page.waitForURL(/\/products\/disclosures\/\d+$/);
    await viewOf('English content').waitFor();
    for (const name of ['Edit', 'Delete', 'Activate', 'Deactivate']) expect(await button(name).count()).toBe(0);
    await shots('disc-detail-viewer');
    // PERM-DISC-03: the add page needs create:disclosure; without it the route goes to '/'.
    await page.goto(`${baseUrl}/products/disclosures/add`);
    await page.waitForURL((url) => url.pathname !== '/products/disclosures/add');
  });

  it('guards leaving a dirty form (SHELL-UX-01)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/products/disclosures/add');
    await editor('English content').waitFor();
    await typeInto('English content', 'Draft');
    await button('Cancel').click();
    const guard = page.locator('.ant-modal-confirm', { hasText: 'All changes will be lost' });
    await guard.waitFor();
    await button('Stay', guard).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/products/disclosures/add');
    await button('Cancel').click();
    await button('Leave', guard).click();
    await page.waitForURL(`${baseUrl}/products/disclosures`);
  });
});
