import { describe, expect, it } from 'vitest';
import {
  levelsLabel,
  normalizePart,
  optionUsed,
  ruleKey,
  UD_MESSAGES,
  type UdRuleInput,
  udRuleViolations,
  valueToLevels,
} from './upsell-downgrade';

const rule = (over: Partial<UdRuleInput> = {}): UdRuleInput => ({
  original: { base_price_id: 1, product_type: 'SUBSCRIPTION', billing_plan_id: 1 },
  options: {
    primary_upsell: { base_price_id: 2, product_type: 'SUBSCRIPTION', billing_plan_id: 4, upsell_tag: 'Save' },
    downgrade: { base_price_id: 3, product_type: 'SINGLE_LEVEL', course_levels: [1] },
  },
  ...over,
});
const messages = (r: UdRuleInput) => udRuleViolations(r).map((v) => `${v.part}.${v.field}: ${v.message}`);

describe('udRuleViolations (spec 3 §5)', () => {
  it('accepts a complete rule', () => {
    expect(udRuleViolations(rule())).toEqual([]);
  });

  it('requires the original base price and product type (UD-06)', () => {
    expect(messages(rule({ original: {} }))).toEqual([
      "original.base_price_id: 'Original base price' is required",
      "original.product_type: 'Original product type' is required",
    ]);
  });

  it("requires an option's product type and base price once either is chosen; an empty option is none (UD-07)", () => {
    expect(messages(rule({ options: { secondary_upsell: { base_price_id: 5 } } }))).toEqual([
      "secondary_upsell.product_type: 'Secondary upsell product type' is required",
    ]);
    expect(messages(rule({ options: { downgrade: { product_type: 'SUBSCRIPTION', billing_plan_id: 1 } } }))).toEqual([
      "downgrade.base_price_id: 'Downgrade base price' is required",
    ]);
    expect(optionUsed({ upsell_tag: '  ', slogan: '' })).toBe(false);
    expect(udRuleViolations(rule({ options: { primary_upsell: { upsell_tag: ' ' } } }))).toEqual([]);
  });

  it('requires levels for single and multi level and a billing plan for the others; levels from CONST-16 (UD-08)', () => {
    expect(messages(rule({ original: { base_price_id: 1, product_type: 'SINGLE_LEVEL' } }))).toEqual([
      "original.course_levels: 'Original course level' is required",
    ]);
    expect(messages(rule({ options: { primary_upsell: { base_price_id: 2, product_type: 'ALL_ACCESS' } } }))).toEqual([
      "primary_upsell.billing_plan_id: 'Primary upsell billing plan' is required",
    ]);
    expect(
      messages(rule({ original: { base_price_id: 1, product_type: 'MULTI_LEVEL', course_levels: [1, 3] } })),
    ).toEqual([`original.course_levels: ${UD_MESSAGES.badLevels('original')}`]);
    expect(
      udRuleViolations(rule({ original: { base_price_id: 1, product_type: 'MULTI_LEVEL', course_levels: [-1] } })),
    ).toEqual([]);
  });

  it("refuses the original's (base price, billing plan) pair on an upsell, and two equal upsells (UD-09)", () => {
    const same = { base_price_id: 1, product_type: 'SUBSCRIPTION' as const, billing_plan_id: 1 };
    expect(messages(rule({ options: { secondary_upsell: same } }))).toEqual([
      `secondary_upsell.base_price_id: ${UD_MESSAGES.duplicate}`,
    ]);
    const upsell = { base_price_id: 7, product_type: 'SUBSCRIPTION' as const, billing_plan_id: 2 };
    expect(messages(rule({ options: { primary_upsell: upsell, secondary_upsell: upsell } }))).toEqual([
      `secondary_upsell.base_price_id: ${UD_MESSAGES.duplicate}`,
    ]);
    // A downgrade may name the original's pair; another billing plan is another pair.
    expect(udRuleViolations(rule({ options: { downgrade: same } }))).toEqual([]);
    expect(udRuleViolations(rule({ options: { primary_upsell: { ...same, billing_plan_id: 4 } } }))).toEqual([]);
  });

  it('limits the tag to 25 and the slogan to 40 after trimming (UD-10)', () => {
    const primary = { base_price_id: 2, product_type: 'SUBSCRIPTION' as const, billing_plan_id: 4 };
    expect(
      messages(
        rule({ options: { primary_upsell: { ...primary, upsell_tag: 'x'.repeat(26), slogan: 'y'.repeat(41) } } }),
      ),
    ).toEqual([
      "primary_upsell.upsell_tag: 'Primary upsell tag' cannot be longer than 25 characters",
      "primary_upsell.slogan: 'Primary upsell slogan' cannot be longer than 40 characters",
    ]);
    expect(
      udRuleViolations(rule({ options: { primary_upsell: { ...primary, upsell_tag: ` ${'x'.repeat(25)} ` } } })),
    ).toEqual([]);
  });

  it('restricts the upsells of an All Access original to All Access, not its downgrade (UD-11)', () => {
    const original = { base_price_id: 1, product_type: 'ALL_ACCESS' as const, billing_plan_id: 1 };
    expect(messages(rule({ original }))).toEqual([
      `primary_upsell.product_type: ${UD_MESSAGES.allAccessOnly('primary_upsell')}`,
    ]);
  });
});

describe('normalizePart and ruleKey', () => {
  it('keeps levels only for single and multi level, a billing plan only for the others, tag and slogan only on upsells', () => {
    expect(
      normalizePart('primary_upsell', {
        base_price_id: 2,
        product_type: 'SUBSCRIPTION',
        course_levels: [1],
        billing_plan_id: 4,
        upsell_tag: ' Tag ',
        slogan: '',
      }),
    ).toEqual({
      base_price_id: 2,
      product_type: 'SUBSCRIPTION',
      course_levels: [],
      billing_plan_id: 4,
      upsell_tag: 'Tag',
      slogan: null,
    });
    expect(
      normalizePart('downgrade', {
        base_price_id: 2,
        product_type: 'SINGLE_LEVEL',
        course_levels: [3],
        billing_plan_id: 4,
        upsell_tag: 'x',
      }),
    ).toMatchObject({ course_levels: [3], billing_plan_id: null, upsell_tag: null });
  });

  it('keys a rule by product type and levels or billing plan', () => {
    expect(ruleKey({ product_type: 'SUBSCRIPTION', billing_plan_id: 1, course_levels: [] })).toBe('SUBSCRIPTION||1');
    expect(ruleKey({ product_type: 'MULTI_LEVEL', course_levels: [1, 2], billing_plan_id: 4 })).toBe(
      'MULTI_LEVEL|1,2|',
    );
  });

  it('labels stored levels with the CONST-16 option labels', () => {
    expect(levelsLabel('SINGLE_LEVEL', [3])).toBe('Level 3');
    expect(levelsLabel('MULTI_LEVEL', [-1])).toBe('Complete course');
    expect(levelsLabel('MULTI_LEVEL', valueToLevels('1,2'))).toBe('Level 1-2');
  });
});
