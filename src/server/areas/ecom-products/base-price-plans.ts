import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppliedPlan } from '../../../shared/contracts/base-prices';
import type { StoreQuery } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import type { PlanOfBasePrice } from '../base-prices';
import { language } from '../reference';
import { ecomPlan } from './tables';

/**
 * The plans of base prices, as the base price screens show them (plugged into the base prices' ports by
 * the assembly): ecom_plan_base_price_updated_idx answers each.
 */

/**
 * A base price's first `shown` plans (newest first) as a JSON array made by the database, for a column of
 * the base price's own statement: `basePriceId` names the row's id and `planCount` its plan count (a
 * correlated subquery, no round trip). Each reads its own range of ecom_plan_base_price_updated_idx, `shown`
 * entries whatever the base price, and only the index (it holds the pid and the name): a range, not an
 * equality, so the planner cannot prefer walking the newest plans of ecom_plan_updated_idx, which reads the
 * whole index for a base price with few plans (31 ms at 100,000 plans) and about 110 rows for a common one.
 */
export function firstPlansOfBasePrice(basePriceId: SQL, planCount: SQL, shown: number): SQL<PlanOfBasePrice[]> {
  const limit = sql.raw(String(Math.trunc(shown)));
  const asJson = (plans: SQL) => sql`coalesce((
    select json_agg(json_build_array(p.id, p.pid, p.name) order by p.updated_at desc, p.id desc)
    from (${plans}) as p), '[]'::json)`;
  const ranged = sql`select id, pid, name, updated_at from ${ecomPlan}
    where base_price_id >= ${basePriceId} and base_price_id <= ${basePriceId}
    order by base_price_id desc, updated_at desc, id desc limit ${limit}`;
  return sql<PlanOfBasePrice[]>`case when ${planCount} = 0 then '[]'::json else ${asJson(ranged)} end`;
}

/** GET /base-prices/{id}/variants: one named statement, planned once per connection (a walk of the index). */
const appliedPlanStatement = preparedPer((db) =>
  db
    .select({
      id: ecomPlan.id,
      pid: ecomPlan.pid,
      title: ecomPlan.name,
      productId: ecomPlan.productId,
      languageName: language.name,
      productType: ecomPlan.productType,
      courseType: ecomPlan.courseType,
      status: ecomPlan.status,
      updatedAt: ecomPlan.updatedAt,
    })
    .from(ecomPlan)
    .innerJoin(language, eq(language.id, ecomPlan.languageId))
    .where(eq(ecomPlan.basePriceId, sql.placeholder('basePriceId')))
    .orderBy(desc(ecomPlan.updatedAt), desc(ecomPlan.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('base_price_applied_plans'),
);

/**
 * GET /base-prices/{id}/variants (API-S-38): a page of the plans using a base price, newest first (the
 * total is the base price's plan count, which the database keeps).
 */
export async function plansUsingBasePrice(db: Db, basePriceId: number, q: StoreQuery): Promise<AppliedPlan[]> {
  const rows = await appliedPlanStatement(db).execute({ basePriceId, limit: q.limit, offset: q.offset });
  return rows.map(({ updatedAt, ...rest }) => ({ ...rest, updated_at: updatedAt.toISOString() }));
}
