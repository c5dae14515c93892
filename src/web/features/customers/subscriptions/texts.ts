import type { PreviewedAction } from '../../../../shared/contracts/subscriptions';
import type { DisplayedStatus } from '../../../../shared/domain/subscription';

/**
 * The Subscriptions tab's own words (SUB-DISP-10 GAP: the card's labels are ours); the rules, the
 * status and source labels, the action labels and the success messages are in
 * src/shared/domain/subscription.ts.
 */

export const SUBSCRIPTIONS_TITLE = 'Subscriptions';
export const NO_SUBSCRIPTIONS = 'No subscriptions';
export const LOADING_SUBSCRIPTIONS = 'Loading the subscriptions';
export const ACTIONS_BUTTON = 'Actions';
export const actionsOf = (title: string) => `Actions of ${title}`;

/** SUB-DISP-02/03/10: the card's labels. */
export const SUBSCRIPTION_LABELS = {
  subscriptionId: 'Subscription ID',
  planTitle: 'Plan',
  billingPlan: 'Billing plan',
  source: 'Source',
  status: 'Status',
  startDate: 'Start date',
  endDate: 'End date',
  nextBillingDate: 'Next billing date',
  nextBillingAmount: 'Next billing amount',
  pauseStartDate: 'Pause start',
  pauseEndDate: 'Pause end',
  freeTrialEndDate: 'Free trial end',
  gracePeriodEndDate: 'Grace period end',
  paymentMethod: 'Payment method',
} as const;

/** SUB-DISP-09: the amount of a paused Recurly subscription is not shown. */
export const AMOUNT_HIDDEN = 'Not billed while paused';

/** The dialogs' titles and confirm buttons. */
export const DIALOG_TITLES: Record<PreviewedAction, string> = {
  cancel: 'Cancel subscription',
  pause: 'Pause subscription',
  resume: 'Resume subscription',
  revokeEntitlement: 'Revoke entitlement',
  extendBillingDate: 'Extend billing date',
  applyPromoCode: 'Apply promo code',
};
export const CONFIRM_LABELS: Record<PreviewedAction, string> = {
  cancel: 'Cancel subscription',
  pause: 'Pause',
  resume: 'Resume',
  revokeEntitlement: 'Revoke',
  extendBillingDate: 'Extend',
  applyPromoCode: 'Apply',
};

/** SUB-CAN-01/02: when a cancellation takes effect, by the displayed status. */
export function cancelExplanation(status: DisplayedStatus): string {
  if (status === 'active')
    return 'The cancellation takes effect at the next billing date. The customer keeps learning until then.';
  if (status === 'pending_pause')
    return 'The cancellation takes effect at the pause start date. The customer keeps learning until then.';
  return 'The customer loses access at once.';
}

/** SUB-PAU-03. */
export const pauseExplanation = (days: number) =>
  `The pause starts on the next billing date and ends after ${days} days. The customer is not billed during the pause.`;

/**
 * SUB-RES-01; a Pending Pause (the pause has not started, the period is paid) ends the planned pause
 * and bills nothing today (SUB-ACT-14, decided in subscription-effect.ts).
 */
export function resumeExplanation(status: DisplayedStatus): string {
  if (status === 'pending_pause')
    return 'Resuming ends the planned pause before it starts. The customer keeps access and nothing is billed today.';
  return 'Resuming ends the pause. The customer gets access at once and is billed today.';
}

/** SUB-REV-01. */
export const REVOKE_EXPLANATION = 'Revoking stops the subscription at once and revokes the customer’s access.';

/** SUB-EXT-04. */
export const EXTEND_EXPLANATION = 'The next billing date moves by the number of whole days entered (1 to 28).';

