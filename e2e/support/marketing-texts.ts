import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe';

/**
 * The marketing text screens (description templates, disclosures) as their browser tests use them, on
 * the test file's current page (`page()`): the store API with the user's token, the rich-text editors
 * and their toolbars, the read-only rows, screenshots at 1280 and 1440 px, an axe check, and a watch
 * on JavaScript dialogs and CSP violations.
 */

export type ContentLabel = 'English content' | 'Spanish content';

const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-textui';

export function marketingPages(page: () => Page) {
  const p = page;
  const editor = (label: ContentLabel) => p().getByRole('textbox', { name: label });
  return {
    /** Calls the store API with the signed-in user's token; answers the status, the body and the ETag. */
    async store<T>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; body: T; etag: string | null }> {
      return p().evaluate(
        async ({ method, path, body, headers }) => {
          const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
          const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
          const res = await fetch(`/api/store${path}`, {
            method,
            headers: {
              Authorization: `Bearer ${token}`,
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
              ...headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: text ? JSON.parse(text) : null, etag: res.headers.get('etag') };
        },
        { method, path, body, headers },
      ) as Promise<{ status: number; body: T; etag: string | null }>;
    },

    // One notice of that text, though an earlier one may still be on screen beside it (strict mode).
    notice: (text: string) => p().locator('.ant-notification-notice, .ant-message-notice', { hasText: text }).first(),
    button: (name: string, scope?: Page | Locator) => (scope ?? p()).getByRole('button', { name, exact: true }),
    /** The page heading (the record's name on a detail page). */
    heading: () => p().locator('section[aria-labelledby="page-title"] h1').first(),
    rows: () => p().locator('.ant-table-tbody tr.ant-table-row'),
    editor,
    tool: (label: ContentLabel, name: string) =>
      p()
        .getByRole('toolbar', { name: `${label} formatting` })
        .getByRole('button', { name, exact: true }),
    /** The read-only row of a field: its rendered value. */
    viewOf: (label: string) =>
      p()
        .locator('.ant-descriptions-item-label')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::td[1]'),

    /** Types at the end of an editor. */
    async typeInto(label: ContentLabel, text: string): Promise<void> {
      await editor(label).click();
      await p().keyboard.press('Control+End');
      await p().keyboard.type(text);
    },

    /** Pastes as the browser would: a paste event carrying the clipboard's plain text and, if given, HTML. */
    async paste(label: ContentLabel, text: string, html?: string): Promise<void> {
      await editor(label).click();
      await p().keyboard.press('Control+End');
      await editor(label).evaluate(
        (element, data) => {
          const transfer = new DataTransfer();
          transfer.setData('text/plain', data.text);
          if (data.html) transfer.setData('text/html', data.html);
          element.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
          );
        },
        { text, html },
      );
    },

    /** Full-page screenshots at 1280 and 1440 px wide (SHOTS_DIR, default /tmp/shots-textui), `prepare` run at each width. */
    async shots(name: string, prepare?: () => Promise<void>): Promise<void> {
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [1280, 1440]) {
        await p().setViewportSize({ width, height: 900 });
        await p().waitForTimeout(300);
        // What a resize undoes (a hover's tooltip), set up again.
        await prepare?.();
        await p().screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
      await p().setViewportSize({ width: 1400, height: 900 });
    },

    /** No serious or critical axe violation on the page as it is (the watermark hidden while axe looks). */
    expectAccessible: (screen: string) => expectAccessible(p(), screen),
  };
}

/** Records every JavaScript dialog (alert, confirm) the page opens, and every CSP violation it reports. */
export async function watchPage(page: Page): Promise<{ dialogs: string[]; violations: string[] }> {
  const seen = { dialogs: [] as string[], violations: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => {
    seen.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return seen;
}
