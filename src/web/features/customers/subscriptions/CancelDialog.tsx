import { ConfirmActionDialog } from './ConfirmActionDialog';
import { useCancelSubscription } from './queries';
import { cancelExplanation } from './texts';
import type { SubscriptionDialogProps } from './useConfirmAction';

/** SUB-CAN: when the cancellation takes effect for this status (SUB-CAN-01/02), its preview, 'Canceled successfully'. */
export function CancelDialog(props: SubscriptionDialogProps) {
  const cancel = useCancelSubscription(props.auth0Id);
  return (
    <ConfirmActionDialog
      {...props}
      action="cancel"
      explanation={cancelExplanation(props.subscription.status)}
      send={cancel.mutateAsync}
      danger
    />
  );
}
