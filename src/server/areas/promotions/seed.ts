import { and, eq, inArray, sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/domain/money';
import type { DiscountType, DurationType, DurationUnit } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { ecomPlan } from '../ecom-products';
import { country } from '../reference';
import { coupon } from './tables';

/**
 * Demo promotion codes, the plans they apply to, and the facts a save offer shows (discount, duration,
 * countries; the applied base prices are those of the code's plans). Idempotent by code; a demo code
 * still without facts (a database seeded before they existed) gets them.
 */

const DAY = 24 * 60 * 60 * 1000;

type CouponSeed = [code: string, status: string, pids: string[]];
export const DEMO_COUPONS: readonly CouponSeed[] = [
  ['SPRING25', 'active', ['SUB-MONTHLY-FR', 'SUB-ANNUAL-FR', 'SUB-MONTHLY-ES', 'SUB-MONTHLY-DE']],
  ['WELCOME10', 'active', ['SUB-MONTHLY-FR', 'SUB-MONTHLY-ES', 'SUB-MONTHLY-IT']],
  ['SUMMER30', 'expired', ['SUB-MONTHLY-FR', 'SUB-ANNUAL-ES']],
  ['BACK2SCHOOL', 'inactive', ['SUB-ANNUAL-FR', 'SUB-MONTHLY-DE']],
  ['FRENCH50', 'active', ['SL-L1-FR', 'SL-L2-FR', 'ML-COMPLETE-FR']],
  ['PREMIUMFR', 'active', ['SUB-MONTHLY-FR-PREM', 'SL-L5-FR-PREM']],
  ['HOLA20', 'active', ['ML-COMPLETE-ES', 'SUB-MONTHLY-ES']],
  ['DEUTSCH15', 'inactive', ['SUB-MONTHLY-DE', 'SL-L1-DE', 'ML-L1-2-DE']],
  ['CIAO10', 'active', ['SUB-MONTHLY-IT', 'SL-L1-IT']],
  ['NIHONGO', 'expired', ['SUB-MONTHLY-JA']],
  ['ALLACCESS40', 'active', ['AA-MONTHLY', 'AA-ANNUAL']],
  ['AAWINTER', 'inactive', ['AA-ANNUAL']],
  ['BLACKFRIDAY', 'expired', ['SUB-ANNUAL-FR', 'SUB-ANNUAL-ES', 'AA-ANNUAL']],
  ['UPGRADE15', 'active', ['SUB-MONTHLY-FR-PREM', 'SUB-ANNUAL-JA-PREM']],
  ['LIFETIME100', 'active', ['AA-LIFETIME']],
];

interface Facts {
  discountType: DiscountType;
  percent?: number;
  amounts?: Record<string, string>;
  duration: DurationType;
  limit?: [number, DurationUnit];
  countries?: string[];
}

const pct = (percent: number, duration: DurationType, limit?: [number, DurationUnit]): Facts => ({
  discountType: 'percentage_off',
  percent,
  duration,
  ...(limit ? { limit } : {}),
});

/** The facts of each demo code (a code not listed: 10% off, forever, every country). */
const DEMO_FACTS: Record<string, Facts> = {
  SPRING25: pct(25, 'temporal', [3, 'month']),
  WELCOME10: { ...pct(10, 'single_use'), countries: ['US', 'CA'] },
  SUMMER30: pct(30, 'temporal', [2, 'month']),
  FRENCH50: { discountType: 'amount_off', amounts: { USD: '50.00', GBP: '40.00' }, duration: 'single_use' },
  PREMIUMFR: pct(20, 'forever'),
  HOLA20: { ...pct(20, 'temporal', [6, 'month']), countries: ['US', 'MX', 'ES'] },
  CIAO10: {
    discountType: 'amount_off',
    amounts: { USD: '5.00', GBP: '4.00' },
    duration: 'temporal',
    limit: [1, 'year'],
  },
  ALLACCESS40: pct(40, 'temporal', [1, 'year']),
  UPGRADE15: pct(15, 'forever'),
  LIFETIME100: { discountType: 'amount_off', amounts: { USD: '100.00' }, duration: 'single_use' },
};

export async function seedDemoCoupons(db: Db): Promise<void> {
  const now = new Date();
  const pids = [...new Set(DEMO_COUPONS.flatMap(([, , p]) => p))];
  const plans = await db
    .select({ pid: ecomPlan.pid, basePriceId: ecomPlan.basePriceId })
    .from(ecomPlan)
    .where(inArray(ecomPlan.pid, pids));
  const priceOf = new Map(plans.map((p) => [p.pid, p.basePriceId]));
  const isoCodes = [...new Set(Object.values(DEMO_FACTS).flatMap((f) => f.countries ?? []))];
  const countries = new Map(
    (await db.select({ id: country.id, iso2: country.iso2 }).from(country).where(inArray(country.iso2, isoCodes))).map(
      (c) => [c.iso2, c.id],
    ),
  );
  const rows = DEMO_COUPONS.map(([code, status, codePids], i) => {
    const facts = DEMO_FACTS[code] ?? pct(10, 'forever');
    return {
      code,
      status,
      pids: codePids,
      updatedAt: new Date(now.getTime() - (i + 1) * DAY),
      discountType: facts.discountType,
      percent: facts.percent ?? null,
      currencies: Object.entries(facts.amounts ?? {}).map(([currency_code, amount]) => ({
        currency_code,
        amount_minor: toMinor(amount, currency_code),
      })),
      durationType: facts.duration,
      durationAmount: facts.limit?.[0] ?? null,
      durationUnit: facts.limit?.[1] ?? null,
      appliedBasePriceIds: [...new Set(codePids.flatMap((pid) => priceOf.get(pid) ?? []))].sort((a, b) => a - b),
      appliedCountryIds: (facts.countries ?? []).flatMap((iso) => countries.get(iso) ?? []),
    };
  });
  await db.insert(coupon).values(rows).onConflictDoNothing({ target: coupon.code });
  for (const row of rows) {
    if (row.appliedBasePriceIds.length === 0) continue;
    const { code, status: _status, pids: _pids, updatedAt: _updatedAt, ...facts } = row;
    await db
      .update(coupon)
      .set(facts)
      .where(and(eq(coupon.code, code), sql`cardinality(${coupon.appliedBasePriceIds}) = 0`));
  }
}
