import { type SQL, sql } from 'drizzle-orm';
import { type IndexBuilder, index, type PgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection } from '../../shared/contracts/common';

/**
 * A list's sort keys, defined once, from which both the ORDER BY of its queries and the indexes that
 * serve them are made, so the two cannot disagree (the planner uses an index only when its order and
 * null placement match the query's, or are their exact reverse).
 *
 * - Every key is followed by the table's id, so pages are stable when values tie.
 * - Indexes are ascending with PostgreSQL's default null placement (NULLS LAST), and queries use the
 *   default placement of their direction (ASC NULLS LAST, DESC NULLS FIRST): the index read forwards
 *   serves ASC, read backwards serves DESC. (drizzle's `.desc()` index is DESC NULLS LAST, which no
 *   `ORDER BY … DESC` can use: that was the mismatch.)
 * - Text keys compare byte-wise (`collate "C"`), the same on PGlite and PostgreSQL whatever the
 *   server's locale; the index carries the same collation.
 */

type Expr = PgColumn | SQL;

export interface ListSort<F extends string, C> {
  /** The ORDER BY of a page sorted by `field` in `direction`, the id last. */
  orderBy(columns: C, sort: { field: F; direction: SortDirection }): SQL[];
  /** One index per key, `(key, id)`, named `${table}_sort_${field}`, for the table's index list. */
  indexes(table: string, columns: C): IndexBuilder[];
  /** The key expressions, for composite indexes that end with one (e.g. `(status, modified, id)`). */
  keys(columns: C, field: F): Expr[];
}

/** Byte-order text, for sort keys and their indexes. */
export const bytewise = (column: PgColumn): SQL => sql`(${column} collate "C")`;

const order = (expr: Expr, direction: SortDirection) => (direction === 'DESC' ? sql`${expr} desc` : sql`${expr} asc`);

export function listSort<F extends string, C>(
  keys: (columns: C) => Record<F, Expr>,
  id: (columns: C) => PgColumn,
  /** Keys served by another index already (e.g. the primary key): no index of their own. */
  indexed: readonly F[] = [],
): ListSort<F, C> {
  return {
    orderBy(columns, sort) {
      const key = keys(columns)[sort.field];
      const tie = id(columns);
      return key === tie ? [order(tie, sort.direction)] : [order(key, sort.direction), order(tie, sort.direction)];
    },
    indexes(table, columns) {
      return (Object.entries(keys(columns)) as [F, Expr][])
        .filter(([field]) => !indexed.includes(field))
        .map(([field, key]) => index(`${table}_sort_${snake(field)}`).on(key as PgColumn, id(columns)));
    },
    keys(columns, field) {
      const key = keys(columns)[field];
      const tie = id(columns);
      return key === tie ? [tie] : [key, tie];
    },
  };
}

/** Last updated first or last, then by id: the one order of the marketing lists (their `updated_at` index). */
export const updatedAtSort = <C extends { updatedAt: PgColumn; id: PgColumn }>() =>
  listSort<'updated_at', C>(
    (t) => ({ updated_at: t.updatedAt }),
    (t) => t.id,
  );

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
