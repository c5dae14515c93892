import { eq, sql } from 'drizzle-orm';
import type { CreateEcomProductBody, EcomProduct, Plan, PlanBody } from '../../../shared/contracts/ecom-products';
import {
  ECOM_LOG_ACTIONS,
  PLAN_DELETABLE,
  PLAN_LIVE,
  PLAN_MESSAGES,
  type PlanStatus,
} from '../../../shared/domain/ecom-plan';
import { PLAN_OWN_FIELDS } from '../../../shared/domain/ecom-plan-labels';
import { pickFields } from '../../../shared/domain/pick';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, refused, stale } from '../../errors';
import { entityAudit } from '../audit';
import { language } from '../reference';
import { type PlanRow, readPlanRow, readProduct, readProductRow, toPlan, toPlans } from './plan-read';
import { checkPlan } from './plan-rules';
import { ecomPlan, ecomProduct } from './tables';

/** The audit entity of eCom products; plan changes are entries of their product (the product log). */
export const ECOM_PRODUCT_ENTITY = 'ecom_product';
/** What the log keeps of a plan: its own fields, with the pid that names it. */
export function planSnapshot(row: PlanRow) {
  const { name, ...rest } = pickFields(row, PLAN_OWN_FIELDS);
  return { pid: row.pid, name, status: row.status, ...rest };
}

const planColumns = (plan: PlanBody) => pickFields(plan, PLAN_OWN_FIELDS);

async function isAllAccess(db: Db, languageId: number): Promise<boolean> {
  const [lang] = await db.select({ allAccess: language.isAllAccess }).from(language).where(eq(language.id, languageId));
  if (!lang) throw invalid('languageId', `Language ${languageId} does not exist.`);
  return lang.allAccess;
}

const audit = entityAudit(ECOM_PRODUCT_ENTITY);

