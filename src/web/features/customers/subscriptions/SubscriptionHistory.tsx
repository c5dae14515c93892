import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div style={{ marginTop: 8 }}>
      <Button
        type="link"
        size="small"
        icon={open ? <UpOutlined /> : <DownOutlined />}
        iconPlacement="end"
        aria-label={historyOf(title)}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((was) => !was)}
        style={{ paddingInline: 0 }}
      >
        {HISTORY_BUTTON}
      </Button>
      {open && (
        <section id={regionId} aria-label={historyOf(title)} style={{ marginTop: 8 }}>
          <SubscriptionTimeline auth0Id={auth0Id} subscriptionId={subscriptionId} />
        </section>
      )}
    </div>
  );
}
