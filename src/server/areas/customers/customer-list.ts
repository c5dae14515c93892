import { and, asc, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Page, type PageQuery, type SortDirection, toPage } from '../../../shared/contracts/common';
import type {
  CustomerListItem,
  CustomerListQuery,
  IapRecord,
  IapRecordQuery,
  LessonProgress,
  LessonProgressQuery,
} from '../../../shared/contracts/customers';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import {
  beyondExactTotal,
  countedPage,
  forgetBeyondExact,
  knownBeyondExact,
  listTotal,
  pageTotal,
  SEARCH_EXACT_COUNT,
} from '../../db/list-count';
import { cappedCount, inPageIds, type PageWindow, pageIdsOf as pageIdsOfList } from '../../db/list-page';
import { pageWindow, preparedPer, preparedShapes, statementName } from '../../db/prepared';
import { likeContains, stringsStartingWithEndBefore } from '../../db/sql';
import { DomainError } from '../../errors';
import { organization } from '../organizations';
import { cappedNameMatches } from './customer-name-search';
import { customerRow, toCustomerListItem } from './customer-row';
import { customer, EMAIL_BUCKET, iapRecord, lessonProgress } from './tables';

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
 * email_key (text_pattern_ops), name part on customer_name_suffix (customer-name-search.ts), the Auth0 id (unique), the tab with
 * the connection or the organization, each ending with (created_at, id). With `values` the values are
 * placeholders of a prepared query, filled into `values` by name (in the order the filters come, so
 * its keys name the query's shape); without, they are the statement's parameters.
 */
function customerFilters(q: CustomerListQuery, values?: Record<string, unknown>, emailBucket = false): SQL {
  const bind = <T>(name: string, value: T): T | SQLWrapper => {
    if (!values) return value;
    values[name] = value;
    return sql.placeholder(name);
  };
  const conditions: SQL[] = [eq(customer.isB2b, bind('isB2b', q.isB2b))];
  if (q.email) {
    const start = q.email.toLowerCase();
    const after = values ? stringsStartingWithEndBefore(start) : null;
    if (after === null) {
      conditions.push(sql`${customer.emailKey} like ${bind('email', likePrefix(start))}`);
    }
    if (values) {
      // A prepared statement reads the start as a range of the index instead (text_pattern_ops compares
      // bytewise, as code points: the strings from `start` up to `after` are those that start with it),
      // whose plan can use it whatever the value, which it cannot do with LIKE. The bounds come through
      // subqueries, which the planner does not look into: a plan with the values then costs what the
      // generic one does, so PostgreSQL keeps the generic plan and skips planning (an email search was
      // mostly planning: ~0.4 ms against ~0.1 ms of reading). Without `values` (a count or an estimate)
      // the LIKE alone, whose estimate the planner makes from the column's histogram.
      conditions.push(sql`${customer.emailKey} ~>=~ (select ${bind('emailFrom', start)}::text)`);
      if (after !== null) conditions.push(sql`${customer.emailKey} ~<~ (select ${bind('emailBefore', after)}::text)`);
      if (emailBucket && [...start].length >= EMAIL_BUCKET) {
        // Its first characters, which the (tab, first characters, created, id, email) index walks in the
        // list's order: the page is the first ten entries of that walk whose email is in the range.
        const bucket = [...start].slice(0, EMAIL_BUCKET).join('');
        conditions.push(
          sql`left(${customer.emailKey}, ${sql.raw(String(EMAIL_BUCKET))}) = (select ${bind('emailBucket', bucket)}::text)`,
        );
      }
    }
  }
  // name_key is lower case: a lower-cased pattern with LIKE (the name index, customer-name-search.ts, finds the
  // matches; the LIKE checks them and walks the created index when they are many).
  if (q.name) conditions.push(sql`${customer.nameKey} like ${bind('name', likeContains(q.name.toLowerCase()))}`);
  if (q.auth0Id) conditions.push(eq(customer.auth0Id, bind('auth0Id', q.auth0Id)));
  if (q.connections.length === 1) {
    // One connection: the (tab, connection, created, id) index reads the list in order, whichever it is.
    conditions.push(eq(customer.connection, bind('connection', q.connections[0] as string)));
  } else if (q.connections.length) {
    // One placeholder holds the whole list (an array parameter), so the shape does not depend on its length.
    conditions.push(
      values
        ? sql`${customer.connection} = any(${bind('connections', q.connections)})`
        : inArray(customer.connection, q.connections),
    );
  }
  if (q.organizationId !== undefined) {
    conditions.push(eq(customer.organizationId, bind('organizationId', q.organizationId)));
  }
  if (q.createdDateFrom) conditions.push(gte(customer.createdAt, bind('createdFrom', new Date(q.createdDateFrom))));
  if (q.createdDateTo) conditions.push(lte(customer.createdAt, bind('createdTo', new Date(q.createdDateTo))));
  return and(...conditions) as SQL;
}

/**
 * The searches whose best plan does not depend on their values: the tab alone or with one filter read
 * through that filter's own index (tables.ts): the Auth0 id, the organization, the email start (an
 * index range, its matches then sorted), one connection (tab, connection, created, id), or a created range
 * (tab, created, id). Such a query is a named statement, planned once per connection. Several
 * connections (a rare one reads another index than a common one, and none reads the list in order) and
 * any two filters together (which index is best depends on their values) are planned with their values.
 */
const PLANNED_ONCE: readonly (readonly string[])[] = [
  // A name search's page in order, read only once it is known to hold more than SEARCH_EXACT_COUNT
  // matches: the walk of the tab's (or the connection's) created index, which ends with name_key and
  // which the generic plan (a LIKE of 0.5%) chooses.
  ['name'],
  ['name', 'connection'],
  ['auth0Id'],
  ['organizationId'],
  ['email', 'emailFrom', 'emailBefore', 'emailBucket'],
  ['connection'],
  ['createdFrom', 'createdTo'],
];
const plannedOnce = (filters: string[]) => {
  const others = filters.filter((f) => f !== 'isB2b');
  return !others.length || PLANNED_ONCE.some((one) => others.every((f) => one.includes(f)));
};

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

/** The list's columns: a row's organization name as a subquery, not a join (the planner would hash the whole organization table for a handful of rows). */
const listColumns = {
  id: customer.id,
  auth0Id: customer.auth0Id,
  email: customer.email,
  firstName: customer.firstName,
  lastName: customer.lastName,
  connection: customer.connection,
  accountType: customer.accountType,
  isB2b: customer.isB2b,
  organization: sql<
    string | null
  >`(select ${organization.name} from ${organization} where ${organization.id} = ${customer.organizationId})`,
  organizationId: customer.organizationId,
  createdAt: customer.createdAt,
};
const selectListRows = (db: Db) => db.select(listColumns).from(customer);
type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];
type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R[]> };

