/**
 * Save offers and cancel reasons (spec 3 §2.5, §3, §4, §5, §8, §9; checklist SO-*, CR-*, SUB-EXT-01/02):
 * retention offers shown while a customer cancels, tied to a cancel reason, applied stages and base
 * prices. The save offer screens and the store API take their enumerations, rules and messages from here.
 */
import { isRichTextEmpty, RICH_TEXT_MAX, type RichTextLocale, richTextLength } from './rich-text';

const requiredMessage = (label: string) => `'${label}' is required`;
const tooLongMessage = (label: string, max: number) => `'${label}' cannot be longer than ${max} characters`;

// ---- Enumerations ------------------------------------------------------------------------------------

/** SO-FORM-05: the applied stages, in the spec's order (wire values decided). */
export const SAVE_OFFER_STAGES = ['in_free_trial', 'months_1_3', 'months_3_6', 'months_6_12', 'year_1_plus'] as const;
export type SaveOfferStage = (typeof SAVE_OFFER_STAGES)[number];
export const SAVE_OFFER_STAGE_LABELS: Record<SaveOfferStage, string> = {
  in_free_trial: 'In Free Trial',
  months_1_3: '1-3 Months of use',
  months_3_6: '3-6 Months of use',
  months_6_12: '6 Months to 1 year',
  year_1_plus: '1 Year+',
};

/** SO-FORM-06: the save offer types (wire values decided). */
export const SAVE_OFFER_TYPES = ['promotion', 'switch_plan', 'pause', 'extend_billing_date'] as const;
export type SaveOfferType = (typeof SAVE_OFFER_TYPES)[number];
export const SAVE_OFFER_TYPE_LABELS: Record<SaveOfferType, string> = {
  promotion: 'Promotion',
  switch_plan: 'Switch plan',
  pause: 'Pause',
  extend_billing_date: 'Extend billing date',
};

/** SO-FORM-12: when a plan switch takes effect. */
export const EFFECTIVE_DATES = ['immediately', 'next_billing_cycle'] as const;
export type EffectiveDate = (typeof EFFECTIVE_DATES)[number];
export const EFFECTIVE_DATE_LABELS: Record<EffectiveDate, string> = {
  immediately: 'Immediately',
  next_billing_cycle: 'Next Billing Cycle',
};

/** Stages in the enumeration's order. */
export const sortStages = (stages: readonly string[]): SaveOfferStage[] =>
  SAVE_OFFER_STAGES.filter((stage) => stages.includes(stage));

// ---- Limits and labels -------------------------------------------------------------------------------

/** SO-FORM-07: the title, per locale, at most 100 characters (trimmed). */
export const SAVE_OFFER_TITLE_MAX = 100;
/** SUB-EXT-02, SO-FORM-15: extend days 1..28, default 10. */
export const EXTEND_DAYS_MIN = 1;
export const EXTEND_DAYS_MAX = 28;
export const EXTEND_DAYS_DEFAULT = 10;
/** Most base prices one save offer applies to (decided: more than exist). */
export const SAVE_OFFER_MAX_BASE_PRICES = 200;
/** A promotion code and a plan PID on the wire. */
export const PROMOTION_CODE_MAX = 100;
export const PLAN_PID_MAX = 200;
/** CR-04/06: a cancel reason text, per locale. */
export const CANCEL_REASON_MAX = 100;
/** A cancel reason code (made from the English text when a reason is added, CR-09). */
export const CANCEL_REASON_CODE_MAX = 60;
/** Most cancel reasons the modal saves at once (decided). */
export const CANCEL_REASON_MAX_ROWS = 200;
/** CR-10 (decided): the special default reason has this code; hidden from the modal, never deleted. */
export const DEFAULT_CANCEL_REASON_CODE = 'default';
/** SO-FORM-10, CONST: the base-price promotion lookup waits this long after the last change. */
export const PROMOTION_LOOKUP_DEBOUNCE_MS = 800;

export const SAVE_OFFER_LABELS = {
  cancelReason: 'Cancel reason',
  stages: 'Applied stage',
  basePrices: 'Applied base price',
  type: 'Save offer type',
  promotionCode: 'Promotion code',
  effectiveDate: 'Effective date',
  switchToPlan: 'Switch to plan',
  extendDays: 'Extend days',
  title: 'Title',
  description: 'Description',
} as const;

