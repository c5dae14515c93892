import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PromotionStatus } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { ecomPlan } from '../ecom-products';
import { coupon } from './tables';

/**
 * The derived promotion status in SQL, the same rule as the domain's `promotionStatus` (a unit test
 * holds them together): for filters and for reads that answer many rows. `now` is the app clock's.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

export function statusSql(now: Date): SQL<PromotionStatus> {
  return sql<PromotionStatus>`(case
    when ${coupon.startedAt} > ${at(now)} then 'not_started'
    when ${coupon.endedAt} is not null and ${coupon.endedAt} <= ${at(now)} then 'expired'
    when ${coupon.maxRedemptions} is not null and ${coupon.redeemedCount} >= ${coupon.maxRedemptions} then 'maxed_out'
    else 'redeemable' end)`;
}

/** Redeemable at `now`: started, not ended, not maxed out. */
export function redeemableSql(now: Date): SQL {
  return sql`(${coupon.startedAt} <= ${at(now)}
    and (${coupon.endedAt} is null or ${coupon.endedAt} > ${at(now)})
    and (${coupon.maxRedemptions} is null or ${coupon.redeemedCount} < ${coupon.maxRedemptions}))`;
}

/**
 * Has a status among `statuses` at `now`: each status as plain comparisons of the time range and the
 * redemptions (the same rule as statusSql), so the planner can use the time range indexes.
 */
export function statusInSql(now: Date, statuses: readonly PromotionStatus[]): SQL {
  return statusInSqlAt(at(now), statuses);
}

/** statusInSql at a time given as SQL (a statement's placeholder: the list's statements are built once). */
export function statusInSqlAt(time: SQLWrapper, statuses: readonly PromotionStatus[]): SQL {
  const now = sql`${time}::timestamptz`;
  const started = sql`${coupon.startedAt} <= ${now}`;
  const running = sql`${started} and (${coupon.endedAt} is null or ${coupon.endedAt} > ${now})`;
  const capped = sql`${coupon.maxRedemptions} is not null and ${coupon.redeemedCount} >= ${coupon.maxRedemptions}`;
  const each: Record<PromotionStatus, SQL> = {
    not_started: sql`${coupon.startedAt} > ${now}`,
    expired: sql`${started} and ${coupon.endedAt} <= ${now}`,
    maxed_out: sql`${running} and ${capped}`,
    redeemable: sql`${running} and not (${capped})`,
  };
  return sql`(${sql.join(
    [...new Set(statuses)].map((s) => sql`(${each[s]})`),
    sql` or `,
  )})`;
}

/**
 * Usable with the plan whose PID `pid` is (an SQL expression or a value): its base price is among the
 * promotion's applied base prices (GIN index), or it is the buy-one-gift-one base plan.
 */
export function appliesToPlanSql(pid: SQL | string): SQL {
  // array[null] (no such plan, or no base price) contains nothing: not array(select …), whose empty
  // answer every array would contain.
  return sql`(${coupon.basePlanPid} = ${pid} or ${coupon.appliedBasePriceIds} @> array[(
    select p.base_price_id from ${ecomPlan} as p where p.pid = ${pid})])`;
}

/** The next start or end after a time (a named statement: read by every clocked read of promotions). */
const nextChange = preparedPer((db) => {
  const after = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select({
      next: sql<string | null>`least(
        (select min(${coupon.startedAt}) from ${coupon} where ${coupon.startedAt} > ${after}),
        (select min(${coupon.endedAt}) from ${coupon} where ${coupon.endedAt} > ${after}))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('promotion_next_status_change');
});

/**
 * The next instant after `now` at which any promotion's status changes by the clock alone (a start or an
 * end; reaching the max is a write), or null: what a cached read showing statuses holds until. Two
 * index probes (coupon_started_idx, coupon_ended_idx).
 */
export async function nextStatusChange(db: Db, now: Date): Promise<Date | null> {
  const [row] = await nextChange(db).execute({ now: now.toISOString() });
  return row?.next ? new Date(row.next) : null;
}
