import { describe, expect, it } from 'vitest';
import {
  allowedSubscriptionActions,
  displayedStatusOf,
  EXTEND_DAYS_TOO_LONG,
  EXTEND_DAYS_WHOLE,
  extendDaysError,
  menuActions,
  nextBillingAmountHidden,
  shownEndDate,
  subscriptionSourceLabel,
} from './subscription';
import { cardUsable, clockStep, nextClockAt } from './subscription-clock';
import { addMonths, chargeMinor, discountMinor } from './subscription-effect';

describe('displayed subscription status (SUB-DISP-05..07)', () => {
  const facts = (status: string, grace: string | null = null, trial: string | null = null) => ({
    status,
    gracePeriodEndDate: grace,
    freeTrialEndDate: trial,
  });
  it('is Grace Period first, then Free Trial, then the raw status case-insensitively, else Unknown', () => {
    expect(displayedStatusOf(facts('active', '2026-01-01', '2026-01-01'))).toBe('grace_period');
    expect(displayedStatusOf(facts('cancelled', null, '2026-01-01'))).toBe('free_trial');
    expect(displayedStatusOf(facts('CANCELLED'))).toBe('canceled');
    expect(displayedStatusOf(facts('Pending_Pause'))).toBe('pending_pause');
    expect(displayedStatusOf(facts('pending_activation'))).toBe('pending_activation');
    expect(displayedStatusOf(facts('whatever'))).toBe('unknown');
  });
});

describe('the action table (SUB-ACT-02..10)', () => {
  const of = (status: Parameters<typeof allowedSubscriptionActions>[0]['status'], source = 'Recurly') =>
    allowedSubscriptionActions({ status, source });
  it("gives each displayed status the spec's actions, in the spec's order", () => {
    expect(of('active')).toEqual([
      'applyPromoCode',
      'upsell',
      'downgrade',
      'switchPlan',
      'extendBillingDate',
      'pause',
      'cancel',
      'revokeEntitlement',
    ]);
    expect(of('free_trial')).not.toContain('pause');
    expect(of('free_trial')).toHaveLength(7);
    expect(of('pending_cancel')).toEqual(['revokeEntitlement']);
    expect(of('canceled')).toEqual(['restart']);
    expect(of('expired')).toEqual(['restart']);
    expect(of('pending_pause')).toEqual(['resume', 'cancel', 'revokeEntitlement']);
    expect(of('paused')).toEqual(['resume', 'cancel', 'revokeEntitlement']);
    expect(of('grace_period')).toEqual(['cancel', 'revokeEntitlement']);
    expect(of('pending_activation')).toEqual([]);
    expect(of('unknown')).toEqual([]);
  });
  it('allows nothing on eCom and Naviga subscriptions', () => {
    expect(of('active', 'eCom')).toEqual([]);
    expect(of('paused', 'Naviga')).toEqual([]);
  });
  it('shows the menu only with update:subscription, and revoke only with refund:transaction too', () => {
    const all = of('paused');
    expect(menuActions(all, () => false)).toEqual([]);
    expect(menuActions(all, (p) => p === 'update:subscription')).toEqual(['resume', 'cancel']);
    expect(menuActions(all, () => true)).toEqual(all);
  });
});

describe('what the tab shows', () => {
  it('the end date: grace end, else the end date only without a next billing (SUB-DISP-08)', () => {
    expect(shownEndDate({ gracePeriodEndDate: 'g', endDate: 'e', nextBilling: {} })).toBe('g');
    expect(shownEndDate({ gracePeriodEndDate: null, endDate: 'e', nextBilling: {} })).toBeNull();
    expect(shownEndDate({ gracePeriodEndDate: null, endDate: 'e', nextBilling: null })).toBe('e');
  });
  it('hides the amount of Recurly subscriptions Paused or Pending Pause (SUB-DISP-09)', () => {
    expect(nextBillingAmountHidden({ status: 'paused', source: 'Recurly' })).toBe(true);
    expect(nextBillingAmountHidden({ status: 'pending_pause', source: 'Recurly' })).toBe(true);
    expect(nextBillingAmountHidden({ status: 'paused', source: 'eCom' })).toBe(false);
    expect(nextBillingAmountHidden({ status: 'active', source: 'Recurly' })).toBe(false);
  });
  it("labels Recurly 'eCom (Recurly)' (SUB-DISP-04)", () => {
    expect(subscriptionSourceLabel('Recurly')).toBe('eCom (Recurly)');
    expect(subscriptionSourceLabel('Naviga')).toBe('Naviga');
  });
});

