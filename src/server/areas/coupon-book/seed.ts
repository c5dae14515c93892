import { toMinor } from '../../../shared/domain/money';
import type { DiscountType, DurationType, DurationUnit } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import demoCoupons from './demo-coupons.json' with { type: 'json' };
import { billingCoupon } from './tables';

/**
 * The billing provider's demo coupon book: every discount type (percentage, amounts in several
 * currencies) and duration (single use, forever, temporal in each unit), with and without a
 * redemption cap, started, not started and ended. Most make the demo promotions (promotions seed); the
 * last six (from NEWYEAR20) are free for the add form. Times are relative to the seeding; idempotent by code.
 */

export type CouponTiming = 'started' | 'not_started' | 'ended';

export interface DemoBillingCoupon {
  code: string;
  name: string;
  discount: { percent: number } | { amounts: Record<string, string> };
  duration: DurationType;
  limit?: [number, DurationUnit];
  max: number | null;
  timing: CouponTiming;
}

// The coupons themselves are data (demo-coupons.json); JSON cannot state the literal types, hence the cast.
export const DEMO_BILLING_COUPONS = demoCoupons as readonly DemoBillingCoupon[];

const DAY = 24 * 60 * 60 * 1000;

/** A coupon's time range as of `now`: started 60 days ago (ends in a year), starts in 30 days, or ended 10 days ago. */
export function couponTimes(timing: CouponTiming, now: number): { startsAt: Date; endsAt: Date | null } {
  if (timing === 'not_started') return { startsAt: new Date(now + 30 * DAY), endsAt: new Date(now + 120 * DAY) };
  if (timing === 'ended') return { startsAt: new Date(now - 100 * DAY), endsAt: new Date(now - 10 * DAY) };
  return { startsAt: new Date(now - 60 * DAY), endsAt: new Date(now + 365 * DAY) };
}

export const billingCouponId = (code: string) => `cpn_${code.toLowerCase()}`;

export async function seedDemoBillingCoupons(db: Db, at = new Date()): Promise<void> {
  const now = at.getTime();
  await db
    .insert(billingCoupon)
    .values(
      DEMO_BILLING_COUPONS.map((c) => {
        const percent = 'percent' in c.discount ? c.discount.percent : null;
        const amounts = 'amounts' in c.discount ? c.discount.amounts : {};
        const discountType: DiscountType = percent === null ? 'amount_off' : 'percentage_off';
        return {
          id: billingCouponId(c.code),
          code: c.code,
          name: c.name,
          discountType,
          percent,
          currencies: Object.entries(amounts).map(([currency_code, amount]) => ({
            currency_code,
            amount_minor: toMinor(amount, currency_code),
          })),
          durationType: c.duration,
          durationAmount: c.limit?.[0] ?? null,
          durationUnit: c.limit?.[1] ?? null,
          maxRedemptions: c.max,
          ...couponTimes(c.timing, now),
        };
      }),
    )
    .onConflictDoNothing({ target: billingCoupon.code });
}
