import { z } from 'zod';
import { CATALOG_STATUSES } from '../../domain/catalog-workflow';
import { PRODUCT_TYPES, UPSELL_TYPES } from '../../domain/content-product-types';
import { listParam, MAX_PAGE_SIZE, pageOf, pageParam } from '../common';
import { statusesParam } from './mini-courses';
import { productBody, productUpsellSchema } from './products';

// ---- POST /products and PUT /products/{id}: the body as the server accepts it -------------------

const text = z.string().nullable().optional();

/**
 * The wire shape the server accepts for API-P-16 and API-P-18: `productBody` with the fields the
 * content product rules check left open (nullable, no length limits), so a missing ISBN, type,
 * language, course type, price or upsell type, and every text limit, answer the spec's own message
 * from `validateProduct` (src/shared/domain/content-product.ts) rather than a schema message. Types
 * are still enforced here (a productType outside the list is a 400 naming `productType`).
 */
export const productWriteBody = productBody.extend({
  isbn: text,
  productType: z.enum(PRODUCT_TYPES).nullable().optional(),
  isPremium: z.boolean().nullable().optional(),
  languageId: z.number().int().positive().nullable().optional(),
  upsellName: text,
  learnName: text,
  upsellDescription: text,
  notes: text,
  deepLink: text,
  price: z
    .object({ amount: z.number().nullable().optional(), currency: z.string().nullable().optional() })
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
  languageId: z.coerce.number().int().positive().optional(),
  isPremium: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  productTypes: listParam(z.enum(PRODUCT_TYPES)),
  statuses: statusesParam,
  /** ISBN or name, case-insensitive substring. */
  q: z.string().trim().max(500).optional(),
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
