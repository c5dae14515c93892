// npm run bench -- <area> [--rows N] [--seconds S] [--connections C] [--only TEXT] [--keep] [--reuse DB]
//
// Seeds a throwaway PostgreSQL database (BENCH_DATABASE_URL, default the local server) to the area's
// volume, starts the real portal on it, runs each list and detail endpoint at C concurrent requests
// (autocannon) and prints p50/p95/p99 and req/s, plus a bare Fastify + pg lookup for the detail
// ratio. Targets (issue 7): every list p95 ≤ 25 ms; detail ≥ 0.5× the bare lookup; a scenario may
// carry its own p95 target (issue 10: the customer detail and its entitlements ≤ 15 ms).
// To work on one endpoint: `--keep` leaves the seeded database (its name is printed), `--reuse <name>`
// measures it again without seeding, `--only <text>[|<text>…]` runs the scenarios whose name contains one of the texts.
import { parseArgs } from 'node:util';
import type { Database, Db } from '../src/server/db/client';
import { basePricesBench } from './base-prices';
import { contentProductsBench } from './content-products';
import { customersBench } from './customers';
import { descriptionTemplatesBench } from './description-templates';
import { disclosuresBench } from './disclosures';
import { ecomProductsBench } from './ecom-products';
import { promotionsBench } from './promotions';
import { saveOffersBench } from './save-offers';
import {
  benchToken,
  type Measured,
  measure,
  type RunningServer,
  type Scenario,
  startPortal,
  startProcess,
  table,
  throwawayDatabase,
} from './support';
import { upsellDowngradesBench } from './upsell-downgrades';

export interface BenchArea {
  name: string;
  defaultRows: number;
  /** The table of the detail endpoint (the bare lookup reads it). */
  table: string;
  permissions: readonly string[];
  seed(db: Db, rows: number): Promise<void>;
  scenarios(database: Database): Promise<{ lists: Scenario[]; detail?: Scenario; bare?: Scenario }>;
  /** Measurements of the area's own kind (not a latency table): run after the table, print their lines. */
  extra?(context: { database: Database; portal: RunningServer; token: string }): Promise<string>;
}

const AREAS: Record<string, BenchArea> = Object.fromEntries(
  [
    contentProductsBench,
    ecomProductsBench,
    basePricesBench,
    descriptionTemplatesBench,
    disclosuresBench,
    saveOffersBench,
    upsellDowngradesBench,
    promotionsBench,
    customersBench,
  ].map((area) => [area.name, area]),
);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const area = AREAS[positionals[0] ?? ''];
if (!area) {
  console.error(
    `usage: npm run bench -- <area> [--rows N] [--seconds S] [--connections C]; areas: ${Object.keys(AREAS).join(', ')}`,
  );
  process.exit(2);
}
const rows = Number(values.rows ?? area.defaultRows);
const options = { connections: Number(values.connections), seconds: Number(values.seconds) };
const LIST_P95_TARGET_MS = 25;
const DETAIL_RATIO_TARGET = 0.5;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const db = await throwawayDatabase(serverUrl, { keep: values.keep, reuse: values.reuse });
try {
  if (db.seeded) {
    console.log(`measuring ${db.name} as an earlier run seeded it (--rows is ignored)`);
  } else {
    console.log(`seeding ${rows} rows of ${area.table} into ${db.name} on ${new URL(serverUrl).host} …`);
    const started = Date.now();
    await area.seed(db.database.db, rows);
    // Every table, so autovacuum has nothing left to analyse while the endpoints are measured.
    await db.database.raw('vacuum analyze');
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (values.keep) console.log(`--keep: ${db.name} stays; measure it again with --reuse ${db.name}`);
  const portal = await startPortal(db.url);
  const bare = await startProcess('bench/bare-lookup.ts', { DATABASE_URL: db.url, BARE_TABLE: area.table }, '/healthz');
  try {
    const token = await benchToken(db.database, portal.baseUrl, area.permissions);
    const all = await area.scenarios(db.database);
    const wanted = values.only?.split('|') ?? [];
    const chosen = (s: Scenario) => !wanted.length || wanted.some((text) => s.name.includes(text));
    const scenarios = {
      lists: all.lists.filter(chosen),
      ...(all.detail && chosen(all.detail) ? { detail: all.detail, bare: all.bare } : {}),
    };
    const results: Measured[] = [];
    /** A short warm-up, the measured run at `connections`, then one connection on its own. */
    const run = async (baseUrl: string, scenario: Scenario, withToken?: string) => {
      await measure(baseUrl, scenario, { ...options, seconds: 2, token: withToken });
      const loaded = await measure(baseUrl, scenario, { ...options, token: withToken });
      const alone = await measure(baseUrl, scenario, { connections: 1, seconds: 3, token: withToken });
      return { ...loaded, alone: alone.p95, stress: scenario.stress, targetMs: scenario.targetMs };
    };
    // The first scenario also warms the freshly started server (JIT, connection pool, buffer cache).
    const [first] = scenarios.lists;
    if (first) await measure(portal.baseUrl, first, { ...options, seconds: 5, token });
    for (const scenario of scenarios.lists) results.push(await run(portal.baseUrl, scenario, token));
    let detail: Measured | undefined;
    let yardstick: Measured | undefined;
    if (scenarios.detail && scenarios.bare) {
      detail = await run(portal.baseUrl, scenarios.detail, token);
      yardstick = await run(bare.baseUrl, scenarios.bare);
      results.push(detail, yardstick);
    }
    const ratio = detail && yardstick ? detail.perSecond / yardstick.perSecond : undefined;
    console.log(
      `\n${area.name}: ${rows} rows, ${options.connections} connections, ${options.seconds} s each\n\n${table(
        results,
        (r) => {
          if (r === yardstick) return 'yardstick';
          if (r.stress) return 'stress line: no target';
          const versusBare = `${ratio?.toFixed(2)}× bare (≥ ${DETAIL_RATIO_TARGET})${(ratio ?? 0) >= DETAIL_RATIO_TARGET ? ' ✓' : ' ✗'}`;
          if (r === detail && r.targetMs === undefined) return versusBare;
          const limit = r.targetMs ?? LIST_P95_TARGET_MS;
          const at = (ms: number) => (ms <= limit ? '✓' : '✗');
          const p95 = `p95 ≤ ${limit} ms: loaded ${at(r.p95)}, alone ${at(r.alone ?? Number.POSITIVE_INFINITY)}`;
          return r === detail ? `${p95}; ${versusBare}` : p95;
        },
      )}\n`,
    );
    if (area.extra) console.log(await area.extra({ database: db.database, portal, token }));
  } finally {
    await portal.stop();
    await bare.stop();
  }
} finally {
  await db.drop();
}
