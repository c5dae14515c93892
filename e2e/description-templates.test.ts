import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, hoverDisabled, signIn, WAIT } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption } from './support/select';

/**
 * Description templates (checklist 10.2, MKT-06..12): list, add, detail with the rendered rich text,
 * edit (If-Match, a stale save), delete (refused while in use), permissions, and rich text that holds
 * markup as text never running it.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, notice, button, heading, rows, editor, tool, viewOf, typeInto, paste, shots, expectAccessible } =
  marketingPages(() => page);

interface Template {
  id: number;
  name: string;
  multi_language_content: { en: string; es: string };
  is_used: boolean;
  rowVersion: number;
}

describe('description templates', () => {
  it('adds a template with formatted English and Spanish text, shows it rendered, and edits it', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'marketing', '/products/description/add');
    await page.getByRole('heading', { name: 'Add new description template' }).waitFor();
    await editor('English content').waitFor();
    // MKT-10: the variable hints, with the Spanish tax wording (MKT-11/12).
    const hints = page.getByRole('note', { name: 'Variables' });
    for (const token of ['{tax}', '{price}', '{#oflessons}']) await hints.getByText(token, { exact: true }).waitFor();
    expect(await hints.getByText('{discountprice}').count()).toBe(0);
    await hints.getByText("'más los impuestos aplicables, si los hay'", { exact: false }).waitFor();
    await shots('dt-add-empty');
    await expectAccessible('description template add');

    // An empty save: the ERR-11 warning and the required messages (DT-07, MKT-09).
    await button('Save').click();
    await notice('Please fill in all required fields.').waitFor();
    await page.getByText("'Name' is required").waitFor();
    await page.getByText("'English content' is required").waitFor();
    // English only holding blanks is still empty (MKT-07).
    await typeInto('English content', '   ');
    await button('Save').click();
    await page.getByText("'English content' is required").waitFor();
    // The field is marked, its toolbar's controls are not.
    await page.locator('.rich-text-editor[data-invalid="true"]').first().waitFor();
    expect(
      await page
        .getByRole('toolbar', { name: 'English content formatting' })
        .locator('.ant-select-status-error')
        .count(),
    ).toBe(0);
    await shots('dt-add-errors');

    const name = `E2E template ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(`  ${name}  `);
    await editor('English content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await tool('English content', 'Bold').click();
    await page.keyboard.type('Monthly plan');
    await tool('English content', 'Bold').click();
    await page.keyboard.type(' at {price}, {tax}.');
    await page.keyboard.press('Enter');
    await tool('English content', 'Bulleted list').click();
    await page.keyboard.type('Cancel anytime');
    await page.keyboard.press('Enter');
    await page.keyboard.type('All levels');
    // MKT-08: the counter counts visible characters only (no tags, no line breaks between blocks).
    const englishText = 'Monthly plan at {price}, {tax}.Cancel anytimeAll levels';
    await page.getByText(`${englishText.length} / 14000`).waitFor();

    await page.getByRole('tab', { name: /Spanish/ }).click();
    await editor('Spanish content').click();
    await tool('Spanish content', 'Bold').click();
    await page.keyboard.type('Plan mensual');
    await tool('Spanish content', 'Bold').click();
    await page.keyboard.press('Enter');
    await tool('Spanish content', 'Numbered list').click();
    await page.keyboard.type('Cancela cuando quieras');
    await shots('dt-add-filled');

    await button('Save').click();
    await notice('Description template added successfully.').waitFor();
    await page.waitForURL(/\/products\/description\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await heading().getByText(name, { exact: true }).waitFor();

    // Read-only: the stored rich text rendered, each locale in its row.
    const english = viewOf('English content');
    await english.locator('strong', { hasText: 'Monthly plan' }).waitFor();
    expect(await english.locator('ul > li').allInnerTexts()).toEqual(['Cancel anytime', 'All levels']);
    const spanish = viewOf('Spanish content');
    await spanish.locator('strong', { hasText: 'Plan mensual' }).waitFor();
    expect(await spanish.locator('ol > li').allInnerTexts()).toEqual(['Cancela cuando quieras']);
    expect(await page.getByRole('textbox').count()).toBe(0);
    // Stored as the server keeps it: the name trimmed (MKT-06), the formatting as HTML.
    const stored = await store<Template>('GET', `/descriptions/${id}`);
    expect(stored.body.name).toBe(name);
    expect(stored.body.multi_language_content.en).toContain('<strong>Monthly plan</strong>');
    expect(stored.body.multi_language_content.en).toMatch(/<ul><li><p>Cancel anytime<\/p><\/li>/);
    expect(stored.body.multi_language_content.es).toMatch(/<ol><li><p>Cancela cuando quieras<\/p><\/li><\/ol>/);
    await shots('dt-detail');
    await expectAccessible('description template detail');

    // Edit: the same form, loaded with the values; the saved change shows and survives a reload.
    await button('Edit').click();
    await editor('English content').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await shots('dt-edit');
    await expectAccessible('description template edit');
    await page.getByLabel('Name', { exact: true }).fill(`${name} v2`);
    await typeInto('English content', ' Italic:');
    await tool('English content', 'Italic').click();
    await page.keyboard.type(' best value');
    // A centred heading, and a link: only http, https and mailto addresses are taken.
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('toolbar', { name: 'English content formatting' });
    await chooseOption(page, 'Text style', 'Heading 2', { scope: toolbar });
    await page.keyboard.type('Terms');
    await tool('English content', 'Align centre').click();
    await page.keyboard.press('Enter');
    await tool('English content', 'Align left').click();
    await page.keyboard.type('Read the full terms');
    for (let i = 0; i < 'terms'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await tool('English content', 'Link').click();
    const address = page.getByLabel('Link address');
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await page.getByText('A link starts with http://, https:// or mailto:').waitFor();
    await address.fill('https://example.com/terms');
    await address.press('Enter');
    await address.waitFor({ state: 'detached' });
    await editor('English content').locator('a[href="https://example.com/terms"]', { hasText: 'terms' }).waitFor();
    await button('Save').click();
    await notice('Description template updated successfully.').waitFor();
    await heading().getByText(`${name} v2`, { exact: true }).waitFor();
    await page.reload();
    await heading().getByText(`${name} v2`, { exact: true }).waitFor();
    const view = viewOf('English content');
    await view.locator('em', { hasText: 'best value' }).waitFor();
    expect(await view.locator('h2', { hasText: 'Terms' }).evaluate((h) => getComputedStyle(h).textAlign)).toBe(
      'center',
    );
    const link = view.locator('a', { hasText: 'terms' });
    expect(await link.getAttribute('href')).toBe('https://example.com/terms');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await shots('dt-detail-edited');
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  }, 180_000);

  it('lists templates newest change first, the content as one line of text, and a row opens its detail', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/products/description');
    const name = `E2E listed ${Date.now()}`;
    const created = await store<Template>('POST', '/descriptions', {
      name,
      multi_language_content: {
        en: '<p><strong>Monthly plan</strong> at {price}, {tax}.</p><ul><li>Cancel anytime</li></ul>',
        es: '',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await page.reload();
    // Newest change first; the content column is the English text as one line; a row opens it.
    const firstRow = rows().first();
    await firstRow.getByRole('link', { name, exact: true }).waitFor();
    for (const column of ['Name', 'Content', 'Modified at']) {
      await page.locator('.ant-table-thead th', { hasText: column }).first().waitFor();
    }
    expect(await firstRow.locator('td').nth(1).innerText()).toContain('Monthly plan at {price}, {tax}.');
    await shots('dt-list');
    await expectAccessible('description template list');
    // 'Modified at' sorts: oldest first on a click (the URL says so), back to newest first on the next.
    await page.locator('.ant-table-thead th', { hasText: 'Modified at' }).click();
    await page.waitForURL(/sortOrder=ascend/);
    await expect.poll(() => rows().first().locator('td').first().innerText()).not.toBe(name);
    await page.locator('.ant-table-thead th', { hasText: 'Modified at' }).click();
    await rows().first().getByRole('link', { name, exact: true }).waitFor();
    await rows().first().locator('td').nth(1).click();
    await page.waitForURL(`${baseUrl}/products/description/${id}`);
    await heading().getByText(name, { exact: true }).waitFor();
  });

  it('keeps Delete of a template in use disabled with the reason, and deletes an unused one after confirming', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/products/description');
    const all = await store<{ data: Template[] }>('GET', '/descriptions?limit=100');
    const used = all.body.data.find((t) => t.is_used);
    expect(used, 'a demo template linked to demo plans').toBeDefined();
    await page.goto(`${baseUrl}/products/description/${used?.id}`);
    await heading()
      .getByText(used?.name ?? '', { exact: true })
      .waitFor();
    const remove = button('Delete');
    expect(await remove.isDisabled()).toBe(true);
    await hoverDisabled(remove);
    await page
      .getByRole('tooltip')
      .getByText('A template linked to at least one product cannot be deleted.', { exact: true })
      .waitFor();
    await shots('dt-detail-in-use', async () => {
      await hoverDisabled(remove);
      await page.getByRole('tooltip').waitFor();
    });

    const created = await store<Template>('POST', '/descriptions', {
      name: `E2E delete me ${Date.now()}`,
      multi_language_content: { en: '<p>Short lived</p>', es: '' },
    });
    expect(created.status).toBe(201);
    await page.goto(`${baseUrl}/products/description/${created.body.id}`);
    await heading().getByText(created.body.name, { exact: true }).waitFor();
    // No Spanish text: the row shows the empty placeholder.
    expect((await viewOf('Spanish content').innerText()).trim()).toBe('--');
    await button('Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete description template' });
    await confirm.getByText('Are you sure you want to delete the description template?').waitFor();
    await shots('dt-delete-confirm');
    await button('Delete', confirm).click();
    await notice('Description template deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/products/description`);
    expect((await store('GET', `/descriptions/${created.body.id}`)).status).toBe(404);
  });

  it('a stale save offers their version or keeping mine, and leaving a dirty form asks first', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'marketing', '/products/description');
    const created = await store<Template>('POST', '/descriptions', {
      name: `E2E stale ${Date.now()}`,
      multi_language_content: { en: '<p>First</p>', es: '' },
    });
    await page.goto(`${baseUrl}/products/description/${created.body.id}`);
    await heading().getByText(created.body.name, { exact: true }).waitFor();
    await button('Edit').click();
    await typeInto('English content', ' mine');

    // Someone else saves meanwhile.
    const theirs = await store<Template>(
      'PUT',
      `/descriptions/${created.body.id}`,
      { name: `${created.body.name} theirs`, multi_language_content: { en: '<p>Theirs</p>', es: '' } },
      { 'If-Match': `"${created.body.rowVersion}"` },
    );
    expect(theirs.status).toBe(200);
    await button('Save').click();
    const staleText = 'Someone else saved this description template after you opened it.';
    await page.locator('.ant-alert', { hasText: staleText }).waitFor();
    await shots('dt-edit-stale');
    // Reload: their values in the form.
    await button('Reload').click();
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue(), { timeout: WAIT })
      .toBe(`${created.body.name} theirs`);
    expect(await editor('English content').innerText()).toBe('Theirs');
    // Then my change on their version saves.
    await typeInto('English content', ' and mine');
    await button('Save').click();
    await notice('Description template updated successfully.').waitFor();
    await viewOf('English content').getByText('Theirs and mine').waitFor();

    // SHELL-UX-01: a dirty add form asks before leaving.
    await page.goto(`${baseUrl}/products/description/add`);
    await page.getByLabel('Name', { exact: true }).fill('Unsaved');
    await button('Cancel').click();
    const guard = page.locator('.ant-modal-confirm', { hasText: 'All changes will be lost' });
    await guard.waitFor();
    await button('Stay', guard).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/products/description/add');
    await button('Cancel').click();
    await button('Leave', guard).click();
    await page.waitForURL(`${baseUrl}/products/description`);
  });

  it('keeps markup pasted as text as text: nothing runs, nothing but the allow-list is stored', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'marketing', '/products/description/add');
    await editor('English content').waitFor();
    const name = `E2E paste ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    const attack = '<img src=x onerror=alert(1)>';
    await paste('English content', attack);
    // HTML on the clipboard: only what the editor's schema holds is kept (no image, no script, no handler).
    await paste(
      'English content',
      'ignored',
      '<p>Pasted <b>bold</b><img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">link</a></p>',
    );
    expect(await editor('English content').locator('img, script').count()).toBe(0);
    await button('Save').click();
    await notice('Description template added successfully.').waitFor();
    await heading().getByText(name, { exact: true }).waitFor();
    const english = viewOf('English content');
    await english.getByText(attack, { exact: false }).waitFor();
    await english.locator('strong, b', { hasText: 'bold' }).first().waitFor();
    expect(await english.locator('img, script').count()).toBe(0);
    expect(await english.locator('a[href^="javascript"]').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  });

  it('shows a viewer the list and the detail without any write button', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/products/description');
    await page.getByRole('heading', { name: 'Description template' }).waitFor();
    const firstRow = rows().first();
    await firstRow.waitFor();
    expect(await button('+ Add new description template').count()).toBe(0);
    await firstRow.locator('td').nth(1).click();
    await page.waitForURL(/\/products\/description\/\d+$/);
    await viewOf('English content').waitFor();
    for (const name of ['Edit', 'Delete']) expect(await button(name).count()).toBe(0);
    await shots('dt-detail-viewer');
    // PERM-DT-02: the add page needs create:description_template; without it the route goes to '/'.
    await page.goto(`${baseUrl}/products/description/add`);
    await page.waitForURL((url) => url.pathname !== '/products/description/add');
  });
});
