import type { Db } from '../../src/server/db/client';
import { billingCoupon } from '../../src/server/db/schema';
import { nextSerial } from './builders';

/** Promotion builders (tests/api/promotions*.test.ts). */

export type BillingCouponRow = typeof billingCoupon.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/**
 * A billing provider coupon no promotion uses yet, started a day before `now`: 10% off, forever, no
 * cap, unless `values` says otherwise.
 */
export async function aBillingCoupon(
  db: Db,
  now: Date,
  values: Partial<typeof billingCoupon.$inferInsert> = {},
): Promise<BillingCouponRow> {
  const n = nextSerial();
  const [row] = await db
    .insert(billingCoupon)
    .values({
      id: `cpn_test${n}`,
      code: `TEST${n}`,
      name: `Test coupon ${n}`,
      discountType: 'percentage_off',
      percent: 10,
      durationType: 'forever',
      maxRedemptions: null,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: null,
      ...values,
    })
    .returning();
  if (!row) throw new Error('billing coupon not written');
  return row;
}

/** A billing-provider promotion body for `couponId`: regular, applied to `basePriceIds`. */
export function aProviderBody(couponId: string, basePriceIds: number[], over: Record<string, unknown> = {}) {
  return {
    recurlyCouponId: couponId,
    codeUsage: 'regular',
    appliedBasePriceIds: basePriceIds,
    codeText: { en: 'Save now', es: 'Ahorra ya' },
    ...over,
  };
}

/** A buy-one-gift-one body starting at `start`, for the demo plan SUB-ANNUAL-FR. */
export function aBogoBody(start: Date, over: Record<string, unknown> = {}) {
  const n = nextSerial();
  return {
    code: `BOGOT${n}`,
    name: `Gift test ${n}`,
    timeRange: { startedAt: start.toISOString(), endedAt: null },
    basePlanPid: 'SUB-ANNUAL-FR',
    giftPlanPid: 'SUB-ANNUAL-FR',
    codeText: { en: 'Buy one, gift one', es: '' },
    description: { en: '<p>Gift a year of French.</p>', es: '' },
    disclosure: { en: '<p>Plus applicable taxes if any.</p>', es: '' },
    ...over,
  };
}
