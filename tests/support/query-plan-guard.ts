import { afterAll, beforeAll, expect } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { EXACT_COUNT_LIMIT, SEARCH_EXACT_COUNT } from '../../src/server/db/list-count';
import { SORTED_MATCHES_UP_TO } from '../../src/server/db/list-search';
import { openTestDatabase } from './test-server';

/**
 * The query-plan guard: with 100,000 rows in a list's table (ANALYZEd), the plan of every list query
 * (each sort in both directions, each filter) reads through an index: no sequential scan of the
 * table, no sort of more than a sliver of it (a capped read of a large list excepted: see
 * planProblems), and no read that throws away more than a sliver of it. Deterministic: plans and the
 * rows they discard, not timings. Each guard file seeds its own copy of the test
 * database (the files run side by side).
 */

export const ROWS = 100_000;
/** A sort may order a filtered subset, never more than this share of the table. */
const MAX_SORTED_SHARE = 0.02;
/**
 * A read may discard rows its filter rejects, never more than this share of the table: a walk of an
 * index that throws away most of what it reads (an order walk for a rare value) is a scan in disguise.
 */
const MAX_DISCARDED_SHARE = 0.05;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
  'Sort Key'?: string[];
};

function* nodes(plan: PlanNode, parent?: PlanNode): Generator<[PlanNode, PlanNode | undefined]> {
  yield [plan, parent];
  for (const child of plan.Plans ?? []) yield* nodes(child, plan);
}

/**
 * A LIMIT the planner expects to let through at most 10,000 rows (an exact-count cap, list-count.ts; a page
 * whose size it cannot see, which it takes for 10% of the rows): what it lets through is bounded whatever
 * the table.
 */
const BOUNDED_LIMIT_ROWS = 10_001;
const isCap = (node: PlanNode | undefined) =>
  node?.['Node Type'] === 'Limit' && node['Plan Rows'] <= BOUNDED_LIMIT_ROWS;
/** An exact-count cap (of most lists, or of the searches) where the planner expects it to be reached. */
const isReachedCap = (node: PlanNode | undefined) =>
  node?.['Node Type'] === 'Limit' &&
  (node['Plan Rows'] === EXACT_COUNT_LIMIT + 1 || node['Plan Rows'] === SEARCH_EXACT_COUNT + 1);

/**
 * Whether a sort's input is what such a LIMIT let through (a list's page read with its count,
 * list-count.ts countedPage): its cost is bounded whatever the table.
 */
function cappedInput(sort: PlanNode): boolean {
  let child = sort.Plans?.[0];
  while (child?.['Node Type'] === 'Subquery Scan') {
    child = child.Plans?.[0];
  }
  return isCap(child);
}

/**
 * What is wrong with a plan for `table`, or [] when it reads through indexes. A sequential scan right
 * under the exact-count cap, where the planner expects more matches than the cap (counting a large
 * list, or its page read with its count), stops after the cap's rows: no problem.
 */
function planProblems(plan: PlanNode, table: string, maxSorted: number): string[] {
  const problems: string[] = [];
  // The LIMITs of counts (an aggregate over a capped read): what runs under them stops at the cap.
  const countCaps = new Set<PlanNode>();
  for (const [node, parent] of nodes(plan)) {
    if (node['Node Type'] === 'Limit' && parent?.['Node Type'] === 'Aggregate' && isCap(node)) countCaps.add(node);
  }
  for (const [node, parent] of nodes(plan)) {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table && !isReachedCap(parent)) {
      problems.push(`sequential scan of ${table}`);
    }
    const discarded = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
    // Under a count's cap the read stops after at most the cap's matches (a page's LIMIT is no such bound),
    // as under a search's capped matches (list-search.ts runMatches) that did reach their cap: a common
    // text's matches come soon, and reading them through an index would read more.
    const reachedCap = isReachedCap(parent) && parent?.['Actual Rows'] === parent?.['Plan Rows'];
    const underCountCap = parent !== undefined && (countCaps.has(parent) || reachedCap);
    if (node['Relation Name'] === table && discarded > ROWS * MAX_DISCARDED_SHARE && !underCountCap) {
      problems.push(`${node['Node Type']} of ${table} discarding ${discarded} rows`);
    }
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
      const input = node.Plans?.[0]?.['Plan Rows'] ?? node['Plan Rows'];
      if (input > maxSorted && !cappedInput(node)) {
        problems.push(`sort of ~${input} rows by ${(node['Sort Key'] ?? []).join(', ')}`);
      }
    }
  }
  return problems;
}

/**
 * Sets up a guard file: a copy of the test database seeded by `seed`, then `tables` vacuumed and
 * analysed (what autovacuum does on a live table: statistics and the visibility map for index-only
 * scans). Answers the database and `plansOf(table, call)`: runs `call`, then EXPLAINs every statement
 * it sent that reads `table`.
 */
export function queryPlanGuard(seed: (db: Db) => Promise<void>, tables: readonly string[]) {
  let database: Database;
  let drop: () => Promise<void>;
  let log: { query: string; params: unknown[] }[] = [];
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ logQuery: (query, params) => log.push({ query, params }) }));
    await seed(database.db);
    for (const table of tables) await database.raw(`vacuum analyze ${table}`);
  }, 600_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });
  async function plansOf(
    table: string,
    call: () => Promise<unknown>,
  ): Promise<{ query: string; params: unknown[]; problems: string[] }[]> {
    log = [];
    await call();
    const statements = log.filter((s) => s.query.includes(`"${table}"`) && /^\s*(select|with)\b/i.test(s.query));
    expect(statements.length).toBeGreaterThan(0);
    const out = [];
    for (const s of statements) {
      const [row] = await database.raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        // Run (ANALYZE) for the rows each read discards; the plans of a list's statements are quick here.
        `explain (analyze, format json) ${s.query}`,
        s.params,
      );
      // A page sorted from a search's matches (list-search.ts) sorts at most SORTED_MATCHES_UP_TO of them.
      const fromMatches = s.query.startsWith('with "matches"') || s.query.includes(' offset 0) as "');
      const maxSorted = fromMatches ? SORTED_MATCHES_UP_TO : ROWS * MAX_SORTED_SHARE;
      out.push({
        query: s.query,
        params: s.params,
        problems: planProblems(row!['QUERY PLAN'][0].Plan, table, maxSorted),
      });
    }
    return out;
  }
  return { database: () => database, plansOf };
}
