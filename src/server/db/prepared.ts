import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../../shared/contracts/common';
import type { Db } from './client';
import type { PageWindow } from './list-page';

/**
 * Named prepared statements for the hottest lookups by key (docs/decisions.md, issue 10). PostgreSQL
 * parses a named statement once per connection and, after a few runs, keeps a generic plan: for an
 * equality on an indexed key that is the plan a fresh one would choose, so planning is skipped. At
 * 1,000,000 customers a lookup by key then costs ~30% less. Only for lookups by key: a search whose
 * best plan depends on its values stays unnamed (see preparedShapes and the areas' plannedOnce).
 *
 * `build` makes the query once per database handle (drizzle binds a prepared query to it), with
 * `sql.placeholder`s for its values and a statement name unique to its text.
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

/**
 * Prepared queries of a list, one per shape (which of its filters are set and its sort; a bounded
 * number), made once per database handle by `build` with `sql.placeholder`s for the values. Building a
 * query is a good part of a simple list's cost in Node (drizzle turns its parts into SQL every time), so
 * a shape is built once and then only executed with its values. `build` decides whether the statement is
 * named (planned once per connection: lookups by key) or unnamed (planned with its values every time:
 * searches whose plan depends on them).
 */
export function preparedShapes<Q>(): (db: Db, shape: string, build: () => Q) => Q {
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db, shape, build) => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build();
      shapes.set(shape, query);
    }
    return query;
  };
}

/**
 * A statement name for a shape: PostgreSQL keeps prepared statement names to 63 bytes (longer ones
 * are cut, and two cut alike would collide), so a shape's name is a short digest of it.
 */
export const statementName = (prefix: string, shape: string) =>
  `${prefix}_${createHash('sha256').update(shape).digest('hex').slice(0, 20)}`;

/**
 * The LIMIT and OFFSET of a prepared list's page. PostgreSQL plans a LIMIT or OFFSET it cannot see as
 * 10% of the rows, so a generic plan of a page read looks far costlier than a planned one and a named
 * statement would be planned again on every run (its planning was ~80% of a list's time in
 * PostgreSQL). So the first page of a size the screens offer (PAGE_SIZES, and the customer detail's
 * whole entitlement table) is written into the statement, which then has a generic plan worth keeping:
 * `shape` names it and `planned` says it may be a named statement. Any other page takes the
 * placeholders `size` and `offset` and is planned with its values, or (`deepPages` 'hidden') takes them
 * through subqueries and may be named too.
 */
export function pageWindow(
  size: number,
  offset: number,
  deepPages: 'parameters' | 'hidden' = 'parameters',
): PageWindow & { shape: string; planned: boolean } {
  if (offset === 0 && PLANNED_SIZES.has(size)) {
    // Written into the SQL (sql.raw of a whole number), not sent as parameters.
    return {
      limit: sql.raw(String(size)) as never,
      offset: sql.raw('0') as never,
      shape: `first${size}`,
      planned: true,
    };
  }
  if (deepPages === 'hidden') {
    // Any other page: its LIMIT and OFFSET through subqueries, which the planner does not look into, so
    // a plan with the values costs what the generic one does and PostgreSQL keeps the generic plan (as for
    // the email search's range). The planner then takes the page for 10% of the rows, which is right only
    // where walking the list's index beats sorting that many rows whatever their number (the customer
    // search's (tab, created) indexes); elsewhere it sorted (the entitlement list, 100,000 rows).
    return {
      limit: sql`(select ${sql.placeholder('size')}::int)` as never,
      offset: sql`(select ${sql.placeholder('offset')}::int)` as never,
      shape: 'page',
      planned: true,
    };
  }
  return { limit: sql.placeholder('size'), offset: sql.placeholder('offset'), shape: 'page', planned: false };
}
const PLANNED_SIZES = new Set<number>([...PAGE_SIZES, MAX_PAGE_SIZE]);
