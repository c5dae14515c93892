import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FILL_REQUIRED_FIELDS } from '../src/shared/domain/error-messages';
import { browserPerTest, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOption } from './support/select';

/**
 * The from–to number input (SHELL-UX-04, components/NumberRangeInput.tsx) on the content product form:
 * a message both ends share shows once, under the pair, and each end is marked by its own messages.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

const REQUIRED = 'Lesson range is required';
const marked = (label: string) => page.locator('.ant-input-number-status-error', { has: page.getByLabel(label) });
const shown = (text: string) => page.getByText(text, { exact: true });

describe('the lesson range', () => {
  it(`says '${REQUIRED}' once for a lesson pack with both ends empty, and marks each end by its own messages`, async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/products/content/add');
    await page.getByText('Add new product').waitFor();
    await chooseOption(page, 'Product type', 'Lesson pack');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.ant-message-notice', { hasText: FILL_REQUIRED_FIELDS }).waitFor();
    await shown(REQUIRED).first().waitFor();
    await page.screenshot({ path: '/tmp/customerux-lesson-range.png' });
    expect(await shown(REQUIRED).count()).toBe(1);
    expect([await marked('Start lesson').count(), await marked('End lesson').count()]).toEqual([1, 1]);
    // The message names the pair: each end is described by it.
    const help = await page.getByLabel('End lesson').getAttribute('aria-describedby');
    expect(help).toBeTruthy();
    expect(await page.locator(`[id="${help}"]`).innerText()).toBe(REQUIRED);
    expect(await page.getByLabel('Start lesson').getAttribute('aria-describedby')).toBe(help);

    // One end filled: the message stays (once) for the other end, and only that end is marked.
    await page.getByLabel('Start lesson').fill('3');
    await page.getByLabel('Start lesson').press('Tab');
    await expect.poll(() => marked('Start lesson').count()).toBe(0);
    expect(await marked('End lesson').count()).toBe(1);
    expect(await shown(REQUIRED).count()).toBe(1);

    // Different messages of the two ends show one under the other, each once.
    await page.getByLabel('End lesson').fill('31');
    await page.getByLabel('End lesson').press('Tab');
    await shown('Lesson range must be between 1 and 30').waitFor();
    expect(await shown(REQUIRED).count()).toBe(0);
    await page.getByLabel('End lesson').fill('5');
    await page.getByLabel('End lesson').press('Tab');
    await expect.poll(() => page.locator('.ant-form-item-explain-error', { hasText: /Lesson range/ }).count()).toBe(0);
  });
});
