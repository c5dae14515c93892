import { useQueryClient } from '@tanstack/react-query';
import {
  downloadRedeemedIsbnReport,
  getRedeemedIsbnReport,
  type ReportProgress,
  startRedeemedIsbnReport,
} from '../../../../shared/contracts/voucher-report';
import type { ReportRange } from '../../../../shared/domain/voucher-report';
import { useDownload } from '../../../api/download';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpoint-hooks';
import { saveFile } from '../../../components/save-file';
import { voucherKeys as keys } from '../keys';

/** A report's progress: under the vouchers area's root. */
const reportKey = (id: number) => keys.sub('report', id);

/** How often a report being written is asked for its progress. */
export const REPORT_POLL_MS = 1000;

/**
 * VG-EXP-05: starts writing the report of a range (the server's job). Its answer, the progress queued, is
 * the first the progress query holds.
 */
export function useStartReport() {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    startRedeemedIsbnReport,
    { input: (range: ReportRange) => ({ body: range }), invalidate: { queryKey: keys.sub('report') } },
    { onSuccess: (progress) => queryClient.setQueryData(reportKey(progress.id), progress) },
  );
}

const unfinished = (progress: ReportProgress | undefined) =>
  progress?.state === 'queued' || progress?.state === 'running';

/** A report's progress, asked again every second while it is queued or written; null reads nothing. */
export function useReportProgress(id: number | null) {
  return useEndpointQuery(
    getRedeemedIsbnReport,
    reportKey(id ?? 0),
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null,
      refetchInterval: (query) => (unfinished(query.state.data) ? REPORT_POLL_MS : false),
      // A failed poll is tried again by the interval, not thrice at once.
      retry: false,
    },
  );
}

/** Downloads a finished report's file under its name (the browser saves it as a download). */
export function useReportDownload() {
  const download = useDownload();
  return async (report: Pick<ReportProgress, 'id' | 'fileName'>) => {
    const file = await download(downloadRedeemedIsbnReport, { params: { id: report.id } });
    saveFile(file, report.fileName);
  };
}
