import { Alert, Button, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import {
  defaultReportRange,
  isReportDayAllowed,
  REPORT_RANGE_LABEL,
  type ReportRange,
  reportRangeViolations,
} from '../../../../shared/domain/voucher-report';
import { fieldViolations } from '../../../api/errors';
import { notifyError, notifySuccess } from '../../../api/notify';
import { DateRangePicker } from '../../../components/DateRangePicker';
import type { DayRange } from '../../../components/date-range';
import { loadingWhile } from '../../../components/useSingleFlight';
import { ExportProgress } from './ExportProgress';
import { useReportDownload, useReportProgress, useStartReport } from './queries';
import { rangeHint, EXPORT_TEXTS as TEXTS } from './texts';

/** A picked day as the calendar day it shows ('YYYY-MM-DD'), taken as that day in UTC. */
const dayText = (day: Dayjs | null | undefined) => (day ? day.format('YYYY-MM-DD') : '');
/** VG-EXP-02/03: only the days of the last three months up to today (UTC) can be picked. */
const disabledDay = (day: Dayjs) => !isReportDayAllowed(dayText(day), new Date());

/** VG-EXP-04: the previous month, as the picker's two days. */
function defaultPickerRange(): DayRange {
  const { startDate, endDate } = defaultReportRange(new Date());
  return [dayjs(startDate), dayjs(endDate)];
}

const chosenRange = (range: DayRange): ReportRange => ({
  startDate: dayText(range?.[0]),
  endDate: dayText(range?.[1]),
});

/**
 * The export dialog (VG-EXP-01 … 05): the range in UTC, checked by the shared rules before it is sent;
 * Export starts the server's job, whose progress is polled into a progress bar; the file downloads by
 * itself when it is written (and again from the link). It stays mounted once opened, so an export
 * closed mid-way still downloads when done. `onBusyChange` tells the toolbar button an export is running.
 */
export default function ExportDialog({
  open,
  onClose,
  onBusyChange,
}: {
  open: boolean;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [range, setRange] = useState<DayRange>(defaultPickerRange);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reportId, setReportId] = useState<number | null>(null);
  const start = useStartReport();
  const progress = useReportProgress(reportId);
  const download = useReportDownload();
  const report = progress.data;
  const busy = start.isPending || report?.state === 'queued' || report?.state === 'running';
  const downloaded = useRef<number | null>(null);

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // The file downloads once, when its report is done.
  useEffect(() => {
    if (report?.state !== 'done' || downloaded.current === report.id) return;
    downloaded.current = report.id;
    download(report).then(
      () => notifySuccess(TEXTS.downloaded, report.fileName),
      (error: unknown) => notifyError(error),
    );
  }, [report, download]);

  const chosen = chosenRange(range);
  const exportRange = async () => {
    setRefusal(null);
    const [first] = reportRangeViolations(chosen, new Date());
    setProblem(first?.message ?? null);
    if (first) return;
    try {
      const started = await start.mutateAsync(chosen);
      setReportId(started.id);
    } catch (error) {
      const [named] = fieldViolations(error);
      if (named) setProblem(named.message);
      else setRefusal(error instanceof Error ? error.message : String(error));
    }
  };

  const complete = chosen.startDate !== '' && chosen.endDate !== '';
  return (
    <Modal
      title={TEXTS.title}
      open={open}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="close" onClick={onClose}>
          {TEXTS.close}
        </Button>,
        <Button
          key="export"
          type="primary"
          loading={loadingWhile(start.isPending)}
          disabled={busy && !start.isPending}
          onClick={() => void exportRange()}
        >
          {TEXTS.export}
        </Button>,
      ]}
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label={`${REPORT_RANGE_LABEL} (UTC)`}
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? (complete ? rangeHint(chosen.startDate, chosen.endDate) : undefined)}
          htmlFor="voucher-export-range"
        >
          <DateRangePicker
            id="voucher-export-range"
            aria-label={REPORT_RANGE_LABEL}
            value={range}
            disabledDate={disabledDay}
            disabled={busy}
            onChange={(next) => {
              setRange(next as DayRange);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
      {refusal ? <Alert type="error" showIcon title={TEXTS.notStarted} description={refusal} /> : null}
      {report ? (
        <ExportProgress
          report={report}
          pollFailed={progress.isError}
          onDownload={() => download(report).catch((error: unknown) => notifyError(error))}
        />
      ) : null}
      {!report && !refusal ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          The spreadsheet lists each redemption of a generic ISBN in the range, oldest first.
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
