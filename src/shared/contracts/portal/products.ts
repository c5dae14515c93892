import { z } from 'zod';
import { CATALOG_STATUSES } from '../../domain/catalog-workflow';
import { PRODUCT_TYPES, UPSELL_TYPES } from '../../domain/content-product-types';
import { listParam, pageOf, pageQueryShape, sortParam } from '../common';
import { statusesParam } from './mini-courses';

const optionalText = (max: number, label: string) =>
  z.string().max(max, `'${label}' cannot be longer than ${max} characters`).nullable().optional();

/** An upsell card of a content product (CP-FORM-21..23). */
export const productUpsellSchema = z.object({
  upsellType: z.enum(UPSELL_TYPES),
  upsellInAppId: z.number().int().nullable().optional(),
  upsellInAppIsbn: z.string().nullable().optional(),
  upsellInAppName: z.string().nullable().optional(),
  upsellEcomPid: z.string().nullable().optional(),
  hasEComPromotionCode: z.boolean().default(false),
  upsellPromotionCode: z.string().nullable().optional(),
});
export type ProductUpsell = z.infer<typeof productUpsellSchema>;

export const deepLinkPromotionSchema = z.object({
  promotionTitle: z.string().nullable().optional(),
  promotionContent: z.string().nullable().optional(),
  promotionComment: z.string().nullable().optional(),
});

/**
 * POST /products and PUT /products/{id} body (API-P-16, API-P-18). Types and shapes only; the rules
 * that depend on the product type live in src/shared/domain/content-product.ts and run on both sides.
 */
export const productBody = z.object({
  isbn: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  isPremium: z.boolean(),
  languageId: z.number().int().positive(),
  name: z.string().max(500).nullable().optional(),
  upsellName: optionalText(500, 'Course name on upsell card and library'),
  learnName: optionalText(500, 'Course name on learn page'),
  upsellDescription: optionalText(2000, 'Upsell description'),
  price: z.object({ amount: z.number(), currency: z.string().default('USD') }),
  notes: optionalText(2000, 'Notes'),
  version: z.string().nullable().optional(),
  course: z
    .object({
      courseLevel: z.string().nullable().optional(),
      courseId: z.string().nullable().optional(),
      courseVersion: z.string().nullable().optional(),
      courseName: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  lessonRange: z.object({ from: z.number().int().nullable(), to: z.number().int().nullable() }).nullable().optional(),
  bundledProductIds: z.array(z.number().int()).default([]),
  premiumISBN: z.string().nullable().optional(),
  productUpsells: z.array(productUpsellSchema).default([]),
  upgradeId: z.number().int().nullable().optional(),
  upgradeIsbn: z.string().nullable().optional(),
  upgradeName: z.string().nullable().optional(),
  upgradeEcomPid: z.string().nullable().optional(),
  upgradePromotionCode: z.string().nullable().optional(),
  namiGroups: z.array(z.string()).default([]),
  isUpsellSupportedByNami: z.boolean().default(false),
  isDeeplinkSupportedByNami: z.boolean().default(false),
  deepLink: z.string().max(2000).nullable().optional(),
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
});
export type Product = z.infer<typeof productSchema>;

/** GET /products (API-P-15): the list URL keys of CP-LIST-02, zero-based page. */
export const productListQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(['lastModifiedDate', 'isbn', 'name', 'productType', 'status', 'id'], 'lastModifiedDate,DESC'),
  statuses: statusesParam,
  productTypes: listParam(z.enum(PRODUCT_TYPES)),
  languageId: z.coerce.number().int().positive().optional(),
  isPremium: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  isbn: z.string().trim().max(40).optional(),
  lastModifiedDateFrom: z.iso.datetime({ offset: true }).optional(),
  lastModifiedDateTo: z.iso.datetime({ offset: true }).optional(),
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
