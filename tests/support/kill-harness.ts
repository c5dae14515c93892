import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { withDatabase } from './global-setup';

/**
 * kill -9 tests (issue 22, and the refunds and store-credit changes after it): a worker script runs in
 * a child Node process against a throwaway database on a real PostgreSQL server, the test waits until
 * the worker is where it wants it (a SQL count, an open transaction with uncommitted writes), sends
 * SIGKILL, and then reads what the server kept. Only a server outlives the process that wrote to it,
 * so these tests need one: DATABASE_URL when it names a PostgreSQL server (the PostgreSQL pass of the
 * API tests), otherwise CI_POSTGRES_URL or the server `.ci/run` uses (postgres@127.0.0.1:5432) — also in
 * the default embedded (PGlite) pass, so `npm test` proves it too.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server the kill tests use (see above). */
export function killTestServerUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return url;
  return env.CI_POSTGRES_URL?.trim() || DEFAULT_SERVER;
}

/** A session of the server, as pg_stat_activity shows it. */
export interface Session {
  pid: number;
  state: string | null;
  /** The top-level transaction id when the session's transaction has written something; null otherwise. */
  xid: string | null;
  /** pg_xact_status's full (epoch-qualified) id of `xid`. */
  fullXid: string | null;
  /** Milliseconds since the state last changed. */
  stateAgeMs: number;
  query: string;
}

export interface ThrowawayPostgres {
  /** Connection string of the throwaway database. */
  url: string;
  name: string;
  /** The portal's own handle on it (pool), for the test's inserts and reads. */
  database: Database;
  /** The sessions connected with this application_name. */
  sessionsOf(applicationName: string): Promise<Session[]>;
  /** What the server says became of transactions: 'committed' | 'aborted' | 'in progress'. */
  xactStatus(fullXids: readonly string[]): Promise<string[]>;
  drop(): Promise<void>;
}

