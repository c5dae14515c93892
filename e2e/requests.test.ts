import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, isbnMaker, signIn } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { createSingleLevel } from './support/products';
import { visitListsAndDetails } from './support/screens';

/**
 * Issue 21: no screen sends the same request twice. The built app (no StrictMode double effects):
 * opening each list and the detail its first row opens, and saving or acting on a detail, send each
 * API read once.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const uniqueIsbn = isbnMaker(45);
const { store, button } = marketingPages(() => page);

/** Records the API reads the page sends from now on; `take()` answers them and starts afresh. */
function recordReads(on: Page) {
  let reads: string[] = [];
  on.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return {
    take() {
      const taken = reads;
      reads = [];
      return taken;
    },
  };
}

/** The reads sent more than once, with how often: '/api/… ×2'. */
function repeated(reads: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const read of reads) counts.set(read, (counts.get(read) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([read, n]) => `${read} ×${n}`);
}

/** Lets the reads a step started finish. */
async function settle(): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

describe('each API read is sent once', () => {
  it('opening every list, and the detail its first row opens', async () => {
    page = await browsers.freshPage();
    const reads = recordReads(page);
    await signIn(page, baseUrl, 'admin', '/deeplink');
    await settle();
    const twice: string[] = [];
    const visit = async (opened: string) => {
      await settle();
      twice.push(...repeated(reads.take()).map((read) => `${opened}: ${read}`));
    };
    await visitListsAndDetails(page, baseUrl, visit, () => reads.take());
    expect(twice).toEqual([]);
  }, 300_000);

  it('a saved edit and a workflow action read the content product again once', async () => {
    page = await browsers.freshPage();
    const reads = recordReads(page);
    await signIn(page, baseUrl, 'catalog', '/products/content');
    const product = await createSingleLevel(page, uniqueIsbn(), `E2E requests ${Date.now()}`);
    await page.goto(`${baseUrl}/products/content/${product.id}`);
    await button('Edit').click();
    await button('Save').waitFor();
    await page.getByLabel('Course name on learn page', { exact: true }).fill('Changed by the requests test');
    await settle();
    reads.take();
    await button('Save').click();
    await button('Edit').waitFor();
    await settle();
    const productReads = () => reads.take().filter((read) => /^\/api\/portal\/products\/[^/?]+$/.test(read));
    expect(productReads()).toHaveLength(1);

    await button('Verify').click();
    await page.getByRole('dialog', { name: 'Verify' }).getByLabel('Comments').fill('Checked by the requests test');
    reads.take();
    await button('Verify', page.getByRole('dialog', { name: 'Verify' })).click();
    await page.locator('.ant-notification-notice-success').waitFor();
    await settle();
    expect(productReads()).toHaveLength(1);
  }, 120_000);

  it('a saved edit reads the description template again once', async () => {
    page = await browsers.freshPage();
    const reads = recordReads(page);
    await signIn(page, baseUrl, 'admin', '/products/description');
    const created = await store<{ id: number }>('POST', '/descriptions', {
      name: `E2E requests ${Date.now()}`,
      multi_language_content: { en: '<p>Monthly</p>', es: '<p>Mensual</p>' },
    });
    expect(created.status).toBe(201);
    const detail = `/api/store/descriptions/${created.body.id}`;
    await page.goto(`${baseUrl}/products/description/${created.body.id}`);
    await button('Edit').click();
    const name = page.getByLabel('Name', { exact: true });
    await name.fill(`${await name.inputValue()} v2`);
    await settle();
    reads.take();
    await button('Save').click();
    await button('Edit').waitFor();
    await settle();
    expect(reads.take().filter((read) => read === detail)).toEqual([detail]);
  }, 120_000);
});
