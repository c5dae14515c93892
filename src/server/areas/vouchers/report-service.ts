import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { ReportProgress } from '../../../shared/contracts/voucher-report';
import {
  VOUCHER_REPORT_MESSAGES as MESSAGES,
  REPORT_KEPT_MS,
  type ReportRange,
  type ReportState,
  reportFileName,
  reportRangeViolations,
} from '../../../shared/domain/voucher-report';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import type { Clock } from '../../deps';
import { invalidAll, notFound, refused } from '../../errors';
import { enqueueJob } from '../../jobs/runner';
import { entityAudit } from '../audit';
import { writeReport } from './report-writer';
import { voucherReport } from './tables';

/**
 * The redeemed generic ISBN report (API-M-48, VG-EXP-01 … 06): a range checked by the shared rules,
 * then either streamed at once (API-M-48) or written to a file by a server job (the export control:
 * start, progress, file). A report is its requester's: another staff member's id answers 404.
 */

export const VOUCHER_REPORT_JOB = 'voucher-report';
const audit = entityAudit('voucher_report');

/**
 * A report still 'running' this long after it was asked for has lost its writer (the server stopped
 * mid-way): it is shown failed, and the next export's sweep says so in the row.
 */
export const REPORT_STALE_MS = 30 * 60 * 1000;

type ReportRow = typeof voucherReport.$inferSelect;

