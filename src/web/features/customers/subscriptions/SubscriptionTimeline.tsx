import { Flex, Timeline, type TimelineProps, Typography } from 'antd';
import type { SubscriptionEvent } from '../../../../shared/contracts/subscriptions';
import { DateTime } from '../../../components/DateTime';
import { Loading } from '../../../components/Loading';
import { ReadErrorState, useReadErrorNotice } from '../../../components/ReadErrorState';
import { useSubscriptionTimeline } from './queries';
import { LOADING_HISTORY, NO_HISTORY } from './texts';
import { eventActor } from './view';

/** The dot's colour by who made the change. */
const COLORS: Record<SubscriptionEvent['by'], string> = { staff: 'blue', clock: 'gray', customer: 'green' };

function itemsOf(events: readonly SubscriptionEvent[]): TimelineProps['items'] {
  return events.map((event, index) => ({
    // Events may share an action and a moment; the server's order (oldest first) is their identity.
    key: `${index}-${event.action}`,
    color: COLORS[event.by],
    content: (
      <Flex vertical>
        <Typography.Text strong>{event.label}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <DateTime value={event.at} /> · {eventActor(event)}
        </Typography.Text>
      </Flex>
    ),
  }));
}

/**
 * Issue 22 ★ Timeline: a subscription's history (GET /subscriptions/:id/timeline), read when it is
 * shown, oldest first as the server answers: each change's label, when ('YYYY-MM-DD HH:mm:ss') and who
 * ('Billing clock', the staff member's email, 'Customer'). A failed read shows the generic notification
 * and the error state with Retry, as the tab does.
 */
export function SubscriptionTimeline({ auth0Id, subscriptionId }: { auth0Id: string; subscriptionId: string }) {
  const query = useSubscriptionTimeline(auth0Id, subscriptionId);
  useReadErrorNotice(query.error);
  if (query.error) return <ReadErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <Loading label={LOADING_HISTORY} minHeight={64} size="small" />;
  if (query.data.length === 0) return <Typography.Text type="secondary">{NO_HISTORY}</Typography.Text>;
  return <Timeline items={itemsOf(query.data)} style={{ paddingTop: 8 }} />;
}
