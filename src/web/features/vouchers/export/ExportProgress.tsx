import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import type { ReportProgress } from '../../../../shared/contracts/voucher-report';
import { reportPercent } from '../../../../shared/domain/voucher-report';
import { progressText, EXPORT_TEXTS as TEXTS } from './texts';

const STATUS = {
  queued: 'active',
  running: 'active',
  done: 'success',
  failed: 'exception',
  expired: 'normal',
} as const;

/**
 * A report's progress (VG-EXP-05): the bar (rows written of rows to write), what is happening, and once
 * written the file's name with 'Download again'; a failed or expired report says why.
 */
export function ExportProgress({
  report,
  pollFailed,
  onDownload,
}: {
  report: ReportProgress;
  pollFailed: boolean;
  onDownload: () => unknown;
}) {
  return (
    <div data-testid="export-progress" data-state={report.state} style={{ marginTop: 8 }}>
      <Progress
        percent={reportPercent(report)}
        status={STATUS[report.state]}
        aria-label={TEXTS.progressLabel}
        aria-valuenow={reportPercent(report)}
      />
      {report.state === 'failed' || report.state === 'expired' ? (
        <Alert type={report.state === 'failed' ? 'error' : 'warning'} showIcon title={progressText(report)} />
      ) : (
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Typography.Text role="status">{progressText(report)}</Typography.Text>
          {report.state === 'done' ? (
            <Button
              type="link"
              icon={<DownloadOutlined aria-hidden />}
              style={{ paddingInline: 0 }}
              onClick={() => void onDownload()}
            >
              {TEXTS.downloadAgain}
            </Button>
          ) : null}
        </Flex>
      )}
      {pollFailed ? <Alert type="warning" showIcon title={TEXTS.pollFailed} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
