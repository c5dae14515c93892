import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerTest,
  callPortalApi,
  closeNotifications,
  dateTimeText,
  modalDateTimeText,
  screenshot,
  signIn,
} from './support/browser';
import { portalUrl } from './support/portal';
import { chooseOptions } from './support/select';

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;

interface MiniCourseRow {
  id: number;
  status: string;
  languageName: string;
  scheduledPublishTime: number | null;
}

/** Languages whose seeded mini course has planted content defects (CONTENT_DEFECTS / changed files). */
const NOT_CLEAN = ['Irish', 'Welsh', 'Tagalog (Filipino)', 'Pashto', 'Italian', 'Spanish (Spain)'];
const FAILING = ['Irish', 'Welsh', 'Tagalog (Filipino)', 'Pashto'];

/** Calls the portal API with the signed-in user's token. */
const api = <T>(path: string) => callPortalApi<T>(page, path);

async function allMiniCourses(): Promise<MiniCourseRow[]> {
  const page = await api<{ content: MiniCourseRow[] }>('/mini-courses?size=1000&page=0');
  return page.content;
}

/** A language name that no other mini course's name contains (so a text search finds only it). */
function unique(all: MiniCourseRow[], row: MiniCourseRow): boolean {
  return all.filter((r) => r.languageName.toLowerCase().includes(row.languageName.toLowerCase())).length === 1;
}

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (name: string): Locator =>
  rows().filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) }) });
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens the list showing only `name`, and waits for its row. */
async function openRowOf(name: string): Promise<Locator> {
  await page.goto(`${baseUrl}/mini-courses?language=${encodeURIComponent(name)}`);
  const row = rowOf(name);
  await row.waitFor();
  return row;
}

async function statusOf(row: Locator): Promise<string> {
  return (await row.locator('.ant-tag').first().innerText()).trim();
}

