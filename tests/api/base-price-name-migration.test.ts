import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migration 0015 (issue 21): a database that already holds one name twice (in any case, with spaces
 * around it) gets its unique name index: the older row keeps the name, a later one gets ' (<id>)'.
 */
const MIGRATION = readFileSync(resolve(import.meta.dirname, '../../drizzle/0015_base_price_unique_name.sql'), 'utf8');

const db = await PGlite.create();
afterAll(() => db.close());

describe('migration 0015: one base price per name', () => {
  it('renames the later of two rows with one name, then refuses the name twice', async () => {
    // The table as migration 0014 left it (the columns the migration touches).
    await db.exec(`create table base_price (
      id serial primary key, name text not null, row_version integer not null default 1)`);
    const long = 'x'.repeat(100);
    await db.query('insert into base_price (name) values ($1), ($2), ($3), ($4), ($5), ($6)', [
      'Monthly',
      ' monthly ',
      'MONTHLY',
      'Yearly',
      long,
      long.toUpperCase(),
    ]);
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await db.exec(statement);
    const rows = await db.query<{ id: number; name: string; row_version: number }>(
      'select id, name, row_version from base_price order by id',
    );
    expect(rows.rows.map((r) => [r.id, r.name])).toEqual([
      [1, 'Monthly'],
      [2, 'monthly (2)'],
      [3, 'MONTHLY (3)'],
      [4, 'Yearly'],
      [5, long],
      [6, `${'X'.repeat(96)} (6)`],
    ]);
    // A renamed row is a new version (an edit opened before it is stale); the others are as they were.
    expect(rows.rows.map((r) => r.row_version > 1)).toEqual([false, true, true, false, false, true]);
    await expect(db.query("insert into base_price (name) values ('yearly')")).rejects.toMatchObject({
      code: '23505',
      constraint: 'base_price_name_key',
    });
  });
});
