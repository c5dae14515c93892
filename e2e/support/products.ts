import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseOption } from './select';

/** The fields of a content product the browser tests read back. */
export interface ProductView {
  id: number;
  name: string;
  isbn: string;
  status: string;
  learnName: string | null;
  course: { courseLevel: string | null; courseId: string | null };
  hasHistoricalActiveStatus: boolean;
  rowVersion: number;
}

/**
 * The content product pages as the tests use them, on the test file's current page (`page()`): toasts,
 * the page header and its status tag, buttons by exact name, and opening a product's detail.
 */
export function productPages(page: () => Page, baseUrl: string) {
  // The heading: the product name and its status tag (the read-only fields show the name too).
  const header = () => page().locator('section[aria-labelledby="page-title"] h1').first();
  return {
    // One notice of that text, though an earlier one may still be on screen beside it (strict mode).
    notice: (text: string) =>
      page().locator('.ant-notification-notice, .ant-message-notice', { hasText: text }).first(),
    header,
    statusTag: () => header().locator('[data-status]').first(),
    button: (name: string, scope: Page | Locator = page()) => scope.getByRole('button', { name, exact: true }),
    async openDetail(product: Pick<ProductView, 'id' | 'name'>): Promise<void> {
      await page().goto(`${baseUrl}/products/content/${product.id}`);
      await header().getByText(product.name, { exact: true }).waitFor();
    },
  };
}

/** Sends any call to the portal API with the signed-in user's token; answers the status and the body. */
export async function sendPortalApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const res = await fetch(`/api/portal${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body, headers },
  ) as Promise<{ status: number; body: T }>;
}

/**
 * A clean single-level product (French level 3: no planted content defects), as the API test's
 * `single()` but without upsell and upgrade references (the verification checks that they exist).
 */
export function singleLevelProduct(isbn: string, name: string) {
  return {
    isbn,
    productType: 'SINGLE_LEVEL',
    isPremium: false,
    languageId: 15,
    name,
    upsellName: 'French 3',
    learnName: 'French Level Three',
    upsellDescription: 'Thirty more lessons.',
    price: { amount: 19.99, currency: 'USD' },
    notes: 'e2e',
    version: 'orig',
    course: { courseLevel: '3', courseId: 'fr-L3', courseVersion: 'orig', courseName: 'French Level 3' },
    lessonRange: { from: 1, to: 30 },
    productUpsells: [],
    upgradeId: null,
    upgradeIsbn: null,
    upgradeName: null,
    upgradeEcomPid: null,
    upgradePromotionCode: null,
    namiGroups: ['fr_level_3'],
    isUpsellSupportedByNami: true,
    isDeeplinkSupportedByNami: true,
    deepLink: 'https://app.example.com/learn/fr',
    deepLinkPromotion: { promotionTitle: 'Start today', promotionContent: 'Free week', promotionComment: 'c' },
  };
}

/** Creates a STAGING single-level product through the API. */
export async function createSingleLevel(page: Page, isbn: string, name: string): Promise<ProductView> {
  const created = await sendPortalApi<ProductView>(page, 'POST', '/products', singleLevelProduct(isbn, name));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.status).toBe('STAGING');
  return created.body;
}

/** Verifies (a clean course: it succeeds) and publishes a product through the API: it is ACTIVE. */
export async function publishThroughApi(page: Page, product: ProductView): Promise<void> {
  const verified = await sendPortalApi<{ succeeded: boolean }>(page, 'POST', `/products/${product.id}/verification`, {
    comments: 'e2e',
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(verified.body.succeeded, JSON.stringify(verified.body)).toBe(true);
  const published = await sendPortalApi(page, 'POST', `/products/${product.id}/publishing`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** Fills the add form with a clean single-level product (French level 3: no planted content defects). */
export async function fillSingleLevel(page: Page, isbn: string, name: string): Promise<void> {
  await page.getByLabel('ISBN', { exact: true }).fill(isbn);
  await chooseOption(page, 'Product type', 'Single level');
  await chooseOption(page, 'Language', 'French', { search: 'French' });
  await page.getByLabel('Standard', { exact: true }).check();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price amount').fill('19.99');
  await chooseOption(page, 'Course level', 'Level 3');
  await page.getByLabel('End lesson').fill('30');
  expect(await page.getByLabel('Start lesson').inputValue()).toBe('1');
  expect(await page.getByLabel('Version', { exact: true }).inputValue()).toBe('orig');
}
