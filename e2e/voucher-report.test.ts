import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReportProgress } from '../src/shared/contracts/voucher-report';
import {
  defaultReportRange,
  earliestReportDay,
  REPORT_COLUMNS,
  REPORT_SHEET_NAME,
  reportFileName,
  utcDayOf,
  VOUCHER_REPORT_MESSAGES,
} from '../src/shared/domain/voucher-report';
import { browserPerTest, callPortalApi, signIn } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { portalUrl } from './support/portal';

/**
 * The redeemed generic ISBN export (checklist 11.3 VG-EXP-01 … 06) from the /vouchers list: the dialog
 * with last month in UTC by default, the required range, the days it offers, then Export: the server's job
 * with its progress bar, the file downloaded by itself, named with the dates, opened with exceljs, and
 * 'Download again'.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { button, notice, shots, expectAccessible } = marketingPages(() => page);

const TITLE = 'Export redeemed generic ISBNs';
const dialog = () => page.getByRole('dialog', { name: TITLE });
const rangeInputs = () => dialog().locator('.ant-picker-input input');
const DAY_MS = 24 * 60 * 60 * 1000;

async function typeRange(startDate: string, endDate: string) {
  await rangeInputs().nth(0).click();
  await rangeInputs().nth(0).fill(startDate);
  await page.keyboard.press('Enter');
  await rangeInputs().nth(1).fill(endDate);
  await page.keyboard.press('Enter');
  await expect.poll(() => rangeInputs().nth(1).inputValue()).toBe(endDate);
}

describe('the redeemed generic ISBN export', () => {
  it("b2b exports last month's report from /vouchers: progress, the file downloads and opens", async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, baseUrl, 'b2b', '/vouchers');
    await button('Export redeemed ISBNs').click();
    await dialog().waitFor();

    // VG-EXP-04: last month, in UTC, said exactly.
    const now = new Date();
    const { startDate, endDate } = defaultReportRange(now);
    expect(await rangeInputs().nth(0).inputValue()).toBe(startDate);
    expect(await rangeInputs().nth(1).inputValue()).toBe(endDate);
    await dialog()
      .getByText(`Redemptions from ${startDate} 00:00 to ${endDate} 00:00 (UTC); the end day itself is not included.`)
      .waitFor();
    await shots('voucher-export-dialog');
    await expectAccessible('voucher export dialog');

    // VG-EXP-01: the range is required.
    await dialog().locator('.ant-picker').hover();
    await dialog().locator('.ant-picker-clear').click();
    await button('Export', dialog()).click();
    await dialog().getByText(VOUCHER_REPORT_MESSAGES.required).waitFor();

    // VG-EXP-02/03: nothing before the first day of the month three months ago, nothing after today (UTC).
    await rangeInputs().nth(0).click();
    const tomorrow = utcDayOf(new Date(now.getTime() + DAY_MS));
    const tomorrowCell = page.locator(`.ant-picker-dropdown td[title="${tomorrow}"]`).first();
    await tomorrowCell.waitFor();
    expect(await tomorrowCell.getAttribute('class')).toContain('ant-picker-cell-disabled');
    await page.keyboard.press('Escape');
    await typeRange(earliestReportDay(now), startDate);
    expect(await rangeInputs().nth(0).inputValue()).toBe(earliestReportDay(now));
    await typeRange(startDate, endDate);

    // VG-EXP-05: Export starts the job; its progress shows; the file downloads by itself when written.
    const started = page.waitForResponse(
      (res) => res.url().endsWith('/redeemed-generic-isbns/exports') && res.request().method() === 'POST',
    );
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await button('Export', dialog()).click();
    const report = (await (await started).json()) as ReportProgress;
    expect(report).toMatchObject({ startDate, endDate, state: 'queued' });
    const progress = dialog().getByTestId('export-progress');
    await progress.waitFor();
    await shots('voucher-export-progress');
    const download = await downloaded;
    const fileName = reportFileName({ startDate, endDate });
    expect(download.suggestedFilename()).toBe(fileName);
    await notice('Export downloaded').waitFor();
    await expect.poll(() => progress.getAttribute('data-state')).toBe('done');
    const done = await callPortalApi<ReportProgress>(
      page,
      `/financial-reports/redeemed-generic-isbns/exports/${report.id}`,
    );
    expect(done.state).toBe('done');
    await progress.getByText(`${done.rowsDone.toLocaleString('en-US')} rows written: ${fileName}`).waitFor();
    await shots('voucher-export-done');
    await expectAccessible('voucher export done');

    // The file, opened with exceljs: the sheet, the header, every row of the range in order.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet(REPORT_SHEET_NAME) as ExcelJS.Worksheet;
    expect(sheet).toBeDefined();
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...REPORT_COLUMNS]);
    expect(sheet.rowCount - 1).toBe(done.rowsDone);
    // The demo's redemptions of the last months include some of last month's generic ISBNs.
    expect(done.rowsDone).toBeGreaterThan(0);
    const from = Date.parse(`${startDate}T00:00:00Z`);
    const to = Date.parse(`${endDate}T00:00:00Z`);
    let previous = from;
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      const at = (row.getCell(1).value as Date).getTime();
      expect(at).toBeGreaterThanOrEqual(previous);
      expect(at).toBeLessThan(to);
      expect(String(row.getCell(2).value)).not.toBe('');
      expect(String(row.getCell(4).value)).not.toBe('');
      previous = at;
    }

    // 'Download again': the same file.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      dialog().getByRole('button', { name: 'Download again' }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(fileName);
    await button('Close', dialog().locator('.ant-modal-footer')).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(seen).toEqual({ dialogs: [], violations: [] });
  }, 180_000);

  it('a viewer (view:voucher_menu) may export too; the button stays on the list', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'viewer', '/vouchers');
    await button('Export redeemed ISBNs').click();
    await dialog().waitFor();
    await button('Close', dialog().locator('.ant-modal-footer')).click();
  });
});
