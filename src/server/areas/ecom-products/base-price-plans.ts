import { sql } from 'drizzle-orm';
import type { AppliedPlan } from '../../../shared/contracts/base-prices';
import type { StoreQuery } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { listTotal } from '../../db/list-count';
import type { PlanOfBasePrice } from '../base-prices';
import { language } from '../reference';
import { ecomPlan } from './tables';

/**
 * The plans of base prices, as the base price screens show them (plugged into the base prices' ports by
 * the assembly): ecom_plan_base_price_idx answers each.
 */

/** Per base price, its first `shown` plans (newest first) and its plan count up to `countCap`: one statement. */
export async function firstPlansOfBasePrices(
  db: Db,
  ids: readonly number[],
  limits: { countCap: number; shown: number },
): Promise<PlanOfBasePrice[]> {
  const result = await db.execute(sql`
      select bp.id as "basePriceId", p.id, p.pid, p.name as title, c.n as "planCount"
      from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) as bp(id)
      cross join lateral (
        select count(*)::int as n from (
          select 1 from ${ecomPlan} where base_price_id = bp.id limit ${limits.countCap}
        ) as capped
      ) as c
      left join lateral (
        select id, pid, name from ${ecomPlan} where base_price_id = bp.id
        order by updated_at desc, id desc limit ${limits.shown}
      ) as p on true
    `);
  return (result as unknown as { rows: PlanOfBasePrice[] }).rows;
}

/** GET /base-prices/{id}/variants (API-S-38): the plans using a base price, newest first. */
export async function plansUsingBasePrice(
  db: Db,
  basePriceId: number,
  q: StoreQuery,
): Promise<{ data: AppliedPlan[]; count: number }> {
  const from = sql`from ${ecomPlan} p where p.base_price_id = ${basePriceId}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select p.id, p.pid, p.name as title, p.product_id as "productId", l.name as "languageName",
        p.product_type as "productType", p.course_type as "courseType", p.status, p.updated_at as "updatedAt"
      from ${ecomPlan} p join ${language} l on l.id = p.language_id
      where p.base_price_id = ${basePriceId}
      order by p.updated_at desc, p.id desc
      limit ${q.limit} offset ${q.offset}
    `),
    listTotal(db, from),
  ]);
  const data = (
    rows as unknown as { rows: (Omit<AppliedPlan, 'updated_at'> & { updatedAt: string | Date })[] }
  ).rows.map(({ updatedAt, ...rest }) => ({ ...rest, updated_at: new Date(updatedAt).toISOString() }));
  return { data, count };
}
