import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * How lists count ('Total N') and stay cheap at millions of rows (docs/decisions.md): the planner's
 * estimate of the query comes first (planning only, from the statistics autovacuum keeps current).
 * When it says the list is large (over ESTIMATE_ABOVE), the total is that estimate. Otherwise the
 * rows are counted, stopping at EXACT_COUNT_LIMIT + 1 (a LIMIT inside the count), and a count under
 * the limit is exact. Narrow lists, what staff look for, are exact; a list of hundreds of thousands
 * shows the estimate.
 */
export const EXACT_COUNT_LIMIT = 10_000;
/** An estimate above this is trusted without counting (estimates are seldom off by 5×). */
export const ESTIMATE_ABOVE = 5 * EXACT_COUNT_LIMIT;

type Rows<R> = { rows: R[] };

/** Estimates of large lists, kept briefly: an estimate moves only with the table's statistics. */
const ESTIMATE_TTL_MS = 10_000;
const estimates = new Map<string, { value: number; until: number }>();
const MAX_ESTIMATES = 1000;

/** The planner's estimate of the rows of `from` (large estimates kept briefly). */
export async function estimateOf(db: Db, from: SQL): Promise<number> {
  const statement = sql`explain (format json) select 1 ${from}`;
  const { sql: text, params } = statementOf(db, statement);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const kept = estimates.get(key);
  if (kept && kept.until > now) return kept.value;
  const [plan] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(await db.execute(statement));
  const value = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  // Only large estimates are kept: a small list is counted exactly on every request anyway.
  if (value > ESTIMATE_ABOVE) {
    if (estimates.size >= MAX_ESTIMATES) estimates.delete(estimates.keys().next().value as string);
    estimates.set(key, { value, until: now + ESTIMATE_TTL_MS });
  }
  return value;
}

/** The SQL text and parameters drizzle would send for a statement. */
const statementOf = (db: Db, statement: SQL) =>
  (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(
    statement,
  );
const rowsOf = <R>(result: unknown): R[] => (result as Rows<R>).rows;

/**
 * The total of `from` (a `from … where …` fragment), exact up to `exactUpTo` (EXACT_COUNT_LIMIT unless
 * given: a substring search, whose every match is re-checked in the table, counts exactly only up to a
 * smaller number and shows the estimate beyond it).
 */
export async function listTotal(db: Db, from: SQL, exactUpTo = EXACT_COUNT_LIMIT): Promise<number> {
  const estimate = await estimateOf(db, from);
  if (estimate > ESTIMATE_ABOVE) return estimate;
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 ${from} limit ${exactUpTo + 1}) as capped`),
  );
  const n = counted?.n ?? 0;
  return n <= exactUpTo ? n : Math.max(estimate, n);
}

/** How far a substring (trigram) search counts exactly (see listTotal). */
export const SUBSTRING_EXACT_COUNT = 1_000;

/**
 * The total of a page's list, counting only when the page cannot tell: a page with rows that is not full
 * is the last one, so the total is the rows before it plus its own (a search that finds one customer
 * costs no count). Otherwise (a full page, or an empty page past the first) `count` runs.
 */
export async function pageTotal(
  rowsOnPage: number,
  offset: number,
  limit: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rowsOnPage > 0 && rowsOnPage < limit) return offset + rowsOnPage;
  if (rowsOnPage === 0 && offset === 0) return 0;
  return count();
}