describe('extend days (SUB-EXT-01/02/06)', () => {
  it('needs a whole number from 1 to 28', () => {
    expect(extendDaysError('')).toBe("'Extend days' is required");
    expect(extendDaysError(undefined)).toBe("'Extend days' is required");
    expect(extendDaysError(29)).toBe(EXTEND_DAYS_TOO_LONG);
    expect(EXTEND_DAYS_TOO_LONG).toBe("'Extend days' cannot be longer than 28 days");
    expect(extendDaysError('0')).toBe(EXTEND_DAYS_WHOLE);
    expect(extendDaysError('2.5')).toBe(EXTEND_DAYS_WHOLE);
    expect(extendDaysError('.')).toBe(EXTEND_DAYS_WHOLE);
    expect(extendDaysError('28')).toBeNull();
    expect(extendDaysError(1)).toBeNull();
  });
});

describe('the engine arithmetic', () => {
  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 12).toISOString()).toBe('2027-11-15T00:00:00.000Z');
  });
  it('takes a percentage off half up in minor units, an amount off at most the price', () => {
    expect(discountMinor(1995, { code: 'A', percentBp: 2500, amountMinor: null, cyclesLeft: null })).toBe(499);
    expect(discountMinor(1999, { code: 'A', percentBp: 5000, amountMinor: null, cyclesLeft: 1 })).toBe(1000);
    expect(discountMinor(500, { code: 'A', percentBp: null, amountMinor: 1000, cyclesLeft: 1 })).toBe(500);
    expect(discountMinor(500, { code: 'A', percentBp: null, amountMinor: 100, cyclesLeft: 0 })).toBe(0);
    expect(chargeMinor({ priceMinor: 1999, discount: null })).toBe(1999);
  });
});

describe('the clock', () => {
  const base = {
    source: 'Recurly',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: null,
    nextBillingAt: new Date('2026-02-01T00:00:00Z'),
    trialEndAt: null,
    graceEndAt: null,
    pausedStartAt: null,
    pausedDays: null,
    discount: null,
    billingDay: 1,
    priceMinor: 1000,
    currencyCode: 'USD',
    period: { cycle: 'month' as const, quantity: 1 },
  };
  it('knows when a card still pays: to the end of its expiry month', () => {
    expect(cardUsable('10/2026', new Date('2026-10-31T23:59:59Z'))).toBe(true);
    expect(cardUsable('10/2026', new Date('2026-11-01T00:00:00Z'))).toBe(false);
    expect(cardUsable(null, new Date())).toBe(true);
  });
  it('has nothing to do for ended subscriptions, and nothing before its time', () => {
    expect(nextClockAt({ ...base, status: 'cancelled' })).toBeNull();
    expect(nextClockAt({ ...base, status: 'expired' })).toBeNull();
    expect(clockStep({ ...base, status: 'active' }, true, new Date('2026-01-31T23:59:59Z'))).toBeNull();
    expect(clockStep({ ...base, status: 'active' }, true, new Date('2026-02-01T00:00:00Z'))).toMatchObject({
      event: 'renewed',
      billedMinor: 1000,
      set: { nextBillingAt: new Date('2026-03-01T00:00:00Z') },
    });
    expect(clockStep({ ...base, status: 'active' }, false, new Date('2026-02-02T00:00:00Z'))).toMatchObject({
      event: 'renewalFailed',
      billedMinor: null,
    });
  });
});
