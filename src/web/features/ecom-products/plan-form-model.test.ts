import { describe, expect, it } from 'vitest';
import { emptyPlanForm, formToBody, joinUpsellPatch, type PlanFormValues, trialPatch } from './plan-form-model';

const values: PlanFormValues = {
  ...emptyPlanForm(false),
  name: '  German Level 1  ',
  productType: 'SINGLE_LEVEL',
  courseLevels: '1',
  contentProductId: 9,
  basePriceId: 3,
  billingPlanId: 4,
  freeTrialType: 'introductory',
  joinUpsell: false,
  descTemplateId: 2,
  productImage: '',
};

describe('the plan form model (EP-PLAN)', () => {
  it('sends what the form shows: a lifetime plan without its hidden billing plan, the name trimmed', () => {
    expect(formToBody(values)).toEqual({
      name: 'German Level 1',
      productType: 'SINGLE_LEVEL',
      courseLevels: '1',
      contentProductId: 9,
      basePriceId: 3,
      billingPlanId: null,
      freeTrialType: 'introductory',
      freeTrialUsageLimit: null,
      joinUpsell: false,
      descTemplateId: 2,
      productImage: null,
      promotionCode: null,
    });
  });

  it('drops a course level the type has none of', () => {
    expect(formToBody({ ...values, productType: 'SUBSCRIPTION' })).toMatchObject({
      courseLevels: null,
      billingPlanId: 4,
    });
  });

  it('presets the All Access type for the All Access product', () => {
    expect(emptyPlanForm(true).productType).toBe('ALL_ACCESS');
    expect(emptyPlanForm(false).productType).toBeNull();
  });

  it('a billing plan with a trial sets Introductory, limit 1 (EP-PLAN-13); an Upgrade forces join upsell (EP-PLAN-09)', () => {
    const billing = { id: 5, name: 'Monthly with 7-day trial', type: 't', cycle: 'month', quantity: 1, trialDays: 7 };
    expect(trialPatch(billing)).toEqual({ freeTrialType: 'introductory', freeTrialUsageLimit: 1 });
    expect(trialPatch({ ...billing, trialDays: null })).toEqual({});
    expect(joinUpsellPatch({ productType: 'UPGRADE' })).toEqual({ joinUpsell: true });
    expect(joinUpsellPatch({ productType: 'SINGLE_LEVEL' })).toEqual({});
  });
});