/** Creates a database on the kill tests' server and migrates it with the portal's migrator. */
export async function throwawayPostgres(prefix = 'portal_kill'): Promise<ThrowawayPostgres> {
  const serverUrl = killTestServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `The kill -9 tests need a PostgreSQL server; none answers at ${new URL(serverUrl).host} ` +
        `(${err instanceof Error ? err.message : String(err)}). Start one, or name one with CI_POSTGRES_URL ` +
        `or DATABASE_URL (.ci/run uses postgres://postgres@127.0.0.1:5432/postgres).`,
    );
  }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await database.migrate();
  return {
    url,
    name,
    database,
    sessionsOf: async (applicationName) => {
      const { rows } = await admin.query<{
        pid: number;
        state: string | null;
        xid: string | null;
        full_xid: string | null;
        state_age_ms: number;
        query: string;
      }>(
        // backend_xid is the 32-bit id; pg_xact_status wants it with its epoch. The snapshot's xmax (one
        // past the newest finished transaction) is near it, though an open one may be above it: the epoch
        // is xmax's, one less or one more where the two sit across a wraparound (modular comparison).
        `with cur as (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as x),
              ids as (select a.*, backend_xid::text::bigint as low, cur.x >> 32 as xepoch,
                             backend_xid::text::bigint - (cur.x & 4294967295) as diff
                        from pg_stat_activity a, cur)
         select pid, state, backend_xid::text as xid,
                case when backend_xid is null then null
                     else (((xepoch - case when diff > 2147483648 then 1 when diff < -2147483648 then -1 else 0 end)
                            << 32) | low)::text end as full_xid,
                (extract(epoch from clock_timestamp() - state_change) * 1000)::float8 as state_age_ms,
                query
           from ids where datname = $1 and application_name = $2`,
        [name, applicationName],
      );
      return rows.map((r) => ({
        pid: r.pid,
        state: r.state,
        xid: r.xid,
        fullXid: r.full_xid,
        stateAgeMs: r.state_age_ms,
        query: r.query,
      }));
    },
    xactStatus: async (fullXids) => {
      const statuses: string[] = [];
      for (const id of fullXids) {
        const { rows } = await admin.query<{ s: string }>('select pg_xact_status($1::text::xid8) as s', [id]);
        statuses.push(rows[0]?.s ?? 'unknown');
      }
      return statuses;
    },
    drop: async () => {
      await database.close();
      // pool.end() resolves before the server has closed the sessions; a forced drop would end them
      // mid-goodbye, and the pool would report 57P01 as an unhandled error. Let them go first.
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await sleep(20);
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface KillReport extends Exit {
  /** Milliseconds from the start of the worker to the kill. */
  afterMs: number;
  /** Milliseconds from the worker's exit until the server had ended all its sessions. */
  sessionsGoneMs: number;
  /** The worker's sessions at the moment of the kill (killMidTransaction: the open transactions). */
  sessions: Session[];
}

export interface Worker {
  pid: number;
  /** Its application_name on the server (PGAPPNAME), to find its sessions. */
  applicationName: string;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<Exit>;
  /**
   * Polls `condition` until it holds, then SIGKILLs the worker and waits for it to exit and for the
   * server to have ended its sessions (rolled back what they had open). Fails if the worker exits
   * first or `timeoutMs` passes.
   */
  killWhen(condition: () => Promise<boolean>, options?: WaitOptions): Promise<KillReport>;
  /**
   * Like killWhen, but lands the kill inside a transaction that has written and not committed: once
   * `condition` holds the worker is stopped (SIGSTOP), and killed only if one of its sessions then sits
   * idle in a transaction with writes (nothing of it can commit while the client is stopped); otherwise
   * it continues (SIGCONT) and the harness tries again. The report's sessions hold that transaction.
   */
  killMidTransaction(condition: () => Promise<boolean>, options?: WaitOptions): Promise<KillReport>;
  /** Waits for the worker to exit by itself with code 0 (within `timeoutMs`). */
  finished(timeoutMs?: number): Promise<void>;
  /** SIGKILLs the worker if it still runs (afterAll). */
  stop(): Promise<void>;
}

export interface WaitOptions {
  timeoutMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts `script` (TypeScript, relative to the repository) with `node --import tsx`, connected to the
 * throwaway database (DATABASE_URL) under its own application_name (PGAPPNAME), with `env` on top.
 */
export function startWorker(script: string, db: ThrowawayPostgres, env: Record<string, string> = {}): Worker {
  const applicationName = `kill_worker_${randomBytes(4).toString('hex')}`;
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url, PGAPPNAME: applicationName, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let exit: Exit | null = null;
  void exited.then((e) => {
    exit = e;
  });
  const pid = child.pid ?? 0;
  const describe = () => `${script} (pid ${pid})`;

  /** After the kill: the process is gone, and so are its sessions (the server rolled them back). */
  const afterKill = async (sessions: Session[]): Promise<KillReport> => {
    const afterMs = Date.now() - started;
    const result = await Promise.race([exited, sleep(10_000).then(() => null)]);
    if (!result) throw new Error(`${describe()} did not exit after SIGKILL`);
    const killedAt = Date.now();
    while ((await db.sessionsOf(applicationName)).length > 0) {
      if (Date.now() > killedAt + 10_000)
        throw new Error(`the server kept ${describe()}'s sessions 10 s after the kill`);
      await sleep(5);
    }
    return { ...result, afterMs, sessionsGoneMs: Date.now() - killedAt, sessions };
  };

  const waitFor = async (condition: () => Promise<boolean>, options: WaitOptions, then: () => Promise<boolean>) => {
    const deadline = Date.now() + (options.timeoutMs ?? 45_000);
    for (;;) {
      if (exit) throw new Error(`${describe()} exited (${JSON.stringify(exit)}) before the kill:\n${output}`);
      if (Date.now() > deadline) throw new Error(`${describe()}: the kill condition did not hold in time:\n${output}`);
      if ((await condition()) && (await then())) return;
      await sleep(options.pollMs ?? 20);
    }
  };

  return {
    pid,
    applicationName,
    output: () => output,
    exited,
    killWhen: async (condition, options = {}) => {
      let sessions: Session[] = [];
      await waitFor(condition, options, async () => {
        sessions = await db.sessionsOf(applicationName);
        process.kill(pid, 'SIGKILL');
        return true;
      });
      return afterKill(sessions);
    },
    killMidTransaction: async (condition, options = {}) => {
      let sessions: Session[] = [];
      await waitFor(condition, options, async () => {
        process.kill(pid, 'SIGSTOP');
        // A statement already on its way still runs; give the server time to take it, then look.
        await sleep(50);
        sessions = await db.sessionsOf(applicationName);
        const open = sessions.some((s) => s.state === 'idle in transaction' && s.fullXid !== null && s.stateAgeMs > 40);
        if (open) process.kill(pid, 'SIGKILL');
        else process.kill(pid, 'SIGCONT');
        return open;
      });
      return afterKill(sessions.filter((s) => s.state === 'idle in transaction' && s.fullXid !== null));
    },
    finished: async (timeoutMs = 55_000) => {
      const result = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
      if (!result) throw new Error(`${describe()} did not finish in ${timeoutMs} ms:\n${output}`);
      if (result.code !== 0) throw new Error(`${describe()} exited with ${JSON.stringify(result)}:\n${output}`);
    },
    stop: async () => {
      if (exit) return;
      process.kill(pid, 'SIGKILL');
      await exited;
    },
  };
}
