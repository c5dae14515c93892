import { Empty, Flex } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { Customer } from '../../../../shared/contracts/customers';
import { usePermissions } from '../../../auth/session';
import { Loading } from '../../../components/Loading';
import { ReadErrorState, useReadErrorNotice } from '../../../components/ReadErrorState';
import { useSubscriptions } from './queries';
import { SubscriptionActionsMenu } from './SubscriptionActionsMenu';
import { SubscriptionCard } from './SubscriptionCard';
import { type ChosenAction, SubscriptionDialogs } from './SubscriptionDialogs';
import { LOADING_SUBSCRIPTIONS, NO_SUBSCRIPTIONS, SUBSCRIPTIONS_TITLE } from './texts';
import { builtMenuActions, toSubscriptionView } from './view';

/**
 * Checklist 6: the B2C customer's subscriptions (API-S-17), one card each, with the actions menu its
 * status, its source and the user's permissions allow (SUB-ACT), each action in its dialog with the
 * preview of what it will do. A failed read shows the generic notification and the error state with
 * Retry (CUS-DET-08).
 */
export default function SubscriptionsTab({ customer }: { customer: Customer }) {
  const { can } = usePermissions();
  const query = useSubscriptions(customer.auth0Id);
  useReadErrorNotice(query.error);
  const views = useMemo(() => (query.data ?? []).map(toSubscriptionView), [query.data]);
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const [open, setOpen] = useState(false);
  // The chosen subscription as last read (an action or a refusal reads the list again).
  const current = chosen && {
    ...chosen,
    subscription: views.find((v) => v.subscriptionId === chosen.subscription.subscriptionId) ?? chosen.subscription,
  };

  let content: ReactNode;
  if (query.error) content = <ReadErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.isPending) content = <Loading label={LOADING_SUBSCRIPTIONS} minHeight={160} />;
  else if (views.length === 0) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_SUBSCRIPTIONS} />;
  else
    content = (
      <Flex vertical gap={16}>
        {views.map((view) => (
          <SubscriptionCard
            key={view.subscriptionId}
            auth0Id={customer.auth0Id}
            subscription={view}
            actions={
              <SubscriptionActionsMenu
                title={view.title}
                actions={builtMenuActions(view.actions, can)}
                onChoose={(action) => {
                  setChosen({ action, subscription: view });
                  setOpen(true);
                }}
              />
            }
          />
        ))}
      </Flex>
    );

  return (
    <section aria-label={SUBSCRIPTIONS_TITLE}>
      {content}
      <SubscriptionDialogs
        auth0Id={customer.auth0Id}
        email={customer.email}
        chosen={current}
        open={open}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
