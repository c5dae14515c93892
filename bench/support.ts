import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { importJWK, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { loadSigningKeys } from '../src/server/auth/oidc/keys';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { seedAll } from '../src/server/db/seed';
import { freePort } from '../src/server/free-port';

/** The benchmark kit: a throwaway PostgreSQL database, the real server, a token, and a load runner. */

export const ROOT = resolve(import.meta.dirname, '..');
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export interface ThrowawayDatabase {
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/**
 * Creates, migrates and seeds (reference data, staff, demo) a database that `drop()` removes, or, with
 * `reuse`, opens one an earlier `--keep` run left (already seeded: `seeded` says so).
 */
export async function throwawayDatabase(
  serverUrl: string,
  options: { keep?: boolean; reuse?: string } = {},
): Promise<ThrowawayDatabase & { name: string; seeded: boolean }> {
  if (options.reuse !== undefined && !/^portal_bench_[0-9a-f]{8}$/.test(options.reuse)) {
    throw new Error(`--reuse takes a database a --keep run printed (portal_bench_…), got '${options.reuse}'`);
  }
  const name = options.reuse ?? `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!options.reuse) await admin.query(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  if (!options.reuse) {
    await database.migrate();
    await seedAll(database.db);
  }
  return {
    name,
    url,
    database,
    seeded: options.reuse !== undefined,
    drop: async () => {
      await database.close();
      // A reused database stays too: it is the earlier run's, kept for more runs.
      if (!options.keep && !options.reuse) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  /** The server process (its memory can be read from /proc/{pid}/status). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts `script` (a TypeScript file) with `env` and waits until `ready` answers 200. */
export async function startProcess(script: string, env: Record<string, string>, ready: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', script],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    try {
      if ((await fetch(`${baseUrl}${ready}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}

/** The real portal server on the database, the way `npm start` runs it (no demo seeding). */
export function startPortal(databaseUrl: string): Promise<RunningServer> {
  return startProcess(
    'src/server/main.ts',
    { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', CHECKOUT_LINK_KEY: 'ab'.repeat(32) },
    '/healthz',
  );
}

/** An access token of the built-in provider holding `permissions`, for the portal at `baseUrl`. */
export async function benchToken(database: Database, baseUrl: string, permissions: readonly string[]) {
  const config = loadConfig({ PUBLIC_URL: baseUrl });
  const [jwk] = (await loadSigningKeys(database.db)) as JWK[];
  if (!jwk) throw new Error('the portal has no signing key yet');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    [config.oidc.permissionsClaim]: [...permissions],
    client_id: config.oidc.clientId,
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid ?? '' })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject('staff-bench')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(key);
}

export interface Scenario {
  name: string;
  /** Paths to cycle through, e.g. several ids of a detail endpoint. */
  paths: string[];
  /** A stress line (an extreme shape, e.g. a product with ~1,000 plans): measured, held to no target. */
  stress?: boolean;
  /** Its own p95 target in ms (loaded), checked besides the issue 20 targets of its kind. */
  targetMs?: number;
  /**
   * A substring or type-ahead search (ISBN, PID, product items, names): held to the search targets
   * (p95 alone ≤ 10 ms, ≥ 0.15× bare) instead of the list ones (p95 alone ≤ 5 ms, ≥ 0.25× bare).
   */
  search?: boolean;
  /** Its own throughput target against the bare lookup (issue 22: 0.5×), instead of its kind's. */
  ratio?: number;
  /**
   * The same URLs asked again and again: answered by the snapshot read cache after their first read, so
   * they say nothing of the database. Measured only with `--repeated`, in the table that counts for nothing.
   */
  repeated?: boolean;
  /**
   * Every request gets a URL of its own: `_=<n>` counting up (which the query schemas drop), so the
   * snapshot read cache never answers and the database does the work (issue 20, part 3).
   */
  distinct?: boolean;
}

export interface Measured {
  name: string;
  /** p95 with one connection: the latency of a request on its own. */
  alone?: number;
  stress?: boolean;
  targetMs?: number;
  search?: boolean;
  ratio?: number;
  /** The yardstick's req/s this line is held to (the faster of the two measured next to it). */
  bare?: number;
  /** With rounds: each round's ratio to its yardstick, in the order run. */
  ratios?: number[];
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Counts up across every run of the process, so no URL of a distinct scenario is ever asked twice. */
let distinctCounter = 0;

/** `path` with the ignored `_=<n>` of a distinct request. */
export const distinctPath = (path: string) => {
  distinctCounter += 1;
  return `${path}${path.includes('?') ? '&' : '?'}_=${distinctCounter}`;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : 0;

/** Runs one scenario at `connections` concurrent requests for `seconds`; latencies in ms. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; seconds: number; token?: string },
): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  // Without a callback, autocannon answers an emitter that is also the promise of the result.
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = scenario.paths[next % scenario.paths.length] as string;
          next += 1;
          return { ...request, path: scenario.distinct ? distinctPath(path) : path };
        },
      },
    ],
  }) as unknown as Promise<autocannon.Result> & import('node:events').EventEmitter;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status >= 400) errors += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: times.length,
    perSecond: Math.round(times.length / options.seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

/** A line's ratio to the yardstick, with its rounds' lowest and highest when it ran more than once. */
function versusBareCell(r: Measured, versusBare: Measured): string {
  const ratio = `${(r.perSecond / (r.bare ?? versusBare.perSecond)).toFixed(2)}×`;
  if (!r.ratios || r.ratios.length < 2) return ratio;
  return `${ratio} (${Math.min(...r.ratios).toFixed(2)}–${Math.max(...r.ratios).toFixed(2)})`;
}

/** The results as a Markdown table; with `versusBare`, each line's throughput as a ratio of its. */
export function table(rows: Measured[], target?: (row: Measured) => string, versusBare?: Measured): string {
  const head = [
    'Endpoint',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'p95 ms alone',
    ...(versusBare ? ['vs bare'] : []),
    ...(target ? ['target'] : []),
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.perSecond),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    r.alone === undefined ? '' : r.alone.toFixed(1),
    ...(versusBare ? [versusBareCell(r, versusBare)] : []),
    ...(target ? [target(r)] : []),
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
