import { eq, sql } from 'drizzle-orm';
import type { ProviderCoupon } from '../../../shared/contracts/promotions';
import { toDecimalString } from '../../../shared/domain/money';
import { type DiscountType, promotionStatus } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { billingCoupon } from '../coupon-book';
import { durationOf } from './promotion-read';
import { coupon } from './tables';

/**
 * GET /v2/coupons/recurly-coupon (API-M-17): the billing provider's coupons by code, each with its
 * facts, its status (its redemptions are those of the promotion made from it) and that promotion.
 */
export async function listProviderCoupons(db: Db, now: Date): Promise<ProviderCoupon[]> {
  const rows = await db
    .select({ c: billingCoupon, promotionId: coupon.id, redeemedCount: coupon.redeemedCount })
    .from(billingCoupon)
    .leftJoin(coupon, eq(coupon.billingCouponId, billingCoupon.id))
    .orderBy(sql`${billingCoupon.code} collate "C"`);
  return rows.map(({ c, promotionId, redeemedCount }) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    timeRange: { startedAt: c.startsAt.toISOString(), endedAt: c.endsAt?.toISOString() ?? null },
    discountType: c.discountType as DiscountType,
    percent: c.percent,
    currencies: c.currencies.map((x) => ({
      currency: x.currency_code,
      amount: toDecimalString(x.amount_minor, x.currency_code),
    })),
    maxRedemptions: c.maxRedemptions,
    duration: durationOf(c),
    status: promotionStatus(
      { startedAt: c.startsAt, endedAt: c.endsAt, redeemedCount: redeemedCount ?? 0, maxRedemptions: c.maxRedemptions },
      now,
    ),
    promotionId,
  }));
}
