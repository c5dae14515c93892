import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { seedVoucherVolume } from '../../src/server/areas/vouchers';
import { countReportRows, REPORT_BATCH, writeReport } from '../../src/server/areas/vouchers/report-writer';
import { utcDayOf } from '../../src/shared/domain/voucher-report';
import { queryPlanGuard, ROWS } from '../support/query-plan-guard';

/**
 * The query-plan guard of the redeemed generic ISBN report (support/query-plan-guard.ts): at 100,000
 * redemptions over the last 120 days, every batch of a month's report walks (redeemed_at, id) from where
 * the previous one stopped (no scan, no sort but a top-N sort of the last few batches' rows), and a short
 * range is counted through the index.
 */
const guard = queryPlanGuard(
  (db) => seedVoucherVolume(db, { groups: ROWS / 10, redemptions: ROWS }),
  ['voucher_redemption', 'voucher_group'],
);
const DAY_MS = 24 * 60 * 60 * 1000;
const sink = () =>
  new Writable({
    write(_chunk, _encoding, next) {
      next();
    },
  });

describe(`the redeemed generic ISBN report at ${ROWS} redemptions reads through indexes`, () => {
  it("reads a month's report in keyset batches by (redeemed_at, id)", async () => {
    const now = Date.now();
    const range = { startDate: utcDayOf(new Date(now - 40 * DAY_MS)), endDate: utcDayOf(new Date(now - 10 * DAY_MS)) };
    let rows = 0;
    const plans = await guard.plansOf('voucher_redemption', async () => {
      rows = await writeReport(guard.database().db, range, sink());
    });
    expect(rows).toBeGreaterThan(2 * REPORT_BATCH);
    const batches = plans.filter((p) => /\blimit\b/i.test(p.query));
    expect(batches.length).toBeGreaterThan(2);
    // Near the range's end, where what is left is a few batches, the planner may sort a bitmap's rows
    // instead (a top-N sort): bounded by the batch, not by the table, so allowed up to three batches.
    const sorted = (problem: string) => Number(/^sort of ~(\d+) rows/.exec(problem)?.[1] ?? Number.POSITIVE_INFINITY);
    for (const plan of batches) {
      expect(
        plan.problems.filter((problem) => sorted(problem) > 3 * REPORT_BATCH),
        plan.query,
      ).toEqual([]);
    }
    // The walk itself: most batches read the index in order.
    expect(batches.filter((plan) => plan.problems.length === 0).length).toBeGreaterThan(batches.length / 2);
  });

  it("counts a day's rows through the index", async () => {
    const day = utcDayOf(new Date(Date.now() - 20 * DAY_MS));
    const next = utcDayOf(new Date(Date.now() - 19 * DAY_MS));
    const plans = await guard.plansOf('voucher_redemption', () =>
      countReportRows(guard.database().db, { startDate: day, endDate: next }),
    );
    for (const plan of plans) expect(plan.problems, plan.query).toEqual([]);
  });
});
