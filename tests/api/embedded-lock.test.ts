import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { EmbeddedDatabaseLocked, LOCK_FILE } from '../../src/server/db/embedded-lock';
import { freePort } from '../../src/server/free-port';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

let dataDir: string;
let opened: Database[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  opened = [];
});
afterEach(async () => {
  for (const database of opened) await database.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: '', dataDir });
  opened.push(database);
  return database;
}

/** Runs one of the entry points on the same embedded data directory. */
function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stderr: string }>((done) => {
    const { DATABASE_URL: _url, OIDC_ISSUER: _issuer, PUBLIC_URL: _public, ...inherited } = process.env;
    execFile(
      TSX,
      [join(ROOT, script), ...args],
      {
        cwd: ROOT,
        timeout: 60_000,
        env: { ...inherited, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      },
      (err, _stdout, stderr) => done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

describe('the embedded database directory', () => {
  it('is locked by the process that opens it: a second open is refused, naming the directory and the pid', async () => {
    await open();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    const second = openDatabase({ databaseUrl: '', dataDir });
    await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseLocked);
    await expect(second).rejects.toThrow(`The embedded database in ${resolve(dataDir)} is in use by this process`);
    await expect(second).rejects.toThrow(`(pid ${process.pid})`);
  });

  it('stops a second server, `npm run seed` and `npm run token` at once with the message', async () => {
    await open();
    // Free ports: nothing answers there, so the token command opens the database itself.
    const env = { PORT: String(await freePort()), PUBLIC_URL: '' };
    const runs = {
      server: await run('src/server/main.ts', [], env),
      seed: await run('src/server/db/seed-cli.ts', [], env),
      token: await run('src/server/auth/cli-token.ts', ['--user', 'admin'], env),
    };
    for (const [name, result] of Object.entries(runs)) {
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(
        `The embedded database in ${resolve(dataDir)} is in use by process ${process.pid}`,
      );
      // The message alone, not a stack trace.
      expect(result.stderr, name).not.toMatch(/^\s+at /m);
    }
    // The running holder is untouched.
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  }, 120_000);

  it('is released on close, and opens again', async () => {
    const first = await open();
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await open();
    await again.ping();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, LOCK_FILE), `${gone}\n`);
    const database = await open();
    await database.ping();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  });
});
