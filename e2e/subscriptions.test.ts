import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest, callPortalApi, recordToasts, signIn, WAIT } from './support/browser';
import { marketingPages } from './support/marketing-texts';

/**
 * Subscriptions (checklist 6): the B2C detail's Subscriptions tab for the demo customer jane, who has a
 * subscription in every displayed status: the cards (source 'eCom (Recurly)', the status tag), Cancel
 * of an Active one with its preview (one request for a double click, If-Match), then Revoke (the
 * customer and its entitlements read again), Pause for 2 months then Resume, Extend by 28 days (29
 * refused word for word; a stale version refused with the server's message, the dialog kept open),
 * the subscriptions read again after an email change, and the viewer (no update:subscription) without
 * the Actions menu. The subscriptions are found by their status and content, not by id: other tests
 * may act on jane's too.
 */

const baseUrl = inject('portalUrl');
const browsers = browserPerTest();
let page: Page;
const { heading, shots, expectAccessible, store } = marketingPages(() => page);

const JANE = 'jane.doe@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens jane's detail and its Subscriptions tab; answers her Auth0 id. */
async function openJaneSubscriptions(): Promise<string> {
  const found = await callPortalApi<{ content: { customerId: number; email: string | null; auth0Id: string }[] }>(
    page,
    `/customers?isB2c=true&email=${encodeURIComponent(JANE)}`,
  );
  const jane = found.content.find((c) => c.email === JANE);
  if (!jane) throw new Error(`no customer ${JANE}`);
  await page.goto(`${baseUrl}/customers/b2c/${jane.customerId}`);
  await heading().getByText(JANE, { exact: true }).waitFor();
  // CUS-DET-05: Subscriptions right after Customer info.
  expect((await page.getByRole('tab').allInnerTexts()).slice(0, 2)).toEqual(['Customer info', 'Subscriptions']);
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

/** The id of an Active eCom (Recurly) subscription whose menu offers `action`, other than `skip`. */
async function activeRecurly(action: string, skip: readonly string[] = []): Promise<string> {
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
    if (offered) return id;
  }
  throw new Error(`no Active eCom (Recurly) subscription offers ${action}`);
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
    expect(await actionsOf(cardOf(canceled)).count()).toBe(0);
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
});
