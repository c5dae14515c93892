import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Page, toPage } from '../../../shared/contracts/common';
import type {
  GenericProduct,
  ProductItem,
  VoucherCode,
  VoucherGroup,
  VoucherGroupListQuery,
  VoucherGroupRow,
} from '../../../shared/contracts/vouchers';
import { fromMinor } from '../../../shared/domain/money';
import {
  dayStart,
  type EntitlementDeal,
  GENERIC_PRODUCT_TYPES,
  INDIVIDUAL_PRODUCT_TYPES,
  type IsbnSelectionType,
  VOUCHER_MESSAGES as MESSAGES,
  utcDate,
  type VoucherDeal,
  type VoucherGroupType,
  voucherFlags,
} from '../../../shared/domain/voucher';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { anyOf, containing, equalTo, listSearch, oneOf, type SearchFilter } from '../../db/list-search';
import { preparedPer } from '../../db/prepared';
import { lockRow } from '../../db/sql';
import { notFound } from '../../errors';
import { contentProduct } from '../content-products';
import { organization } from '../organizations';
import { language } from '../reference';
import { codeCount } from './codes';
import { VOUCHER_GROUP_SORT, voucher, voucherGroup } from './tables';

/** Reading voucher groups (API-M-41, API-M-43), their codes, and the courses a group can give (API-M-46/47). */

type Row = typeof voucherGroup.$inferSelect;
interface Found {
  row: Row;
  organizationName: string;
}

const rowColumns = { row: voucherGroup, organizationName: organization.name };

/** The wire row of a group at `now` (its flags from its dates: shared/domain/voucher.ts voucherFlags). */
export function toRow({ row, organizationName }: Found, now: Date): VoucherGroupRow {
  const period =
    row.validStartAt && row.validExpirationAt
      ? { startDate: utcDate(row.validStartAt), expirationDate: utcDate(row.validExpirationAt) }
      : null;
  return {
    voucherGroupId: row.id,
    description: row.description,
    organizationId: row.organizationId,
    organizationName,
    invoice: row.invoice,
    docNumber: row.docNumber,
    voucherInfo: {
      voucherType: row.voucherType as VoucherGroupType,
      voucherAmount: row.voucherAmount,
      usesPerUser: row.usesPerUser,
    },
    voucherDeal: row.voucherDeal as VoucherDeal,
    validPeriod: period,
    isbnSelectionType: row.isbnSelectionType as IsbnSelectionType,
    price: { amount: fromMinor(row.priceAmountMinor, row.priceCurrency), currency: row.priceCurrency },
    entitlementDeal: row.entitlementDeal as EntitlementDeal,
    entitlementDays: row.entitlementDays,
    entitlementExpirationDate: row.entitlementExpirationAt ? utcDate(row.entitlementExpirationAt) : null,
    isPrepaidVoucher: row.isPrepaidVoucher,
    redeemedCount: row.redeemedCount,
    ...voucherFlags(row.validStartAt, row.validExpirationAt, now),
    lastModifiedDate: row.updatedAt.toISOString(),
  };
}

// ---- The list ------------------------------------------------------------------------------------

type ListQuery = VoucherGroupListQuery & { now: Date };

/**
 * Active at the bound time (`at`, the start of the app clock's day: see isActive): within its valid period
 * (an open-ended group always); not active: expired or not started (the same rule as voucherFlags).
 */
function activeAt(at: SQLWrapper, active: boolean): SQL {
  const now = sql`${at}::timestamptz`;
  const { validStartAt: start, validExpirationAt: end } = voucherGroup;
  return active
    ? sql`((${start} is null or ${start} <= ${now}) and (${end} is null or ${end} >= ${now}))`
    : sql`(${start} > ${now} or ${end} < ${now})`;
}

const organizations = (q: ListQuery) => q.organizationIds;
const types = (q: ListQuery) => q.voucherTypes;

const byType = oneOf(voucherGroup.voucherType, types, 'voucher_group_type_updated_idx');

/**
 * Bound to the start of now's UTC day, not now itself: a group's period runs from its first day's start
 * to its last day's last instant (service.ts dayStart, dayEnd), so the flags change only at UTC midnight
 * (nextFlagChange) and the day's start matches the same groups. The value then stays one all day: the
 * list's remembered total beyond exact counting (list-count.ts) holds, and the statement is named
 * (generic: a walk of the sort's index tests the dates from its entries, whatever the day).
 */
