import { and, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Page, type SortDirection, toPage } from '../../../shared/contracts/common';
import {
  ENTITLEMENT_COURSE_LIMIT,
  type Entitlement,
  type EntitlementCourse,
  type EntitlementListQuery,
} from '../../../shared/contracts/entitlements';
import {
  type EntitlementSource,
  type EntitlementStatus,
  ENTITLEMENT_MESSAGES as MESSAGES,
  type VoucherType,
} from '../../../shared/domain/entitlement';
import { satisfies } from '../../../shared/permissions';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { listTotal, pageTotal } from '../../db/list-count';
import { inPageIds } from '../../db/list-page';
import { bytewise } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { likeContains } from '../../db/sql';
import { forbidden, notFound } from '../../errors';
import { contentProduct } from '../content-products';
import { customer } from '../customers';
import { language } from '../reference';
import { ENTITLEMENT_LIST_SORT, entitlement } from './tables';

/**
 * The reads of the entitlements area (API-P-09, CUS-ENTM-02): the entitlement list (one customer's
 * table, or the entitlement list screens' search), one entitlement as the wire shows it, and the
 * published courses an entitlement can be given for.
 */

/** A content product is published (an entitlement can be given for it) when ACTIVE. */
export const PUBLISHED_STATUS = 'ACTIVE';

const rowColumns = {
  row: entitlement,
  languageName: language.name,
  customerEmail: customer.email,
  customerIsB2b: customer.isB2b,
};

interface Found {
  row: typeof entitlement.$inferSelect;
  languageName: string | null;
  customerEmail: string | null;
  customerIsB2b: boolean;
}

/** The wire entitlement of a row read with `rowColumns`. */
function toEntitlement({ row, languageName, customerEmail, customerIsB2b }: Found): Entitlement {
  return {
    entitlementId: row.id,
    productId: row.productPublicId,
    contentProductId: row.contentProductId,
    isbn: row.isbn,
    productName: row.productName,
    languageId: row.languageId,
    languageName,
    isSubscription: row.isSubscription,
    status: row.status as EntitlementStatus,
    source: row.source as EntitlementSource,
    expirationDate: row.expirationAt?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
    isUpgradedToAllAccess: row.isUpgradedToAllAccess,
    adminGroupId: row.adminGroupId,
    voucherGroupId: row.voucherGroupId,
    voucherCode: row.voucherCode,
    voucherType: row.voucherType as VoucherType | null,
    customerId: row.customerId,
    customerEmail,
    customerIsB2b,
  };
}

/** The select of entitlements with their customer's email and B2B flag and their language's name. */
const selectEntitlements = (db: Db) =>
  db
    .select(rowColumns)
    .from(entitlement)
    .innerJoin(customer, eq(customer.id, entitlement.customerId))
    .leftJoin(language, eq(language.id, entitlement.languageId));

/** One entitlement as the wire shows it; 404 when there is none. */
export async function entitlementOf(db: Db, id: number): Promise<Entitlement> {
  const [found] = await selectEntitlements(db).where(eq(entitlement.id, id));
  if (!found) throw notFound(MESSAGES.notFound(id));
  return toEntitlement(found);
}

const oneOrMany = <T extends string | number>(column: Parameters<typeof eq>[0], values: readonly T[]) =>
  values.length === 1 ? eq(column, values[0]) : inArray(column, [...values]);

/**
 * The WHERE of the list's filters, or null when nothing can match (an email no customer has). The
 * email is resolved to its customer first (exact, case-insensitive: the customer's unique email_key),
 * so the entitlements are read through the (customer, created) index. Each equality filter has its
 * (filter, created, id) index; several values of one filter read the created-date index in order.
 */
