import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { formatDateTime } from './date-format';

/** The clock mark of an item with a pending scheduled publish (MC-03), its time in the tooltip. */
export function ScheduledMark({ at }: { at: number | null }) {
  if (at === null) return null;
  return (
    <Tooltip title={`Scheduled publish: ${formatDateTime(at)}`}>
      <ClockCircleOutlined aria-label="Scheduled publish" data-testid="scheduled-mark" style={{ color: '#fa8c16' }} />
    </Tooltip>
  );
}
