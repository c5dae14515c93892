import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../../src/server/areas';
import { reportWritesSettled } from '../../src/server/areas/vouchers/report-job';
import { REPORT_STALE_MS } from '../../src/server/areas/vouchers/report-service';
import { writeReport } from '../../src/server/areas/vouchers/report-writer';
import { insertRows } from '../../src/server/db/json-insert';
import {
  auditLog,
  job,
  organization,
  voucherGroup,
  voucherRedemption,
  voucherReport,
} from '../../src/server/db/schema';
import { runDueJobs } from '../../src/server/jobs/runner';
import { REPORT_CONTENT_TYPE, type ReportProgress } from '../../src/shared/contracts/voucher-report';
import { neutraliseCell } from '../../src/shared/domain/spreadsheet';
import {
  VOUCHER_REPORT_MESSAGES as MESSAGES,
  REPORT_COLUMNS,
  REPORT_KEPT_MS,
  REPORT_SHEET_NAME,
} from '../../src/shared/domain/voucher-report';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * The redeemed generic ISBN report (API-M-48 and its job; checklist 11.3 VG-EXP-01 … 06): each range rule
 * and message on both ways in, the permission and the requester's ownership, the job end to end (queued,
 * the progress moving batch by batch, done, the file), the XLSX read back by exceljs (sheet, header, rows
 * in order, only GENERIC redemptions in [start, end), dates, names, neutralised formulas), API-M-48's
 * direct download, one export at a time, the day a file is kept, a lost writer, a failed write.
 *
 * The test clock stands at 2026-11-20T10:00Z: the earliest start is 2026-08-01, the default range
 * 2026-10-01 … 2026-11-01.
 */

const BASE = '/api/portal/financial-reports/redeemed-generic-isbns';
const LAST_MONTH = { startDate: '2026-10-01', endDate: '2026-11-01' };
const FORMULA = '=HYPERLINK("http://x","y")';

let server: TestServer;
let reportDir: string;
let b2b: string;
let colleague: string;
let viewer: string;
let noVoucher: string;
let groupId: number;
let orgName: string;

const db = () => server.deps.db;

beforeAll(async () => {
  reportDir = mkdtempSync(join(tmpdir(), 'voucher-report-test-'));
  server = await startTestServer({ reportDir });
  b2b = await mintToken(server, { permissions: ['view:voucher_menu', 'create:voucher_group'], sub: 'staff-b2b' });
  colleague = await mintToken(server, { permissions: ['view:voucher_menu'], sub: 'staff-colleague' });
  viewer = await mintToken(server, { permissions: ['view:voucher_menu'], sub: 'staff-viewer' });
  noVoucher = await mintToken(server, {
    permissions: ['view:organization_menu', 'read:customers'],
    sub: 'staff-other',
  });
  orgName = '@Acme "Reports" Ltd';
  const [org] = await db().insert(organization).values({ name: orgName }).returning();
  const [group] = await db()
    .insert(voucherGroup)
    .values({
      description: '+Spanish for sales',
      organizationId: org?.id ?? 0,
      invoice: 'INV-42',
      voucherType: 'MASTER',
      voucherAmount: 10_000,
      voucherDeal: 'OPEN_ENDED',
      isbnSelectionType: 'GENERIC',
      entitlementDeal: 'OPEN_ENDED',
    })
    .returning();
  groupId = group?.id ?? 0;
});
afterAll(async () => {
  await server.close();
  rmSync(reportDir, { recursive: true, force: true });
});

