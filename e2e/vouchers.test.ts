import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, callPortalApi, menuLabels, portalRequest, signIn } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption, chooseOptions, selectedText } from './support/select';

/**
 * Voucher groups (checklist 11.2, PERM-VG-01…04): the list with its filters in the URL, adding a group of
 * each type (SINGLE with a generic course, MASTER with individual courses and uses per user, SEAT
 * open-ended with a fixed entitlement end), the form's messages, Copy Me, Edit (a new type resets the
 * licences), View in B2B, Delete; a viewer reads everything and changes nothing; support has no Voucher menu.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { notice, button, heading, rows, viewOf, shots, expectAccessible } = marketingPages(() => page);

const radio = (group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });
const field = (label: string) => page.getByLabel(label, { exact: true });
const errorOf = (text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });
const codeRows = () => page.getByRole('region', { name: 'Codes' }).locator('.ant-table-tbody tr.ant-table-row');

interface Row {
  voucherGroupId: number;
  description: string;
  voucherInfo: { voucherType: string };
  organizationName: string;
}

/** Fills the fields every group needs: description, organization, type, licences, price. */
async function fillGroup(description: string, type: 'Single' | 'Master' | 'Seat', licences: number) {
  await field('Description').fill(description);
  await chooseOption(page, 'Organization', 'Northwind Traders', { search: 'North' });
  await radio('Voucher type', type).check();
  await field('Total licenses').fill(String(licences));
  await field('Price per voucher').fill('25.5');
}

async function save(message: string, description: string) {
  await button('Save').click();
  await heading().filter({ hasText: description }).waitFor();
  // This save's notice; an earlier save's may still be on screen beside it (notices stack).
  await notice(message).waitFor();
}

/** The id in the detail's address (/vouchers/{id}). */
const groupIdOfPage = () => Number(new URL(page.url()).pathname.split('/').pop());

/** Calls the portal API from the page with the signed-in user's token. */
const portal = <T>(method: string, path: string, init?: { body?: unknown; ifMatch?: string | null }) =>
  portalRequest<T>(page, method, path, init);

