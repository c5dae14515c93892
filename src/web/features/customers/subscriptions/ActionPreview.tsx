import { Alert, Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Subscription, SubscriptionPreview } from '../../../../shared/contracts/subscriptions';
import { symbolAmount } from '../../../../shared/domain/money';
import { nextBillingAmountHidden, shownEndDate, subscriptionStateOf } from '../../../../shared/domain/subscription';
import { EMPTY } from '../../../components/date-format';
import { Loading } from '../../../components/Loading';
import { Day } from './cells';
import { ACCESS_CONTINUES, AMOUNT_HIDDEN, PREVIEW_LABELS as L, LOADING_PREVIEW, NOTHING_BILLED } from './texts';

/** The rows of a preview: when, access, billed today, and the subscription's dates afterwards. */
function itemsOf(preview: SubscriptionPreview): DescriptionsProps['items'] {
  const { after } = preview;
  const endDate = shownEndDate({
    gracePeriodEndDate: after.grace_period_end_date,
    endDate: after.end_date,
    nextBilling: after.next_billing,
  });
  return [
    { key: 'effectiveDate', label: L.effectiveDate, children: <Day value={preview.effective_date} /> },
    {
      key: 'accessEnds',
      label: L.accessEnds,
      children: preview.access_ends_date ? <Day value={preview.access_ends_date} /> : ACCESS_CONTINUES,
    },
    {
      key: 'billedToday',
      label: L.billedToday,
      children: preview.billed_today
        ? symbolAmount(preview.billed_today.amount, preview.billed_today.currency_symbol)
        : NOTHING_BILLED,
    },
    ...(after.paused_start_date
      ? [{ key: 'pauseStartDate', label: L.pauseStartDate, children: <Day value={after.paused_start_date} /> }]
      : []),
    ...(after.pause_end_date
      ? [{ key: 'pauseEndDate', label: L.pauseEndDate, children: <Day value={after.pause_end_date} /> }]
      : []),
    { key: 'nextBillingDate', label: L.nextBillingDate, children: <Day value={after.next_billing?.date} /> },
    {
      key: 'nextBillingAmount',
      label: L.nextBillingAmount,
      children: nextAmountText(after),
    },
    { key: 'endDate', label: L.endDate, children: <Day value={endDate} /> },
  ];
}

/** The next amount after the action (hidden like the card's while paused, SUB-DISP-09). */
function nextAmountText(after: Subscription): string {
  const state = subscriptionStateOf({
    status: after.status,
    source: after.source,
    gracePeriodEndDate: after.grace_period_end_date,
    freeTrialEndDate: after.free_trial_end_date,
  });
  if (!after.next_billing) return EMPTY;
  if (nextBillingAmountHidden(state)) return AMOUNT_HIDDEN;
  return symbolAmount(after.next_billing.amount, after.next_billing.currency_symbol);
}

/**
 * Issue 22: what the action will do, as the server computes it with the function that performs it:
 * a spinner while it loads, the server's refusal when it has one, else its dates and what is billed.
 */
export function ActionPreview({
  preview,
  loading,
  error,
  idle,
}: {
  preview: SubscriptionPreview | undefined;
  loading: boolean;
  error: Error | null;
  /** Shown instead while the dialog's input is not valid yet. */
  idle?: string;
}) {
  const heading = (
    <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
      {L.title}
    </Typography.Text>
  );
  let body: ReactNode;
  if (idle) body = <Typography.Text type="secondary">{idle}</Typography.Text>;
  else if (error) body = <Alert type="error" showIcon title={error.message} />;
  else if (loading || !preview) body = <Loading label={LOADING_PREVIEW} minHeight={120} size="small" />;
  else
    body = (
      <Descriptions bordered size="small" column={1} items={itemsOf(preview)} styles={{ label: { width: 200 } }} />
    );
  return (
    <section aria-label={L.title} aria-busy={loading} style={{ marginTop: 16 }}>
      {heading}
      {body}
    </section>
  );
}