describe('mini course list', () => {
  it('lists mini courses; status and language filters go to the URL and survive a reload', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await page.getByRole('heading', { name: 'Mini course' }).waitFor();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    await screenshot(page, 'mini-courses-list');

    // Status filter (multi-select).
    const listCall = page.waitForResponse(
      (r) => r.url().includes('/api/portal/mini-courses?') && r.url().includes('READY_FOR_REVIEW'),
    );
    await chooseOptions(page, 'Status', ['In Review']);
    await listCall;
    await page.waitForURL((url) => url.searchParams.get('statuses') === 'READY_FOR_REVIEW');
    await expect
      .poll(async () => new Set(await rows().locator('td:nth-child(2)').allInnerTexts()))
      .toEqual(new Set(['In Review']));

    // Language text search (Enter applies).
    const all = await allMiniCourses();
    const target = all.find((r) => r.status === 'READY_FOR_REVIEW' && unique(all, r));
    expect(target).toBeDefined();
    const name = target?.languageName ?? '';
    await page.getByRole('searchbox', { name: 'Language' }).fill(name);
    await page.getByRole('searchbox', { name: 'Language' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('language') === name);
    await expect.poll(() => rows().count()).toBe(1);
    await rowOf(name).waitFor();

    await page.reload();
    await rowOf(name).waitFor();
    expect(await rows().count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Language' }).inputValue()).toBe(name);
    await page.locator('.ant-select-selection-item', { hasText: 'In Review' }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('statuses')).toBe('READY_FOR_REVIEW');
    expect(url.searchParams.has('page')).toBe(false); // defaults are not written
    await screenshot(page, 'mini-courses-filtered');
  });

  it('verifies a clean STAGING mini course, then publishes it now', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const all = await allMiniCourses();
    const target = all.find((r) => r.status === 'STAGING' && !NOT_CLEAN.includes(r.languageName) && unique(all, r));
    expect(target).toBeDefined();
    const name = target?.languageName ?? '';
    const row = await openRowOf(name);
    expect(await statusOf(row)).toBe('STAGING');
    expect(await row.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify' });
    await dialog.getByLabel('Comments').fill('Checked by e2e');
    await dialog.getByText('14 / 200').waitFor();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Verify Successful' }).waitFor();
    await expect.poll(() => statusOf(rowOf(name))).toBe('In Review');
    await screenshot(page, 'mini-courses-verified');

    await rowOf(name).getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByText('How would you like to publish this mini course?').waitFor();
    expect(await publish.getByRole('radio', { name: 'Publish now' }).isChecked()).toBe(true);
    await publish.getByRole('button', { name: 'Confirm' }).click();
    const notice = page.locator('.ant-notification-notice', { hasText: 'Publish Successful' });
    await notice.waitFor();
    await notice.getByText('The product is published successfully!').waitFor();
    await expect.poll(() => statusOf(rowOf(name))).toBe('ACTIVE');
  });

  it('a failing verification lists the items and copies them', async () => {
    page = await browsers.freshPage();
    await browsers.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const all = await allMiniCourses();
    const target = all.find((r) => r.status === 'STAGING' && FAILING.includes(r.languageName) && unique(all, r));
    expect(target, 'a STAGING mini course with planted defects').toBeDefined();
    const name = target?.languageName ?? '';
    const row = await openRowOf(name);
    await row.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('dialog', { name: 'Verify' }).getByRole('button', { name: 'Verify' }).click();
    const failure = page.getByRole('dialog', {
      name: /^(Mismatched Items And Incorrect Formats|Mismatched Items|Incorrect Formats)$/,
    });
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Copy to clipboard' }).click();
    await page.locator('.ant-message', { hasText: 'Copied' }).waitFor();
    await screenshot(page, 'mini-courses-verify-failed');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^(Mismatched Items|Incorrect Formats):\n/);
    await failure.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    expect(await statusOf(rowOf(name))).toBe('STAGING');
  });

  it('schedules a publish (clock mark), stops it after confirmation, and shows the log', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', '/mini-courses');
    await rows().first().waitFor();
    const all = await allMiniCourses();
    const target = all.find(
      (r) => r.status === 'READY_FOR_REVIEW' && r.scheduledPublishTime === null && unique(all, r),
    );
    expect(target).toBeDefined();
    const name = target?.languageName ?? '';
    const row = await openRowOf(name);
    expect(await row.getByTestId('scheduled-mark').count()).toBe(0);

    await row.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByRole('radio', { name: 'Schedule publish' }).check();
    await publish.getByRole('button', { name: 'Confirm' }).click();
    await publish.getByText("'Schedule time' is required").waitFor();

    const at = new Date(Date.now() + 15 * 60_000);
    at.setSeconds(0, 0);
    const text = dateTimeText(at);
    const input = publish.getByPlaceholder('Select the publish time');
    await input.click();
    // Typed the pages' way, read, and shown the modal's way (CONST-07: 'MM/DD/YYYY HH:mm:ss').
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(modalDateTimeText(at));
    await publish.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Schedule publish saved successfully.' }).waitFor();
    // Closed as staff would: hovered, the top-right notice stays and may lie over the row's Stop schedule.
    await closeNotifications(page);
    await rowOf(name).getByTestId('scheduled-mark').waitFor();
    expect(await rowOf(name).getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await rowOf(name).getByTestId('scheduled-mark').hover();
    await page.locator('.ant-tooltip', { hasText: `Scheduled publish: ${text}` }).waitFor();
    await screenshot(page, 'mini-courses-scheduled');

    await rowOf(name).getByRole('button', { name: 'Stop schedule' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to stop the schedule publish?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Schedule publish stopped successfully.' }).waitFor();
    await expect.poll(() => rowOf(name).getByTestId('scheduled-mark').count()).toBe(0);
    expect(await rowOf(name).getByRole('button', { name: 'Publish' }).isEnabled()).toBe(true);

    await rowOf(name).getByRole('button', { name: 'View Log' }).click();
    const log = page.getByRole('dialog', { name: `Change log: ${name}` });
    const logRows = log.locator('.ant-table-tbody tr.ant-table-row');
    await logRows.first().waitFor();
    const actions = await logRows.locator('td:nth-child(2)').allInnerTexts();
    expect(actions.slice(0, 2)).toEqual(['Scheduled publish stopped', 'Publish scheduled']);
    // CONST-07: a modal writes its dates 'MM/DD/YYYY HH:mm:ss'.
    expect(await logRows.first().locator('td:nth-child(5)').innerText()).toMatch(/^\d\d\/\d\d\/\d{4}\s\d\d:\d\d:\d\d$/);
    await screenshot(page, 'mini-courses-log');
  });

  it('a viewer sees the list without Verify and Publish', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/mini-courses');
    await rows().first().waitFor();
    expect(await rows().count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'View Log' }).count()).toBeGreaterThan(0);
  });
});
