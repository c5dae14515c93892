import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_TEXT } from '../src/shared/domain/error-messages';
import { NO_MENU_ITEM_TEXT } from '../src/shared/domain/ui-texts';
import { expectAccessible, headingProblems } from './support/axe';
import { browserPerTest, isbnMaker, signIn, signInThroughLoginPage } from './support/browser';
import { portalUrl } from './support/portal';
import { createSingleLevel } from './support/products';
import { visitListsAndDetails } from './support/screens';
import { type RunningPortal, startPortal } from './support/server';

/**
 * Accessibility: every built screen, opened by a user who sees it, has no serious or critical axe
 * violation (axe-core's full default rule set: WCAG 2.x A/AA and best practices); the keyboard
 * reaches the main menu and each page's primary action.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

/** Checks the page as it is now; `screen` names it in the failure (support/axe.ts). */
const check = (screen: string, scope?: string) => expectAccessible(page, screen, scope);

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const dialog = (name: string) => page.getByRole('dialog', { name });
const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
const uniqueIsbn = isbnMaker(42);

/** Clicks each tab of the page's form in turn and checks it. */
async function checkEachTab(screen: string): Promise<string[]> {
  const names: string[] = [];
  for (const tab of await page.getByRole('tab').all()) {
    const name = (await tab.innerText()).trim();
    names.push(name);
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    if (name === 'Product log') await page.getByRole('tabpanel').locator('.ant-table').waitFor();
    await check(`${screen}: ${name} tab`);
  }
  return names;
}

/** What the focused element is: its role or tag, and its name. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name = element.getAttribute('aria-label') ?? element.innerText.split('\n')[0] ?? '';
    return `${role} ${name.trim()}`;
  });

/** Presses `key` until the focused element is `target` (at most `limit` times); answers the presses. */
async function pressUntil(key: string, target: string, limit: number): Promise<number> {
  const seen: string[] = [];
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key);
    // The menu moves its focus a frame later.
    await page.waitForTimeout(150);
    const now = await focused();
    seen.push(now);
    if (now === target) return presses;
  }
  throw new Error(`${key} did not reach '${target}' in ${limit} presses: ${seen.join(' → ')}`);
}

