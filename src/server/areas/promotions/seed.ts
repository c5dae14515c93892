import type { Db } from '../../db/client';
import { coupon } from './tables';

/** Demo promotion codes and the plans they apply to. Idempotent by code. */

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

export async function seedDemoCoupons(db: Db): Promise<void> {
  const now = new Date();
  await db
    .insert(coupon)
    .values(
      DEMO_COUPONS.map(([code, status, pids], i) => ({
        code,
        status,
        pids,
        updatedAt: new Date(now.getTime() - (i + 1) * DAY),
      })),
    )
    .onConflictDoNothing({ target: coupon.code });
}
