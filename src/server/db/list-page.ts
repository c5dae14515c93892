import { type AnyColumn, type SQL, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { EXACT_COUNT_LIMIT } from './list-count';
import type { pageWindow } from './prepared';

/**
 * How a list reads one page (docs/decisions.md, "Deep pages"): the page's ids first, read in index
 * order (an index-only walk of the sort key, so skipping rows costs index entries, not table rows), then
 * those rows with their joins.
 *
 * The rows are matched as `id = any(array(<ids>))`, not `id in (<ids>)`: PostgreSQL runs the ids once
 * (an InitPlan) and fetches each row by its key, and plans that in a third of the time of the IN's
 * semi-join (at 1,000,000 customers, planning was most of a search's cost).
 */
export const inPageIds = (id: AnyColumn, pageIds: SQLWrapper): SQL => sql`${id} = any(array(${pageIds}))`;

/**
 * A list's page with the number of its matches up to the exact-count cap (list-count.ts countedPage),
 * as the subquery `page`: its `keys` (the id and the sort's columns) and `matched`. The first
 * EXACT_COUNT_LIMIT + 1 matches are read in any order (through the filter's own index, no order walk),
 * counted, and the page of them taken in the list's order (`orderOf` the given columns), by `window`
 * (prepared.ts pageWindow). Join the table on `page.id` for the rows
 * and order them by `orderOf(page)`.
 */
export function cappedPage<K extends { id: PgColumn } & Record<string, PgColumn>>(
  db: Db,
  table: PgTable,
  keys: K,
  where: SQL | undefined,
  orderOf: (columns: K) => SQL[],
  window: Pick<ReturnType<typeof pageWindow>, 'limit' | 'offset'>,
): Subquery & K & { matched: SQL.Aliased<number> } {
  // Typed loosely inside (a generic selection defeats drizzle's builder types), exactly at the edges.
  const fields: Record<string, PgColumn> = keys;
  const capped = db
    .select(fields)
    .from(table)
    .where(where)
    // Written into the SQL: a cap the planner sees (prepared.ts pageWindow).
    .limit(sql.raw(String(EXACT_COUNT_LIMIT + 1)) as never)
    .as('capped');
  // The subquery's own columns, by name (a subquery answers its fields by property).
  const columns = Object.fromEntries(
    Object.keys(keys).map((name) => [name, (capped as unknown as Record<string, PgColumn>)[name]]),
  ) as Record<string, PgColumn>;
  return db
    .select({ ...columns, matched: sql<number>`(count(*) over ())::int`.as('matched') })
    .from(capped)
    .orderBy(...orderOf(columns as K))
    .limit(window.limit)
    .offset(window.offset)
    .as('page') as unknown as Subquery & K & { matched: SQL.Aliased<number> };
}
