import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../../shared/contracts/subscriptions';
import { symbolAmount } from '../../../../shared/domain/money';
import type { Permission } from '../../../../shared/permissions';
import { cancelExplanation, pauseExplanation, resumeExplanation } from './texts';
import {
  builtMenuActions,
  digitsAndDots,
  eventActor,
  pausedDaysOf,
  paymentMethodText,
  toSubscriptionView,
} from './view';

const aSubscription = (over: Partial<Subscription> = {}): Subscription => ({
  subscription_id: 'sub_1',
  title: 'French Premium',
  status: 'active',
  displayed_status: 'active',
  source: 'Recurly',
  pid: 'SUB-MONTHLY-FR',
  plan_id: 7,
  plan_title: 'Premium Monthly',
  billing_plan: { id: 3, name: 'Monthly' },
  payment_method: { card_type: 'Visa', account: '****1111', billing_address: { country: 'US' } },
  start_date: '2026-01-05T10:00:00.000Z',
  end_date: '2026-03-05T10:00:00.000Z',
  next_billing: { date: '2026-03-05T10:00:00.000Z', amount: 12.5, currency_symbol: '$', currency_code: 'USD' },
  paused_start_date: null,
  pause_end_date: null,
  grace_period_end_date: null,
  free_trial_end_date: null,
  actions: ['extendBillingDate', 'applyPromoCode', 'cancel', 'revokeEntitlement', 'pause'],
  rowVersion: 4,
  ...over,
});

describe('toSubscriptionView (SUB-DISP)', () => {
  it('presents the answer in camelCase with the shared labels', () => {
    const view = toSubscriptionView(aSubscription());
    expect(view).toMatchObject({
      subscriptionId: 'sub_1',
      title: 'French Premium',
      planTitle: 'Premium Monthly',
      billingPlanName: 'Monthly',
      source: 'Recurly',
      sourceLabel: 'eCom (Recurly)',
      status: 'active',
      nextBilling: { date: '2026-03-05T10:00:00.000Z', amount: 12.5, currencySymbol: '$' },
      amountHidden: false,
      paymentMethod: { cardType: 'Visa', account: '****1111', country: 'US' },
      rowVersion: 4,
    });
  });

  it('derives the status from the fields: grace period, then free trial, then the raw status', () => {
    expect(toSubscriptionView(aSubscription({ status: 'PAUSED' })).status).toBe('paused');
    expect(toSubscriptionView(aSubscription({ free_trial_end_date: '2026-02-01' })).status).toBe('free_trial');
    expect(
      toSubscriptionView(aSubscription({ free_trial_end_date: '2026-02-01', grace_period_end_date: '2026-02-09' }))
        .status,
    ).toBe('grace_period');
    expect(toSubscriptionView(aSubscription({ status: 'on_hold' })).status).toBe('unknown');
  });

  it('shows the grace period end, else the end date only without a next billing (SUB-DISP-08)', () => {
    expect(toSubscriptionView(aSubscription()).endDate).toBeNull();
    expect(toSubscriptionView(aSubscription({ next_billing: null })).endDate).toBe('2026-03-05T10:00:00.000Z');
    expect(toSubscriptionView(aSubscription({ grace_period_end_date: '2026-02-09' })).endDate).toBe('2026-02-09');
  });

  it('hides the amount of a paused or pending-pause Recurly subscription (SUB-DISP-09)', () => {
    expect(toSubscriptionView(aSubscription({ status: 'paused' })).amountHidden).toBe(true);
    expect(toSubscriptionView(aSubscription({ status: 'pending_pause' })).amountHidden).toBe(true);
    expect(toSubscriptionView(aSubscription({ status: 'paused', source: 'eCom' })).amountHidden).toBe(false);
    expect(toSubscriptionView(aSubscription({ status: 'active' })).amountHidden).toBe(false);
  });

  it('keeps a missing billing plan and payment method empty', () => {
    const view = toSubscriptionView(aSubscription({ billing_plan: null, payment_method: null }));
    expect(view.billingPlanName).toBeNull();
    expect(view.paymentMethod).toBeNull();
  });
});

