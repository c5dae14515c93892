import { and, Column, getTableName, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortDirection } from '../../shared/contracts/common';
import type { Db } from './client';
import { type RareRun, rareRunOf } from './gram-counts';
import {
  beyondExactTotal,
  countedPage,
  forgetBeyondExact,
  knownBeyondExact,
  listTotal,
  pageTotal,
  SEARCH_EXACT_COUNT,
  seenBeyondExact,
  withoutCount,
} from './list-count';
import { cappedCount, inPageIds, pageIdsOf } from './list-page';
import { pageWindow, preparedShapes, statementName } from './prepared';
import {
  asciiGrams,
  gramBound,
  holdsShort,
  isShortText,
  likeStoredLower,
  staysShortLowered,
  TRIGRAM,
} from './short-grams';
import { likeContains } from './sql';

/**
 * One way to read a list many rows long (issue 20 part 3): a list declares its filters (each a
 * condition on a placeholder, and the index that serves it), its order and how far it counts exactly;
 * `listSearch` builds its statements once per shape (the filters set, the order, the page window) and
 * reads the page's ids first, then those rows, with the number of matches up to the cap in the same
 * statement (list-count.ts countedPage) while the list is not known to be beyond exact counting.
 *
 * A shape of no filter or one `generic` filter (its best plan does not depend on its value: an equality
 * on an index that leads with it) is a named statement, planned once per connection (prepared.ts); any
 * other (a substring, a range, several values, two filters together) reads its page's ids and count in a
 * statement of the list's table planned with its values on every run (still built once in Node), then
 * the rows by ids in a named one (`idsThenRows`). A lone substring's walk hides its text from the planner
 * and is named too (`walkGeneric`), as is a substring of a reference table's text (`within`, `fewRows`).
 * The customer search (customers/customer-list.ts) is the same means written out by hand.
 */

/** The row a list's columns read (their data types by name). */
export type RowOf<C> = { [K in keyof C]: C[K] extends { _: { data: infer D } } ? D : never };

/**
 * A placeholder of the statement for another value of a filter (`name`, unique within the filter), bound
 * with the filter's own: e.g. ids read before the page that the condition compares with.
 */
export type Bind = (name: string, value: unknown) => SQLWrapper;

/** What a filter's condition is for (SearchFilter.condition). */
export type FilterUse = 'match' | 'walk' | 'count';

export interface SearchFilter<Q> {
  /** The filter's value in the query, or undefined when it is not set. */
  value(q: Q): unknown;
  /**
   * The condition on the bound value (which may depend on the query: see `variant`), to find the matches
   * through the filter's index, (`walk`) to test the rows of a walk of the sort's index, or (`count`) to
   * count or estimate the matches: planned with the value in sight, as the planner's estimate of them
   * decides how a page beyond exact counting is read.
   */
  condition(value: SQLWrapper, q: Q, use: FilterUse, bind: Bind): SQL;
  /** Which form of its condition the query takes, when it has several (part of the statement's shape). */
  variant?(q: Q): string;
  /** The index that serves it (documentation, and the query-plan guard's list shapes). */
  index: string;
  /**
   * Its best plan is the same whatever the value (for this query, when a function): the statement may
   * keep a generic plan.
   */
  generic?: boolean | ((q: Q) => boolean);
  /**
   * Its best plan is the walk of the sort's index (the same whatever the value) while its matches are
   * common: a list with this filter alone, lately found beyond exact counting (list-count.ts
   * seenBeyondExact: over `exactUpTo` matches), keeps a named statement; a rarer value is planned with
   * it (the walk would read far before its page). E.g. a base price on a tenth of the save offers.
   */
  genericWhenCommon?: boolean;
  /**
   * Reads, before the statements, what its condition needs for this query (a substring's rare run:
   * gram-counts.ts); kept for that query object.
   */
  lookup?(db: Db, q: Q): Promise<void>;
  /**
   * How many matches a list with this filter set may count exactly (the lowest of the filters set and
   * the list's `exactUpTo` holds): a substring's matches are read from the table, not an index alone, so
   * it counts like the searches (SEARCH_EXACT_COUNT); a text no index can look up (a short one with a
   * LIKE wildcard in it) not at all beyond the page: counting it would read the whole column.
   */
  countUpTo?(q: Q): number;
  /**
   * A substring: its matches are found through its index (a trigram or short pieces) and the page sorted
   * from them (`runMatches`), not by a walk of the sort's index that tests every row on the way.
   */
  substring?: boolean;
  /**
   * Each of its matches is read from the list's table to check it (a substring of the table's own
   * columns), or found through an index that holds the sort's columns: a substring search's capped
   * matches then keep the columns the order names, and its page is sorted from them without fetching
   * each again (`runMatches`).
   */
  readsRows?: boolean;
  /**
   * A substring whose matches may cluster in the list's order for this query (a name's substring in name
   * order: 'hooli' only a third of the way in): beyond the count's cap they are sorted while few enough
   * (SORTED_MATCHES_UP_TO). Otherwise (false: a sort by time, along which they are spread) the walk of the
   * sort's index finds the first page's within a few hundred rows, where sorting them read every one.
   */
  clusters?(q: Q): boolean;
  /**
   * Its condition in a walk of the sort's index (`use` 'walk') hides its value from the planner for this
   * query: that walk's plan is the same whatever the value, and a list with this filter alone may keep it
   * (a named statement).
   */
  walkGeneric?(q: Q): boolean;
  /**
   * What the list's totals beyond exact counting are remembered by for this filter (list-count.ts
   * knownBeyondExact), when not its value: the status filter's value is the clock's now, new on every
   * request, while such a total is an estimate that moves with the statuses alone.
   */
  totalKey?(q: Q): unknown;
}

