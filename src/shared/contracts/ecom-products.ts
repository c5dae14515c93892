import { z } from 'zod';
import { CATALOG_STATUSES } from '../domain/catalog-status';
import {
  COURSE_TYPES,
  FREE_TRIAL_LIMIT_MAX,
  FREE_TRIAL_TYPES,
  PLAN_ACTIONS,
  PLAN_IMAGE_MAX,
  PLAN_MESSAGES,
  PLAN_NAME_MAX,
  PLAN_PRODUCT_TYPES,
  PLAN_STATUSES,
} from '../domain/ecom-plan';
import type { PermissionRequirement } from '../permissions';
import { MAX_STORE_LIMIT, orderParam, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, int, isoDateTime, queryText, text } from './fields';

/** eCom products and their plans (variants): API-S-30, S-41..S-52, S-54 (checklist 9.10–9.17). */

/** The content product form and the eCom screens search plans and their promotion codes. */
export const CATALOG_SEARCHERS: PermissionRequirement = { anyOf: ['view:product_menu', 'view:ecom_product_menu'] };
/** Who reads eCom products and plans beyond the list: the detail, the add page, the publish page. */
export const ECOM_READERS: PermissionRequirement = 'view:ecom_product_menu';

/** Most plans GET /variants/search answers. */
export const VARIANT_SEARCH_LIMIT = 50;

/** GET /variants/search?q= (API-S-30): plans whose PID or name contains q (case-insensitive). */
export const variantSearchQuery = z.object({
  q: queryText(200).optional().describe('PID or plan name, case-insensitive substring; empty: any'),
});
export const variantSearchItemSchema = z.object({
  id: z.number(),
  pid: z.string(),
  name: z.string(),
  status: z.string(),
  productType: z.string(),
  languageId: z.number().nullable(),
  isPremium: z.boolean(),
});
export type VariantSearchItem = z.infer<typeof variantSearchItemSchema>;
/** `data` holds at most 50 plans; `count` is how many match in all. */
export const variantSearchList = storeList(variantSearchItemSchema);

export const searchVariants = defineEndpoint({
  name: 'searchVariants',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/variants/search',
  summary:
    'Plans whose PID or name contains q, case-insensitive, at most 50 (API-S-30; also the buy-one-gift-one base plan search)',
  // The switch-plan dialog of a subscription (SUB-PLN-04) searches too.
  permission: {
    anyOf: [
      'view:product_menu',
      'view:ecom_product_menu',
      'create:promotion',
      'update:promotion',
      'update:subscription',
    ],
  },
  query: variantSearchQuery,
  response: variantSearchList,
});

// ---- Shapes ----------------------------------------------------------------------------------------

const idParams = z.object({ id: idParam() });
const planParams = z.object({ id: idParam(), variantId: idParam() });
const actionParams = z.object({ id: idParam(), variantId: idParam(), action: z.enum(PLAN_ACTIONS) });

export const planStatusSchema = z.enum(PLAN_STATUSES);
export const courseTypeSchema = z.enum(COURSE_TYPES);
export const planProductTypeSchema = z.enum(PLAN_PRODUCT_TYPES);
export const freeTrialTypeSchema = z.enum(FREE_TRIAL_TYPES);