/** VG-EXP-01 … 03: 400 naming the field, with the shared rule's message. */
function checkedRange(range: ReportRange, now: Date): ReportRange {
  const violations = reportRangeViolations(range, now);
  if (violations.length) throw invalidAll(violations);
  return range;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const isStale = (row: ReportRow, now: Date) =>
  (row.state === 'running' || row.state === 'queued') && now.getTime() - row.createdAt.getTime() > REPORT_STALE_MS;

/** The state the wire shows: a done report without its file has expired; a lost writer's report failed. */
function stateOf(row: ReportRow, now: Date): { state: ReportState; error: string | null } {
  if (row.state === 'done' && !row.filePath) return { state: 'expired', error: MESSAGES.expired };
  if (isStale(row, now)) return { state: 'failed', error: MESSAGES.interrupted };
  return { state: row.state as ReportState, error: row.error };
}

function progressOf(row: ReportRow, now: Date): ReportProgress {
  return {
    id: row.id,
    startDate: dayOf(row.startAt),
    endDate: dayOf(row.endAt),
    ...stateOf(row, now),
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts a report (VG-EXP-05): the row, queued, and its job, in one transaction with the audit entry.
 * One unfinished report per staff member at a time (409). Old files go first (VG-EXP-06: kept a day).
 */
export async function startReport(
  db: Db,
  input: ReportRange,
  actor: Principal,
  clock: Clock,
  reportDir: string,
): Promise<ReportProgress> {
  const now = clock.now();
  const range = checkedRange(input, now);
  await sweepReports(db, now);
  const row = await db.transaction(async (tx) => {
    // Two clicks at once: the second waits for the first and then finds it unfinished.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voucher-report:${actor.sub}`}))`);
    const [unfinished] = await tx
      .select({ id: voucherReport.id, createdAt: voucherReport.createdAt })
      .from(voucherReport)
      .where(and(eq(voucherReport.requestedBy, actor.sub), inArray(voucherReport.state, ['queued', 'running'])));
    if (unfinished && now.getTime() - unfinished.createdAt.getTime() <= REPORT_STALE_MS) throw refused(MESSAGES.busy);
    const fileName = reportFileName(range);
    const [created] = await tx
      .insert(voucherReport)
      .values({
        startAt: new Date(`${range.startDate}T00:00:00.000Z`),
        endAt: new Date(`${range.endDate}T00:00:00.000Z`),
        fileName,
        // Where the job writes it: a name of its own, whatever other databases share the directory.
        filePath: join(reportDir, `${randomUUID()}.xlsx`),
        requestedBy: actor.sub,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('report not created');
    await enqueueJob(tx, { kind: VOUCHER_REPORT_JOB, entityType: 'voucher_report', entityId: created.id }, now, actor);
    await audit(tx, actor, 'CREATE', created.id, null, { ...range, fileName }, now);
    return created;
  });
  return progressOf(row, now);
}

/** A report by id and requester: a named statement (the export dialog polls it every second). */
const reportOf = preparedPer((db) =>
  db
    .select()
    .from(voucherReport)
    .where(
      and(eq(voucherReport.id, sql.placeholder('id')), eq(voucherReport.requestedBy, sql.placeholder('requestedBy'))),
    )
    .prepare('voucher_report_of'),
);

/** The requester's report `id` (404 for none, or for another staff member's). */
async function ownReport(db: Db, id: number, actor: Principal): Promise<ReportRow> {
  const [row] = await reportOf(db).execute({ id, requestedBy: actor.sub });
  if (!row) throw notFound(`No export ${id} of yours.`);
  return row;
}

/** A report's progress: state, rows written of rows to write, the file's name. */
export async function reportProgress(db: Db, id: number, actor: Principal, now: Date): Promise<ReportProgress> {
  return progressOf(await ownReport(db, id, actor), now);
}

/** A finished report's file (409 while it is written, when it failed or is no longer kept). */
export async function reportFile(
  db: Db,
  id: number,
  actor: Principal,
  now: Date,
): Promise<{ fileName: string; stream: Readable }> {
  const row = await ownReport(db, id, actor);
  const { state, error } = stateOf(row, now);
  if (state !== 'done' || !row.filePath) throw refused(error ?? MESSAGES.notReady);
  const stream = createReadStream(row.filePath);
  // A file removed by hand (or by another instance's sweep) since: said as the expired report it is.
  await new Promise<void>((opened, failed) => {
    stream.once('open', () => opened());
    stream.once('error', (err: NodeJS.ErrnoException) =>
      failed(err.code === 'ENOENT' ? refused(MESSAGES.expired) : err),
    );
  });
  return { fileName: row.fileName, stream };
}

/**
 * API-M-48: the report of a range streamed at once (the spec's contract): the same writer, straight to
 * the response. A failed read mid-way cuts the download (the client sees an incomplete file, not a hang).
 */
export function streamReport(db: Db, input: ReportRange, now: Date): { fileName: string; stream: Readable } {
  const range = checkedRange(input, now);
  const stream = new PassThrough();
  writeReport(db, range, stream).catch((err) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return { fileName: reportFileName(range), stream };
}

/**
 * VG-EXP-06 (decided): the files of reports finished more than a day ago are deleted (the row stays, its
 * file path cleared: 'expired'); a report whose writer was lost is marked failed and its partial file goes.
 * Run before each new report; a file already gone is no error.
 */
export async function sweepReports(db: Db, now: Date): Promise<void> {
  const kept = new Date(now.getTime() - REPORT_KEPT_MS);
  const lost = new Date(now.getTime() - REPORT_STALE_MS);
  const old = await db
    .select()
    .from(voucherReport)
    .where(
      and(
        isNotNull(voucherReport.filePath),
        or(
          and(inArray(voucherReport.state, ['done', 'failed']), lt(voucherReport.finishedAt, kept)),
          and(inArray(voucherReport.state, ['queued', 'running']), lt(voucherReport.createdAt, lost)),
        ),
      ),
    )
    .limit(100);
  for (const row of old) {
    if (!row.filePath) continue;
    await rm(row.filePath, { force: true });
    await rm(`${row.filePath}.part`, { force: true });
    const lostWriter = row.state === 'queued' || row.state === 'running';
    await db
      .update(voucherReport)
      .set(
        lostWriter
          ? { state: 'failed', error: MESSAGES.interrupted, finishedAt: now, filePath: null }
          : { filePath: null },
      )
      .where(and(eq(voucherReport.id, row.id), eq(voucherReport.state, row.state)));
  }
}