describe('accessibility: no serious or critical axe violation', () => {
  it('the sign-in page', async () => {
    page = await browsers.freshPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/interaction\//);
    await page.locator('#login').waitFor();
    await check('sign-in page');
  });

  it('the content product screens: list, add (each tab), detail (each tab, view and edit), their dialogs', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content');
    await rows().first().waitFor();
    await check('content product list');
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await page.locator('.ant-popover').getByLabel('ISBN').waitFor();
    await check('content product list: Advanced Search');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/products/content/add`);
    await page.getByRole('heading', { name: 'Add new product' }).waitFor();
    expect(await checkEachTab('add product')).toEqual(['Product info', 'Upsell & Upgrade', 'Deeplink']);
    // Saving the empty form: the required fields say so, in the error colour.
    await page.getByRole('tab', { name: 'Product info' }).click();
    await button('Save').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await check('add product: required fields');

    const product = await createSingleLevel(page, uniqueIsbn(), `E2E accessibility ${Date.now()}`);
    await page.goto(`${baseUrl}/products/content/${product.id}`);
    await button('Edit').waitFor();
    expect(await checkEachTab('product detail')).toEqual([
      'Product info',
      'Upsell & Upgrade',
      'Deeplink',
      'Product log',
    ]);
    await button('Delete').click();
    await dialog('Delete product').waitFor();
    await check('product detail: Delete dialog');
    await button('Cancel', dialog('Delete product')).click();
    await dialog('Delete product').waitFor({ state: 'hidden' });
    await button('Verify').click();
    await dialog('Verify').getByLabel('Comments').fill('Checked by the accessibility test');
    await check('product detail: Verify dialog');
    await button('Verify', dialog('Verify')).click();
    await page.locator('.ant-notification-notice-success').waitFor();
    await check('product detail: success notification');
    await button('Publish').click();
    await dialog('Publish').waitFor();
    await check('product detail: Publish dialog');
    await button('Cancel', dialog('Publish')).click();
    await dialog('Publish').waitFor({ state: 'hidden' });

    await button('Edit').click();
    await button('Save').waitFor();
    await checkEachTab('product detail, editing');
    // The leave-page guard (the kind of dialog Timeout shows over unsaved changes).
    await page.getByRole('tab', { name: 'Product info' }).click();
    await page.getByLabel('Course name on learn page', { exact: true }).fill('Changed by the accessibility test');
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Mini course', { exact: true }).click();
    await page.locator('.ant-modal-confirm').waitFor();
    await check('unsaved-changes dialog');
  }, 240_000);

  it('the mini course list and its dialogs', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    await check('mini course list');
    const staging = rows()
      .filter({ has: page.locator('[data-status="STAGING"]') })
      .first();
    await button('Verify', staging).click();
    await dialog('Verify').waitFor();
    await check('mini course: Verify dialog');
    await button('Cancel', dialog('Verify')).click();
    await dialog('Verify').waitFor({ state: 'hidden' });
    const inReview = rows()
      .filter({ has: page.locator('[data-status="READY_FOR_REVIEW"]') })
      .first();
    await button('Publish', inReview).click();
    await dialog('Publish').waitFor();
    await check('mini course: Publish dialog');
    await dialog('Publish').getByRole('radio', { name: 'Schedule publish' }).check();
    await check('mini course: Publish dialog, scheduling');
    await button('Cancel', dialog('Publish')).click();
    await dialog('Publish').waitFor({ state: 'hidden' });
    await button('View Log', rows().first()).click();
    await page.getByRole('dialog').locator('.ant-table').waitFor();
    await check('mini course: log dialog');
  }, 180_000);

  it('the deeplink list, the organization list and detail, Not Found', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/deeplink');
    await page.getByRole('heading', { name: 'Deeplink' }).waitFor();
    await rows().first().waitFor();
    await check('deeplink list');
    // Every section is built (issue 24): the organization screens in place of the placeholder.
    await page.goto(`${baseUrl}/organization`);
    await rows().first().waitFor();
    await check('organization list');
    await rows().first().locator('a').first().click();
    await page.getByRole('table', { name: 'Group administrators' }).waitFor();
    await check('organization detail');
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText('Not Found', { exact: true }).waitFor();
    await check('Not Found');
  });

  it('the page for a user without any menu item', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    // A token holding a permission the portal knows but no menu permission (no demo account has one):
    // the app reads the permissions from the stored token, which the server would not accept, but
    // this page asks the server nothing.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
      const user = JSON.parse(localStorage.getItem(key) ?? '{}');
      const [header, payload, signature] = String(user.access_token).split('.');
      const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
      for (const name of Object.keys(claims)) if (name.endsWith('permissions')) claims[name] = ['read:customers'];
      const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      user.access_token = `${header}.${encoded}.${signature}`;
      localStorage.setItem(key, JSON.stringify(user));
    });
    await page.goto(`${baseUrl}/`);
    await page.getByText(NO_MENU_ITEM_TEXT).waitFor();
    // No empty menu either.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await check('no menu item');
  });

  it('Permission Denied', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'nobody');
    await page.locator('.ant-modal-confirm-title').getByText('Permission Denied').waitFor();
    await check('Permission Denied dialog');
  });
});

describe('accessibility: Timeout', () => {
  // A portal of its own whose sessions end after 20 idle seconds (as e2e/timeout.test.ts).
  let shortSessions: RunningPortal;
  beforeAll(async () => {
    shortSessions = await startPortal({ ACCESS_TOKEN_TTL: '10', SESSION_IDLE_TIMEOUT: '20' });
  });
  afterAll(() => shortSessions?.stop());

  it('the Timeout dialog has no serious or critical violation', async () => {
    page = await browsers.freshPage();
    // A fresh session of its own: the Timeout comes the idle limit after this sign-in.
    await signInThroughLoginPage(page, shortSessions.baseUrl, 'admin', '/deeplink');
    await page.getByRole('heading', { name: 'Deeplink' }).waitFor();
    await page.locator('.ant-modal-confirm', { hasText: TIMEOUT_TEXT }).waitFor({ timeout: 60_000 });
    await check('Timeout dialog');
  }, 120_000);
});

/** The screens that are not a list or a list's detail (LIST_PATHS, support/screens.ts). */
const OTHER_PAGES = [
  '/products/content/add',
  '/products/ecom/add',
  '/products/ecom/publish',
  '/products/disclosures/add',
  '/products/description/add',
  '/marketing/upsell-downgrade/add',
  '/marketing/promotion/add',
  '/marketing/save-offer/add',
  '/entitlements/preview',
  '/vouchers/add',
  '/organization/add',
  '/no/such/page',
];

/** The heading problems of the screen at `path` once it has shown its content, each named by the path. */
async function headingsOf(path: string): Promise<string[]> {
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return (await headingProblems(page)).map((problem) => `${path}: ${problem}`);
}

describe('headings (issue 21): one h1, the page title, then h2 and h3 in order, no level skipped', () => {
  it('on every list and the detail its first row opens', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/deeplink');
    const problems: string[] = [];
    await visitListsAndDetails(page, baseUrl, async (opened) => {
      problems.push(...(await headingsOf(opened)));
    });
    expect(problems).toEqual([]);
  }, 300_000);

  it('on the add pages, the preview, a section not built yet and Not Found', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/deeplink');
    const problems: string[] = [];
    for (const path of OTHER_PAGES) {
      await page.goto(`${baseUrl}${path}`);
      problems.push(...(await headingsOf(path)));
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

describe('keyboard', () => {
  it("Tab reaches the main menu, whose items the arrow keys walk and Enter opens, and each page's primary action", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    // Icons are decoration: controls are named by their text alone.
    expect(await page.getByRole('button', { name: 'Log out', exact: true }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Mini course', exact: true }).count()).toBe(1);
    // From the top of the page: the skip link, the header's Log out, then the menu.
    await pressUntil('Tab', 'menu Product', 3);
    // The arrow keys walk the items; Enter opens the closed Product group, then the item.
    await pressUntil('ArrowDown', 'menuitem Mini course', 3);
    await pressUntil('ArrowUp', 'menuitem Product', 2);
    await page.keyboard.press('Enter');
    await pressUntil('ArrowDown', 'menuitem Content product', 2);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/products/content`);
    await page.getByRole('heading', { name: 'Content product' }).waitFor();

    // The list's primary action, a few Tab stops in (the skip link, Log out, the menu, Collapse, the
    // breadcrumb), from the top of the page as it opens.
    await page.reload();
    await rows().first().waitFor();
    await pressUntil('Tab', 'button + Add new product', 7);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/products/content/add`);
    await page.getByRole('heading', { name: 'Add new product' }).waitFor();

    // A detail page's header actions.
    const product = await createSingleLevel(page, uniqueIsbn(), `E2E keyboard ${Date.now()}`);
    await page.goto(`${baseUrl}/products/content/${product.id}`);
    await button('Edit').waitFor();
    await pressUntil('Tab', 'button Edit', 11);
    await page.keyboard.press('Enter');
    await button('Save').waitFor();
  });
});

describe('pagers (issue 21): each item a named control, one Tab stop; a list keeping its page in its address links to it', () => {
  it('a list: its pages are links with the address of the list at that page', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content?size=20');
    await rows().first().waitFor();
    const pager = page.locator('.ant-pagination');
    expect(await pager.locator('a:not([href])').count()).toBe(0);
    expect(await pager.locator('li[tabindex="0"]').count()).toBe(0);
    const first = pager.getByRole('link', { name: 'Page 1', exact: true });
    expect(await first.getAttribute('href')).toBe('/products/content?size=20');
    expect(await first.getAttribute('aria-current')).toBe('page');
    const second = pager.getByRole('link', { name: 'Page 2', exact: true });
    expect(await second.getAttribute('href')).toBe('/products/content?size=20&page=2');
    expect(await second.getAttribute('aria-current')).toBeNull();
    expect(await pager.getByRole('button', { name: 'Next page', exact: true }).getAttribute('tabindex')).toBe('0');

    // A click changes the page in place, one history entry, no new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const entries = await page.evaluate(() => history.length);
    await second.click();
    await page.waitForURL(`${baseUrl}/products/content?size=20&page=2`);
    await expect.poll(() => second.getAttribute('aria-current')).toBe('page');
    // Enter on the focused link: one page change, one history entry.
    const third = pager.getByRole('link', { name: 'Page 3', exact: true });
    await third.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/products/content?size=20&page=3`);
    expect(await page.evaluate(() => history.length)).toBe(entries + 2);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Ctrl-click opens that page of the list in a new tab; this one stays.
    const [opened] = await Promise.all([
      browsers.context().waitForEvent('page'),
      first.click({ modifiers: ['Control'] }),
    ]);
    await opened.waitForURL(`${baseUrl}/products/content?size=20`);
    expect(new URL(page.url()).search).toBe('?size=20&page=3');
  });

  it('a pager whose page is not in the address: buttons', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await button('View Log', rows().first()).click();
    const pager = page.getByRole('dialog').locator('.ant-pagination');
    const first = pager.getByRole('button', { name: 'Page 1', exact: true });
    await first.waitFor();
    expect(await first.getAttribute('aria-current')).toBe('page');
    expect(await pager.locator('a').count()).toBe(0);
    expect(await pager.locator('li[tabindex="0"]').count()).toBe(0);
  });
});
