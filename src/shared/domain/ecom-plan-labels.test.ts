import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from './ecom-plan';
import { ecomProductName, emptyPlanDraft, type PlanDraft, planFormViolations } from './ecom-plan-labels';

const complete: PlanDraft = {
  name: 'German Monthly',
  productType: 'SUBSCRIPTION',
  courseLevels: null,
  contentProductId: 1,
  basePriceId: 2,
  billingPlanId: 1,
  freeTrialType: 'introductory',
  freeTrialUsageLimit: null,
  joinUpsell: false,
  descTemplateId: 3,
};

const fields = (draft: PlanDraft) => planFormViolations(draft).map((v) => `${v.field}: ${v.message}`);

describe('the plan form rules (EP-PLAN-01..12)', () => {
  it('accepts a complete plan', () => {
    expect(fields(complete)).toEqual([]);
  });

  it('names every missing required field once', () => {
    const empty: PlanDraft = { ...emptyPlanDraft(), name: ' ' };
    expect(fields(empty)).toEqual([
      'name: Plan Name is required',
      'productType: Product type is required',
      'contentProductId: Course is required',
      'basePriceId: Base Price is required',
      'joinUpsell: Join upsell is required',
      'descTemplateId: Description template is required',
      'freeTrialType: Free trial type is required',
    ]);
  });

  it('applies the type rules: billing plan, course level, promotional limit, the name length', () => {
    expect(fields({ ...complete, billingPlanId: null })).toEqual(['billingPlanId: Billing Plan is required']);
    expect(fields({ ...complete, productType: 'SINGLE_LEVEL', billingPlanId: null })).toEqual([
      'courseLevels: Course level is required',
    ]);
    expect(fields({ ...complete, freeTrialType: 'promotional', freeTrialUsageLimit: 0 })).toEqual([
      `freeTrialUsageLimit: ${PLAN_MESSAGES.trialLimitRequired}`,
    ]);
    expect(fields({ ...complete, name: 'x'.repeat(101) })).toEqual([`name: ${PLAN_MESSAGES.nameTooLong}`]);
  });

  it('names a product by its language and course type', () => {
    expect(ecomProductName('German', 'premium')).toBe('German (Premium)');
    expect(ecomProductName('All Access', null)).toBe('All Access');
  });
});
