import {
  COURSE_TYPE_LABELS,
  type CourseType,
  type FreeTrialType,
  PLAN_MESSAGES,
  PLAN_NAME_MAX,
  type PlanProductType,
  type PlanViolation,
  planViolations,
} from './ecom-plan';

/**
 * The eCom screens' words (checklist 9.10–9.17): one label table for the plan form, the plan panel and
 * the Product log, the product's name, and the plan form's required fields (EP-PLAN-01..12), so the
 * form, the panel and the log never spell a field two ways.
 */

export const PLAN_FIELD_LABELS = {
  name: 'Plan Name',
  pid: 'PID',
  status: 'Status',
  productType: 'Product type',
  courseLevels: 'Course levels',
  contentProductId: 'Course',
  contentProductType: 'Course product type',
  contentProductStatus: 'Course status',
  basePriceId: 'Base Price',
  billingPlanId: 'Billing Plan',
  billingCycle: 'Billing cycle',
  freeTrialType: 'Free trial type',
  freeTrialUsageLimit: 'Free trial usage limit',
  joinUpsell: 'Join upsell',
  descTemplateId: 'Description template',
  descTemplateContent: 'Template content',
  checkoutDeeplink: 'Checkout deeplink',
  productImage: 'Product image',
  promotionCode: 'Promotion code',
  coupons: 'Coupons',
  version: 'Version',
  lessonRange: 'Lesson range',
  bundledProducts: 'Bundled products',
  updatedAt: 'Modified at',
  languageId: 'Language',
  courseType: 'Course type',
  plans: 'Plans',
} as const;
export type PlanFieldKey = keyof typeof PLAN_FIELD_LABELS;

/** EP-DET-06 (decided): a product is named by its language and course type: 'French (Standard)', 'All Access'. */
export function ecomProductName(language: string, courseType: CourseType | null): string {
  return courseType ? `${language} (${COURSE_TYPE_LABELS[courseType]})` : language;
}

/** The plan form's values before they are complete (anything may still be empty). */
export interface PlanDraft {
  name: string | null;
  productType: PlanProductType | null;
  courseLevels: string | null;
  contentProductId: number | null;
  basePriceId: number | null;
  billingPlanId: number | null;
  freeTrialType: FreeTrialType | null;
  freeTrialUsageLimit: number | null;
  joinUpsell: boolean | null;
  descTemplateId: number | null;
}

/** The draft's fields, in the form's order: what the rules judge. */
export const PLAN_DRAFT_FIELDS = [
  'name',
  'productType',
  'courseLevels',
  'contentProductId',
  'basePriceId',
  'billingPlanId',
  'freeTrialType',
  'freeTrialUsageLimit',
  'joinUpsell',
  'descTemplateId',
] as const satisfies readonly (keyof PlanDraft)[];

/** A plan's own fields as staff set them (the plan body): the draft's and the two no rule reads. */
export const PLAN_OWN_FIELDS = [...PLAN_DRAFT_FIELDS, 'productImage', 'promotionCode'] as const;

/** A draft with nothing filled in. */
export const emptyPlanDraft = (): PlanDraft => ({
  name: null,
  productType: null,
  courseLevels: null,
  contentProductId: null,
  basePriceId: null,
  billingPlanId: null,
  freeTrialType: null,
  freeTrialUsageLimit: null,
  joinUpsell: null,
  descTemplateId: null,
});

/** The fields a plan must have whatever its type (EP-PLAN-01/03/05/09/10/11); the type's own rules follow. */
const ALWAYS_REQUIRED = [
  'name',
  'productType',
  'contentProductId',
  'basePriceId',
  'joinUpsell',
  'descTemplateId',
] as const satisfies readonly (keyof PlanDraft & PlanFieldKey)[];

export const requiredMessage = (field: PlanFieldKey) => `${PLAN_FIELD_LABELS[field]} is required`;

/**
 * Every rule of the plan form: the required fields, the name's length, then the rules of the type
 * (`planViolations`: billing plan, course level, free trial). One violation per field, the first.
 */
export function planFormViolations(draft: PlanDraft): PlanViolation[] {
  const out: PlanViolation[] = [];
  for (const field of ALWAYS_REQUIRED) {
    const value = draft[field];
    if (value === null || (typeof value === 'string' && value.trim() === ''))
      out.push({ field, message: requiredMessage(field) });
  }
  if (draft.name !== null && draft.name.trim().length > PLAN_NAME_MAX)
    out.push({ field: 'name', message: PLAN_MESSAGES.nameTooLong });
  if (draft.productType !== null) {
    out.push(
      ...planViolations({
        productType: draft.productType,
        billingPlanId: draft.billingPlanId,
        freeTrialType: draft.freeTrialType,
        freeTrialUsageLimit: draft.freeTrialUsageLimit,
        courseLevels: draft.courseLevels,
      }),
    );
  } else if (draft.freeTrialType === null) {
    out.push({ field: 'freeTrialType', message: requiredMessage('freeTrialType') });
  }
  const seen = new Set<string>();
  return out.filter((v) => {
    if (seen.has(v.field)) return false;
    seen.add(v.field);
    return true;
  });
}
