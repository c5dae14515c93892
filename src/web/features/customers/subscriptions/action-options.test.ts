import { describe, expect, it } from 'vitest';
import type { SubscriptionCoupon } from '../../../../shared/contracts/subscriptions';
import {
  couponCodeText,
  couponDiscountText,
  couponDurationText,
  couponLabel,
  couponsFor,
  planOfferLabel,
  variantLabel,
} from './action-options';

const aCoupon = (over: Partial<SubscriptionCoupon> = {}): SubscriptionCoupon => ({
  code: 'SPRING25',
  codeUsage: 'regular',
  discountType: 'percentage_off',
  percent: 25,
  currencies: [],
  duration: { type: 'TEMPORAL', limitTime: { amount: 3, unit: 'month' } },
  appliedCountries: [],
  ...over,
});

describe('couponsFor (SUB-PRO-03)', () => {
  const everywhere = aCoupon({ code: 'ALL' });
  const us = aCoupon({ code: 'US', appliedCountries: [{ code: 'US' }, { code: 'CA' }] });
  const de = aCoupon({ code: 'DE', appliedCountries: [{ code: 'DE' }] });

  it('offers the codes without a country limit and those naming the country', () => {
    expect(couponsFor([everywhere, us, de], 'US').map((c) => c.code)).toEqual(['ALL', 'US']);
    expect(couponsFor([everywhere, us, de], 'DE').map((c) => c.code)).toEqual(['ALL', 'DE']);
    expect(couponsFor([everywhere, us, de], 'FR').map((c) => c.code)).toEqual(['ALL']);
  });

  it('offers nothing before a country is chosen', () => {
    expect(couponsFor([everywhere, us], null)).toEqual([]);
    expect(couponsFor([everywhere, us], undefined)).toEqual([]);
  });
});

describe('coupon labels (SUB-PRO-04..06)', () => {
  it("shows a bulk code as 'Single Use' with the prefix and six asterisks, a regular one as 'Regular'", () => {
    expect(couponCodeText({ code: 'VIP', codeUsage: 'bulk' })).toEqual({ tag: 'Single Use', code: 'VIP******' });
    expect(couponCodeText({ code: 'SPRING25', codeUsage: 'regular' })).toEqual({ tag: 'Regular', code: 'SPRING25' });
  });

  it('shows the percentage or the amounts per currency to 2 decimals', () => {
    expect(couponDiscountText(aCoupon({ percent: 25 }))).toBe('25.00%');
    expect(couponDiscountText(aCoupon({ percent: 12.5 }))).toBe('12.50%');
    expect(
      couponDiscountText(
        aCoupon({
          discountType: 'amount_off',
          percent: null,
          currencies: [
            { currency: 'USD', amount: 5 },
            { currency: 'EUR', amount: 4.5 },
          ],
        }),
      ),
    ).toBe('USD 5.00, EUR 4.50');
  });

  it('shows the duration, the unit pluralised unless the amount is 1', () => {
    expect(couponDurationText({ type: 'SINGLE_USE', limitTime: null })).toBe('Single use');
    expect(couponDurationText({ type: 'FOREVER', limitTime: null })).toBe('Forever');
    expect(couponDurationText({ type: 'TEMPORAL', limitTime: { amount: 3, unit: 'month' } })).toBe('3 months');
    expect(couponDurationText({ type: 'TEMPORAL', limitTime: { amount: 1, unit: 'month' } })).toBe('1 month');
    expect(couponDurationText({ type: 'TEMPORAL', limitTime: { amount: 2, unit: 'week' } })).toBe('2 weeks');
    expect(couponDurationText({ type: 'TEMPORAL', limitTime: { amount: 1, unit: 'year' } })).toBe('1 year');
  });

  it('reads the whole option as one text', () => {
    expect(couponLabel(aCoupon())).toBe('SPRING25 · Regular · 25.00% · 3 months');
  });
});

describe('plan labels (SUB-PLN-03/04)', () => {
  it('names the plan and its pid', () => {
    expect(planOfferLabel({ plan_title: 'Premium Yearly', pid: 'SUB-YEARLY-FR' })).toBe(
      'Premium Yearly (SUB-YEARLY-FR)',
    );
    expect(variantLabel({ name: 'German Monthly', pid: 'SUB-MONTHLY-DE' })).toBe('German Monthly (SUB-MONTHLY-DE)');
  });
});
