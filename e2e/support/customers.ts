import type { Page } from 'playwright-core';
import { callPortalApi } from './browser';

/** Opens the B2C detail of the customer with `email` (found through the list's API); answers the customer's id. */
export async function openB2cCustomer(page: Page, baseUrl: string, email: string): Promise<number> {
  const found = await callPortalApi<{ content: { customerId: number; email: string | null }[] }>(
    page,
    `/customers?isB2c=true&email=${encodeURIComponent(email)}`,
  );
  const customer = found.content.find((c) => c.email === email);
  if (!customer) throw new Error(`no customer ${email}`);
  await page.goto(`${baseUrl}/customers/b2c/${customer.customerId}`);
  return customer.customerId;
}
