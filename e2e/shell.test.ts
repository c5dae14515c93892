import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerTest,
  isbnMaker,
  menuLabels,
  screenshot,
  signIn,
  signInThroughLoginPage,
  WAIT,
} from './support/browser';
import { portalUrl } from './support/portal';
import { createSingleLevel } from './support/products';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const uniqueIsbn = isbnMaker(44);

/** A watermark layer (antd's, over the app and over each dialog): a picture that takes no pointer. */
const WATERMARK_LAYER = 'div[style*="background-image"][style*="pointer-events"]';

/**
 * The fields in `scope` (inputs, text areas, selects) over which a watermark layer is drawn. Each is
 * scrolled into view; what is painted at its centre, from the top down (elementsFromPoint, with the
 * layers taking the pointer for the moment), must name the field before any layer. Answers how many
 * fields were looked at and the ones a layer covers.
 */
async function fieldsUnderWatermark(scope: string): Promise<{ looked: number; covered: string[] }> {
  return page.evaluate(
    ({ scope, layer }) => {
      const style = document.createElement('style');
      style.textContent = `${layer} { pointer-events: auto !important; }`;
      document.head.append(style);
      try {
        const fields = document.querySelectorAll<HTMLElement>(
          `${scope} input:not([type="hidden"]), ${scope} textarea, ${scope} .ant-select-selector`,
        );
        let looked = 0;
        const covered: string[] = [];
        for (const field of fields) {
          field.scrollIntoView({ block: 'center' });
          const box = field.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue; // on a tab not shown
          const painted = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const own = painted.findIndex((element) => element === field || field.contains(element));
          if (own < 0) continue;
          looked += 1;
          const over = painted.findIndex((element) => element.matches(layer));
          if (over >= 0 && over < own) covered.push(field.id || field.className);
        }
        return { looked, covered };
      } finally {
        style.remove();
      }
    },
    { scope, layer: WATERMARK_LAYER },
  );
}

/** Whether the watermark shows on the screen: the screen differs with the layers and without them. */
async function watermarkShows(): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const shown = await page.screenshot();
  const hidden = await page.addStyleTag({ content: `${WATERMARK_LAYER} { display: none !important; }` });
  const without = await page.screenshot();
  await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
  return !shown.equals(without);
}

/** Whether any of the element is inside the window. */
const inView = async (element: Locator) => {
  const box = await element.boundingBox();
  return box !== null && box.y + box.height > 0 && box.x + box.width > 0 && box.y < 900 && box.x < 1400;
};

