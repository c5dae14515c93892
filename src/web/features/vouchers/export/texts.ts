import type { ReportProgress } from '../../../../shared/contracts/voucher-report';
import type { Permission } from '../../../../shared/permissions';

/**
 * Who sees the export control: the export endpoints' permission (REPORT_PERMISSION of the shared rules,
 * texts.test.ts holds them equal), named here so the list page does not load the report's rules.
 */
export const EXPORT_PERMISSION: Permission = 'view:voucher_menu';

/** The export control's words (VG-EXP-06, decided: a toolbar button of the /vouchers list opens a dialog). */
export const EXPORT_TEXTS = {
  button: 'Export redeemed ISBNs',
  title: 'Export redeemed generic ISBNs',
  export: 'Export',
  close: 'Close',
  downloadAgain: 'Download again',
  downloaded: 'Export downloaded',
  progressLabel: 'Export progress',
  pollFailed: "The export's progress could not be read; trying again.",
  notStarted: 'The export could not be started',
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** What the range covers, said exactly: [start 00:00 UTC, end 00:00 UTC). */
export const rangeHint = (startDate: string, endDate: string) =>
  `Redemptions from ${startDate} 00:00 to ${endDate} 00:00 (UTC); the end day itself is not included.`;

/** The line under the progress bar. */
export function progressText(report: ReportProgress): string {
  switch (report.state) {
    case 'queued':
      return 'Waiting for the server to start the export…';
    case 'running':
      return report.rowsTotal === null
        ? 'Counting the redemptions…'
        : `Writing ${count(report.rowsDone)} of ${count(report.rowsTotal)} rows…`;
    case 'done':
      return `${count(report.rowsDone)} ${report.rowsDone === 1 ? 'row' : 'rows'} written: ${report.fileName}`;
    default:
      return report.error ?? '';
  }
}
