import {
  type DisplayedStatus,
  displayedStatusOf,
  type SubscriptionAction,
  type SubscriptionRawStatus,
} from './subscription';

/**
 * What a subscription action does (spec 1 §4 "Meaning of each action"; SUB-ACT-14 decided in
 * docs/decisions.md): one pure function from the subscription, the action's input and the clock's now
 * to the fields it writes, when it takes effect, when access ends and what is billed today. The
 * preview the dialog shows and the action the engine applies both call it, so they cannot disagree.
 * Money is integer minor units; the one rounding (a percentage off a price) is half up, in integers.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A billing period: `quantity` months or years (the billing plan's cycle). */
export interface BillingPeriod {
  cycle: 'month' | 'year';
  quantity: number;
}

/** A promotion applied to a subscription, for its duration. */
export interface AppliedDiscount {
  code: string;
  /** Percent off in hundredths (1250 = 12.50 %), or null for an amount off. */
  percentBp: number | null;
  /** Amount off in the subscription's currency's minor units, or null for a percentage. */
  amountMinor: number | null;
  /** Billings it still applies to; null: forever. */
  cyclesLeft: number | null;
}

/** The engine's fields an action reads and writes (also what the audit log keeps of each change). */
export const SUBSCRIPTION_FIELDS = [
  'status',
  'endAt',
  'nextBillingAt',
  'trialEndAt',
  'graceEndAt',
  'pausedStartAt',
  'pausedDays',
  'discount',
  'billingDay',
] as const satisfies readonly (keyof SubscriptionFields)[];

export interface SubscriptionFields {
  status: SubscriptionRawStatus;
  endAt: Date | null;
  nextBillingAt: Date | null;
  trialEndAt: Date | null;
  graceEndAt: Date | null;
  pausedStartAt: Date | null;
  pausedDays: number | null;
  discount: AppliedDiscount | null;
  /**
   * The day of the month renewals fall on (1–31; a shorter month takes its last day), so Jan 31 → Feb 28
   * → Mar 31 does not drift. Set where the billing date is set (start, resume, pause, extend).
   */
  billingDay: number | null;
}

export interface EngineSubscription extends SubscriptionFields {
  source: string;
  startAt: Date;
  /** The plan's price per period in the subscription's currency (minor units). */
  priceMinor: number;
  currencyCode: string;
  period: BillingPeriod;
}

/** What an action asks beyond itself. */
export interface ActionInput {
  /** pause: 30 or 60. */
  pausedDays?: number;
  /** extendBillingDate: 1 to 28. */
  extendDays?: number;
  /** applyPromoCode: the code's discount for this subscription (discountOfCoupon). */
  discount?: AppliedDiscount;
}

export interface SubscriptionEffect {
  /** The fields written (the rest stay). */
  set: Partial<SubscriptionFields>;
  /** When the change takes effect for the customer. */
  effectiveAt: Date;
  /** When the customer loses access because of it; null: access continues. */
  accessEndsAt: Date | null;
  /** What is billed now (minor units of the subscription's currency); null: nothing. */
  billedTodayMinor: number | null;
}

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/**
 * `at` moved by whole months (UTC), on `day` (default: `at`'s own day), clamped to the month's last day
 * (Jan 31 → Feb 28).
 */
