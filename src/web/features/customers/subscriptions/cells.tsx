import { DISPLAYED_STATUS_LABELS, type DisplayedStatus } from '../../../../shared/domain/subscription';
import { formatDateTime } from '../../../components/date-format';
import { useDateFormats } from '../../../components/date-formats';
import { StatusTag, type StatusVocabulary } from '../../../components/StatusTag';

/** The displayed statuses in words (DISPLAYED_STATUS_LABELS) and colours. */
const SUBSCRIPTION_STATUS: StatusVocabulary<DisplayedStatus> = {
  labels: DISPLAYED_STATUS_LABELS,
  colors: {
    active: 'green',
    free_trial: 'blue',
    grace_period: 'gold',
    pending_cancel: 'orange',
    pending_pause: 'gold',
    pending_activation: 'blue',
    paused: 'default',
    canceled: 'red',
    expired: 'default',
    unknown: 'default',
  },
};

export function SubscriptionStatusTag({ status }: { status: DisplayedStatus }) {
  return <StatusTag status={status} vocabulary={SUBSCRIPTION_STATUS} style={{ marginInlineEnd: 0 }} />;
}

/**
 * A day: 'YYYY-MM-DD' on the page, 'MM/DD/YYYY' in a dialog (CONST-07), '--' when empty; the moment
 * itself in the tooltip.
 */
export function Day({ value }: { value: string | null | undefined }) {
  const formats = useDateFormats();
  return (
    <span title={value ? formatDateTime(value, formats.dateTime) : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, formats.date)}
    </span>
  );
}
