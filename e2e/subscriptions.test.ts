import type { Server } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/free-port';
import { browserPerTest, callPortalApi, recordToasts, signIn, WAIT } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption, openOptions, optionIn, pickOption, selectedText } from './support/select';
import { type RunningPortal, startPortal } from './support/server';
import { decodedMessage, startSmtp } from './support/smtp';

/**
 * Subscriptions (checklist 6): the B2C detail's Subscriptions tab for the demo customer jane, who has a
 * subscription in every displayed status: the cards (source 'eCom (Recurly)', the status tag), Cancel
 * of an Active one with its preview (one request for a double click, If-Match), then Revoke (the
 * customer and its entitlements read again), Pause for 2 months then Resume, Extend by 28 days (29
 * refused word for word; a stale version refused with the server's message, the dialog kept open),
 * the History of a card (issue 22 ★ Timeline: created, paused, resumed, read again after an action),
 * the subscriptions read again after an email change, and the viewer (no update:subscription) without
 * the Actions menu. The subscriptions are found by their status and content, not by id: other tests
 * may act on jane's too.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { heading, shots, expectAccessible, store } = marketingPages(() => page);

const JANE = 'jane.doe@example.com';
/** The demo support account's email (src/server/auth/demo-accounts.ts), who makes this file's changes. */
const SUPPORT = 'support@portal.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The plan of jane's Active eCom (Recurly) SUB-MONTHLY-FR (the billing seed's JANE): the United States may
 * take a code for it, and its plan rule offers upsells.
 */
const FRENCH_MONTHLY = 'French Subscription Monthly';

/** Opens jane's detail and its Subscriptions tab (on the portal at `url`); answers her Auth0 id. */
async function openJaneSubscriptions(url = baseUrl): Promise<string> {
  const found = await callPortalApi<{ content: { customerId: number; email: string | null; auth0Id: string }[] }>(
    page,
    `/customers?isB2c=true&email=${encodeURIComponent(JANE)}`,
  );
  const jane = found.content.find((c) => c.email === JANE);
  if (!jane) throw new Error(`no customer ${JANE}`);
  await page.goto(`${url}/customers/b2c/${jane.customerId}`);
  await heading().getByText(JANE, { exact: true }).waitFor();
  // CUS-DET-05: Customer info, Transactions, then Subscriptions.
  expect((await page.getByRole('tab').allInnerTexts()).slice(0, 3)).toEqual([
    'Customer info',
    'Transactions',
    'Subscriptions',
  ]);
  await page.getByRole('tab', { name: 'Subscriptions', exact: true }).click();
  await cards().first().waitFor();
  return jane.auth0Id;
}

const cards = () => page.locator('[data-subscription-id]');
const cardOf = (id: string) => page.locator(`[data-subscription-id="${id}"]`);
const actionsOf = (card: Locator) => card.getByRole('button', { name: /^Actions of / });
const statusOf = (card: Locator) => card.locator('.ant-card-head [data-status]');

/** The actions menu shown (antd keeps closed ones in the page, hidden). */
const openMenu = () => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');

/** The ids of the Active eCom (Recurly) subscriptions whose menu offers `action`, other than `skip`. */
async function activeRecurlyAll(action: string, skip: readonly string[] = []): Promise<string[]> {
  const ids: string[] = [];
  const active = cards()
    .filter({ has: page.locator('.ant-card-head [data-status="active"]') })
    .filter({ hasText: 'eCom (Recurly)' });
  const count = await active.count();
  for (let i = 0; i < count; i += 1) {
    const card = active.nth(i);
    const id = (await card.getAttribute('data-subscription-id')) ?? '';
    if (skip.includes(id)) continue;
    await actionsOf(card).click();
    const menu = openMenu();
    await menu.waitFor();
    const offered = (await menu.getByRole('menuitem', { name: action, exact: true }).count()) > 0;
    await actionsOf(card).click();
    await menu.waitFor({ state: 'hidden' });
    if (offered) ids.push(id);
  }
  return ids;
}

/** The id of an Active eCom (Recurly) subscription whose menu offers `action`, other than `skip`. */
async function activeRecurly(action: string, skip: readonly string[] = []): Promise<string> {
  const [id] = await activeRecurlyAll(action, skip);
  if (!id) throw new Error(`no Active eCom (Recurly) subscription offers ${action}`);
  return id;
}

/**
 * The id of the one Active eCom (Recurly) card whose Plan is `planTitle` (the demo data names jane's plans:
 * the billing seed's JANE).
 */
async function activeRecurlyOfPlan(planTitle: string): Promise<string> {
  const active = cards()
    .filter({ has: page.locator('.ant-card-head [data-status="active"]') })
    .filter({ hasText: 'eCom (Recurly)' });
  const ids: string[] = [];
  for (const card of await active.all())
    if ((await fieldValue(card, 'Plan').innerText()).trim() === planTitle)
      ids.push((await card.getAttribute('data-subscription-id')) ?? '');
  expect(ids, `jane's Active eCom (Recurly) subscriptions of ${planTitle}`).toHaveLength(1);
  return ids[0] as string;
}

async function choose(id: string, action: string, title: string): Promise<Locator> {
  await actionsOf(cardOf(id)).click();
  await openMenu().getByRole('menuitem', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** The value cell of a bordered field (a card's, or a dialog's preview). */
const fieldValue = (scope: Locator, label: string) =>
  scope
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

/**
 * A card's open History, as [label, who] per entry, oldest first; each entry's moment is checked to be a
 * page's 'YYYY-MM-DD HH:mm:ss'.
 */
async function historyEntries(card: Locator): Promise<[string, string][]> {
  const items = card.getByRole('region', { name: /^History of / }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => {
    const [label = '', line = ''] = text
      .split('\n')
      .map((part) => part.trim())
      .filter(Boolean);
    const who = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · (.+)$/.exec(line)?.[1] ?? `unexpected: '${line}'`;
    return [label, who];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const pageDay = (at: Date | number) => {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const modalDay = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;

/** The moment a day's tooltip names: 'YYYY-MM-DD HH:mm:ss' on a page, 'MM/DD/YYYY HH:mm:ss' in a dialog. */
async function momentIn(cell: Locator): Promise<Date> {
  const title = (await cell.locator('span[title]').getAttribute('title')) ?? '';
  const onPage = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(title);
  const inModal = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(title);
  const [y, m, d, h, mi, s] = onPage
    ? onPage.slice(1).map(Number)
    : inModal
      ? [inModal[3], inModal[1], inModal[2], inModal[4], inModal[5], inModal[6]].map(Number)
      : [];
  if (y === undefined) throw new Error(`not a moment: '${title}'`);
  return new Date(y, (m as number) - 1, d, h, mi, s);
}

const preview = (dialog: Locator) => dialog.getByRole('region', { name: 'What happens' });
/** A poll of a preview row's value ('' while the preview is loading). */
const previewed = (dialog: Locator, label: string) => () =>
  fieldValue(preview(dialog), label)
    .innerText()
    .catch(() => '');
/** The preview once loaded (its first row shows). */
async function loadedPreview(dialog: Locator): Promise<Locator> {
  const block = preview(dialog);
  await fieldValue(block, 'Takes effect').waitFor();
  return block;
}

describe('subscriptions', () => {
  it('cancels then revokes an Active subscription; pauses one for 2 months, resumes and extends it', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const auth0Id = await openJaneSubscriptions();
    const toasts = await recordToasts(page);
    // SUB-DISP-04: the Recurly source in words; the status as the portal's tag, never a code.
    await cards().filter({ hasText: 'eCom (Recurly)' }).first().waitFor();
    for (const status of await cards().locator('.ant-card-head [data-status]').allInnerTexts())
      expect([
        'Active',
        'Free Trial',
        'Grace Period',
        'Pending Cancel',
        'Pending Pause',
        'Paused',
        'Canceled',
        'Expired',
        'Pending Activation',
        'Unknown',
      ]).toContain(status.trim());
    await shots('sub-tab');
    await expectAccessible('subscriptions tab');

    // SUB-CAN-01/04: Active: at the next billing date, access until then.
    const canceled = await activeRecurly('Cancel');
    const nextBilling = await momentIn(fieldValue(cardOf(canceled), 'Next billing date'));
    const cancel = await choose(canceled, 'Cancel', 'Cancel subscription');
    await cancel.getByText('The cancellation takes effect at the next billing date.', { exact: false }).waitFor();
    const cancelPreview = await loadedPreview(cancel);
    expect(await fieldValue(cancelPreview, 'Takes effect').innerText()).toBe(modalDay(nextBilling));
    expect(await fieldValue(cancelPreview, 'Access ends').innerText()).toBe(modalDay(nextBilling));
    expect(await fieldValue(cancelPreview, 'Billed today').innerText()).toBe('Nothing billed today');
    await shots('sub-cancel-dialog');
    await expectAccessible('cancel dialog');
    // A double click sends one request (ActionDialog's single flight), with the version read (If-Match).
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/actions/cancel'))
        sent.push(request.headers()['if-match']);
    });
    await cancel.getByRole('button', { name: 'Cancel subscription', exact: true }).dblclick();
    await cancel.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Canceled successfully');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^"\d+"$/);
    await expect.poll(() => statusOf(cardOf(canceled)).innerText()).toBe('Pending Cancel');
    expect(await fieldValue(cardOf(canceled), 'End date').innerText()).toBe(pageDay(nextBilling));

    // SUB-REV: Pending Cancel allows revoking only: at once; the customer and its entitlements are read again.
    const reloads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && /^\/api\/portal\/(customers\/\d+|entitlements)$/.test(path)) reloads.push(path);
    });
    const revoke = await choose(canceled, 'Revoke entitlement', 'Revoke entitlement');
    await revoke.getByText('Revoking stops the subscription at once', { exact: false }).waitFor();
    const revokePreview = await loadedPreview(revoke);
    expect(await fieldValue(revokePreview, 'Access ends').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
    await revoke.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Revoke entitlement successfully');
    await expect.poll(() => statusOf(cardOf(canceled)).innerText()).toBe('Canceled');
    // A Canceled subscription's menu offers only Restart (SUB-RST).
    await actionsOf(cardOf(canceled)).click();
    await openMenu().waitFor();
    expect(await openMenu().getByRole('menuitem').allInnerTexts()).toEqual(['Restart']);
    await actionsOf(cardOf(canceled)).click();
    await openMenu().waitFor({ state: 'hidden' });
    await expect.poll(() => reloads.some((p) => p.startsWith('/api/portal/customers/'))).toBe(true);
    expect(reloads).toContain('/api/portal/entitlements');

    // SUB-PAU-01..04: 2 months = 60 days from the next billing date; the amount hidden while paused.
    const paused = await activeRecurly('Pause', [canceled]);
    const before = await momentIn(fieldValue(cardOf(paused), 'Next billing date'));
    const pause = await choose(paused, 'Pause', 'Pause subscription');
    await pause.getByText('ends after 30 days', { exact: false }).waitFor();
    await loadedPreview(pause);
    await pause.getByRole('radio', { name: '2 months' }).check();
    await pause.getByText('ends after 60 days', { exact: false }).waitFor();
    const pauseEnd = new Date(before.getTime() + 60 * DAY_MS);
    await expect
      .poll(async () =>
        fieldValue(preview(pause), 'Pause end')
          .innerText()
          .catch(() => ''),
      )
      .toBe(modalDay(pauseEnd));
    expect(await fieldValue(preview(pause), 'Pause start').innerText()).toBe(modalDay(before));
    expect(await fieldValue(preview(pause), 'New next billing date').innerText()).toBe(modalDay(pauseEnd));
    await pause.getByRole('button', { name: 'Pause', exact: true }).click();
    await pause.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Pause successful');
    const pausedCard = cardOf(paused);
    await expect.poll(() => statusOf(pausedCard).innerText()).toBe('Pending Pause');
    expect(await fieldValue(pausedCard, 'Pause start').innerText()).toBe(pageDay(before));
    expect(await fieldValue(pausedCard, 'Pause end').innerText()).toBe(pageDay(pauseEnd));
    expect(await fieldValue(pausedCard, 'Next billing amount').innerText()).toBe('Not billed while paused');

    // SUB-RES: the pause has not started: it is called off, nothing billed today.
    const resume = await choose(paused, 'Resume', 'Resume subscription');
    const resumePreview = await loadedPreview(resume);
    expect(await fieldValue(resumePreview, 'Billed today').innerText()).toBe('Nothing billed today');
    expect(await fieldValue(resumePreview, 'New next billing date').innerText()).toBe(modalDay(before));
    await resume.getByRole('button', { name: 'Resume', exact: true }).click();
    await resume.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Resumed successfully');
    await expect.poll(() => statusOf(pausedCard).innerText()).toBe('Active');
    expect(await fieldValue(pausedCard, 'Next billing date').innerText()).toBe(pageDay(before));

    // Issue 22 ★ Timeline: the card's History, read on opening, oldest first: the start by the customer,
    // then the pause and the resume by the support member.
    const historyToggle = pausedCard.getByRole('button', { name: /^History of / });
    expect(await historyToggle.getAttribute('aria-expanded')).toBe('false');
    await historyToggle.click();
    expect(await historyToggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await historyEntries(pausedCard)).length, { timeout: WAIT }).toBeGreaterThan(2);
    const history = await historyEntries(pausedCard);
    expect(history[0]).toEqual(['Created', 'Customer']);
    expect(history.slice(-2)).toEqual([
      ['Pause scheduled', SUPPORT],
      ['Resumed', SUPPORT],
    ]);
    await pausedCard.getByRole('region', { name: /^History of / }).scrollIntoViewIfNeeded();
    await shots('sub-history');
    await expectAccessible('subscription history');

    // SUB-EXT: digits and a dot only; 29 refused word for word; 28 moves the next billing date.
    const extend = await choose(paused, 'Extend billing date', 'Extend billing date');
    const days = extend.getByLabel('Extend days', { exact: true });
    await days.pressSequentially('2x9');
    expect(await days.inputValue()).toBe('29');
    await extend.getByText("'Extend days' cannot be longer than 28 days", { exact: true }).waitFor();
    await extend.getByText('Enter a valid number of days to see the new billing date.').waitFor();
    await days.fill('28');
    await expect.poll(() => extend.getByText("'Extend days' cannot be longer than 28 days").count()).toBe(0);
    const extended = new Date(before.getTime() + 28 * DAY_MS);
    await expect.poll(previewed(extend, 'New next billing date'), { timeout: WAIT }).toBe(modalDay(extended));
    await shots('sub-extend-dialog');

    // Someone extends it by a day meanwhile: the confirm is refused (409, the version read is stale), the
    // server's message in a toast, the dialog stays open and the card and preview show the subscription
    // as it is now; confirming again acts on that version.
    const listed = await store<{ subscription_id: string; rowVersion: number }[]>(
      'GET',
      `/subscriptions?auth0Id=${encodeURIComponent(auth0Id)}`,
    );
    const row = listed.body.find((r) => r.subscription_id === paused);
    const meanwhile = await store(
      'POST',
      `/subscriptions/${paused}/actions/extend?auth0Id=${encodeURIComponent(auth0Id)}`,
      { extend_days: 1, source: 'Recurly' },
      { 'If-Match': `"${row?.rowVersion}"` },
    );
    expect(meanwhile.status).toBe(200);
    await extend.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect
      .poll(toasts)
      .toContain(`Subscription ${paused} changed since it was read: its current state is shown.`);
    expect(await extend.isVisible()).toBe(true);
    const twice = new Date(before.getTime() + 29 * DAY_MS);
    await expect
      .poll(() => fieldValue(pausedCard, 'Next billing date').innerText())
      .toBe(pageDay(before.getTime() + DAY_MS));
    await expect.poll(previewed(extend, 'New next billing date'), { timeout: WAIT }).toBe(modalDay(twice));
    await extend.getByRole('button', { name: 'Extend', exact: true }).click();
    await extend.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Next billing date extended successfully');
    await expect.poll(() => fieldValue(pausedCard, 'Next billing date').innerText()).toBe(pageDay(twice));
    // The open History is read again after each action: someone's extension, then this one.
    await expect
      .poll(async () => (await historyEntries(pausedCard)).slice(-3))
      .toEqual([
        ['Resumed', SUPPORT],
        ['Billing date extended', SUPPORT],
        ['Billing date extended', SUPPORT],
      ]);
  }, 180_000);

  it('reads the subscriptions again after an email change (CUS-EMAIL-06)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    // A Username customer other than jane with a subscription (about one in seven has one).
    const list = await callPortalApi<{ content: { customerId: number; email: string | null; auth0Id: string }[] }>(
      page,
      '/customers?isB2c=true&connections=USERNAME&size=100',
    );
    let chosen: { customerId: number; email: string } | null = null;
    for (const c of list.content) {
      if (!c.email || c.email === JANE) continue;
      const subs = await store<unknown[]>('GET', `/subscriptions?auth0Id=${encodeURIComponent(c.auth0Id)}`);
      if (subs.status === 200 && subs.body.length > 0) {
        chosen = { customerId: c.customerId, email: c.email };
        break;
      }
    }
    if (!chosen) throw new Error('no Username customer with a subscription');
    await page.goto(`${baseUrl}/customers/b2c/${chosen.customerId}`);
    await heading().getByText(chosen.email, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Subscriptions', exact: true }).click();
    await cards().first().waitFor();
    await page.getByRole('tab', { name: 'Customer info', exact: true }).click();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/store/subscriptions')
        reads.push(request.url());
    });
    await page.getByRole('button', { name: 'Edit email', exact: true }).click();
    const mail = page.getByRole('dialog', { name: 'Edit email' });
    const newEmail = `e2e.subscriptions.${Date.now()}@example.com`;
    await mail.getByLabel('New email', { exact: true }).fill(newEmail);
    await mail.getByLabel('Confirm email', { exact: true }).fill(newEmail);
    await mail.getByRole('button', { name: 'Save', exact: true }).click();
    await mail.waitFor({ state: 'hidden' });
    await heading().getByText(newEmail, { exact: true }).waitFor();
    await expect.poll(() => reads.length).toBeGreaterThan(0);
  }, 120_000);

  it('shows the viewer the subscriptions without the Actions menu (SUB-ACT-01)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/customers/b2c');
    await openJaneSubscriptions();
    await cards().filter({ hasText: 'eCom (Recurly)' }).first().waitFor();
    expect(await cards().count()).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: /^Actions/ }).count()).toBe(0);
    await shots('sub-tab-viewer');
  }, 120_000);

  it('restarts a Canceled eCom (Recurly) subscription from its order summary (SUB-RST)', async () => {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    await openJaneSubscriptions();
    const toasts = await recordToasts(page);
    const canceled = cards()
      .filter({ has: page.locator('.ant-card-head [data-status="canceled"]') })
      .filter({ hasText: 'eCom (Recurly)' });
    await canceled.first().waitFor();
    const id = (await canceled.first().getAttribute('data-subscription-id')) as string;
    const title = (await cardOf(id).locator(`[id="subscription-${id}"]`).innerText()).trim();
    const activeSameTitle = () =>
      cards()
        .filter({ has: page.locator('.ant-card-head [data-status="active"]') })
        .filter({ has: page.getByText(title, { exact: true }) })
        .count();
    const before = await cards().count();
    const activeBefore = await activeSameTitle();

    // SUB-RST-01/02: the order summary, read on opening, bordered.
    const dialog = await choose(id, 'Restart', 'Restart subscription');
    const summary = dialog.getByRole('region', { name: 'Restart subscription' });
    const notFound = summary.getByText('Product not found. Please make a new order.', { exact: true });
    await expect
      .poll(async () => (await fieldValue(summary, 'Total').count()) + (await notFound.count()), { timeout: WAIT })
      .toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/sub-restart-1280.png' });
    await shots('sub-restart');
    await expectAccessible('restart dialog');
    if ((await notFound.count()) > 0) {
      // SUB-RST-03: no summary, no confirm.
      expect(await dialog.getByRole('button', { name: 'Restart', exact: true }).count()).toBe(0);
      return;
    }
    expect(await fieldValue(summary, 'Plan').innerText()).not.toBe('');
    expect(await fieldValue(summary, 'Billing plan').innerText()).not.toBe('');
    for (const label of ['Original price', 'Tax', 'Total'])
      expect(await fieldValue(summary, label).innerText()).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const total = await fieldValue(summary, 'Total').innerText();
    await summary.getByText(`The customer is billed ${total} today`, { exact: false }).waitFor();

    // SUB-RST-04/05: confirmed once, 'Restart successful', a new Active card of the same plan.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/actions\/restart/.test(r.url())) posts.push(r.url());
    });
    const confirm = dialog.getByRole('button', { name: 'Restart', exact: true });
    await confirm.dblclick();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Restart successful');
    expect(posts).toHaveLength(1);
    await expect.poll(() => cards().count(), { timeout: WAIT }).toBe(before + 1);
    await expect.poll(activeSameTitle, { timeout: WAIT }).toBe(activeBefore + 1);
  }, 120_000);
});