function call(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  options: { query?: object; body?: object } = {},
) {
  const query = new URLSearchParams(options.query as Record<string, string>).toString();
  return server.app.inject({
    method,
    url: `${BASE}${path}${query ? `?${query}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
}

const start = (range: object, token = b2b) => call('POST', '/exports', token, { body: range });
const progress = async (id: number, token = b2b): Promise<ReportProgress> => {
  const res = await call('GET', `/exports/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const runJobs = () => runDueJobs(db(), server.clock, 'report-test', jobHandlers(server.config));

/** Starts a report of `range` and runs it to its end: the finished progress. */
async function exported(range = LAST_MONTH, token = b2b): Promise<ReportProgress> {
  const res = await start(range, token);
  expect(res.statusCode, res.body).toBe(202);
  await runJobs();
  await reportWritesSettled();
  return progress(res.json().id, token);
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  return workbook;
}

/** The sheet's rows as arrays of the columns' values, an empty cell null (exceljs' row.values start at 1). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(REPORT_COLUMNS.map((_, i) => values[i + 1] ?? null));
  });
  return rows;
}

/** Redemptions of the group; `isbn` null is an INDIVIDUAL one. */
async function redemptions(rows: { at: string; isbn?: string | null; name?: string; customerId?: number | null }[]) {
  await insertRows(
    db(),
    voucherRedemption,
    rows.map((r) => ({
      voucherGroupId: groupId,
      genericIsbn: r.isbn === undefined ? '9780000000001' : r.isbn,
      productName: r.name ?? 'French Level 1',
      redeemedAt: new Date(r.at),
      customerId: r.customerId ?? null,
    })),
  );
}

/** The report's rows as the database has them: GENERIC redemptions in [start, end), in redemption order. */
async function expectedRows(range: { startDate: string; endDate: string }): Promise<unknown[][]> {
  const rows = await server.database.raw<Record<string, unknown>>(
    `select r.redeemed_at, r.generic_isbn, r.product_name, o.name as organization, r.voucher_group_id,
            g.description, g.invoice, r.customer_id
     from voucher_redemption r join voucher_group g on g.id = r.voucher_group_id
       join organization o on o.id = g.organization_id
     where r.generic_isbn is not null and r.redeemed_at >= $1 and r.redeemed_at < $2
     order by r.redeemed_at, r.id`,
    [`${range.startDate}T00:00:00Z`, `${range.endDate}T00:00:00Z`],
  );
  const text = (value: unknown) => (value === null || value === '' ? null : neutraliseCell(String(value)));
  return rows.map((row) => [
    new Date(row.redeemed_at as string | Date),
    text(row.generic_isbn),
    text(row.product_name),
    text(row.organization),
    Number(row.voucher_group_id),
    text(row.description),
    text(row.invoice),
    row.customer_id === null ? null : Number(row.customer_id),
  ]);
}

const violations = (res: { json(): { violations: { field: string; message: string }[] } }) =>
  res.json().violations.map((v) => [v.field, v.message]);

describe('the range (VG-EXP-01 … 03): the same rules and messages on API-M-48 and the export job', () => {
  const both = (range: object) => [call('GET', '/export', b2b, { query: range }), start(range)];

  it("'Duration to export' is required: no range, an empty end", async () => {
    for (const res of await Promise.all(both({}))) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe(MESSAGES.required);
      expect(violations(res)).toEqual([
        ['startDate', MESSAGES.required],
        ['endDate', MESSAGES.required],
      ]);
    }
    for (const res of await Promise.all(both({ startDate: '2026-10-01', endDate: '' }))) {
      expect(res.statusCode, res.body).toBe(400);
      expect(violations(res)).toEqual([['endDate', MESSAGES.required]]);
    }
  });

  it('refuses what is not a calendar day, naming the field', async () => {
    for (const bad of ['2026-02-30', '2026-13-01', '01/10/2026', '2026-10-01T00:00:00Z', 'x'.repeat(5000)]) {
      for (const res of await Promise.all(both({ startDate: bad, endDate: '2026-11-01' }))) {
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        expect(violations(res)).toEqual([['startDate', MESSAGES.notADay]]);
      }
    }
  });

  it('starts no earlier than the first day of the month three months ago (2026-08-01)', async () => {
    for (const res of await Promise.all(both({ startDate: '2026-07-31', endDate: '2026-09-01' }))) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe("'Duration to export' cannot start earlier than 2026-08-01");
      expect(violations(res)).toEqual([['startDate', MESSAGES.tooEarly('2026-08-01')]]);
    }
    const [direct] = both({ startDate: '2026-08-01', endDate: '2026-09-01' });
    expect((await direct)?.statusCode).toBe(200);
  });

  it('takes no day in the future (today, 2026-11-20, is the latest end) and starts before it ends', async () => {
    for (const res of await Promise.all(both({ startDate: '2026-11-01', endDate: '2026-11-21' }))) {
      expect(res.statusCode, res.body).toBe(400);
      expect(violations(res)).toEqual([['endDate', MESSAGES.future]]);
    }
    for (const res of await Promise.all(both({ startDate: '2026-11-21', endDate: '2026-11-22' }))) {
      expect(violations(res)).toEqual([
        ['startDate', MESSAGES.future],
        ['endDate', MESSAGES.future],
      ]);
    }
    for (const range of [
      { startDate: '2026-10-10', endDate: '2026-10-10' },
      { startDate: '2026-10-10', endDate: '2026-10-09' },
    ]) {
      for (const res of await Promise.all(both(range))) {
        expect(res.statusCode, res.body).toBe(400);
        expect(violations(res)).toEqual([['endDate', MESSAGES.order]]);
      }
    }
    const [direct] = both({ startDate: '2026-11-19', endDate: '2026-11-20' });
    expect((await direct)?.statusCode).toBe(200);
  });

  it('writes no report row and queues no job for a refused range', async () => {
    const before = (await db().select().from(voucherReport)).length;
    expect((await start({ startDate: '2026-07-01', endDate: '2026-08-01' })).statusCode).toBe(400);
    expect(await db().select().from(voucherReport)).toHaveLength(before);
  });
});

describe('who may export (VG-EXP-06)', () => {
  it('needs a token (401) with view:voucher_menu (403) on every endpoint', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/export'],
      ['POST', '/exports'],
      ['GET', '/exports/1'],
      ['GET', '/exports/1/file'],
    ];
    for (const [method, path] of paths) {
      expect((await call(method, path, null)).statusCode).toBe(401);
      expect((await call(method, path, noVoucher)).statusCode).toBe(403);
    }
  });

  it("answers a report only to who asked for it: another voucher viewer's id is a 404", async () => {
    const mine = await exported(LAST_MONTH, viewer);
    expect(mine.state).toBe('done');
    for (const path of [`/exports/${mine.id}`, `/exports/${mine.id}/file`]) {
      const res = await call('GET', path, colleague);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await call('GET', `/exports/${mine.id}/file`, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/exports/999999', viewer)).statusCode).toBe(404);
  });
});

describe('the export job (VG-EXP-05, ★)', () => {
  beforeAll(async () => {
    // 4,500 GENERIC redemptions in October (three batches of 2,000), one a minute from 2026-10-01 00:00.
    const october = Array.from({ length: 4500 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(),
      name: i === 7 ? FORMULA : `French Level ${(i % 5) + 1}`,
      customerId: null,
    }));
    await redemptions(october);
    await redemptions([
      { at: '2026-10-31T23:59:59.999Z', name: 'Last instant' },
      { at: '2026-11-01T00:00:00.000Z', name: 'End is not included' },
      { at: '2026-09-30T23:59:59.999Z', name: 'Before the start' },
      { at: '2026-10-15T12:00:00.000Z', isbn: null, name: 'Individual course' },
    ]);
  });

  it('queues the report, moves it batch by batch to done and answers the file named with the dates', async () => {
    const res = await start(LAST_MONTH);
    expect(res.statusCode, res.body).toBe(202);
    const queued: ReportProgress = res.json();
    expect(queued).toMatchObject({
      state: 'queued',
      rowsDone: 0,
      rowsTotal: null,
      startDate: '2026-10-01',
      endDate: '2026-11-01',
      fileName: 'redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx',
      error: null,
    });
    const [queuedJob] = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, 'voucher-report'), eq(job.entityId, queued.id)));
    expect(queuedJob?.status).toBe('pending');
    const early = await call('GET', `/exports/${queued.id}/file`, b2b);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(MESSAGES.notReady);

    // The runner's claim returns at once; the writing goes on beside it while the progress is read.
    const expected = await expectedRows(LAST_MONTH);
    const total = expected.length;
    expect(total).toBeGreaterThan(4500);
    const runs = await runJobs();
    expect(runs.find((r) => r.entityId === queued.id)?.outcome).toBe('done');
    const seen: ReportProgress[] = [];
    for (let polls = 0; polls < 2000; polls += 1) {
      const now = await progress(queued.id);
      seen.push(now);
      if (now.state === 'done' || now.state === 'failed') break;
      // As requests arrive: between two, the event loop (the file's writes) moves on.
      await new Promise((tick) => setTimeout(tick, 5));
    }
    await reportWritesSettled();
    const done = seen[seen.length - 1];
    expect(done).toMatchObject({ state: 'done', rowsDone: total, rowsTotal: total, error: null });
    expect(done?.finishedAt).toBe(server.clock.now().toISOString());
    expect(seen.some((p) => p.state === 'running')).toBe(true);
    const moving = seen.filter((p) => p.rowsDone > 0 && p.rowsDone < total).map((p) => p.rowsDone);
    expect(moving.length, JSON.stringify(seen.map((p) => [p.state, p.rowsDone]))).toBeGreaterThan(0);
    expect(moving.every((n) => n % 2000 === 0)).toBe(true);

    const file = await call('GET', `/exports/${queued.id}/file`, b2b);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe(REPORT_CONTENT_TYPE);
    expect(file.headers['content-disposition']).toContain(
      'attachment; filename="redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx"',
    );
    const workbook = await workbookOf(file.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([REPORT_SHEET_NAME]);
    const rows = rowsOf(workbook.worksheets[0] as ExcelJS.Worksheet);
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    // Every GENERIC redemption of October, in redemption order, as the database has it.
    expect(rows.slice(1)).toEqual(expected);
    const dates = rows.slice(1).map((r) => (r[0] as Date).toISOString());
    expect(dates[0]).toBe('2026-10-01T00:00:00.000Z');
    expect(dates[dates.length - 1]).toBe('2026-10-31T23:59:59.999Z');
    expect([...dates].sort()).toEqual(dates);
    const ours = rows.filter((r) => r[4] === groupId);
    expect(ours).toHaveLength(4501);
    expect(ours[0]).toEqual([
      new Date('2026-10-01T00:00:00.000Z'),
      '9780000000001',
      'French Level 1',
      `'${orgName}`,
      groupId,
      "'+Spanish for sales",
      'INV-42',
      null,
    ]);
    const names = rows.slice(1).map((r) => r[2]);
    expect(names).not.toContain('End is not included');
    expect(names).not.toContain('Before the start');
    expect(names).not.toContain('Individual course');
    expect(names).toContain('Last instant');

    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'voucher_report'), eq(auditLog.entityId, String(queued.id))));
    expect(audited).toMatchObject({ action: 'CREATE', actorId: 'staff-b2b' });
    expect(audited?.after).toMatchObject({ ...LAST_MONTH, fileName: queued.fileName });
  });

  it('never writes a formula: a product name =HYPERLINK(…) is read back as text with its apostrophe', async () => {
    const done = await exported();
    const file = await call('GET', `/exports/${done.id}/file`, b2b);
    const sheet = (await workbookOf(file.rawPayload)).worksheets[0] as ExcelJS.Worksheet;
    const cells: ExcelJS.Cell[] = [];
    sheet.getColumn(3).eachCell((cell) => {
      if (String(cell.value).includes('HYPERLINK')) cells.push(cell);
    });
    expect(cells.map((c) => c.value)).toEqual([`'${FORMULA}`]);
    expect(cells[0]?.type).toBe(ExcelJS.ValueType.String);
    let formulas = 0;
    sheet.eachRow((row) => {
      row.eachCell((c) => {
        if (c.type === ExcelJS.ValueType.Formula || typeof c.formula === 'string') formulas += 1;
        if (typeof c.value === 'string') expect(c.value).not.toMatch(/^[=+\-@\t\r]/);
      });
    });
    expect(formulas).toBe(0);
  });

  it('API-M-48 answers the same spreadsheet at once, streamed, named with the dates', async () => {
    const res = await call('GET', '/export', b2b, { query: LAST_MONTH });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(REPORT_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx"; filename*=UTF-8''redeemed-generic-isbns_2026-10-01_2026-11-01.xlsx`,
    );
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet(REPORT_SHEET_NAME) as ExcelJS.Worksheet;
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual(await expectedRows(LAST_MONTH));
    expect(rows.map((r) => r[2])).toContain(`'${FORMULA}`);
    // A range without redemptions: the header alone.
    // Another range: its own rows (the header alone when there are none).
    const november = { startDate: '2026-11-01', endDate: '2026-11-20' };
    const other = await call('GET', '/export', b2b, { query: november });
    expect(rowsOf((await workbookOf(other.rawPayload)).worksheets[0] as ExcelJS.Worksheet)).toEqual([
      [...REPORT_COLUMNS],
      ...(await expectedRows(november)),
    ]);
  });

  it('waits for a slow reader, and stops when the reader gives up (no hang, no unhandled error)', async () => {
    // 20,000 redemptions in September (ten batches), with names that do not compress to nothing.
    const september = Array.from({ length: 20_000 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 8, 1) + i * 120_000).toISOString(),
      name: `Course ${i} ${(i * 7919).toString(36)}${(i * 104729).toString(36)}`,
    }));
    await redemptions(september);
    let batches = 0;
    // A reader that takes nothing: what is written stays in its buffer.
    const stalled = new Writable({ highWaterMark: 1024, write: () => undefined });
    const writing = writeReport(db(), { startDate: '2026-09-01', endDate: '2026-10-01' }, stalled, async () => {
      batches += 1;
    });
    await expect.poll(() => stalled.writableNeedDrain, { timeout: 10_000 }).toBe(true);
    // The writer waits for the reader: it stops reading batches while the reader does not read.
    await new Promise((tick) => setTimeout(tick, 500));
    const waiting = batches;
    await new Promise((tick) => setTimeout(tick, 500));
    expect(batches).toBe(waiting);
    expect(waiting).toBeLessThan(10);
    stalled.destroy();
    await expect(writing).rejects.toThrow(/closed before the report was written/);
  });

  it('one export at a time per staff member: 409 while one is unfinished', async () => {
    const res = await start(LAST_MONTH, colleague);
    expect(res.statusCode).toBe(202);
    const again = await start(LAST_MONTH, colleague);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MESSAGES.busy);
    // Someone else's export is not in the way.
    const other = await exported(LAST_MONTH, viewer);
    expect(other.state).toBe('done');
    await runJobs();
    await reportWritesSettled();
    expect((await progress(res.json().id, colleague)).state).toBe('done');
    expect((await start(LAST_MONTH, colleague)).statusCode).toBe(202);
    await runJobs();
    await reportWritesSettled();
  });
});

