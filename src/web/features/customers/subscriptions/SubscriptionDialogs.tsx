import type { PreviewedAction } from '../../../../shared/contracts/subscriptions';
import { CancelDialog } from './CancelDialog';
import { ExtendDialog } from './ExtendDialog';
import { PauseDialog } from './PauseDialog';
import { ResumeDialog } from './ResumeDialog';
import { RevokeDialog } from './RevokeDialog';
import type { SubscriptionView } from './view';

/** The action chosen in a card's menu, on that subscription. */
export interface ChosenAction {
  action: PreviewedAction;
  subscription: SubscriptionView;
}

/**
 * The five action dialogs, the chosen one open. Each stays mounted once a subscription was chosen, so it
 * closes with its animation and keeps showing the subscription it acted on.
 */
export function SubscriptionDialogs({
  auth0Id,
  chosen,
  open,
  onClose,
}: {
  auth0Id: string;
  chosen: ChosenAction | null;
  open: boolean;
  onClose: () => void;
}) {
  if (!chosen) return null;
  const props = (action: PreviewedAction) => ({
    open: open && chosen.action === action,
    auth0Id,
    subscription: chosen.subscription,
    onClose,
  });
  return (
    <>
      <CancelDialog {...props('cancel')} />
      <PauseDialog {...props('pause')} />
      <ResumeDialog {...props('resume')} />
      <RevokeDialog {...props('revokeEntitlement')} />
      <ExtendDialog {...props('extendBillingDate')} />
    </>
  );
}
