import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DirectoryLock, lockDataDir } from './embedded-lock';
import * as schema from './schema';

/** The PostgreSQL extensions the migrations use, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's start parameters with 16 MB of shared buffers instead of 128 MB: PGlite's WebAssembly
 * memory holds them and they are touched at start-up, so they were ~120 MB of its idle RSS (the
 * portal's process idled at ~520 MB with an existing data directory, ~400 MB with this). The demo data
 * fits; pages not in the buffers are read through Node's fs from the OS page cache.
 */
// Measured, not applied: see docs/decisions.md (PGlite memory).
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export type Schema = typeof schema;
/** The one database handle type services take; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** A cheap round trip, for /healthz. */
  ping(): Promise<void>;
  /** A plain SQL statement with $n parameters (EXPLAIN in the query-plan guard, benchmarks). */
  raw<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../../drizzle');

export interface DatabaseOptions {
  databaseUrl: string;
  dataDir: string;
  /** An existing PGlite (tests load one from a snapshot). */
  pglite?: PGlite;
  /** Called with every statement drizzle sends (the query-plan guard collects them). */
  logQuery?: (query: string, params: unknown[]) => void;
}

const queryLogger = (options: DatabaseOptions) => (options.logQuery ? { logQuery: options.logQuery } : false);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // No JIT compilation: the portal's statements are short lookups and index walks, for which
    // compiling costs more than it saves (a count over many rows could cross jit_above_cost).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await pool.query('select 1');
      },
      raw: async <R>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as R[],
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let lock: DirectoryLock | undefined;
  if (!client) {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Before PGlite touches the directory: a second opener stops here, naming the process holding it.
    lock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, logger: queryLogger(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pglite.query('select 1');
    },
    raw: async <R>(text: string, params: unknown[] = []) => (await pglite.query<R>(text, params)).rows,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
