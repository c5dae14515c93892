import { ConfirmActionDialog } from './ConfirmActionDialog';
import { useRevokeSubscription } from './queries';
import { REVOKE_EXPLANATION } from './texts';
import type { SubscriptionDialogProps } from './useConfirmAction';

/**
 * SUB-REV: stops the subscription at once and revokes access (SUB-REV-01), its preview, 'Revoke
 * entitlement successfully'; the customer and its entitlements are read again (SUB-REV-03).
 */
export function RevokeDialog(props: SubscriptionDialogProps) {
  const revoke = useRevokeSubscription(props.auth0Id);
  return (
    <ConfirmActionDialog
      {...props}
      action="revokeEntitlement"
      explanation={REVOKE_EXPLANATION}
      send={revoke.mutateAsync}
      danger
    />
  );
}