export const billingPlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  cycle: z.string().nullable(),
  quantity: z.number().nullable(),
  trialDays: z.number().nullable(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** A plan as the eCom list shows it (GET /variants). */
export const planListItemSchema = z.object({
  id: z.number(),
  pid: z.string(),
  name: z.string(),
  status: planStatusSchema,
  productId: z.number(),
  languageId: z.number(),
  languageName: z.string(),
  courseType: courseTypeSchema.nullable(),
  productType: planProductTypeSchema,
  basePriceId: z.number().nullable(),
  basePriceName: z.string().nullable(),
  billingPlanId: z.number().nullable(),
  billingPlanName: z.string().nullable(),
  /** The course it sells (ISBN, catalogue status): a plan goes on sale only with an ACTIVE one (issue 21). */
  course: z.object({ isbn: z.string(), status: z.enum(CATALOG_STATUSES) }).nullable(),
  updated_at: z.string(),
});
export type PlanListItem = z.infer<typeof planListItemSchema>;

export const bundledProductSchema = z.object({ name: z.string(), isbn: z.string(), course: z.string().nullable() });

/** A plan with everything the plan panel shows (EP-PLAN-16). */
export const planSchema = z.object({
  planId: z.number(),
  pid: z.string(),
  name: z.string(),
  status: planStatusSchema,
  productId: z.number(),
  productType: planProductTypeSchema,
  courseLevels: z.string().nullable(),
  basePriceId: z.number().nullable(),
  basePriceName: z.string().nullable(),
  basePriceHelpText: z.string().nullable(),
  contentProductId: z.number().nullable(),
  contentProductType: z.string().nullable(),
  contentProductStatus: z.string().nullable(),
  courseName: z.string().nullable(),
  isbn: z.string().nullable(),
  version: z.string().nullable(),
  lessonFrom: z.number().nullable(),
  lessonTo: z.number().nullable(),
  bundledProducts: z.array(bundledProductSchema),
  billingPlan: billingPlanSchema.nullable(),
  freeTrialType: freeTrialTypeSchema.nullable(),
  freeTrialUsageLimit: z.number().nullable(),
  joinUpsell: z.boolean(),
  descTemplateId: z.number().nullable(),
  descTemplateName: z.string().nullable(),
  descTemplateContent: z.object({ en: z.string(), es: z.string() }).nullable(),
  /** Built from the store address, the pid and the encoded country (EP-DL); null ('-') unless Active/Inactive. */
  checkoutDeeplink: z.string().nullable(),
  productImage: z.string().nullable(),
  promotionCode: z.string().nullable(),
  /** Bulk coupon codes of the plan, masked with trailing asterisks (EP-PLAN-17). */
  coupons: z.array(z.string()),
  updatedAt: z.string(),
  rowVersion: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const ecomProductSchema = z.object({
  id: z.number(),
  languageId: z.number(),
  language: z.string(),
  courseType: courseTypeSchema.nullable(),
  plans: z.array(planSchema),
  updatedAt: z.string(),
  rowVersion: z.number().int(),
});
export type EcomProduct = z.infer<typeof ecomProductSchema>;

/** A plan as the add and edit forms send it. */
export const planBody = z.object({
  name: z
    .string({ error: 'Plan Name is required' })
    .trim()
    .pipe(text(PLAN_NAME_MAX, PLAN_MESSAGES.nameTooLong))
    .pipe(z.string().min(1, 'Plan Name is required')),
  productType: planProductTypeSchema,
  courseLevels: z.string().max(5).nullable().default(null),
  contentProductId: id().describe('The course: a content product of a type the plan type allows'),
  basePriceId: id(),
  billingPlanId: id()
    .nullable()
    .default(null)
    .describe('Required for Subscription and All Access; null for lifetime plans'),
  freeTrialType: freeTrialTypeSchema,
  freeTrialUsageLimit: int(1, FREE_TRIAL_LIMIT_MAX).nullable().default(null),
  joinUpsell: z.boolean({ error: 'Join upsell is required' }),
  descTemplateId: id(),
  productImage: text(PLAN_IMAGE_MAX)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'must be an http(s) link')
    .nullable()
    .default(null),
  promotionCode: text(100).nullable().default(null),
});
export type PlanBody = z.infer<typeof planBody>;

export const createEcomProductBody = z.object({
  languageId: id(),
  courseType: courseTypeSchema.nullable().describe("Standard or Premium; null for the 'All Access' language"),
  plans: z.array(planBody).min(1, PLAN_MESSAGES.needOnePlan).max(50, 'must be at most 50 plans'),
});
export type CreateEcomProductBody = z.infer<typeof createEcomProductBody>;

export const PLAN_ORDER_FIELDS = ['updated_at', 'pid', 'id'] as const;
export const planListQuery = z.object({
  ...storeQueryShape(),
  order: orderParam(PLAN_ORDER_FIELDS, '-updated_at'),
  pid: queryText(100).optional().describe('Substring of the PID, case-insensitive'),
  status: planStatusSchema.optional(),
  type: planProductTypeSchema.optional().describe('Plan product type'),
  updated_at_from: isoDateTime().optional(),
  updated_at_to: isoDateTime().optional(),
  base_price_id: idParam().optional(),
  language_id: idParam().optional(),
  product_subtitle: courseTypeSchema.optional().describe('Course type'),
  billing_plan_id: idParam().optional(),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const productLogQuery = z.object({
  ...storeQueryShape(),
  pid: queryText(100).optional().describe('Exact PID, trimmed'),
  order: orderParam(['updated_at'], '-updated_at'),
});
export type ProductLogQuery = z.infer<typeof productLogQuery>;
export const productLogEntrySchema = z.object({
  id: z.number(),
  pid: z.string().nullable(),
  action: z.string(),
  /** The changed fields before and after (a create has no prev; a delete no current). */
  prev: z.record(z.string(), z.unknown()).nullable(),
  current: z.record(z.string(), z.unknown()).nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  /** The content products the values name, for 'ISBN name' (EP-LOG-04). */
  contentProducts: z.array(z.object({ id: z.number(), isbn: z.string(), name: z.string() })),
});
export type ProductLogEntry = z.infer<typeof productLogEntrySchema>;

export const usedLanguageSchema = z.object({ languageId: z.number(), courseTypes: z.array(courseTypeSchema) });

export const planCourseQuery = z.object({
  type: planProductTypeSchema,
  languageId: idParam().optional(),
  q: queryText(100).optional().describe('ISBN or name substring'),
  limit: z.coerce.number().int().min(1).max(MAX_STORE_LIMIT).default(50),
});
/** A content product as the plan form offers it (EP-PLAN-03). */
export const planCourseSchema = z.object({
  productId: z.number(),
  isbn: z.string(),
  productName: z.string(),
  productType: z.string(),
  status: z.string(),
  languageId: z.number(),
  course: z.object({
    courseName: z.string().nullable(),
    courseLevel: z.string().nullable(),
    courseVersion: z.string().nullable(),
  }),
  lessonFrom: z.number().nullable(),
  lessonTo: z.number().nullable(),
  bundledProducts: z.array(bundledProductSchema),
});
export type PlanCourse = z.infer<typeof planCourseSchema>;

export const bulkPublishBody = z.object({
  ids: z.array(id()).min(1, 'must name at least one plan').max(10_000, 'must be at most 10000 plans'),
});

// ---- Endpoints ---------------------------------------------------------------------------------

export const listPlans = defineEndpoint({
  name: 'listPlans',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/variants',
  summary: 'eCom plans, filtered and paged; the eCom product list (API-S-41)',
  permission: 'view:ecom_product_menu',
  query: planListQuery,
  response: storeList(planListItemSchema),
});

export const listPlanImages = defineEndpoint({
  name: 'listPlanImages',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/variants/images',
  summary: 'The product images a plan can show (API-S-42)',
  permission: ECOM_READERS,
  response: storeList(z.object({ url: z.string(), name: z.string() })),
});

export const bulkPublishPlans = defineEndpoint({
  name: 'bulkPublishPlans',
  area: 'ecom-products',
  family: 'store',
  method: 'PUT',
  path: '/variants/active',
  summary:
    'Publish the listed Ready for publish plans (→ Active, the bulkPublish transition), all or none (API-S-43, EP-PUB-04)',
  permission: 'publish:ecom_product',
  body: bulkPublishBody,
  response: z.object({ activated: z.number().int() }),
  errors: [409],
});

export const listPlanCourses = defineEndpoint({
  name: 'listPlanCourses',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/variants/courses',
  summary: 'Content products a plan of a type can sell (EP-PLAN-04; path decided, API-S-54)',
  permission: ECOM_READERS,
  query: planCourseQuery,
  response: storeList(planCourseSchema),
});

export const listBillingPlans = defineEndpoint({
  name: 'listBillingPlans',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/billing-plans',
  summary: 'Billing plans with cycle and quantity (API-S-44)',
  permission: {
    anyOf: [
      'view:ecom_product_menu',
      'view:disclosure_menu',
      'view:upsell_downgrade_menu',
      'view:promotion_menu',
      'view:save_offer_menu',
    ],
  },
  response: storeList(billingPlanSchema),
});

export const listUsedLanguages = defineEndpoint({
  name: 'listUsedLanguages',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/products/used-languages',
  summary: 'The languages with an eCom product and their course types, for the add page (EP-ADD-02; decided)',
  permission: 'create:ecom_product',
  response: storeList(usedLanguageSchema),
});

export const createEcomProduct = defineEndpoint({
  name: 'createEcomProduct',
  area: 'ecom-products',
  family: 'store',
  method: 'POST',
  path: '/products',
  summary: 'Add an eCom product with its plans, at least one (API-S-45)',
  permission: 'create:ecom_product',
  body: createEcomProductBody,
  response: ecomProductSchema,
  status: 201,
  errors: [409],
});

export const getEcomProduct = defineEndpoint({
  name: 'getEcomProduct',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/products/:id',
  summary: 'An eCom product with its plans (API-S-46)',
  permission: 'view:ecom_product_detail',
  params: idParams,
  response: ecomProductSchema,
  errors: [404],
  versioned: 'read',
});

export const deleteEcomProduct = defineEndpoint({
  name: 'deleteEcomProduct',
  area: 'ecom-products',
  family: 'store',
  method: 'DELETE',
  path: '/products/:id',
  summary: 'Delete an eCom product and its plans while none is Active or Inactive (API-S-47)',
  permission: 'delete:ecom_product',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});

export const listEcomProductLogs = defineEndpoint({
  name: 'listEcomProductLogs',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/products/:id/logs',
  summary: 'The change log of an eCom product and its plans (API-S-48)',
  permission: 'view:ecom_product_detail',
  params: idParams,
  query: productLogQuery,
  response: storeList(productLogEntrySchema),
  errors: [404],
});

export const addPlan = defineEndpoint({
  name: 'addPlan',
  area: 'ecom-products',
  family: 'store',
  method: 'POST',
  path: '/products/:id/variants',
  summary: 'Add a Draft plan to an eCom product (API-S-49)',
  permission: 'create:product_plan',
  params: idParams,
  body: planBody,
  response: planSchema,
  status: 201,
  errors: [404],
});

export const updatePlan = defineEndpoint({
  name: 'updatePlan',
  area: 'ecom-products',
  family: 'store',
  method: 'POST',
  path: '/products/:id/variants/:variantId',
  summary: 'Save a plan (API-S-50; EP-PLAN-22 decided: the update, status unchanged)',
  permission: 'update:product_plan',
  params: planParams,
  body: planBody,
  response: planSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deletePlan = defineEndpoint({
  name: 'deletePlan',
  area: 'ecom-products',
  family: 'store',
  method: 'DELETE',
  path: '/products/:id/variants/:variantId',
  summary: 'Delete a Draft or Ready for publish plan, never the last of its product (API-S-51)',
  permission: 'delete:product_plan',
  params: planParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});

export const changePlanStatus = defineEndpoint({
  name: 'changePlanStatus',
  area: 'ecom-products',
  family: 'store',
  method: 'PUT',
  path: '/products/:id/variants/:variantId/:action',
  summary: 'Move a plan: publish (ready for publish), revert-to-draft, activate, deactivate (API-S-52)',
  permission: {
    anyOf: [
      'ready_for_publish:product_plan',
      'revert_to_draft:product_plan',
      'activate:product_plan',
      'deactivate:product_plan',
    ],
  },
  params: actionParams,
  response: planSchema,
  errors: [404, 409],
});
