import {
  PREVIEWED_ACTIONS,
  type PreviewedAction,
  type Subscription,
  type SubscriptionEvent,
} from '../../../../shared/contracts/subscriptions';
import {
  CLOCK_ACTOR,
  DAYS_PER_PAUSE_MONTH,
  type DisplayedStatus,
  menuActions,
  nextBillingAmountHidden,
  type SubscriptionAction,
  shownEndDate,
  subscriptionSourceLabel,
  subscriptionStateOf,
} from '../../../../shared/domain/subscription';
import type { Permission } from '../../../../shared/permissions';
import { CUSTOMER_ACTOR, PLAN_CHANGE_KINDS, type PlanChangeKind } from './texts';

/**
 * A subscription as the tab shows it (SUB-DISP-02: the snake_case answer in camelCase), with the shared
 * rules applied: the displayed status (SUB-DISP-05..07), the source's label (SUB-DISP-04), the end date
 * shown (SUB-DISP-08) and whether the next amount is hidden (SUB-DISP-09). Pure: unit-tested.
 */
export interface SubscriptionView {
  subscriptionId: string;
  title: string;
  pid: string | null;
  /** The plan's id: the `{id}` of the upsell and downgrade reads (SUB-PLN-03). */
  planId: number | null;
  planTitle: string | null;
  billingPlanName: string | null;
  source: string;
  sourceLabel: string;
  status: DisplayedStatus;
  startDate: string;
  /** SUB-DISP-08: the end date shown, or null. */
  endDate: string | null;
  nextBilling: { date: string; amount: number; currencySymbol: string } | null;
  /** SUB-DISP-09. */
  amountHidden: boolean;
  pauseStartDate: string | null;
  pauseEndDate: string | null;
  freeTrialEndDate: string | null;
  gracePeriodEndDate: string | null;
  paymentMethod: { cardType: string | null; account: string; country: string } | null;
  actions: Subscription['actions'];
  rowVersion: number;
}

export function toSubscriptionView(s: Subscription): SubscriptionView {
  const state = subscriptionStateOf({
    status: s.status,
    source: s.source,
    gracePeriodEndDate: s.grace_period_end_date,
    freeTrialEndDate: s.free_trial_end_date,
  });
  const nextBilling = s.next_billing
    ? { date: s.next_billing.date, amount: s.next_billing.amount, currencySymbol: s.next_billing.currency_symbol }
    : null;
  return {
    subscriptionId: s.subscription_id,
    title: s.title,
    pid: s.pid,
    planId: s.plan_id,
    planTitle: s.plan_title,
    billingPlanName: s.billing_plan?.name ?? null,
    source: s.source,
    sourceLabel: subscriptionSourceLabel(s.source),
    status: state.status,
    startDate: s.start_date,
    endDate: shownEndDate({ gracePeriodEndDate: s.grace_period_end_date, endDate: s.end_date, nextBilling }),
    nextBilling,
    amountHidden: nextBillingAmountHidden(state),
    pauseStartDate: s.paused_start_date,
    pauseEndDate: s.pause_end_date,
    freeTrialEndDate: s.free_trial_end_date,
    gracePeriodEndDate: s.grace_period_end_date,
    paymentMethod: s.payment_method
      ? {
          cardType: s.payment_method.card_type,
          account: s.payment_method.account,
          country: s.payment_method.billing_address.country,
        }
      : null,
    actions: s.actions,
    rowVersion: s.rowVersion,
  };
}

/** SUB-DISP-03: 'Visa · ****1111 · US' (the account as the server masks it). */
export function paymentMethodText(method: NonNullable<SubscriptionView['paymentMethod']>): string {
  return [method.cardType, method.account, method.country].filter((part) => part?.trim()).join(' · ');
}

/** SUB-EXT-03 (CONF-10): what may be typed into 'Extend days': digits and dots, nothing else. */
export const digitsAndDots = (typed: string | undefined | null): string => (typed ?? '').replace(/[^\d.]/g, '');

/** SUB-PAU-02: the days a pause of `months` asks for (months × 30). */
export const pausedDaysOf = (months: number): number => months * DAYS_PER_PAUSE_MONTH;

/**
 * An action with a dialog: a previewed one, a plan change (a link e-mailed: SUB-PLN-06), or restart
 * (its order summary: SUB-RST).
 */
export type DialogAction = PreviewedAction | PlanChangeKind | 'restart';

/** The actions whose dialogs are built. */
export const DIALOG_ACTIONS: readonly DialogAction[] = [...PREVIEWED_ACTIONS, ...PLAN_CHANGE_KINDS, 'restart'];

/** The plan changes (SUB-PLN): one dialog, by kind. */
export const isPlanChange = (action: DialogAction): action is PlanChangeKind =>
  (PLAN_CHANGE_KINDS as readonly DialogAction[]).includes(action);

/**
 * SUB-ACT-01/12/13: the menu's items: the server's actions less what the permissions do not allow
 * (menuActions), and only the actions whose dialogs are built (DIALOG_ACTIONS).
 */
export function builtMenuActions(
  actions: readonly SubscriptionAction[],
  can: (permission: Permission) => boolean,
): DialogAction[] {
  const built: readonly SubscriptionAction[] = DIALOG_ACTIONS;
  // menuActions asks only for permissions the shared rules name (update:subscription, refund:transaction).
  return menuActions(actions, (permission) => can(permission as Permission)).filter((a): a is DialogAction =>
    built.includes(a),
  );
}

/** Issue 22 ★ Timeline: who made a change: 'Billing clock', the staff member's email, or 'Customer' (the start). */
export function eventActor(event: Pick<SubscriptionEvent, 'by' | 'actor'>): string {
  if (event.by === 'clock') return CLOCK_ACTOR;
  if (event.by === 'customer') return CUSTOMER_ACTOR;
  return event.actor;
}
