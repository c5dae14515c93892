import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkoutDeeplink, PLAN_MESSAGES, PLAN_TRANSITIONS, previewCheckoutUrl } from '../src/shared/domain/ecom-plan';
import { EMPTY } from '../src/shared/domain/ui-texts';
import { expectAccessible as checkAccessible } from './support/axe';
import { browserPerTest, hoverDisabled, signIn, WAIT } from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOption, closeOptions, openOptions, optionIn } from './support/select';

/**
 * The eCom product screens (checklist 9.10–9.17): the plan list and its URL, the add page with plans
 * kept locally until Save, the detail with its plan panels and their life cycle, bulk publish, the
 * checkout deeplink, the product log, and what a read-only account sees.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const SHOTS = '/tmp/shots-ecomui';
const WIDTHS = [1280, 1440] as const;

/** The product and plans the flow creates, shared by the tests of this file (they run in order). */
const created = { productId: 0, languageName: '', pidA: '', pidB: '', nameA: '', nameB: '', isbnA: '', courseA: '' };

// One notice of that text, though an earlier one may still be on screen beside it (strict mode).
const notice = (text: string) =>
  page.locator('.ant-notification-notice, .ant-message-notice', { hasText: text }).first();
const dialog = (name: string) => page.getByRole('dialog', { name });
const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
/** A plan's panel by its name (the header shows the name, the pid and the status). */
const panel = (name: string) =>
  page.locator('.ant-collapse-item').filter({ has: page.getByText(name, { exact: true }) });
const planStatus = (name: string) => panel(name).locator('.ant-collapse-header [data-plan-status]').first();
/**
 * Clicks `name` in an open dialog once the dialog has finished zooming in (a click during the zoom can
 * land beside the moving button).
 */
async function confirmWith(scope: Locator, name: string): Promise<void> {
  await expect.poll(() => scope.evaluate((el) => (el.closest('.ant-modal') ?? el).className)).not.toMatch(/zoom/);
  await button(name, scope).click();
}

/** Opens a plan's action menu and picks `item`. */
async function planAction(pid: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions of plan ${pid}`, exact: true }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: item, exact: true })
    .click();
}
async function menuItems(pid: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions of plan ${pid}`, exact: true }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await menu.waitFor();
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

/** Picks `option` of the select labelled `label` (typing `search` first, if given). */
const pick = (label: string, option: string, search?: string) => chooseOption(page, label, option, { search });

/**
 * A disabled action says why in its tooltip: hovered from outside (a button that turned disabled under a
 * resting pointer gets no mouseenter), once more if the first hover came before the tooltip could open.
 */
