import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTHING_TO_RESTORE, RESTORE_CONFIRM } from '../src/shared/domain/entitlement';
import { expectAccessible } from './support/axe';
import { browserPerTest, callPortalApi, recordToasts, signIn } from './support/browser';
import { portalUrl } from './support/portal';
import { watchReads } from './support/reads';
import { chooseOptions, openOptions, pickOption } from './support/select';

/**
 * Entitlements (checklist 3.3, 4.7, 5): the customer's entitlement section (add with a course and a
 * date, revoke, Restore with its tooltip), the /entitlements list (source and status filters kept in
 * the URL across a reload), and what `viewer` cannot do. The preview: entitlement-preview.test.ts.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const SHOTS = process.env.SHOTS_DIR || '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** Screenshots at 1280 and 1440 px wide (full page). */
async function shots(name: string): Promise<void> {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/ent-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** The portal GETs of /entitlements the page makes. */
const watchEntitlementReads = (p: Page) => watchReads(p, (url) => url.pathname === '/api/portal/entitlements');

const tableRows = () => page.locator('.ant-table-tbody tr.ant-table-row');

async function columnTexts(index: number): Promise<string[]> {
  return tableRows().locator(`td:nth-child(${index})`).allInnerTexts();
}

describe('the entitlement list', () => {
  it('filters by source and status, and the URL restores them after a reload', async () => {
    page = await browsers.freshPage();
    const reads = watchEntitlementReads(page);
    await signIn(page, baseUrl, 'support', '/entitlements');
    await page.getByRole('heading', { name: 'Entitlement' }).waitFor();
    await tableRows().first().waitFor();
    const first = reads[0]?.url.searchParams;
    expect(first?.get('page')).toBe('0');
    expect(first?.get('size')).toBe('10');
    expect(first?.get('sort')).toBe('createdDate,DESC');
    await shots('list');
    await expectAccessible(page, 'entitlement list');

    await chooseOptions(page, 'Source', ['Naviga']);
    await page.waitForURL(/sources=MG2/);
    await chooseOptions(page, 'Status', ['Revoked']);
    await page.waitForURL(/statuses=REVOKED/);
    await expect.poll(() => reads.at(-1)?.url.searchParams.get('statuses')).toBe('REVOKED');
    expect(reads.at(-1)?.url.searchParams.get('sources')).toBe('MG2');
    await page.getByRole('listitem').filter({ hasText: 'Source: Naviga' }).waitFor();
    // Polled: the rows of the source alone already read Naviga while the status's answer is on its way.
    await expect.poll(async () => [...new Set(await columnTexts(6))]).toEqual(['Naviga']);
    await expect.poll(async () => (await columnTexts(8)).every((text) => text.startsWith('Revoked'))).toBe(true);
    await shots('list-filtered');

    // Page 2 goes to the API as page 1.
    const before = reads.length;
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => reads.slice(before).at(-1)?.url.searchParams.get('page')).toBe('1');

    await page.reload();
    await tableRows().first().waitFor();
    expect(new URL(page.url()).searchParams.get('sources')).toBe('MG2');
    expect(new URL(page.url()).searchParams.get('statuses')).toBe('REVOKED');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('listitem').filter({ hasText: 'Source: Naviga' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Status: Revoked' }).waitFor();
    expect([...new Set(await columnTexts(6))]).toEqual(['Naviga']);

    // Advanced Search: the created range (no future day) and the purchase type.
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await page.getByLabel('Purchase type').waitFor();
    await shots('list-advanced');
    await page.keyboard.press('Escape');
  });
});

interface Page0<T> {
  content: T[];
  totalElements: number;
}
interface CustomerRow {
  customerId: number;
  email: string | null;
}

/** jane.doe@example.com's customer id, from the API (the page must be signed in). */
async function janeId(): Promise<number> {
  const found = await callPortalApi<Page0<CustomerRow>>(page, '/customers?email=jane.doe%40example.com&isB2c=true');
  const jane = found.content.find((c) => c.email === 'jane.doe@example.com');
  if (!jane) throw new Error('jane.doe@example.com is not in the demo data');
  return jane.customerId;
}

const section = () => page.locator('section[data-section="entitlements"]');
const sectionRows = () => section().locator('.ant-table-tbody tr.ant-table-row');
const dialog = (title: string) => page.locator('.ant-modal').filter({ has: page.getByText(title, { exact: true }) });

/** Signs in as `login` and opens Jane's detail with its entitlement section loaded. */
async function openJane(login: string): Promise<number> {
  await signIn(page, baseUrl, login, '/entitlements');
  const id = await janeId();
  await page.goto(`${baseUrl}/customers/b2c/${id}`);
  await section().waitFor();
  await sectionRows().first().waitFor();
  return id;
}

/** Signs in as `login` and opens the well-known B2B customer's detail (olivia.admin@example.org). */
async function openOlivia(login: string): Promise<void> {
  await signIn(page, baseUrl, login, '/customers/b2b');
  const found = await callPortalApi<Page0<CustomerRow>>(page, '/customers?email=olivia.admin%40example.org&isB2b=true');
  const olivia = found.content.find((c) => c.email === 'olivia.admin@example.org');
  if (!olivia) throw new Error('olivia.admin@example.org is not in the demo data');
  await page.goto(`${baseUrl}/customers/b2b/${olivia.customerId}`);
  await section().waitFor();
}

const dayText = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe("a customer's entitlements", () => {
  it('restores the revoked Naviga entitlement, adds one with a course and a date, edits its date, and revokes it', async () => {
    page = await browsers.freshPage();
    await openJane('support');
    const toasts = await recordToasts(page);
    await shots('section');

    // CUS-ENT-12/13: Restore with its tooltip brings back the revoked Naviga entitlement.
    const naviga = sectionRows().filter({ hasText: 'Naviga' });
    await expect.poll(() => naviga.locator('[data-status]').getAttribute('data-status')).toBe('REVOKED');
    const restore = section().getByRole('button', { name: 'Restore' });
    await restore.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Only for Naviga and eCom entitlement' }).waitFor();
    // It asks first: Cancel changes nothing.
    await restore.click();
    const asked = dialog('Restore entitlements');
    await asked.getByText(RESTORE_CONFIRM.text('jane.doe@example.com'), { exact: true }).waitFor();
    await shots('restore-confirm');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await naviga.locator('[data-status]').getAttribute('data-status')).toBe('REVOKED');
    await restore.click();
    await asked.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect.poll(toasts).toContain('1 entitlement restored');
    await expect.poll(() => naviga.locator('[data-status]').getAttribute('data-status')).toBe('ACTIVE');
    // Again, with nothing left to bring back: it says so, not '0 entitlements restored'.
    await restore.click();
    await asked.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect.poll(toasts).toContain(NOTHING_TO_RESTORE);
    expect((await toasts()).filter((t) => /\b0 entitlements? restored/.test(t))).toEqual([]);

    // CUS-ENTM: Add, first empty (the required messages), then a course and a date.
    const before = await sectionRows().count();
    await section().getByRole('button', { name: 'Add entitlement' }).click();
    const add = dialog('Add entitlement');
    await add.waitFor();
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText("'Course' is required").waitFor();
    await add.getByText("'Expiration date' is required").waitFor();
    await shots('dialog-empty');
    await expectAccessible(page, 'add entitlement dialog');
    const courses = await openOptions(page, 'Course', { scope: add });
    const option = courses.locator('.ant-select-item-option').first();
    await option.waitFor();
    const course = (await option.innerText()).trim();
    const isbn = course.split(' — ')[0] as string;
    await pickOption(courses, option);
    const inAYear = new Date();
    inAYear.setFullYear(inAYear.getFullYear() + 1);
    const date = add.getByLabel('Expiration date');
    await date.click();
    // Yesterday cannot be picked (CUS-ENTM-03).
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    const yCell = page.locator(`.ant-picker-dropdown td[title="${dayText(yesterday)}"]`);
    if ((await yCell.count()) > 0) expect(await yCell.getAttribute('class')).toContain('ant-picker-cell-disabled');
    await date.fill(dayText(inAYear));
    await date.press('Enter');
    await shots('dialog-filled');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect.poll(toasts).toContain('Entitlement added');
    await add.waitFor({ state: 'hidden' });
    await expect.poll(() => sectionRows().count()).toBe(before + 1);
    const added = sectionRows()
      .filter({ hasText: isbn })
      .filter({ hasText: 'Admin' })
      .filter({ hasText: dayText(inAYear) });
    await expect.poll(() => added.count()).toBe(1);
    await expect.poll(() => added.locator('[data-status]').getAttribute('data-status')).toBe('ACTIVE');

    // CUS-ENT-06 / CUS-ENTM-01/04: Edit keeps the course locked and moves the expiration.
    await added.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit entitlement');
    await edit.waitFor();
    expect(await edit.locator('.ant-select-disabled').count()).toBe(1);
    const inTwoYears = new Date();
    inTwoYears.setFullYear(inTwoYears.getFullYear() + 2);
    const editDate = edit.getByLabel('Expiration date');
    await expect.poll(() => editDate.inputValue()).toBe(dayText(inAYear));
    await editDate.click();
    await editDate.fill(dayText(inTwoYears));
    await editDate.press('Enter');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(toasts).toContain('Entitlement updated');
    await edit.waitFor({ state: 'hidden' });
    const edited = sectionRows()
      .filter({ hasText: isbn })
      .filter({ hasText: 'Admin' })
      .filter({ hasText: dayText(inTwoYears) });
    await expect.poll(() => edited.count()).toBe(1);

    // CUS-ENT-09/10: Revoke, confirmed.
    await edited.getByRole('button', { name: 'Revoke' }).click();
    const confirm = dialog('Revoke entitlement');
    await confirm.getByText(/The customer loses access to this course at once\./).waitFor();
    await shots('revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(toasts).toContain('Entitlement revoked');
    await expect.poll(() => edited.locator('[data-status]').getAttribute('data-status')).toBe('REVOKED');
    await expect.poll(() => edited.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
  });

  it('opens a B2B entitlement in the B2B site, in a new window (CUS-ENT-04/05)', async () => {
    page = await browsers.freshPage();
    await openOlivia('support');
    // Her rows name their voucher group; support cannot open the Voucher menu: the id alone, no link.
    const group = section().locator('[data-voucher-group]').first();
    await group.waitFor();
    expect(await group.innerText()).toMatch(/^Group \d+$/);
    expect(await group.locator('a').count()).toBe(0);
    const opener = section()
      .getByRole('button', { name: /in the B2B site$/ })
      .first();
    await opener.waitFor();
    // No network here: the B2B site is answered by the test, so the new window shows where it went.
    await page
      .context()
      .route('https://b2b.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>B2B site</title>' }),
      );
    const [popup] = await Promise.all([page.context().waitForEvent('page'), opener.click()]);
    await expect.poll(() => popup.url()).toMatch(/^https:\/\/b2b\.example\.com\/entitlements\/\d+$/);
    await popup.close();
  });

  it("links a B2B row's voucher group to its page for who may open the Voucher menu (CUS-ENT-02)", async () => {
    page = await browsers.freshPage();
    await openOlivia('viewer');
    const link = section()
      .getByRole('link', { name: /^Voucher group \d+$/ })
      .first();
    await link.waitFor();
    await shots('b2b-voucher-group');
    const id = Number((await link.innerText()).replace('Group ', ''));
    await link.click();
    await page.waitForURL(`${baseUrl}/vouchers/${id}`);
    await page.getByRole('link', { name: 'View in B2B' }).waitFor();
  });

  it('shows viewer no Add, Edit, Revoke or Restore', async () => {
    page = await browsers.freshPage();
    await openJane('viewer');
    await expect.poll(() => sectionRows().count()).toBeGreaterThan(0);
    for (const name of ['Add entitlement', 'Restore', 'Edit', 'Revoke'])
      expect(await section().getByRole('button', { name, exact: true }).count()).toBe(0);
    // No row has an action for viewer (Jane has no B2B row): no empty Action column either.
    const headers = await section().locator('.ant-table-thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toContain('Product');
    expect(headers.map((h) => h.trim())).not.toContain('Action');
  });
});
