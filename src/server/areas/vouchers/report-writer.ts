import { type EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import { and, asc, count, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../../shared/domain/spreadsheet';
import { dayStart, REPORT_COLUMNS, REPORT_SHEET_NAME, type ReportRange } from '../../../shared/domain/voucher-report';
import type { Db } from '../../db/client';
import { organization } from '../organizations';
import { voucherGroup, voucherRedemption } from './tables';

/**
 * The redeemed generic ISBN report's spreadsheet (VG-EXP-05/06), written by exceljs' streaming writer:
 * the GENERIC redemptions of [start 00:00 UTC, end 00:00 UTC) read in keyset batches by (redeemed_at, id),
 * each row committed as it is written, so memory stays flat whatever the count. Text cells are
 * neutralised (a product name '=HYPERLINK(…)' is written as text, never run).
 */

/** Rows per database read. */
export const REPORT_BATCH = 2000;

/** The instants of a range's days. */
const instants = (range: ReportRange) => ({ from: dayStart(range.startDate), to: dayStart(range.endDate) });

const inRange = (range: ReportRange): SQL => {
  const { from, to } = instants(range);
  return and(
    isNotNull(voucherRedemption.genericIsbn),
    gte(voucherRedemption.redeemedAt, from),
    lt(voucherRedemption.redeemedAt, to),
  ) as SQL;
};

/** How many rows the report of `range` has. */
export async function countReportRows(db: Db, range: ReportRange): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voucherRedemption).where(inRange(range));
  return Number(row?.n ?? 0);
}

/** Where the previous batch stopped: its last row's time exactly (as PostgreSQL's text: microseconds) and id. */
interface Cursor {
  at: string;
  id: number;
}

async function batchAfter(db: Db, range: ReportRange, after: Cursor | null) {
  const r = voucherRedemption;
  // After the first batch the walk starts at the cursor's time (the index's lower bound), past the rows of
  // that time already written. Said so rather than as (redeemed_at, id) > (…): the planner takes a row
  // comparison for a third of the range and would sort a bitmap's rows instead of walking the index.
  const where = after
    ? and(
        isNotNull(r.genericIsbn),
        sql`${r.redeemedAt} >= ${after.at}::timestamptz`,
        lt(r.redeemedAt, instants(range).to),
        sql`not (${r.redeemedAt} = ${after.at}::timestamptz and ${r.id} <= ${after.id})`,
      )
    : inRange(range);
  return db
    .select({
      id: r.id,
      cursorAt: sql<string>`${r.redeemedAt}::text`,
      redeemedAt: r.redeemedAt,
      genericIsbn: r.genericIsbn,
      productName: r.productName,
      organization: organization.name,
      groupId: r.voucherGroupId,
      groupDescription: voucherGroup.description,
      invoice: voucherGroup.invoice,
      customerId: r.customerId,
    })
    .from(r)
    .innerJoin(voucherGroup, eq(voucherGroup.id, r.voucherGroupId))
    .innerJoin(organization, eq(organization.id, voucherGroup.organizationId))
    .where(where)
    .orderBy(asc(r.redeemedAt), asc(r.id))
    .limit(REPORT_BATCH);
}

/** A text cell, neutralised; none for an empty value. */
const text = (value: string | null) => (value ? neutraliseCell(value) : null);

/** The column widths (characters), in REPORT_COLUMNS' order. */
const WIDTHS = [20, 16, 40, 30, 16, 36, 20, 12];
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * What `out` (and the zip writing into it) went through: `stopped` rejects on an error or on a close
 * before the end (a download the client gave up). Listening is also what keeps an error from going
 * unhandled (it would stop the process).
 */
function watch(out: Writable, zip: EventEmitter) {
  let failure: Error | null = null;
  let reject: (err: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, no) => {
    reject = no;
  });
  // Raced by the writer: a failure after it finished is nobody's.
  stopped.catch(() => undefined);
  const failed = (err: Error) => {
    if (failure) return;
    failure = err;
    reject(err);
  };
  out.on('error', failed);
  zip.on('error', failed);
  out.on('close', () => {
    if (!out.writableFinished) failed(new Error('the output was closed before the report was written'));
  });
  return {
    stopped,
    check() {
      if (failure) throw failure;
    },
  };
}

/**
 * Between two batches: waits while `out` holds more than it wants (a slow reader of a download), so
 * memory stays flat, and lets the event loop turn once (the embedded database answers without any I/O:
 * without a turn, a report would hold every request until its last row).
 */
async function breathe(out: Writable, state: ReturnType<typeof watch>): Promise<void> {
  state.check();
  if (out.writableNeedDrain) {
    const stop = new AbortController();
    try {
      await Promise.race([once(out, 'drain', { signal: stop.signal }), state.stopped]);
    } finally {
      stop.abort();
    }
  }
  await new Promise((turn) => setImmediate(turn));
  state.check();
}

/**
 * Writes the report of `range` to `out` as an XLSX (one sheet: the header, then the rows in redemption
 * order) and ends it. `onBatch(rowsDone)` runs after each batch is written; throwing from it stops the
 * writing. Answers the number of rows written.
 */
export async function writeReport(
  db: Db,
  range: ReportRange,
  out: Writable,
  onBatch: (rowsDone: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Portal';
  // exceljs' zip (archiver) listens for its errors only once it finalises.
  const state = watch(out, (workbook as unknown as { zip: EventEmitter }).zip);
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map((header, i) => ({
    header,
    width: WIDTHS[i],
    ...(i === 0 ? { style: { numFmt: DATE_TIME_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let done = 0;
  let after: Cursor | null = null;
  for (;;) {
    const rows = await batchAfter(db, range, after);
    for (const row of rows) {
      sheet
        .addRow([
          row.redeemedAt,
          text(row.genericIsbn),
          text(row.productName),
          text(row.organization),
          row.groupId,
          text(row.groupDescription),
          text(row.invoice),
          row.customerId,
        ])
        .commit();
    }
    done += rows.length;
    await onBatch(done);
    await breathe(out, state);
    const last = rows[rows.length - 1];
    if (!last || rows.length < REPORT_BATCH) break;
    after = { at: last.cursorAt, id: last.id };
  }
  sheet.commit();
  await Promise.race([workbook.commit(), state.stopped]);
  return done;
}
