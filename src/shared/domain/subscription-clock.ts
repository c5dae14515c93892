import type { ClockEvent } from './subscription';
import {
  addDays,
  addPeriod,
  afterOneBilling,
  chargeMinor,
  displayedOf,
  type EngineSubscription,
  type SubscriptionFields,
} from './subscription-effect';

/**
 * The billing engine's clock (issue 22; design: Scheduled work): when a subscription's next event
 * comes, and what it does then. Pure: the jobs runner applies one step at a time with an injected clock,
 * so a test walks a year in seconds. Decided (docs/decisions.md): a renewal is paid when the
 * subscription has a usable payment method (one whose card has not expired); otherwise a grace period of
 * GRACE_PERIOD_DAYS opens, whose end retries once and, failing again, expires the subscription.
 */

export const GRACE_PERIOD_DAYS = 14;

/** When the subscription's clock has something to do next; null: nothing happens by itself. */
export function nextClockAt(s: EngineSubscription): Date | null {
  switch (displayedOf(s)) {
    case 'pending_activation':
      return s.startAt;
    case 'free_trial':
      return s.trialEndAt;
    case 'grace_period':
      return s.graceEndAt;
    case 'active':
      return s.nextBillingAt;
    case 'pending_cancel':
      return s.endAt;
    case 'pending_pause':
      return s.pausedStartAt;
    case 'paused':
      return s.pausedStartAt && s.pausedDays !== null ? addDays(s.pausedStartAt, s.pausedDays) : null;
    default:
      return null;
  }
}

export interface ClockStep {
  event: ClockEvent;
  /** When it was due (the dates it writes count from here, not from when the job ran). */
  at: Date;
  set: Partial<SubscriptionFields>;
  /** What is billed; null: nothing. */
  billedMinor: number | null;
}

/** A billing at `at`: the next period from then on the billing day, a limited code counting down. */
const billed = (s: EngineSubscription, at: Date): Partial<SubscriptionFields> => ({
  nextBillingAt: addPeriod(at, s.period, s.billingDay),
  discount: afterOneBilling(s.discount),
  trialEndAt: null,
  graceEndAt: null,
});

/** The step due at `now`, or null when the next event is still to come (or there is none). */
export function clockStep(s: EngineSubscription, paymentUsable: boolean, now: Date): ClockStep | null {
  const at = nextClockAt(s);
  if (!at || at.getTime() > now.getTime()) return null;
  const charge = chargeMinor(s);
  switch (displayedOf(s)) {
    case 'pending_activation':
      return { event: 'activated', at, set: { status: 'active' }, billedMinor: null };
    case 'free_trial':
    case 'active':
      if (!paymentUsable)
        return {
          event: 'renewalFailed',
          at,
          set: { trialEndAt: null, graceEndAt: addDays(at, GRACE_PERIOD_DAYS) },
          billedMinor: null,
        };
      return { event: s.trialEndAt ? 'trialEnded' : 'renewed', at, set: billed(s, at), billedMinor: charge };
    case 'grace_period': {
      // The grace period's end retries the billing that failed; the period runs from its due date.
      const due = s.nextBillingAt ?? at;
      if (paymentUsable) return { event: 'renewed', at, set: billed(s, due), billedMinor: charge };
      return {
        event: 'graceEnded',
        at,
        set: { status: 'expired', endAt: at, nextBillingAt: null, graceEndAt: null },
        billedMinor: null,
      };
    }
    case 'pending_cancel':
      return { event: 'periodEnded', at, set: { status: 'cancelled' }, billedMinor: null };
    case 'pending_pause':
      return { event: 'pauseStarted', at, set: { status: 'paused' }, billedMinor: null };
    case 'paused':
      return {
        event: 'pauseEnded',
        at,
        set: { status: 'active', pausedStartAt: null, pausedDays: null, ...billed(s, at) },
        billedMinor: charge,
      };
    default:
      return null;
  }
}

/** Whether a card's expiry ('MM/YYYY') is still ahead at `now` (it runs to its month's end). */
export function cardUsable(expirationDate: string | null, now: Date): boolean {
  if (!expirationDate) return true;
  const m = /^(\d{1,2})\/(\d{4})$/.exec(expirationDate.trim());
  if (!m) return true;
  const endOfMonth = Date.UTC(Number(m[2]), Number(m[1]), 1);
  return now.getTime() < endOfMonth;
}
