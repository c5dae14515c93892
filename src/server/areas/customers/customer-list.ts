import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Page, type SortDirection, toPage } from '../../../shared/contracts/common';
import type {
  CustomerListItem,
  CustomerListQuery,
  IapRecord,
  IapRecordQuery,
  LessonProgress,
  LessonProgressQuery,
} from '../../../shared/contracts/customers';
import { type AccountType, type Connection, fullName } from '../../../shared/domain/customer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { listTotal, pageTotal, SUBSTRING_EXACT_COUNT } from '../../db/list-count';
import { inPageIds } from '../../db/list-page';
import { likeContains } from '../../db/sql';
import { DomainError } from '../../errors';
import { organization } from '../organizations';
import { nameSearchInWindow } from './customer-name-search';
import { customerRow } from './customer-row';
import { customer, iapRecord, lessonProgress } from './tables';

/**
 * The customer area's lists (API-P-01, API-P-07, API-P-08): the page's ids first, read in index order,
 * then those rows (db/list-page.ts); totals by `listTotal`.
 */

/** What the customer search's tabs need besides read:customers (PERM-CUS-02/03). */
export const TAB_PERMISSION = { b2c: 'view:b2c_customer_menu', b2b: 'view:b2b_customer_menu' } as const;

/** A LIKE pattern matching values that start with `text`, with `%`, `_` and `\` in it taken literally. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const by = (direction: SortDirection) => (direction === 'DESC' ? desc : asc);

/**
 * The WHERE of the customer search. Each filter has its index (customer/tables.ts): email start on
 * email_key (text_pattern_ops), name part on name_key (trigram), the Auth0 id (unique), the tab with
 * the connection or the organization, each ending with (created_at, id).
 */
function customerFilters(q: CustomerListQuery): SQL {
  const conditions: SQL[] = [eq(customer.isB2b, q.isB2b)];
  if (q.email) conditions.push(sql`${customer.emailKey} like ${likePrefix(q.email.toLowerCase())}`);
  // name_key is lower case: a lower-cased pattern with LIKE (the trigram index serves both).
  if (q.name) conditions.push(sql`${customer.nameKey} like ${likeContains(q.name.toLowerCase())}`);
  if (q.auth0Id) conditions.push(eq(customer.auth0Id, q.auth0Id));
  if (q.connections.length) conditions.push(inArray(customer.connection, q.connections));
  if (q.organizationId !== undefined) conditions.push(eq(customer.organizationId, q.organizationId));
  if (q.createdDateFrom) conditions.push(gte(customer.createdAt, new Date(q.createdDateFrom)));
  if (q.createdDateTo) conditions.push(lte(customer.createdAt, new Date(q.createdDateTo)));
  return and(...conditions) as SQL;
}

/** PERM-CUS-02/03: the tab's menu permission, besides read:customers (checked before the read cache too). */
export function assertMayListCustomers(q: Pick<CustomerListQuery, 'isB2b'>, principal: Pick<Principal, 'permissions'>) {
  const needed = q.isB2b ? TAB_PERMISSION.b2b : TAB_PERMISSION.b2c;
  if (!principal.permissions.includes(needed)) {
    // The same answer as the route guard's 403: the permission that is missing.
    throw new DomainError('forbidden', `Listing ${q.isB2b ? 'B2B' : 'B2C'} customers needs '${needed}'.`, [], {
      requiredPermission: needed,
    });
  }
}

/**
 * GET /customers (API-P-01): one tab (isB2b or isB2c), which the caller must be allowed to open besides
 * read:customers; newest first by default, ties by id.
 */
export async function listCustomers(
  db: Db,
  q: CustomerListQuery,
  principal: Principal,
): Promise<Page<CustomerListItem>> {
  assertMayListCustomers(q, principal);
  const where = customerFilters(q);
  const direction = by(q.sort.direction);
  const order = [direction(customer.createdAt), direction(customer.id)];
  const offset = q.page * q.size;
  const select = db
    .select({
      id: customer.id,
      auth0Id: customer.auth0Id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      connection: customer.connection,
      accountType: customer.accountType,
      isB2b: customer.isB2b,
      // A subquery, not a join: the planner would hash the whole organization table for a handful of rows.
      organization: sql<
        string | null
      >`(select ${organization.name} from ${organization} where ${organization.id} = ${customer.organizationId})`,
      organizationId: customer.organizationId,
      createdAt: customer.createdAt,
    })
    .from(customer);
  const count = () => listTotal(db, sql`from ${customer} where ${where}`, q.name ? SUBSTRING_EXACT_COUNT : undefined);
  const inWindow = q.name ? await nameSearchInWindow(db, q, where) : null;
  let rows: Awaited<typeof select>;
  if (inWindow?.ids) {
    rows = inWindow.ids.length ? await select.where(inArray(customer.id, inWindow.ids)).orderBy(...order) : [];
  } else {
    const pageIds = db
      .select({ id: customer.id })
      .from(customer)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(offset);
    rows = await select.where(inPageIds(customer.id, pageIds)).orderBy(...order);
  }
  const total = inWindow?.total ?? (await pageTotal(rows.length, offset, q.size, count));
  const content = rows.map(
    (r): CustomerListItem => ({
      customerId: r.id,
      id: r.id,
      auth0Id: r.auth0Id,
      email: r.email,
      name: fullName(r.firstName, r.lastName),
      connection: r.connection as Connection,
      accountType: r.accountType as AccountType,
      isB2b: r.isB2b,
      organization: r.organization,
      organizationId: r.organizationId,
      createdDate: r.createdAt.toISOString(),
    }),
  );
  return toPage(content, total, q);
}