export const SAVE_OFFER_MESSAGES = {
  cancelReasonRequired: requiredMessage(SAVE_OFFER_LABELS.cancelReason),
  stagesRequired: requiredMessage(SAVE_OFFER_LABELS.stages),
  basePricesRequired: requiredMessage(SAVE_OFFER_LABELS.basePrices),
  tooManyBasePrices: `At most ${SAVE_OFFER_MAX_BASE_PRICES} base prices can be applied`,
  typeRequired: requiredMessage(SAVE_OFFER_LABELS.type),
  promotionCodeRequired: requiredMessage(SAVE_OFFER_LABELS.promotionCode),
  effectiveDateRequired: requiredMessage(SAVE_OFFER_LABELS.effectiveDate),
  switchToPlanRequired: requiredMessage(SAVE_OFFER_LABELS.switchToPlan),
  /** SUB-EXT-01/02. */
  extendDaysRequired: requiredMessage(SAVE_OFFER_LABELS.extendDays),
  extendDaysTooLong: `'${SAVE_OFFER_LABELS.extendDays}' cannot be longer than ${EXTEND_DAYS_MAX} days`,
  extendDaysTooShort: `'${SAVE_OFFER_LABELS.extendDays}' must be at least ${EXTEND_DAYS_MIN} day`,
  extendDaysWhole: `'${SAVE_OFFER_LABELS.extendDays}' must be a whole number of days`,
  titleRequired: requiredMessage(SAVE_OFFER_LABELS.title),
  titleTooLong: tooLongMessage(SAVE_OFFER_LABELS.title, SAVE_OFFER_TITLE_MAX),
  descriptionRequired: requiredMessage(SAVE_OFFER_LABELS.description),
  descriptionTooLong: tooLongMessage(SAVE_OFFER_LABELS.description, RICH_TEXT_MAX),
  notOfType: (label: string, type: SaveOfferType) =>
    `'${label}' is not a field of the ${SAVE_OFFER_TYPE_LABELS[type]} type.`,
  unknownCancelReason: (code: string) => `No cancel reason has the code '${code}'.`,
  unknownBasePrices: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Base price' : 'Base prices'} ${ids.join(', ')} ${ids.length === 1 ? 'does' : 'do'} not exist.`,
  promotionNotForBasePrices: (code: string) =>
    `The promotion '${code}' is not a redeemable promotion of every selected base price.`,
  planNotSellable: (pid: string) => `No active plan with a base price has the PID '${pid}'.`,
  promotionNotForPlan: (code: string, pid: string) =>
    `The promotion '${code}' is not a redeemable promotion of the plan '${pid}'.`,
  /** Decided: one answer per (cancel reason, stage, base price). */
  overlap: (reason: string, stage: SaveOfferStage, basePrice: string) =>
    `Another save offer already applies to the cancel reason '${reason}', the stage '${SAVE_OFFER_STAGE_LABELS[stage]}' and the base price '${basePrice}': a customer is offered one save offer only.`,
  overlapAny:
    'Another save offer already applies to one of these cancel reason, stage and base price combinations: a customer is offered one save offer only.',
  stale: 'Someone else saved this save offer after you opened it. Reload it, or keep your values and save again.',
  notFound: (id: number) => `No save offer has the id ${id}.`,
  /** §8. */
  added: 'Save offer added successfully.',
  updated: 'Save offer updated successfully.',
  deleted: 'Save offer deleted successfully.',
  /** SO-DET-06. */
  deleteTitle: 'Delete save offer',
  deleteConfirm: 'Are you sure you want to delete the save offer?',
  /** SO-FORM-02. */
  confirmChangeTitle: 'Confirm change',
  confirmChangeText: 'Confirm to make it happen? The change will be live instantly.',
  /** SO-FORM-14. */
  headsUpTitle: 'Heads up',
  headsUpText:
    'The plan you switch to has a base price among the selected base prices. If both plans have the same base price and billing plan, the save offer is not triggered during cancellation.',
  headsUpButton: 'Got It',
} as const;

