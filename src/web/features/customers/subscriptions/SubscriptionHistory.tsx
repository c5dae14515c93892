import { ExpandableRegion } from '../../../components/ExpandableRegion';
import { SubscriptionTimeline } from './SubscriptionTimeline';
import { HISTORY_BUTTON, historyOf } from './texts';

/**
 * Issue 22 ★ Timeline: a card's 'History' toggle and, while open, the subscription's history beneath
 * it. The history is read on opening, and again after an action on the subscription while it shows
 * (its key is under the subscriptions' tree: SUBSCRIPTION_LISTS); closed, it is not read.
 */
export function SubscriptionHistory({
  auth0Id,
  subscriptionId,
  title,
}: {
  auth0Id: string;
  subscriptionId: string;
  title: string;
}) {
  return (
    <ExpandableRegion label={HISTORY_BUTTON} name={historyOf(title)}>
      <SubscriptionTimeline auth0Id={auth0Id} subscriptionId={subscriptionId} />
    </ExpandableRegion>
  );
}
