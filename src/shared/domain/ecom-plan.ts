import { CATALOG_STATUS_LABELS, type CatalogStatus } from './catalog-status';
import { defineLifecycle, transitionRefusal } from './lifecycle';

/**
 * eCom products and plans (checklist 9.11–9.16): the plan life cycle as one transition table, the
 * plan form's rules, option lists and messages. The plan screens and the store API both use them.
 */

export const PLAN_STATUSES = ['draft', 'ready_for_publish', 'active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** EP-LC-01: labels and URL slugs. */
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: 'Draft',
  ready_for_publish: 'Ready for publish',
  active: 'Active',
  inactive: 'Inactive',
};
export const PLAN_STATUS_SLUGS: Record<PlanStatus, string> = {
  draft: 'draft',
  ready_for_publish: 'ready-for-publish',
  active: 'active',
  inactive: 'inactive',
};

/** The `{action}` of PUT /products/{id}/variants/{variantId}/{action} (API-S-52; API-S-55 decided). */
export const PLAN_ACTIONS = ['publish', 'revert-to-draft', 'activate', 'deactivate'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** The course (content product) a plan sells, as the plan lifecycle reads it. */
export interface PlanCourseState {
  isbn: string;
  status: CatalogStatus;
}

/** What the plan lifecycle reads of a plan: its status, the pid its refusals name, the course it sells. */
export interface PlanState {
  status: PlanStatus;
  pid: string;
  /** null: the plan sells no course. */
  course: PlanCourseState | null;
}

/**
 * Issue 21 item 8 (decided): a plan goes on sale (bulk Publish, Activate) only while the course it sells
 * is ACTIVE, so a course nobody reviewed is never sold. The refusal names the plan and the course.
 */
export function courseNotOnSale(s: PlanState): string | null {
  if (s.course === null) return `Plan ${s.pid} sells no course: choose its course before it goes on sale.`;
  if (s.course.status === 'ACTIVE') return null;
  return `Plan ${s.pid} sells course ${s.course.isbn}, which is ${CATALOG_STATUS_LABELS[s.course.status]}: publish the course before the plan goes on sale.`;
}

/** The transitions of a plan: the four of the route's `{action}`, and the bulk Publish. */
export type PlanTransitionName = PlanAction | 'bulkPublish';

/**
 * EP-LC-02..09, EP-PUB: the one lifecycle of a plan. The route's `{action}` names four transitions;
 * 'publish' there means marking a Draft plan Ready for publish. Putting plans on sale is the bulk
 * Publish of the Publish page ('bulkPublish', Ready for publish → Active), a transition of its own.
 */
export const PLAN_LIFECYCLE = defineLifecycle<PlanStatus, PlanTransitionName, PlanState, null, { success: string }>({
  name: 'ecom-plan',
  statuses: PLAN_STATUSES,
  labels: PLAN_STATUS_LABELS,
  transitions: {
    publish: {
      from: ['draft'],
      to: 'ready_for_publish',
      label: 'Ready for publish',
      permission: 'ready_for_publish:product_plan',
      audit: 'READY_FOR_PUBLISH',
      by: 'staff',
      // EP-LC-14 (not shown): decided.
      success: 'Plan marked ready for publish successfully.',
      wrongStatus: (s) => wrongPlanStatus('publish', s.status),
    },
    'revert-to-draft': {
      from: ['ready_for_publish'],
      to: 'draft',
      label: 'Revert to Draft',
      permission: 'revert_to_draft:product_plan',
      audit: 'REVERT_TO_DRAFT',
      by: 'staff',
      success: 'Plan reverted to draft successfully.',
      wrongStatus: (s) => wrongPlanStatus('revert-to-draft', s.status),
    },
    activate: {
      from: ['inactive'],
      to: 'active',
      label: 'Activate',
      permission: 'activate:product_plan',
      audit: 'ACTIVATE',
      by: 'staff',
      success: 'Plan activated successfully.',
      wrongStatus: (s) => wrongPlanStatus('activate', s.status),
      guard: courseNotOnSale,
    },
    deactivate: {
      from: ['active'],
      to: 'inactive',
      label: 'Deactivate',
      permission: 'deactivate:product_plan',
      audit: 'DEACTIVATE',
      by: 'staff',
      success: 'Plan deactivated successfully.',
      wrongStatus: (s) => wrongPlanStatus('deactivate', s.status),
    },
    bulkPublish: {
      from: ['ready_for_publish'],
      to: 'active',
      label: 'Publish',
      permission: 'publish:ecom_product',
      audit: 'BULK_PUBLISH',
      by: 'staff',
      success: 'All Ready for publish plans have been activated successfully.',
      wrongStatus: (s) => `Plan ${s.pid} is no longer Ready for publish.`,
      guard: courseNotOnSale,
    },
  },
});

/** The plan transitions by name (labels, permissions, success texts of the menu and the Publish page). */
export const PLAN_TRANSITIONS = PLAN_LIFECYCLE.transitions;

function wrongPlanStatus(action: PlanAction, status: PlanStatus): string {
  return `A plan in status ${PLAN_STATUS_LABELS[status]} cannot be changed by '${PLAN_LIFECYCLE.transitions[action].label}'.`;
}

/** Statuses a plan can be deleted from (EP-LC-02, EP-LC-03). */
export const PLAN_DELETABLE: readonly PlanStatus[] = ['draft', 'ready_for_publish'];
/** Statuses that make a product undeletable (EP-DET-05) and show the checkout deeplink (EP-DL-01). */
export const PLAN_LIVE: readonly PlanStatus[] = ['active', 'inactive'];

export const PLAN_MESSAGES = {
  lastPlan: 'For a product, at least one plan is needed.',
  added: 'Plan added successfully.',
  updated: 'Plan updated successfully.',
  deleted: 'Plan deleted successfully.',
  productAdded: 'Product added successfully.',
  productDeleted: 'Product deleted successfully.',
  bulkPublished: PLAN_TRANSITIONS.bulkPublish.success,
  completeProductInfo: 'Please complete the product info first',
  needOnePlan: 'For new product, you need to save at lease one plan to create the product.',
  fillRequired: 'Please fill in all required fields.',
  nameTooLong: 'Plan Name cannot be longer than 100 characters',
  trialLimitRequired: 'Free trial usage limit is required',
  noPlanYet: 'No plan yet. Please add at least one plan',
  wrongStatus: (action: PlanAction, status: PlanStatus) =>
    PLAN_TRANSITIONS[action].wrongStatus({ status, pid: '', course: null }, null),
  notDeletable: (status: PlanStatus) => `A plan in status ${PLAN_STATUS_LABELS[status]} cannot be deleted.`,
  productLive: 'A product with an Active or Inactive plan cannot be deleted.',
  languageTaken: 'This language already has a product of this course type.',
  notReady: (pid: string) => PLAN_TRANSITIONS.bulkPublish.wrongStatus({ status: 'draft', pid, course: null }, null),
} as const;

/** A transition's refusal for a plan (its status, then the course it sells), or null when allowed. */
export function planActionRefusal(action: PlanTransitionName, plan: PlanState): string | null {
  return transitionRefusal(PLAN_LIFECYCLE, action, plan, null);
}

/** The menu actions a plan offers in its status (EP-LC-02..06), before permissions. */
export type PlanMenuItem = PlanAction | 'edit' | 'delete' | 'preview';
export function planMenu(status: PlanStatus): PlanMenuItem[] {
  switch (status) {
    case 'draft':
      return ['edit', 'publish', 'delete'];
    case 'ready_for_publish':
      return ['edit', 'preview', 'revert-to-draft', 'delete'];
    case 'active':
      return ['edit', 'preview', 'deactivate'];
    case 'inactive':
      return ['edit', 'activate'];
  }
}

// ---- Product and plan options --------------------------------------------------------------------

export const COURSE_TYPES = ['standard', 'premium'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_TYPE_LABELS: Record<CourseType, string> = { standard: 'Standard', premium: 'Premium' };

/** CONST-19: plan product types. */
export const PLAN_PRODUCT_TYPES = ['SINGLE_LEVEL', 'MULTI_LEVEL', 'SUBSCRIPTION', 'ALL_ACCESS'] as const;
export type PlanProductType = (typeof PLAN_PRODUCT_TYPES)[number];
export const PLAN_PRODUCT_TYPE_LABELS: Record<PlanProductType, string> = {
  SINGLE_LEVEL: 'Single level',
  MULTI_LEVEL: 'Multi-level',
  SUBSCRIPTION: 'Subscription',
  ALL_ACCESS: 'All Access',
};

/** EP-PLAN-07: lifetime plans (no billing plan) are every type but Subscription and All Access. */
export const isLifetimeType = (type: PlanProductType) => type !== 'SUBSCRIPTION' && type !== 'ALL_ACCESS';

/** CONST-16: course levels. Single level: '1'..'5'; multi-level: '-1' (Complete course) and '1,2'..'4,5'. */
export const SINGLE_LEVEL_OPTIONS = ['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: `Level ${v}` }));
export const MULTI_LEVEL_OPTIONS = [
  { value: '-1', label: 'Complete course' },
  ...['1,2', '2,3', '3,4', '4,5'].map((v) => ({ value: v, label: `Level ${v.replace(',', '-')}` })),
];
export function courseLevelOptions(type: PlanProductType) {
  if (type === 'SINGLE_LEVEL') return SINGLE_LEVEL_OPTIONS;
  if (type === 'MULTI_LEVEL') return MULTI_LEVEL_OPTIONS;
  return [];
}

export const FREE_TRIAL_TYPES = ['introductory', 'promotional'] as const;
export type FreeTrialType = (typeof FREE_TRIAL_TYPES)[number];
export const FREE_TRIAL_TYPE_LABELS: Record<FreeTrialType, string> = {
  introductory: 'Introductory',
  promotional: 'Promotional',
};

export const PLAN_NAME_MAX = 100;
export const PLAN_IMAGE_MAX = 2000;
export const FREE_TRIAL_LIMIT_MAX = 1000;

/** EP-PLAN-08: 'Monthly' cycle text: the cycle name, singular when the quantity is below 2. */
export function billingCycleText(cycle: string | null, quantity: number | null): string {
  if (!cycle || quantity === null) return 'Lifetime';
  const unit = quantity < 2 ? cycle : `${cycle}s`;
  return `${quantity} ${unit}`;
}

/**
 * The rules of the plan form that depend on the plan's product type (EP-PLAN-07/09/21): lifetime plans
 * carry no billing plan; an upsell plan forces join upsell on (EP-PLAN-21 decided: plans have no
 * UPGRADE type, so "disabled for UPGRADE" never applies to them).
 */
export interface PlanRulesInput {
  productType: PlanProductType;
  billingPlanId: number | null;
  freeTrialType: FreeTrialType | null;
  freeTrialUsageLimit: number | null;
  courseLevels: string | null;
}
export interface PlanViolation {
  field: string;
  message: string;
}

export function planViolations(plan: PlanRulesInput): PlanViolation[] {
  const out: PlanViolation[] = [];
  if (isLifetimeType(plan.productType)) {
    if (plan.billingPlanId !== null)
      out.push({ field: 'billingPlanId', message: 'A lifetime plan has no billing plan.' });
  } else if (plan.billingPlanId === null) out.push({ field: 'billingPlanId', message: 'Billing Plan is required' });
  const levels = courseLevelOptions(plan.productType).map((o) => o.value);
  if (levels.length > 0 && (plan.courseLevels === null || !levels.includes(plan.courseLevels)))
    out.push({ field: 'courseLevels', message: 'Course level is required' });
  if (levels.length === 0 && plan.courseLevels !== null)
    out.push({ field: 'courseLevels', message: 'This product type has no course level.' });
  if (plan.freeTrialType === null) out.push({ field: 'freeTrialType', message: 'Free trial type is required' });
  if (plan.freeTrialType === 'promotional' && (plan.freeTrialUsageLimit === null || plan.freeTrialUsageLimit < 1))
    out.push({ field: 'freeTrialUsageLimit', message: PLAN_MESSAGES.trialLimitRequired });
  return out;
}

/**
 * EP-DL (CONF-06 decided): the checkout deeplink of a live plan: the store address, the pid and the
 * country code, base64url-encoded. Null (shown as '-') unless Active or Inactive with a pid.
 */
export function checkoutDeeplink(
  storeUrl: string,
  plan: { status: PlanStatus; pid: string | null },
  countryIso2 = 'US',
) {
  if (!plan.pid || !PLAN_LIVE.includes(plan.status)) return null;
  const base = storeUrl.replace(/\/+$/, '');
  return `${base}/checkout/${encodeURIComponent(plan.pid)}?c=${base64Url(countryIso2)}`;
}
/** EP-LC-12 / EP-LC-15 decided: the store's preview checkout page for a pid. */
export function previewCheckoutUrl(storeUrl: string, pid: string) {
  return `${storeUrl.replace(/\/+$/, '')}/checkout/preview/${encodeURIComponent(pid)}`;
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The content product types a plan of a type can sell (EP-PLAN-04): the course options are filtered
 * by these. A single level plan can also sell an Upgrade (the upsell product of a level).
 */
export const PLAN_COURSE_TYPES: Record<PlanProductType, readonly string[]> = {
  SINGLE_LEVEL: ['SINGLE_LEVEL', 'UPGRADE'],
  MULTI_LEVEL: ['MULTI_LEVEL'],
  SUBSCRIPTION: ['SUBSCRIPTION'],
  ALL_ACCESS: ['ALL_ACCESS'],
};

/** EP-PLAN-09/21 decided: a plan selling an upsell product (an Upgrade) always joins the upsell. */
export const forcesJoinUpsell = (contentProductType: string | null) => contentProductType === 'UPGRADE';

/** Change-log actions of eCom products and plans (entity 'ecom_product'). */
export const ECOM_LOG_ACTIONS = {
  createProduct: 'CREATE_PRODUCT',
  deleteProduct: 'DELETE_PRODUCT',
  create: 'CREATE_PLAN',
  update: 'UPDATE_PLAN',
  delete: 'DELETE_PLAN',
  bulkPublish: 'BULK_PUBLISH',
} as const;

/** Labels of every eCom log action, for the Product log tab. */
export const ECOM_LOG_ACTION_LABELS: Record<string, string> = {
  CREATE_PRODUCT: 'Create product',
  DELETE_PRODUCT: 'Delete product',
  CREATE_PLAN: 'Add plan',
  UPDATE_PLAN: 'Edit plan',
  DELETE_PLAN: 'Delete plan',
  BULK_PUBLISH: 'Publish (bulk)',
  READY_FOR_PUBLISH: 'Ready for publish',
  REVERT_TO_DRAFT: 'Revert to Draft',
  ACTIVATE: 'Activate',
  DEACTIVATE: 'Deactivate',
};
