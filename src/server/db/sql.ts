/** Query helpers every area uses. */

import { type AnyColumn, type Column, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it taken literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The first string after every string that starts with `start` (its last code point plus one), or null
 * when there is none to name (a last code point at the top of Unicode). Bytewise (text_pattern_ops, UTF-8
 * order is code point order), the strings from `start` up to it are exactly those that start with it.
 */
export function stringsStartingWithEndBefore(start: string): string | null {
  const points = [...start];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  // UTF-16 surrogates are not characters: the next one after the range is U+E000.
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
  return points.join('') + String.fromCodePoint(next);
}

/**
 * A time as the wire writes it ('2026-11-27T16:03:59.123Z'), made by PostgreSQL: inside JSON it builds, no
 * time is parsed into a Date only to be written out again. NULL stays NULL.
 */
export const isoText = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A column named with its table (`"ecom_plan"."pid"`) wherever it is printed: in the select list of a
 * one-table query drizzle prints a column bare, which inside a subquery names the subquery's table.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * `column` of the row of its table whose `key` is `reference` (a column of the outer query), as a scalar
 * subquery: NULL when there is none. A list's rows take what they show of other tables so, not by joins:
 * PostgreSQL plans a subquery by key on its own, where it weighs every order of a join (the eCom list's
 * four joins were 0.45 of its 0.6 ms of planning; issue 20 part 3).
 */
export const lookedUp = <T>(column: Column, key: Column, reference: Column) =>
  sql<T | null>`(select ${qualified(column)} from ${sql.identifier(getTableName(column.table))} where ${qualified(key)} = ${qualified(reference)})`;

/** Which of `values` the column holds, in one statement (none when `values` is empty). */
export async function valuesPresent<C extends PgColumn>(
  db: Db,
  column: C,
  values: readonly C['_']['data'][],
): Promise<Set<C['_']['data']>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .select({ value: column as PgColumn })
    .from(column.table as PgTable)
    .where(inArray(column, [...values]));
  return new Set(rows.map((r) => r.value as C['_']['data']));
}

/** Locks the row whose `idColumn` is `id` until the transaction ends (FOR UPDATE); false when there is none. */
export async function lockRow(db: Db, idColumn: PgColumn, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: idColumn })
    .from(idColumn.table as PgTable)
    .where(eq(idColumn, id))
    .for('update');
  return row !== undefined;
}
