/**
 * Upsell and downgrade rules (spec 3 §2.3, §3, §5, §8; checklist 10.4, UD-*): per original base price
 * (with its product type and course levels or billing plan), the base prices offered as primary upsell,
 * secondary upsell and downgrade. The form and the store API take their rules and messages from here.
 */
import { requiredMessage, tooLongMessage } from './content-product';
import { courseLevelOptions, PLAN_PRODUCT_TYPE_LABELS, PLAN_PRODUCT_TYPES, type PlanProductType } from './ecom-plan';

/** UD-05 / CONST-19: the product types of a rule and of its options (the eCom plan list). */
export const UD_PRODUCT_TYPES = PLAN_PRODUCT_TYPES;
export type UdProductType = PlanProductType;
export const UD_PRODUCT_TYPE_LABELS = PLAN_PRODUCT_TYPE_LABELS;

/** UD-13: the option types, in the order the form and the list show them. */
export const UD_OPTION_TYPES = ['primary_upsell', 'secondary_upsell', 'downgrade'] as const;
export type UdOptionType = (typeof UD_OPTION_TYPES)[number];
/** The upsells (they carry a tag and a slogan; UD-11 restricts their types). */
export const UD_UPSELL_TYPES: readonly UdOptionType[] = ['primary_upsell', 'secondary_upsell'];
export const isUpsell = (type: UdOptionType) => type !== 'downgrade';

/** UD-08 (decided): the `{label}` of each part's messages ('Primary upsell base price' …). */
export const UD_PART_LABELS: Record<UdOptionType | 'original', string> = {
  original: 'Original',
  primary_upsell: 'Primary upsell',
  secondary_upsell: 'Secondary upsell',
  downgrade: 'Downgrade',
};

/** UD-10: tag and slogan limits (spec 3 §9). */
export const UD_TAG_MAX = 25;
export const UD_SLOGAN_MAX = 40;
/** Longest original base price search (a base price name is at most 100). */
export const UD_SEARCH_MAX = 100;

/** A part's field labels: '{label} base price', '{label} product type', '{label} course level', … */
export const udFieldLabel = (part: UdOptionType | 'original', field: UdField) =>
  `${UD_PART_LABELS[part]} ${UD_FIELD_WORDS[field]}`;
export type UdField = 'base_price_id' | 'product_type' | 'course_levels' | 'billing_plan_id' | 'upsell_tag' | 'slogan';
const UD_FIELD_WORDS: Record<UdField, string> = {
  base_price_id: 'base price',
  product_type: 'product type',
  course_levels: 'course level',
  billing_plan_id: 'billing plan',
  upsell_tag: 'tag',
  slogan: 'slogan',
};

export const UD_MESSAGES = {
  /** UD-09. */
  duplicate: 'Duplicate base prices or billing plans are not allowed.',
  /** UD-11. */
  allAccessOnly: (part: UdOptionType) =>
    `When the original product type is All Access, the ${UD_PART_LABELS[part].toLowerCase()} must be All Access.`,
  badLevels: (part: UdOptionType | 'original') => `'${udFieldLabel(part, 'course_levels')}' is not one of the levels`,
  oneOfEach: 'Each option type (primary upsell, secondary upsell, downgrade) can be given at most once.',
  /** Decided (UD-09): a second rule for the same original. */
  ruleExists:
    'An upsell & downgrade rule for this original base price, product type and level or billing plan already exists.',
  unknownBasePrice: (id: number) => `Base price ${id} does not exist.`,
  unknownBillingPlan: (id: number) => `Billing plan ${id} does not exist.`,
  /** UD-15. */
  added: 'Upsell & downgrade added successfully.',
  updated: 'Upsell & downgrade updated successfully.',
  deleted: 'Upsell & downgrade deleted successfully.',
  /** UD-15 (the confirmation's wording is not shown: decided). */
  deleteTitle: 'Delete upsell & downgrade',
  deleteConfirm: 'Are you sure you want to delete this upsell & downgrade rule?',
  stale: 'Someone else saved this upsell & downgrade rule after you opened it. It shows their version now.',
  notFound: (id: number) => `No upsell & downgrade rule has the id ${id}.`,
  planNotFound: (id: number) => `No plan has the id ${id}.`,
} as const;

// ---- Course levels (CONST-16) ---------------------------------------------------------------------

/** The course level options of a type, with the numbers each stands for ('1,2' → [1, 2]; Complete course → [-1]). */
export function udLevelOptions(type: UdProductType | null | undefined) {
  return type ? courseLevelOptions(type) : [];
}
/** Whether the type takes course levels (single and multi level, UD-08); the others take a billing plan. */
export const takesLevels = (type: UdProductType) => udLevelOptions(type).length > 0;
export const levelsToValue = (levels: readonly number[]) => levels.join(',');
export const valueToLevels = (value: string) => (value === '' ? [] : value.split(',').map(Number));
/** The option label of stored levels ('Level 3', 'Complete course', 'Level 1-2'), or the numbers when unknown. */
export function levelsLabel(type: UdProductType, levels: readonly number[]): string {
  const value = levelsToValue(levels);
  return udLevelOptions(type).find((o) => o.value === value)?.label ?? value;
}

// ---- The rules (spec 3 §5, UD-06..11) -------------------------------------------------------------

/** One part of a rule: the original or an option, as the form and the body give it. */
export interface UdPartInput {
  base_price_id?: number | null;
  product_type?: UdProductType | null;
  course_levels?: readonly number[] | null;
  billing_plan_id?: number | null;
  upsell_tag?: string | null;
  slogan?: string | null;
}

