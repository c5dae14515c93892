import { CUSTOMER_MESSAGES } from './customer';
import { defineLifecycle, type LifecycleState, transitionRefusal } from './lifecycle';

/**
 * Subscriptions (spec 1 §3, §4, §9; checklist 6): the raw statuses the billing engine keeps, the status
 * staff see (derived in the spec's order), the action table by displayed status as data, and the
 * lifecycle in the kernel's one shape. The Subscriptions tab and the billing engine both read it, so
 * the menu, the server's `actions` and the server's refusals always agree (SUB-ACT-12). What each action
 * does to a subscription is `subscriptionEffect` (subscription-effect.ts), shared by the preview and the
 * action itself.
 */

/** SUB-DISP-07: the billing engine's raw statuses. */
export const SUBSCRIPTION_RAW_STATUSES = [
  'active',
  'cancelled',
  'pending_cancel',
  'pending_pause',
  'paused',
  'pending_activation',
  'expired',
] as const;
export type SubscriptionRawStatus = (typeof SUBSCRIPTION_RAW_STATUSES)[number];

/** Where a subscription is billed: Recurly ones are ours to run, eCom and Naviga ones are records. */
export const SUBSCRIPTION_SOURCES = ['Recurly', 'eCom', 'Naviga'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** SUB-DISP-04 (CONF-05): a source as staff read it. */
export const SUBSCRIPTION_SOURCE_LABELS: Record<SubscriptionSource, string> = {
  Recurly: 'eCom (Recurly)',
  eCom: 'eCom',
  Naviga: 'Naviga',
};
export const subscriptionSourceLabel = (source: string): string =>
  SUBSCRIPTION_SOURCE_LABELS[source as SubscriptionSource] ?? source;

/** SUB-ACT-11: the actions the server may list per subscription, in the spec's order. */
export const SUBSCRIPTION_ACTIONS = [
  'applyPromoCode',
  'upsell',
  'downgrade',
  'switchPlan',
  'restart',
  'extendBillingDate',
  'pause',
  'resume',
  'cancel',
  'revokeEntitlement',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** The statuses staff see (spec 1 §4). */
export const DISPLAYED_STATUSES = [
  'grace_period',
  'free_trial',
  'active',
  'canceled',
  'pending_cancel',
  'pending_pause',
  'pending_activation',
  'paused',
  'expired',
  'unknown',
] as const;
export type DisplayedStatus = (typeof DISPLAYED_STATUSES)[number];

export const DISPLAYED_STATUS_LABELS: Record<DisplayedStatus, string> = {
  grace_period: 'Grace Period',
  free_trial: 'Free Trial',
  active: 'Active',
  canceled: 'Canceled',
  pending_cancel: 'Pending Cancel',
  pending_pause: 'Pending Pause',
  pending_activation: 'Pending Activation',
  paused: 'Paused',
  expired: 'Expired',
  unknown: 'Unknown',
};

const RAW_TO_DISPLAYED: Record<SubscriptionRawStatus, DisplayedStatus> = {
  active: 'active',
  cancelled: 'canceled',
  pending_cancel: 'pending_cancel',
  pending_pause: 'pending_pause',
  paused: 'paused',
  pending_activation: 'pending_activation',
  expired: 'expired',
};

/** What the displayed status is derived from (the wire's fields, or the engine's row). */
export interface SubscriptionStatusFacts {
  status: string;
  gracePeriodEndDate: string | Date | null;
  freeTrialEndDate: string | Date | null;
}

/**
 * SUB-DISP-05..07: a grace period end date gives 'Grace Period'; otherwise a free trial end date gives
 * 'Free Trial'; otherwise the raw status, case-insensitively, or 'Unknown'.
 */
export function displayedStatusOf(s: SubscriptionStatusFacts): DisplayedStatus {
  if (s.gracePeriodEndDate) return 'grace_period';
  if (s.freeTrialEndDate) return 'free_trial';
  return RAW_TO_DISPLAYED[s.status.toLowerCase() as SubscriptionRawStatus] ?? 'unknown';
}

const ACTIVE_ACTIONS: readonly SubscriptionAction[] = [
  'extendBillingDate',
  'applyPromoCode',
  'cancel',
  'revokeEntitlement',
  'pause',
  'upsell',
  'downgrade',
  'switchPlan',
];

/** SUB-ACT-03..10: the allowed actions by displayed status, as the spec's table gives them. */
export const ACTIONS_BY_DISPLAYED_STATUS: Readonly<Record<DisplayedStatus, readonly SubscriptionAction[]>> = {
  active: ACTIVE_ACTIONS,
  free_trial: ACTIVE_ACTIONS.filter((a) => a !== 'pause'),
  pending_cancel: ['revokeEntitlement'],
  canceled: ['restart'],
  expired: ['restart'],
  pending_pause: ['cancel', 'resume', 'revokeEntitlement'],
  paused: ['resume', 'cancel', 'revokeEntitlement'],
  grace_period: ['cancel', 'revokeEntitlement'],
  pending_activation: [],
  unknown: [],
};

/** SUB-ACT-02: only Recurly subscriptions are acted on; eCom and Naviga ones are records. */
export const isActionableSource = (source: string): boolean => source === 'Recurly';

/** What the action table reads of a subscription. */
export interface SubscriptionState extends LifecycleState<DisplayedStatus> {
  source: string;
}

export const subscriptionStateOf = (s: SubscriptionStatusFacts & { source: string }): SubscriptionState => ({
  status: displayedStatusOf(s),
  source: s.source,
});

/** The permission every subscription action needs (PERM-SUB-01). */
export const SUBSCRIPTION_PERMISSION = 'update:subscription' as const;
/** SUB-ACT-13: revoking the entitlement also needs the refund permission (PERM-TXN-01). */
export const REVOKE_EXTRA_PERMISSION = 'refund:transaction' as const;

/** The menu labels of the actions (decided: the spec names the dialogs, not the menu items). */
export const SUBSCRIPTION_ACTION_LABELS: Record<SubscriptionAction, string> = {
  applyPromoCode: 'Apply promo code',
  upsell: 'Upsell',
  downgrade: 'Downgrade',
  switchPlan: 'Switch plan',
  restart: 'Restart',
  extendBillingDate: 'Extend billing date',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  revokeEntitlement: 'Revoke entitlement',
};

/** The displayed statuses an action starts from: the spec's table read by action. */
const fromOf = (action: SubscriptionAction): DisplayedStatus[] =>
  DISPLAYED_STATUSES.filter((s) => ACTIONS_BY_DISPLAYED_STATUS[s].includes(action));

const staffTransition = (action: SubscriptionAction) => ({
  from: fromOf(action),
  // The raw status afterwards depends on where it starts (subscriptionEffect writes it).
  to: null,
  label: SUBSCRIPTION_ACTION_LABELS[action],
  permission: SUBSCRIPTION_PERMISSION,
  audit: `subscription.${action}`,
  by: 'staff' as const,
  wrongStatus: (state: SubscriptionState) =>
    `A subscription that is ${DISPLAYED_STATUS_LABELS[state.status]} cannot be changed by '${SUBSCRIPTION_ACTION_LABELS[action]}'.`,
  guard: (state: SubscriptionState) =>
    isActionableSource(state.source)
      ? null
      : `This subscription is billed by ${subscriptionSourceLabel(state.source)}: it can only be changed there.`,
});

/**
 * What the billing engine's clock does when its time comes (issue 22): the transitions `by: 'clock'`,
 * each from the displayed statuses it can happen in (subscription-clock.ts says which is due).
 */
export const CLOCK_EVENTS = [
  'activated',
  'trialEnded',
  'renewed',
  'renewalFailed',
  'graceEnded',
  'periodEnded',
  'pauseStarted',
  'pauseEnded',
] as const;
export type ClockEvent = (typeof CLOCK_EVENTS)[number];

const CLOCK_FROM: Record<ClockEvent, DisplayedStatus[]> = {
  activated: ['pending_activation'],
  trialEnded: ['free_trial'],
  renewed: ['active', 'grace_period'],
  renewalFailed: ['active', 'free_trial'],
  graceEnded: ['grace_period'],
  periodEnded: ['pending_cancel'],
  pauseStarted: ['pending_pause'],
  pauseEnded: ['paused'],
};

const clockTransition = (event: ClockEvent) => ({
  from: CLOCK_FROM[event],
  to: null,
  label: event,
  permission: SUBSCRIPTION_PERMISSION,
  audit: `subscription.${event}`,
  by: 'clock' as const,
  wrongStatus: (state: SubscriptionState) =>
    `The clock's '${event}' does not apply to a subscription that is ${DISPLAYED_STATUS_LABELS[state.status]}.`,
  guard: (state: SubscriptionState) =>
    isActionableSource(state.source) ? null : 'Only Recurly subscriptions run here.',
});

/**
 * The subscription lifecycle in the kernel's shape: its states are the displayed statuses (the table
 * the spec gives is by displayed status), each staff action a transition whose `from` is the table read
 * by action, refused for any source but Recurly.
 */
export const SUBSCRIPTION_LIFECYCLE = defineLifecycle({
  name: 'subscription',
  statuses: DISPLAYED_STATUSES,
  labels: DISPLAYED_STATUS_LABELS,
  transitions: Object.fromEntries([
    ...SUBSCRIPTION_ACTIONS.map((a) => [a, staffTransition(a)]),
    ...CLOCK_EVENTS.map((e) => [e, clockTransition(e)]),
  ]) as Record<SubscriptionAction | ClockEvent, ReturnType<typeof staffTransition>>,
});

/** Why the action is refused for the subscription (the 409 detail, the menu item's tooltip), or null. */
export const subscriptionActionRefusal = (action: SubscriptionAction, state: SubscriptionState): string | null =>
  transitionRefusal(SUBSCRIPTION_LIFECYCLE, action, state, null);

/** SUB-ACT-11: the actions a subscription allows (its `actions`), in the spec's order. */
export const allowedSubscriptionActions = (state: SubscriptionState): SubscriptionAction[] =>
  SUBSCRIPTION_ACTIONS.filter((a) => subscriptionActionRefusal(a, state) === null);

/**
 * SUB-ACT-01, 12, 13: what the menu offers someone with these permissions: the server's list
 * (drawn from the same table, so the intersection with the table is the list itself) less what the
 * permissions do not allow.
 */
export function menuActions(
  actions: readonly SubscriptionAction[],
  can: (permission: typeof SUBSCRIPTION_PERMISSION | typeof REVOKE_EXTRA_PERMISSION) => boolean,
): SubscriptionAction[] {
  if (!can(SUBSCRIPTION_PERMISSION)) return [];
  return actions.filter((a) => a !== 'revokeEntitlement' || can(REVOKE_EXTRA_PERMISSION));
}

/** SUB-DISP-08: the end date shown: the grace period end, else the end date only when nothing is billed next. */
export function shownEndDate(s: {
  gracePeriodEndDate: string | null;
  endDate: string | null;
  nextBilling: unknown | null;
}): string | null {
  if (s.gracePeriodEndDate) return s.gracePeriodEndDate;
  return s.nextBilling ? null : s.endDate;
}

/** SUB-DISP-09: the next billing amount is hidden for Recurly subscriptions Paused or Pending Pause. */
export const nextBillingAmountHidden = (s: SubscriptionState): boolean =>
  s.source === 'Recurly' && (s.status === 'paused' || s.status === 'pending_pause');

/** SUB-PAU-01/02: a pause of 1 or 2 months, 30 days each. */
export const PAUSE_MONTHS = [1, 2] as const;
export const DAYS_PER_PAUSE_MONTH = 30;
export const PAUSED_DAYS = PAUSE_MONTHS.map((m) => m * DAYS_PER_PAUSE_MONTH) as readonly number[];

/** SUB-EXT-02 (spec 1 §9): extend days 1 to 28. */
export const EXTEND_DAYS_MIN = 1;
export const EXTEND_DAYS_MAX = 28;
export const EXTEND_DAYS_LABEL = 'Extend days';
export const EXTEND_DAYS_REQUIRED = `'${EXTEND_DAYS_LABEL}' is required`;
export const EXTEND_DAYS_TOO_LONG = `'${EXTEND_DAYS_LABEL}' cannot be longer than ${EXTEND_DAYS_MAX} days`;
/** SUB-EXT-06 (decided): below 1 or not a whole number. */
export const EXTEND_DAYS_WHOLE = `'${EXTEND_DAYS_LABEL}' must be a whole number of days from ${EXTEND_DAYS_MIN} to ${EXTEND_DAYS_MAX}`;

/** Why an extend-days value is refused, or null (SUB-EXT-01/02/06): the dialog and the server. */
export function extendDaysError(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return EXTEND_DAYS_REQUIRED;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EXTEND_DAYS_WHOLE;
  if (n > EXTEND_DAYS_MAX) return EXTEND_DAYS_TOO_LONG;
  if (!Number.isInteger(n) || n < EXTEND_DAYS_MIN) return EXTEND_DAYS_WHOLE;
  return null;
}

/** Spec 1 §8: the success messages of the actions. */
export const SUBSCRIPTION_SUCCESS: Partial<Record<SubscriptionAction, string>> = {
  cancel: 'Canceled successfully',
  pause: 'Pause successful',
  restart: 'Restart successful',
  resume: 'Resumed successfully',
  revokeEntitlement: 'Revoke entitlement successfully',
  applyPromoCode: 'Applied successfully',
  extendBillingDate: 'Next billing date extended successfully',
};

/** The engine's refusals and not-founds (decided wording: spec 1 §8 shows none). */
export const SUBSCRIPTION_MESSAGES = {
  customerNotFound: CUSTOMER_MESSAGES.noSuchAuth0Id,
  notFound: (id: string) => `Subscription ${id} of this customer was not found.`,
  sourceMismatch: (id: string, source: string) =>
    `Subscription ${id} is billed by ${subscriptionSourceLabel(source)}, not by the source named.`,
  stale: (id: string) => `Subscription ${id} changed since it was read: its current state is shown.`,
  revokeNeedsRefund: `'Revoke entitlement' needs the permission ${REVOKE_EXTRA_PERMISSION} too.`,
  notCurrentPlan: (pid: string) => `The subscription's plan is not ${pid}: read it again.`,
  planNotOnSale: (pid: string) => `Plan ${pid} is not on sale: choose an active plan.`,
  samePlan: 'Choose a plan other than the current one.',
  /** SUB-RST-03: the spec's text when the order summary cannot be made. */
  productNotFound: 'Product not found. Please make a new order.',
  cardExpired: 'The card on file has expired: the customer needs to make a new order.',
  codeNotApplicable: (code: string) => `The code '${code}' cannot be applied to this subscription now.`,
  codeNotInCountry: (code: string, country: string) => `The code '${code}' does not apply in ${country}.`,
  codeNoAmount: (code: string, currency: string) => `The code '${code}' has no amount off in ${currency}.`,
} as const;

/** The timeline's words for what happened (issue 22 ★ Timeline), by audit action. */
export const SUBSCRIPTION_EVENT_LABELS: Readonly<Record<string, string>> = {
  'subscription.created': 'Created',
  'subscription.activated': 'Activated',
  'subscription.renewed': 'Renewed',
  'subscription.renewalFailed': 'Renewal failed',
  'subscription.trialEnded': 'Free trial ended',
  'subscription.graceEnded': 'Grace period ended',
  'subscription.pauseStarted': 'Pause started',
  'subscription.pauseEnded': 'Pause ended',
  'subscription.periodEnded': 'Ended',
  'subscription.cancel': 'Canceled',
  'subscription.pause': 'Pause scheduled',
  'subscription.resume': 'Resumed',
  'subscription.revokeEntitlement': 'Entitlement revoked',
  'subscription.extendBillingDate': 'Billing date extended',
  'subscription.applyPromoCode': 'Code applied',
  'subscription.restart': 'Restarted',
  'subscription.planChangeLinkSent': 'Plan change link sent',
};
/** Who did it, when no staff member did: the engine's clock. */
export const CLOCK_ACTOR = 'Billing clock';
