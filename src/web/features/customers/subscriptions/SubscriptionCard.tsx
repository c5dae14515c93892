import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { symbolAmount } from '../../../../shared/domain/money';
import { SectionTitle } from '../../../components/Heading';
import { type ReadOnlyField, ReadOnlyFields } from '../../../components/ReadOnlyFields';
import { Day, SubscriptionStatusTag } from './cells';
import { SubscriptionHistory } from './SubscriptionHistory';
import { AMOUNT_HIDDEN, SUBSCRIPTION_LABELS as L } from './texts';
import { paymentMethodText, type SubscriptionView } from './view';

/** The fields of one subscription; the dates only a subscription has are left out when it has none. */
function fieldsOf(s: SubscriptionView): ReadOnlyField[] {
  const optionalDay = (key: string, label: string, value: string | null): ReadOnlyField[] =>
    value ? [{ key, label, value: <Day value={value} /> }] : [];
  return [
    { key: 'planTitle', label: L.planTitle, value: s.planTitle },
    { key: 'billingPlan', label: L.billingPlan, value: s.billingPlanName },
    { key: 'source', label: L.source, value: s.sourceLabel },
    { key: 'subscriptionId', label: L.subscriptionId, value: s.subscriptionId },
    { key: 'startDate', label: L.startDate, value: <Day value={s.startDate} /> },
    { key: 'endDate', label: L.endDate, value: s.endDate ? <Day value={s.endDate} /> : null },
    {
      key: 'nextBillingDate',
      label: L.nextBillingDate,
      value: s.nextBilling ? <Day value={s.nextBilling.date} /> : null,
    },
    {
      key: 'nextBillingAmount',
      label: L.nextBillingAmount,
      value: !s.nextBilling ? null : s.amountHidden ? (
        <Typography.Text type="secondary">{AMOUNT_HIDDEN}</Typography.Text>
      ) : (
        symbolAmount(s.nextBilling.amount, s.nextBilling.currencySymbol)
      ),
    },
    ...optionalDay('pauseStartDate', L.pauseStartDate, s.pauseStartDate),
    ...optionalDay('pauseEndDate', L.pauseEndDate, s.pauseEndDate),
    ...optionalDay('freeTrialEndDate', L.freeTrialEndDate, s.freeTrialEndDate),
    ...optionalDay('gracePeriodEndDate', L.gracePeriodEndDate, s.gracePeriodEndDate),
    {
      key: 'paymentMethod',
      label: L.paymentMethod,
      value: s.paymentMethod ? paymentMethodText(s.paymentMethod) : null,
      wide: true,
    },
  ];
}

/**
 * SUB-DISP: one subscription as a card: its title, the displayed status as the portal's status tag and
 * the actions menu (`actions`, when it offers any) in the header; its fields read-only beneath, then its
 * History (issue 22 ★ Timeline), opened on demand.
 */
export function SubscriptionCard({
  auth0Id,
  subscription,
  actions,
}: {
  /** The customer's Auth0 id (the history's `auth0Id`). */
  auth0Id: string;
  subscription: SubscriptionView;
  actions: ReactNode;
}) {
  const headingId = `subscription-${subscription.subscriptionId}`;
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={headingId}
      data-subscription-id={subscription.subscriptionId}
      title={
        <Flex align="center" gap={8} wrap>
          <SectionTitle id={headingId} style={{ margin: 0 }}>
            {subscription.title}
          </SectionTitle>
          <SubscriptionStatusTag status={subscription.status} />
        </Flex>
      }
      extra={actions}
    >
      <ReadOnlyFields fields={fieldsOf(subscription)} label={`${subscription.title} details`} />
      <SubscriptionHistory auth0Id={auth0Id} subscriptionId={subscription.subscriptionId} title={subscription.title} />
    </Card>
  );
}
