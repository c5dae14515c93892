import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { CustomerListQuery } from '../../../shared/contracts/customers';
import { CONNECTIONS } from '../../../shared/domain/customer';
import type { Db } from '../../db/client';
import { estimateOf, SEARCH_EXACT_COUNT } from '../../db/list-count';
import type { PageWindow } from '../../db/list-page';
import { pageWindow, preparedShapes, statementName } from '../../db/prepared';
import { stringsStartingWithEndBefore } from '../../db/sql';
import { customer, customerNameSuffix, NAME_SUFFIX_LENGTH } from './tables';

/**
 * The name search through customer_name_suffix (docs/decisions.md, issue 10). A name holds the text
 * exactly when one of its suffixes starts with it: the customers of a tab whose name holds "smith" are
 * the index range from "smith" up to "smiti" (bytewise, text_pattern_ops), read index-only. A text longer
 * than the suffixes kept is looked up by its last NAME_SUFFIX_LENGTH characters and re-checked in the
 * table, as are the matches of a search with an email start, an Auth0 id or an organization (ON_INDEX).
 */

/**
 * The filters (customerFilters' placeholder names) the index checks itself: the tab, the name, the
 * connections and the created range. Any other (an email start, an Auth0 id, an organization, or one
 * added later) is checked in the table.
 */
const ON_INDEX = new Set(['isB2b', 'name', 'connection', 'connections', 'createdFrom', 'createdTo']);

/** Index entries read at most for a capped count: a name may hold the text twice (two entries, one match). */
const ENTRIES_CAP = 2 * (SEARCH_EXACT_COUNT + 1);

/** The index range that holds a name search's matches (or more of them, when `exact` is false). */
export interface NameRange {
  from: string;
  /** The first string after every string that starts with `from`; null when there is none to name. */
  before: string | null;
  /** Whether the range holds exactly the customers whose name holds the text (no re-check needed). */
  exact: boolean;
}

/** The range of the index to read for a name search of `text` (trimmed, not empty). */
export function nameRangeOf(text: string): NameRange {
  const points = [...text.toLowerCase()];
  // A longer text: its last characters that a suffix starts with (not a space), re-checked in the table.
  const tail = points.slice(-NAME_SUFFIX_LENGTH);
  while (tail[0] === ' ') tail.shift();
  const from = tail.join('');
  const before = stringsStartingWithEndBefore(from);
  return { from, before, exact: tail.length === points.length && before !== null };
}

/** The range's condition on the index: the tab, then the suffixes from `from` up to `before` (of each connection). */
function inRange(isB2b: boolean, range: NameRange): SQL {
  const s = customerNameSuffix;
  return and(
    eq(s.isB2b, isB2b),
    sql`${s.suffix} ~>=~ ${range.from}`,
    range.before === null ? undefined : sql`${s.suffix} ~<~ ${range.before}`,
  ) as SQL;
}

interface Capped {
  entries: number;
  matched: number;
  id: number | null;
}

/**
 * A name search's matches up to SEARCH_EXACT_COUNT + 1: their number (`matched`) and, since they are
 * every match when within the cap, the page's ids among them in the list's order (beyond the cap those
 * ids are not the page). A search of the name alone whose range is exact reads the index alone, a named
 * statement of its direction and page window (db/prepared.ts: the range's bounds in subqueries, which the
 * planner does not look into, so the generic plan is kept). With connections or a created range too,
 * the index checks them itself (indexFilters). Otherwise (an email start, an Auth0 id or an organization,
 * a long text) each entry's customer is read and checked against `where`, or, when the other filters
 * find fewer customers (othersFindFewer), those customers are read through their index and checked.
 */
