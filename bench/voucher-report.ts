import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { jobHandlers } from '../src/server/areas';
import { seedVoucherVolume } from '../src/server/areas/vouchers';
import { reportWritesSettled } from '../src/server/areas/vouchers/report-job';
import { VOUCHER_REPORT_JOB } from '../src/server/areas/vouchers/report-service';
import { writeReport } from '../src/server/areas/vouchers/report-writer';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { runDueJobs } from '../src/server/jobs/runner';
import { reportFileName, utcDayOf } from '../src/shared/domain/voucher-report';
import { type MemoryUse, mb, sampleMemory } from './memory';
import type { BenchArea } from './run';

/**
 * Issue 24: the redeemed generic ISBN report over a million redemptions, written by its job with flat
 * memory. The vouchers' volume seed (100,000 voucher groups, 1,000,000 redemptions over the last 120 days,
 * three groups in four GENERIC; `--rows N` redemptions and N/10 groups for a quick run). The job writes the
 * report of a tenth of the range, then of the whole range, in this process while its memory is sampled:
 * flat memory means the whole range peaks about as high as the tenth, and the heap after a full
 * collection is back where it started. API-M-48's stream (the same writer, to a sink that only counts) is
 * measured the same way. The progress read the export dialog polls is the latency line.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BENCH_SUB = 'staff-bench';
/** Report rows of the bench user, for the progress read. */
const PROGRESS_ROWS = 200;

interface Measured extends MemoryUse {
  rows: number;
  bytes: number;
}

/** `work` measured: its rows and bytes, the time and the memory it took. */
async function sampled(work: () => Promise<{ rows: number; bytes: number }>): Promise<Measured> {
  const { result, ...memory } = await sampleMemory(work);
  return { ...result, ...memory };
}

/** The report of [start, end) written by its job, as the server runs it: queued, claimed, written to a file. */
async function byJob(database: Database, dir: string, startDate: string, endDate: string) {
  const [row] = await database.raw<{ id: number }>(
    `insert into voucher_report (start_at, end_at, file_name, file_path, requested_by)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      `${startDate}T00:00:00Z`,
      `${endDate}T00:00:00Z`,
      reportFileName({ startDate, endDate }),
      join(dir, `${startDate}_${endDate}.xlsx`),
      BENCH_SUB,
    ],
  );
  const id = row?.id;
  // Due before anything else the demo data scheduled: the one job claimed (limit 1) is this one.
  await database.raw(
    `insert into job (kind, entity_type, entity_id, run_at, actor_id)
     values ($1, 'voucher_report', $2, '2000-01-01T00:00:00Z', $3)`,
    [VOUCHER_REPORT_JOB, id, BENCH_SUB],
  );
  const handlers = jobHandlers(loadConfig({ ...process.env }));
  return sampled(async () => {
    const runs = await runDueJobs(database.db, { now: () => new Date() }, 'bench-voucher-report', handlers, 1);
    const run = runs.find((r) => r.kind === VOUCHER_REPORT_JOB && r.entityId === id);
    if (run?.outcome !== 'done') throw new Error(`the report job did not run: ${JSON.stringify(runs)}`);
    await reportWritesSettled();
    const [report] = await database.raw<{ state: string; rows_done: number; error: string | null; file_path: string }>(
      'select state, rows_done, error, file_path from voucher_report where id = $1',
      [id],
    );
    if (report?.state !== 'done') throw new Error(`the report did not finish: ${JSON.stringify(report)}`);
    return { rows: report.rows_done, bytes: statSync(report.file_path).size };
  });
}

/** API-M-48's stream of [start, end): the same writer, to a sink that counts the bytes. */
async function byStream(database: Database, startDate: string, endDate: string) {
  return sampled(async () => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        bytes += chunk.length;
        next();
      },
    });
    const rows = await writeReport(database.db, { startDate, endDate }, sink);
    return { rows, bytes };
  });
}

const line = (label: string, r: Measured) =>
  `| ${label} | ${r.rows.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} | ${(r.rows / r.seconds).toFixed(0)} | ${mb(r.bytes)} | ${mb(r.heapStart)} → ${mb(r.heapPeak)} → ${mb(r.heapEnd)} | ${mb(r.rssStart)} → ${mb(r.rssPeak)} |`;

/** The report lines: a tenth of the range, then the whole range, by the job; then API-M-48's stream. */
export async function voucherReportLines(database: Database): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-voucher-report-'));
  try {
    const now = Date.now();
    // The seed's redemptions run over the last 120 days up to now: the whole range holds them all.
    const endDate = utcDayOf(new Date(now + DAY_MS));
    const wholeStart = utcDayOf(new Date(now - 121 * DAY_MS));
    const tenthStart = utcDayOf(new Date(now - 12 * DAY_MS));
    const lines = [
      '| Report | rows | s | rows/s | file MB | heap start → peak → after GC MB | RSS start → peak MB |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    ];
    lines.push(line(`job, ${tenthStart} … ${endDate}`, await byJob(database, dir, tenthStart, endDate)));
    lines.push(line(`job, ${wholeStart} … ${endDate}`, await byJob(database, dir, wholeStart, endDate)));
    lines.push(line(`API-M-48 stream, ${wholeStart} … ${endDate}`, await byStream(database, wholeStart, endDate)));
    return `\nvoucher-report: the redeemed generic ISBN report (keyset batches, exceljs streaming writer)\n\n${lines.join('\n')}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const voucherReportBench: BenchArea = {
  name: 'voucher-report',
  defaultRows: 1_000_000,
  rowsLabel: 'voucher redemptions (a tenth as many voucher groups)',
  table: 'voucher_redemption',
  permissions: ['view:voucher_menu'],
  seed: async (db, rows) => {
    const started = Date.now();
    await seedVoucherVolume(db, { groups: Math.max(1, Math.round(rows / 10)), redemptions: rows });
    console.log(`  voucher volume seeded (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  },
  async scenarios(database) {
    // Finished reports of the bench user: the progress the export dialog polls every second.
    await database.raw(
      `insert into voucher_report (start_at, end_at, state, rows_total, rows_done, file_name, requested_by, finished_at)
       select now() - interval '30 days', now(), 'done', 1000, 1000, 'bench.xlsx', $1, now()
       from generate_series(1, ${PROGRESS_ROWS})`,
      [BENCH_SUB],
    );
    const ids = await database.raw<{ id: number }>('select id from voucher_report where requested_by = $1', [
      BENCH_SUB,
    ]);
    return {
      lists: [],
      detail: {
        name: 'GET /financial-reports/redeemed-generic-isbns/exports/{id} (progress)',
        paths: ids.map((r) => `/api/portal/financial-reports/redeemed-generic-isbns/exports/${r.id}`),
      },
    };
  },
  // The report itself; `--only 'report file'` runs it without the latency line.
  extra: async ({ database, chosen }) => (chosen('report file') ? voucherReportLines(database) : ''),
};
