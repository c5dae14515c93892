import {
  PROMOTION_STATUS_COLORS,
  PROMOTION_STATUS_LABELS,
  type PromotionStatus,
} from '../../../shared/domain/promotion';
import { StatusTag } from '../../components/StatusTag';
import { timeRangeParts } from './list-url';

/** PROMO-LIST-06/17: a status as its coloured tag. */
export function PromotionStatusTag({ status }: { status: PromotionStatus }) {
  return (
    <StatusTag status={status} vocabulary={{ labels: PROMOTION_STATUS_LABELS, colors: PROMOTION_STATUS_COLORS }} />
  );
}

/** PROMO-LIST-11: 'start to end' in local time, each end kept on one line (the placeholder for an open end). */
export function TimeRangeText({ startedAt, endedAt }: { startedAt: string; endedAt: string | null }) {
  const [start, end] = timeRangeParts(startedAt, endedAt);
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{start}</span> to <span style={{ whiteSpace: 'nowrap' }}>{end}</span>
    </span>
  );
}
