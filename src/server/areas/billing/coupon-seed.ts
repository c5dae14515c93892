import { toMinor } from '../../../shared/domain/money';
import type { DiscountType, DurationType, DurationUnit } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { billingCoupon } from './tables';

/**
 * The billing provider's demo coupon book: every discount type (percentage, amounts in several
 * currencies) and duration (single use, forever, temporal in each unit), with and without a
 * redemption cap, started, not started and ended. Most make the demo promotions (promotions seed); the
 * last ones are free for the add form. Times are relative to the seeding; idempotent by code.
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

const pct = (percent: number) => ({ percent });
const off = (amounts: Record<string, string>) => ({ amounts });

export const DEMO_BILLING_COUPONS: readonly DemoBillingCoupon[] = [
  {
    code: 'SPRING25',
    name: 'Spring sale',
    discount: pct(25),
    duration: 'temporal',
    limit: [3, 'month'],
    max: 1000,
    timing: 'started',
  },
  { code: 'WELCOME10', name: 'Welcome offer', discount: pct(10), duration: 'single_use', max: null, timing: 'started' },
  {
    code: 'SUMMER30',
    name: 'Summer sale',
    discount: pct(30),
    duration: 'temporal',
    limit: [2, 'month'],
    max: 2000,
    timing: 'ended',
  },
  {
    code: 'BACK2SCHOOL',
    name: 'Back to school',
    discount: pct(10),
    duration: 'forever',
    max: null,
    timing: 'not_started',
  },
  {
    code: 'FRENCH50',
    name: 'French course 50 off',
    discount: off({ USD: '50.00', GBP: '40.00' }),
    duration: 'single_use',
    max: 500,
    timing: 'started',
  },
  { code: 'PREMIUMFR', name: 'Premium French', discount: pct(20), duration: 'forever', max: null, timing: 'started' },
  {
    code: 'HOLA20',
    name: 'Hola 20',
    discount: pct(20),
    duration: 'temporal',
    limit: [6, 'month'],
    max: 3000,
    timing: 'started',
  },
  {
    code: 'DEUTSCH15',
    name: 'Deutsch 15',
    discount: pct(15),
    duration: 'temporal',
    limit: [8, 'week'],
    max: null,
    timing: 'not_started',
  },
  {
    code: 'CIAO10',
    name: 'Ciao 10',
    discount: off({ USD: '5.00', GBP: '4.00' }),
    duration: 'temporal',
    limit: [1, 'year'],
    max: null,
    timing: 'started',
  },
  { code: 'NIHONGO', name: 'Nihongo launch', discount: pct(10), duration: 'forever', max: null, timing: 'ended' },
  {
    code: 'ALLACCESS40',
    name: 'All Access 40',
    discount: pct(40),
    duration: 'temporal',
    limit: [1, 'year'],
    max: 10000,
    timing: 'started',
  },
  {
    code: 'AAWINTER',
    name: 'All Access winter',
    discount: pct(10),
    duration: 'temporal',
    limit: [30, 'day'],
    max: null,
    timing: 'not_started',
  },
  { code: 'BLACKFRIDAY', name: 'Black Friday', discount: pct(10), duration: 'forever', max: null, timing: 'ended' },
  { code: 'UPGRADE15', name: 'Upgrade 15', discount: pct(15), duration: 'forever', max: null, timing: 'started' },
  {
    code: 'LIFETIME100',
    name: 'Lifetime 100 off',
    discount: off({ USD: '100.00' }),
    duration: 'single_use',
    max: null,
    timing: 'started',
  },
  { code: 'FLASH5', name: 'Flash sale', discount: pct(5), duration: 'forever', max: 50, timing: 'started' },
  {
    code: 'VIPSPRING',
    name: 'VIP spring codes',
    discount: pct(20),
    duration: 'single_use',
    max: 5000,
    timing: 'started',
  },
  {
    code: 'OLDVIP',
    name: 'Last year VIP codes',
    discount: off({ USD: '10.00', EUR: '10.00' }),
    duration: 'single_use',
    max: 100,
    timing: 'ended',
  },
  // Free for new promotions:
  {
    code: 'NEWYEAR20',
    name: 'New year 20',
    discount: pct(20),
    duration: 'temporal',
    limit: [1, 'month'],
    max: 2000,
    timing: 'started',
  },
  {
    code: 'WINTER15',
    name: 'Winter 15 off',
    discount: off({ USD: '15.00', EUR: '15.00', GBP: '12.00' }),
    duration: 'forever',
    max: 10000,
    timing: 'started',
  },
  { code: 'STUDENT25', name: 'Student codes', discount: pct(25), duration: 'single_use', max: 500, timing: 'started' },
  { code: 'PARTNER30', name: 'Partner codes', discount: pct(30), duration: 'single_use', max: null, timing: 'started' },
  {
    code: 'AUTUMN12',
    name: 'Autumn 12',
    discount: pct(12),
    duration: 'temporal',
    limit: [2, 'week'],
    max: 300,
    timing: 'not_started',
  },
];

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
