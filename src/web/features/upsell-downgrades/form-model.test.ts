import { describe, expect, it } from 'vitest';
import type { UpsellDowngrade } from '../../../shared/contracts/upsell-downgrades';
import { emptyUdForm, formToBody, formViolations, ruleToForm, violationField } from './form-model';

const rule: UpsellDowngrade = {
  id: 7,
  original_base_price_id: 1,
  original_base_price: { id: 1, name: 'Standard Monthly' },
  product_type: 'SUBSCRIPTION',
  course_levels: [],
  billing_plan_id: 1,
  billing_plan: { id: 1, name: 'Monthly' },
  upsell_downgrade_options: [
    {
      option_type: 'downgrade',
      base_price_id: 3,
      base_price: { id: 3, name: 'Level Lifetime' },
      product_type: 'MULTI_LEVEL',
      course_levels: [1, 2],
      billing_plan_id: null,
      billing_plan: null,
      upsell_tag: null,
      slogan: null,
    },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  rowVersion: 3,
};

describe('the rule form model', () => {
  it('round-trips a rule: levels as the select value, only used options sent, texts trimmed', () => {
    const values = ruleToForm(rule);
    expect(values.downgrade.course_levels).toBe('1,2');
    expect(values.primary_upsell.base_price_id).toBeNull();
    values.primary_upsell = {
      base_price_id: 2,
      product_type: 'SUBSCRIPTION',
      billing_plan_id: 4,
      upsell_tag: ' Save ',
      slogan: '',
    };
    expect(formToBody(values)).toEqual({
      original_base_price_id: 1,
      product_type: 'SUBSCRIPTION',
      course_levels: [],
      billing_plan_id: 1,
      upsell_downgrade_options: [
        {
          option_type: 'primary_upsell',
          base_price_id: 2,
          product_type: 'SUBSCRIPTION',
          course_levels: [],
          billing_plan_id: 4,
          upsell_tag: 'Save',
          slogan: null,
        },
        {
          option_type: 'downgrade',
          base_price_id: 3,
          product_type: 'MULTI_LEVEL',
          course_levels: [1, 2],
          billing_plan_id: null,
          upsell_tag: null,
          slogan: null,
        },
      ],
    });
  });

  it('checks the shared rules on an empty form', () => {
    expect(formViolations(emptyUdForm()).map((v) => v.message)).toEqual([
      "'Original base price' is required",
      "'Original product type' is required",
    ]);
  });

  it("maps a store violation's field to the form field of the option the body sent there", () => {
    const body = formToBody(ruleToForm(rule));
    expect(violationField('original_base_price_id', body)).toEqual(['original', 'base_price_id']);
    expect(violationField('billing_plan_id', body)).toEqual(['original', 'billing_plan_id']);
    expect(violationField('upsell_downgrade_options.0.course_levels', body)).toEqual(['downgrade', 'course_levels']);
    expect(violationField('upsell_downgrade_options.4.slogan', body)).toBeNull();
    expect(violationField('If-Match', body)).toBeNull();
  });
});
