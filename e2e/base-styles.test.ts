import { describe, expect, it } from 'vitest';
import { browserPerTest, screenshot, signIn } from './support/browser';
import { portalUrl } from './support/portal';

const baseUrl = portalUrl();
const browsers = browserPerTest();

describe('base styles and the favicon', () => {
  it('signing in logs no console error, on the login page or the first app page', async () => {
    const page = await browsers.freshPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const seen = new Set<string>();
    page.on('response', (response) => seen.add(`${response.status()} ${new URL(response.url()).pathname}`));

    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/interaction\//);
    await page.locator('#login').waitFor();
    await page.waitForLoadState('networkidle');
    await page.fill('#login', 'admin');
    await page.fill('#password', 'demo');
    await page.click('button[type=submit]');
    await page.getByTestId('greeting').waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect([...seen].filter((line) => line.startsWith('404'))).toEqual([]);

    // The icons exist: the app's SVG (linked from index.html) and /favicon.ico, which browsers ask for
    // on pages that link none (the login page).
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    const svg = await page.request.get(`${baseUrl}/favicon.svg`);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    const ico = await page.request.get(`${baseUrl}/favicon.ico`);
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  });

  it('the body has no margin, and a page with little on it does not scroll', async () => {
    const page = await browsers.freshPage();
    // b2b sees two menu items and lands on the organization list: a page of ten rows fits the window.
    await signIn(page, baseUrl, 'b2b');
    await page.getByRole('heading', { name: 'Organization' }).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const layout = await page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(layout.bodyMargin).toBe('0px');
    expect(layout.scrollHeight).toBe(layout.innerHeight);
    expect(layout.scrollWidth).toBe(layout.innerWidth);
    await screenshot(page, 'base-styles-placeholder');
  });
});
