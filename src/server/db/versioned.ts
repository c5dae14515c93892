import { eq, type SQL, sql } from 'drizzle-orm';
import { integer, type PgColumn, pgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Optimistic concurrency, the kernel pattern every area's updates use: a row carries a version that
 * every write increments; an update names the version it read (the `If-Match` header, from the
 * `ETag` its read answered), and a stale one is refused with the current values
 * (src/server/errors.ts `stale`, a 409).
 */

/** The version column of a table that is edited by staff. */
export const versionColumn = () => ({ rowVersion: integer('row_version').notNull().default(1) });

/** The SET value that moves a row to its next version. */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;

/**
 * The version of a list staff edit as a whole (the cancel reasons, the currency configuration): a table
 * of one row (id 1) whose version every save of the list moves.
 */
export const listVersionTable = (name: string) =>
  pgTable(name, { id: integer('id').primaryKey().default(1), ...versionColumn() });
type ListVersionTable = ReturnType<typeof listVersionTable>;

/** A list's version; with `lock`, its row is locked for the transaction's save (made when missing). */
export async function listVersion(db: Db, table: ListVersionTable, lock = false): Promise<number> {
  if (lock) await db.insert(table).values({ id: 1 }).onConflictDoNothing();
  const query = db.select({ rowVersion: table.rowVersion }).from(table).where(eq(table.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row?.rowVersion ?? 1;
}

/** Moves a list to its next version (its row locked by `listVersion(…, true)`); the new version. */
export async function moveListVersion(db: Db, table: ListVersionTable): Promise<number> {
  const [row] = await db
    .update(table)
    .set({ rowVersion: nextVersion(table.rowVersion) })
    .where(eq(table.id, 1))
    .returning({ rowVersion: table.rowVersion });
  if (!row) throw new Error('list version not moved');
  return row.rowVersion;
}

/**
 * An answer whose shape has no room for `rowVersion` (an array the spec fixes) carries its version out of
 * band: the kernel answers it as the `ETag` (http/register.ts reads `versionOf`).
 */
const ANSWER_VERSION = Symbol('rowVersion');
export function withVersion<T extends object>(answer: T, version: number): T {
  Object.defineProperty(answer, ANSWER_VERSION, { value: version, enumerable: false });
  return answer;
}

/** The version of an answer: its `rowVersion`, or the one `withVersion` gave it; undefined without one. */
export function versionOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const own = (answer as { rowVersion?: unknown }).rowVersion;
  if (typeof own === 'number') return own;
  const attached = (answer as { [ANSWER_VERSION]?: unknown })[ANSWER_VERSION];
  return typeof attached === 'number' ? attached : undefined;
}

/** The ETag of a row version: a strong validator, `"7"`. */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` header names: `"7"`, `W/"7"` or `7`; null when the header is absent, and
 * NaN when it is not a version of ours (so it never matches).
 */
export function versionOfIfMatch(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}
