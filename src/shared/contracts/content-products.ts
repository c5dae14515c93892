import { z } from 'zod';
import { CATALOG_STATUSES } from '../domain/catalog-workflow';
import {
  FIELD_LIMITS,
  ISBN_MAX,
  PRODUCT_FIELD_LABELS,
  TEXT_GUARD,
  TEXT_LIMITS,
  tooLongMessage,
} from '../domain/content-product';
import { PRODUCT_TYPES, UPSELL_TYPES } from '../domain/content-product-types';
import { idParams, statusesParam, workflowEndpoints } from './catalog-workflow';
import { listParam, MAX_PAGE_SIZE, pageOf, pageParam, pageQueryShape, sortParam } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, int, isoDateTime, multilineText, queryText, text } from './fields';

/** Content products (spec 2 §4, §5, §7): the wire shapes and every endpoint of the area. */

/** A text the spec limits: the form's message when it is too long. */
const limited = (max: number, label: string) => text(max, tooLongMessage(label, max)).nullable().optional();
/** A text the spec does not limit: our limit (docs/decisions.md). */
const bounded = (max: number) => text(max).nullable().optional();
/**
 * A text whose rules (required, length) `validateProduct` checks with the spec's messages: the schema
 * only keeps out what cannot be stored, and anything beyond the outer guard.
 */
const checkedText = text(TEXT_GUARD).nullable().optional();
/** A text area's text (line breaks kept), limited by the spec. */
const limitedArea = (max: number, label: string) =>
  multilineText(max, tooLongMessage(label, max)).nullable().optional();
/** A text area's text whose rules `validateProduct` checks. */
const checkedArea = multilineText(TEXT_GUARD).nullable().optional();

/** An upsell card of a content product (CP-FORM-21..23). */
export const productUpsellSchema = z.object({
  upsellType: z.enum(UPSELL_TYPES),
  upsellInAppId: id().nullable().optional(),
  upsellInAppIsbn: bounded(FIELD_LIMITS.isbn),
  upsellInAppName: bounded(FIELD_LIMITS.name),
  upsellEcomPid: bounded(FIELD_LIMITS.pid),
  hasEComPromotionCode: z.boolean().default(false),
  upsellPromotionCode: bounded(FIELD_LIMITS.promotionCode),
});
export type ProductUpsell = z.infer<typeof productUpsellSchema>;

export const deepLinkPromotionSchema = z.object({
  promotionTitle: checkedArea,
  promotionContent: checkedArea,
  promotionComment: checkedArea,
});

/**
 * POST /products and PUT /products/{id} body (API-P-16, API-P-18). Types and shapes only; the rules
 * that depend on the product type live in src/shared/domain/content-product.ts and run on both sides.
 */
export const productBody = z.object({
  isbn: text(ISBN_MAX),
  productType: z.enum(PRODUCT_TYPES),
  isPremium: z.boolean(),
  languageId: id(),
  name: bounded(FIELD_LIMITS.name),
  upsellName: limited(TEXT_LIMITS.upsellName, PRODUCT_FIELD_LABELS.upsellName),
  learnName: limited(TEXT_LIMITS.learnName, PRODUCT_FIELD_LABELS.learnName),
  upsellDescription: limitedArea(TEXT_LIMITS.upsellDescription, PRODUCT_FIELD_LABELS.upsellDescription),
  price: z.object({ amount: z.number(), currency: text(FIELD_LIMITS.currency).default('USD') }),
  notes: limitedArea(TEXT_LIMITS.notes, PRODUCT_FIELD_LABELS.notes),
  version: bounded(FIELD_LIMITS.version),
  course: z
    .object({
      courseLevel: bounded(FIELD_LIMITS.courseLevel),
      courseId: bounded(FIELD_LIMITS.courseId),
      courseVersion: bounded(FIELD_LIMITS.version),
      courseName: bounded(FIELD_LIMITS.name),
    })
    .nullable()
    .optional(),
  lessonRange: z.object({ from: int().nullable(), to: int().nullable() }).nullable().optional(),
  bundledProductIds: z.array(id()).max(FIELD_LIMITS.bundledProducts).default([]),
  premiumISBN: bounded(FIELD_LIMITS.isbn),
  productUpsells: z.array(productUpsellSchema).max(FIELD_LIMITS.upsellCards).default([]),
  upgradeId: id().nullable().optional(),
  upgradeIsbn: bounded(FIELD_LIMITS.isbn),
  upgradeName: bounded(FIELD_LIMITS.name),
  upgradeEcomPid: bounded(FIELD_LIMITS.pid),
  upgradePromotionCode: bounded(FIELD_LIMITS.promotionCode),
  namiGroups: z.array(text(TEXT_GUARD)).max(FIELD_LIMITS.namiGroups).default([]),
  isUpsellSupportedByNami: z.boolean().default(false),
  isDeeplinkSupportedByNami: z.boolean().default(false),
  deepLink: checkedText,
  deepLinkPromotion: deepLinkPromotionSchema.nullable().optional(),
  /** PUT only: for a product that has been active, true publishes the edit at once (CP-DET-07). */
  isEffectiveImmediately: z.boolean().optional(),
});
export type ProductBody = z.infer<typeof productBody>;