const isActive: SearchFilter<ListQuery> = {
  value: (q) => (q.isActive === undefined ? undefined : dayStart(utcDate(q.now))),
  condition: (at, q) => activeAt(at, q.isActive === true),
  variant: (q) => String(q.isActive),
  index: 'voucher_group_updated_idx (its entries hold the dates)',
  generic: true,
};

/** GET /vouchers/groups: its filters, each served by an index (./tables.ts), read by db/list-search.ts. */
const voucherGroupList = listSearch<ListQuery, Found>({
  name: 'voucher_groups',
  table: voucherGroup,
  id: voucherGroup.id,
  filters: {
    type: byType.one,
    types: byType.many,
    organization: equalTo(
      voucherGroup.organizationId,
      (q) => (organizations(q).length === 1 ? organizations(q)[0] : undefined),
      'voucher_group_org_updated_idx',
    ),
    organizations: anyOf(
      (q) => (organizations(q).length > 1 ? organizations(q) : []),
      (v) => sql`${voucherGroup.organizationId} = any(${v}::int[])`,
      'voucher_group_org_updated_idx (counted), voucher_group_updated_idx (the page: its entries hold it)',
    ),
    invoice: containing(
      voucherGroup.invoice,
      (q) => q.invoice,
      'voucher_group_invoice_trgm_idx (asked for its rare run: voucher_group_invoice_gram_count), voucher_group_invoice_grams_idx',
      // Sorted by last modified only: an invoice's matches are spread along it.
      { sortedBy: () => false, rareRuns: true },
    ),
    isActive,
  },
  // One organization's groups: voucher_group_org_updated_idx holds the type and the dates, so its walk
  // tests the other filters from its entries, whatever the values (a named statement).
  leadingFilters: ['organization'],
  order: (q) => ({
    key: q.sort.direction,
    order: VOUCHER_GROUP_SORT.orderBy(voucherGroup, q.sort),
  }),
  rows: (db, extra) =>
    db
      .select({ ...rowColumns, ...extra })
      .from(voucherGroup)
      .innerJoin(organization, eq(organization.id, voucherGroup.organizationId)),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A deep page starts at its day (voucher_group_day_count, migration 0028): the list sorts by last modified only.
  dayCounts: { column: voucherGroup.updatedAt, direction: (q) => q.sort.direction },
});

/** GET /vouchers/groups (API-M-41): the page's ids first, read in index order, then those rows; the count capped. */
export async function listVoucherGroups(db: Db, q: VoucherGroupListQuery, now: Date): Promise<Page<VoucherGroupRow>> {
  const { rows, total } = await voucherGroupList.page(db, { ...q, now }, { offset: q.page * q.size, size: q.size });
  return toPage(
    rows.map((found) => toRow(found, now)),
    total,
    q,
  );
}

// ---- One group ------------------------------------------------------------------------------------

/** The group row named in full inside subqueries (drizzle would print a bare `id`). */
const GROUP_ID = sql`"voucher_group"."id"`;

/**
 * An individual group's courses by language, in the order staff chose them (the first course of a
 * language places it), as JSON made by the database in the row's own statement. A group of a generic
 * course has none (the service writes either the one or the others): its links are not looked for.
 */
const languageGroupsOf = sql<
  VoucherGroup['languageProductGroups']
>`case when "voucher_group"."generic_product_id" is not null
  then '[]'::json else coalesce((
  select json_agg(json_build_object('languageId', l.id, 'languageName', l.name, 'productItems', g.items)
    order by g.first)
  from (
    select p.language_id,
      json_agg(json_build_object('productId', p.product_id, 'productName', p.name) order by link.position) as items,
      min(link.position) as first
    from voucher_group_product as link join ${contentProduct} as p on p.id = link.content_product_id
    where link.voucher_group_id = ${GROUP_ID}
    group by p.language_id
  ) as g join ${language} as l on l.id = g.language_id), '[]'::json) end`;

const genericOf = sql<GenericProduct | null>`(
  select json_build_object('isbn', p.isbn, 'name', p.name) from ${contentProduct} as p
  where p.id = "voucher_group"."generic_product_id")`;

