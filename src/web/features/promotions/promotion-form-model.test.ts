import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../shared/contracts/promotions';
import {
  billingPlanProblem,
  bogoFormToBody,
  codeProblem,
  codeTextProblem,
  emptyPromotionForm,
  endProblem,
  nameProblem,
  promotionFormToBody,
  promotionToForm,
  providerFormToBody,
  quantityProblem,
} from './promotion-form-model';

const stored: Promotion = {
  id: 17,
  source: 'billing-provider',
  name: 'VIP spring codes',
  code: 'VIPSPRING',
  recurlyCouponId: 'cpn_vipspring',
  status: 'redeemable',
  timeRange: { startedAt: '2026-01-01T00:00:00.000Z', endedAt: null },
  type: 'bulk',
  discountType: 'percentage_off',
  percent: 20,
  currencies: [],
  maxRedemptions: 5000,
  codeUsage: 'bulk',
  quantity: 3000,
  redeemedCount: 40,
  codeText: { en: 'VIP', es: '' },
  appliedBasePrices: [{ id: 6, name: 'All Access Monthly' }],
  appliedCountries: [],
  descriptionDisclosures: [
    {
      billingPlanId: 1,
      billingPlanName: 'Monthly',
      description: { en: '<p>D</p>', es: '' },
      disclosure: { en: '<p>X</p>', es: '' },
    },
  ],
  canBeDeleted: false,
  deleteRefusal: 'The single use promotion can’t be deleted in active status.',
  duration: { type: 'single_use', limitTime: null },
  basePlanPid: null,
  giftPlanPid: null,
  buyPlan: null,
  giftPlan: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  rowVersion: 3,
};

describe('the promotion form → body', () => {
  it('sends a billing-provider promotion: texts trimmed, the quantity only for bulk', () => {
    const values = {
      ...emptyPromotionForm(),
      codeText: { en: '  New year  ', es: ' ' },
      recurlyCouponId: 'cpn_newyear20',
      quantity: 300,
      appliedBasePriceIds: [3, 1],
      descriptionDisclosures: [
        { billingPlanId: 4, description: { en: '<p>a</p>' }, disclosure: { en: '<p>b</p>', es: '<p>c</p>' } },
      ],
    };
    expect(providerFormToBody(values)).toEqual({
      codeText: { en: 'New year', es: '' },
      recurlyCouponId: 'cpn_newyear20',
      codeUsage: 'regular',
      quantity: null,
      appliedBasePriceIds: [3, 1],
      appliedCountryIds: [],
      descriptionDisclosures: [
        { billingPlanId: 4, description: { en: '<p>a</p>', es: '' }, disclosure: { en: '<p>b</p>', es: '<p>c</p>' } },
      ],
    });
    expect(providerFormToBody({ ...values, codeUsage: 'bulk' }).quantity).toBe(300);
  });

  it('sends a buy-one-gift-one promotion: code and name trimmed, times as instants, an open end as null', () => {
    const start = dayjs('2026-03-01T10:00:00.000Z');
    const body = bogoFormToBody({
      ...emptyPromotionForm(),
      source: 'buy-one-gift-one',
      code: ' GIFT-1 ',
      name: ' Gift one ',
      timeRange: { startedAt: start, endedAt: null },
      basePlanPid: 'SUB-ANNUAL-FR',
      giftPlanPid: 'SUB-MONTHLY-FR',
      description: { en: '<p>d</p>' },
      disclosure: { en: '<p>x</p>', es: '' },
    });
    expect(body).toEqual({
      codeText: { en: '', es: '' },
      code: 'GIFT-1',
      name: 'Gift one',
      timeRange: { startedAt: '2026-03-01T10:00:00.000Z', endedAt: null },
      basePlanPid: 'SUB-ANNUAL-FR',
      giftPlanPid: 'SUB-MONTHLY-FR',
      description: { en: '<p>d</p>', es: '' },
      disclosure: { en: '<p>x</p>', es: '' },
    });
  });

  it('reads a stored promotion back into the same body (an unchanged edit sends what is stored)', () => {
    const { source, body } = promotionFormToBody(promotionToForm(stored));
    expect(source).toBe('billing-provider');
    expect(body).toMatchObject({
      recurlyCouponId: 'cpn_vipspring',
      codeUsage: 'bulk',
      quantity: 3000,
      appliedBasePriceIds: [6],
      descriptionDisclosures: [{ billingPlanId: 1 }],
    });
    const bogo = promotionToForm({
      ...stored,
      source: 'buy-one-gift-one',
      code: 'BOGOFR',
      timeRange: { startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-02-01T00:00:00.000Z' },
      basePlanPid: 'A',
      giftPlanPid: 'B',
      descriptionDisclosures: [{ ...stored.descriptionDisclosures[0]!, billingPlanId: null, billingPlanName: null }],
    });
    expect(bogoFormToBody(bogo)).toMatchObject({
      code: 'BOGOFR',
      timeRange: { startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-02-01T00:00:00.000Z' },
      description: { en: '<p>D</p>', es: '' },
    });
  });
});

describe('the promotion form checks', () => {
  it('PROMO-BP-06: the bulk quantity', () => {
    expect(quantityProblem(null, 500)).toBe('Quantity is required');
    expect(quantityProblem(600, 500)).toBe('Quantity cannot be longer than 500');
    expect(quantityProblem(300, 500)).toBeNull();
    expect(quantityProblem(12.5, 500)).toBe('Quantity must be a whole number');
    expect(quantityProblem(10001, null)).toBe('Quantity cannot be longer than 10000');
    expect(quantityProblem(0, null)).toBe('Quantity must be at least 1');
  });

  it('PROMO-BOGO-01: code and name', () => {
    expect(codeProblem('  ')).toBe("'Promotion code' is required");
    expect(codeProblem('A'.repeat(26))).toBe("'Promotion code' cannot be longer than 25 characters");
    expect(codeProblem('NO SPACE')).toBe("'Promotion code' may hold letters, digits, '-' and '_' only");
    expect(codeProblem(' OK_1-2 ')).toBeNull();
    expect(nameProblem('')).toBe("'Promotion name' is required");
    expect(nameProblem('x'.repeat(101))).toBe("'Promotion name' cannot be longer than 100 characters");
    expect(codeTextProblem('es', 'x'.repeat(101))).toBe("'Code text (Spanish)' cannot be longer than 100 characters");
    expect(codeTextProblem('en', ` ${'x'.repeat(100)} `)).toBeNull();
  });

  it('the end after the start; each billing plan once', () => {
    const start = dayjs('2026-03-01T10:00:00Z');
    expect(endProblem(start, start)).toBe("'End time' must be after the start time");
    expect(endProblem(start, start.add(1, 'minute'))).toBeNull();
    expect(endProblem(start, null)).toBeNull();
    const entries = [{ billingPlanId: 1 }, { billingPlanId: 1 }, { billingPlanId: null }];
    expect(billingPlanProblem(entries, 0)).toBeNull();
    expect(billingPlanProblem(entries, 1)).toBe('Each billing plan has one description and disclosure entry.');
    expect(billingPlanProblem(entries, 2)).toBe("'Billing plan' is required");
  });
});