/** A rule with its options keyed by type (at most one each). */
export interface UdRuleInput {
  original: UdPartInput;
  options: Partial<Record<UdOptionType, UdPartInput>>;
}

/** A broken rule: the part and field it names, and the message. */
export interface UdViolation {
  part: UdOptionType | 'original';
  field: UdField;
  message: string;
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** Whether an option is in use: any of its fields chosen or typed (UD-07 makes its type required then). */
export function optionUsed(option: UdPartInput | undefined): boolean {
  if (!option) return false;
  return (
    option.base_price_id != null ||
    option.product_type != null ||
    (option.course_levels?.length ?? 0) > 0 ||
    option.billing_plan_id != null ||
    !blank(option.upsell_tag) ||
    !blank(option.slogan)
  );
}

/** The type's level or billing plan rule of one part (UD-08). */
function typeRules(part: UdOptionType | 'original', p: UdPartInput, out: UdViolation[]) {
  const type = p.product_type;
  if (!type) return;
  if (takesLevels(type)) {
    const levels = p.course_levels ?? [];
    if (levels.length === 0)
      out.push({ part, field: 'course_levels', message: requiredMessage(udFieldLabel(part, 'course_levels')) });
    else if (!udLevelOptions(type).some((o) => o.value === levelsToValue(levels)))
      out.push({ part, field: 'course_levels', message: UD_MESSAGES.badLevels(part) });
  } else if (p.billing_plan_id == null) {
    out.push({ part, field: 'billing_plan_id', message: requiredMessage(udFieldLabel(part, 'billing_plan_id')) });
  }
}

/** The (base price, billing plan) pair UD-09 compares; lifetime types have no billing plan. */
const pairOf = (p: UdPartInput) => `${p.base_price_id ?? ''}|${billingPlanOf(p) ?? ''}`;
const billingPlanOf = (p: UdPartInput) => (p.product_type && !takesLevels(p.product_type) ? p.billing_plan_id : null);

/**
 * Every rule of spec 3 §5 the rule breaks, in form order: original base price and product type
 * required (UD-06); an option in use needs its base price and product type (UD-07/08); course levels
 * for single and multi level, a billing plan for the others (UD-08); the original's (base price,
 * billing plan) pair equal to an upsell's, or the two upsells' pairs equal (UD-09); tag and slogan
 * limits (UD-10, after trimming); All Access originals take All Access upsells only (UD-11).
 */
export function udRuleViolations(rule: UdRuleInput): UdViolation[] {
  const out: UdViolation[] = [];
  const { original } = rule;
  if (original.base_price_id == null)
    out.push({
      part: 'original',
      field: 'base_price_id',
      message: requiredMessage(udFieldLabel('original', 'base_price_id')),
    });
  if (!original.product_type)
    out.push({
      part: 'original',
      field: 'product_type',
      message: requiredMessage(udFieldLabel('original', 'product_type')),
    });
  typeRules('original', original, out);
  const seenPairs: string[] = [];
  if (original.base_price_id != null && original.product_type) seenPairs.push(pairOf(original));
  for (const part of UD_OPTION_TYPES) {
    const option = rule.options[part];
    if (!option || !optionUsed(option)) continue;
    if (option.base_price_id == null)
      out.push({ part, field: 'base_price_id', message: requiredMessage(udFieldLabel(part, 'base_price_id')) });
    if (!option.product_type)
      out.push({ part, field: 'product_type', message: requiredMessage(udFieldLabel(part, 'product_type')) });
    else if (isUpsell(part) && original.product_type === 'ALL_ACCESS' && option.product_type !== 'ALL_ACCESS')
      out.push({ part, field: 'product_type', message: UD_MESSAGES.allAccessOnly(part) });
    typeRules(part, option, out);
    if (isUpsell(part)) {
      if ((option.upsell_tag ?? '').trim().length > UD_TAG_MAX)
        out.push({ part, field: 'upsell_tag', message: tooLongMessage(udFieldLabel(part, 'upsell_tag'), UD_TAG_MAX) });
      if ((option.slogan ?? '').trim().length > UD_SLOGAN_MAX)
        out.push({ part, field: 'slogan', message: tooLongMessage(udFieldLabel(part, 'slogan'), UD_SLOGAN_MAX) });
      if (option.base_price_id != null && option.product_type) {
        const pair = pairOf(option);
        if (seenPairs.includes(pair)) out.push({ part, field: 'base_price_id', message: UD_MESSAGES.duplicate });
        else seenPairs.push(pair);
      }
    }
  }
  return out;
}

/**
 * A part as stored: levels only for single and multi level, a billing plan only for the others, tag
 * and slogan trimmed and only on upsells ('' → null).
 */
export function normalizePart(part: UdOptionType | 'original', p: UdPartInput) {
  const type = p.product_type ?? null;
  const levels = type && takesLevels(type) ? [...(p.course_levels ?? [])] : [];
  const tag = part !== 'original' && isUpsell(part) ? (p.upsell_tag ?? '').trim() : '';
  const slogan = part !== 'original' && isUpsell(part) ? (p.slogan ?? '').trim() : '';
  return {
    base_price_id: p.base_price_id ?? null,
    product_type: type,
    course_levels: levels,
    billing_plan_id: type && !takesLevels(type) ? (p.billing_plan_id ?? null) : null,
    upsell_tag: tag || null,
    slogan: slogan || null,
  };
}

/**
 * What makes two rules the same rule (decided, UD-09): the original base price, product type, and its
 * levels or billing plan. The store refuses a second rule with the same key (409).
 */
export const ruleKey = (p: UdPartInput) =>
  `${p.product_type ?? ''}|${levelsToValue(p.course_levels ?? [])}|${billingPlanOf(p) ?? ''}`;