describe('voucher groups', () => {
  // A long flow (adds of each type, a copy, an edit, B2B and a delete): 48 s alone on 2 cores, more under load.
  it('b2b adds a group of each type, copies one, edits, opens it in B2B and deletes one', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'b2b', '/vouchers');
    await page.getByRole('heading', { name: 'Voucher' }).waitFor();
    await rows().first().waitFor();
    await shots('vouchers-list');
    await expectAccessible('voucher list');

    // VG-01: the filters live in the URL.
    await chooseOptions(page, 'Voucher type', ['Master']);
    await page.waitForURL(/voucherTypes=MASTER/);
    await expect.poll(async () => (await rows().allInnerTexts()).every((t) => t.includes('Master'))).toBe(true);
    await chooseOption(page, 'Status', 'Active');
    await page.waitForURL(/isActive=true/);
    await page.getByRole('textbox', { name: 'Invoice' }).fill('inv-2026');
    await page.getByRole('textbox', { name: 'Invoice' }).press('Enter');
    await page.waitForURL(/invoice=inv-2026/);
    await shots('vouchers-list-filtered');
    await page.goto(`${baseUrl}/vouchers`);
    await rows().first().waitFor();

    // VG-04: add; an empty save names what is missing.
    await button('+ Add new voucher group').click();
    await page.getByRole('heading', { name: 'Add new voucher group' }).waitFor();
    await shots('vouchers-add-empty');
    await expectAccessible('voucher add');
    await button('Save').click();
    await notice('Please fill in all required fields.').waitFor();
    for (const message of [
      "'Description' is required",
      "'Organization' is required",
      "'Voucher type' is required",
      "'Total licenses' is required",
      "'Price per voucher' is required",
      "'Course' is required",
    ]) {
      await errorOf(message).waitFor();
    }
    await shots('vouchers-add-errors');

    // SINGLE, generic course, fixed term (the default: a year from today), open-ended entitlements.
    const single = `E2E single ${Date.now()}`;
    await fillGroup(single, 'Single', 3);
    await chooseOption(page, 'Course', /French Subscription/, { search: 'French' });
    await field('Invoice').fill('E2E-INV-1');
    await save('Voucher group added successfully.', single);
    await expect.poll(() => codeRows().count()).toBe(3);
    expect(await viewOf('Voucher type').innerText()).toBe('Single');
    expect(await viewOf('Status').innerText()).toBe('Active');
    await shots('vouchers-detail-single');
    await expectAccessible('voucher detail');

    // MASTER: uses per user at most the total; individual courses of a language; entitlement days.
    await page.goto(`${baseUrl}/vouchers/add`);
    const master = `E2E master ${Date.now()}`;
    await fillGroup(master, 'Master', 20);
    await field('Licenses per user').fill('30');
    await radio('ISBN selection', 'Individual ISBNs').check();
    await chooseOption(page, 'Language', 'French', { search: 'Fren' });
    await chooseOptions(page, 'Course', [/French Level 1/]);
    await radio('Entitlement deal', 'Fixed term (days)').check();
    await field('Entitlement days').fill('90');
    await button('Save').click();
    await errorOf("'Licenses per user' cannot be more than the total licenses").waitFor();
    await shots('vouchers-add-master-error');
    await field('Licenses per user').fill('2');
    await save('Voucher group added successfully.', master);
    expect(await viewOf('Licenses per user').innerText()).toBe('2');
    expect(await viewOf('Course').innerText()).toContain('French: French Level 1');
    await expect.poll(() => codeRows().count()).toBe(1);

    // SEAT: open-ended, billing later, entitlements to a fixed end (one year ahead by default).
    await page.goto(`${baseUrl}/vouchers/add`);
    const seat = `E2E seat ${Date.now()}`;
    await fillGroup(seat, 'Seat', 15);
    await radio('Voucher deal', 'Open-ended').check();
    await radio('Payment type', 'Billing later').check();
    await chooseOption(page, 'Course', /All Access/, { search: 'All' });
    await radio('Entitlement deal', 'Fixed end date').check();
    await shots('vouchers-add-seat');
    await save('Voucher group added successfully.', seat);
    const seatId = groupIdOfPage();
    expect(await viewOf('Voucher deal').innerText()).toBe('Open-ended');
    expect(await viewOf('Payment type').innerText()).toBe('Billing later');

    // VG-07/29: View in B2B, under the organization.
    const b2b = page.getByRole('link', { name: 'View in B2B' });
    const group = await callPortalApi<{ organizationId: number }>(page, `/vouchers/groups/${seatId}`);
    expect(await b2b.getAttribute('href')).toMatch(
      new RegExp(`/organizations/${group.organizationId}/voucher-groups/${seatId}$`),
    );
    expect(await b2b.getAttribute('target')).toBe('_blank');

    // VG-05/28: Copy Me prefills a new group (not its invoice or dates).
    await button('Copy Me').click();
    await page.waitForURL(/\/vouchers\/add\?copyFrom=/);
    await page.getByRole('heading', { name: 'Add new voucher group (copy)' }).waitFor();
    expect(await field('Description').inputValue()).toBe(seat);
    expect(await selectedText(page, 'Organization')).toBe('Northwind Traders');
    expect(await radio('Voucher type', 'Seat').isChecked()).toBe(true);
    expect(await field('Total licenses').inputValue()).toBe('15');
    await shots('vouchers-copy');
    const copy = `${seat} (copy)`;
    await field('Description').fill(copy);
    await save('Voucher group added successfully.', copy);
    expect(groupIdOfPage()).not.toBe(seatId);

    // Edit: a new voucher type starts the licences again (VG-12); the save is versioned.
    await button('Edit').click();
    await radio('Voucher type', 'Master').check();
    expect(await field('Total licenses').inputValue()).toBe('');
    await field('Total licenses').fill('40');
    await field('Licenses per user').fill('4');
    const edited = `${copy} edited`;
    await field('Description').fill(edited);
    await shots('vouchers-edit');
    await save('Voucher group updated successfully.', edited);
    expect(await viewOf('Voucher type').innerText()).toBe('Master');
    expect(await viewOf('Total licenses').innerText()).toBe('40');

    // Delete asks first, then goes back to the list.
    await button('Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete voucher group' });
    await dialog.waitFor();
    await button('Delete', dialog).click();
    await notice('Voucher group deleted successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/vouchers`);
    const after = await callPortalApi<{ content: Row[] }>(page, '/vouchers/groups?size=50');
    expect(after.content.map((r) => r.description)).not.toContain(edited);
    expect(after.content.map((r) => r.description)).toEqual(expect.arrayContaining([single, master, seat]));

    // SHELL-UX-01: leaving a changed form asks first.
    await page.goto(`${baseUrl}/vouchers/add`);
    await field('Description').fill('Not saved');
    await button('Cancel').click();
    await page.getByRole('dialog').filter({ hasText: 'Unsaved changes' }).waitFor();
    expect(seen.violations).toEqual([]);
  }, 120_000);

  it('a redeemed group cannot be deleted: the button says why', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'b2b', '/vouchers');
    const list = await callPortalApi<{ content: (Row & { redeemedCount: number })[] }>(
      page,
      '/vouchers/groups?size=50',
    );
    const redeemed = list.content.find((r) => r.redeemedCount > 0);
    expect(redeemed).toBeDefined();
    await page.goto(`${baseUrl}/vouchers/${redeemed?.voucherGroupId}`);
    await heading().waitFor();
    const remove: Locator = button('Delete');
    expect(await remove.isDisabled()).toBe(true);
    await remove.locator('xpath=..').hover();
    await page.getByRole('tooltip', { name: 'A voucher group with redeemed licenses cannot be deleted.' }).waitFor();
  });

  it('a stale edit is refused with the reason, keeps the values typed, and Save again writes them', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'b2b', '/vouchers');
    await rows().first().waitFor();
    const [source] = (
      await callPortalApi<{ content: Row[] }>(page, '/vouchers/groups?voucherTypes=SINGLE&isActive=true')
    ).content;
    const read = await portal<Record<string, unknown>>('GET', `/vouchers/groups/${source?.voucherGroupId}`);
    const copy = await portal<{ voucherGroupId: number }>('POST', '/vouchers/groups', {
      body: {
        ...read.body,
        description: `E2E stale ${Date.now()}`,
        validPeriod: null,
        voucherDeal: 'OPEN_ENDED',
        entitlementDeal: 'OPEN_ENDED',
        genericProduct: read.body.genericProduct,
      },
    });
    expect(copy.status).toBe(201);
    const id = copy.body.voucherGroupId;
    await page.goto(`${baseUrl}/vouchers/${id}`);
    await heading().waitFor();
    await button('Edit').click();
    await field('Description').fill('Typed on the page');
    // Someone else saves meanwhile.
    const theirs = await portal<Record<string, unknown>>('GET', `/vouchers/groups/${id}`);
    const other = await portal('PUT', `/vouchers/groups/${id}`, {
      body: { ...theirs.body, description: 'Saved by someone else' },
      ifMatch: theirs.etag,
    });
    expect(other.status).toBe(200);
    await button('Save').click();
    await notice('Someone else saved this voucher group after you opened it.').waitFor();
    expect(await field('Description').inputValue()).toBe('Typed on the page');
    await button('Save').click();
    await notice('Voucher group updated successfully.').waitFor();
    await heading().filter({ hasText: 'Typed on the page' }).waitFor();
  });

  it('a viewer sees everything read-only; support has no Voucher menu', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/vouchers');
    await rows().first().waitFor();
    expect(await button('+ Add new voucher group').count()).toBe(0);
    await rows().first().locator('a').first().click();
    await heading().waitFor();
    await page.getByRole('link', { name: 'View in B2B' }).waitFor();
    for (const name of ['Edit', 'Delete', 'Copy Me']) expect(await button(name).count(), name).toBe(0);
    await page.goto(`${baseUrl}/vouchers/add`);
    await page.waitForURL((url) => url.pathname !== '/vouchers/add');

    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'support', '/');
    expect(await menuLabels(page)).not.toContain('Voucher');
    await page.goto(`${baseUrl}/vouchers`);
    await page.waitForURL((url) => url.pathname !== '/vouchers');
  });
});
