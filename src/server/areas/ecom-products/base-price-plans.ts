import { sql } from 'drizzle-orm';
import type { AppliedPlan } from '../../../shared/contracts/base-prices';
import type { StoreQuery } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import type { PlanOfBasePrice } from '../base-prices';
import { language } from '../reference';
import { ecomPlan } from './tables';

/**
 * The plans of base prices, as the base price screens show them (plugged into the base prices' ports by
 * the assembly): ecom_plan_base_price_updated_idx answers each.
 */

/** Per base price, its first `shown` plans (newest first): one statement. */
export async function firstPlansOfBasePrices(
  db: Db,
  ids: readonly number[],
  shown: number,
): Promise<PlanOfBasePrice[]> {
  const result = await db.execute(sql`
      select bp.id as "basePriceId", p.id, p.pid, p.name as title
      from unnest(${`{${ids.map(Number).join(',')}}`}::int[]) as bp(id)
      cross join lateral (
        select id, pid, name from ${ecomPlan} where base_price_id = bp.id
        order by updated_at desc, id desc limit ${shown}
      ) as p
    `);
  return (result as unknown as { rows: PlanOfBasePrice[] }).rows;
}

/**
 * GET /base-prices/{id}/variants (API-S-38): a page of the plans using a base price, newest first (the
 * total is the base price's plan count, which the database keeps).
 */
export async function plansUsingBasePrice(db: Db, basePriceId: number, q: StoreQuery): Promise<AppliedPlan[]> {
  const rows = await db.execute(sql`
      select p.id, p.pid, p.name as title, p.product_id as "productId", l.name as "languageName",
        p.product_type as "productType", p.course_type as "courseType", p.status, p.updated_at as "updatedAt"
      from ${ecomPlan} p join ${language} l on l.id = p.language_id
      where p.base_price_id = ${basePriceId}
      order by p.updated_at desc, p.id desc
      limit ${q.limit} offset ${q.offset}
    `);
  return (rows as unknown as { rows: (Omit<AppliedPlan, 'updated_at'> & { updatedAt: string | Date })[] }).rows.map(
    ({ updatedAt, ...rest }) => ({ ...rest, updated_at: new Date(updatedAt).toISOString() }),
  );
}