async function expectRefusal(action: Locator, reason: string): Promise<void> {
  expect(await action.isDisabled()).toBe(true);
  for (let attempt = 0; ; attempt += 1) {
    await page.mouse.move(0, 0);
    await hoverDisabled(action);
    try {
      await page.getByRole('tooltip').getByText(reason, { exact: true }).waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** Calls the store API with the signed-in user's token. */
async function storeApi<T>(path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
    const res = await fetch(`/api/store${p}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path) as Promise<T>;
}

/** Sends a store API call with the signed-in user's token; answers the status and the body. */
async function storeSend<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const res = await fetch(`/api/store${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body, headers },
  ) as Promise<{ status: number; body: T }>;
}

async function shot(name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

const expectAccessible = (screen: string) => checkAccessible(page, screen);

/** Nothing of the page scrolls sideways at 1280 px (the side menu open), the tables included. */
async function expectFits1280(): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    tables: [...document.querySelectorAll('.ant-table-content')].map((t) => t.scrollWidth - t.clientWidth),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  for (const overflow of widths.tables) expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1400, height: 900 });
}

interface Course {
  productId: number;
  isbn: string;
  productName: string;
  productType: string;
  languageId: number;
  course: { courseName: string | null };
}

/** Fills the plan dialog: a lifetime plan (no billing plan) of `type` selling `course`. */
async function fillLifetimePlan(
  scope: Locator,
  plan: { name: string; type: string; level: string; course: Course; basePrice: string; template: string },
): Promise<void> {
  await scope.getByLabel('Plan Name', { exact: true }).fill(plan.name);
  await pick('Product type', plan.type);
  await pick('Course levels', plan.level);
  await pick('Course', `${plan.course.isbn} - ${plan.course.productName}`, plan.course.isbn);
  await pick('Base Price', plan.basePrice);
  // Lifetime plans have no billing plan (EP-PLAN-07).
  expect(await scope.getByLabel('Billing Plan', { exact: true }).count()).toBe(0);
  await pick('Description template', plan.template);
}

describe('eCom products', () => {
  it('adds a product with two plans, kept on the page until Save (EP-ADD, EP-PLAN)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom/add');
    await page.getByRole('heading', { name: 'Add new product' }).waitFor();

    // A language with one course type used and single-level and multi-level courses to sell.
    const used = await storeApi<{ data: { languageId: number; courseTypes: string[] }[] }>('/products/used-languages');
    const single = await storeApi<{ data: Course[] }>('/variants/courses?type=SINGLE_LEVEL&limit=200');
    const multi = await storeApi<{ data: Course[] }>('/variants/courses?type=MULTI_LEVEL&limit=200');
    const languageId = [16, ...single.data.map((c) => c.languageId)].find((id) => {
      const types = used.data.find((u) => u.languageId === id)?.courseTypes ?? [];
      return (
        types.length === 1 &&
        single.data.some((c) => c.languageId === id && c.productType === 'SINGLE_LEVEL') &&
        multi.data.some((c) => c.languageId === id)
      );
    });
    expect(languageId).toBeDefined();
    const takenType = used.data.find((u) => u.languageId === languageId)?.courseTypes[0];
    const freeType = takenType === 'standard' ? 'Premium' : 'Standard';
    const languages = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const res = await fetch('/api/portal/languages?size=1000&includeAllAccess=true', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()).content as { id: number; name: string }[];
    });
    created.languageName = languages.find((l) => l.id === languageId)?.name ?? '';
    const courseA = single.data.find((c) => c.languageId === languageId && c.productType === 'SINGLE_LEVEL') as Course;
    const courseB = multi.data.find((c) => c.languageId === languageId) as Course;
    const basePrice = (await storeApi<{ data: { name: string }[] }>('/base-prices/actives')).data[0]?.name ?? '';
    const template = (await storeApi<{ data: { name: string }[] }>('/descriptions?limit=1')).data[0]?.name ?? '';

    // EP-ADD-04: no plan before the product info.
    await button('Add new plan').click();
    await notice(PLAN_MESSAGES.completeProductInfo).waitFor();
    // EP-ADD-02: a language with both types used is disabled; All Access (its product exists) too.
    const languageList = await openOptions(page, 'Language', { search: 'French' });
    const french = optionIn(languageList, /^French/).first();
    await french.waitFor();
    expect(await french.getAttribute('aria-disabled')).toBe('true');
    await closeOptions(page, languageList);
    await pick('Language', created.languageName, created.languageName);
    // One type used: the other is forced.
    await expect.poll(() => page.getByLabel(freeType, { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel(takenType === 'standard' ? 'Standard' : 'Premium', { exact: true }).isDisabled()).toBe(
      true,
    );
    // EP-ADD-05: no product without a plan.
    await button('Save').click();
    await notice(PLAN_MESSAGES.needOnePlan).waitFor();

    // Plan A: single level. An incomplete save warns and marks the fields (EP-PLAN-15).
    await button('Add new plan').click();
    let modal = dialog('Add new plan');
    await modal.getByLabel('Plan Name', { exact: true }).waitFor();
    await button('Save', modal).click();
    await notice(PLAN_MESSAGES.fillRequired).waitFor();
    await modal.getByText('Plan Name is required').waitFor();
    await modal.getByText('Base Price is required').waitFor();
    await modal.getByText('Free trial type is required').waitFor();
    // EP-PLAN-01: the name's limit.
    await modal.getByLabel('Plan Name', { exact: true }).fill('x'.repeat(101));
    await modal.getByText(PLAN_MESSAGES.nameTooLong).waitFor();
    created.nameA = `E2E ${created.languageName} Level 1 ${Date.now()}`;
    created.isbnA = courseA.isbn;
    // The log names a course by its course name, else its product name (EP-LOG-04).
    created.courseA = courseA.course.courseName ?? courseA.productName;
    await fillLifetimePlan(modal, {
      name: created.nameA,
      type: 'Single level',
      level: 'Level 1',
      course: courseA,
      basePrice,
      template,
    });
    await modal.getByLabel('Introductory', { exact: true }).check();
    // EP-PLAN-12: the usage limit shows for Promotional only.
    expect(await modal.getByLabel('Free trial usage limit', { exact: true }).count()).toBe(0);
    await modal.getByLabel('No', { exact: true }).check();
    await shot('ecom-modal', false);
    await expectAccessible('plan dialog');
    await button('Save', modal).click();
    await modal.waitFor({ state: 'hidden' });
    await panel(created.nameA).waitFor();

    // Plan B: multi-level, promotional trial with its usage limit.
    await button('Add new plan').click();
    modal = dialog('Add new plan');
    created.nameB = `E2E ${created.languageName} Complete ${Date.now()}`;
    await fillLifetimePlan(modal, {
      name: created.nameB,
      type: 'Multi-level',
      level: 'Complete course',
      course: courseB,
      basePrice,
      template,
    });
    await modal.getByLabel('Promotional', { exact: true }).check();
    await button('Save', modal).click();
    await modal.getByText(PLAN_MESSAGES.trialLimitRequired).waitFor();
    await modal.getByLabel('Free trial usage limit', { exact: true }).fill('2');
    await modal.getByLabel('Yes', { exact: true }).check();
    await button('Save', modal).click();
    await modal.waitFor({ state: 'hidden' });
    await panel(created.nameB).waitFor();
    // Nothing is saved yet (EP-ADD-03): the plans are only on the page.
    const before = await storeApi<{ count: number }>(`/variants?limit=1&language_id=${languageId}`);
    await shot('ecom-add');
    await expectAccessible('add page');

    await button('Save').click();
    await notice(PLAN_MESSAGES.productAdded).waitFor();
    await page.waitForURL(/\/products\/ecom\/\d+$/);
    created.productId = Number(new URL(page.url()).pathname.split('/').pop());
    const after = await storeApi<{ count: number }>(`/variants?limit=1&language_id=${languageId}`);
    expect(after.count).toBe(before.count + 2);
    const product = await storeApi<{ plans: { pid: string; name: string; status: string }[] }>(
      `/products/${created.productId}`,
    );
    created.pidA = product.plans.find((p) => p.name === created.nameA)?.pid ?? '';
    created.pidB = product.plans.find((p) => p.name === created.nameB)?.pid ?? '';
    expect(product.plans.map((p) => p.status)).toEqual(['draft', 'draft']);
    expect(await planStatus(created.nameA).innerText()).toBe('Draft');
  });

  it('guards leaving the add page until it is saved (EP-ADD-07)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom/add');
    await pick('Language', 'Italian', 'Italian');
    await button('Cancel').click();
    const guard = dialog('Unsaved changes');
    await button('Stay', guard).click();
    expect(new URL(page.url()).pathname).toBe('/products/ecom/add');
    await button('Cancel').click();
    await button('Leave', dialog('Unsaved changes')).click();
    await page.waitForURL(/\/products\/ecom$/);
  });

  it('deletes a draft plan and refuses to delete the last one (EP-LC-10/11)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', `/products/ecom/${created.productId}`);
    await panel(created.nameB).waitFor();
    // EP-LC-02: a Draft plan offers Edit, Ready for publish and Delete.
    expect(await menuItems(created.pidB)).toEqual(['Edit', 'Ready for publish', 'Delete']);
    await planAction(created.pidB, 'Delete');
    const confirm = dialog('Delete plan');
    await confirm.getByText(`${created.nameB} (${created.pidB})`, { exact: false }).waitFor();
    await confirmWith(confirm, 'Delete');
    await notice(PLAN_MESSAGES.deleted).waitFor();
    await panel(created.nameB).waitFor({ state: 'detached' });

    await planAction(created.pidA, 'Delete');
    await notice(PLAN_MESSAGES.lastPlan).waitFor();
    expect(await dialog('Delete plan').count()).toBe(0);
    await panel(created.nameA).waitFor();
  });

  it('moves a plan to Ready for publish and bulk publishes it; the row opens the plan (EP-LC-07, EP-PUB, EP-LIST-05)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', `/products/ecom/${created.productId}`);
    await panel(created.nameA).waitFor();
    // EP-DL-01: no deeplink before the plan is live: the app's one empty mark (CONST-05).
    expect(await panel(created.nameA).locator('[data-checkout-deeplink]').innerText()).toBe(EMPTY);
    await planAction(created.pidA, PLAN_TRANSITIONS.publish.label);
    await notice(PLAN_TRANSITIONS.publish.success).waitFor();
    await expect.poll(() => planStatus(created.nameA).innerText()).toBe('Ready for publish');
    expect(await menuItems(created.pidA)).toEqual(['Edit', 'Preview Checkout', 'Revert to Draft', 'Delete']);

    // EP-LIST-03: Publish is enabled now; it opens the publish page listing the Ready plans.
    await page.goto(`${baseUrl}/products/ecom`);
    await page.locator('.ant-table-row').first().waitFor();
    await button('Publish').click();
    await page.waitForURL(/\/products\/ecom\/publish$/);
    await page.getByRole('link', { name: created.pidA, exact: true }).waitFor();
    await expectFits1280();
    await shot('ecom-publish');
    await expectAccessible('publish page');
    const ready = await storeApi<{ count: number }>('/variants?status=ready_for_publish&limit=1');
    await button('Publish').click();
    const confirm = dialog('Publish plans');
    await confirm.getByText(`activate all ${ready.count} Ready for publish`).waitFor();
    await confirmWith(confirm, 'Publish');
    await notice(PLAN_MESSAGES.bulkPublished).waitFor();
    await page.waitForURL(/\/products\/ecom$/);
    expect((await storeApi<{ count: number }>('/variants?status=ready_for_publish&limit=1')).count).toBe(0);
    // None is Ready now: Publish is disabled and says why.
    const publish = button('Publish');
    await expect.poll(() => publish.isDisabled()).toBe(true);
    await expectRefusal(publish, 'No plan is Ready for publish.');

    // The row opens its product with that plan open and outlined (EP-LIST-05, BP-19).
    const search = page.getByRole('textbox', { name: 'PID', exact: true });
    await search.fill(created.pidA);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('pid') === created.pidA);
    await page.getByRole('link', { name: created.pidA, exact: true }).click();
    await page.waitForURL(new RegExp(`/products/ecom/${created.productId}$`));
    await expect.poll(() => planStatus(created.nameA).innerText()).toBe('Active');
    expect(await panel(created.nameA).getAttribute('class')).toContain('ant-collapse-item-active');
  });

  it('copies the checkout deeplink of a live plan, deactivates and activates it, edits it after a confirmation (EP-DL, EP-LC, EP-PLAN-19)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', `/products/ecom/${created.productId}`);
    await expect.poll(() => planStatus(created.nameA).innerText()).toBe('Active');

    // EP-DL-02: the checkout deeplink, copied as shown.
    const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { links: { store: string } };
    const expected = checkoutDeeplink(config.links.store, { status: 'active', pid: created.pidA });
    expect(expected).toMatch(new RegExp(`/checkout/${created.pidA}\\?c=VVM$`));
    const deeplink = panel(created.nameA).locator('[data-checkout-deeplink]');
    expect(await deeplink.innerText()).toBe(expected);
    await browsers.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await button(`Copy the checkout deeplink of ${created.pidA}`).click();
    await page.getByRole('tooltip').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // EP-DET-05: a live plan keeps the product.
    const remove = button('Delete');
    expect(await remove.isDisabled()).toBe(true);
    await expectRefusal(remove, PLAN_MESSAGES.productLive);
    await shot('ecom-detail');
    await expectAccessible('detail');

    // EP-LC-12: Preview Checkout opens the store's preview of the pid in a new tab.
    const preview = previewCheckoutUrl(config.links.store, created.pidA);
    await browsers.context().route(`${config.links.store}/**`, (route) => route.fulfill({ body: 'store preview' }));
    const popup = browsers.context().waitForEvent('page');
    await planAction(created.pidA, 'Preview Checkout');
    const tab = await popup;
    await tab.waitForURL(preview);
    await tab.close();

    // EP-LC-04/09: Active offers Preview Checkout and Deactivate; deactivating asks first.
    expect(await menuItems(created.pidA)).toEqual(['Edit', 'Preview Checkout', 'Deactivate']);
    await planAction(created.pidA, 'Deactivate');
    const deactivate = dialog('Deactivate plan');
    await deactivate.getByText('Customers can then no longer purchase it.', { exact: false }).waitFor();
    await confirmWith(deactivate, 'Deactivate');
    await notice(PLAN_TRANSITIONS.deactivate.success).waitFor();
    await expect.poll(() => planStatus(created.nameA).innerText()).toBe('Inactive');
    // EP-LC-05/08.
    expect(await menuItems(created.pidA)).toEqual(['Edit', 'Activate']);
    await planAction(created.pidA, 'Activate');
    const activate = dialog('Activate plan');
    await activate.getByText('Customers can then purchase it.', { exact: false }).waitFor();
    await confirmWith(activate, 'Activate');
    await notice(PLAN_TRANSITIONS.activate.success).waitFor();
    await expect.poll(() => planStatus(created.nameA).innerText()).toBe('Active');

    // EP-PLAN-19/20: editing a live plan confirms first.
    await planAction(created.pidA, 'Edit');
    const modal = dialog(`Edit plan ${created.pidA}`);
    const renamed = `${created.nameA} v2`;
    await modal.getByLabel('Plan Name', { exact: true }).fill(renamed);
    await button('Save', modal).click();
    const live = dialog('Confirm change');
    await live.getByText('visible to customers in production', { exact: false }).waitFor();
    await confirmWith(live, 'Save');
    await notice(PLAN_MESSAGES.updated).waitFor();
    await panel(renamed).waitFor();
    created.nameA = renamed;
  });

  it('shows the product log with action labels and courses as ISBN and name (EP-LOG)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', `/products/ecom/${created.productId}`);
    await page.getByRole('tab', { name: 'Product log' }).click();
    const log = page.locator('[role="tabpanel"][aria-hidden="false"] .ant-table').first();
    await log.getByText('Publish (bulk)', { exact: true }).waitFor();
    for (const column of ['PID', 'Action', 'Previous value', 'New value', 'Modified by', 'Modified at']) {
      await log.locator('thead th', { hasText: column }).first().waitFor();
    }
    const actions = (await log.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).map((a) => a.trim());
    // Newest first.
    expect(actions).toEqual([
      'Edit plan',
      'Activate',
      'Deactivate',
      'Publish (bulk)',
      'Ready for publish',
      'Delete plan',
      'Add plan',
      'Add plan',
      'Create product',
    ]);
    // EP-LOG-04: the course of a plan as its ISBN and name.
    const addA = log.locator('tbody tr.ant-table-row', { hasText: created.pidA }).filter({ hasText: 'Add plan' });
    await addA
      .getByRole('button', { name: /^Show all/ })
      .last()
      .click();
    expect(await addA.innerText()).toContain(`Course: ${created.isbnA} - ${created.courseA}`);
    const edit = log.locator('tbody tr.ant-table-row').first();
    await edit.getByText(created.nameA, { exact: false }).waitFor();
    await shot('ecom-log');
    await expectAccessible('product log');

    // EP-LOG-02/05: Search PID, trimmed, on Enter.
    await page.getByLabel('Search PID', { exact: true }).fill(`  ${created.pidB}  `);
    await page.getByLabel('Search PID', { exact: true }).press('Enter');
    await expect
      .poll(async () =>
        (await log.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).map((a) => a.trim()),
      )
      .toEqual(['Delete plan', 'Add plan']);
    expect(await page.getByLabel('Search PID', { exact: true }).inputValue()).toBe(created.pidB);
  });

  it('maps every URL key of the list to the API (EP-LIST-06/07) and fits 1280 px', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    await page.locator('.ant-table-row').first().waitFor();
    await expectFits1280();
    await shot('ecom-list');
    await expectAccessible('list');

    const url =
      '/products/ecom?page=2&limit=20&pid=PL-&order=pid&status=ready-for-publish' +
      '&lastModifiedDateFrom=2020-01-01T00:00:00.000Z&lastModifiedDateTo=2030-01-01T23:59:59.999Z' +
      '&basePriceIds=3&languageId=16&courseType=premium&billingPlanId=4';
    const request = page.waitForRequest(
      (r) => r.url().includes('/api/store/variants?') && r.url().includes('offset=20'),
    );
    await page.goto(`${baseUrl}${url}`);
    const query = new URL((await request).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      limit: '20',
      offset: '20',
      order: 'pid',
      pid: 'PL-',
      status: 'ready_for_publish',
      updated_at_from: '2020-01-01T00:00:00.000Z',
      updated_at_to: '2030-01-01T23:59:59.999Z',
      base_price_id: '3',
      language_id: '16',
      product_subtitle: 'premium',
      billing_plan_id: '4',
    });
  });

  it('opens the product of a row with that plan open, not the first (EP-LIST-05, BP-19)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom?pid=SL-L2-FR');
    await page.getByRole('link', { name: 'SL-L2-FR', exact: true }).click();
    await page.waitForURL(/\/products\/ecom\/\d+$/);
    await panel('French Level 2').waitFor();
    expect(await panel('French Level 2').getAttribute('class')).toContain('ant-collapse-item-active');
    expect(await page.locator('.ant-collapse-item-active').count()).toBe(1);
    // Opened by its address (no plan named): the first plan is open.
    const detail = page.url();
    await page.goto(`${baseUrl}/products/ecom`);
    await page.goto(detail);
    await panel('French Level 2').waitFor();
    expect(await panel('French Level 2').getAttribute('class')).not.toContain('ant-collapse-item-active');
    expect(await page.locator('.ant-collapse-item').first().getAttribute('class')).toContain(
      'ant-collapse-item-active',
    );
  });

  it('applies the plan form rules: trial billing plans, lifetime types, upsell products (EP-PLAN-07/09/13)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    const [japanese] = (await storeApi<{ data: { productId: number }[] }>('/variants?pid=SUB-MONTHLY-JA')).data;
    await page.goto(`${baseUrl}/products/ecom/${japanese?.productId}`);
    await planAction('SUB-MONTHLY-JA', 'Edit');
    let modal = dialog('Edit plan SUB-MONTHLY-JA');
    await pick('Billing Plan', 'Monthly with 7-day trial');
    // EP-PLAN-08/13: the cycle, and the trial sets Introductory with a limit of 1.
    expect(await modal.locator('[data-billing-cycle]').innerText()).toBe('1 month · 7-day free trial');
    expect(await modal.getByLabel('Introductory', { exact: true }).isChecked()).toBe(true);
    await modal.getByLabel('Promotional', { exact: true }).check();
    expect(await modal.getByLabel('Free trial usage limit', { exact: true }).inputValue()).toBe('1');
    await pick('Billing Plan', 'Yearly');
    expect(await modal.locator('[data-billing-cycle]').innerText()).toBe('1 year');
    // EP-PLAN-07: a lifetime type has no billing plan.
    await pick('Product type', 'Single level');
    await modal.getByLabel('Billing Plan', { exact: true }).waitFor({ state: 'detached' });
    expect(await modal.getByText('Billing cycle', { exact: true }).count()).toBe(0);
    // SHELL-UX-01: the changed form asks before closing.
    await button('Cancel', modal).click();
    await button('Leave', dialog('Unsaved changes')).click();
    await modal.waitFor({ state: 'hidden' });

    // EP-PLAN-09/21: an Upgrade course forces join upsell on.
    const [french] = (await storeApi<{ data: { productId: number }[] }>('/variants?pid=SL-L1-FR')).data;
    const upgrade = (
      await storeApi<{ data: Course[] }>('/variants/courses?type=SINGLE_LEVEL&languageId=15&limit=200')
    ).data.find((c) => c.productType === 'UPGRADE') as Course;
    await page.goto(`${baseUrl}/products/ecom/${french?.productId}`);
    await button('Add new plan').click();
    modal = dialog('Add new plan');
    await pick('Product type', 'Single level');
    await modal.getByLabel('No', { exact: true }).check();
    await pick('Course', `${upgrade.isbn} - ${upgrade.productName}`, upgrade.isbn);
    expect(await modal.getByLabel('Yes', { exact: true }).isChecked()).toBe(true);
    expect(await modal.getByLabel('Yes', { exact: true }).isDisabled()).toBe(true);
    await button('Cancel', modal).click();
  });

  it('keeps the values of a stale plan edit and saves them on the next try (If-Match)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    const [listed] = (await storeApi<{ data: { productId: number }[] }>('/variants?pid=SUB-MONTHLY-JA')).data;
    const productId = listed?.productId;
    await page.goto(`${baseUrl}/products/ecom/${productId}`);
    await planAction('SUB-MONTHLY-JA', 'Edit');
    const modal = dialog('Edit plan SUB-MONTHLY-JA');
    await modal.getByLabel('Plan Name', { exact: true }).fill('Japanese Monthly (mine)');

    // Someone else saves the plan meanwhile.
    const status = await page.evaluate(async (id) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const product = await (await fetch(`/api/store/products/${id}`, { headers })).json();
      const plan = product.plans.find((p: { pid: string }) => p.pid === 'SUB-MONTHLY-JA');
      const body = {
        name: 'Japanese Monthly (theirs)',
        productType: plan.productType,
        courseLevels: plan.courseLevels,
        contentProductId: plan.contentProductId,
        basePriceId: plan.basePriceId,
        billingPlanId: plan.billingPlan?.id ?? null,
        freeTrialType: plan.freeTrialType,
        freeTrialUsageLimit: plan.freeTrialUsageLimit,
        joinUpsell: plan.joinUpsell,
        descTemplateId: plan.descTemplateId,
        productImage: plan.productImage,
        promotionCode: plan.promotionCode,
      };
      const res = await fetch(`/api/store/products/${id}/variants/${plan.planId}`, {
        method: 'POST',
        headers: { ...headers, 'If-Match': `"${plan.rowVersion}"` },
        body: JSON.stringify(body),
      });
      return res.status;
    }, productId);
    expect(status).toBe(200);

    await button('Save', modal).click();
    await notice('Someone else saved this plan after you opened it.').waitFor();
    // The dialog keeps the values; saving again builds on their version.
    expect(await modal.getByLabel('Plan Name', { exact: true }).inputValue()).toBe('Japanese Monthly (mine)');
    // (By its text: a slow answer leaves antd's loading icon fading out in the button for a moment.)
    await modal.getByRole('button', { name: /Save$/ }).click();
    await notice(PLAN_MESSAGES.updated).waitFor();
    await panel('Japanese Monthly (mine)').waitFor();
  });

  it('marks the field a server refusal names (a base price deactivated meanwhile)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    type BasePrice = { id: number; name: string; rowVersion: number };
    const name = `E2E base price ${Date.now()}`;
    const made = await storeSend<BasePrice>('POST', '/base-prices', { name });
    expect(made.status).toBe(201);
    const activated = await storeSend<BasePrice>(
      'PUT',
      `/base-prices/${made.body.id}`,
      { name, status: 'active', currency_prices: { USD: '9.99' } },
      { 'If-Match': `"${made.body.rowVersion}"` },
    );
    expect(activated.status).toBe(200);
    const [listed] = (await storeApi<{ data: { productId: number }[] }>('/variants?pid=SUB-ANNUAL-JA-PREM')).data;
    await page.goto(`${baseUrl}/products/ecom/${listed?.productId}`);
    await planAction('SUB-ANNUAL-JA-PREM', 'Edit');
    const modal = dialog('Edit plan SUB-ANNUAL-JA-PREM');
    await pick('Base Price', name, name);
    const deactivated = await storeSend(
      'PUT',
      `/base-prices/${made.body.id}`,
      { name, status: 'inactive', currency_prices: {} },
      { 'If-Match': `"${activated.body.rowVersion}"` },
    );
    expect(deactivated.status).toBe(200);
    await button('Save', modal).click();
    await notice('Choose an active base price.').waitFor();
    const field = modal.locator('.ant-form-item', { has: page.getByLabel('Base Price', { exact: true }) });
    await field.locator('.ant-form-item-explain-error', { hasText: 'Choose an active base price.' }).waitFor();
    await button('Cancel', modal).click();
  });

  it('deletes a product without live plans after naming it and its plans (EP-DET-05..07)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    const used = await storeApi<{ data: { languageId: number }[] }>('/products/used-languages');
    const single = await storeApi<{ data: Course[] }>('/variants/courses?type=SINGLE_LEVEL&limit=200');
    const course = single.data.find(
      (c) => c.productType === 'SINGLE_LEVEL' && !used.data.some((u) => u.languageId === c.languageId),
    ) as Course;
    const basePrice = (await storeApi<{ data: { id: number }[] }>('/base-prices/actives')).data[0];
    const template = (await storeApi<{ data: { id: number }[] }>('/descriptions?limit=1')).data[0];
    const plan = {
      name: 'E2E plan of a product to delete',
      productType: 'SINGLE_LEVEL',
      courseLevels: '1',
      contentProductId: course.productId,
      basePriceId: basePrice?.id,
      billingPlanId: null,
      freeTrialType: 'introductory',
      freeTrialUsageLimit: null,
      joinUpsell: false,
      descTemplateId: template?.id,
      productImage: null,
      promotionCode: null,
    };
    const made = await storeSend<{ id: number; language: string }>('POST', '/products', {
      languageId: course.languageId,
      courseType: 'standard',
      plans: [plan, { ...plan, name: 'E2E second plan of a product to delete' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await page.goto(`${baseUrl}/products/ecom/${made.body.id}`);
    await panel('E2E plan of a product to delete').waitFor();
    await button('Delete').click();
    const confirm = dialog('Delete product');
    await confirm
      .getByText(
        `Are you sure you want to delete the product ${made.body.language} (Standard)? Its 2 plans are deleted too.`,
      )
      .waitFor();
    await confirmWith(confirm, 'Delete');
    await notice(PLAN_MESSAGES.productDeleted).waitFor();
    await page.waitForURL(/\/products\/ecom$/);
    expect((await storeSend('GET', `/products/${made.body.id}`)).status).toBe(404);
  });

  it('sets Advanced Search dates to the start and end of their days (EP-LIST-02)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/ecom');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /Advanced Search/ }).click();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await pick('Course type', 'Premium');
    // Typed dates are taken when the field loses focus (Enter would send the form at once).
    const start = popover.getByPlaceholder('Start date');
    await start.click();
    await start.fill('2020-01-01');
    const end = popover.getByPlaceholder('End date');
    await end.click();
    // SHELL-UX-03: a day after today cannot be picked, so the range ends in the past.
    await end.fill('2025-12-31');
    await popover.locator('.ant-popover-title').click();
    await button('Search', popover).click();
    await page.waitForURL((url) => url.searchParams.has('lastModifiedDateTo'));
    const expected = await page.evaluate(() => [
      new Date(2020, 0, 1).toISOString(),
      new Date(2025, 11, 31, 23, 59, 59, 999).toISOString(),
    ]);
    const params = new URL(page.url()).searchParams;
    expect([params.get('lastModifiedDateFrom'), params.get('lastModifiedDateTo')]).toEqual(expected);
    expect(params.get('courseType')).toBe('premium');
    expect(params.get('page')).toBeNull();
    await page.getByRole('listitem').filter({ hasText: 'Course type: Premium' }).waitFor();
  });

  it('shows a read-only account no write button (PERM-EP, PERM-PL)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/products/ecom');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await button('Publish').count()).toBe(0);
    expect(await button('+ Add new product').count()).toBe(0);
    await page.goto(`${baseUrl}/products/ecom/${created.productId}`);
    await panel(created.nameA).waitFor();
    expect(await button('Delete').count()).toBe(0);
    expect(await button('Add new plan').count()).toBe(0);
    // Only Preview Checkout (a read) is left in the plan's menu.
    expect(await menuItems(created.pidA)).toEqual(['Preview Checkout']);
    await page.goto(`${baseUrl}/products/ecom/add`);
    await page.waitForURL((u) => !u.pathname.startsWith('/products/ecom/add'), { timeout: WAIT });
    await page.goto(`${baseUrl}/products/ecom/publish`);
    await page.waitForURL((u) => !u.pathname.startsWith('/products/ecom/publish'), { timeout: WAIT });
  });
});
