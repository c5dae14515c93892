import type { BillingPlan, Plan, PlanBody, PlanCourse } from '../../../shared/contracts/ecom-products';
import { courseLevelOptions, forcesJoinUpsell, isLifetimeType } from '../../../shared/domain/ecom-plan';
import { emptyPlanDraft, PLAN_OWN_FIELDS, type PlanDraft } from '../../../shared/domain/ecom-plan-labels';
import { pickFields } from '../../../shared/domain/pick';

/** The plan form's values (EP-PLAN-01..14): the rules' draft plus what no rule reads; anything may be empty until saved. */
export interface PlanFormValues extends Omit<PlanDraft, 'name'> {
  name: string;
  productImage: string | null;
  promotionCode: string | null;
}

/** A new plan: the All Access product sells All Access plans only, so its type is set. */
export function emptyPlanForm(isAllAccess: boolean): PlanFormValues {
  return {
    ...emptyPlanDraft(),
    name: '',
    productType: isAllAccess ? 'ALL_ACCESS' : null,
    productImage: null,
    promotionCode: null,
  };
}

/** The plan's own fields a saved plan answers as they are (its billing plan comes as an object). */
const SAVED_PLAN_FIELDS = PLAN_OWN_FIELDS.filter(
  (field): field is Exclude<typeof field, 'billingPlanId'> => field !== 'billingPlanId',
);

/** A plan as the form edits it (a saved plan, or one kept locally on the add page). */
export function planToForm(plan: Plan): PlanFormValues {
  return {
    ...pickFields(plan, SAVED_PLAN_FIELDS),
    billingPlanId: plan.billingPlan?.id ?? null,
  };
}

/** The values the rules judge: what the form shows (a hidden field counts as empty). */
export function formToDraft(values: PlanFormValues): PlanDraft {
  const type = values.productType;
  return {
    name: values.name ?? null,
    productType: type,
    courseLevels: type && courseLevelOptions(type).length > 0 ? values.courseLevels : null,
    contentProductId: values.contentProductId,
    basePriceId: values.basePriceId,
    billingPlanId: type && isLifetimeType(type) ? null : values.billingPlanId,
    freeTrialType: values.freeTrialType,
    freeTrialUsageLimit: values.freeTrialUsageLimit,
    joinUpsell: values.joinUpsell,
    descTemplateId: values.descTemplateId,
  };
}

const required = <T>(value: T | null): T => {
  if (value === null) throw new Error('the plan form was sent incomplete');
  return value;
};

/** The body of POST/PUT plan calls, from values the rules accepted. */
export function formToBody(values: PlanFormValues): PlanBody {
  const draft = formToDraft(values);
  return {
    name: (values.name ?? '').trim(),
    productType: required(draft.productType),
    courseLevels: draft.courseLevels,
    contentProductId: required(draft.contentProductId),
    basePriceId: required(draft.basePriceId),
    billingPlanId: draft.billingPlanId,
    freeTrialType: required(draft.freeTrialType),
    freeTrialUsageLimit: draft.freeTrialUsageLimit,
    joinUpsell: required(draft.joinUpsell),
    descTemplateId: required(draft.descTemplateId),
    productImage: values.productImage || null,
    promotionCode: values.promotionCode || null,
  };
}

/** EP-PLAN-13: a billing plan with a trial sets the free trial Introductory, limit 1. */
export function trialPatch(billing: BillingPlan | undefined): Partial<PlanFormValues> {
  return billing?.trialDays ? { freeTrialType: 'introductory', freeTrialUsageLimit: 1 } : {};
}

/** EP-PLAN-09/21: a course that is an upsell product (an Upgrade) forces join upsell on. */
export function joinUpsellPatch(course: Pick<PlanCourse, 'productType'> | undefined): Partial<PlanFormValues> {
  return course && forcesJoinUpsell(course.productType) ? { joinUpsell: true } : {};
}

/** A course option's label: 'ISBN - name'. */
export const courseLabel = (course: { isbn: string; productName: string }) => `${course.isbn} - ${course.productName}`;

/** What a plan kept locally needs to show in its panel (the add page): the choices behind the ids. */
export interface PlanChoices {
  course?: PlanCourse;
  basePrice?: { id: number; name: string; basePriceHelpText: string | null };
  billingPlan?: BillingPlan;
  template?: { id: number; name: string; multi_language_content: { en: string; es: string } };
}

/**
 * A plan not saved yet as the panel shows it (EP-ADD-03): Draft, no pid, the names of its choices.
 * `key` stands in for the plan id.
 */
export function localPlan(key: number, body: PlanBody, choices: PlanChoices): Plan {
  const { course, basePrice, billingPlan, template } = choices;
  return {
    planId: key,
    pid: '',
    name: body.name,
    status: 'draft',
    productId: 0,
    productType: body.productType,
    courseLevels: body.courseLevels,
    basePriceId: body.basePriceId,
    basePriceName: basePrice?.name ?? null,
    basePriceHelpText: basePrice?.basePriceHelpText ?? null,
    contentProductId: body.contentProductId,
    contentProductType: course?.productType ?? null,
    contentProductStatus: course?.status ?? null,
    courseName: course ? (course.course.courseName ?? course.productName) : null,
    isbn: course?.isbn ?? null,
    version: course?.course.courseVersion ?? null,
    lessonFrom: course?.lessonFrom ?? null,
    lessonTo: course?.lessonTo ?? null,
    bundledProducts: course?.bundledProducts ?? [],
    billingPlan: body.billingPlanId === null ? null : (billingPlan ?? null),
    freeTrialType: body.freeTrialType,
    freeTrialUsageLimit: body.freeTrialUsageLimit,
    joinUpsell: body.joinUpsell,
    descTemplateId: body.descTemplateId,
    descTemplateName: template?.name ?? null,
    descTemplateContent: template?.multi_language_content ?? null,
    checkoutDeeplink: null,
    productImage: body.productImage,
    promotionCode: body.promotionCode,
    coupons: [],
    updatedAt: '',
    rowVersion: 0,
  };
}
