import { asc, count, sql } from 'drizzle-orm';
import {
  type CouponSearchItem,
  VARIANT_SEARCH_LIMIT,
  type VariantSearchItem,
} from '../../shared/contracts/store/catalog-search';
import type { Db } from '../db/client';
import { coupon, ecomPlan } from '../db/schema';

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /variants/search?q= (API-S-30): plans whose PID or name contains q, case-insensitive; the first
 * 50 by PID, and how many match in all. An empty q matches every plan.
 */
export async function searchVariants(
  db: Db,
  q: string | undefined,
): Promise<{ data: VariantSearchItem[]; count: number }> {
  const pattern = q ? likeContains(q) : null;
  const where = pattern ? sql`(${ecomPlan.pid} ilike ${pattern} or ${ecomPlan.name} ilike ${pattern})` : undefined;
  const data = await db
    .select({
      id: ecomPlan.id,
      pid: ecomPlan.pid,
      name: ecomPlan.name,
      status: ecomPlan.status,
      productType: ecomPlan.productType,
      languageId: ecomPlan.languageId,
      isPremium: ecomPlan.isPremium,
    })
    .from(ecomPlan)
    .where(where)
    .orderBy(sql`${ecomPlan.pid} collate "C"`, asc(ecomPlan.id))
    .limit(VARIANT_SEARCH_LIMIT);
  const [total] = await db.select({ n: count() }).from(ecomPlan).where(where);
  return { data, count: total?.n ?? 0 };
}

/** GET /v2/coupons/search?pid= (API-S-53): the codes whose plans include the pid, by code. */
export async function searchCouponsByPid(db: Db, pid: string): Promise<{ data: CouponSearchItem[]; count: number }> {
  const data = await db
    .select({ code: coupon.code, status: coupon.status })
    .from(coupon)
    .where(sql`${coupon.pids} @> array[${pid}]::text[]`)
    .orderBy(sql`${coupon.code} collate "C"`);
  return { data, count: data.length };
}
