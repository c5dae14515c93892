import { and, eq, gte, ilike, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Page, toPage } from '../../../shared/contracts/common';
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
import { countedPage, listTotal, pageTotal, SEARCH_EXACT_COUNT } from '../../db/list-count';
import { cappedCount, inPageIds, pageIdsOf } from '../../db/list-page';
import { bytewise } from '../../db/list-sort';
import { pageWindow, preparedShapes, statementName } from '../../db/prepared';
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
    rowVersion: row.rowVersion,
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

/**
 * The WHERE of the list's filters, their values as placeholders of a prepared query filled into `values`
 * by name (in the order the filters come, so its keys name the query's shape), or as the statement's
 * parameters without `values`. The email is the customer's whole email (case-insensitive: the
 * customer's unique email_key), so the entitlements are read through the (customer, created) index.
 * Each equality filter has its (filter, created, id) index; several values of one filter read the
 * created-date index in order.
 */
function filters(q: EntitlementListQuery, values?: Record<string, unknown>): SQL | undefined {
  const bind = <T>(name: string, value: T): T | SQLWrapper => {
    if (!values) return value;
    values[name] = value;
    return sql.placeholder(name);
  };
  /** One value by equality; several as one array parameter (`= any`), or an IN list of parameters. */
  const oneOrMany = <T extends string>(name: string, column: PgColumn, list: readonly T[]): SQL => {
    if (list.length === 1) return eq(column, bind(name, list[0]));
    return values ? sql`${column} = any(${bind(`${name}s`, [...list])})` : inArray(column, [...list]);
  };
  const conditions: SQL[] = [];
  if (q.customerId !== undefined) conditions.push(eq(entitlement.customerId, bind('customerId', q.customerId)));
  const email = q.email?.trim().toLowerCase();
  if (email) {
    // The owner's id through its unique email key, once (an InitPlan), then its (customer, created) index.
    conditions.push(
      sql`${entitlement.customerId} = any(array(select ${customer.id} from ${customer} where ${customer.emailKey} = ${bind('email', email)}))`,
    );
  }
  if (q.sources.length) conditions.push(oneOrMany('source', entitlement.source, q.sources));
  if (q.statuses.length) conditions.push(oneOrMany('status', entitlement.status, q.statuses));
  if (q.isSubscription !== undefined) {
    conditions.push(eq(entitlement.isSubscription, bind('isSubscription', q.isSubscription)));
  }
  if (q.languageId !== undefined) conditions.push(eq(entitlement.languageId, bind('languageId', q.languageId)));
  const isbn = q.isbn?.trim();
  if (isbn) conditions.push(eq(entitlement.isbn, bind('isbn', isbn)));
  if (q.createdDateFrom) conditions.push(gte(entitlement.createdAt, bind('createdFrom', new Date(q.createdDateFrom))));
  if (q.createdDateTo) conditions.push(lte(entitlement.createdAt, bind('createdTo', new Date(q.createdDateTo))));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The searches whose best plan does not depend on their values: none, one customer's (by id or email:
 * a handful of rows in any order), or, in created order, one filter of one value on an indexed key,
 * whose (key, created, id) index reads the list in order. Such a query is a named statement, planned
 * once per connection. Others (several values of a filter, two filters together, a created range, or an
 * expiration order, which a rare value would read through the whole expiration index) are planned with
 * their values.
 */
const ONE_CUSTOMER = new Set(['customerId', 'email']);
const IN_CREATED_ORDER = new Set(['source', 'status', 'isSubscription', 'languageId', 'isbn']);
const plannedOnce = (filters: string[], sort: EntitlementListQuery['sort']) => {
  const [only, ...more] = filters;
  if (only === undefined) return true;
  if (more.length) return false;
  return ONE_CUSTOMER.has(only) || (sort.field === 'createdDate' && IN_CREATED_ORDER.has(only));
};