describe('shell', () => {
  it('admin signs in through the login page, is greeted, and sees every menu group in spec order', async () => {
    page = await browsers.freshPage();
    await signInThroughLoginPage(page, baseUrl, 'admin');
    await page.getByTestId('greeting').getByText('Hi, Admin').waitFor();
    // '/' goes to the first visible menu item.
    await page.waitForURL(`${baseUrl}/customers/b2c`);
    const labels = await menuLabels(page);
    expect(
      labels.filter((l) =>
        [
          'Customer',
          'Entitlement',
          'Product',
          'Mini course',
          'Marketing',
          'Organization',
          'Voucher',
          'Deeplink',
        ].includes(l),
      ),
    ).toEqual([
      'Customer',
      'Entitlement',
      'Product',
      'Mini course',
      'Marketing',
      'Organization',
      'Voucher',
      'Deeplink',
    ]);
    // The Product group holds its five items in order.
    await page.getByRole('menuitem', { name: 'Product' }).click();
    await page.getByRole('menuitem', { name: 'Description template' }).waitFor();
    const after = await menuLabels(page);
    const product = after.indexOf('Product');
    expect(after.slice(product + 1, product + 6)).toEqual([
      'Content product',
      'eCom product',
      'Base price',
      'Disclosure',
      'Description template',
    ]);
    // Clicking an item navigates, with breadcrumbs.
    await page.getByRole('menuitem', { name: 'Marketing' }).click();
    await page.getByRole('menuitem', { name: 'Promotion' }).click();
    await page.waitForURL(`${baseUrl}/marketing/promotion`);
    await page.getByRole('heading', { name: 'Promotion list' }).waitFor();
    await page.locator('.ant-breadcrumb').getByText('Marketing').waitFor();
    await page.getByRole('menuitem', { name: 'Organization' }).click();
    await page.waitForURL(`${baseUrl}/organization`);
    await page.getByRole('heading', { name: 'Organization' }).waitFor();
    // Footer and watermark.
    for (const text of ['Terms of Use', 'Privacy Policy', 'Contact Us']) {
      await page.getByRole('contentinfo').getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByRole('contentinfo').getByText('UPDATED').count()).toBe(2);
    const watermark = page.locator('.portal-watermark > div[style*="background-image"]');
    expect(await watermark.count()).toBe(1);
    await screenshot(page, 'shell-admin');
  });

  it('draws the watermark beneath the content: it shows on the background, never over a field or typed text', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByLabel('Course name on learn page', { exact: true }).fill('Typed under no watermark');
    await page.getByLabel('Name', { exact: true }).fill('A name typed');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // no caret in the pictures
    expect(await watermarkShows()).toBe(true);
    const form = await fieldsUnderWatermark('main');
    expect(form.looked).toBeGreaterThan(10);
    expect(form.covered).toEqual([]);

    // A dialog's own layer lies beneath its fields too.
    const product = await createSingleLevel(page, uniqueIsbn(), `E2E watermark ${Date.now()}`);
    await page.goto(`${baseUrl}/products/content/${product.id}`);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const verify = page.getByRole('dialog', { name: 'Verify' });
    await verify.getByLabel('Comments').fill('Typed in a dialog');
    expect(await verify.locator(WATERMARK_LAYER).count()).toBe(1);
    const dialog = await fieldsUnderWatermark('.ant-modal-container');
    expect(dialog.looked).toBe(1);
    expect(dialog.covered).toEqual([]);
  });

  it("offers 'Skip to main content' as the first Tab stop, shown when focused; it moves the focus to <main>", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/marketing/promotion');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const skip = page.getByRole('link', { name: 'Skip to main content', exact: true });
    expect(await inView(skip)).toBe(false);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await inView(skip)).toBe(true);
    await screenshot(page, 'shell-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).toBe('');
    expect(await inView(skip)).toBe(false);
    // The next Tab stop is in the main content (the breadcrumb), past the header and the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('collapses and expands the side menu with tooltips', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/deeplink');
    await page.getByRole('button', { name: 'Collapse' }).hover();
    await page.getByRole('tooltip').getByText('Collapse').waitFor();
    await page.getByRole('button', { name: 'Collapse' }).click();
    await page.getByRole('button', { name: 'Expand' }).waitFor();
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.getByRole('button', { name: 'Collapse' }).waitFor();
  });

  it('support sees only the customer items and is sent back from sections it may not open', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support');
    await page.getByTestId('greeting').getByText('Hi, Support').waitFor();
    await page.getByRole('menuitem', { name: 'B2C customer' }).waitFor();
    const labels = await menuLabels(page);
    expect(labels).toEqual(['Customer', 'B2C customer', 'B2B customer', 'Entitlement']);
    await page.goto(`${baseUrl}/deeplink`);
    await page.waitForURL(`${baseUrl}/customers/b2c`);
    await screenshot(page, 'shell-support');
  });

  it('viewer sees every menu group', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer');
    await page.getByTestId('greeting').getByText('Hi, Viewer').waitFor();
    const labels = await menuLabels(page);
    for (const group of [
      'Customer',
      'Entitlement',
      'Product',
      'Mini course',
      'Marketing',
      'Organization',
      'Voucher',
      'Deeplink',
    ]) {
      expect(labels).toContain(group);
    }
  });

  it('nobody gets Permission Denied, whose OK logs out', async () => {
    page = await browsers.freshPage();
    // Its own session: OK logs out, which ends it.
    await signInThroughLoginPage(page, baseUrl, 'nobody');
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-modal-confirm-title').getByText('Permission Denied').waitFor();
    await dialog.getByText('Sorry, you don’t have permission to this website.').waitFor();
    await page.waitForTimeout(500); // let the dialog finish its opening animation
    await screenshot(page, 'shell-permission-denied');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/interaction\//, { timeout: WAIT });
  });

  it('shows Not Found for an unknown path, and for add and detail pages not built yet (SHELL-RT-01/05)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/no/such/page');
    await page.getByText('Not Found', { exact: true }).waitFor();
    await screenshot(page, 'shell-not-found');
    for (const path of ['/organization/12/more', '/vouchers/42', '/products/content/12/more']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('Not Found', { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('keeps the session across a reload, and Log out returns to sign-in', async () => {
    page = await browsers.freshPage();
    // Through the login page, which returns to the page asked for; its own session, as Log out ends it.
    await signInThroughLoginPage(page, baseUrl, 'catalog', '/mini-courses');
    await page.getByTestId('greeting').getByText('Hi, Catalog').waitFor();
    await page.reload();
    await page.getByTestId('greeting').getByText('Hi, Catalog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/mini-courses');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/interaction\//, { timeout: WAIT });
    await page.locator('#login').waitFor();
  });

  it('sends the bearer token on API calls', async () => {
    page = await browsers.freshPage();
    const authorizations: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) authorizations.push(request.headers().authorization);
    });
    await signIn(page, baseUrl, 'admin', '/deeplink');
    await page.getByTestId('greeting').waitFor();
    const status = await page.evaluate(async () => {
      const token = JSON.parse(
        Object.entries(localStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1] ?? '{}',
      ).access_token;
      const res = await fetch('/api/portal/languages?size=10000&sort=name,ASC', {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, total: (await res.json()).totalElements };
    });
    expect(status).toEqual({ status: 200, total: 51 });
  });
});