export async function cappedNameMatches(
  db: Db,
  q: CustomerListQuery,
  search: {
    /** The filters set: the names of customerFilters' placeholders. */
    filters: string[];
    /** The search's whole WHERE on customer. */
    where: SQL;
    /** Its WHERE without the name. */
    others: () => SQL;
  },
): Promise<{ matched: number; ids: number[] }> {
  const range = nameRangeOf(q.name ?? '');
  const s = customerNameSuffix;
  // The page of at most 1,001 matches, sorted: the same plan for any page.
  const window = pageWindow(q.size, q.page * q.size, 'hidden');
  let rows: Capped[];
  // Filters the index cannot check (email, Auth0 id, organization, a long text's whole) need the table.
  const inTable = !range.exact || search.filters.some((f) => !ON_INDEX.has(f));
  if (!inTable) {
    // The index alone: a named statement of the filters set, the direction and the page window.
    const set = {
      createdFrom: q.createdDateFrom !== undefined,
      createdTo: q.createdDateTo !== undefined,
    };
    const shape = `${Object.entries(set)
      .filter(([, on]) => on)
      .map(([name]) => name)
      .join('_')}_${q.sort.direction}_${window.shape}`;
    const statement = cappedByShape(db, shape, () => {
      const bound = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
      const where = and(
        sql`${s.isB2b} = ${sql.placeholder('isB2b')}`,
        sql`${s.suffix} ~>=~ ${bound('from', 'text')}`,
        sql`${s.suffix} ~<~ ${bound('before', 'text')}`,
        // Cast, the subquery is an array value: `any(<subquery>)` alone would read it as the subquery's rows.
        sql`${s.connection} = any(${bound('connections', 'text[]')}::text[])`,
        set.createdFrom ? sql`${s.createdAt} >= ${bound('createdFrom', 'timestamptz')}` : undefined,
        set.createdTo ? sql`${s.createdAt} <= ${bound('createdTo', 'timestamptz')}` : undefined,
      );
      return db
        .select({ entries: sql<number>`entries`, matched: sql<number>`matched`, id: sql<number | null>`id` })
        .from(
          cappedAnswer(
            sql`select ${s.customerId} as id, ${s.createdAt} as created_at from ${s} where ${where}`,
            q.sort.direction,
            window,
          ),
        )
        .orderBy(...byDirection(q.sort.direction, sql`answer.created_at`, sql`answer.id`))
        .prepare(window.planned ? statementName('customers_name_capped', shape) : '');
    });
    rows = await statement.execute({
      isB2b: q.isB2b,
      from: range.from,
      before: range.before,
      connections: connectionsOf(q),
      createdFrom: q.createdDateFrom ? new Date(q.createdDateFrom) : undefined,
      createdTo: q.createdDateTo ? new Date(q.createdDateTo) : undefined,
      size: q.size,
      offset: q.page * q.size,
    });
  } else {
    const onIndex = indexFilters(q, range);
    let entries: SQL;
    if (await othersFindFewer(db, onIndex, search.others())) {
      entries = sql`select ${customer.id} as id, ${customer.createdAt} as created_at from ${customer} where ${search.where}`;
    } else {
      entries = sql`select ${customer.id} as id, ${customer.createdAt} as created_at
        from ${s} join ${customer} on ${customer.id} = ${s.customerId} where ${onIndex} and ${search.where}`;
    }
    const page = { limit: q.size, offset: q.page * q.size };
    const answer = cappedAnswer(entries, q.sort.direction, page);
    rows = (
      (await db.execute(
        sql`select entries, matched, id from ${answer}
          order by ${sql.join(byDirection(q.sort.direction, sql`answer.created_at`, sql`answer.id`), sql`, `)}`,
      )) as unknown as { rows: Capped[] }
    ).rows;
  }
  const first = rows[0];
  // Every entry read: some matches may be left (a cap of entries is fewer matches when names hold it twice).
  const matched =
    first && first.entries >= ENTRIES_CAP ? Math.max(first.matched, SEARCH_EXACT_COUNT + 1) : (first?.matched ?? 0);
  return { matched, ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])) };
}

/**
 * The search's connections, or every one: the index leads with the connection, so a name of any
 * connection is read as one range per connection (customer_connection_check: there are no others).
 */
const connectionsOf = (q: CustomerListQuery): readonly string[] => (q.connections.length ? q.connections : CONNECTIONS);

/**
 * What the index checks of a search: the tab, the name's range, and the connections and created range
 * when the search has them.
 */
function indexFilters(q: CustomerListQuery, range: NameRange): SQL {
  const s = customerNameSuffix;
  return and(
    inRange(q.isB2b, range),
    inArray(s.connection, connectionsOf(q)),
    q.createdDateFrom ? gte(s.createdAt, new Date(q.createdDateFrom)) : undefined,
    q.createdDateTo ? lte(s.createdAt, new Date(q.createdDateTo)) : undefined,
  ) as SQL;
}

/**
 * Whether the search's other filters are estimated to find fewer customers than the index finds
 * entries: then their own index is read and each name checked (two letters of one organization), else
 * the index's entries and each customer checked (a last name and an email start).
 */
async function othersFindFewer(db: Db, onIndex: SQL, others: SQL) {
  const [inName, inOthers] = await Promise.all([
    estimateOf(db, sql`from ${customerNameSuffix} where ${onIndex}`),
    estimateOf(db, sql`from ${customer} where ${others}`),
  ]);
  return inOthers < inName;
}

const cappedByShape = preparedShapes<{ execute(values: Record<string, unknown>): Promise<Capped[]> }>();

const byDirection = (direction: 'ASC' | 'DESC', ...columns: SQL[]) =>
  columns.map((c) => sql`${c} ${sql.raw(direction === 'DESC' ? 'desc' : 'asc')}`);

/**
 * `answer`: the first ENTRIES_CAP of `entries` (id, created_at) read once (a materialized CTE), their
 * number, their distinct customers' number, and the page of those customers in the list's order (one row
 * with a null id when the page is empty).
 */
function cappedAnswer(entries: SQL, direction: 'ASC' | 'DESC', page: PageWindow): SQL {
  const order = sql.join(byDirection(direction, sql`created_at`, sql`id`), sql`, `);
  return sql`(with entries as materialized (${entries} limit ${sql.raw(String(ENTRIES_CAP))}),
      matches as (select distinct id, created_at from entries)
    select counted.entries, counted.matched, page.id, page.created_at
    from (select (select count(*) from entries)::int as entries, (select count(*) from matches)::int as matched)
      as counted
    left join lateral (select id, created_at from matches order by ${order}
      limit ${page.limit} offset ${page.offset}) as page on true) as answer`;
}
