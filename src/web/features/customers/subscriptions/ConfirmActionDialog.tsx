import { Typography } from 'antd';
import type { PreviewedAction } from '../../../../shared/contracts/subscriptions';
import { ActionDialog } from '../../../components/ActionDialog';
import { ActionPreview } from './ActionPreview';
import type { ActedSubscription } from './queries';
import { useSubscriptionPreview } from './queries';
import { CONFIRM_LABELS, DIALOG_TITLES } from './texts';
import { type SubscriptionDialogProps, useConfirmAction } from './useConfirmAction';

/**
 * The dialog of an action that asks nothing (cancel, resume, revoke): what it means for this
 * subscription, the preview of what it will do, and its confirm button (one request however often it
 * is clicked: ActionDialog).
 */
export function ConfirmActionDialog({
  open,
  auth0Id,
  subscription,
  onClose,
  action,
  explanation,
  send,
  danger = false,
}: SubscriptionDialogProps & {
  action: Exclude<PreviewedAction, 'pause' | 'extendBillingDate'>;
  explanation: string;
  send: (acted: ActedSubscription) => Promise<unknown>;
  danger?: boolean;
}) {
  const preview = useSubscriptionPreview(auth0Id, subscription, action, {}, open);
  const confirm = useConfirmAction(action, subscription);
  return (
    <ActionDialog
      title={DIALOG_TITLES[action]}
      open={open}
      onCancel={onClose}
      width={560}
      actions={[
        {
          key: 'confirm',
          label: CONFIRM_LABELS[action],
          primary: true,
          danger,
          onClick: () => confirm(send, { done: onClose, failed: () => void preview.refetch() }),
        },
      ]}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{subscription.title}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{explanation}</Typography.Paragraph>
      <ActionPreview preview={preview.data} loading={preview.isFetching} error={preview.error} />
    </ActionDialog>
  );
}
