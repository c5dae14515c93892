import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, recordToasts, signIn, WAIT } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { decodedMessage, portalWithMail } from './support/smtp';

/**
 * Gifts (checklist 8.1): the B2C detail's Gift tab for the demo customer jane, who has given and received
 * a gift in every state. Support updates the recipient email of a Sent gift (the rule's three messages,
 * one request for a double click with If-Match, 'Email updated successfully.', the list read again) and
 * resends its gift email (asked first; 'Email send successfully.'; the message as the outbox delivered it
 * to a small SMTP listener). The viewer sees both lists without the actions. On a portal of its own.
 */

const browsers = browserPerTest();
let page: Page;
const { heading, shots, expectAccessible } = marketingPages(() => page);

const JANE = 'jane.doe@example.com';
/** The demo data's Sent gift from jane to an address no customer has (src/server/areas/billing/seed-gifts.ts). */
const LEO = 'leo.martin@example.net';
const TABS = ['Customer info', 'Transactions', 'Subscriptions', 'Learning progress', 'In-app purchase record', 'Gift'];

const { portal, received } = portalWithMail();

const given = () => page.getByRole('region', { name: 'Gifts given', exact: true });
const receivedList = () => page.getByRole('region', { name: 'Gifts received', exact: true });
const rowsOf = (list: Locator) => list.locator('tr.ant-table-row');
const rowWith = (list: Locator, text: string) => rowsOf(list).filter({ hasText: text });

/** Signs `login` in at 1280 wide, opens jane's detail and its Gift tab. */
async function openJaneGifts(login: string) {
  page = await browsers.freshPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, portal().baseUrl, login, '/customers/b2c');
  const found = await callPortalApi<{ content: { customerId: number; email: string | null }[] }>(
    page,
    `/customers?isB2c=true&email=${encodeURIComponent(JANE)}`,
  );
  const jane = found.content.find((c) => c.email === JANE);
  if (!jane) throw new Error(`no customer ${JANE}`);
  await page.goto(`${portal().baseUrl}/customers/b2c/${jane.customerId}`);
  await heading().getByText(JANE, { exact: true }).waitFor();
  // CUS-DET-05: the B2C tabs in the spec's order, Gift last.
  expect(await page.getByRole('tab').allInnerTexts()).toEqual(TABS);
  await page.getByRole('tab', { name: 'Gift', exact: true }).click();
  await rowsOf(given()).first().waitFor({ timeout: WAIT });
}

/** The statuses shown in a list (GIFT-04). */
const statusesOf = async (list: Locator) =>
  new Set((await list.locator('tr.ant-table-row [data-status]').allInnerTexts()).map((s) => s.trim()));

describe('gifts', () => {
  it('support updates a gift recipient and resends the gift email (GIFT-05..08)', async () => {
    await openJaneGifts('support');
    const toasts = await recordToasts(page);
    expect(await statusesOf(given())).toEqual(new Set(['Pending', 'Sent', 'Redeemed']));
    expect(await statusesOf(receivedList())).toEqual(new Set(['Pending', 'Sent', 'Redeemed']));
    // GIFT-02/03: the columns (GIFT-09: our labels).
    expect(await given().locator('thead th').allInnerTexts()).toEqual([
      'Title',
      'Status',
      'Delivery date',
      'Recipient',
      'Redeemed email',
      'Action',
    ]);
    expect(await receivedList().locator('thead th').allInnerTexts()).toEqual([
      'Title',
      'Status',
      'Delivery date',
      'Redeem date',
      'Subscription start',
      'Subscription end',
      'Giver',
      'Recipient',
      'Redeemed email',
      'Action',
    ]);
    // GIFT-05: a Redeemed gift offers no action; Pending and Sent ones both.
    const redeemed = rowsOf(given()).filter({ has: page.locator('[data-status="Redeemed"]') });
    expect(await redeemed.getByRole('button').count()).toBe(0);
    const sent = rowWith(given(), LEO);
    expect(await sent.getByRole('button').allInnerTexts()).toEqual(['Update recipient email', 'Resend gift email']);
    await shots('gift-tab');
    await expectAccessible('gift tab');

    // GIFT-06: the rule's messages, word for word.
    await sent.getByRole('button', { name: /^Update recipient email/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update recipient email' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await dialog.getByText("'Recipient email' is required", { exact: true }).waitFor();
    const field = dialog.getByLabel('Recipient email', { exact: true });
    await field.fill('leo at example');
    await save.click();
    await dialog.getByText('Invalid email format.', { exact: true }).waitFor();
    await field.fill(LEO.toUpperCase());
    await save.click();
    await dialog.getByText('Please enter a new email.', { exact: true }).waitFor();
    await shots('gift-update-dialog');

    // GIFT-07: a double click sends one request, on the version read; the list is read again.
    const newEmail = `leo.${Date.now()}@example.net`;
    await field.fill(newEmail);
    const puts: (string | undefined)[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'PUT' && path.endsWith('/update-email')) puts.push(request.headers()['if-match']);
      if (request.method() === 'GET' && path === '/api/store/v2/gift') reads.push(path);
    });
    await save.dblclick();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Email updated successfully.');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatch(/^"\d+"$/);
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    const updated = rowWith(given(), newEmail);
    await updated.waitFor();
    expect(await rowWith(given(), LEO).count()).toBe(0);

    // GIFT-08 (GIFT-09: asked first, naming the address): one request, the toast, the email delivered.
    const before = received.length;
    await updated.getByRole('button', { name: /^Resend gift email/ }).click();
    const resend = page.getByRole('dialog', { name: 'Resend gift email' });
    await resend.getByText(newEmail, { exact: false }).waitFor();
    await shots('gift-resend-dialog');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/send-email')) posts.push(request.url());
    });
    await resend.getByRole('button', { name: 'Send', exact: true }).dblclick();
    await resend.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('Email send successfully.');
    expect(posts).toHaveLength(1);
    await expect
      .poll(
        () =>
          received
            .slice(before)
            .map(decodedMessage)
            .filter((m) => m.includes(`To: ${newEmail}`)).length,
        {
          timeout: WAIT,
        },
      )
      .toBe(1);
    const message =
      received
        .slice(before)
        .map(decodedMessage)
        .find((m) => m.includes(`To: ${newEmail}`)) ?? '';
    expect(message).toMatch(/Subject: .* sent you a gift: /);
    expect(message).toContain('/redeem');
  }, 180_000);

  it('shows the viewer both lists without the actions (PERM-GIFT-02)', async () => {
    await openJaneGifts('viewer');
    await rowsOf(receivedList()).first().waitFor();
    expect(await rowsOf(given()).count()).toBeGreaterThan(2);
    expect(await page.getByRole('button', { name: /^(Update recipient email|Resend gift email)/ }).count()).toBe(0);
    await shots('gift-tab-viewer');
  }, 120_000);
});
