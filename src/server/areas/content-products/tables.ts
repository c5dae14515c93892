import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, type PgColumn, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductSortField } from '../../../shared/contracts/content-products';
import { bytewise, listSort } from '../../db/list-sort';
import { workflowColumns } from '../catalog-workflow/tables';

type SortColumns = Record<'id' | 'lastModifiedDate' | 'isbn' | 'name' | 'productType' | 'status', PgColumn>;

/** GET /products sort keys (API-P-15): the list's ORDER BY and the indexes serving it. */
export const PRODUCT_LIST_SORT = listSort<ProductSortField, SortColumns>(
  (t) => ({
    lastModifiedDate: t.lastModifiedDate,
    isbn: bytewise(t.isbn),
    name: bytewise(t.name),
    productType: bytewise(t.productType),
    status: bytewise(t.status),
    id: t.id,
  }),
  (t) => t.id,
  ['id'],
);

import { language } from '../reference/tables';

/** A content (ISBN) product. Field names follow the spec's content product entity. */
export const contentProduct = pgTable(
  'content_product',
  {
    id: serial('id').primaryKey(),
    /** Public product id, e.g. 'CP-000042'. */
    productId: text('product_id').notNull().unique(),
    isbn: text('isbn').notNull(),
    productType: text('product_type').notNull(),
    hasHistoricalActiveStatus: boolean('has_historical_active_status').notNull().default(false),
    isPremium: boolean('is_premium').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull().default(''),
    upsellName: text('upsell_name'),
    learnName: text('learn_name'),
    upsellDescription: text('upsell_description'),
    /** Price in minor units (cents); the wire shows decimals. */
    priceAmountMinor: integer('price_amount_minor').notNull().default(0),
    priceCurrency: text('price_currency').notNull().default('USD'),
    notes: text('notes'),
    version: text('version'),
    /** Course level: '1'..'5' for single level and free; '-1' (complete course) or '1,2'.. for multi-level. */
    courseLevel: text('course_level'),
    /** The content course it is built from (content_course.id), when the type has one. */
    courseId: text('course_id'),
    courseVersion: text('course_version'),
    courseName: text('course_name'),
    lessonFrom: integer('lesson_from'),
    lessonTo: integer('lesson_to'),
    bundledProductIds: integer('bundled_product_ids').array().notNull().default(sql`'{}'::integer[]`),
    premiumIsbn: text('premium_isbn'),
    /** Upsell cards: [{upsellType, upsellInAppId, upsellInAppIsbn, upsellInAppName, upsellEcomPid, hasEComPromotionCode, upsellPromotionCode}] */
    productUpsells: jsonb('product_upsells').notNull().default(sql`'[]'::jsonb`),
    upgradeId: integer('upgrade_id'),
    upgradeIsbn: text('upgrade_isbn'),
    upgradeName: text('upgrade_name'),
    upgradeEcomPid: text('upgrade_ecom_pid'),
    upgradePromotionCode: text('upgrade_promotion_code'),
    namiGroups: text('nami_groups').array().notNull().default(sql`'{}'::text[]`),
    isUpsellSupportedByNami: boolean('is_upsell_supported_by_nami').notNull().default(false),
    isDeeplinkSupportedByNami: boolean('is_deeplink_supported_by_nami').notNull().default(false),
    deepLink: text('deep_link'),
    /** {promotionTitle, promotionContent, promotionComment} */
    deepLinkPromotion: jsonb('deep_link_promotion'),
    isEffectiveImmediately: boolean('is_effective_immediately').notNull().default(true),
    /**
     * An edit of a product that has been active, saved "for later review": the edited fields wait
     * here while the live fields stay as they are; publishing applies them (docs/decisions.md).
     */
    pendingChanges: jsonb('pending_changes'),
    ...workflowColumns(),
  },
  (t) => [
    uniqueIndex('content_product_isbn_uq').on(t.isbn),
    // Migration 0026 adds INCLUDE (name_lower, isbn_lower) to content_product_sort_name (likeStoredLower).
    ...PRODUCT_LIST_SORT.indexes('content_product', t),
    // Each filter with the default sort (modified at, newest first): read in order, no sort.
    index('content_product_status_modified_idx').on(t.status, t.lastModifiedDate, t.id),
    index('content_product_type_modified_idx').on(t.productType, t.lastModifiedDate, t.id),
    // The language alone in order; with the course type too, its rows are tested on the way (a language
    // holds a few thousand products at most).
    index('content_product_language_modified_idx').on(t.languageId, t.lastModifiedDate, t.id),
    // A language with a type (and statuses): its matches and their count found in the index alone, the
    // few sorted; the language index tested ~2,000 rows to find none.
    index('content_product_language_type_status_idx').on(
      t.languageId,
      t.productType,
      t.status,
      t.lastModifiedDate,
      t.id,
    ),
    // The premium ISBN picker (GET /product-items: a language's premium products by name): read in order.
    index('content_product_language_premium_name_idx').on(t.languageId, t.isPremium, bytewise(t.name), t.id),
    // ISBN and name substring search (ILIKE '%…%').
    index('content_product_isbn_trgm_idx').using('gin', t.isbn.op('gin_trgm_ops')),
    index('content_product_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The ISBN of an edit waiting for review counts as taken.
    index('content_product_pending_isbn_idx')
      .on(sql`(${t.pendingChanges}->>'isbn')`)
      .where(sql`${t.pendingChanges} is not null`),
  ],
);
