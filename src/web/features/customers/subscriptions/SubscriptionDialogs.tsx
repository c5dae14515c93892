import { ApplyPromoCodeDialog } from './ApplyPromoCodeDialog';
import { CancelDialog } from './CancelDialog';
import { ExtendDialog } from './ExtendDialog';
import { PauseDialog } from './PauseDialog';
import { PlanChangeDialog } from './PlanChangeDialog';
import { RestartDialog } from './RestartDialog';
import { ResumeDialog } from './ResumeDialog';
import { RevokeDialog } from './RevokeDialog';
import type { DialogAction, SubscriptionView } from './view';

/** The action chosen in a card's menu, on that subscription. */
export interface ChosenAction {
  action: DialogAction;
  subscription: SubscriptionView;
}

/**
 * The action dialogs (DIALOG_ACTIONS), the chosen one open. Each stays mounted once a subscription was chosen, so it
 * closes with its animation and keeps showing the subscription it acted on.
 */
export function SubscriptionDialogs({
  auth0Id,
  email,
  chosen,
  open,
  onClose,
}: {
  auth0Id: string;
  /** The customer's email: the plan-change dialogs' prefill (SUB-PLN-01). */
  email: string | null;
  chosen: ChosenAction | null;
  open: boolean;
  onClose: () => void;
}) {
  if (!chosen) return null;
  const props = (action: DialogAction) => ({
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
      <ApplyPromoCodeDialog {...props('applyPromoCode')} />
      <PlanChangeDialog {...props('upsell')} kind="upsell" email={email} />
      <PlanChangeDialog {...props('downgrade')} kind="downgrade" email={email} />
      <PlanChangeDialog {...props('switchPlan')} kind="switchPlan" email={email} />
      <RestartDialog {...props('restart')} />
    </>
  );
}
