import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The serious and critical axe violations on the page as it is now (axe-core's full default rule set:
 * WCAG 2.x A/AA and best practices), one line per element. The watermark (SHELL-WM-01: a picture laid
 * over the whole app, no content) is hidden while axe looks: over it axe cannot tell a text's
 * background, and would leave every colour contrast of the app unchecked.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const watermarked = (await page.locator('.portal-watermark').count()) > 0;
  const hidden = watermarked
    ? await page.addStyleTag({
        content: '.portal-watermark > div[style*="background-image"] { display: none !important; }',
      })
    : null;
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  await hidden?.evaluate((style) => (style as HTMLStyleElement).remove());
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
      ),
    );
}

/**
 * No serious or critical violation on the screen as it is now; `screen` names it in the failure. Soft:
 * every screen of a test is reported. The pointer is moved off the page first (a hovered control shows
 * its hover colour), and entrance animations (dialogs, popovers, notices) are let finish: axe reads
 * colours as painted.
 */
export async function expectAccessible(page: Page, screen: string, scope?: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const found = await seriousViolations(page, scope);
  if (found.length > 0) console.log(`${screen}:\n  ${found.join('\n  ')}`);
  expect.soft(found, screen).toEqual([]);
}