/** The rows of a page: the list's columns (and `extra`, the count) from its table and joins. */
type RowsSelect = (
  db: Db,
  extra: Record<string, SQL>,
) => {
  where(where: SQL): { orderBy(...order: SQL[]): { prepare(name: string): unknown } };
};
type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R[]> };

export interface ListSearchDefinition<Q> {
  /** The statements' name prefix. */
  name: string;
  table: PgTable;
  id: PgColumn;
  filters: Record<string, SearchFilter<Q>>;
  /** The ORDER BY of the page (id last) and a short name of it for the shape. */
  order(q: Q): { key: string; order: SQL[] };
  rows: RowsSelect;
  /**
   * Filters whose index leads the best plan whatever the values (it holds the columns the other filters
   * test, in the list's order): a set of generic filters that includes one of them is generic too, a named
   * statement that walks that index and tests the others from its entries (one organization's voucher
   * groups of a type, active). Otherwise two filters together are planned with their values.
   */
  leadingFilters?: readonly string[];
  /** The number of matches counted exactly; beyond it the total is the planner's estimate. */
  exactUpTo: number;
  /**
   * How the total is found: with the page (the default: the matches up to the cap counted in the page's
   * statement, list-count.ts countedPage), or `estimateFirst`: the planner's estimate first and a count
   * only when it is small (listTotal), for a list whose filter may match most rows through another
   * table, where counting them with the page would read the whole table.
   */
  count?: 'withPage' | 'estimateFirst';
  /**
   * The rows of each UTC day of a time column (`column`), kept by the database in `<table>_day_count`
   * (migration 0028), and the direction a query sorts by it (undefined: another order): a deep page of
   * that order with no filter adds up the days before it and walks the sort's index from its own day's
   * start (runFromDay), instead of reading every index entry before the offset.
   */
  dayCounts?: { column: PgColumn; direction(q: Q): SortDirection | undefined };
}

export interface ListSearch<Q, R> {
  /** A page of the list (`offset`, `size`) and its total. */
  page(db: Db, q: Q, window: { offset: number; size: number }): Promise<{ rows: R[]; total: number }>;
}

