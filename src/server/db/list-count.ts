import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_EXACT_COUNT } from '../../shared/contracts/common';
import type { Db } from './client';

/**
 * How lists count ('Total N') and stay cheap at millions of rows (docs/decisions.md): the planner's
 * estimate of the query comes first (planning only, from the statistics autovacuum keeps current).
 * When it says the list is large (over ESTIMATE_ABOVE), the total is that estimate. Otherwise the
 * rows are counted, stopping at EXACT_COUNT_LIMIT + 1 (a LIMIT inside the count), and a count under
 * the limit is exact. Narrow lists, what staff look for, are exact; a longer one shows the estimate.
 * The limit is the searches' (1,000): counting up to 10,000 read up to 10,000 index entries per request
 * (~4 ms, a quarter of a list's throughput under load) for a total nobody pages through to check.
 */
export const EXACT_COUNT_LIMIT = SEARCH_EXACT_COUNT;
/** An estimate above this is trusted without counting (estimates are seldom off by 5×). */
export const ESTIMATE_ABOVE = 5 * EXACT_COUNT_LIMIT;

type Rows<R> = { rows: R[] };

/**
 * Estimates of large lists, kept briefly per database: an estimate moves only with the table's
 * statistics.
 */
const ESTIMATE_TTL_MS = 10_000;
const estimatesOf = new WeakMap<Db, Map<string, { value: number; until: number }>>();
const MAX_ESTIMATES = 1000;

