import type { Server } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/free-port';
import { expectAccessible } from './support/axe';
import { browserPerTest, recordToasts, signIn } from './support/browser';
import { chooseOption, escapeRegExp, openOptions, optionIn, pickOption, selectedText } from './support/select';
import { type RunningPortal, startPortal } from './support/server';
import { decodedMessage as decoded, startSmtp } from './support/smtp';

/**
 * Send checkout link (checklist 4.6): from the B2C customer list's 'Send checkout link' button, an
 * email, a plan found by the debounced search, a country of its base price and a promo code; the
 * message the outbox delivers carries the link: the store address, the pid, the promo code and the
 * encrypted country (`c=`). The portal of this file delivers its outbox to a small SMTP listener of the
 * test (SMTP_URL), so the test reads the message as it left.
 */

const STORE_URL = 'https://store.example.com';
const browsers = browserPerTest();
let page: Page;
let portal: RunningPortal;
let smtp: Server;
const received: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port, (raw) => received.push(raw));
  portal = await startPortal({ SMTP_URL: `smtp://127.0.0.1:${port}`, STORE_URL });
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => smtp?.close(resolve));
});

interface CheckoutPlan {
  pid: string;
  title: string;
  recurlyPromotions: { code: string }[];
  basePriceWithCountries: { countries: { iso2: string; displayName: string }[] };
}

/** A plan with a promotion and a country, from the store API (as the signed-in user). */
async function planWithPromotion(): Promise<CheckoutPlan> {
  const plans = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
    const res = await fetch('/api/store/checkout/plans', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`plans: ${res.status}`);
    return res.json();
  });
  const plan = (plans as { data: CheckoutPlan[] }).data.find(
    (p) => p.recurlyPromotions.length > 0 && p.basePriceWithCountries.countries.length > 0,
  );
  if (!plan) throw new Error('no demo plan has a promotion and a country');
  return plan;
}

/** An option that reads `text`, maybe followed by more (a country's price, a promotion's or a plan's name). */
const readingFirst = (text: string) => new RegExp(`^${escapeRegExp(text)}( |$)`);

/** Picks the option of the dialog's select labelled `label` that reads `text`, and waits until the select shows it. */
async function choose(page: Page, dialog: Locator, label: string, text: string): Promise<void> {
  await chooseOption(page, label, readingFirst(text), { scope: dialog });
  await expect.poll(() => selectedText(page, label, { scope: dialog })).toContain(text);
}

describe('send checkout link', () => {
  it('emails a link with the pid, the promo code and the encrypted country', async () => {
    page = await browsers.freshPage();
    await signIn(page, portal.baseUrl, 'support', '/customers/b2c');
    const toasts = await recordToasts(page);
    const plan = await planWithPromotion();
    const promo = plan.recurlyPromotions[0]?.code as string;
    const country = plan.basePriceWithCountries.countries[0] as { iso2: string; displayName: string };

    await page.getByRole('button', { name: 'Send checkout link' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByText('Send checkout link', { exact: true }) });
    await dialog.getByLabel('Email').waitFor();

    // CUS-CHK-01/02: the required messages.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText("'Email' is required").waitFor();
    await dialog.getByText("'Plan' is required").waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Email').blur();
    await dialog.getByText("'Email' is not a valid email").waitFor();
    await dialog.getByLabel('Email').fill('jane.doe@example.com');

    // CUS-CHK-02: one search, 800 ms after the last key.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/store/checkout/plans') searches.push(url.searchParams.get('q') ?? '');
    });
    const plans = await openOptions(page, 'Plan', { scope: dialog });
    await dialog.getByLabel('Plan', { exact: true }).pressSequentially(plan.pid, { delay: 40 });
    const option = optionIn(plans, readingFirst(`${plan.pid} — ${plan.title}`));
    // The first answer (asked as the dialog opened) may hold the plan already: wait for the search itself.
    await expect.poll(() => searches, { timeout: 10_000 }).toEqual([plan.pid]);
    await page.waitForTimeout(1000);
    expect(searches).toEqual([plan.pid]);
    await option.waitFor();
    await pickOption(plans, option);

    // CUS-CHK-05/06: the country once a plan is chosen, then the promo codes for it.
    await choose(page, dialog, 'Country', country.displayName);
    // The promo select opens once the country is chosen (it is disabled before).
    await expect.poll(() => dialog.getByLabel('Promo code').isEnabled()).toBe(true);
    await choose(page, dialog, 'Promo code', promo);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/shots/ent-checkout-dialog-1280.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/shots/ent-checkout-dialog-1440.png' });
    await expectAccessible(page, 'send checkout link dialog');

    const before = received.length;
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(toasts).toContain('Send successfully');
    const shown = await dialog.getByLabel('Checkout link', { exact: true }).inputValue();
    await page.screenshot({ path: '/tmp/shots/ent-checkout-sent-1440.png' });

    // The message as the outbox delivered it.
    // This attempt's own message (a retried test must not read the previous attempt's).
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(before);
    const message = decoded(received.at(-1) as string);
    expect(message).toMatch(/^To: jane\.doe@example\.com/m);
    const link = message.match(/https:\/\/store\.example\.com\/\S+/)?.[0] ?? '';
    expect(link).toBe(shown);
    const url = new URL(link);
    expect(`${url.origin}`).toBe(STORE_URL);
    expect(url.pathname).toBe(`/checkout/${encodeURIComponent(plan.pid)}`);
    expect(url.searchParams.get('promo')).toBe(promo);
    expect(url.searchParams.get('c')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });
});
