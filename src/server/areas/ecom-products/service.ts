import { asc, sql } from 'drizzle-orm';
import { VARIANT_SEARCH_LIMIT, type VariantSearchItem } from '../../../shared/contracts/ecom-products';
import type { Db } from '../../db/client';
import { listTotal } from '../../db/list-count';
import { bytewise } from '../../db/list-sort';
import { likeContains } from '../../db/sql';
import { ecomPlan } from './tables';

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
    .orderBy(asc(bytewise(ecomPlan.pid)), asc(ecomPlan.id))
    .limit(VARIANT_SEARCH_LIMIT);
  const count = await listTotal(db, sql`from ${ecomPlan}${where ? sql` where ${where}` : sql``}`);
  return { data, count };
}
