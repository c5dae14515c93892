import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createServer } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { type Database, type DatabaseOptions, openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import type { AppDeps, Clock } from '../../src/server/deps';
import { withDatabase } from './global-setup';
import { TEST_CLOCK_START } from './test-clock-start';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date(TEST_CLOCK_START)) {}
  now() {
    return new Date(this.current);
  }
  set(at: Date | string) {
    this.current = new Date(at);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestServer {
  app: FastifyInstance;
  deps: AppDeps;
  config: ServerConfig;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

/** Opens a private copy of the migrated, seeded test database (one per test file). */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'logQuery'> = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `portal_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ ...options, databaseUrl: withDatabase(url, name), dataDir: '' });
    return {
      database,
      drop: async () => {
        // pool.end() resolves before the server has closed the sessions; a forced drop would kill them
        // mid-goodbye and their clients would report 57P01 as an unhandled error. Let them go first.
        for (let tries = 0; tries < 100; tries += 1) {
          const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0]?.n === 0) break;
          await new Promise((done) => setTimeout(done, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ ...options, databaseUrl: '', dataDir: '', pglite });
  return { database, drop: async () => undefined };
}

export interface TestServerOptions {
  /** Environment the configuration is read from, on top of the test defaults (e.g. OIDC_ISSUER). */
  env?: Record<string, string>;
}

/** The real app, in-process (drive it with `app.inject`), on its own database copy. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig(
    { PUBLIC_URL: 'http://portal.test', SEED_DEMO: 'false', ...options.env },
    { serveWeb: false, logLevel: 'silent', ...overrides },
  );
  const clock = new TestClock();
  const { app, deps } = await createServer({ config, database, clock, logger: false });
  await app.ready();
  return {
    app,
    deps,
    config,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
