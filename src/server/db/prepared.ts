import type { Db } from './client';

/**
 * Named prepared statements for the hottest lookups by key (docs/decisions.md, issue 10). PostgreSQL
 * parses a named statement once per connection and, after a few runs, keeps a generic plan: for an
 * equality on an indexed key that is the plan a fresh one would choose, so planning is skipped. At
 * 1,000,000 customers a lookup by key then costs ~30% less. Only for lookups by key: a search's LIKE
 * or range needs its values to be planned well, so searches stay one-off statements.
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
