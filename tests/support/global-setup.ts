import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { seedAll } from '../../src/server/db/seed';
import { TEST_CLOCK_START } from './test-clock-start';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated and seeded data-dir dump. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated and seeded template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one database for the whole API run; each test file starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL template database when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), dataDir: '' });
    await database.migrate();
    await seedAll(database.db, new Date(TEST_CLOCK_START));
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
      await admin.end();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ databaseUrl: '', dataDir: '', pglite });
  await database.migrate();
  await seedAll(database.db, new Date(TEST_CLOCK_START));
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const file = join(dir, 'snapshot.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