async function filters(db: Db, q: EntitlementListQuery): Promise<SQL | undefined | null> {
  const conditions: SQL[] = [];
  if (q.customerId !== undefined) conditions.push(eq(entitlement.customerId, q.customerId));
  const email = q.email?.trim().toLowerCase();
  if (email) {
    const owners = await db.select({ id: customer.id }).from(customer).where(eq(customer.emailKey, email));
    if (!owners.length) return null;
    conditions.push(
      oneOrMany(
        entitlement.customerId,
        owners.map((o) => o.id),
      ),
    );
  }
  if (q.sources.length) conditions.push(oneOrMany(entitlement.source, q.sources));
  if (q.statuses.length) conditions.push(oneOrMany(entitlement.status, q.statuses));
  if (q.isSubscription !== undefined) conditions.push(eq(entitlement.isSubscription, q.isSubscription));
  if (q.languageId !== undefined) conditions.push(eq(entitlement.languageId, q.languageId));
  const isbn = q.isbn?.trim();
  if (isbn) conditions.push(eq(entitlement.isbn, isbn));
  if (q.createdDateFrom) conditions.push(gte(entitlement.createdAt, new Date(q.createdDateFrom)));
  if (q.createdDateTo) conditions.push(lte(entitlement.createdAt, new Date(q.createdDateTo)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The customer detail's entitlement table: one customer's entitlements, no other filter. Read from the
 * query's own keys, so a filter added to the query later is never skipped here.
 */
function onlyTheCustomer(q: EntitlementListQuery): q is EntitlementListQuery & { customerId: number } {
  const { page: _page, size: _size, sort: _sort, customerId, ...others } = q;
  const unset = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && !value.length);
  return customerId !== undefined && Object.values(others).every(unset);
}

/** That table's read in each sort, as a prepared statement (db/prepared.ts: a lookup by key). */
const customerTableIn = (field: EntitlementListQuery['sort']['field'], direction: SortDirection) =>
  preparedPer((db) =>
    selectEntitlements(db)
      .where(eq(entitlement.customerId, sql.placeholder('customerId')))
      .orderBy(...ENTITLEMENT_LIST_SORT.orderBy(entitlement, { field, direction }))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare(`entitlements_of_customer_${field}_${direction.toLowerCase()}`),
  );
const customerTable = {
  'createdDate,ASC': customerTableIn('createdDate', 'ASC'),
  'createdDate,DESC': customerTableIn('createdDate', 'DESC'),
  'expirationDate,ASC': customerTableIn('expirationDate', 'ASC'),
  'expirationDate,DESC': customerTableIn('expirationDate', 'DESC'),
};

/** Without customerId the search spans customers: it needs view:entitlement_menu (checked before the read cache too). */
export function assertMayListEntitlements(
  q: Pick<EntitlementListQuery, 'customerId'>,
  principal: Pick<Principal, 'permissions'>,
) {
  if (q.customerId === undefined && !satisfies(principal.permissions, 'view:entitlement_menu')) {
    throw forbidden(MESSAGES.listNeedsMenu);
  }
}

/**
 * GET /entitlements (API-P-09). With customerId: that customer's entitlements (the customer detail,
 * read:customers). Without: the entitlement list screens' search, which needs view:entitlement_menu
 * (the endpoint lets either permission in). The page's ids first, read in index order, then those rows
 * with their customer and language.
 */
export async function listEntitlements(
  db: Db,
  q: EntitlementListQuery,
  principal: Pick<Principal, 'permissions'>,
): Promise<Page<Entitlement>> {
  assertMayListEntitlements(q, principal);
  if (onlyTheCustomer(q)) {
    // A customer's own table (a few rows): straight through the (customer, created) index.
    const key = `${q.sort.field},${q.sort.direction}` as const;
    const rows = await customerTable[key](db).execute({
      customerId: q.customerId,
      size: q.size,
      offset: q.page * q.size,
    });
    const total = await pageTotal(rows.length, q.page * q.size, q.size, () =>
      listTotal(db, sql`from ${entitlement} where ${eq(entitlement.customerId, q.customerId)}`),
    );
    return toPage(rows.map(toEntitlement), total, q);
  }
  const where = await filters(db, q);
  if (where === null) return toPage([], 0, q);
  const order = ENTITLEMENT_LIST_SORT.orderBy(entitlement, q.sort);
  const pageIds = db
    .select({ id: entitlement.id })
    .from(entitlement)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(q.page * q.size);
  const rows = await selectEntitlements(db)
    .where(inPageIds(entitlement.id, pageIds))
    .orderBy(...order);
  const total = await pageTotal(rows.length, q.page * q.size, q.size, () =>
    listTotal(db, sql`from ${entitlement}${where ? sql` where ${where}` : sql``}`),
  );
  return toPage(rows.map(toEntitlement), total, q);
}

/**
 * GET /entitlements/courses (CUS-ENTM-02): the published content products whose ISBN or name contains
 * `q` (case-insensitive, taken literally), by name, at most ENTITLEMENT_COURSE_LIMIT.
 */
export async function listEntitlementCourses(db: Db, q: string | undefined): Promise<{ content: EntitlementCourse[] }> {
  const search = q?.trim();
  const pattern = search ? likeContains(search) : null;
  const content = await db
    .select({
      isbn: contentProduct.isbn,
      name: contentProduct.name,
      productId: contentProduct.productId,
      languageName: language.name,
    })
    .from(contentProduct)
    .leftJoin(language, eq(language.id, contentProduct.languageId))
    .where(
      and(
        eq(contentProduct.status, PUBLISHED_STATUS),
        pattern ? or(ilike(contentProduct.isbn, pattern), ilike(contentProduct.name, pattern)) : undefined,
      ),
    )
    .orderBy(bytewise(contentProduct.name), contentProduct.id)
    .limit(ENTITLEMENT_COURSE_LIMIT);
  return { content };
}