/** The planner's estimate of the rows of `from` (large estimates kept briefly). */
export async function estimateOf(db: Db, from: SQL): Promise<number> {
  const statement = sql`explain (format json) select 1 ${from}`;
  const { sql: text, params } = statementOf(db, statement);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  let estimates = estimatesOf.get(db);
  if (!estimates) {
    estimates = new Map();
    estimatesOf.set(db, estimates);
  }
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
 * Totals known to be beyond exact counting (the estimate, or the capped count), by a caller's key of the
 * list's shape and values, kept ESTIMATE_TTL_MS like the estimates: such a total is an estimate anyway,
 * so for that while the same list is neither planned nor counted again (a page alone answers it). When
 * one expires, the first request to see it finds out again while the others keep using it, so a busy
 * list is not counted by every request at once (`refreshing`: until when that one request may take).
 */
const beyondExact = new WeakMap<Db, Map<string, { value: number; until: number; refreshing: number }>>();

function rememberBeyondExact(db: Db, key: string, value: number, now: number) {
  let kept = beyondExact.get(db);
  if (!kept) {
    kept = new Map();
    beyondExact.set(db, kept);
  }
  if (kept.size >= MAX_ESTIMATES && !kept.has(key)) kept.delete(kept.keys().next().value as string);
  kept.set(key, { value, until: now + ESTIMATE_TTL_MS, refreshing: 0 });
}

/** `key`'s list was found within exact counting: nothing beyond it is remembered. */
export function forgetBeyondExact(db: Db, key: string | undefined) {
  if (key !== undefined) beyondExact.get(db)?.delete(key);
}

/**
 * The total of `from` (a `from … where …` fragment), exact up to `exactUpTo` (EXACT_COUNT_LIMIT unless
 * given: the searches of a million rows count exactly only up to SEARCH_EXACT_COUNT and show the
 * estimate beyond it). With `key` (the list's shape and values, for the
 * same `from` always), a total found beyond exact counting is remembered briefly (`beyondExact`) and
 * `from` is not even built while it is.
 */
export async function listTotal(
  db: Db,
  from: SQL | (() => SQL),
  exactUpTo = EXACT_COUNT_LIMIT,
  key?: string,
): Promise<number> {
  const known = key === undefined ? undefined : knownBeyondExact(db, key);
  if (known !== undefined) return known;
  const fragment = typeof from === 'function' ? from() : from;
  const estimate = await estimateOf(db, fragment);
  if (estimate > ESTIMATE_ABOVE) {
    if (key !== undefined) rememberBeyondExact(db, key, estimate, Date.now());
    return estimate;
  }
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 ${fragment} limit ${exactUpTo + 1}) as capped`),
  );
  const n = counted?.n ?? 0;
  if (n <= exactUpTo) {
    forgetBeyondExact(db, key);
    return n;
  }
  return beyondExactTotal(db, fragment, n, key, estimate);
}

/**
 * Whether `key`'s list was lately found beyond exact counting (its remembered total, expired or not):
 * a hint of how common its matches are, for choosing a plan; it neither counts nor refreshes anything.
 */
export function seenBeyondExact(db: Db, key: string): boolean {
  return beyondExact.get(db)?.has(key) ?? false;
}

/** The remembered total of `key` when it is beyond exact counting (see listTotal), else undefined. */
export function knownBeyondExact(db: Db, key: string): number | undefined {
  const known = beyondExact.get(db)?.get(key);
  if (!known) return undefined;
  const now = Date.now();
  if (known.until > now || known.refreshing > now) return known.value;
  // Expired: this request finds out again (within ESTIMATE_TTL_MS); the others use the value meanwhile.
  known.refreshing = now + ESTIMATE_TTL_MS;
  return undefined;
}

/**
 * The total of a list found to hold more than exact counting reaches (`atLeast` rows were seen): the
 * planner's estimate when larger; remembered under `key` like listTotal does.
 */
export async function beyondExactTotal(
  db: Db,
  from: SQL | (() => SQL),
  atLeast: number,
  key?: string,
  estimated?: number,
): Promise<number> {
  const estimate = estimated ?? (await estimateOf(db, typeof from === 'function' ? from() : from));
  const total = Math.max(estimate, atLeast);
  if (key !== undefined) rememberBeyondExact(db, key, total, Date.now());
  return total;
}

/**
 * A counted page's rows without the count each carries (`matched`): the rows a list answers are its own
 * columns only, so a list written as built (PLAIN) never shows it.
 */
export function withoutCount<R>(rows: readonly (R & { matched: number })[]): R[] {
  return rows.map(({ matched: _count, ...row }) => row as unknown as R);
}

/**
 * A page of a list and its total from one statement when it can tell both (docs/decisions.md, issue 10):
 * unless the list (`key`: its filters) is known to be beyond exact counting, `counted` reads the page
 * with the number of matches up to `exactUpTo` + 1 on each row as `matched` (list-page.ts cappedCount).
 * When that number is within `exactUpTo` it is the exact total; otherwise the total is the planner's
 * estimate and the list is remembered as beyond exact counting (like listTotal does), so its next pages
 * are read by `ordered` alone (the page without the count). A page past the last match counts.
 */
export async function countedPage<R>(
  db: Db,
  list: {
    key: string;
    offset: number;
    size: number;
    /** How far the list counts exactly (what `counted` caps its count at, plus one). */
    exactUpTo: number;
    counted(): Promise<(R & { matched: number })[]>;
    ordered(): Promise<R[]>;
    from(): SQL;
  },
): Promise<{ rows: R[]; total: number }> {
  if (knownBeyondExact(db, list.key) === undefined) {
    const found = await list.counted();
    const matched = found[0]?.matched;
    if (matched !== undefined) {
      if (matched <= list.exactUpTo) {
        forgetBeyondExact(db, list.key);
        return { rows: withoutCount(found), total: matched };
      }
      // The page is right either way: only its total is beyond exact counting.
      return { rows: withoutCount(found), total: await beyondExactTotal(db, list.from, matched, list.key) };
    }
    if (list.offset === 0) {
      forgetBeyondExact(db, list.key);
      return { rows: [], total: 0 };
    }
  }
  const rows = await list.ordered();
  const total = await pageTotal(rows.length, list.offset, list.size, () =>
    listTotal(db, list.from, list.exactUpTo, list.key),
  );
  return { rows, total };
}

/**
 * How far the searches of a million rows count exactly (the customer and entitlement searches, and a
 * name search; shared/contracts/common.ts): counting is reading every match, and at 50 searches at once
 * on a small server the whole budget of one is well under a millisecond of database time, which reads
 * ~1,000 index entries, not 10,000 (docs/decisions.md). Beyond it the total is the planner's estimate.
 */
export { SEARCH_EXACT_COUNT };

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
