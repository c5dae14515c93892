import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The embedded database (PGlite) is one process's: a second process opening the same directory would
 * serve too, and the writes of one would be lost. So the directory is locked by a file holding the
 * pid of its process, created with `wx` (it fails when the file exists) and removed on close or exit.
 * A lock whose process is gone (killed, crashed) is taken over.
 */

export const LOCK_FILE = 'pglite.lock';
/** A lock file without a pid yet is being written by its opener, unless it is older than this. */
const WRITING_GRACE_MS = 5_000;

/** Lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

export class EmbeddedDatabaseLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    const who = pid === null ? 'another process' : pid === process.pid ? `this process (pid ${pid})` : `process ${pid}`;
    super(
      `The embedded database in ${dataDir} is in use by ${who}: a running portal, \`npm run seed\` or ` +
        '`npm run token`. Stop it first, or share a PostgreSQL database through DATABASE_URL. ' +
        `If no such process is running, delete ${resolve(dataDir, LOCK_FILE)}.`,
    );
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, as another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(file: string, pid: number | null): boolean {
  if (held.has(file)) return false;
  // Our own pid in a file we do not hold: a previous life of this pid (a container restarted as pid 1).
  if (pid !== null) return pid === process.pid || !isAlive(pid);
  try {
    return Date.now() - statSync(file).mtimeMs > WRITING_GRACE_MS;
  } catch {
    return true;
  }
}

export interface DirectoryLock {
  release(): void;
}

/** Locks `dataDir` (which must exist) for this process, or throws EmbeddedDatabaseLocked naming who holds it. */
export function lockDataDir(dir: string): DirectoryLock {
  const dataDir = resolve(dir);
  const file = resolve(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 3; tries += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      if (!isStale(file, pid)) throw new EmbeddedDatabaseLocked(dataDir, pid);
      // Take it over, unless another opener just did (the file would hold its pid now).
      if (readPid(file) === pid) rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    held.add(file);
    const release = () => {
      process.off('exit', release);
      if (!held.delete(file)) return;
      if (readPid(file) === process.pid) rmSync(file, { force: true });
    };
    // A process that ends without closing the database (an error at start) leaves no lock behind.
    process.on('exit', release);
    return { release };
  }
  throw new EmbeddedDatabaseLocked(dataDir, readPid(file));
}

/** For the entry points (server, CLIs): a locked directory ends the process with its message alone. */
export function exitIfLocked(err: unknown): never {
  if (err instanceof EmbeddedDatabaseLocked) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