export function addMonths(at: Date, months: number, day = at.getUTCDate()): Date {
  const d = new Date(at.getTime());
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The end of a billing period that starts at `at`, on the billing day when one is kept. */
export const addPeriod = (at: Date, period: BillingPeriod, day?: number | null): Date =>
  addMonths(at, period.cycle === 'year' ? 12 * period.quantity : period.quantity, day ?? at.getUTCDate());

/** The billing day of a billing date. */
export const dayOf = (at: Date | null): number | null => (at ? at.getUTCDate() : null);

/** The discount of one billing, in minor units: a percentage rounded half up, an amount at most the price. */
export function discountMinor(priceMinor: number, discount: AppliedDiscount | null): number {
  if (!discount || discount.cyclesLeft === 0) return 0;
  if (discount.percentBp !== null) return Math.floor((priceMinor * discount.percentBp + 5000) / 10000);
  return Math.min(priceMinor, discount.amountMinor ?? 0);
}

/** What the next billing charges: the price less the applied promotion while it lasts. */
export const chargeMinor = (s: Pick<EngineSubscription, 'priceMinor' | 'discount'>): number =>
  s.priceMinor - discountMinor(s.priceMinor, s.discount);

/** The discount after one more billing (a limited one counts down; it is dropped when used up). */
export function afterOneBilling(discount: AppliedDiscount | null): AppliedDiscount | null {
  if (!discount || discount.cyclesLeft === null) return discount;
  return discount.cyclesLeft <= 1 ? null : { ...discount, cyclesLeft: discount.cyclesLeft - 1 };
}

export const displayedOf = (s: Pick<SubscriptionFields, 'status' | 'graceEndAt' | 'trialEndAt'>): DisplayedStatus =>
  displayedStatusOf({ status: s.status, gracePeriodEndDate: s.graceEndAt, freeTrialEndDate: s.trialEndAt });

const ENDED_NOW = (now: Date): Partial<SubscriptionFields> => ({
  status: 'cancelled',
  endAt: now,
  nextBillingAt: null,
  trialEndAt: null,
  graceEndAt: null,
  pausedStartAt: null,
  pausedDays: null,
});

/**
 * The effect of a staff action that the action table allows (the caller checks the table first:
 * `subscriptionActionRefusal`). Throws for an action that has no effect of its own here (the plan
 * changes send a link; restart makes a new subscription).
 */
export function subscriptionEffect(
  action: SubscriptionAction,
  s: EngineSubscription,
  input: ActionInput,
  now: Date,
): SubscriptionEffect {
  const shown = displayedOf(s);
  switch (action) {
    case 'cancel': {
      // Active: at the next billing date; Pending Pause: at the pause start; the customer learns until then.
      if (shown === 'active' || shown === 'pending_pause') {
        const at = (shown === 'pending_pause' ? s.pausedStartAt : s.nextBillingAt) ?? now;
        return {
          set: { status: 'pending_cancel', endAt: at, nextBillingAt: null, pausedStartAt: null, pausedDays: null },
          effectiveAt: at,
          accessEndsAt: at,
          billedTodayMinor: null,
        };
      }
      // Free Trial, Grace Period, Paused: access ends at once.
      return { set: ENDED_NOW(now), effectiveAt: now, accessEndsAt: now, billedTodayMinor: null };
    }
    case 'revokeEntitlement':
      return { set: ENDED_NOW(now), effectiveAt: now, accessEndsAt: now, billedTodayMinor: null };
    case 'pause': {
      const days = input.pausedDays ?? 0;
      const start = s.nextBillingAt ?? now;
      return {
        set: {
          status: 'pending_pause',
          pausedStartAt: start,
          pausedDays: days,
          nextBillingAt: addDays(start, days),
          billingDay: dayOf(addDays(start, days)),
        },
        effectiveAt: start,
        accessEndsAt: null,
        billedTodayMinor: null,
      };
    }
    case 'resume': {
      if (shown === 'pending_pause') {
        // Decided (SUB-ACT-14): the pause has not started, the period is paid: the billing date goes back
        // to the pause start and nothing is billed twice.
        return {
          set: {
            status: 'active',
            nextBillingAt: s.pausedStartAt,
            pausedStartAt: null,
            pausedDays: null,
            billingDay: dayOf(s.pausedStartAt),
          },
          effectiveAt: now,
          accessEndsAt: null,
          billedTodayMinor: null,
        };
      }
      // Paused: access now, billed today, the next period from today.
      return {
        set: {
          status: 'active',
          nextBillingAt: addPeriod(now, s.period),
          billingDay: dayOf(now),
          pausedStartAt: null,
          pausedDays: null,
          discount: afterOneBilling(s.discount),
        },
        effectiveAt: now,
        accessEndsAt: null,
        billedTodayMinor: chargeMinor(s),
      };
    }
    case 'extendBillingDate': {
      const days = input.extendDays ?? 0;
      const next = addDays(s.nextBillingAt ?? now, days);
      // A free trial ends when its first billing comes: the trial moves with it.
      return {
        set: { nextBillingAt: next, billingDay: dayOf(next), ...(s.trialEndAt ? { trialEndAt: next } : {}) },
        effectiveAt: now,
        accessEndsAt: null,
        billedTodayMinor: null,
      };
    }
    case 'restart':
      // The canceled subscription stays as it was; the restart is a new one (restartedFields).
      return { set: {}, effectiveAt: now, accessEndsAt: null, billedTodayMinor: null };
    case 'applyPromoCode':
      // The code replaces any code applied before, from the next billing on.
      return {
        set: { discount: input.discount ?? null },
        effectiveAt: s.nextBillingAt ?? now,
        accessEndsAt: null,
        billedTodayMinor: null,
      };
    default:
      throw new Error(`subscriptionEffect: '${action}' has no effect of its own`);
  }
}

/** The subscription as it will be after the effect. */
export const afterEffect = <S extends EngineSubscription>(s: S, effect: SubscriptionEffect): S => ({
  ...s,
  ...effect.set,
});

/** A promotion's facts, as the promotions area answers them for a subscription's currency. */
export interface CouponFacts {
  code: string;
  percent: number | null;
  /** The amount off in the subscription's currency (minor units), or null. */
  amountMinor: number | null;
  durationType: 'single_use' | 'forever' | 'temporal';
  durationAmount: number | null;
  durationUnit: 'year' | 'month' | 'week' | 'day' | null;
}

const MONTHS_PER_UNIT = { year: 12, month: 1, week: 7 / 30, day: 1 / 30 } as const;

/**
 * A code as applied to a subscription (decided): single use for one billing, forever for every one, a
 * temporal one for the billings its time covers (at least one): 3 months on a monthly plan are 3, on a
 * yearly plan 1.
 */
export function discountOfCoupon(c: CouponFacts, period: BillingPeriod): AppliedDiscount {
  const periodMonths = period.cycle === 'year' ? 12 * period.quantity : period.quantity;
  let cyclesLeft: number | null = 1;
  if (c.durationType === 'forever') cyclesLeft = null;
  if (c.durationType === 'temporal') {
    const months = (c.durationAmount ?? 1) * MONTHS_PER_UNIT[c.durationUnit ?? 'month'];
    cyclesLeft = Math.max(1, Math.ceil(months / periodMonths - 1e-9));
  }
  return {
    code: c.code,
    percentBp: c.percent === null ? null : Math.round(c.percent * 100),
    amountMinor: c.percent === null ? c.amountMinor : null,
    cyclesLeft,
  };
}

/** SUB-RST-04: the new subscription a restart makes: Active from `now`, billed today, no code carried. */
export const restartedFields = (period: BillingPeriod, now: Date): SubscriptionFields => ({
  status: 'active',
  endAt: null,
  nextBillingAt: addPeriod(now, period),
  billingDay: now.getUTCDate(),
  trialEndAt: null,
  graceEndAt: null,
  pausedStartAt: null,
  pausedDays: null,
  discount: null,
});
