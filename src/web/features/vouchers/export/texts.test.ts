import { describe, expect, it } from 'vitest';
import type { ReportProgress } from '../../../../shared/contracts/voucher-report';
import * as api from '../../../../shared/contracts/voucher-report';
import { EXPORT_PERMISSION, progressText, rangeHint } from './texts';

const report = (values: Partial<ReportProgress>): ReportProgress => ({
  id: 1,
  startDate: '2026-10-01',
  endDate: '2026-11-01',
  state: 'queued',
  rowsDone: 0,
  rowsTotal: null,
  fileName: 'redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx',
  error: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  ...values,
});

describe('the export control', () => {
  it("is shown with the export endpoints' permission", () => {
    for (const endpoint of [
      api.startRedeemedIsbnReport,
      api.getRedeemedIsbnReport,
      api.downloadRedeemedIsbnReport,
      api.downloadRedeemedGenericIsbns,
    ]) {
      expect(endpoint.permission).toBe(EXPORT_PERMISSION);
    }
  });

  it('says what is happening', () => {
    expect(progressText(report({}))).toBe('Waiting for the server to start the export…');
    expect(progressText(report({ state: 'running' }))).toBe('Counting the redemptions…');
    expect(progressText(report({ state: 'running', rowsDone: 2000, rowsTotal: 12345 }))).toBe(
      'Writing 2,000 of 12,345 rows…',
    );
    expect(progressText(report({ state: 'done', rowsDone: 1, rowsTotal: 1 }))).toBe(
      '1 row written: redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx',
    );
    expect(progressText(report({ state: 'failed', error: 'Disk full' }))).toBe('Disk full');
    expect(rangeHint('2026-10-01', '2026-11-01')).toBe(
      'Redemptions from 2026-10-01 00:00 to 2026-11-01 00:00 (UTC); the end day itself is not included.',
    );
  });
});