describe('the card texts', () => {
  it('writes an amount with 2 decimals after its symbol', () => {
    expect(symbolAmount(12.5, '$')).toBe('$12.50');
    expect(symbolAmount(1234.5, '€')).toBe('€1,234.50');
    expect(symbolAmount(0, '£')).toBe('£0.00');
    expect(symbolAmount(-3, '$')).toBe('-$3.00');
  });

  it('writes the payment method as card type, masked account and country, leaving out what is missing', () => {
    expect(paymentMethodText({ cardType: 'Visa', account: '****1111', country: 'US' })).toBe('Visa · ****1111 · US');
    expect(paymentMethodText({ cardType: null, account: '****4242', country: 'FR' })).toBe('****4242 · FR');
  });
});

describe('the dialogs', () => {
  it('lets only digits and dots be typed into Extend days (SUB-EXT-03)', () => {
    expect(digitsAndDots('2a8')).toBe('28');
    expect(digitsAndDots('-1.5e3 ')).toBe('1.53');
    expect(digitsAndDots(undefined)).toBe('');
  });

  it('asks 30 days a month of pause (SUB-PAU-02)', () => {
    expect([1, 2].map(pausedDaysOf)).toEqual([30, 60]);
    expect(pauseExplanation(60)).toBe(
      'The pause starts on the next billing date and ends after 60 days. The customer is not billed during the pause.',
    );
  });

  it('says when a cancellation takes effect by the displayed status (SUB-CAN-01/02)', () => {
    expect(cancelExplanation('active')).toMatch(/next billing date\. The customer keeps learning until then/);
    expect(cancelExplanation('pending_pause')).toMatch(/pause start date\. The customer keeps learning until then/);
    for (const status of ['free_trial', 'grace_period', 'paused'] as const)
      expect(cancelExplanation(status)).toBe('The customer loses access at once.');
  });

  it('says that resuming bills today, but not for a pause that has not started', () => {
    expect(resumeExplanation('paused')).toMatch(/access at once and is billed today/);
    expect(resumeExplanation('pending_pause')).toMatch(/nothing is billed today/);
  });
});

describe('builtMenuActions (SUB-ACT-01/13)', () => {
  const holding =
    (...held: Permission[]) =>
    (permission: Permission) =>
      held.includes(permission);
  const all = aSubscription().actions;

  it('offers nothing without update:subscription', () => {
    expect(builtMenuActions(all, holding('read:customers', 'refund:transaction'))).toEqual([]);
  });

  it('offers revoke only with refund:transaction too, and only the actions whose dialogs are built', () => {
    expect(builtMenuActions(all, holding('update:subscription'))).toEqual([
      'extendBillingDate',
      'applyPromoCode',
      'cancel',
      'pause',
    ]);
    expect(builtMenuActions(all, holding('update:subscription', 'refund:transaction'))).toEqual([
      'extendBillingDate',
      'applyPromoCode',
      'cancel',
      'revokeEntitlement',
      'pause',
    ]);
    expect(builtMenuActions(['restart', 'upsell', 'downgrade', 'switchPlan'], holding('update:subscription'))).toEqual([
      'restart',
      'upsell',
      'downgrade',
      'switchPlan',
    ]);
  });
});

describe('eventActor (issue 22 ★ Timeline)', () => {
  it("names the billing clock, the staff member's email and the customer", () => {
    expect(eventActor({ by: 'clock', actor: 'billing-clock' })).toBe('Billing clock');
    expect(eventActor({ by: 'staff', actor: 'support@portal.example.com' })).toBe('support@portal.example.com');
    expect(eventActor({ by: 'customer', actor: 'anything' })).toBe('Customer');
  });
});
