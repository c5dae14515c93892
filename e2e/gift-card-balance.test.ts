import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, recordToasts, signIn } from './support/browser';
import { openB2cCustomer } from './support/customers';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';

/**
 * The gift card balance (checklist 8.2, CUS-INFO-08, PERM-GIFT-01, issue 23): on jane's Customer info,
 * support raises the balance in two currencies (digits only, the shared rule's messages, one POST per
 * currency with the delta and a key of its own, one request each for a double click, the success text,
 * the balance read again) and reads the history; a refusal part-way names what was saved (GCB-09); the
 * viewer sees the balance and its history read-only. Values are read from the API first: other runs (a
 * retry) may have changed jane's balance.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, shots, expectAccessible } = marketingPages(() => page);

const JANE = 'jane.doe@example.com';
const SUCCESS = 'Gift card balance updated successfully.';

interface Balance {
  currency: string;
  amount: number;
}

/** Opens jane's detail (Customer info first); answers her customer id. */
async function openJane(): Promise<number> {
  const id = await openB2cCustomer(page, baseUrl, JANE);
  await section().waitFor();
  return id;
}

const section = () => page.getByRole('region', { name: 'Gift card balance', exact: true });
/** The shown amount of a currency ('112.50'). */
const shownAmount = (code: string) =>
  section()
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${code}$`) })
    .locator('xpath=following-sibling::td[1]');
const dialog = () => page.getByRole('dialog', { name: 'Edit gift card balance' });
const input = (code: string) => dialog().getByRole('textbox', { name: `New value of ${code}`, exact: true });
/** The message under a currency's input. */
const messageOf = (code: string) =>
  dialog().locator(`tr[data-currency="${code}"]`).locator('.ant-form-item-explain-error');

async function balancesOf(id: number): Promise<Map<string, number>> {
  const res = await store<Balance[]>('GET', `/v2/customer/${id}/credits`);
  return new Map(res.body.map((b) => [b.currency, b.amount]));
}

const money = (amount: number, digits = 2) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);

/** The history's rows as their cells' texts, newest first. */
async function historyRows(scope: Locator): Promise<string[][]> {
  const rows = scope.locator('.ant-table-tbody tr.ant-table-row');
  await rows.first().waitFor();
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push((await row.locator('td').allInnerTexts()).map((t) => t.trim()));
  return texts;
}

async function openHistory(): Promise<Locator> {
  await section().getByRole('button', { name: 'Gift card balance history' }).click();
  const region = section().getByRole('region', { name: 'Gift card balance history' });
  await region.waitFor();
  return region;
}

describe('gift card balance', () => {
  it('support raises the balance in two currencies and reads the history', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const id = await openJane();
    const toasts = await recordToasts(page);
    const before = await balancesOf(id);
    // GCB-01: one amount per currency code, as the ledger sums them.
    for (const [code, amount] of before)
      expect(await shownAmount(code).innerText()).toBe(money(amount, code === 'JPY' ? 0 : 2));
    await shots('gcb-section');

    await section().getByRole('button', { name: 'Edit gift card balance' }).click();
    await dialog().waitFor();
    // GCB-03: every currency code of the list, with its current value.
    const currencies = await store<{ data: { code: string }[] }>('GET', '/currencies');
    await input('USD').waitFor();
    expect(await dialog().locator('tr[data-currency]').count()).toBe(currencies.body.data.length);
    const usd = before.get('USD') ?? 0;
    const eur = before.get('EUR') ?? 0;
    expect(await dialog().locator('tr[data-currency="USD"] td').nth(1).innerText()).toBe(money(usd));
    expect(await dialog().locator('tr[data-currency="AED"] td').nth(1).innerText()).toBe('0.00');

    // GCB-06: only digits stay; GCB-04/05: the shared rule's words.
    await input('USD').fill('12a.5-0');
    await expect.poll(() => input('USD').inputValue()).toBe('1250');
    await input('USD').fill(String(Math.floor(usd)));
    await expect.poll(() => messageOf('USD').innerText()).toBe(`Must be more than ${usd.toFixed(2)}`);
    await input('USD').fill('1000001');
    await expect.poll(() => messageOf('USD').innerText()).toBe("'USD' cannot be more than 1,000,000");
    const newUsd = Math.floor(usd) + 10;
    const newEur = Math.floor(eur) + 5;
    await input('USD').fill(String(newUsd));
    await input('EUR').fill(String(newEur));
    await expect.poll(() => messageOf('USD').count()).toBe(0);
    await shots('gcb-dialog');
    // The filter narrows the list; what was typed stays.
    await dialog().getByRole('textbox', { name: 'Filter currencies' }).fill('euro');
    await expect.poll(() => input('USD').isVisible()).toBe(false);
    await shots('gcb-dialog-filtered');
    await dialog().getByRole('textbox', { name: 'Filter currencies' }).fill('');
    expect(await input('USD').inputValue()).toBe(String(newUsd));
    await expectAccessible('gift card balance dialog');

    // GCB-07/09: one POST per changed currency, in code order, the delta, a key each; a double click sends once.
    const sent: { body: Balance; key: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/v2/customer/${id}/credits`))
        sent.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] });
    });
    await dialog().getByRole('button', { name: 'Save', exact: true }).dblclick();
    await dialog().waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain(SUCCESS);
    expect(sent.map((s) => s.body)).toEqual([
      { currency: 'EUR', amount: Number((newEur - eur).toFixed(2)) },
      { currency: 'USD', amount: Number((newUsd - usd).toFixed(2)) },
    ]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
    for (const s of sent) expect(s.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // GCB-08: the balance is read again.
    await expect.poll(() => shownAmount('USD').innerText()).toBe(money(newUsd));
    await expect.poll(() => shownAmount('EUR').innerText()).toBe(money(newEur));

    // ★ The ledger: who, when, how much, why, the balance after; newest first.
    const history = await openHistory();
    const rows = await historyRows(history);
    expect(rows.slice(0, 2).map((r) => r.slice(1))).toEqual([
      ['USD', `+${money(newUsd - usd)}`, money(newUsd), 'Staff adjustment', 'support@portal.example.com'],
      ['EUR', `+${money(newEur - eur)}`, money(newEur), 'Staff adjustment', 'support@portal.example.com'],
    ]);
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Jane's demo history has gift cards and checkouts too.
    await expect.poll(async () => (await historyRows(history)).some((r) => r[4] === 'Checkout')).toBe(true);
    await shots('gcb-history');
    await expectAccessible('gift card balance with its history');
  }, 120_000);

  it('a refusal part-way names what was saved and keeps the dialog open (GCB-09)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const id = await openJane();
    const toasts = await recordToasts(page);
    const before = await balancesOf(id);
    await section().getByRole('button', { name: 'Edit gift card balance' }).click();
    await input('JPY').waitFor();
    const eur = before.get('EUR') ?? 0;
    await input('EUR').fill(String(Math.floor(eur) + 1));
    await input('JPY').fill('1000000');
    // Someone raises JPY meanwhile: the delta typed against the old value now passes the maximum.
    const raised = await store(
      'POST',
      `/v2/customer/${id}/credits`,
      { currency: 'JPY', amount: 1 },
      {
        'Idempotency-Key': `e2e-gcb09-${Date.now()}`,
      },
    );
    expect(raised.status).toBe(201);
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = "'JPY' cannot be more than 1,000,000";
    await expect.poll(toasts).toContain(`Saved: EUR. Not saved: JPY: ${refusal}`);
    expect(await dialog().isVisible()).toBe(true);
    await expect.poll(() => messageOf('JPY').innerText()).toBe(refusal);
    // EUR was saved: its input is cleared and its current value is the new one.
    await expect.poll(() => input('EUR').inputValue()).toBe('');
    await expect
      .poll(() => dialog().locator('tr[data-currency="EUR"] td').nth(1).innerText())
      .toBe(money(Math.floor(eur) + 1));
    await shots('gcb-partly-saved');
    const after = await balancesOf(id);
    expect(after.get('JPY')).toBe((before.get('JPY') ?? 0) + 1);
    expect(await toasts()).not.toContain(SUCCESS);
  });

  it('the viewer sees the balance and its history read-only', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/customers/b2c');
    const id = await openJane();
    const balances = await balancesOf(id);
    expect(balances.size).toBeGreaterThan(0);
    for (const [code, amount] of balances)
      expect(await shownAmount(code).innerText()).toBe(money(amount, code === 'JPY' ? 0 : 2));
    // PERM-GIFT-01 / GCB-02: no Edit without update:gift_card_balance.
    expect(await section().getByRole('button', { name: /Edit/ }).count()).toBe(0);
    const rows = await historyRows(await openHistory());
    expect(rows.length).toBeGreaterThan(0);
    await shots('gcb-viewer');
  });
});
