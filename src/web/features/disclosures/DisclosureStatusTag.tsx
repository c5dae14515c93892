import { Tag } from 'antd';
import { DISCLOSURE_STATUS_LABELS, type DisclosureStatus } from '../../../shared/domain/disclosure';

/** DISC-11: an active disclosure shows at checkout (green); an inactive one does not. */
export function DisclosureStatusTag({ status }: { status: DisclosureStatus }) {
  return (
    <Tag color={status === 'active' ? 'green' : 'default'} data-status={status}>
      {DISCLOSURE_STATUS_LABELS[status]}
    </Tag>
  );
}