describe('what is kept (VG-EXP-06)', () => {
  it('deletes a file a day after it was written, when the next export starts: the report has expired', async () => {
    const old = await exported();
    const [row] = await db().select().from(voucherReport).where(eq(voucherReport.id, old.id));
    expect(row?.filePath).toBeTruthy();
    server.clock.advance(REPORT_KEPT_MS + 60_000);
    try {
      const next = await exported({ startDate: '2026-10-01', endDate: '2026-11-21' });
      expect(next.state).toBe('done');
      const expired = await progress(old.id);
      expect(expired).toMatchObject({ state: 'expired', error: MESSAGES.expired });
      const file = await call('GET', `/exports/${old.id}/file`, b2b);
      expect(file.statusCode).toBe(409);
      expect(file.json().detail).toBe(MESSAGES.expired);
      const { existsSync } = await import('node:fs');
      expect(existsSync(row?.filePath ?? '')).toBe(false);
    } finally {
      server.clock.advance(-(REPORT_KEPT_MS + 60_000));
    }
  });

  it('shows a report whose writer was lost (the server stopped) as failed, and lets its owner export again', async () => {
    const res = await start(LAST_MONTH, colleague);
    expect(res.statusCode).toBe(202);
    const id = res.json().id as number;
    // Claimed by a runner that then died: running, never finished.
    await db().update(voucherReport).set({ state: 'running' }).where(eq(voucherReport.id, id));
    await db()
      .update(job)
      .set({ status: 'done' })
      .where(and(eq(job.kind, 'voucher-report'), eq(job.entityId, id)));
    expect((await start(LAST_MONTH, colleague)).statusCode).toBe(409);
    server.clock.advance(REPORT_STALE_MS + 60_000);
    try {
      expect(await progress(id, colleague)).toMatchObject({ state: 'failed', error: MESSAGES.interrupted });
      const again = await start(LAST_MONTH, colleague);
      expect(again.statusCode, again.body).toBe(202);
      const [row] = await db().select().from(voucherReport).where(eq(voucherReport.id, id));
      expect(row).toMatchObject({ state: 'failed', error: MESSAGES.interrupted, filePath: null });
      await runJobs();
      await reportWritesSettled();
    } finally {
      server.clock.advance(-(REPORT_STALE_MS + 60_000));
    }
  });

  it('marks a report failed with the error when its file cannot be written', async () => {
    const blocked = join(reportDir, 'not-a-directory');
    writeFileSync(blocked, 'x');
    server.config.reportDir = blocked;
    try {
      const failed = await exported(LAST_MONTH, viewer);
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatch(/^The export could not be written: /);
      const file = await call('GET', `/exports/${failed.id}/file`, viewer);
      expect(file.statusCode).toBe(409);
      expect(file.json().detail).toBe(failed.error);
    } finally {
      server.config.reportDir = reportDir;
    }
  });
});
