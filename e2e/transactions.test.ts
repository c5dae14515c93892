import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../src/shared/contracts/transactions';
import { browserPerTest, callPortalApi, recordToasts, signIn } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';

/**
 * Transactions and refunds (checklist 7): jane's Transactions tab. Support refunds part of her demo
 * purchase (the amount defaults to the total), is refused a refund above what is left with the spec's
 * message, then refunds the rest with 'Full Amount' and reads REFUNDED and the refunds in the row's
 * expansion; a double click on Refund sends one request with an Idempotency-Key. The viewer sees the
 * transactions without a Refund button. Only this file refunds jane's purchases: the demo purchase, or on a
 * retry (a failed try may have refunded it) another of her purchases with nothing refunded.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { heading, shots, expectAccessible, store } = marketingPages(() => page);

const JANE = 'jane.doe@example.com';
/** jane's demo purchase (src/server/areas/billing/seed.ts DEMO_TRANSACTION_ID): nothing refunded. */
const DEMO_TRANSACTION_ID = 'txn_demo0000000000000000001';

/** Opens jane's Transactions tab, all on one page; answers her Auth0 id. */
async function openJaneTransactions(): Promise<string> {
  const found = await callPortalApi<{ content: { customerId: number; auth0Id: string; email: string | null }[] }>(
    page,
    `/customers?isB2c=true&email=${encodeURIComponent(JANE)}`,
  );
  const jane = found.content.find((c) => c.email === JANE);
  if (!jane) throw new Error(`no customer ${JANE}`);
  await page.goto(`${baseUrl}/customers/b2c/${jane.customerId}`);
  await heading().getByText(JANE, { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Transactions', exact: true }).click();
  await table().locator('tbody tr.ant-table-row').first().waitFor();
  // All of them on one page (10 a page by default): rows are found by their id.
  await table().locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '50 / page' }).click();
  await expect.poll(() => table().locator('tbody tr.ant-table-row').count()).toBeGreaterThan(10);
  return jane.auth0Id;
}

/**
 * The purchase this try refunds: jane's demo purchase while nothing is refunded from it, else another of her
 * completed purchases from the same source with nothing refunded (a retry after a try that refunded it).
 */
async function unrefundedPurchase(auth0Id: string): Promise<string> {
  const { status, body } = await store<Transaction[]>('GET', `/transactions?auth0Id=${encodeURIComponent(auth0Id)}`);
  expect(status).toBe(200);
  const demo = body.find((t) => t.id === DEMO_TRANSACTION_ID);
  if (!demo) throw new Error(`jane has no transaction ${DEMO_TRANSACTION_ID}`);
  const untouched = body.filter((t) => t.status === 'COMPLETED' && t.refundPrice === null && t.source === demo.source);
  const chosen = untouched.find((t) => t.id === DEMO_TRANSACTION_ID) ?? untouched[0];
  if (!chosen) throw new Error('jane has no purchase left with nothing refunded');
  return chosen.id;
}

const table = () => page.getByRole('region', { name: 'Transactions' });
const rowOf = (id: string) => table().locator('tr.ant-table-row', { hasText: id });
const cellOf = async (row: Locator, column: string) => {
  const headers = await table().locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === column);
  if (index < 0) throw new Error(`no column ${column} in ${headers.join(', ')}`);
  return row.locator('td').nth(index);
};
const refundDialog = () => page.getByRole('dialog', { name: 'Refund' });

describe('transactions', () => {
  it('refunds part of a transaction, is refused above what is left, then refunds the rest in full', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const txn = await unrefundedPurchase(await openJaneTransactions());
    const toasts = await recordToasts(page);
    const row = rowOf(txn);
    await row.waitFor();
    expect(await (await cellOf(row, 'Status')).innerText()).toBe('Completed');
    expect(await (await cellOf(row, 'Source')).innerText()).toBe('eCom');
    const total = (await (await cellOf(row, 'Total')).innerText()).trim();
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    const totalCents = Math.round(Number(total.slice(1)) * 100);

    // RFD-02: the amount defaults to the total; RFD-03/04: the spec's messages.
    const requests: { key: string | undefined; body: string | null }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/transactions\/[^/]+\/refunds$/.test(r.url()))
        requests.push({ key: r.headers()['idempotency-key'], body: r.postData() });
    });
    await row.getByRole('button', { name: `Refund ${txn}` }).click();
    const dialog = refundDialog();
    const amount = dialog.getByLabel('Refund amount', { exact: true });
    expect(await amount.inputValue()).toBe(total.slice(1));
    await amount.fill('');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('Please input refund amount', { exact: true }).waitFor();
    await amount.fill('abc');
    await dialog.getByText('Please input a valid number', { exact: true }).waitFor();
    // RFD-05: above what is left.
    await amount.fill(String((totalCents + 1) / 100));
    await dialog.getByText('Refund amount exceeds total payment', { exact: true }).waitFor();
    // RFD-06: two decimals on blur.
    await amount.fill('5');
    await amount.blur();
    expect(await amount.inputValue()).toBe('5.00');
    await shots('transactions-refund-dialog');
    // A double click sends one request, with its idempotency key.
    await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await expect.poll(toasts).toContain('Transaction Refunded Successfully.');
    await dialog.waitFor({ state: 'hidden' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({ amount: '5.00', source: 'Recurly' });
    const left = (totalCents - 500) / 100;
    await row.getByRole('button', { name: /expand row/i }).click();
    const refundable = page.locator('tr.ant-table-expanded-row .ant-descriptions-item', {
      hasText: 'Refundable amount',
    });
    await expect
      .poll(() => refundable.locator('.ant-descriptions-item-content').innerText())
      .toBe(`$${left.toFixed(2)}`);
    await row.getByRole('button', { name: /collapse row/i }).click();

    // RFD-07: 'Full Amount' fills what is left; the row becomes REFUNDED without a Refund button.
    await row.getByRole('button', { name: `Refund ${txn}` }).click();
    await refundDialog().getByRole('button', { name: 'Full Amount' }).click();
    expect(await refundDialog().getByLabel('Refund amount', { exact: true }).inputValue()).toBe(left.toFixed(2));
    await refundDialog().getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .poll(async () => (await toasts()).filter((t) => t === 'Transaction Refunded Successfully.').length)
      .toBe(2);
    await expect.poll(async () => (await cellOf(row, 'Status')).innerText()).toBe('Refunded');
    expect(await row.getByRole('button', { name: `Refund ${txn}` }).count()).toBe(0);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.key).not.toBe(requests[0]?.key);

    // The expansion: the breakdown to 2 decimals and both refunds, with who made them.
    await row.getByRole('button', { name: /expand row/i }).click();
    const details = table().locator('tr.ant-table-expanded-row');
    await details.getByText('Refundable amount').waitFor();
    const refunds = details.locator('[aria-label="Refunds"] .ant-list-item');
    await expect.poll(() => refunds.count()).toBe(2);
    expect(await refunds.first().innerText()).toContain('support@portal.example.com');
    await shots('transactions-expanded');
    await expectAccessible('transactions');
  }, 180_000);

  it('shows the viewer the transactions without a Refund button (PERM-TXN-01)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/customers/b2c');
    await openJaneTransactions();
    expect(await table().locator('tr.ant-table-row').count()).toBeGreaterThan(3);
    expect(
      await table()
        .getByRole('button', { name: /^Refund / })
        .count(),
    ).toBe(0);
  }, 120_000);
});
