import { type SQL, sql } from 'drizzle-orm';
import { integer, type PgColumn } from 'drizzle-orm/pg-core';

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
