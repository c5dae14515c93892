import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CustomerListQuery } from '../../../shared/contracts/customers';
import type { Db } from '../../db/client';
import { estimateOf, SEARCH_EXACT_COUNT } from '../../db/list-count';
import { customer } from './tables';

/**
 * A name search looks among the tab's newest customers first (docs/decisions.md, issue 10).
 *
 * The trigram index finds every customer whose name holds the text, but a common name (a last name
 * shared by 0.5% of a million customers) is thousands of rows read from all over the table and sorted,
 * ~10 ms with the table cached and far more without. Walking the tab's (created, id) index from the
 * page's end finds the same page after a few hundred rows when the name is common. So the newest
 * NAME_WINDOW customers of the tab (in the list's order) are searched first: when they hold the whole
 * page, that page is the answer (every match outside them comes after it); otherwise, unless they are
 * the whole tab, the trigram index answers as before. A rare name costs the window (~1–2 ms) more.
 */
export const NAME_WINDOW = 3_000;

export interface WindowAnswer {
  /** The page's customer ids, in the list's order; null when the window does not hold the whole page. */
  ids: number[] | null;
  /** Exact when the window is the whole tab, an estimate beyond SEARCH_EXACT_COUNT, else null (count). */
  total: number | null;
}

/**
 * What the newest NAME_WINDOW customers tell of a name search: its page when they hold it whole, and its
 * total when they are the whole tab (exact) or when their share of matches, over the tab, is beyond
 * SEARCH_EXACT_COUNT (an estimate, the same on every page); otherwise the caller reads and counts.
 */
export async function nameSearchInWindow(db: Db, q: CustomerListQuery, where: SQL): Promise<WindowAnswer> {
  const dir = q.sort.direction === 'DESC' ? desc : asc;
  const tab = eq(customer.isB2b, q.isB2b);
  // The window keeps the table's name ("customer"), so `where` reads its columns; the LIMIT keeps the
  // planner walking the index rather than filtering first.
  const matches = (
    (await db.execute(
      sql`select ${customer.id} as id from (select * from ${customer} where ${tab}
        order by ${dir(customer.createdAt)}, ${dir(customer.id)} limit ${NAME_WINDOW}) as ${customer}
        where ${where} order by ${dir(customer.createdAt)}, ${dir(customer.id)}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  const offset = q.page * q.size;
  const pageIds = matches.slice(offset, offset + q.size);
  const tabRows = await estimateOf(db, sql`from ${customer} where ${tab}`);
  // A tab far larger than the window needs no check (the estimate is off by far less than that).
  const wholeTab = tabRows < 2 * NAME_WINDOW && !(await tabHasMoreThan(db, q.isB2b, NAME_WINDOW));
  if (wholeTab) return { ids: pageIds, total: matches.length };
  // The window's share of matches, over the whole tab: an estimate, shown only where the list shows
  // estimates anyway (beyond SEARCH_EXACT_COUNT); below that the caller counts exactly.
  const extrapolated = Math.round((matches.length / NAME_WINDOW) * tabRows);
  return {
    ids: pageIds.length === q.size ? pageIds : null,
    total: extrapolated > SEARCH_EXACT_COUNT ? extrapolated : null,
  };
}

/** Whether the tab has more than `n` customers (one step of the (tab, created, id) index past n). */
async function tabHasMoreThan(db: Db, isB2b: boolean, n: number): Promise<boolean> {
  const rows = await db
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.isB2b, isB2b))
    .orderBy(customer.createdAt, customer.id)
    .offset(n)
    .limit(1);
  return rows.length > 0;
}

/**
 * A name search's matches up to SEARCH_EXACT_COUNT + 1, read once through the trigram index (each match
 * is re-checked in the table, the costly part: ~6 ms for a full name whose words are common): their
 * number (`matched`) and, since they are every match when within the cap, the page's ids among them in
 * the list's order. Beyond the cap those ids are not the page.
 */
export async function cappedNameMatches(
  db: Db,
  q: CustomerListQuery,
  where: SQL,
): Promise<{ matched: number; ids: number[] }> {
  const dir = sql.raw(q.sort.direction === 'DESC' ? 'desc' : 'asc');
  const { rows } = (await db.execute(
    sql`with capped as materialized (
        select ${customer.id} as id, ${customer.createdAt} as created_at from ${customer} where ${where}
        limit ${sql.raw(String(SEARCH_EXACT_COUNT + 1))})
      select counted.n as matched, page.id from (select count(*)::int as n from capped) as counted
      left join lateral (select id, created_at from capped order by created_at ${dir}, id ${dir}
        limit ${q.size} offset ${q.page * q.size}) as page on true
      order by page.created_at ${dir}, page.id ${dir}`,
  )) as unknown as { rows: { matched: number; id: number | null }[] };
  return {
    matched: rows[0]?.matched ?? 0,
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  };
}