export const CANCEL_REASON_MESSAGES = {
  /** CR-04/06. */
  required: requiredMessage('Cancel reason'),
  tooLong: tooLongMessage('Cancel reason', CANCEL_REASON_MAX),
  /** CR-05. */
  duplicate: 'The cancel reason already exists.',
  inUse: (text: string) => `The cancel reason '${text}' is used by a save offer and cannot be deleted.`,
  /** CR-03: the disabled delete button's tooltip. */
  inUseTooltip: 'A cancel reason used by a save offer cannot be deleted.',
  defaultNotEditable: 'The default cancel reason cannot be changed.',
  unknown: (id: number) => `No cancel reason has the id ${id}.`,
  repeated: (id: number) => `The cancel reason ${id} is sent more than once.`,
  tooMany: `At most ${CANCEL_REASON_MAX_ROWS} cancel reasons can be saved`,
  /** CR-08. */
  updated: 'Cancel reason updated successfully.',
  /** A stale save (409, If-Match): the current list comes with it. */
  stale:
    'Someone else saved the cancel reasons after you opened them. Save again to replace them with yours, or close and reopen to see theirs.',
} as const;

// ---- Save offer rules --------------------------------------------------------------------------------

/** SUB-EXT-01/02: the extend days message, or null. */
export function extendDaysProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return SAVE_OFFER_MESSAGES.extendDaysRequired;
  if (!Number.isInteger(value)) return SAVE_OFFER_MESSAGES.extendDaysWhole;
  if (value > EXTEND_DAYS_MAX) return SAVE_OFFER_MESSAGES.extendDaysTooLong;
  if (value < EXTEND_DAYS_MIN) return SAVE_OFFER_MESSAGES.extendDaysTooShort;
  return null;
}

/** SO-FORM-07: a title's message (English required), trimmed; or null. */
export function titleProblem(locale: RichTextLocale, value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return locale === 'en' ? SAVE_OFFER_MESSAGES.titleRequired : null;
  return text.length > SAVE_OFFER_TITLE_MAX ? SAVE_OFFER_MESSAGES.titleTooLong : null;
}

/** SO-FORM-08, SO-FORM-20 (decided 14000 as every rich text): a description's message; or null. */
export function descriptionProblem(locale: RichTextLocale, html: string | null | undefined): string | null {
  if (isRichTextEmpty(html)) return locale === 'en' ? SAVE_OFFER_MESSAGES.descriptionRequired : null;
  return richTextLength(html) > RICH_TEXT_MAX ? SAVE_OFFER_MESSAGES.descriptionTooLong : null;
}

/** The type-specific fields of a save offer, as the payload names them. */
export interface SaveOfferTypeFields {
  type?: SaveOfferType | null;
  promotion_code?: string | null;
  switch_to_plan_pid?: string | null;
  effective_date?: EffectiveDate | null;
  extend_days?: number | null;
}

export interface FieldProblem {
  field: keyof SaveOfferTypeFields;
  message: string;
}

/** Which type-specific fields each type has (SO-FORM-17). */
export const TYPE_FIELDS: Record<SaveOfferType, readonly (keyof SaveOfferTypeFields)[]> = {
  promotion: ['promotion_code'],
  switch_plan: ['effective_date', 'switch_to_plan_pid', 'promotion_code'],
  pause: [],
  extend_billing_date: ['extend_days'],
};

const FIELD_LABELS: Record<Exclude<keyof SaveOfferTypeFields, 'type'>, string> = {
  promotion_code: SAVE_OFFER_LABELS.promotionCode,
  switch_to_plan_pid: SAVE_OFFER_LABELS.switchToPlan,
  effective_date: SAVE_OFFER_LABELS.effectiveDate,
  extend_days: SAVE_OFFER_LABELS.extendDays,
};

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * SO-FORM-09/12/15/16 (CONF-22: effective date and plan only for Switch plan): what the type needs,
 * and (decided) a field of another type is refused when it carries a value.
 */