export function listSearch<Q, R>(definition: ListSearchDefinition<Q>): ListSearch<Q, R> {
  const counted = preparedShapes<Prepared<R & { matched: number }>>();
  const cappedMatches = preparedShapes<Prepared<R & { matched: number }>>();
  const ordered = preparedShapes<Prepared<R>>();
  const fromDays = preparedShapes<Prepared<R>>();
  const pageIdsFirst = preparedShapes<Prepared<Record<string, unknown>>>();
  const byIds = preparedShapes<unknown>();
  const entries = Object.entries(definition.filters);

  /** The conditions of the filters set, their values bound into `values`. */
  const whereOf = (q: Q, values?: Record<string, unknown>, use: FilterUse = 'match'): SQL | undefined => {
    const conditions: SQL[] = [];
    for (const [name, filter] of entries) {
      const value = filter.value(q);
      if (value === undefined) continue;
      if (values) values[name] = value;
      const bind: Bind = (other, otherValue) => {
        if (!values) return sql.param(otherValue);
        values[`${name}_${other}`] = otherValue;
        return sql.placeholder(`${name}_${other}`);
      };
      conditions.push(filter.condition(values ? sql.placeholder(name) : sql.param(value), q, use, bind));
    }
    return conditions.length ? and(...conditions) : undefined;
  };

  return {
    async page(db, q, { offset, size }) {
      for (const [, filter] of entries) if (filter.lookup && filter.value(q) !== undefined) await filter.lookup(db, q);
      const values: Record<string, unknown> = {};
      const where = whereOf(q, values);
      // The walk's form binds its own values too (a bound's pieces), whichever statement runs.
      const walkWhere = whereOf(q, values, 'walk');
      // The filters set (their values and the other values they bind are in `values`).
      const set = entries.filter(([, filter]) => filter.value(q) !== undefined).map(([name]) => name);
      const exactUpTo = Math.min(
        definition.exactUpTo,
        ...set.map((name) => definition.filters[name]?.countUpTo?.(q) ?? Number.POSITIVE_INFINITY),
      );
      const keyed = { ...values };
      for (const name of set) {
        const totalKey = definition.filters[name]?.totalKey;
        if (totalKey) keyed[name] = totalKey(q);
      }
      const listKey = `${definition.name} ${JSON.stringify(keyed)}`;
      // Two filters together: which index is best depends on their values (planned with them), unless
      // one of them leads (leadingFilters).
      const generic =
        (set.length <= 1 || set.some((name) => definition.leadingFilters?.includes(name))) &&
        set.every((name) => {
          const filter = definition.filters[name];
          if (filter?.genericWhenCommon && seenBeyondExact(db, listKey)) return true;
          return typeof filter?.generic === 'function' ? filter.generic(q) : filter?.generic;
        });
      // A deep page is planned with its LIMIT and OFFSET (the planner then knows the page is small).
      const window = pageWindow(size, offset);
      const { key, order } = definition.order(q);
      const variants = set.map((name) => definition.filters[name]?.variant?.(q) ?? '').join('');
      const shape = `${set.join('_')}_${key}_${window.shape}_${exactUpTo}${variants}`;
      const named = window.planned && generic;
      // The walk of a list with one filter whose walk hides its value (a substring's): planned once too.
      const walkNamed =
        window.planned && set.length === 1 && (definition.filters[set[0] ?? '']?.walkGeneric?.(q) ?? false);
      /**
       * A shape planned with its values: its page's ids (and the count) in a statement of the list's table
       * alone (`build`, unnamed), then the rows by ids in a named statement of the sort (its plan is the
       * same for any ids). Planning the rows' outer query and what they show of other tables was most of
       * the planning such a shape pays on every run (the eCom list's three filters: 0.2 of 0.3 ms).
       */
      const idsThenRows = async <T>(statementKey: string, build: () => unknown): Promise<T[]> => {
        const statement = pageIdsFirst(
          db,
          `${statementKey}_${shape}`,
          build as () => Prepared<Record<string, unknown>>,
        );
        const [found] = await statement.execute({ ...values, size, offset });
        const { ids, ...counts } = (found ?? { ids: [] }) as { ids: number[] };
        if (!ids.length) return [];
        const rows = byIds(db, key, () =>
          definition
            .rows(db, {})
            .where(sql`${definition.id} = any(${sql.placeholder('ids')})`)
            .orderBy(...order)
            .prepare(statementName(`${definition.name}_rows`, key)),
        ) as Prepared<T>;
        return (await rows.execute({ ids })).map((row) => ({ ...row, ...counts }));
      };
      /** One row of ids (`pageIds`, an array) and `extra` columns, from no table. */
      const idsRow = (from: Db, pageIds: SQLWrapper, extra: Record<string, SQL> = {}, name = '') =>
        from
          .select({ ids: sql<number[]>`array(${pageIds})`, ...extra })
          .from(sql`(values (1)) as one`)
          .prepare(name);
      const run = <T>(byShape: typeof ordered | typeof counted, prefix: string, extra: () => Record<string, SQL>) => {
        // The page alone is a walk of the sort's index (the count's statement finds its matches).
        const pageIds = () =>
          pageIdsOf(db, definition.table, definition.id, byShape === ordered ? walkWhere : where, order, window);
        if (!named && !(byShape === ordered && walkNamed)) {
          return idsThenRows<T>(prefix, () => idsRow(db, pageIds(), extra()));
        }
        const statement = byShape(
          db,
          shape,
          () =>
            definition
              .rows(db, extra())
              .where(inPageIds(definition.id, pageIds()))
              .orderBy(...order)
              .prepare(statementName(prefix, shape)) as never,
        ) as unknown as Prepared<T>;
        return statement.execute({ ...values, size, offset });
      };
      /**
       * A substring search's page from its matches: up to the cap's matches read once through the
       * filters' indexes (a CTE), counted, and the page sorted from them, instead of a walk of the sort's
       * index that fetches and rejects every row before the page's matches (the planner takes matches to
       * be spread evenly; a name's substring is not). Beyond the cap the page is not the list's.
       */
      const runMatches = () => {
        const build = () => {
          // With a filter that reads each match's row anyway (readsRows), the matches keep the columns the
          // order names and the page is sorted from them (named as the table, so the list's ORDER BY
          // applies), not fetched again by id; otherwise their ids alone, which an index may hold. Not
          // whole rows: keeping 1,000 promotions whole cost more than finding them.
          const wholeRows = set.some((name) => definition.filters[name]?.readsRows);
          const matches = db.$with('matches').as(
            (wholeRows ? db.select(sortColumns(order, definition.id)) : db.select({ id: definition.id }))
              .from(definition.table)
              .where(where)
              .limit(sql.raw(String(exactUpTo + 1)) as never),
          );
          const pageIds = (
            wholeRows
              ? db
                  .select({ id: sql`${definition.id}` })
                  .from(sql`${matches} as ${sql.identifier(getTableName(definition.table))}` as never)
              : db
                  .select({ id: definition.id })
                  .from(definition.table)
                  .where(sql`${definition.id} = any(array(select ${sql.identifier('id')} from ${matches}))`)
          )
            .orderBy(...order)
            .limit(window.limit as number)
            .offset(window.offset as number);
          return { matches, pageIds, matched: sql<number>`(select count(*)::int from ${matches})` };
        };
        if (!named) {
          return idsThenRows<R & { matched: number }>(`${definition.name}_matches`, () => {
            const { matches, pageIds, matched } = build();
            return idsRow(db.with(matches) as unknown as Db, pageIds, { matched });
          });
        }
        const statement = cappedMatches(db, shape, () => {
          const { matches, pageIds, matched } = build();
          return definition
            .rows(db.with(matches) as unknown as Db, { matched })
            .where(inPageIds(definition.id, pageIds))
            .orderBy(...order)
            .prepare(statementName(`${definition.name}_matches`, shape)) as Prepared<R & { matched: number }>;
        });
        return statement.execute({ ...values, size, offset });
      };
      /**
       * The page sorted from every match: the matches read through the filters' indexes in a subquery
       * the planner keeps apart (OFFSET 0), named as the table so the list's ORDER BY applies to it, and
       * only the page's rows kept while sorting (a top-N sort). Named when its plan is the same for any
       * value (`generic`).
       */
      const runSortedMatches = () =>
        idsThenRows<R>(`${definition.name}_sorted`, () => {
          const table = sql.identifier(getTableName(definition.table));
          // The id as SQL: drizzle checks that a column's table is in the query, and here it is a subquery.
          const pageIds = db
            .select({ id: sql`${definition.id}` })
            .from(sql`(select * from ${definition.table} where ${where} offset 0) as ${table}` as never)
            .orderBy(...order)
            .limit(window.limit as number)
            .offset(window.offset as number);
          return idsRow(db, pageIds, {}, named ? statementName(`${definition.name}_sorted`, shape) : '');
        });
      /**
       * A deep page with no filter in the order of a column whose rows per day the database keeps
       * (`dayCounts`): the first day whose rows reach past the offset (the running sum of the days
       * before it, in the list's direction), then the sort's index walked from that day's start, skipping
       * only the offset's rows within the day. Past the last row there is no such day: no row. A named
       * statement with a generic plan: whatever the page, the plan is the same (planning it was most of
       * its time).
       */
      const dayDirection =
        set.length === 0 && offset >= DAY_COUNTS_FROM ? definition.dayCounts?.direction(q) : undefined;
      const runFromDay = (counts: NonNullable<typeof definition.dayCounts>, direction: SortDirection) => {
        const statement = fromDays(db, shape, () => {
          const days = sql.identifier(`${getTableName(definition.table)}_day_count`);
          const along = sql.raw(direction === 'DESC' ? 'desc' : 'asc');
          // The values through subqueries the planner does not look into: it keeps the generic plan.
          const skipped = sql`(select ${sql.placeholder('offset')}::int)`;
          const start = sql`(select day, before from (select day, n, (sum(n) over (order by day ${along}) - n)::int as before
            from ${days}) as d where before + n > ${skipped} order by day ${along} limit 1)`;
          const within =
            direction === 'DESC'
              ? sql`${counts.column} < (select (day + 1)::timestamp at time zone 'UTC' from start)`
              : sql`${counts.column} >= (select day::timestamp at time zone 'UTC' from start)`;
          const pageIds = sql`with start as ${start} select ${definition.id} from ${definition.table} where ${within}
            order by ${sql.join(order, sql`, `)} limit (select ${sql.placeholder('size')}::int) offset (select ${skipped} - before from start)`;
          return definition
            .rows(db, {})
            .where(inPageIds(definition.id, pageIds))
            .orderBy(...order)
            .prepare(statementName(`${definition.name}_days`, shape)) as never;
        }) as unknown as Prepared<R>;
        return statement.execute({ ...values, size, offset });
      };
      const orderedPage = () =>
        definition.dayCounts && dayDirection
          ? runFromDay(definition.dayCounts, dayDirection)
          : run<R>(ordered, `${definition.name}_page`, () => ({}));
      const matchesFirst =
        exactUpTo > 0 && exactUpTo <= SEARCH_EXACT_COUNT && set.some((name) => definition.filters[name]?.substring);
      const from = () => {
        const plain = whereOf(q, undefined, 'count');
        return sql`from ${definition.table}${plain ? sql` where ${plain}` : sql``}`;
      };
      if (exactUpTo === 0) {
        // Nothing is counted beyond the page: a page that is not full tells the total, a full one the
        // estimate; past the last match (an empty page) there are at most `offset`, counted exactly.
        const rows = await run<R>(ordered, `${definition.name}_page`, () => ({}));
        const total = await pageTotal(rows.length, offset, size, async () =>
          rows.length
            ? beyondExactTotal(db, from, offset + rows.length, listKey)
            : Math.min(offset, await listTotal(db, from, offset)),
        );
        return { rows, total };
      }
      if (matchesFirst) {
        // Counted up to the cap from the capped matches, whose sorted page is the list's while they are
        // all of them. Beyond the cap: the page sorted from every match while they are few enough to
        // sort (SORTED_MATCHES_UP_TO) and may cluster in the list's order (SearchFilter.clusters), else
        // the walk of the sort's index, which then finds them soon.
        let total = knownBeyondExact(db, listKey);
        if (total === undefined) {
          const found = await runMatches();
          const matched = found[0]?.matched;
          if (matched !== undefined && matched <= exactUpTo) {
            forgetBeyondExact(db, listKey);
            return { rows: withoutCount(found), total: matched };
          }
          if (matched === undefined && offset === 0) {
            forgetBeyondExact(db, listKey);
            return { rows: [], total: 0 };
          }
          // An empty page past the first: past the last match, or beyond the capped matches.
          total =
            matched === undefined
              ? await listTotal(db, from, exactUpTo, listKey)
              : await beyondExactTotal(db, from, matched, listKey);
          if (total <= exactUpTo) return { rows: [], total };
        }
        // A first page of spread matches is walked; a deeper one would walk past offset / share rows.
        const clusters = set.some((name) => {
          const filter = definition.filters[name];
          return filter?.substring && (filter.clusters?.(q) ?? true);
        });
        const rows =
          total <= SORTED_MATCHES_UP_TO && (clusters || offset > 0)
            ? await runSortedMatches()
            : await run<R>(ordered, `${definition.name}_page`, () => ({}));
        return { rows, total };
      }
      if (definition.count === 'estimateFirst') {
        const rows = await orderedPage();
        const total = await pageTotal(rows.length, offset, size, () => listTotal(db, from, exactUpTo, listKey));
        return { rows, total };
      }
      return countedPage<R>(db, {
        key: listKey,
        offset,
        size,
        exactUpTo,
        counted: () =>
          run<R & { matched: number }>(counted, `${definition.name}_counted`, () => ({
            matched: cappedCount(db, definition.table, where, exactUpTo),
          })),
        ordered: orderedPage,
        from,
      });
    },
  };
}

