import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import type { JobHandler } from '../../jobs/runner';
import { VOUCHER_REPORT_JOB } from './report-service';
import { countReportRows, writeReport } from './report-writer';
import { voucherReport } from './tables';

/**
 * The report's job (VG-EXP-05, ★): the runner claims it in its transaction and moves the report queued →
 * running; the writing then runs beside the runner on the database itself, so neither a request nor the
 * runner waits for a million rows: it counts the rows, writes them in keyset batches to `<file>.part`
 * with `rows_done` moved after every batch (a statement of its own: the progress is seen at once), then
 * renames the file and marks the report done, or failed with the error. Two instances never write one
 * report: only the runner that claimed the job starts the writer.
 */

type ReportRow = typeof voucherReport.$inferSelect;

/** Writers in progress in this process (tests and the bench wait for them). */
const writing = new Set<Promise<void>>();

/** Resolves when every report this process is writing has finished (done or failed). */
export async function reportWritesSettled(): Promise<void> {
  while (writing.size) await Promise.allSettled([...writing]);
}

class ReportGone extends Error {}

const running = (id: number) => and(eq(voucherReport.id, id), eq(voucherReport.state, 'running'));

/** Writes the report's file; its outcome is recorded on the row, never thrown. */
export async function writeReportFile(db: Db, report: ReportRow, clock: Clock): Promise<void> {
  const range = {
    startDate: report.startAt.toISOString().slice(0, 10),
    endDate: report.endAt.toISOString().slice(0, 10),
  };
  const path = report.filePath ?? '';
  const part = `${path}.part`;
  try {
    if (!path) throw new Error('it has no file path');
    const total = await countReportRows(db, range);
    // FOR UPDATE waits for the runner's claim to commit (it holds the row until then) and then reads it:
    // a report not running by then was not claimed after all (the claim was undone).
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ state: voucherReport.state })
        .from(voucherReport)
        .where(eq(voucherReport.id, report.id))
        .for('update');
      if (row?.state !== 'running') return false;
      await tx.update(voucherReport).set({ rowsTotal: total }).where(eq(voucherReport.id, report.id));
      return true;
    });
    if (!claimed) return;
    await mkdir(dirname(path), { recursive: true });
    const out = createWriteStream(part);
    const written = await writeReport(db, range, out, async (rowsDone) => {
      const moved = await db.update(voucherReport).set({ rowsDone }).where(running(report.id)).returning({
        id: voucherReport.id,
      });
      if (!moved.length) throw new ReportGone();
    });
    await rename(part, path);
    await db
      .update(voucherReport)
      .set({ state: 'done', rowsDone: written, rowsTotal: Math.max(total, written), finishedAt: clock.now() })
      .where(running(report.id));
  } catch (err) {
    if (path) await rm(part, { force: true }).catch(() => undefined);
    if (err instanceof ReportGone) return;
    const error = err instanceof Error ? err.message : String(err);
    await db
      .update(voucherReport)
      .set({
        state: 'failed',
        error: `The export could not be written: ${error}`,
        finishedAt: clock.now(),
        filePath: null,
      })
      .where(running(report.id))
      .catch(() => undefined);
  }
}

export const voucherReportJobHandler: JobHandler = {
  kind: VOUCHER_REPORT_JOB,
  async run(tx, job, clock, db) {
    if (!db) throw new Error('the report job writes on the database itself: the runner passes it');
    const [report] = await tx.select().from(voucherReport).where(eq(voucherReport.id, job.entityId)).for('update');
    if (!report) return `Report ${job.entityId} no longer exists.`;
    if (report.state !== 'queued') return null;
    await tx.update(voucherReport).set({ state: 'running' }).where(eq(voucherReport.id, report.id));
    const task = writeReportFile(db, { ...report, state: 'running' }, clock).finally(() => writing.delete(task));
    writing.add(task);
    return null;
  },
};
