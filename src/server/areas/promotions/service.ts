import { sql } from 'drizzle-orm';
import type { CouponSearchItem } from '../../../shared/contracts/promotions';
import type { Db } from '../../db/client';
import { coupon } from './tables';

/** GET /v2/coupons/search?pid= (API-S-53): the codes whose plans include the pid, by code. */
export async function searchCouponsByPid(db: Db, pid: string): Promise<{ data: CouponSearchItem[]; count: number }> {
  const data = await db
    .select({ code: coupon.code, status: coupon.status })
    .from(coupon)
    .where(sql`${coupon.pids} @> array[${pid}]::text[]`)
    .orderBy(sql`${coupon.code} collate "C"`);
  return { data, count: data.length };
}