/**
 * The columns of `id`'s table that an ORDER BY names (and `id`), by name: what a page sorted from kept
 * matches needs of each. Every sort key of a list is its table's columns (list-sort.ts), as columns.
 */
function sortColumns(order: readonly SQL[], id: PgColumn): Record<string, PgColumn> {
  const columns: Record<string, PgColumn> = { [id.name]: id };
  const visit = (chunk: unknown) => {
    if (is(chunk, Column)) {
      if (chunk.table === id.table) columns[chunk.name] = chunk as PgColumn;
    } else if (is(chunk, SQL)) {
      for (const inner of chunk.queryChunks) visit(inner);
    }
  };
  for (const part of order) visit(part);
  return columns;
}

/**
 * The shallowest page whose rows are found from the day counts (`dayCounts`): before it, walking the
 * sort's index to the offset reads fewer entries than adding up the days does rows.
 */
export const DAY_COUNTS_FROM = 1_000;

/** A filter of equality on `column` (`value` undefined when not set): generic, served by `index`. */
export function equalTo<Q>(column: PgColumn, value: (q: Q) => unknown, index: string): SearchFilter<Q> {
  return { value, condition: (v) => sql`${column} = ${v}`, index, generic: true };
}

/**
 * A filter of a list of values on `column`, as two: one value is an equality (generic: the index that
 * leads with the column reads it in the list's order), several are `= any(array)` (planned with them:
 * which index is best depends on how common they are).
 */
