import { type AnyColumn, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

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

/** A page's LIMIT and OFFSET: numbers, or placeholders of a prepared statement (prepared.ts pageWindow). */
export type PageWindow = { limit: number | Placeholder; offset: number | Placeholder };

/** The ids of a page of a list, in its order (`order`): read through an index, in order, skipping the offset. */
export function pageIdsOf(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit as number)
    .offset(window.offset as number);
}

/**
 * The number of a list's matches up to `exactUpTo` + 1, as a column of its page read (list-count.ts
 * countedPage): one short read of the filter's index, run once for the statement (an InitPlan), which
 * stops after that many matches whatever the list. The cap is written into the SQL, where the planner
 * sees it (prepared.ts pageWindow).
 */
export function cappedCount(db: Db, table: PgTable, where: SQL | undefined, exactUpTo: number): SQL<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(sql.raw(String(exactUpTo + 1)) as never)
    .as('capped');
  return sql<number>`(select count(*)::int from ${capped})`;
}