export function typeFieldProblems(fields: SaveOfferTypeFields): FieldProblem[] {
  const { type } = fields;
  if (!type) return [{ field: 'type', message: SAVE_OFFER_MESSAGES.typeRequired }];
  const problems: FieldProblem[] = [];
  if (type === 'promotion' && blank(fields.promotion_code)) {
    problems.push({ field: 'promotion_code', message: SAVE_OFFER_MESSAGES.promotionCodeRequired });
  }
  if (type === 'switch_plan') {
    if (!fields.effective_date) {
      problems.push({ field: 'effective_date', message: SAVE_OFFER_MESSAGES.effectiveDateRequired });
    }
    if (blank(fields.switch_to_plan_pid)) {
      problems.push({ field: 'switch_to_plan_pid', message: SAVE_OFFER_MESSAGES.switchToPlanRequired });
    }
  }
  if (type === 'extend_billing_date') {
    const problem = extendDaysProblem(fields.extend_days);
    if (problem) problems.push({ field: 'extend_days', message: problem });
  }
  const own = TYPE_FIELDS[type];
  for (const [field, label] of Object.entries(FIELD_LABELS) as [keyof typeof FIELD_LABELS, string][]) {
    const value = fields[field];
    if (own.includes(field) || value === null || value === undefined || value === '') continue;
    problems.push({ field, message: SAVE_OFFER_MESSAGES.notOfType(label, type) });
  }
  return problems;
}

/**
 * SO-FORM-14: the 'Heads up' shows when the plan switched to has one of the selected base prices.
 */
export const needsHeadsUp = (switchToBasePriceId: number | null | undefined, basePriceIds: readonly number[]) =>
  switchToBasePriceId != null && basePriceIds.includes(switchToBasePriceId);

// ---- Cancel reason rules -----------------------------------------------------------------------------

export const isDefaultCancelReason = (reason: { code?: string | null }) => reason.code === DEFAULT_CANCEL_REASON_CODE;

export interface CancelReasonText {
  en?: string | null;
  es?: string | null;
}

export interface CancelReasonProblem {
  index: number;
  locale: 'en' | 'es';
  message: string;
}

/** The comparison key of CR-05: trimmed, case-insensitive. */
export const cancelReasonKey = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * CR-04..06 on the modal's rows (`rows`, in order) and the texts of reasons not in the modal (the
 * hidden default, `others`): English required and at most 100, Spanish optional and at most 100
 * (trimmed); every text unique across all English and Spanish texts, case-insensitive (decided: a
 * row's Spanish may equal its own English). The second and later holders of a text are marked.
 */
export function cancelReasonProblems(
  rows: readonly CancelReasonText[],
  others: readonly CancelReasonText[] = [],
): CancelReasonProblem[] {
  const problems: CancelReasonProblem[] = [];
  const seen = new Map<string, number>();
  for (const other of others) {
    for (const text of [other.en, other.es]) if (text?.trim()) seen.set(cancelReasonKey(text), -1);
  }
  rows.forEach((row, index) => {
    for (const locale of ['en', 'es'] as const) {
      const text = (row[locale] ?? '').trim();
      if (text === '') {
        if (locale === 'en') problems.push({ index, locale, message: CANCEL_REASON_MESSAGES.required });
        continue;
      }
      if (text.length > CANCEL_REASON_MAX) {
        problems.push({ index, locale, message: CANCEL_REASON_MESSAGES.tooLong });
        continue;
      }
      const key = cancelReasonKey(text);
      const holder = seen.get(key);
      if (holder !== undefined && holder !== index) {
        problems.push({ index, locale, message: CANCEL_REASON_MESSAGES.duplicate });
      } else {
        seen.set(key, index);
      }
    }
  });
  return problems;
}

/**
 * CR-09 (decided): the code of a new reason, made once from its English text ('Too expensive' →
 * 'too_expensive'), with a number added when taken; it never changes on a rename.
 */
export function cancelReasonCode(english: string, taken: ReadonlySet<string>): string {
  const base =
    english
      .trim()
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, CANCEL_REASON_CODE_MAX - 4) || 'reason';
  let code = base === DEFAULT_CANCEL_REASON_CODE ? `${base}_2` : base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}_${n}`;
  return code;
}