export function oneOf<Q>(
  column: PgColumn,
  values: (q: Q) => readonly string[],
  index: string,
): Record<'one' | 'many', SearchFilter<Q>> {
  return {
    one: equalTo(column, (q) => (values(q).length === 1 ? values(q)[0] : undefined), index),
    many: {
      value: (q) => (values(q).length > 1 ? [...values(q)] : undefined),
      condition: (v) => sql`${column} = any(${v}::text[])`,
      index,
    },
  };
}

/** How a `containing` filter reads its columns (all optional). */
export interface ContainingOptions<Q> {
  /**
   * The columns are another table's: the list's rows that `matches` names (default: the list's own). That
   * table is a reference table of a few rows per list row at most (cancel reasons, base prices): its
   * matches are found through its indexes with the text hidden from the planner, the list's rows they name
   * capped, so one plan serves every text and the statements are named (generic).
   */
  within?: (matches: SQL) => SQL;
  /**
   * With `within`, the index that finds the list's rows of the matches holds the columns the list sorts
   * by (upsell_downgrade_original_updated_idx): the matches keep them, read from that index alone, and the
   * page is sorted from them (SearchFilter.readsRows) without fetching each row.
   */
  indexHoldsOrder?: boolean;
  /**
   * Whether this query sorts the list by the searched column (SearchFilter.clusters). Unset: every sort
   * is taken to be one, so beyond the count's cap the matches are sorted while few enough.
   */
  sortedBy?: (q: Q) => boolean;
  /**
   * The index of that sort holds the column's stored lower case (likeStoredLower): its walk tests each
   * entry with LIKE on it, from the index alone, instead of ILIKE, which lowers every row's text again.
   * 'everySort': every sort's index holds it, so every walk does (organization_updated_idx too).
   */
  storedLower?: boolean | 'everySort';
  /**
   * With `storedLower`, the sort's key as a row (the column byte-wise, then the id) and whether this query
   * sorts descending: a walk in that order then starts (descending: ends) at the bound the text's pieces
   * give (short-grams.ts gramBound), skipping the rows before its first possible match.
   */
  gramBounds?: { key: SQL; descending(q: Q): boolean };
  /**
   * The columns' table is a reference table of a few thousand rows at most (base prices): its text is
   * hidden from the planner as another table's is (`within`), one plan for every text, named.
   */
  fewRows?: boolean;
  /**
   * The database counts the rows holding each piece of the (one) column (`<table>_<column>_gram_count`,
   * gram-counts.ts): the index is asked for the text's rare run only, each row it finds checked against
   * the whole text, in a named statement whose plan is the same for every text (the bitmap stays small).
   */
  rareRuns?: boolean;
}

