import { asc, inArray } from 'drizzle-orm';
import type { Plan } from '../../../shared/contracts/ecom-products';
import type { CatalogStatus } from '../../../shared/domain/catalog-status';
import {
  PLAN_LIFECYCLE,
  type PlanAction,
  type PlanCourseState,
  type PlanStatus,
  type PlanTransitionName,
} from '../../../shared/domain/ecom-plan';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { contentProduct } from '../content-products';
import { applyTransition } from '../lifecycle';
import { type PlanRow, toPlans } from './plan-read';
import { ECOM_PRODUCT_ENTITY, planSnapshot } from './plan-write';
import { ecomPlan } from './tables';

/**
 * The plan's status moves (API-S-52, and the bulk Publish API-S-43), through the one `applyTransition`
 * of the plan lifecycle (src/shared/domain/ecom-plan.ts).
 */

/** PUT /products/{id}/variants/{variantId}/{action} (API-S-52): one transition of the table. */
export async function changePlanStatus(
  db: Db,
  productId: number,
  planId: number,
  action: PlanAction,
  actor: Principal,
  clock: Clock,
  storeUrl: string,
): Promise<Plan> {
  const now = clock.now();
  const [row] = await db.transaction((tx) =>
    applyPlanTransition(tx, action, [planId], actor, now, {
      checkPermission: true,
      owns: (plan) => plan.productId === productId,
      notFound: (id) => `Plan ${id} of eCom product ${productId} does not exist.`,
    }),
  );
  if (!row) throw new Error('plan not written');
  const [out] = await toPlans(db, [row], storeUrl);
  if (!out) throw new Error('plan not read');
  return out;
}

/** PUT /variants/active (API-S-43): the bulk Publish, Ready for publish → Active, of every listed plan or none. */
export async function bulkPublish(
  db: Db,
  ids: number[],
  actor: Principal,
  clock: Clock,
): Promise<{ activated: number }> {
  const now = clock.now();
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await db.transaction((tx) =>
    applyPlanTransition(tx, 'bulkPublish', wanted, actor, now, { notFound: (id) => `Plan ${id} does not exist.` }),
  );
  return { activated: rows.length };
}

/** The courses the plans sell, by id, share-locked until the commit (their status holds while it is checked). */
async function coursesOf(tx: Db, plans: readonly PlanRow[]): Promise<Map<number, PlanCourseState>> {
  const ids = [...new Set(plans.map((p) => p.contentProductId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: contentProduct.id, isbn: contentProduct.isbn, status: contentProduct.status })
    .from(contentProduct)
    .where(inArray(contentProduct.id, ids))
    .orderBy(asc(contentProduct.id))
    .for('share');
  return new Map(rows.map((r) => [r.id, { isbn: r.isbn, status: r.status as CatalogStatus }]));
}

/**
 * One transition of the plan lifecycle on plans, each audited as an entry of its product's log. The
 * plan's state holds the course it sells (issue 21 item 8: a plan goes on sale only with an ACTIVE course).
 */
function applyPlanTransition(
  tx: Db,
  action: PlanTransitionName,
  ids: number[],
  actor: Principal,
  now: Date,
  options: { checkPermission?: boolean; owns?: (row: PlanRow) => boolean; notFound: (id: number) => string },
): Promise<PlanRow[]> {
  let courses = new Map<number, PlanCourseState>();
  return applyTransition(tx, {
    lifecycle: PLAN_LIFECYCLE,
    action,
    ctx: null,
    table: ecomPlan,
    ids,
    beforeCheck: async (locked, rows: PlanRow[]) => {
      courses = await coursesOf(locked, rows);
    },
    stateOf: (row: PlanRow) => ({
      status: row.status as PlanStatus,
      pid: row.pid,
      course: row.contentProductId === null ? null : (courses.get(row.contentProductId) ?? null),
    }),
    ...options,
    set: () => ({ updatedAt: now }),
    audit: (before, after) => ({
      entityType: ECOM_PRODUCT_ENTITY,
      entityId: before.productId,
      before: planSnapshot(before),
      after: planSnapshot(after),
    }),
    actor,
    now,
  });
}