/**
 * One page of a customer's own rows (learning progress, in-app purchases: a few hundred at most, read
 * through the (customer, …) index) and its total.
 */
async function pageOfRows<T extends typeof lessonProgress | typeof iapRecord>(
  db: Db,
  table: T,
  where: SQL,
  order: SQL[],
  q: { page: number; size: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const offset = q.page * q.size;
  const rows = (await db
    .select()
    .from(table as typeof lessonProgress)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(offset)) as T['$inferSelect'][];
  const total = await pageTotal(rows.length, offset, q.size, () => listTotal(db, sql`from ${table} where ${where}`));
  return { rows, total };
}

/**
 * GET /customers/{id}/lesson-progresses (API-P-07): by sub-user (any of) and part of the course name;
 * courseName sorts by course, then lesson number (CUS-LP-03), in the asked direction. Also answers the
 * customer's course names, for the course filter.
 */
export async function listLessonProgress(
  db: Db,
  customerId: number,
  q: LessonProgressQuery,
): Promise<Page<LessonProgress> & { courseNames: string[] }> {
  await customerRow(db, customerId);
  const conditions: SQL[] = [eq(lessonProgress.customerId, customerId)];
  if (q.subUserNames.length) conditions.push(inArray(lessonProgress.subUserName, q.subUserNames));
  if (q.courseName) conditions.push(sql`${lessonProgress.courseName} ilike ${likeContains(q.courseName)}`);
  const where = and(...conditions) as SQL;
  const direction = by(q.sort.direction);
  const order =
    q.sort.field === 'courseName'
      ? [direction(lessonProgress.courseName), direction(lessonProgress.lessonNumber), direction(lessonProgress.id)]
      : [direction(lessonProgress.lastActivityAt), direction(lessonProgress.id)];
  const { rows, total } = await pageOfRows(db, lessonProgress, where, order, q);
  const courses = await db
    .selectDistinct({ courseName: lessonProgress.courseName })
    .from(lessonProgress)
    .where(eq(lessonProgress.customerId, customerId))
    .orderBy(asc(lessonProgress.courseName));
  const content = rows.map(
    (r): LessonProgress => ({
      lessonProgressId: r.id,
      subUserName: r.subUserName,
      courseName: r.courseName,
      lessonNumber: r.lessonNumber,
      firstActivityDate: r.firstActivityAt.toISOString(),
      lastActivityDate: r.lastActivityAt.toISOString(),
      isCompleted: r.isCompleted,
      listenTimeMinutes: r.listenTimeMinutes,
      sourcePlatform: r.sourcePlatform,
    }),
  );
  return { ...toPage(content, total, q), courseNames: courses.map((c) => c.courseName) };
}

/**
 * GET /iap-records (API-P-08): one customer's in-app purchases by part of the product name; newest first
 * by default. An unknown customer has none (an empty page).
 */
export async function listIapRecords(db: Db, q: IapRecordQuery): Promise<Page<IapRecord>> {
  const conditions: SQL[] = [eq(iapRecord.customerId, q.customerId)];
  if (q.productName) conditions.push(sql`${iapRecord.productName} ilike ${likeContains(q.productName)}`);
  const where = and(...conditions) as SQL;
  const direction = by(q.sort.direction);
  const key = q.sort.field === 'expirationDate' ? iapRecord.expirationAt : iapRecord.createdAt;
  const order = [direction(key), direction(iapRecord.id)];
  const { rows, total } = await pageOfRows(db, iapRecord, where, order, q);
  const content = rows.map(
    (r): IapRecord => ({
      id: r.id,
      isbn: r.isbn,
      productName: r.productName,
      isSubscription: r.isSubscription,
      status: r.status,
      source: r.source,
      expirationDate: r.expirationAt ? r.expirationAt.toISOString() : null,
      createdDate: r.createdAt.toISOString(),
    }),
  );
  return toPage(content, total, q);
}
