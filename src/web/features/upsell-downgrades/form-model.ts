import type { UpsellDowngrade, UpsellDowngradeBody } from '../../../shared/contracts/upsell-downgrades';
import {
  levelsToValue,
  optionUsed,
  UD_OPTION_TYPES,
  type UdOptionType,
  type UdPartInput,
  type UdProductType,
  type UdRuleInput,
  type UdViolation,
  udRuleViolations,
  valueToLevels,
} from '../../../shared/domain/upsell-downgrade';

/** One part of the form: the original, or an option (course levels as the select's value, '1,2'). */
export interface UdPartValues {
  base_price_id?: number | null;
  product_type?: UdProductType | null;
  course_levels?: string | null;
  billing_plan_id?: number | null;
  upsell_tag?: string;
  slogan?: string;
}
export type UdPart = UdOptionType | 'original';
export type UdFormValues = Record<UdPart, UdPartValues>;
export const UD_PARTS: readonly UdPart[] = ['original', ...UD_OPTION_TYPES];

const emptyPart = (): UdPartValues => ({
  base_price_id: null,
  product_type: null,
  course_levels: null,
  billing_plan_id: null,
  upsell_tag: '',
  slogan: '',
});

export const emptyUdForm = (): UdFormValues => ({
  original: emptyPart(),
  primary_upsell: emptyPart(),
  secondary_upsell: emptyPart(),
  downgrade: emptyPart(),
});

/** The rule as the form shows it (UD-12: what a failed update restores). */
export function ruleToForm(rule: UpsellDowngrade): UdFormValues {
  const values = emptyUdForm();
  values.original = {
    ...emptyPart(),
    base_price_id: rule.original_base_price_id,
    product_type: rule.product_type,
    course_levels: rule.course_levels.length ? levelsToValue(rule.course_levels) : null,
    billing_plan_id: rule.billing_plan_id,
  };
  for (const o of rule.upsell_downgrade_options) {
    values[o.option_type] = {
      base_price_id: o.base_price_id,
      product_type: o.product_type,
      course_levels: o.course_levels.length ? levelsToValue(o.course_levels) : null,
      billing_plan_id: o.billing_plan_id,
      upsell_tag: o.upsell_tag ?? '',
      slogan: o.slogan ?? '',
    };
  }
  return values;
}

const toPart = (p: UdPartValues | undefined): UdPartInput => ({
  base_price_id: p?.base_price_id ?? null,
  product_type: p?.product_type ?? null,
  course_levels: p?.course_levels ? valueToLevels(p.course_levels) : [],
  billing_plan_id: p?.billing_plan_id ?? null,
  upsell_tag: p?.upsell_tag ?? '',
  slogan: p?.slogan ?? '',
});

/** The form as the shared rules read it. */
export const formToRule = (values: UdFormValues): UdRuleInput => ({
  original: toPart(values.original),
  options: Object.fromEntries(UD_OPTION_TYPES.map((type) => [type, toPart(values[type])])),
});

/** The rules the form breaks (spec 3 §5), from the shared rule functions. */
export const formViolations = (values: UdFormValues): UdViolation[] => udRuleViolations(formToRule(values));

/** The body a save sends: every option with anything chosen (UD-13), texts trimmed (MKT-06). */
export function formToBody(values: UdFormValues): UpsellDowngradeBody {
  const rule = formToRule(values);
  const trimmed = (text: string | null | undefined) => (text ?? '').trim() || null;
  return {
    original_base_price_id: rule.original.base_price_id,
    product_type: rule.original.product_type,
    course_levels: [...(rule.original.course_levels ?? [])],
    billing_plan_id: rule.original.billing_plan_id,
    upsell_downgrade_options: UD_OPTION_TYPES.flatMap((type) => {
      const p = rule.options[type] as UdPartInput;
      if (!optionUsed(p)) return [];
      return [
        {
          option_type: type,
          base_price_id: p.base_price_id,
          product_type: p.product_type,
          course_levels: [...(p.course_levels ?? [])],
          billing_plan_id: p.billing_plan_id,
          upsell_tag: trimmed(p.upsell_tag),
          slogan: trimmed(p.slogan),
        },
      ];
    }),
  };
}

/**
 * The form field a store violation names: 'original_base_price_id' and the original's own fields, or
 * 'upsell_downgrade_options.{i}.{field}' of the option the body sent at that index.
 */
export function violationField(field: string, body: UpsellDowngradeBody): [UdPart, string] | null {
  if (field === 'original_base_price_id') return ['original', 'base_price_id'];
  if (['product_type', 'course_levels', 'billing_plan_id'].includes(field)) return ['original', field];
  const match = /^upsell_downgrade_options\.(\d+)\.(\w+)/.exec(field);
  const option = match ? body.upsell_downgrade_options?.[Number(match[1])] : undefined;
  if (!match || !option) return null;
  return [option.option_type, match[2] as string];
}