type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R[]> };
/** The list's page in its order, of each shape (db/prepared.ts). */
const pageByShape = preparedShapes<Prepared<Found>>();
/** The same page with `matched` on every row: the matches up to SEARCH_EXACT_COUNT + 1 (db/list-page.ts cappedCount). */
const pageWithCountByShape = preparedShapes<Prepared<Found & { matched: number }>>();

/**
 * The customer detail's entitlement table: one customer's entitlements, no other filter. Read from the
 * query's own keys, so a filter added to the query later is never skipped here.
 */
function onlyTheCustomer(q: EntitlementListQuery): q is EntitlementListQuery & { customerId: number } {
  const { page: _page, size: _size, sort: _sort, customerId, ...others } = q;
  const unset = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && !value.length);
  return customerId !== undefined && Object.values(others).every(unset);
}

/** That table's read of each sort and page window, as a prepared statement (db/prepared.ts: a lookup by key). */
const customerTableByShape = preparedShapes<Prepared<Found>>();
function customerTable(db: Db, sort: EntitlementListQuery['sort'], window: ReturnType<typeof pageWindow>) {
  const shape = `${sort.field}_${sort.direction.toLowerCase()}_${window.shape}`;
  return customerTableByShape(db, shape, () =>
    selectEntitlements(db)
      .where(eq(entitlement.customerId, sql.placeholder('customerId')))
      .orderBy(...ENTITLEMENT_LIST_SORT.orderBy(entitlement, sort))
      .limit(window.limit)
      .offset(window.offset)
      .prepare(window.planned ? statementName('entitlements_of_customer', shape) : ''),
  );
}

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
    const rows = await customerTable(db, q.sort, pageWindow(q.size, q.page * q.size)).execute({
      customerId: q.customerId,
      size: q.size,
      offset: q.page * q.size,
    });
    const total = await pageTotal(rows.length, q.page * q.size, q.size, () =>
      listTotal(db, sql`from ${entitlement} where ${eq(entitlement.customerId, q.customerId)}`),
    );
    return toPage(rows.map(toEntitlement), total, q);
  }
  const values: Record<string, unknown> = {};
  const where = filters(q, values);
  const names = Object.keys(values);
  const window = pageWindow(q.size, q.page * q.size);
  const shape = `${names.join('_')}_${q.sort.field}_${q.sort.direction.toLowerCase()}_${window.shape}`;
  const named = window.planned && plannedOnce(names, q.sort);
  const input = { ...values, size: q.size, offset: q.page * q.size };
  const order = ENTITLEMENT_LIST_SORT.orderBy(entitlement, q.sort);
  const pageIds = () => pageIdsOf(db, entitlement, entitlement.id, where, order, window);
  const statement = (prefix: string) => (named ? statementName(prefix, shape) : '');
  const counted = pageWithCountByShape(db, shape, () =>
    db
      .select({ ...rowColumns, matched: cappedCount(db, entitlement, where, SEARCH_EXACT_COUNT) })
      .from(entitlement)
      .innerJoin(customer, eq(customer.id, entitlement.customerId))
      .leftJoin(language, eq(language.id, entitlement.languageId))
      .where(inPageIds(entitlement.id, pageIds()))
      .orderBy(...order)
      .prepare(statement('entitlements_counted')),
  );
  const ordered = pageByShape(db, shape, () =>
    selectEntitlements(db)
      .where(inPageIds(entitlement.id, pageIds()))
      .orderBy(...order)
      .prepare(statement('entitlements_page')),
  );
  // The total depends on the filters alone: not on the page, its size or the sort.
  const { page: _page, size: _size, sort: _sort, ...filtersOnly } = q;
  const { rows, total } = await countedPage<Found>(db, {
    key: `entitlements ${JSON.stringify(filtersOnly)}`,
    offset: q.page * q.size,
    size: q.size,
    exactUpTo: SEARCH_EXACT_COUNT,
    counted: () => counted.execute(input),
    ordered: () => ordered.execute(input),
    from: () => {
      const literal = filters(q);
      return sql`from ${entitlement}${literal ? sql` where ${literal}` : sql``}`;
    },
  });
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
