import { describe, expect, it } from 'vitest';
import { browserPerTest, screenshot, signIn } from './support/browser';
import { portalUrl } from './support/portal';

const baseUrl = portalUrl();
const browsers = browserPerTest();

describe('deeplink list', () => {
  it('lists the 12 in-app features in order, each with a type=2 landing-page link that can be copied', async () => {
    const page = await browsers.freshPage();
    await browsers.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, baseUrl, 'admin', '/deeplink');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(12);
    const features = await rows.locator('td:first-child').allInnerTexts();
    expect(features.map((f) => f.trim())).toEqual([
      'Me Tab',
      'Reading',
      'Skills',
      'Bonus Packs',
      'Flash Cards',
      'Quick Match',
      'Speak Easy',
      'Speak Round',
      'My Vocabulary',
      'Smart Tutor',
      'Mini Lesson',
      'Set Reminder',
    ]);
    const links = await rows
      .locator('a[href*="type=2"]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(12);
    for (const link of links) {
      const url = new URL(link);
      expect(url.searchParams.get('type')).toBe('2');
      expect(url.searchParams.get('category')).toMatch(/^[a-z_]+$/);
    }
    await rows.nth(1).getByRole('button', { name: /copy/i }).click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(links[1]);
    await screenshot(page, 'deeplink-list');
  });
});
