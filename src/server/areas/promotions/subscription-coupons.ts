import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refused } from '../../errors';
import { country } from '../reference';
import { type CouponTerms, termsColumns } from './coupon-terms';
import { redeemCode } from './redeem';
import { appliesToPlanSql, redeemableSql } from './status-sql';
import { coupon, promotionCode } from './tables';

/**
 * The codes a subscription may take (API-S-26, SUB-PRO) and their redemption when staff apply one
 * (API-S-27): billing-provider promotions redeemable now that apply to the subscription's plan. A bulk
 * promotion is applied by its next free single-use code; a regular one by a redemption of its code. The
 * redemption runs in the caller's transaction (a savepoint), so the code and the subscription change
 * together or not at all.
 */

export interface SubscriptionCouponRow extends CouponTerms {
  id: number;
  code: string;
  codeUsage: string;
  /** ISO2 codes of the countries it applies in; none: every country. */
  countries: string[];
}

const columns = {
  id: coupon.id,
  code: coupon.code,
  codeUsage: coupon.codeUsage,
  ...termsColumns,
  countries: sql<string[]>`coalesce((select array_agg(c.iso2 order by c.iso2) from ${country} as c
    where c.id = any(${coupon.appliedCountryIds})), '{}'::text[])`,
};

const usableWith = (pid: string, now: Date, more?: SQL) =>
  and(eq(coupon.source, 'billing-provider'), redeemableSql(now), appliesToPlanSql(pid), more);

/** The promotions a subscription of the plan may take now, by code. */
export function couponsForPlan(db: Db, pid: string, now: Date): Promise<SubscriptionCouponRow[]> {
  return db.select(columns).from(coupon).where(usableWith(pid, now)).orderBy(sql`${coupon.code} collate "C"`);
}

/** The promotion of this code (any case) a subscription of the plan may take now, or undefined. */
export async function couponForPlan(db: Db, code: string, pid: string, now: Date) {
  const [row] = await db
    .select(columns)
    .from(coupon)
    .where(usableWith(pid, now, sql`lower(${coupon.code}) = lower(${code})`));
  return row;
}

export const SUBSCRIPTION_COUPON_MESSAGES = {
  noCodeLeft: (code: string) => `The bulk promotion ${code} has no single-use code left.`,
} as const;

/** Redeems the promotion for the customer (its next free single-use code when bulk); the code redeemed. */
export async function redeemForSubscription(
  tx: Db,
  row: SubscriptionCouponRow,
  customerId: number | null,
  now: Date,
): Promise<string> {
  let code = row.code;
  if (row.codeUsage === 'bulk') {
    const [free] = await tx
      .select({ code: promotionCode.code })
      .from(promotionCode)
      .where(and(eq(promotionCode.promotionId, row.id), isNull(promotionCode.redeemedAt)))
      .orderBy(asc(promotionCode.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!free) throw refused(SUBSCRIPTION_COUPON_MESSAGES.noCodeLeft(row.code));
    code = free.code;
  }
  await redeemCode(tx, { code, customerId }, now);
  return code;
}
