import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible as checkAccessible } from './support/axe';
import { browserPerTest, closeNotifications, hoverDisabled, signIn, WAIT } from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOption, chooseOptions, openOptions, optionIn } from './support/select';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const SHOTS = '/tmp/shots-bpui';
mkdirSync(SHOTS, { recursive: true });

/** Screenshots of the page at 1280 and 1440 px (BP screens), back to the test's width after. */
async function shots(name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const expectAccessible = (screen: string) => checkAccessible(page, screen);

interface BasePriceItem {
  id: number;
  name: string;
  status: string;
  planCount: number;
  currency_prices: Record<string, string | null>;
  rowVersion: number;
}

/** Calls the store API from the page with the signed-in user's token. */
async function storeApi<T>(path: string, init: { method?: string; body?: unknown; ifMatch?: number } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.ifMatch !== undefined) headers['If-Match'] = `"${init.ifMatch}"`;
      const res = await fetch(`/api/store${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { path, init },
  ) as Promise<T>;
}

let counter = 0;
/** Issue 21: a name another base price has (whatever its case). */
const TAKEN = 'The base price name already exists.';
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}-${++counter}`;

// One notice of that text, though an earlier one may still be on screen beside it (strict mode).
const notice = (text: string) => page.locator('.ant-notification-notice', { hasText: text }).first();
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (name: string): Locator => rows().filter({ has: page.getByRole('link', { name, exact: true }) });
const editedRow = () => rows().filter({ has: page.getByRole('textbox', { name: 'Name' }) });
const cell = (row: Locator, code: string) => row.locator(`[data-currency="${code}"]`);
const statusOf = (row: Locator) => row.locator('[data-status]').first().getAttribute('data-status');
const columnTitles = async () =>
  (await page.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

/** Opens the list showing only base prices named like `name`. */
async function openListOf(name: string): Promise<Locator> {
  await page.goto(`${baseUrl}/products/base-price?name=${encodeURIComponent(name)}`);
  const row = rowOf(name);
  await row.waitFor();
  return row;
}

describe('base price list (checklist 9.8)', () => {
  it('adds a base price, sets its prices inline with the rules, activates it', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    await page.getByRole('heading', { name: 'Base price' }).waitFor();
    await rows().first().waitFor();
    // BP-04: one column per configured currency (the demo configuration), in its order.
    const titles = await columnTitles();
    expect(titles).toEqual(
      expect.arrayContaining(['Name', 'Status', 'USD', 'GBP', 'AUD', 'CAD', 'Plans', 'Modified at', 'Actions']),
    );
    expect(titles.indexOf('USD')).toBeLessThan(titles.indexOf('GBP'));
    await shots('base-price-list');
    await expectAccessible('base price list');

    // BP-11: add by name.
    const name = uniqueName('Base');
    await page.getByRole('button', { name: '+ Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add base price' });
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByLabel('Name').fill(name);
    await shots('base-price-add');
    await add.getByRole('button', { name: 'Add' }).click();
    await notice('Base price added successfully.').waitFor();
    const row = rowOf(name);
    await row.waitFor();
    // The newest change: on top of the list.
    expect(await rows().first().innerText()).toContain(name);
    expect(await statusOf(row)).toBe('inactive');
    expect(await cell(row, 'USD').innerText()).toBe('-');

    // BP-10: Activate is disabled while USD is '-', and says why.
    const activate = row.getByRole('button', { name: 'Activate', exact: true });
    expect(await activate.isDisabled()).toBe(true);
    await hoverDisabled(activate);
    await page.getByRole('tooltip', { name: 'USD must be set before activating the base price.' }).waitFor();

    // BP-03/08/09: inline edit; every cell required, decimals per currency, USD needed to save.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = editedRow();
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    expect(await edit.getByRole('textbox', { name: 'USD', exact: true }).inputValue()).toBe('-');
    await edit.getByRole('button', { name: 'Save' }).click();
    // The row's messages show above the table, the refused cells outlined.
    const problems = page.locator('[data-edit-problems]');
    await problems.getByText('USD must be set before saving the base price.').waitFor();
    expect(await edit.locator('.ant-input-status-error').count()).toBe(1);
    await edit.getByRole('textbox', { name: 'USD', exact: true }).fill('12.999');
    await edit.getByRole('textbox', { name: 'GBP', exact: true }).fill('');
    await edit.getByRole('textbox', { name: 'JPY', exact: true }).fill('1500.5');
    await problems.getByText('USD must be a number with at most 2 decimals').waitFor();
    await problems.getByText('GBP is required').waitFor();
    await problems.getByText('JPY must be a whole number').waitFor();
    expect(await problems.getByText('USD must be set before saving the base price.').count()).toBe(0);
    expect(await edit.locator('.ant-input-status-error').count()).toBe(3);
    await shots('base-price-inline-errors');
    await expectAccessible('base price inline edit with messages');
    // Another row's Edit waits for this one.
    expect(await rows().nth(1).getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);

    await edit.getByRole('textbox', { name: 'USD', exact: true }).fill('12.99');
    await edit.getByRole('textbox', { name: 'GBP', exact: true }).fill('9.99');
    await edit.getByRole('textbox', { name: 'AUD', exact: true }).fill('18');
    await edit.getByRole('textbox', { name: 'JPY', exact: true }).fill('1500');
    await edit.getByRole('button', { name: 'Save' }).click();
    await notice('Base price saved successfully.').waitFor();
    await editedRow().waitFor({ state: 'detached' });
    expect(await problems.count()).toBe(0);
    expect(await cell(row, 'USD').innerText()).toBe('12.99');
    expect(await cell(row, 'AUD').innerText()).toBe('18.00');
    expect(await cell(row, 'CAD').innerText()).toBe('-');

    // The values after a reload.
    await page.reload();
    await rowOf(name).waitFor();
    expect(await cell(rowOf(name), 'GBP').innerText()).toBe('9.99');
    expect(await cell(rowOf(name), 'JPY').innerText()).toBe('1500');

    // BP-12/15: Activate with its confirmation.
    await rowOf(name).getByRole('button', { name: 'Activate', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Activate base price' });
    await confirm.getByText(`Are you sure you want to activate the base price '${name}'?`, { exact: false }).waitFor();
    await shots('base-price-activate-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await notice('Base price activated successfully.').waitFor();
    await expect.poll(() => statusOf(rowOf(name)), { timeout: WAIT }).toBe('active');
    // Active without plans: Deactivate instead of Activate (BP-06).
    await rowOf(name).getByRole('button', { name: 'Deactivate' }).waitFor();
    expect(await rowOf(name).getByRole('button', { name: 'Activate', exact: true }).count()).toBe(0);

    // The status filter goes to the URL.
    await chooseOption(page, 'Status', 'Inactive');
    await page.waitForURL(/status=inactive/);
    await expect
      .poll(
        async () =>
          new Set(
            await rows()
              .locator('[data-status]')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))),
          ),
        { timeout: WAIT },
      )
      .toEqual(new Set(['inactive']));
  });

  it('says when someone else saved the row first, and saves again on the current version', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const name = uniqueName('Stale');
    const created = await storeApi<BasePriceItem>('/base-prices', { method: 'POST', body: { name } });
    const row = await openListOf(name);
    await row.getByRole('button', { name: 'Edit' }).click();
    // Meanwhile someone else sets USD.
    await storeApi(`/base-prices/${created.id}`, {
      method: 'PUT',
      body: { name, status: 'inactive', currency_prices: { USD: '5.00' } },
      ifMatch: created.rowVersion,
    });
    await editedRow().getByRole('textbox', { name: 'USD', exact: true }).fill('7.50');
    await editedRow().getByRole('button', { name: 'Save' }).click();
    await notice('Someone else saved this base price after you opened it.').waitFor();
    // The edit keeps the typed values; Save again keeps them.
    expect(await editedRow().getByRole('textbox', { name: 'USD', exact: true }).inputValue()).toBe('7.50');
    await editedRow().getByRole('button', { name: 'Save' }).click();
    await notice('Base price saved successfully.').waitFor();
    await expect.poll(() => cell(rowOf(name), 'USD').innerText(), { timeout: WAIT }).toBe('7.50');
  });

  it('takes an amount typed into an empty cell as typed (issue 21)', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const name = uniqueName('Typed');
    const created = await storeApi<BasePriceItem>('/base-prices', { method: 'POST', body: { name } });
    const row = await openListOf(name);
    await row.getByRole('button', { name: 'Edit' }).click();
    // As a tester does: a click into the cell that shows '-', then the keys.
    const usd = editedRow().getByRole('textbox', { name: 'USD', exact: true });
    expect(await usd.inputValue()).toBe('-');
    await usd.click();
    await usd.pressSequentially('21.99');
    expect(await usd.inputValue()).toBe('21.99');
    expect(await page.locator('[data-edit-problems]').count()).toBe(0);
    await page.screenshot({ path: '/tmp/baseprices-typed-cell.png' });
    await editedRow().getByRole('button', { name: 'Save' }).click();
    await notice('Base price saved successfully.').waitFor();
    const [stored] = (await storeApi<{ data: BasePriceItem[] }>(`/base-prices?name=${encodeURIComponent(name)}`)).data;
    expect(stored?.id).toBe(created.id);
    expect(stored?.currency_prices.USD).toBe('21.99');
    expect(stored?.currency_prices.GBP).toBeNull();
  });

  it('refuses a name another base price has, on the name field (issue 21)', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const stem = uniqueName('Twin');
    const [first, second] = [`${stem} one`, `${stem} two`];
    await storeApi('/base-prices', { method: 'POST', body: { name: first } });
    const other = await storeApi<BasePriceItem>('/base-prices', { method: 'POST', body: { name: second } });
    await storeApi(`/base-prices/${other.id}`, {
      method: 'PUT',
      body: { name: second, status: 'inactive', currency_prices: { USD: '4.00' } },
      ifMatch: other.rowVersion,
    });
    await page.goto(`${baseUrl}/products/base-price?name=${encodeURIComponent(stem)}`);
    // Renamed inline to the other's name in another case: the name input is refused with the message.
    await rowOf(second).getByRole('button', { name: 'Edit' }).click();
    const nameInput = editedRow().getByRole('textbox', { name: 'Name' });
    await nameInput.fill(first.toUpperCase());
    await editedRow().getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-edit-problems]').getByText(TAKEN).waitFor();
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true');
    await shots('base-price-name-taken');
    const [kept] = (await storeApi<{ data: BasePriceItem[] }>(`/base-prices?name=${encodeURIComponent(second)}`)).data;
    expect(kept?.name).toBe(second);
    await editedRow().getByRole('button', { name: 'Cancel' }).click();

    // Added again with spaces around it: the dialog's Name field says so, and nothing is added.
    await page.getByRole('button', { name: '+ Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add base price' });
    await add.getByLabel('Name').fill(`  ${first.toLowerCase()} `);
    await add.getByRole('button', { name: 'Add' }).click();
    await add.locator('.ant-form-item-explain-error', { hasText: TAKEN }).waitFor();
    await shots('base-price-add-name-taken');
    const found = await storeApi<{ count: number }>(`/base-prices?name=${encodeURIComponent(stem)}`);
    expect(found.count).toBe(2);
  });

  it('deletes a base price after confirmation', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const name = uniqueName('Delete');
    await storeApi('/base-prices', { method: 'POST', body: { name } });
    // The name search applies on Enter.
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Name' }).press('Enter');
    await page.waitForURL(/name=/);
    const row = rowOf(name);
    await row.waitFor();
    await expect.poll(() => rows().count(), { timeout: WAIT }).toBe(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete base price' });
    await confirm.getByText(`Are you sure you want to delete the base price '${name}'?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await notice('Base price deleted successfully.').waitFor();
    await row.waitFor({ state: 'detached' });
    const left = await storeApi<{ count: number }>(`/base-prices?name=${encodeURIComponent(name)}`);
    expect(left.count).toBe(0);
  });

  it("lists a base price's applied plans and opens a plan's product with its pid", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    const all = await storeApi<{ data: BasePriceItem[] }>('/base-prices?limit=100');
    const used = all.data.find((b) => b.planCount > 0);
    expect(used).toBeDefined();
    if (!used) return;
    const row = await openListOf(used.name);
    // BP-06: with plans, no Delete and no Deactivate.
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);

    await row.getByRole('link', { name: used.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/products/base-price/${used.id}`);
    expect(new URL(page.url()).searchParams.get('name')).toBe(used.name);
    await page.getByRole('heading', { name: used.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await crumbs.getByText('View details').waitFor();
    await crumbs.getByRole('link', { name: 'Base price' }).waitFor();
    await rows().first().waitFor();
    expect(await columnTitles()).toEqual(['Language', 'Type', 'Plan', 'Status', 'Modified at']);
    const plans = await storeApi<{ data: { pid: string; title: string; productId: number }[]; count: number }>(
      `/base-prices/${used.id}/variants?limit=10&offset=0`,
    );
    expect(await rows().count()).toBe(Math.min(10, plans.count));
    await shots('base-price-applied-plans');
    await expectAccessible('applied plans');

    const first = plans.data[0];
    if (!first) throw new Error('no plan');
    // The plan is a real link (its pid in the navigation state), and a click on its row opens it too.
    await rows().first().locator('td').first().click();
    await page.waitForURL((url) => url.pathname === `/products/ecom/${first.productId}`);
    expect(await page.evaluate(() => (history.state as { usr?: { pid?: string } } | null)?.usr?.pid)).toBe(first.pid);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/products/base-price/${used.id}`);
    await rows().first().getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/products/ecom/${first.productId}`);
    // BP-18: the plan's pid rides in the navigation state.
    expect(await page.evaluate(() => (history.state as { usr?: { pid?: string } } | null)?.usr?.pid)).toBe(first.pid);

    // An id that names no base price, or no id at all: 'Not Found', without breadcrumbs.
    for (const path of ['/products/base-price/99999999', '/products/base-price/add']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('Not Found', { exact: true }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count(), path).toBe(0);
    }
  });

  it('shows a viewer none of the write buttons', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/products/base-price');
    await page.getByRole('heading', { name: 'Base price' }).waitFor();
    await rows().first().waitFor();
    expect(await page.getByRole('button', { name: '+ Add' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Configure Currency' }).count()).toBe(0);
    for (const action of ['Edit', 'Activate', 'Deactivate', 'Delete']) {
      expect(await page.locator('.ant-table').getByRole('button', { name: action }).count(), action).toBe(0);
    }
    // Reading stays: the names link to the applied plans.
    expect(await rows().first().getByRole('link').count()).toBe(1);
  });
});

describe('Configure Currency (checklist 9.9)', () => {
  it('adds a currency with its countries, keeps the fixed rows, and the list follows', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    await rows().first().waitFor();
    expect(await columnTitles()).not.toContain('CHF');

    await page.getByRole('button', { name: 'Configure Currency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Currency' });
    const usd = dialog.getByRole('group', { name: 'Currency USD' });
    await usd.waitFor();
    // CUR-07: the fixed rows are locked: no remove, no change.
    for (const code of ['USD', 'GBP', 'AUD', 'CAD']) {
      const fixed = dialog.getByRole('group', { name: `Currency ${code}` });
      expect(await fixed.getByRole('button', { name: 'Remove currency' }).count(), code).toBe(0);
      expect(await fixed.getByLabel('Currency', { exact: true }).isDisabled(), code).toBe(true);
      expect(await fixed.getByLabel('Country/Region').isDisabled(), code).toBe(true);
    }
    expect(
      await dialog
        .getByRole('group', { name: 'Currency EUR' })
        .getByRole('button', { name: 'Remove currency' })
        .count(),
    ).toBe(1);
    await shots('currency-config');
    await expectAccessible('Configure Currency');

    // CUR-03/04: a new row needs both.
    await dialog.getByRole('button', { name: 'Add currency' }).click();
    const added = dialog.getByRole('group', { name: /^Currency row \d+$/ });
    await added.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await added.getByText('Currency is required').waitFor();
    await added.getByText('Country/Region is required').waitFor();
    await shots('currency-config-required');

    // CUR-05: a configured currency cannot be chosen again; CUR-06: nor a country of another row.
    const currencies = await openOptions(page, 'Currency', { search: 'EUR', scope: added });
    const eur = optionIn(currencies, /^EUR - /);
    await eur.waitFor();
    expect(await eur.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await added.getByLabel('Currency', { exact: true }).fill('');
    await chooseOption(page, 'Currency', /^CHF - /, { search: 'CHF', scope: added });
    const chf = dialog.getByRole('group', { name: 'Currency CHF' });
    await chf.waitFor();
    const countries = await openOptions(page, 'Country/Region', { search: 'Germany', scope: chf });
    const germany = optionIn(countries, 'Germany');
    await germany.waitFor();
    expect(await germany.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await chf.getByLabel('Country/Region', { exact: true }).fill('');
    await chooseOptions(page, 'Country/Region', ['Switzerland'], { search: 'Switzerland', scope: chf });
    await chf.locator('.ant-select-selection-item', { hasText: 'Switzerland' }).waitFor();
    await shots('currency-config-chf');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notice('Currency updated successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The list's columns follow: CHF after the others, '-' where no amount is set.
    await expect.poll(columnTitles, { timeout: WAIT }).toContain('CHF');
    const titles = await columnTitles();
    expect(titles.indexOf('CHF')).toBeGreaterThan(titles.indexOf('USD'));
    expect(await cell(rows().first(), 'CHF').innerText()).toBe('-');
    await shots('base-price-list-chf');

    // Saved: the configuration read again has CHF with Switzerland.
    const saved = await storeApi<{ data: { currency: string; countries: { iso2: string }[] }[] }>(
      '/currency-associations',
    );
    expect(saved.data.find((a) => a.currency === 'CHF')?.countries.map((c) => c.iso2)).toEqual(['CH']);

    // And removed again (the configuration is shared by every test of the run).
    await page.getByRole('button', { name: 'Configure Currency' }).click();
    const again = page.getByRole('dialog', { name: 'Configure Currency' });
    await again.getByRole('group', { name: 'Currency CHF' }).getByRole('button', { name: 'Remove currency' }).click();
    // The first save's notice may still be showing: close it, so the next one is the second save's.
    await closeNotifications(page);
    await expect.poll(() => notice('Currency updated successfully.').count(), { timeout: WAIT }).toBe(0);
    await again.getByRole('button', { name: 'Save' }).click();
    await notice('Currency updated successfully.').waitFor();
    await expect.poll(columnTitles, { timeout: WAIT }).not.toContain('CHF');
  });

  it('shows the refusal of a country missing from the country list (CUR-08/11)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/base-price');
    await rows().first().waitFor();
    // The country list the tab keeps (API-S-31) names a country the server does not know.
    const known = await storeApi<{ data: unknown[] }>('/countries');
    await page.evaluate((countries) => {
      const atlantis = { id: 999_999, iso2: 'XA', iso3: 'XAA', name: 'Atlantis', displayName: 'Atlantis' };
      const data = [...countries, atlantis];
      sessionStorage.setItem('portal.countries', JSON.stringify({ data, count: data.length }));
    }, known.data);
    await page.reload();
    await rows().first().waitFor();
    await page.getByRole('button', { name: 'Configure Currency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Currency' });
    await dialog.getByRole('group', { name: 'Currency USD' }).waitFor();
    await dialog.getByRole('button', { name: 'Add currency' }).click();
    const added = dialog.getByRole('group', { name: /^Currency row \d+$/ });
    await chooseOption(page, 'Currency', /^NZD - /, { search: 'NZD', scope: added });
    const nzd = dialog.getByRole('group', { name: 'Currency NZD' });
    await chooseOptions(page, 'Country/Region', ['Atlantis'], { search: 'Atlantis', scope: nzd });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const message = 'Country/Region 999999 is not in the country list.';
    await notice(message).waitFor();
    await nzd.getByText(message).waitFor();
    await shots('currency-config-unknown-country');
    // Nothing saved; the modal stays open with the values.
    await dialog.waitFor();
    const saved = await storeApi<{ data: { currency: string }[] }>('/currency-associations');
    expect(saved.data.map((a) => a.currency)).not.toContain('NZD');
  });
});
