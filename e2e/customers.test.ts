import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, signIn, WAIT } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption } from './support/select';

/**
 * Customers (checklist 2, 3.1, 3.2, 3.4, 3.5, 4.1–4.5, 4.8): the list (email on Enter, Advanced Search
 * by name and by transaction id, chips, the URL restoring the list, both tabs), the detail (edit name,
 * edit email, opt-in, billing address for the US and Canada, reset password, learning progress and
 * in-app purchases, delete by typing the email), and what `support`, `viewer` and `catalog` may do.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, notice, button, heading, rows, viewOf, shots, expectAccessible } = marketingPages(() => page);

const JANE = 'jane.doe@example.com';
const OLIVIA = 'olivia.admin@example.org';
const JANE_TRANSACTION = 'txn_demo0000000000000000001';

interface ListItem {
  customerId: number;
  email: string | null;
  name: string;
  connection: string;
  isB2b: boolean;
}
interface Customer extends ListItem {
  supportResetPassword: boolean;
  sharedCustomers: { id: number; email: string | null }[];
}
interface Subscriber {
  subscriberStatus: string;
  optIn: boolean | null;
}
interface PaymentMethod {
  billingAddress: { postalCode: string; district: string; country: string };
}

/** Calls the portal API with the signed-in user's token; answers the status and the body. */
async function portal<T>(method: string, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const res = await fetch(`/api/portal${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path },
  ) as Promise<{ status: number; body: T }>;
}

async function customerByEmail(email: string, tab: 'isB2c' | 'isB2b' = 'isB2c'): Promise<ListItem> {
  const found = await portal<{ content: ListItem[] }>(
    'GET',
    `/customers?${tab}=true&email=${encodeURIComponent(email)}`,
  );
  expect(found.status).toBe(200);
  const row = found.body.content.find((c) => c.email === email);
  if (!row) throw new Error(`no customer ${email}`);
  return row;
}

/**
 * A B2C Username customer other than jane, chosen by `accept` (read through the API), skipping `taken`:
 * each test changes its own customer.
 */
async function pickCustomer(
  accept: (customer: Customer) => Promise<boolean>,
  taken: readonly number[] = [],
): Promise<Customer> {
  const list = await portal<{ content: ListItem[] }>('GET', '/customers?isB2c=true&connections=USERNAME&size=100');
  expect(list.status).toBe(200);
  for (const row of list.body.content) {
    if (!row.email || row.email === JANE || taken.includes(row.customerId)) continue;
    const detail = await portal<Customer>('GET', `/customers/${row.customerId}`);
    if (detail.status === 200 && (await accept(detail.body))) return detail.body;
  }
  throw new Error('no customer fits');
}

/** The open dialog titled `title`. */
const dialog = (title: string) => page.getByRole('dialog', { name: title });

const pager = () => page.locator('.ant-pagination-total-text');
const popover = () => page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ hasText: 'Advanced Search' });

async function advancedSearch(fields: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Advanced Search' }).click();
  const form = popover();
  await form.getByRole('button', { name: 'Search', exact: true }).waitFor();
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await form.waitFor({ state: 'hidden' });
}

describe('customers', () => {
  it('finds a customer by email, by name and by a transaction id; the URL restores the list', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'support', '/customers');
    // CUS-LIST-01/02.
    await page.waitForURL(`${baseUrl}/customers/b2c`);
    await heading().getByText('Customer list', { exact: true }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['B2B', 'B2C']);
    for (const column of ['Email', 'Name', 'Connection', 'Created at', 'Action'])
      await page.locator('.ant-table-thead th', { hasText: column }).first().waitFor();
    await rows().first().waitFor();
    // CUS-LIST-20: 'a~b of N items', newest first.
    await expect.poll(() => pager().innerText()).toMatch(/^1~10 of \d+ items$/);
    await button('Send checkout link').waitFor();
    await shots('cus-list-b2c');
    await expectAccessible('customer list');

    // CUS-LIST-08: the email box applies on Enter, trimmed, page 1.
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/page=2/);
    const email = page.getByLabel('Search by email', { exact: true });
    await email.fill(`  ${JANE} `);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get('email')).toBeNull();
    await email.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('email') === JANE && !url.searchParams.has('page'));
    await expect.poll(() => pager().innerText()).toBe('1~1 of 1 item');
    await rows().first().getByRole('link', { name: JANE, exact: true }).waitFor();
    expect(await rows().first().getByRole('link', { name: 'View', exact: true }).getAttribute('href')).toMatch(
      /^\/customers\/b2c\/\d+$/,
    );
    // CUS-LIST-18: the chip; removing it clears the filter.
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText(`Email: ${JANE}`).waitFor();
    await chips.getByRole('listitem').filter({ hasText: 'Email:' }).locator('.ant-tag-close-icon').click();
    await page.waitForURL((url) => !url.searchParams.has('email'));
    await expect.poll(() => pager().innerText()).toMatch(/^1~10 of/);

    // CUS-LIST-10/15/17: Advanced Search by name, trimmed.
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await popover().getByLabel('Transaction ID', { exact: true }).waitFor();
    await popover().getByLabel('Name', { exact: true }).fill('  Jane Doe ');
    await shots('cus-list-advanced-b2c');
    await popover().getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === 'Jane Doe');
    await rows().getByRole('link', { name: JANE, exact: true }).waitFor();
    await chips.getByText('Name: Jane Doe').waitFor();
    await shots('cus-list-name');
    // Cancel closes without applying.
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await popover().getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await popover().getByRole('button', { name: 'Cancel', exact: true }).click();
    await popover().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('email')).toBeNull();
    await button('Clear all').click();
    await page.waitForURL((url) => !url.searchParams.has('name'));

    // CUS-LIST-28: a transaction id resolves to its customer.
    await advancedSearch({ 'Transaction ID': ` ${JANE_TRANSACTION} ` });
    await page.waitForURL((url) => url.searchParams.get('transactionId') === JANE_TRANSACTION);
    await expect.poll(() => pager().innerText()).toBe('1~1 of 1 item');
    await rows().first().getByRole('link', { name: JANE, exact: true }).waitFor();
    await shots('cus-list-transaction');

    // CUS-LIST-07: a reload restores the list.
    await page.reload();
    await rows().first().getByRole('link', { name: JANE, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('transactionId')).toBe(JANE_TRANSACTION);
    await chips.getByText(`Transaction ID: ${JANE_TRANSACTION}`).waitFor();

    // CUS-LIST-29: an id of no customer: an empty table saying so.
    await advancedSearch({ 'Transaction ID': 'txn_unknown_e2e' });
    await page.getByText('No customer has this transaction or subscription id.').waitFor();
    expect(await rows().count()).toBe(0);
    await shots('cus-list-transaction-unknown');
    await button('Clear all').click();
    await page.waitForURL((url) => !url.searchParams.has('transactionId'));
    await rows().first().waitFor();

    // The B2B tab: its route, its columns and its Advanced Search fields.
    await page.getByRole('tab', { name: 'B2B' }).click();
    await page.waitForURL(`${baseUrl}/customers/b2b`);
    await page.locator('.ant-table-thead th', { hasText: 'Organization' }).first().waitFor();
    expect(await page.locator('.ant-table-thead th', { hasText: 'Connection' }).count()).toBe(0);
    await rows().first().waitFor();
    expect(await button('Send checkout link').count()).toBe(0);
    await shots('cus-list-b2b');
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await popover().getByLabel('Organization', { exact: true }).waitFor();
    expect(await popover().getByLabel('Transaction ID', { exact: true }).count()).toBe(0);
    await shots('cus-list-advanced-b2b');
    await popover().getByRole('button', { name: 'Cancel', exact: true }).click();

    // Back to B2C: the list as it was left; a row opens the detail under the list's path.
    await page.getByRole('tab', { name: 'B2C' }).click();
    await page.waitForURL(`${baseUrl}/customers/b2c`);
    await page.getByLabel('Search by email', { exact: true }).fill(JANE);
    await page.getByLabel('Search by email', { exact: true }).press('Enter');
    await rows().first().getByRole('link', { name: JANE, exact: true }).click();
    await page.waitForURL(/\/customers\/b2c\/\d+$/);
    await heading().getByText(JANE, { exact: true }).waitFor();
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  }, 180_000);

  it('edits the name, the email, the opt-in and the billing address (US, Canada) and resets the password', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const customer = await pickCustomer(async (c) => {
      if (!c.supportResetPassword) return false;
      const sub = await store<Subscriber>('GET', `/customer/${c.customerId}/subscriber`);
      if (sub.status !== 200 || sub.body.subscriberStatus === 'No Data' || sub.body.optIn === null) return false;
      const pay = await store<PaymentMethod | null>('GET', `/customer/${c.customerId}/payment-method`);
      return pay.status === 200 && pay.body !== null;
    });
    const id = customer.customerId;
    await page.goto(`${baseUrl}/customers/b2c/${id}`);
    await heading()
      .getByText(customer.email as string, { exact: true })
      .waitFor();
    // CUS-DET-05: the B2C tabs in the spec's order.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Customer info',
      'Transactions',
      'Subscriptions',
      'Learning progress',
      'In-app purchase record',
      'Gift',
    ]);
    await viewOf('Auth0 ID').waitFor();
    await page.getByRole('group', { name: 'Payment information' }).waitFor();
    await page.getByRole('button', { name: 'Reset password', exact: true }).waitFor();
    await shots('cus-detail-b2c');
    await expectAccessible('customer detail');

    // CUS-NAME: prefilled by the split name; required and 50 max with the shared messages; trimmed.
    await page.getByRole('button', { name: 'Edit name', exact: true }).click();
    const name = dialog('Edit name');
    const first = name.getByLabel('First name', { exact: true });
    const last = name.getByLabel('Last name', { exact: true });
    const space = customer.name.indexOf(' ');
    expect(await first.inputValue()).toBe(space < 0 ? customer.name : customer.name.slice(0, space));
    await first.fill('');
    await last.fill('x'.repeat(51));
    await button('Save', name).click();
    await name.getByText("'First name' is required").waitFor();
    await name.getByText("'Last name' cannot be longer than 50 characters").waitFor();
    await shots('cus-modal-name-errors');
    // SHELL-UX-01: closing with changes asks first.
    await button('Cancel', name).click();
    const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
    await unsaved.waitFor();
    await button('Stay', unsaved).click();
    await unsaved.waitFor({ state: 'hidden' });
    await first.fill('  Ada ');
    await last.fill(' Lovelace E2E ');
    await button('Save', name).click();
    await notice('Update successful').waitFor();
    await name.waitFor({ state: 'hidden' });
    await expect.poll(() => viewOf('Name').innerText()).toBe('Ada Lovelace E2E');

    // CUS-OPTIN: Yes/No; 'Request sent'.
    const before = (await store<Subscriber>('GET', `/customer/${id}/subscriber`)).body.optIn;
    await page.getByRole('button', { name: 'Edit marketing opt-in', exact: true }).click();
    const optIn = dialog('Edit marketing opt-in');
    await optIn.getByRole('radio', { name: before ? 'Yes' : 'No', exact: true }).waitFor();
    expect(await optIn.getByRole('radio', { name: before ? 'Yes' : 'No', exact: true }).isChecked()).toBe(true);
    await shots('cus-modal-optin');
    await optIn.getByText(before ? 'No' : 'Yes', { exact: true }).click();
    await button('Save', optIn).click();
    await notice('Request sent').waitFor();
    await expect.poll(() => viewOf('Marketing opt-in').innerText()).toBe(before ? 'No' : 'Yes');
    expect((await store<Subscriber>('GET', `/customer/${id}/subscriber`)).body.optIn).toBe(!before);

    // CUS-EMAIL: format, not the current one, the confirmation the same.
    await page.getByRole('button', { name: 'Edit email', exact: true }).click();
    const mail = dialog('Edit email');
    await button('Save', mail).click();
    await mail.getByText("'New email' is required").waitFor();
    await mail.getByText("'Confirm email' is required").waitFor();
    await mail.getByLabel('New email', { exact: true }).fill('not-an-email');
    await mail.getByText('Please check the format of your email and try again.').waitFor();
    await mail.getByLabel('New email', { exact: true }).fill(customer.email as string);
    await mail.getByText('This email is already taken. Please choose a different email.').waitFor();
    const newEmail = `e2e.customer.${Date.now()}@example.com`;
    await mail.getByLabel('New email', { exact: true }).fill(newEmail);
    await mail.getByLabel('Confirm email', { exact: true }).fill(`x${newEmail}`);
    await mail.getByText('The email addresses you entered are different. Please check and try again.').waitFor();
    await shots('cus-modal-email-errors');
    await mail.getByLabel('Confirm email', { exact: true }).fill(newEmail);
    await button('Save', mail).click();
    await notice('Update successful').waitFor();
    await heading().getByText(newEmail, { exact: true }).waitFor();
    await expect.poll(() => viewOf('Email').innerText()).toBe(newEmail);

    // CUS-BILL: the US: 'ZIP Code', digits and hyphens only.
    await page.getByRole('button', { name: 'Edit billing address' }).click();
    const billing = dialog('Edit billing address');
    await chooseOption(page, 'Country', 'United States', { scope: billing, search: 'United States' });
    await billing.getByText('ZIP Code', { exact: true }).waitFor();
    await billing.getByLabel('ZIP Code', { exact: true }).fill('ABC 12');
    await button('Save', billing).click();
    await billing.getByText('Please input a valid ZIP Code.').waitFor();
    await shots('cus-modal-billing-us');
    await billing.getByLabel('ZIP Code', { exact: true }).fill('94105-1234');
    await button('Save', billing).click();
    await notice('Update successful').waitFor();
    await billing.waitFor({ state: 'hidden' });
    await expect.poll(() => viewOf('ZIP Code').innerText()).toBe('94105-1234');

    // Canada: the province is required; 'Postcode'.
    await page.getByRole('button', { name: 'Edit billing address' }).click();
    await chooseOption(page, 'Country', 'Canada', { scope: billing, search: 'Canada' });
    await billing.getByLabel('Postcode', { exact: true }).fill('M5V 2T6');
    await button('Save', billing).click();
    await billing.getByText("'Province' is required").waitFor();
    await shots('cus-modal-billing-ca');
    await chooseOption(page, 'Province', 'Ontario (ON)', { scope: billing });
    await button('Save', billing).click();
    await notice('Update successful').waitFor();
    await billing.waitFor({ state: 'hidden' });
    await expect.poll(() => viewOf('Postcode').innerText()).toBe('M5V 2T6');
    await expect.poll(() => viewOf('District \\(Province\\)').innerText()).toBe('ON');
    const stored = await store<PaymentMethod>('GET', `/customer/${id}/payment-method`);
    expect(stored.body.billingAddress).toEqual({ postalCode: 'M5V 2T6', district: 'ON', country: 'CA' });

    // CUS-PWD: a confirmation, then 'Email Send！'.
    await button('Reset password').click();
    const reset = dialog('Reset password');
    await reset.getByText(`Send a reset-password email to ${newEmail}?`).waitFor();
    await shots('cus-modal-reset');
    await button('Send', reset).click();
    await notice('Email Send！').waitFor();
    await notice(`Reset password Email has been successfully send to ${newEmail}`).waitFor();

    // CUS-LP and CUS-IAP: their tabs.
    await page.getByRole('tab', { name: 'Learning progress' }).click();
    await page.getByLabel('Subusers', { exact: true }).waitFor();
    await page.locator('.ant-table-thead th', { hasText: 'Course name' }).first().waitFor();
    await shots('cus-detail-progress');
    await page.getByRole('tab', { name: 'In-app purchase record' }).click();
    await page.getByLabel('Product name', { exact: true }).waitFor();
    await page.locator('.ant-table-thead th', { hasText: 'ISBN' }).first().waitFor();
    await shots('cus-detail-iap');
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  }, 240_000);

  it('deletes a customer once the exact email is typed', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    // Not the customers the other tests change: one without a payment method.
    const customer = await pickCustomer(async (c) => {
      const pay = await store<PaymentMethod | null>('GET', `/customer/${c.customerId}/payment-method`);
      return pay.status === 200 && pay.body === null;
    });
    const email = customer.email as string;
    await page.goto(`${baseUrl}/customers/b2c/${customer.customerId}`);
    await heading().getByText(email, { exact: true }).waitFor();
    await button('Delete').click();
    const remove = dialog('Delete customer');
    await remove
      .getByText(
        'All customer information, including the identity-provider account, entitlement, learning progress and vocabulary, will be deleted and cannot be undone.',
      )
      .waitFor();
    const confirm = button('Delete', remove);
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel('Customer email', { exact: true }).fill(email.toUpperCase());
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel('Customer email', { exact: true }).fill(email);
    await shots('cus-modal-delete');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await notice('Customer deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/customers/b2c`);
    expect((await portal('GET', `/customers/${customer.customerId}`)).status).toBe(404);
  }, 120_000);

  it('shows a B2B customer with its organization, group and subusers, and two tabs', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2b');
    const olivia = await customerByEmail(OLIVIA, 'isB2b');
    await page.goto(`${baseUrl}/customers/b2b/${olivia.customerId}`);
    await heading().getByText(OLIVIA, { exact: true }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Customer info', 'Learning progress']);
    await viewOf('Organization').waitFor();
    expect(await viewOf('Organization').innerText()).not.toBe('--');
    await viewOf('Group').waitFor();
    expect(await viewOf('Subusers').innerText()).toContain(', ');
    expect(await page.getByRole('group', { name: 'Payment information' }).count()).toBe(0);
    await shots('cus-detail-b2b');
    await page.getByRole('tab', { name: 'Learning progress' }).click();
    await page.locator('.ant-table-thead th', { hasText: 'Subuser' }).first().waitFor();
    await shots('cus-detail-b2b-progress');
  }, 120_000);

  it('shows the account type: Single for a B2C customer, Master or Seat for a B2B one (CONST-12/20)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const jane = await customerByEmail(JANE);
    const olivia = await customerByEmail(OLIVIA, 'isB2b');
    const b2b = await portal<{ content: (ListItem & { accountType: string })[] }>(
      'GET',
      '/customers?isB2b=true&size=100',
    );
    const seat = b2b.body.content.find((c) => c.accountType === 'SEAT');
    expect(seat).toBeDefined();
    for (const [path, email, type] of [
      [`/customers/b2c/${jane.customerId}`, JANE, 'Single'],
      [`/customers/b2b/${olivia.customerId}`, OLIVIA, 'Master'],
      [`/customers/b2b/${seat?.customerId}`, seat?.email ?? '', 'Seat'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      if (email) await heading().getByText(email, { exact: true }).waitFor();
      await viewOf('Account type').waitFor();
      expect(await viewOf('Account type').innerText()).toBe(type);
    }
    await shots('cus-detail-account-type');
  }, 120_000);

  it('shows the shared accounts of a person, each linking to its B2C detail', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    const john = await customerByEmail('john.smith@example.com');
    const second = await customerByEmail('jsmith@example.org');
    await page.goto(`${baseUrl}/customers/b2c/${john.customerId}`);
    await heading().getByText('john.smith@example.com', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Other accounts of this user/ }).hover();
    const link = page.getByRole('link', { name: 'jsmith@example.org', exact: true });
    await link.waitFor();
    await shots('cus-detail-shared', () => page.getByRole('button', { name: /Other accounts of this user/ }).hover());
    await link.click();
    await page.waitForURL(`${baseUrl}/customers/b2c/${second.customerId}`);
    await heading().getByText('jsmith@example.org', { exact: true }).waitFor();
  }, 120_000);

  it('viewer sees customers read-only; catalog cannot open them', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/customers/b2c');
    await rows().first().waitFor();
    expect(await button('Send checkout link').count()).toBe(0);
    const jane = await customerByEmail(JANE);
    await page.goto(`${baseUrl}/customers/b2c/${jane.customerId}`);
    await heading().getByText(JANE, { exact: true }).waitFor();
    await viewOf('Marketing opt-in').waitFor();
    await page.getByRole('group', { name: 'Payment information' }).waitFor();
    await expect.poll(() => viewOf('Marketing opt-in').innerText(), { timeout: WAIT }).toMatch(/^(Yes|No)$/);
    for (const name of [
      'Delete',
      'Edit name',
      'Edit email',
      'Edit marketing opt-in',
      'Edit billing address',
      'Reset password',
    ])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    await shots('cus-detail-viewer');
    // CUS-LP / CUS-IAP with rows (jane has both).
    await page.getByRole('tab', { name: 'Learning progress' }).click();
    const progress = page.locator('section[aria-label="Learning progress"] .ant-table-row');
    await progress.first().waitFor();
    await chooseOption(page, 'Course name', 'French Level 1');
    await expect.poll(() => progress.first().locator('td').nth(1).innerText()).toBe('French Level 1');
    await expect.poll(() => progress.count()).toBe(5);
    await shots('cus-detail-progress-rows');
    await page.getByRole('tab', { name: 'In-app purchase record' }).click();
    const iapRows = page.locator('section[aria-label="In-app purchase record"] .ant-table-row');
    await iapRows.first().waitFor();
    // One vocabulary: the status and the store in words, never a raw code (ACTIVE, GOOGLEPLAY).
    for (const status of await iapRows.locator('td:nth-child(5)').allInnerTexts())
      expect(['Active', 'Expired', 'Canceled']).toContain(status.trim());
    for (const store of await iapRows.locator('td:nth-child(6)').allInnerTexts())
      expect(['App store', 'Google play', 'Amazon']).toContain(store.trim());
    await shots('cus-detail-iap-rows');
  }, 120_000);

  it('catalog cannot open the customers (redirect to /)', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/customers/b2c');
    await page.waitForURL((url) => !url.pathname.startsWith('/customers'));
    await page.goto(`${baseUrl}/customers/b2b/1`);
    await page.waitForURL((url) => !url.pathname.startsWith('/customers'));
    expect(new URL(page.url()).pathname).not.toMatch(/^\/customers/);
  }, 120_000);
});