/** A new Draft plan: its pid comes from its id ('PL-000042'), unique and never reused. */
async function insertPlan(
  tx: Db,
  product: typeof ecomProduct.$inferSelect,
  plan: PlanBody,
  actor: Principal,
  now: Date,
) {
  const [next] = (
    (await tx.execute(sql`select nextval(pg_get_serial_sequence('ecom_plan', 'id'))::int as id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  if (!next) throw new Error('no plan id');
  const [row] = await tx
    .insert(ecomPlan)
    .values({
      id: next.id,
      pid: `PL-${String(next.id).padStart(6, '0')}`,
      productId: product.id,
      languageId: product.languageId,
      courseType: product.courseType,
      isPremium: product.courseType === 'premium',
      status: 'draft',
      ...planColumns(plan),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('plan not written');
  await audit(tx, actor, ECOM_LOG_ACTIONS.create, product.id, null, planSnapshot(row), now);
  return row;
}

/** POST /products (API-S-45): a product for a free language and course type, with its plans. */
export async function createProduct(
  db: Db,
  body: CreateEcomProductBody,
  actor: Principal,
  clock: Clock,
  storeUrl: string,
): Promise<EcomProduct> {
  const now = clock.now();
  const allAccess = await isAllAccess(db, body.languageId);
  if (allAccess && body.courseType !== null)
    throw invalid('courseType', "The 'All Access' language has no course type.");
  if (!allAccess && body.courseType === null) throw invalid('courseType', 'Course type is required');
  const plans: PlanBody[] = [];
  for (const plan of body.plans) plans.push(await checkPlan(db, plan, { isAllAccess: allAccess }, null, now));
  const id = await db.transaction(async (tx) => {
    const [product] = await tx
      .insert(ecomProduct)
      .values({ languageId: body.languageId, courseType: body.courseType, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!product) throw refused(PLAN_MESSAGES.languageTaken);
    await audit(
      tx,
      actor,
      ECOM_LOG_ACTIONS.createProduct,
      product.id,
      null,
      { languageId: product.languageId, courseType: product.courseType },
      now,
    );
    for (const plan of plans) await insertPlan(tx, product, plan, actor, now);
    return product.id;
  });
  return readProduct(db, id, storeUrl);
}

/** DELETE /products/{id} (API-S-47): with its plans, while none is Active or Inactive. */
export async function deleteProduct(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await readProductRow(tx, id, true);
    const plans = await tx.select().from(ecomPlan).where(eq(ecomPlan.productId, id));
    if (plans.some((p) => PLAN_LIVE.includes(p.status as PlanStatus))) throw refused(PLAN_MESSAGES.productLive);
    await tx.delete(ecomProduct).where(eq(ecomProduct.id, id));
    await audit(
      tx,
      actor,
      ECOM_LOG_ACTIONS.deleteProduct,
      id,
      { languageId: product.languageId, courseType: product.courseType, plans: plans.map(planSnapshot) },
      null,
      clock.now(),
    );
  });
}

/** POST /products/{id}/variants (API-S-49): a Draft plan. */
export async function addPlan(
  db: Db,
  productId: number,
  body: PlanBody,
  actor: Principal,
  clock: Clock,
  storeUrl: string,
): Promise<Plan> {
  const now = clock.now();
  const product = await readProductRow(db, productId);
  const plan = await checkPlan(db, body, { isAllAccess: await isAllAccess(db, product.languageId) }, null, now);
  const row = await db.transaction(async (tx) => {
    const locked = await readProductRow(tx, productId, true);
    const inserted = await insertPlan(tx, locked, plan, actor, now);
    await tx.update(ecomProduct).set({ updatedAt: now }).where(eq(ecomProduct.id, productId));
    return inserted;
  });
  return toPlan(db, row, storeUrl);
}

/** POST /products/{id}/variants/{variantId} (API-S-50): save a plan in any status (EP-LC-06). */
export async function updatePlan(
  db: Db,
  productId: number,
  planId: number,
  body: PlanBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
  storeUrl: string,
): Promise<Plan> {
  const now = clock.now();
  const product = await readProductRow(db, productId);
  const allAccess = await isAllAccess(db, product.languageId);
  const row = await db.transaction(async (tx) => {
    const before = await readPlanRow(tx, productId, planId, true);
    if (before.rowVersion !== readVersion) {
      const [current] = await toPlans(tx, [before], storeUrl);
      throw stale(
        'Someone else saved this plan after you opened it. Reload it, or keep your values and save again.',
        current,
      );
    }
    const plan = await checkPlan(tx, body, { isAllAccess: allAccess }, before, now);
    const next = planColumns(plan);
    const changed = (Object.keys(next) as (keyof typeof next)[]).some(
      (k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]),
    );
    if (!changed) return before;
    const [after] = await tx
      .update(ecomPlan)
      .set({ ...next, updatedAt: now, rowVersion: nextVersion(ecomPlan.rowVersion) })
      .where(eq(ecomPlan.id, planId))
      .returning();
    if (!after) throw new Error('plan not written');
    await audit(tx, actor, ECOM_LOG_ACTIONS.update, productId, planSnapshot(before), planSnapshot(after), now);
    return after;
  });
  return toPlan(db, row, storeUrl);
}

/** DELETE /products/{id}/variants/{variantId} (API-S-51): Draft or Ready for publish, never the last plan. */
export async function deletePlan(
  db: Db,
  productId: number,
  planId: number,
  actor: Principal,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The product row's lock makes two deletes of a product's last two plans take turns.
    await readProductRow(tx, productId, true);
    const row = await readPlanRow(tx, productId, planId, true);
    if (!PLAN_DELETABLE.includes(row.status as PlanStatus))
      throw refused(PLAN_MESSAGES.notDeletable(row.status as PlanStatus));
    const [others] = (
      (await tx.execute(
        sql`select count(*)::int as n from ecom_plan where product_id = ${productId} and id <> ${planId}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (!others || others.n === 0) throw refused(PLAN_MESSAGES.lastPlan);
    await tx.delete(ecomPlan).where(eq(ecomPlan.id, planId));
    await audit(tx, actor, ECOM_LOG_ACTIONS.delete, productId, planSnapshot(row), null, clock.now());
  });
}
