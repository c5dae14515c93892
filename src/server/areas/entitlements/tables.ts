import { boolean, index, integer, type PgColumn, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ENTITLEMENT_SORT_FIELDS } from '../../../shared/contracts/entitlements';
import { ts } from '../../db/columns';
import { listSort } from '../../db/list-sort';
import { versionColumn } from '../../db/versioned';
import { contentProduct } from '../content-products/tables';
import { customer } from '../customers/tables';
import { language } from '../reference/tables';

type SortField = (typeof ENTITLEMENT_SORT_FIELDS)[number];
type SortColumns = Record<'id' | 'createdAt' | 'expirationAt', PgColumn>;

/**
 * GET /entitlements sort keys (API-P-09): the list's ORDER BY and the indexes serving it. The created
 * date is served by entitlement_created_idx (and the filter indexes that end with it).
 */
export const ENTITLEMENT_LIST_SORT = listSort<SortField, SortColumns>(
  (t) => ({ createdDate: t.createdAt, expirationDate: t.expirationAt }),
  (t) => t.id,
  ['createdDate'],
);

/**
 * An entitlement: a customer's access to a course (spec 1 §3). The product's public id, ISBN and name
 * are kept as they were when it was granted (an entitlement outlives a product's rename). Indexes: the
 * customer's table (customer, created), and the list's created-date order alone or after each
 * equality filter (status, source, ISBN, language, subscription or one-shot), and the expiration order.
 */
export const entitlement = pgTable(
  'entitlement',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    contentProductId: integer('content_product_id').references(() => contentProduct.id, { onDelete: 'set null' }),
    productPublicId: text('product_public_id').notNull(),
    isbn: text('isbn').notNull(),
    productName: text('product_name').notNull(),
    languageId: integer('language_id').references(() => language.id),
    isSubscription: boolean('is_subscription').notNull(),
    /** ACTIVE | EXPIRED | CANCELED | PAUSED | REVOKED */
    status: text('status').notNull(),
    source: text('source').notNull(),
    expirationAt: ts('expiration_at'),
    isUpgradedToAllAccess: boolean('is_upgraded_to_all_access').notNull().default(false),
    adminGroupId: integer('admin_group_id'),
    voucherGroupId: integer('voucher_group_id'),
    voucherCode: text('voucher_code'),
    /** SINGLE | MASTER */
    voucherType: text('voucher_type'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Moved by every write (the expiration edit is versioned: If-Match). */
    ...versionColumn(),
  },
  (t) => [
    index('entitlement_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('entitlement_created_idx').on(t.createdAt, t.id),
    index('entitlement_status_created_idx').on(t.status, t.createdAt, t.id),
    index('entitlement_source_created_idx').on(t.source, t.createdAt, t.id),
    index('entitlement_isbn_created_idx').on(t.isbn, t.createdAt, t.id),
    index('entitlement_language_created_idx').on(t.languageId, t.createdAt, t.id),
    index('entitlement_subscription_created_idx').on(t.isSubscription, t.createdAt, t.id),
    ...ENTITLEMENT_LIST_SORT.indexes('entitlement', t),
  ],
);
