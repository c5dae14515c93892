import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, type PgColumn, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VOUCHER_SORT_FIELDS } from '../../../shared/contracts/vouchers';
import { ts } from '../../db/columns';
import { listSort } from '../../db/list-sort';
import { versionColumn } from '../../db/versioned';
import { contentProduct } from '../content-products/tables';
import { customer } from '../customers/tables';
import { organization } from '../organizations/tables';

/**
 * GET /vouchers/groups sort keys (API-M-41): lastModifiedDate, served by voucher_group_updated_idx (and the
 * filter indexes that end with it).
 */
export const VOUCHER_GROUP_SORT = listSort<(typeof VOUCHER_SORT_FIELDS)[number], Record<'updatedAt' | 'id', PgColumn>>(
  (t) => ({ lastModifiedDate: t.updatedAt }),
  (t) => t.id,
  ['lastModifiedDate'],
);

/**
 * A voucher group (spec 3 §3, API-M-41…45): licences an organization bought for some courses. Its codes
 * are `voucher` rows; each redemption is a `voucher_redemption` row, and `redeemed_count` (moved under the
 * group's row lock) is how many licences are used, never more than `voucher_amount` (the check).
 * `updated_at` is the wire's lastModifiedDate.
 */
export const voucherGroup = pgTable(
  'voucher_group',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    description: text('description').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    invoice: text('invoice').notNull().default(''),
    docNumber: text('doc_number').notNull().default(''),
    /** SINGLE | MASTER | SEAT */
    voucherType: text('voucher_type').notNull(),
    /** Total licences (1 … 10,000). */
    voucherAmount: integer('voucher_amount').notNull(),
    usesPerUser: integer('uses_per_user').notNull().default(1),
    /** OPEN_ENDED | FIXED_TERM */
    voucherDeal: text('voucher_deal').notNull(),
    validStartAt: ts('valid_start_at'),
    validExpirationAt: ts('valid_expiration_at'),
    /** GENERIC | INDIVIDUAL */
    isbnSelectionType: text('isbn_selection_type').notNull(),
    genericProductId: integer('generic_product_id').references(() => contentProduct.id),
    priceAmountMinor: integer('price_amount_minor').notNull().default(0),
    priceCurrency: text('price_currency').notNull().default('USD'),
    /** OPEN_ENDED | FIXED_TERM | FIXED_ENDED */
    entitlementDeal: text('entitlement_deal').notNull(),
    entitlementDays: integer('entitlement_days'),
    entitlementExpirationAt: ts('entitlement_expiration_at'),
    isPrepaidVoucher: boolean('is_prepaid_voucher').notNull().default(true),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    // Each ends with the columns the list's other filters test (organization, type, the valid period's
    // dates: read.ts), so a walk of it in the list's order tests them from its entries (an index-only scan)
    // and a capped count of them reads no table rows.
    index('voucher_group_updated_idx').on(
      t.updatedAt,
      t.id,
      t.organizationId,
      t.voucherType,
      t.validStartAt,
      t.validExpirationAt,
    ),
    index('voucher_group_org_updated_idx').on(
      t.organizationId,
      t.updatedAt,
      t.id,
      t.voucherType,
      t.validStartAt,
      t.validExpirationAt,
    ),
    index('voucher_group_type_updated_idx').on(t.voucherType, t.updatedAt, t.id, t.validStartAt, t.validExpirationAt),
    index('voucher_group_expiration_idx').on(t.validExpirationAt, t.id),
    index('voucher_group_invoice_trgm_idx').using('gin', t.invoice.op('gin_trgm_ops')),
    check('voucher_group_licences_ck', sql`${t.redeemedCount} >= 0 and ${t.redeemedCount} <= ${t.voucherAmount}`),
  ],
);

/** The courses of an INDIVIDUAL voucher group (languageProductGroups), in the order staff chose them. */
export const voucherGroupProduct = pgTable(
  'voucher_group_product',
  {
    voucherGroupId: integer('voucher_group_id')
      .notNull()
      .references(() => voucherGroup.id, { onDelete: 'cascade' }),
    contentProductId: integer('content_product_id')
      .notNull()
      .references(() => contentProduct.id),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('voucher_group_product_pk').on(t.voucherGroupId, t.contentProductId)],
);

/**
 * A voucher code of a group: SINGLE groups issue one code per licence (each redeemable once), MASTER and
 * SEAT groups one shared code. Codes are random (VOUCHER_CODE in shared/domain/voucher.ts), unique.
 */
export const voucher = pgTable(
  'voucher',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    voucherGroupId: integer('voucher_group_id')
      .notNull()
      .references(() => voucherGroup.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('voucher_group_idx').on(t.voucherGroupId, t.id)],
);

/**
 * One redemption (or seat assignment) of a voucher: the licence used, the customer and the entitlement it
 * gave. `generic_isbn` is the generic product's ISBN when the group is GENERIC (the financial report,
 * API-M-48, reads these by `redeemed_at`).
 */
export const voucherRedemption = pgTable(
  'voucher_redemption',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    voucherGroupId: integer('voucher_group_id')
      .notNull()
      .references(() => voucherGroup.id, { onDelete: 'cascade' }),
    voucherId: bigint('voucher_id', { mode: 'number' }).references(() => voucher.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    genericIsbn: text('generic_isbn'),
    productName: text('product_name').notNull().default(''),
    redeemedAt: ts('redeemed_at').notNull().defaultNow(),
  },
  (t) => [
    index('voucher_redemption_redeemed_idx').on(t.redeemedAt, t.id),
    index('voucher_redemption_group_customer_idx').on(t.voucherGroupId, t.customerId),
  ],
);

/**
 * A redeemed-generic-ISBN report being written by the jobs runner (the export's progress and its file):
 * queued → running → done | failed. The file is written to the report directory, streamed, and named
 * with the dates.
 */
export const voucherReport = pgTable(
  'voucher_report',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    fileName: text('file_name').notNull(),
    filePath: text('file_path'),
    error: text('error'),
    requestedBy: text('requested_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('voucher_report_created_idx').on(t.createdAt, t.id)],
);
