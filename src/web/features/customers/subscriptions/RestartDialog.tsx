import { Alert, Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RestartSummary } from '../../../../shared/contracts/subscriptions';
import { symbolAmount } from '../../../../shared/domain/money';
import { SUBSCRIPTION_MESSAGES } from '../../../../shared/domain/subscription';
import { ActionDialog } from '../../../components/ActionDialog';
import { EMPTY } from '../../../components/date-format';
import { Loading } from '../../../components/Loading';
import { useRestartSubscription, useRestartSummary } from './queries';
import {
  RESTART_LABELS as L,
  LOADING_RESTART_SUMMARY,
  NO_PAYMENT_METHOD,
  RESTART_CONFIRM,
  RESTART_TITLE,
  restartExplanation,
} from './texts';
import { type SubscriptionDialogProps, useConfirmAction } from './useConfirmAction';

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ') || EMPTY;

/** SUB-RST-02: the plan, the order (the currency's symbol, two decimals) and the card it is billed to. */
function summaryItems(summary: RestartSummary): DescriptionsProps['items'] {
  const { order_summary: order, payment_method: card } = summary;
  const money = (amount: number) => symbolAmount(amount, order.currency.symbol);
  return [
    { key: 'plan', label: L.plan, children: summary.product_plan.title },
    { key: 'billingPlan', label: L.billingPlan, children: order.billing_plan.name },
    { key: 'originalPrice', label: L.originalPrice, children: money(order.original_price) },
    { key: 'tax', label: L.tax, children: money(order.tax) },
    { key: 'total', label: L.total, children: <Typography.Text strong>{money(order.total)}</Typography.Text> },
    ...(card
      ? [
          { key: 'card', label: L.card, children: joined(card.card_type, card.account) },
          { key: 'expirationDate', label: L.expirationDate, children: card.expiration_date ?? EMPTY },
          {
            key: 'billingAddress',
            label: L.billingAddress,
            children: joined(card.billing_address.postal_code, card.billing_address.country),
          },
        ]
      : [{ key: 'card', label: L.card, children: NO_PAYMENT_METHOD }]),
  ];
}

/**
 * SUB-RST: restart a Canceled or Expired subscription. Opening reads the order summary (API-S-28,
 * SUB-RST-01) and shows it (SUB-RST-02); when it cannot be read, the spec's 'Product not found. Please
 * make a new order.' and no confirm (SUB-RST-03). Confirm buys the plan again (API-S-29, If-Match the
 * summary's version, one request however often clicked): 'Restart successful' and the list read again
 * (the new subscription's card); a refusal's message in a toast, the dialog kept open (SUB-RST-06).
 */
export function RestartDialog({ open, auth0Id, subscription, onClose }: SubscriptionDialogProps) {
  const summary = useRestartSummary(auth0Id, subscription.subscriptionId, open);
  const restart = useRestartSubscription(auth0Id);
  const confirm = useConfirmAction('restart', subscription, summary.data?.rowVersion ?? subscription.rowVersion);
  const data = summary.data;

  let body: ReactNode;
  if (summary.error) body = <Alert type="error" showIcon title={SUBSCRIPTION_MESSAGES.productNotFound} />;
  else if (!data || summary.isFetching) body = <Loading label={LOADING_RESTART_SUMMARY} minHeight={160} size="small" />;
  else
    body = (
      <>
        <Typography.Paragraph>
          {restartExplanation(symbolAmount(data.order_summary.total, data.order_summary.currency.symbol))}
        </Typography.Paragraph>
        <Descriptions bordered size="small" column={1} items={summaryItems(data)} styles={{ label: { width: 180 } }} />
      </>
    );

  const ready = Boolean(data) && !summary.error && !summary.isFetching;
  return (
    <ActionDialog
      title={RESTART_TITLE}
      open={open}
      onCancel={onClose}
      width={560}
      actions={
        ready
          ? [
              {
                key: 'confirm',
                label: RESTART_CONFIRM,
                primary: true,
                onClick: () =>
                  // A refusal keeps the summary shown (a stale version's current one is sent next: useConfirmAction).
                  confirm((acted) => restart.mutateAsync(acted), { done: onClose, failed: () => undefined }),
              },
            ]
          : []
      }
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{subscription.title}</Typography.Text>
      </Typography.Paragraph>
      <section aria-label={RESTART_TITLE} aria-busy={summary.isFetching}>
        {body}
      </section>
    </ActionDialog>
  );
}