const groupById = preparedPer((db) =>
  db
    .select({ ...rowColumns, genericProduct: genericOf, languageProductGroups: languageGroupsOf })
    .from(voucherGroup)
    .innerJoin(organization, eq(organization.id, voucherGroup.organizationId))
    .where(eq(voucherGroup.id, sql.placeholder('id')))
    .prepare('voucher_group_by_id'),
);

/** A group as the wire shows it, at `now`. With `lock`, its row is locked first (FOR UPDATE). */
export async function readVoucherGroup(
  db: Db,
  id: number,
  now: Date,
  lock = false,
): Promise<VoucherGroup & { row: Row }> {
  if (lock && !(await lockRow(db, voucherGroup.id, id))) throw notFound(MESSAGES.notFound(id));
  const [found] = await groupById(db).execute({ id });
  if (!found) throw notFound(MESSAGES.notFound(id));
  return {
    ...toRow(found, now),
    genericProduct: found.genericProduct,
    languageProductGroups: found.languageProductGroups,
    createdDate: found.row.createdAt.toISOString(),
    rowVersion: found.row.rowVersion,
    row: found.row,
  };
}

/** GET /vouchers/groups/{id} (API-M-43). */
export async function getVoucherGroup(db: Db, id: number, now: Date): Promise<VoucherGroup> {
  const { row: _row, ...group } = await readVoucherGroup(db, id, now);
  return group;
}

// ---- Its codes ------------------------------------------------------------------------------------

/**
 * A page of a group's codes in the order they were issued (voucher_group_idx), with the group's type and
 * licences: one named statement. The size and offset go through subqueries, so its generic plan (a walk
 * of the group's index entries) is kept for every page.
 */
const codesPage = preparedPer((db) =>
  db
    .select({
      type: voucherGroup.voucherType,
      licences: voucherGroup.voucherAmount,
      codes: sql<{ code: string; redeemedCount: number }[]>`coalesce((
        select json_agg(json_build_object('code', v.code, 'redeemedCount', v.redeemed_count) order by v.id)
        from (select code, redeemed_count, id from ${voucher} where voucher_group_id = ${GROUP_ID}
          order by id limit (select ${sql.placeholder('size')}::int) offset (select ${sql.placeholder('offset')}::int)) as v
      ), '[]'::json)`,
    })
    .from(voucherGroup)
    .where(eq(voucherGroup.id, sql.placeholder('id')))
    .prepare('voucher_codes_page'),
);

/**
 * GET /vouchers/groups/{id}/vouchers: a page of the codes. Their number is the group's (codeCount: one per
 * licence of a SINGLE group, else one), which every edit keeps in step, so nothing is counted.
 */
export async function listVoucherCodes(
  db: Db,
  id: number,
  q: { page: number; size: number },
): Promise<Page<VoucherCode>> {
  const [group] = await codesPage(db).execute({ id, size: q.size, offset: q.page * q.size });
  if (!group) throw notFound(MESSAGES.notFound(id));
  const maxRedemptions = group.type === 'SINGLE' ? 1 : group.licences;
  return toPage(
    group.codes.map((c) => ({ ...c, maxRedemptions })),
    codeCount(group.type as VoucherGroupType, group.licences),
    q,
  );
}

// ---- The courses a group can give (API-M-46/47) ----------------------------------------------------

/** GET /generic-products (API-M-46): the active subscription and All Access courses, by name then ISBN. */
export async function listGenericProducts(db: Db): Promise<GenericProduct[]> {
  return db
    .select({ isbn: contentProduct.isbn, name: contentProduct.name })
    .from(contentProduct)
    .where(and(inArray(contentProduct.productType, [...GENERIC_PRODUCT_TYPES]), eq(contentProduct.status, 'ACTIVE')))
    .orderBy(sql`${contentProduct.name} collate "C"`, contentProduct.isbn);
}

/** GET /individual-products (API-M-47): a language's active single and multi-level courses, by name. */
export async function listIndividualProducts(db: Db, languageId: number): Promise<ProductItem[]> {
  return db
    .select({ productId: contentProduct.productId, productName: contentProduct.name })
    .from(contentProduct)
    .where(
      and(
        eq(contentProduct.languageId, languageId),
        inArray(contentProduct.productType, [...INDIVIDUAL_PRODUCT_TYPES]),
        eq(contentProduct.status, 'ACTIVE'),
      ),
    )
    .orderBy(sql`${contentProduct.name} collate "C"`, contentProduct.productId);
}