/** GET /products/{id} (API-P-17) */
export const productSchema = z.object({
  id: z.number(),
  productId: z.string(),
  isbn: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(CATALOG_STATUSES),
  hasHistoricalActiveStatus: z.boolean(),
  isPremium: z.boolean(),
  languageId: z.number(),
  languageName: z.string(),
  name: z.string(),
  upsellName: z.string().nullable(),
  learnName: z.string().nullable(),
  upsellDescription: z.string().nullable(),
  price: z.object({ amount: z.number(), currency: z.string() }),
  notes: z.string().nullable(),
  version: z.string().nullable(),
  course: z.object({
    courseLevel: z.string().nullable(),
    courseId: z.string().nullable(),
    courseVersion: z.string().nullable(),
    courseName: z.string().nullable(),
  }),
  lessonRange: z.object({ from: z.number().nullable(), to: z.number().nullable() }),
  bundledProductIds: z.array(z.number()),
  premiumISBN: z.string().nullable(),
  productUpsells: z.array(productUpsellSchema),
  upgradeId: z.number().nullable(),
  upgradeIsbn: z.string().nullable(),
  upgradeName: z.string().nullable(),
  upgradeEcomPid: z.string().nullable(),
  upgradePromotionCode: z.string().nullable(),
  namiGroups: z.array(z.string()),
  isUpsellSupportedByNami: z.boolean(),
  isDeeplinkSupportedByNami: z.boolean(),
  deepLink: z.string().nullable(),
  deepLinkPromotion: z.object({
    promotionTitle: z.string().nullable(),
    promotionContent: z.string().nullable(),
    promotionComment: z.string().nullable(),
  }),
  isEffectiveImmediately: z.boolean(),
  /** Epoch ms of a pending scheduled publish, or null. */
  scheduledPublishTime: z.number().nullable(),
  lastModifiedDate: z.string(),
  courseNameUpsellCardLibrary: z.string().nullable(),
  /** True when an edit saved for later review waits for the next publish. */
  hasPendingChanges: z.boolean(),
  /** The version of the row: an edit sends it back as `If-Match` (optimistic concurrency). */
  rowVersion: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

/** Fields `GET /products` sorts by (the list's sortable columns are taken from these). */
export const PRODUCT_SORT_FIELDS = ['lastModifiedDate', 'isbn', 'name', 'productType', 'status', 'id'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** GET /products (API-P-15): the list URL keys of CP-LIST-02, zero-based page. */
export const productListQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(PRODUCT_SORT_FIELDS, 'lastModifiedDate,DESC'),
  statuses: statusesParam,
  productTypes: listParam(z.enum(PRODUCT_TYPES)),
  languageId: idParam().optional(),
  isPremium: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  isbn: queryText(ISBN_MAX).optional(),
  lastModifiedDateFrom: isoDateTime().optional(),
  lastModifiedDateTo: isoDateTime().optional(),
});

/** A list row. */
export const productListItemSchema = productSchema.pick({
  id: true,
  productId: true,
  isbn: true,
  productType: true,
  status: true,
  isPremium: true,
  languageId: true,
  languageName: true,
  name: true,
  scheduledPublishTime: true,
  lastModifiedDate: true,
});
export const productPage = pageOf(productListItemSchema);

// ---- POST /products and PUT /products/{id}: the body as the server accepts it -------------------

/**
 * The wire shape the server accepts for API-P-16 and API-P-18: `productBody` with the fields the
 * content product rules check left open (nullable, no length limits), so a missing ISBN, type,
 * language, course type, price or upsell type, and every text limit, answer the spec's own message
 * from `validateProduct` (src/shared/domain/content-product.ts) rather than a schema message. Types
 * are still enforced here (a productType outside the list is a 400 naming `productType`).
 */
export const productWriteBody = productBody.extend({
  isbn: checkedText,
  productType: z.enum(PRODUCT_TYPES).nullable().optional(),
  isPremium: z.boolean().nullable().optional(),
  languageId: id().nullable().optional(),
  upsellName: checkedText,
  learnName: checkedText,
  upsellDescription: checkedArea,
  notes: checkedArea,
  deepLink: checkedText,
  price: z
    .object({ amount: z.number().nullable().optional(), currency: bounded(FIELD_LIMITS.currency) })
    .nullable()
    .optional(),
  productUpsells: z
    .array(productUpsellSchema.extend({ upsellType: z.enum(UPSELL_TYPES).nullable().optional() }))
    .default([]),
});
export type ProductWriteBody = z.infer<typeof productWriteBody>;

// ---- GET /product-items (API-P-24, GAP → our option load for the product form pickers) ----------

/**
 * Query of GET /product-items: the multi-level bundle picker (productTypes=SINGLE_LEVEL), the premium
 * ISBN picker (isPremium=true), the upsell in-app ISBN and the upgrade pickers. Every filter is optional.
 */
export const productItemsQuery = z.object({
  page: pageParam,
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50).describe(`1 to ${MAX_PAGE_SIZE}, default 50`),
  languageId: idParam().optional(),
  isPremium: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  productTypes: listParam(z.enum(PRODUCT_TYPES)),
  statuses: statusesParam,
  /** ISBN or name, case-insensitive substring. */
  q: queryText(FIELD_LIMITS.name).optional(),
});
export type ProductItemsQuery = z.infer<typeof productItemsQuery>;