export const PAUSE_LENGTH_LABEL = 'Pause length';
export const monthsLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** The preview block (issue 22): what the action will do, as the server computes it. */
export const PREVIEW_LABELS = {
  title: 'What happens',
  effectiveDate: 'Takes effect',
  accessEnds: 'Access ends',
  billedToday: 'Billed today',
  nextBillingDate: 'New next billing date',
  nextBillingAmount: 'New next billing amount',
  endDate: 'End date',
  pauseStartDate: 'Pause start',
  pauseEndDate: 'Pause end',
} as const;
export const ACCESS_CONTINUES = 'Access continues';
export const NOTHING_BILLED = 'Nothing billed today';
export const LOADING_PREVIEW = 'Loading what the action will do';
export const PREVIEW_AFTER_VALID = 'Enter a valid number of days to see the new billing date.';

/** Issue 22 ★ Timeline: a card's history, opened under its fields. */
export const HISTORY_BUTTON = 'History';
export const historyOf = (title: string) => `History of ${title}`;
export const LOADING_HISTORY = 'Loading the history';
export const NO_HISTORY = 'No history';
/** Who started the subscription (the clock's word is the shared CLOCK_ACTOR). */
export const CUSTOMER_ACTOR = 'Customer';

/** SUB-PRO: the apply-promo-code dialog (SUB-PRO-02: both fields required; SUB-PRO-04: the code kinds). */
export const PROMO_LABELS = { country: 'Country', code: 'Promo code' } as const;
export const PROMO_REQUIRED = { country: "'Country' is required", code: "'Promo code' is required" } as const;
export const SINGLE_USE_CODE = 'Single Use';
export const REGULAR_CODE = 'Regular';
export const PROMO_EXPLANATION = 'The code applies to the subscription from its next bill.';
export const PROMO_PLACEHOLDERS = {
  country: 'Select a country',
  code: 'Select a promo code',
  chooseCountry: 'Choose the country first',
  noCode: 'No promo code for this country',
} as const;
export const PREVIEW_AFTER_CODE = 'Choose the country and the promo code to see what changes.';

/** SUB-PLN: upsell, downgrade and switch plan send the customer a link (SUB-PLN-06). */
export const PLAN_CHANGE_KINDS = ['upsell', 'downgrade', 'switchPlan'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];
export const PLAN_CHANGE_TITLES: Record<PlanChangeKind, string> = {
  upsell: 'Upsell',
  downgrade: 'Downgrade',
  switchPlan: 'Switch plan',
};
/** SUB-PLN-07 (downgrade and switch plan: the same pattern, SUB-PLN-08 decided). */
export const PLAN_CHANGE_SUCCESS: Record<PlanChangeKind, string> = {
  upsell: 'An email containing the upsell link has been sent to the user.',
  downgrade: 'An email containing the downgrade link has been sent to the user.',
  switchPlan: 'An email containing the switch plan link has been sent to the user.',
};
export const PLAN_CHANGE_NOTE = 'Nothing changes until the customer follows the link.';
export const PLAN_CHANGE_SEND = 'Send link';
export const PLAN_LABELS = { email: 'Email', plan: 'Target plan' } as const;
export const PLAN_REQUIRED = { email: "'Email' is required", plan: "'Target plan' is required" } as const;
export const PLAN_PLACEHOLDERS = {
  search: 'Search PID or plan name',
  choose: 'Select a plan',
  searching: 'Searching…',
  none: 'No plan found',
} as const;

/** SUB-RST: the restart dialog (the success message and the 404's are the shared ones). */
export const RESTART_TITLE = 'Restart subscription';
export const RESTART_CONFIRM = 'Restart';
export const RESTART_LABELS = {
  plan: 'Plan',
  billingPlan: 'Billing plan',
  originalPrice: 'Original price',
  tax: 'Tax',
  total: 'Total',
  card: 'Card',
  expirationDate: 'Expiration date',
  billingAddress: 'Billing address',
} as const;
export const NO_PAYMENT_METHOD = 'No card on file';
export const LOADING_RESTART_SUMMARY = 'Loading the order summary';
/** SUB-RST-04: what confirming does. */
export const restartExplanation = (total: string) =>
  `The customer is billed ${total} today and a new subscription of this plan starts today.`;