/**
 * Apply promo code (SUB-PRO), the switch-plan and the upsell links (SUB-PLN) on a portal of these tests'
 * own, whose outbox delivers to a small SMTP listener (SMTP_URL, as checkout-link.test.ts), so the link's
 * message is read as it left. They act on jane's SUB-MONTHLY-FR, which the demo data guarantees.
 */
describe('subscriptions: promo code and plan link', () => {
  let portal: RunningPortal;
  let smtp: Server;
  const received: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port, (raw) => received.push(raw));
    portal = await startPortal({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  }, 180_000);

  afterAll(async () => {
    await portal?.stop();
    await new Promise((resolve) => smtp?.close(resolve));
  });

  /** The codes of a subscription that the United States may take (SUB-PRO-03), from the store API. */
  const usCodes = (id: string) =>
    page.evaluate(async (subscriptionId) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const res = await fetch(`/api/store/v2/subscriptions/${subscriptionId}/coupons`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`coupons: ${res.status}`);
      const coupons = (await res.json()) as { code: string; appliedCountries: { code: string }[] }[];
      return coupons
        .filter((c) => c.appliedCountries.length === 0 || c.appliedCountries.some((a) => a.code === 'US'))
        .map((c) => c.code);
    }, id);

  /** Support at 1280 wide on jane's Subscriptions tab; answers the toasts shown from then on. */
  async function supportOnJane() {
    page = await browsers.freshPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'support', '/customers/b2c');
    await openJaneSubscriptions(portal.baseUrl);
    return recordToasts(page);
  }

  it('applies a promo code for the United States, then sends a switch-plan link (SUB-PRO, SUB-PLN)', async () => {
    const toasts = await supportOnJane();

    // The demo data's: jane's Active eCom (Recurly) SUB-MONTHLY-FR, whose plan takes WELCOME10 (for the
    // United States and Canada only) and SPRING25 (every country).
    const id = await activeRecurlyOfPlan(FRENCH_MONTHLY);
    expect(await activeRecurlyAll('Apply promo code')).toContain(id);
    expect(await usCodes(id)).toEqual(expect.arrayContaining(['WELCOME10', 'SPRING25']));
    const apply = await choose(id, 'Apply promo code', 'Apply promo code');
    // SUB-PRO-02: both required.
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await apply.getByText("'Country' is required", { exact: true }).waitFor();
    await apply.getByText("'Promo code' is required", { exact: true }).waitFor();
    // SUB-PRO-03: a code limited to other countries is not offered for Germany.
    await chooseOption(page, 'Country', 'Germany', { scope: apply, search: 'Germany' });
    const germanCodes = await openOptions(page, 'Promo code', { scope: apply });
    await optionIn(germanCodes, /^SPRING25/).waitFor();
    expect(await optionIn(germanCodes, /^WELCOME10/).count()).toBe(0);
    await pickOption(germanCodes, /^SPRING25/);
    await chooseOption(page, 'Country', 'United States', { scope: apply, search: 'United States' });
    const codes = await openOptions(page, 'Promo code', { scope: apply });
    // SUB-PRO-04..06: the code (or a bulk prefix and six asterisks), its kind, the discount, the duration.
    const welcome = optionIn(codes, /^WELCOME10/);
    expect((await welcome.innerText()).trim()).toMatch(/^WELCOME10\s*Regular\s*10\.00%\s*Single use$/);
    await pickOption(codes, welcome);
    expect(await selectedText(page, 'Promo code', { scope: apply })).toMatch(/^WELCOME10/);
    const block = await loadedPreview(apply);
    expect(await fieldValue(block, 'Takes effect').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await fieldValue(block, 'New next billing date').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.screenshot({ path: '/tmp/sub-apply-1280.png' });
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(toasts).toContain('Applied successfully');
    await apply.waitFor({ state: 'hidden' });

    // SUB-PLN: switch plan: the prefilled email, a plan found by 'German', the link e-mailed.
    const before = received.length;
    const change = await choose(id, 'Switch plan', 'Switch plan');
    expect(await change.getByLabel('Email', { exact: true }).inputValue()).toBe(JANE);
    await change.getByText('Nothing changes until the customer follows the link.', { exact: true }).waitFor();
    const plans = await openOptions(page, 'Target plan', { scope: change, search: 'German' });
    // The debounced search's answer: every option names German (before it, the unsearched list shows).
    const options = plans.locator('.ant-select-item-option');
    await expect.poll(async () => (await options.allInnerTexts()).every((t) => /german|-DE\b/i.test(t))).toBe(true);
    const plan = options.first();
    const pid = /\(([^()]+)\)$/.exec((await plan.innerText()).trim())?.[1] ?? '';
    await plan.click();
    await plans.waitFor({ state: 'hidden' });
    await change.getByRole('button', { name: 'Send link', exact: true }).click();
    await expect
      .poll(toasts, { message: 'the toasts' })
      .toContain('An email containing the switch plan link has been sent to the user.');
    await change.waitFor({ state: 'hidden' });

    // The message as the outbox delivered it: to jane, with the link naming the chosen plan.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(before);
    const message = decodedMessage(received.at(-1) as string);
    expect(message).toMatch(/^To: jane\.doe@example\.com/m);
    expect(message).toContain(`/subscription/${id}/change-plan?pid=${pid}`);
  }, 180_000);

  it('sends an upsell link and reads it in the outbox (SUB-PLN)', async () => {
    const toasts = await supportOnJane();

    // The demo data's: jane's Active eCom (Recurly) SUB-MONTHLY-FR, whose plan rule (Standard Monthly,
    // upsell-downgrades seed) offers SUB-ANNUAL-FR, then AA-MONTHLY.
    const id = await activeRecurlyOfPlan(FRENCH_MONTHLY);
    const before = received.length;
    const upsell = await choose(id, 'Upsell', 'Upsell');
    await upsell.getByText('(SUB-MONTHLY-FR)', { exact: true }).waitFor();
    // SUB-PLN-01: the customer's email, prefilled.
    expect(await upsell.getByLabel('Email', { exact: true }).inputValue()).toBe(JANE);
    await upsell.getByText('Nothing changes until the customer follows the link.', { exact: true }).waitFor();
    // SUB-PLN-02: the target plan is required.
    await upsell.getByRole('button', { name: 'Send link', exact: true }).click();
    await upsell.getByText("'Target plan' is required", { exact: true }).waitFor();
    // SUB-PLN-03: the plan rule's upsells (API-S-24): the primary, then the secondary, as title (pid).
    const plans = await openOptions(page, 'Target plan', { scope: upsell });
    const options = plans.locator('.ant-select-item-option');
    await expect
      .poll(() => options.allInnerTexts(), { timeout: WAIT })
      .toEqual(['French Subscription Annual (SUB-ANNUAL-FR)', 'All Access Subscription Monthly (AA-MONTHLY)']);
    await page.screenshot({ path: '/tmp/sub-upsell-options-1280.png' });
    await pickOption(plans, 'French Subscription Annual (SUB-ANNUAL-FR)');
    expect(await selectedText(page, 'Target plan', { scope: upsell })).toBe(
      'French Subscription Annual (SUB-ANNUAL-FR)',
    );
    await upsell.getByText("'Target plan' is required", { exact: true }).waitFor({ state: 'detached' });
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/sub-upsell-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible('upsell dialog');

    // SUB-PLN-05..07: sent once (API-S-25, the current plan and the chosen one), the spec's message.
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/subscriptions/${id}/`)) posts.push(r.postDataJSON());
    });
    await upsell.getByRole('button', { name: 'Send link', exact: true }).click();
    await expect
      .poll(toasts, { message: 'the toasts' })
      .toContain('An email containing the upsell link has been sent to the user.');
    await upsell.waitFor({ state: 'hidden' });
    expect(posts).toEqual([
      expect.objectContaining({ email: JANE, original_pid: 'SUB-MONTHLY-FR', pid: 'SUB-ANNUAL-FR' }),
    ]);

    // The message as the outbox delivered it: to jane, with the link to the chosen plan.
    const link = `/subscription/${id}/change-plan?pid=SUB-ANNUAL-FR`;
    const sent = () => received.slice(before).map(decodedMessage);
    await expect.poll(() => sent().filter((m) => m.includes(link)).length, { timeout: 20_000 }).toBe(1);
    const message = sent().find((m) => m.includes(link)) as string;
    expect(message).toMatch(/^To: jane\.doe@example\.com/m);
    expect(message).toMatch(/^Subject: Change your plan to French Subscription Annual/m);
  }, 180_000);
});