/**
 * A filter of a text contained anywhere in one of `columns`, case-insensitive (ILIKE): three characters or
 * more through their trigram indexes, one or two through their short pieces (db/short-grams.ts); read as
 * `options` say (ContainingOptions).
 */
export function containing<Q>(
  columns: PgColumn | readonly PgColumn[],
  text: (q: Q) => string | undefined,
  index: string,
  {
    within = ownColumns,
    indexHoldsOrder = false,
    sortedBy,
    storedLower = false,
    gramBounds,
    rareRuns = false,
    fewRows = false,
  }: ContainingOptions<Q> = {},
): SearchFilter<Q> {
  const all = Array.isArray(columns) ? columns : [columns as PgColumn];
  const [only] = all.length === 1 ? all : [];
  const rareRunIn = rareRuns && only ? rareRunOf(only) : undefined;
  // Another table's columns (a reference table: cancel reasons, base prices) are found through its indexes,
  // the text out of the planner's sight: whatever the text, its matches are that table's few rows and the
  // list's rows they name (capped), so the plan is the same for any text and the statement is named. So
  // are a reference table's own (`fewRows`).
  const elsewhere = within !== ownColumns;
  const hideText = elsewhere || fewRows;
  // Each query's rare run, read before its statements (`lookup`).
  const runs = new WeakMap<object, RareRun>();
  const runOf = (q: Q) => runs.get(q as object);
  const short = (q: Q) => isShortText(text(q) ?? '');
  // A text with no letter: LIKE finds what ILIKE does, without lowering every row's text (caseless).
  const plain = (q: Q) => caseless(text(q) ?? '');
  const like = (column: SQLWrapper, pattern: SQLWrapper, noLetter: boolean) =>
    noLetter ? sql`${column} like ${pattern}` : sql`${column} ilike ${pattern}`;
  const sortsByColumn = (q: Q) => sortedBy?.(q) ?? false;
  const walksStoredLower = (q: Q) => storedLower === 'everySort' || (storedLower && sortsByColumn(q));
  // The pieces that bound a walk in the column's order: one column's, of a text of three characters or more.
  const boundingGrams = (q: Q) =>
    gramBounds && all.length === 1 && storedLower && sortsByColumn(q) && !short(q) ? asciiGrams(text(q) ?? '') : [];
  return {
    value: (q) => {
      const t = text(q);
      return t ? likeContains(t) : undefined;
    },
    condition: (v, q, use, bind) => {
      const anyColumn = (test: (column: PgColumn) => SQL) => within(sql`(${sql.join(all.map(test), sql` or `)})`);
      // The text out of the planner's sight (a subquery it does not look into).
      const hidden = sql`(select ${v}::text)`;
      if (use !== 'walk') {
        // A reference table's text stays hidden from a named statement (`hideText`), in sight of a count.
        const looked = hideText && use === 'match' ? hidden : v;
        // Found through the pieces (one or two characters) or the trigrams, each row checked with ILIKE.
        if (short(q)) return within(holdsShort(all, text(q) ?? '', looked));
        const run = runOf(q);
        if (run && only) {
          // Both texts out of the planner's sight: the plan is the same for any. The whole text's test
          // (ILIKE's own rule) is not one the trigram index could take: it reads the run's pieces only.
          const runText = sql`(select ${bind('run', likeContains(run.text))}::text)`;
          const runTest = like(only, runText, caseless(run.text));
          if (plain(q)) return within(run.text === text(q) ? runTest : sql`(${runTest} and ${only} like ${hidden})`);
          return within(sql`(${runTest} and lower(${only}) like lower(${hidden}))`);
        }
        return anyColumn((column) => like(column, looked, plain(q)));
      }
      // Another table's columns are looked up once for the walk (a set its rows are tested against): a
      // short text through its pieces, as a match is, not by a LIKE no trigram of it can narrow.
      if (elsewhere && short(q)) return within(holdsShort(all, text(q) ?? '', hidden));
      // A walk tests each row it reads, the text out of the planner's sight (a subquery): it then takes the
      // text for a common one and walks the sort's index, rather than sorting what its trigrams seem to find.
      const tested = anyColumn((column) =>
        walksStoredLower(q) ? likeStoredLower(column, v) : like(column, hidden, plain(q)),
      );
      const grams = boundingGrams(q);
      const [column] = all;
      if (!gramBounds || !column || !grams.length) return tested;
      return sql`${gramBound(column, gramBounds.key, bind('grams', grams), gramBounds.descending(q))} and ${tested}`;
    },
    // Every form its conditions (match and walk) take: a statement is kept per shape.
    variant: (q) =>
      `${
        short(q)
          ? staysShortLowered(text(q) ?? '')
            ? 'short'
            : 'shortChecked'
          : `${boundingGrams(q).length ? 'bounded' : ''}${rareVariant(runOf(q), text(q))}`
      }${plain(q) ? 'Plain' : ''}`,
    index,
    ...(rareRunIn
      ? {
          lookup: async (db: Db, q: Q) => {
            const t = text(q);
            if (!t || short(q)) return;
            const run = await rareRunIn(db, t);
            if (run) runs.set(q as object, run);
          },
          generic: (q: Q) => hideText || runOf(q) !== undefined,
        }
      : hideText
        ? { generic: true }
        : {}),
    // Its walk tests the text through a subquery (`tested`); one bounded by the text's pieces stays planned with them.
    walkGeneric: (q: Q) => !boundingGrams(q).length,
    // A short text with a wildcard in it is looked up nowhere: not counted beyond its page.
    countUpTo: (q) => ([...(text(q) ?? '')].length < TRIGRAM && !short(q) ? 0 : SEARCH_EXACT_COUNT),
    substring: true,
    readsRows: within === ownColumns || indexHoldsOrder,
    ...(sortedBy ? { clusters: sortedBy } : {}),
  };
}