/** The page read in the list's order, of each shape of the search (db/prepared.ts). */
const pageByShape = preparedShapes<Prepared<ListRow>>();
/**
 * The same page with `matched` on every row: the list's matches up to SEARCH_EXACT_COUNT + 1 (db/list-page.ts
 * cappedCount), of each shape.
 */
const pageWithCountByShape = preparedShapes<Prepared<ListRow & { matched: number }>>();

/** The rows of the customers `ids` (an int[] placeholder) in the list's order: one named statement per direction. */
const rowsByIds = (() => {
  const byDirection = {
    ASC: preparedPer((db) => rowsByIdsIn(db, 'ASC')),
    DESC: preparedPer((db) => rowsByIdsIn(db, 'DESC')),
  };
  return (db: Db, direction: SortDirection) => byDirection[direction](db);
})();
function rowsByIdsIn(db: Db, direction: SortDirection) {
  return selectListRows(db)
    .where(sql`${customer.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(by(direction)(customer.createdAt), by(direction)(customer.id))
    .prepare(`customers_rows_by_ids_${direction.toLowerCase()}`);
}

/** The ids of a page of the customer search, in its order (db/list-page.ts). */
const pageIdsOf = (db: Db, where: SQL, order: SQL[], window: PageWindow) =>
  pageIdsOfList(db, customer, customer.id, where, order, window);

/**
 * The ids of a page of an email start's matches: every match read through the email index first (a
 * subquery with OFFSET 0, which the planner keeps apart), then the page of them in the list's order.
 * A prepared email search hides its range from the planner (customerFilters), which would otherwise
 * guess it matches 0.5% of the tab and walk the tab's created index for ten of them: the whole tab for
 * an exact email (~0.7 s).
 */
function emailPageIdsOf(db: Db, where: SQL, direction: SortDirection, window: PageWindow) {
  const matches = db
    .select({ id: customer.id, createdAt: customer.createdAt })
    .from(customer)
    .where(where)
    .offset(sql.raw('0') as never)
    .as('matches');
  const dir = by(direction);
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(dir(matches.createdAt), dir(matches.id))
    .limit(window.limit as number)
    .offset(window.offset as number);
}

/**
 * The search's name in list-count's memory of totals beyond exact counting: its filters, since the total
 * depends on them alone (not on the page, its size or the sort).
 */
export function customerListKey(q: CustomerListQuery): string {
  const { page: _page, size: _size, sort: _sort, ...filtersOnly } = q;
  return `customers ${JSON.stringify(filtersOnly)}`;
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
  const list: ListOf = {
    key: customerListKey(q),
    from: () => sql`from ${customer} where ${customerFilters(q)}`,
    order: [by(q.sort.direction)(customer.createdAt), by(q.sort.direction)(customer.id)],
    offset: q.page * q.size,
  };
  const { rows, total } = q.name ? await nameSearchPage(db, q, list) : await filteredPage(db, q, list);
  return toListPage(rows, total, q);
}

interface ListOf {
  /** The filters, naming the list for list-count's memory of totals beyond exact counting. */
  key: string;
  /** The list's `from … where …`, for counting. */
  from: () => SQL;
  order: SQL[];
  offset: number;
}

type ByShape<R> = (db: Db, shape: string, build: () => Prepared<R>) => Prepared<R>;

/**
 * A statement of the search's shape (db/prepared.ts), its filters bound to `values`, run with them. An
 * email start is read through the email index and sorted (few matches: an exact email), or, once the
 * list is known to be beyond exact counting (`emailBucket`, when the start is long enough), newest first
 * through its first characters (customer_tab_email3_created_idx): ten entries of a common start, not all
 * its thousands.
 */
function searchStatement<R>(
  db: Db,
  q: CustomerListQuery,
  list: ListOf,
  byShape: ByShape<R>,
  prefix: string,
  emailBucket: boolean,
  select: (where: SQL, pageIds: SQLWrapper) => { prepare(name: string): Prepared<R> },
): () => Promise<R[]> {
  return () => {
    const values: Record<string, unknown> = {};
    const where = customerFilters(q, values, emailBucket);
    const filters = Object.keys(values);
    // A shape planned once walks its index for any page: its deep pages are named statements too.
    const window = pageWindow(q.size, list.offset, plannedOnce(filters) ? 'hidden' : 'parameters');
    const shape = `${filters.join('_')}_${q.sort.direction.toLowerCase()}_${window.shape}`;
    const named = window.planned && plannedOnce(filters);
    const statement = byShape(db, shape, () => {
      const pageIds =
        values.emailFrom !== undefined && values.emailBucket === undefined
          ? emailPageIdsOf(db, where, q.sort.direction, window)
          : pageIdsOf(db, where, list.order, window);
      return select(where, pageIds).prepare(named ? statementName(prefix, shape) : '');
    });
    return statement.execute({ ...values, size: q.size, offset: list.offset });
  };
}

/**
 * Every search but a name search: its page read of its shape (prepared once, db/prepared.ts), with its
 * matches counted up to the cap in the same statement while the list is not known to be beyond exact
 * counting (countedPage).
 */
async function filteredPage(db: Db, q: CustomerListQuery, list: ListOf) {
  const counted = searchStatement(db, q, list, pageWithCountByShape, 'customers_counted', false, (where, pageIds) =>
    db
      .select({ ...listColumns, matched: cappedCount(db, customer, where, SEARCH_EXACT_COUNT) })
      .from(customer)
      .where(inPageIds(customer.id, pageIds))
      .orderBy(...list.order),
  );
  const ordered = searchStatement(db, q, list, pageByShape, 'customers_page', true, (_where, pageIds) =>
    selectListRows(db)
      .where(inPageIds(customer.id, pageIds))
      .orderBy(...list.order),
  );
  return countedPage<ListRow>(db, {
    key: list.key,
    offset: list.offset,
    size: q.size,
    exactUpTo: SEARCH_EXACT_COUNT,
    counted,
    ordered,
    from: list.from,
  });
}

/**
 * A name search (customer-name-search.ts): its matches read once up to the cap from the name index,
 * which tells the total and, within the cap, the page; beyond it (or once the list is known to be beyond)
 * the page is read in the list's order, where matches are many, and the total is the estimate.
 */
async function nameSearchPage(db: Db, q: CustomerListQuery, list: ListOf) {
  const where = customerFilters(q);
  // The page in the list's order, of the search's shape (a walk of the tab's created index: the matches
  // are many when it is read).
  const orderedRows = searchStatement(db, q, list, pageByShape, 'customers_page', false, (_where, pageIds) =>
    selectListRows(db)
      .where(inPageIds(customer.id, pageIds))
      .orderBy(...list.order),
  );
  const known = knownBeyondExact(db, list.key);
  if (known !== undefined) return { rows: await orderedRows(), total: known };
  // The filters set (by their placeholders' names), and the others than the name (with the tab), which
  // may find fewer customers than the name does.
  const filters: Record<string, unknown> = {};
  customerFilters(q, filters);
  const capped = await cappedNameMatches(db, q, {
    filters: Object.keys(filters),
    where,
    others: () => customerFilters({ ...q, name: undefined }),
  });
  if (capped.matched <= SEARCH_EXACT_COUNT) {
    forgetBeyondExact(db, list.key);
    const rows = capped.ids.length ? await rowsByIds(db, q.sort.direction).execute({ ids: capped.ids }) : [];
    return { rows, total: capped.matched };
  }
  // The planner's estimate of the LIKE on name_key (its histogram; the suffix range's is far coarser).
  const total = await beyondExactTotal(db, list.from, capped.matched, list.key);
  return { rows: await orderedRows(), total };
}

/** The wire page of the list's rows. */
function toListPage(rows: ListRow[], total: number, q: CustomerListQuery): Page<CustomerListItem> {
  return toPage(
    rows.map((r) => toCustomerListItem(r, r.organization)),
    total,
    q,
  );
}

/**
 * One page of a customer's own rows (learning progress, in-app purchases: a few hundred at most, read
 * through the (customer, …) index) as the wire shows them (`toWire`), with its total.
 */
async function pageOfRows<T extends typeof lessonProgress | typeof iapRecord, W>(
  db: Db,
  table: T,
  where: SQL,
  order: SQL[],
  q: PageQuery,
  toWire: (row: T['$inferSelect']) => W,
): Promise<Page<W>> {
  const offset = q.page * q.size;
  const rows = (await db
    .select()
    .from(table as typeof lessonProgress)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(offset)) as T['$inferSelect'][];
  const total = await pageTotal(rows.length, offset, q.size, () => listTotal(db, sql`from ${table} where ${where}`));
  return toPage(rows.map(toWire), total, q);
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
  const page = await pageOfRows(
    db,
    lessonProgress,
    where,
    order,
    q,
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
  const courses = await db
    .selectDistinct({ courseName: lessonProgress.courseName })
    .from(lessonProgress)
    .where(eq(lessonProgress.customerId, customerId))
    .orderBy(asc(lessonProgress.courseName));
  return { ...page, courseNames: courses.map((c) => c.courseName) };
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
  return pageOfRows(
    db,
    iapRecord,
    where,
    order,
    q,
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
}
