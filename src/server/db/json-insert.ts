import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The seeds' bulk insert: one statement, the rows as one JSON parameter expanded by the database
 * (json_to_recordset). Far faster on PGlite than a multi-row VALUES of thousands of parameters. Keys
 * are the table's drizzle column keys; a key missing from a row is null. Answers the `returning` columns.
 */
export async function insertRows<T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const named = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    return column;
  });
  const json = JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(keys.map((key, i) => [named[i]?.name, (r as Record<string, unknown>)[key] ?? null])),
    ),
  );
  const list = sql.join(
    named.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const definitions = sql.join(
    named.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from json_to_recordset(${json}::json) as r(${definitions})${
      returning ? sql` returning ${returning}` : sql``
    }`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
