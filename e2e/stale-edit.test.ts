import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../src/shared/domain/customer';
import { browserPerTest, portalRequest, signIn, WAIT } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';

/**
 * A stale edit (issue 20 part 5): the name is changed through the API behind the page's back while the
 * Edit name dialog is open; its Save is refused (409), the conflict is said with the name saved
 * meanwhile, the values typed stay, and Save again writes them over it. Nothing is lost silently.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { notice, button, heading, viewOf } = marketingPages(() => page);

/** Calls the portal API from the page with the signed-in user's token. */
const portal = <T>(method: string, path: string, init?: { body?: unknown; ifMatch?: string }) =>
  portalRequest<T>(page, method, path, init);

interface Customer {
  customerId: number;
  email: string | null;
  name: string;
}

describe('a stale edit', () => {
  it('shows the conflict with the name saved meanwhile, keeps the values typed, and saves them on Save again', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'support', '/customers/b2c');
    // A Google customer of its own (the customers test edits Username ones).
    const list = await portal<{ content: Customer[] }>('GET', '/customers?isB2c=true&connections=GOOGLE&size=100');
    expect(list.status).toBe(200);
    const customer = list.body.content.at(-1);
    if (!customer?.email) throw new Error('no Google customer with an email');
    const id = customer.customerId;
    await page.goto(`${baseUrl}/customers/b2c/${id}`);
    await heading().getByText(customer.email, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit name', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit name' });
    const first = dialog.getByLabel('First name', { exact: true });
    const last = dialog.getByLabel('Last name', { exact: true });
    await first.fill('Ada');
    await last.fill('Stale Edit');

    // Someone else saves the name meanwhile, on the version they read.
    const read = await portal<Customer>('GET', `/customers/${id}`);
    expect(read.etag).toMatch(/^"\d+"$/);
    const behind = await portal<Customer>('PUT', `/customers/${id}`, {
      body: { firstName: 'Grace', lastName: 'Behind' },
      ifMatch: read.etag ?? '',
    });
    expect(behind.status).toBe(200);

    // The page's save was built on the older version: refused, said with the name saved meanwhile.
    await button('Save', dialog).click();
    await notice(CUSTOMER_MESSAGES.staleName('Grace Behind')).waitFor({ timeout: WAIT });
    expect(await dialog.isVisible()).toBe(true);
    expect(await first.inputValue()).toBe('Ada');
    expect(await last.inputValue()).toBe('Stale Edit');
    expect((await portal<Customer>('GET', `/customers/${id}`)).body.name).toBe('Grace Behind');

    // Save again: the values typed replace theirs, knowingly.
    await button('Save', dialog).click();
    await notice('Update successful').waitFor({ timeout: WAIT });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => viewOf('Name').innerText()).toBe('Ada Stale Edit');
    expect((await portal<Customer>('GET', `/customers/${id}`)).body.name).toBe('Ada Stale Edit');
    expect(seen.violations).toEqual([]);
  }, 120_000);
});