export const productItemSchema = z.object({
  id: z.number(),
  productId: z.string(),
  isbn: z.string(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(CATALOG_STATUSES),
  isPremium: z.boolean(),
  languageId: z.number(),
  courseLevel: z.string().nullable(),
});
export type ProductItem = z.infer<typeof productItemSchema>;
export const productItemsPage = pageOf(productItemSchema);

// ---- GET /product-change-logs ----------------------------------------------------------------

/** Fields `GET /product-change-logs` sorts by. */
export const PRODUCT_CHANGE_LOG_SORT_FIELDS = ['createdDate'] as const;

/** GET /product-change-logs (API-P-25) */
export const productChangeLogQuery = z.object({
  ...pageQueryShape,
  productId: idParam(),
  sort: sortParam(PRODUCT_CHANGE_LOG_SORT_FIELDS, 'createdDate,DESC'),
});
/**
 * One side of a logged change: the fields it touched, by the product's wire names (`price`,
 * `course`, `lessonRange` …, the verify result's `updatedFiles`, `mismatchedItems`,
 * `incorrectFormatItems`), with their values as the wire carries them. Null: the side is empty (before
 * a CREATE, after a DELETE).
 */
export const changeValuesSchema = z.record(z.string(), z.unknown()).nullable();
/** A content product named by id in a logged value (bundled products): shown as ISBN and name (EP-LOG-04). */
export const productRefSchema = z.object({ id: z.number(), isbn: z.string(), name: z.string() });
export type ProductRef = z.infer<typeof productRefSchema>;

/**
 * CP-LOG-03: the product change log entity (pid, action, prev, current, updatedBy, updatedAt) plus id
 * and comments. `prev` and `current` are a one-line text of each side; `prevValues` and
 * `currentValues` the same sides field by field, for a screen to show each value in its own format
 * (money with currency, dates, labels), and `products` the products their ids name.
 */
export const productChangeLogSchema = z.object({
  id: z.number(),
  pid: z.string(),
  action: z.string(),
  prev: z.string().nullable(),
  current: z.string().nullable(),
  prevValues: changeValuesSchema,
  currentValues: changeValuesSchema,
  products: z.array(productRefSchema),
  comments: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type ProductChangeLog = z.infer<typeof productChangeLogSchema>;
export const productChangeLogPage = pageOf(productChangeLogSchema);

// ---- GET /products/{id}: by id or by public product id ---------------------------------------------

/** The public product id ('CP-000042'): the PID the detail shows and its address carries (CP-DET-01). */
export const PUBLIC_PRODUCT_ID = /^CP-\d{1,10}$/;
const PUBLIC_PRODUCT_ID_ANY_CASE = /^\s*CP-\d{1,10}\s*$/i;

/**
 * A product in the detail read's path: its id (1 to 2,147,483,647) or its public product id
 * ('CP-000042', any case). Anything else is a 400 naming `id`.
 */
export function productRefParam() {
  const byId = idParam();
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx): number | string => {
      if (typeof value === 'string' && PUBLIC_PRODUCT_ID_ANY_CASE.test(value)) return value.trim().toUpperCase();
      const id = byId.safeParse(value);
      if (id.success) return id.data;
      ctx.addIssue({
        code: 'custom',
        message: "must be a product id (a whole number) or a public product id ('CP-000042')",
        input: value,
      });
      return z.NEVER;
    })
    .describe("Id, or public product id ('CP-000042')");
}
export const productRefParams = z.object({ id: productRefParam() });

// ---- Endpoints ------------------------------------------------------------------------------------

const ERRORS = [404, 409] as const;

export const listContentProducts = defineEndpoint({
  name: 'listContentProducts',
  area: 'content-products',
  family: 'portal',
  method: 'GET',
  path: '/products',
  summary: 'Content products, filtered, sorted and paged (API-P-15)',
  permission: 'view:product_menu',
  query: productListQuery,
  response: productPage,
});

export const createContentProduct = defineEndpoint({
  name: 'createContentProduct',
  area: 'content-products',
  family: 'portal',
  method: 'POST',
  path: '/products',
  summary: 'Create a content product in STAGING (API-P-16)',
  permission: 'create:product',
  body: productWriteBody,
  response: productSchema,
  status: 201,
  errors: ERRORS,
});

export const getContentProduct = defineEndpoint({
  name: 'getContentProduct',
  area: 'content-products',
  family: 'portal',
  method: 'GET',
  path: '/products/:id',
  summary:
    "One content product (API-P-17), by id or by its public product id ('CP-000042', the detail page's address); an edit saved for later review is shown as saved",
  permission: 'view:product_menu',
  params: productRefParams,
  response: productSchema,
  errors: [404],
  versioned: 'read',
});

export const updateContentProduct = defineEndpoint({
  name: 'updateContentProduct',
  area: 'content-products',
  family: 'portal',
  method: 'PUT',
  path: '/products/:id',
  summary: 'Edit a content product (API-P-18); isEffectiveImmediately decides for a product that has been active',
  permission: 'update:product',
  params: idParams,
  body: productWriteBody,
  response: productSchema,
  errors: [...ERRORS, 428],
  versioned: 'write',
});

export const deleteContentProduct = defineEndpoint({
  name: 'deleteContentProduct',
  area: 'content-products',
  family: 'portal',
  method: 'DELETE',
  path: '/products/:id',
  summary: 'Delete a content product that is neither ACTIVE nor ARCHIVED (API-P-19)',
  permission: 'delete:product',
  params: idParams,
  response: noContent,
  status: 204,
  errors: ERRORS,
});

export const listContentProductItems = defineEndpoint({
  name: 'listContentProductItems',
  area: 'content-products',
  family: 'portal',
  method: 'GET',
  path: '/product-items',
  summary:
    'Content product options for the product form pickers, by language, premium flag, types, statuses and ISBN or name (API-P-24)',
  permission: 'view:product_menu',
  query: productItemsQuery,
  response: productItemsPage,
});

export const listContentProductChangeLogs = defineEndpoint({
  name: 'listContentProductChangeLogs',
  area: 'content-products',
  family: 'portal',
  method: 'GET',
  path: '/product-change-logs',
  summary: 'The change log of one content product, newest first (API-P-25)',
  permission: 'view:product_menu',
  query: productChangeLogQuery,
  response: productChangeLogPage,
});

export const {
  verify: verifyContentProduct,
  publish: publishContentProduct,
  schedule: scheduleContentProductPublish,
  stopSchedule: stopContentProductSchedule,
} = workflowEndpoints('content_product', 'ContentProduct', '/products/:id');
