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

/** The heading rules (issue 21), every impact: levels in order, one h1, no empty heading. */
const HEADING_RULES = ['heading-order', 'page-has-heading-one', 'empty-heading'];

/**
 * What is wrong with the page's headings as they are now: axe's heading rules (any impact), and the
 * outline read directly: the visible headings (a dialog's too), of which the first is the one h1 and
 * none is more than one level below the heading before it. One line per problem; none: [].
 */
export async function headingProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(HEADING_RULES).analyze();
  const axe = violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}: ${v.help}`));
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.checkVisibility())
      .map((h) => ({ level: Number(h.tagName.slice(1)), text: h.innerText.trim().slice(0, 40) })),
  );
  const outline: string[] = [];
  if (levels.filter((h) => h.level === 1).length !== 1 || levels[0]?.level !== 1) {
    outline.push(`not one h1 first: ${levels.map((h) => `h${h.level} '${h.text}'`).join(', ')}`);
  }
  levels.forEach((h, i) => {
    const before = levels[i - 1];
    if (before && h.level > before.level + 1)
      outline.push(`h${before.level} '${before.text}' → h${h.level} '${h.text}'`);
  });
  return [...axe, ...outline];
}