/**
 * Whether `text` holds no letter that has a case: only ASCII characters that are not letters. LIKE then
 * finds exactly what ILIKE finds (no other character lowers to one of them), and costs a fraction: ILIKE
 * lowers each row's text before comparing (the eCom PID search '0042' tests ~1,100 rows).
 */
export const caseless = (text: string) => !/[A-Za-z\u0080-\uffff]/.test(text);

/** A rare run's form in a statement's shape: its own test, and whether the whole text is tested too. */
const rareVariant = (run: RareRun | undefined, text: string | undefined) =>
  run
    ? `rare${caseless(run.text) ? 'Plain' : ''}${text !== undefined && caseless(text) && run.text === text ? 'Whole' : ''}`
    : '';

/** A `containing` filter's columns are the list's table's own (the default `within`). */
const ownColumns = (matches: SQL) => matches;

/**
 * The most matches of a substring search sorted for its page (2% of an area's 100,000 rows, the share the
 * query-plan guard lets any list sort): more are common enough that the walk of the sort's index finds the
 * page's soon (a tenth of the rows matching '42': 10,000 read and sorted, where a walk reads ~100).
 */
export const SORTED_MATCHES_UP_TO = 2_000;

/** A filter of a lower (`gte`) or upper (`lte`) bound on a timestamp column (planned with its value). */
export function bound<Q>(column: PgColumn, side: 'gte' | 'lte', at: (q: Q) => string | undefined, index: string) {
  return {
    value: (q: Q) => {
      const t = at(q);
      return t ? new Date(t) : undefined;
    },
    condition: (v: SQLWrapper) => (side === 'gte' ? sql`${column} >= ${v}` : sql`${column} <= ${v}`),
    index,
  } satisfies SearchFilter<Q>;
}

/**
 * A filter of a list of values (set when not empty), bound as one array: `condition` says what a row
 * matches, e.g. rows another table links to one of the values (planned with them).
 */
export function anyOf<Q>(
  values: (q: Q) => readonly (string | number)[],
  condition: (array: SQLWrapper) => SQL,
  index: string,
): SearchFilter<Q> {
  return { value: (q) => (values(q).length ? [...values(q)] : undefined), condition, index };
}
