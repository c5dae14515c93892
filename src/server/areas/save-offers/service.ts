import { and, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type {
  SaveOffer,
  SaveOfferBody,
  SaveOfferListItem,
  SaveOfferListQuery,
  SwitchPlan,
} from '../../../shared/contracts/save-offers';
import { isUsablePromotion } from '../../../shared/domain/promotion-choice';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import {
  descriptionProblem,
  type EffectiveDate,
  SAVE_OFFER_MESSAGES as MESSAGES,
  type SaveOfferStage,
  type SaveOfferType,
  sortStages,
  titleProblem,
  typeFieldProblems,
} from '../../../shared/domain/save-offer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT, listTotal } from '../../db/list-count';
import { anyOf, containing, listSearch, oneOf } from '../../db/list-search';
import { updatedAtSort } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { likeContains, lockRow } from '../../db/sql';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import {
  DomainError,
  invalid,
  invalidAll,
  isUniqueViolation,
  notFound,
  refused,
  stale,
  type Violation,
} from '../../errors';
import { sanitizeRichText } from '../../http/rich-text';
import { entityAudit, entityChanges } from '../audit';
import { basePrice } from '../base-prices';
import { ecomPlan } from '../ecom-products';
import {
  promotionsByIds,
  redeemablePromotionForBasePrices,
  redeemablePromotionForPlan,
  searchCouponsByPid,
} from '../promotions';
import { billingPlan } from '../reference';
import { cancelReasonByCode } from './cancel-reasons';
import { cancelReason, saveOffer, saveOfferTarget } from './tables';

/**
 * Save offers (API-M-28..32, SO-*). A save offer covers every (cancel reason, stage, base price) of its
 * rules; `save_offer_target` holds one row per combination, keyed by it, so two save offers never
 * answer the same cancellation (decided) and the billing lookup reads one index entry. Rich text is
 * sanitised before it is stored; every write is one transaction with its audit entry.
 */

export const SAVE_OFFER_ENTITY = 'save_offer';
const TARGET_KEY = 'save_offer_target_cancel_reason_id_stage_base_price_id_pk';

type Row = typeof saveOffer.$inferSelect;

/** GET /v2/save-offers order keys: save_offer_updated_idx and the (filter, updated_at, id) indexes. */
const SAVE_OFFER_SORT = updatedAtSort<typeof saveOffer>();

const OFFER_ID = sql`"save_offer"."id"`;
/** The stages and base prices of a save offer, as JSON made by the database in the row's own query. */
const stagesOf = sql<string[]>`coalesce((
  select json_agg(distinct t.stage) from save_offer_target as t where t.save_offer_id = ${OFFER_ID}), '[]'::json)`;
const basePricesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name collate "C", b.id)
  from ${basePrice} as b
  where b.id in (select t.base_price_id from save_offer_target as t where t.save_offer_id = ${OFFER_ID})), '[]'::json)`;

const rowColumns = {
  row: saveOffer,
  reasonCode: cancelReason.code,
  reasonEn: cancelReason.descriptionEn,
  reasonEs: cancelReason.descriptionEs,
  stages: stagesOf,
  basePrices: basePricesOf,
};

interface Found {
  row: Row;
  reasonCode: string;
  reasonEn: string;
  reasonEs: string;
  stages: string[];
  basePrices: { id: number; name: string }[];
}

function toListItem(f: Found): SaveOfferListItem {
  return {
    id: f.row.id,
    cancel_reason: { id: f.row.cancelReasonId, code: f.reasonCode, description: { en: f.reasonEn, es: f.reasonEs } },
    applied_stages: sortStages(f.stages),
    applied_base_prices: f.basePrices,
    type: f.row.type as SaveOfferType,
    title: { en: f.row.titleEn, es: f.row.titleEs },
    updated_at: f.row.updatedAt.toISOString(),
  };
}

/** The offers' rows with their cancel reason (and `extra` columns: a list's count). */
const selectOffers = (db: Db, extra: Record<string, SQL> = {}) =>
  db
    .select({ ...rowColumns, ...extra })
    .from(saveOffer)
    .innerJoin(cancelReason, eq(cancelReason.id, saveOffer.cancelReasonId));

const types = oneOf<SaveOfferListQuery>(saveOffer.type, (q) => q.types, 'save_offer_type_updated_idx');

/**
 * GET /v2/save-offers: the list's filters (decided: any of the values within a filter, every filter
 * together): the cancel reason text (trigram indexes on both locales), types, stages and base prices
 * (target indexes), read by db/list-search.ts.
 */
const saveOfferList = listSearch<SaveOfferListQuery, Found>({
  name: 'save_offers',
  table: saveOffer,
  id: saveOffer.id,
  filters: {
    reason: containing(
      [cancelReason.descriptionEn, cancelReason.descriptionEs],
      (q) => q.cancel_reason,
      'cancel_reason_{en,es}_{trgm,grams}_idx, save_offer_reason_updated_idx',
      {
        within: (matches) =>
          sql`${saveOffer.cancelReasonId} in (select ${cancelReason.id} from ${cancelReason} where ${matches})`,
      },
    ),
    type: types.one,
    types: types.many,
    // Generic: a stage is one of five, each on a good share of the offers, so the walk of the sort's
    // index that tests each offer's targets is the best plan whatever the stages (a named statement).
    stages: {
      ...anyOf(
        (q) => q.applied_stages,
        (v) =>
          sql`${saveOffer.id} in (select t.save_offer_id from save_offer_target as t where t.stage = any(${v}::text[]))`,
        'save_offer_target_offer_idx, save_offer_target_stage_idx',
      ),
      generic: true,
    },
    // A base price on many offers is walked (a named statement), a rarer one planned with its ids.
    basePrices: {
      ...anyOf(
        (q) => q.applied_base_price_ids,
        (v) =>
          sql`${saveOffer.id} in (select t.save_offer_id from save_offer_target as t where t.base_price_id = any(${v}::int[]))`,
        'save_offer_target_offer_idx, save_offer_target_bp_idx',
      ),
      genericWhenCommon: true,
    },
  },
  order: (q) => ({ key: q.order.direction, order: SAVE_OFFER_SORT.orderBy(saveOffer, q.order) }),
  // A deep page starts at its day (save_offer_day_count, migration 0029): the list sorts by modified at only.
  dayCounts: { column: saveOffer.updatedAt, direction: (q) => q.order.direction },
  rows: selectOffers,
  exactUpTo: EXACT_COUNT_LIMIT,
  // A reason search or a stage may match most offers through another table: estimate first.
  count: 'estimateFirst',
});

/** GET /v2/save-offers (API-M-28): the page's ids first, in index order, then those rows. */
export async function listSaveOffers(db: Db, q: SaveOfferListQuery) {
  const { rows, total } = await saveOfferList.page(db, q, { offset: q.offset, size: q.limit });
  return { data: rows.map(toListItem), count: total };
}

/** The detail's statement, named: planned once per connection (db/prepared.ts). */
const saveOfferById = preparedPer((db) =>
  selectOffers(db)
    .where(eq(saveOffer.id, sql.placeholder('id')))
    .prepare('save_offer_detail'),
);

async function readFound(db: Db, id: number, lock = false): Promise<Found> {
  if (lock && !(await lockRow(db, saveOffer.id, id))) throw notFound(MESSAGES.notFound(id));
  const [found] = await saveOfferById(db).execute({ id });
  if (!found) throw notFound(MESSAGES.notFound(id));
  return found;
}

/** What a save offer shows of a plan: pid, title, its billing plan and base price by name. */
const planColumns = {
  pid: ecomPlan.pid,
  title: ecomPlan.name,
  billingPlanId: ecomPlan.billingPlanId,
  billingPlanName: billingPlan.name,
  basePriceName: basePrice.name,
};

/** A plan's billing plan as a save offer shows it (its id when the name is gone). */
const billingPlanRef = (plan: { billingPlanId: number | null; billingPlanName: string | null }) =>
  plan.billingPlanId === null
    ? null
    : { id: plan.billingPlanId, name: plan.billingPlanName ?? String(plan.billingPlanId) };

const switchPlanById = preparedPer((db) =>
  db
    .select({ ...planColumns, basePriceId: ecomPlan.basePriceId })
    .from(ecomPlan)
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .leftJoin(basePrice, eq(basePrice.id, ecomPlan.basePriceId))
    .where(eq(ecomPlan.id, sql.placeholder('id')))
    .prepare('save_offer_switch_plan'),
);

/** The switch-to plan of a save offer: pid, title, billing plan and base price. */
async function planOf(db: Db, planId: number | null): Promise<SaveOffer['switch_to_plan']> {
  if (planId === null) return null;
  const [plan] = await switchPlanById(db).execute({ id: planId });
  if (!plan) return null;
  return {
    pid: plan.pid,
    title: plan.title,
    billing_plan: billingPlanRef(plan),
    base_price: plan.basePriceId === null ? null : { id: plan.basePriceId, name: plan.basePriceName ?? '' },
  };
}

async function toSaveOffer(db: Db, f: Found, now: Date): Promise<SaveOffer> {
  // Its promotion and its switch-to plan, read together.
  const [promotions, switchToPlan] = await Promise.all([
    promotionsByIds(db, f.row.promotionId === null ? [] : [f.row.promotionId], now),
    planOf(db, f.row.switchToPlanId),
  ]);
  return {
    ...toListItem(f),
    description: { en: f.row.descriptionEn, es: f.row.descriptionEs },
    effective_date: (f.row.effectiveDate as EffectiveDate | null) ?? null,
    extend_days: f.row.extendDays,
    promotion: f.row.promotionId === null ? null : (promotions.get(f.row.promotionId) ?? null),
    switch_to_plan: switchToPlan,
    created_at: f.row.createdAt.toISOString(),
    rowVersion: f.row.rowVersion,
  };
}

/** GET /v2/save-offers/{id} (API-M-30); its promotion's status as of `now`. */
export async function getSaveOffer(db: Db, id: number, now: Date): Promise<SaveOffer> {
  return toSaveOffer(db, await readFound(db, id), now);
}

/**
 * The save offer a cancelling subscription meets (for billing): its base price, its stage and the
 * cancel reason the customer chose; null when none applies. One index entry (the target key).
 */
export async function findSaveOfferFor(
  db: Db,
  input: { basePriceId: number; stage: SaveOfferStage; cancelReasonCode: string },
  now: Date,
): Promise<SaveOffer | null> {
  const [hit] = await db
    .select({ id: saveOfferTarget.saveOfferId })
    .from(saveOfferTarget)
    .innerJoin(cancelReason, eq(cancelReason.id, saveOfferTarget.cancelReasonId))
    .where(
      and(
        eq(cancelReason.code, input.cancelReasonCode),
        eq(saveOfferTarget.stage, input.stage),
        eq(saveOfferTarget.basePriceId, input.basePriceId),
      ),
    );
  return hit ? getSaveOffer(db, hit.id, now) : null;
}

// ---- The form's reads ------------------------------------------------------------------------------

/** Plans a save offer can switch to: Active, with a base price. */
const sellable = and(eq(ecomPlan.status, 'active'), isNotNull(ecomPlan.basePriceId));

/** GET /v2/save-offers/switch-plans?q= (SO-FORM-21 decided): by PID, at most `limit`. */
export async function listSwitchPlans(db: Db, q: string | undefined, limit: number) {
  const text = (q ?? '').trim();
  const where = text
    ? and(sellable, sql`(${ecomPlan.pid} ilike ${likeContains(text)} or ${ecomPlan.name} ilike ${likeContains(text)})`)
    : sellable;
  const rows = await db
    .select({ ...planColumns, basePriceId: basePrice.id })
    .from(ecomPlan)
    .innerJoin(basePrice, eq(basePrice.id, ecomPlan.basePriceId))
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .where(where)
    .orderBy(sql`${ecomPlan.pid} collate "C"`, ecomPlan.id)
    .limit(limit);
  const data: SwitchPlan[] = rows.map((r) => ({
    pid: r.pid,
    title: r.title,
    billing_plan: billingPlanRef(r),
    base_price: { id: r.basePriceId, name: r.basePriceName },
  }));
  const count = rows.length < limit ? rows.length : await listTotal(db, sql`from ${ecomPlan} where ${where}`);
  return { data, count };
}

/** GET /v2/save-offers/plan-promotions?pid= (SO-FORM-13): the plan's redeemable codes (promotions area). */
export async function listPlanPromotions(db: Db, pid: string, now: Date) {
  const { data } = await searchCouponsByPid(db, pid, now);
  const redeemable = data.filter((c) => isUsablePromotion(c.status));
  return { data: redeemable, count: redeemable.length };
}

// ---- Writes ---------------------------------------------------------------------------------------

/** A body checked and normalised. */
interface Checked {
  reasonCode: string;
  stages: SaveOfferStage[];
  basePriceIds: number[];
  type: SaveOfferType;
  title: Record<RichTextLocale, string>;
  description: Record<RichTextLocale, string>;
  promotionCode: string | null;
  planPid: string | null;
  effectiveDate: EffectiveDate | null;
  extendDays: number | null;
}

const distinct = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const orNull = (text: string | null | undefined) => {
  const t = (text ?? '').trim();
  return t === '' ? null : t;
};

/** The body's own rules (SO-FORM-04..17): 400 naming every bad field. */
function checkBody(body: SaveOfferBody): Checked {
  const violations: Violation[] = [];
  const title = { en: body.title.en.trim(), es: (body.title.es ?? '').trim() };
  const description = { en: sanitizeRichText(body.description.en), es: sanitizeRichText(body.description.es) };
  for (const locale of ['en', 'es'] as const) {
    const t = titleProblem(locale, title[locale]);
    if (t) violations.push({ field: `title.${locale}`, message: t });
    const d = descriptionProblem(locale, description[locale]);
    if (d) violations.push({ field: `description.${locale}`, message: d });
  }
  for (const p of typeFieldProblems(body)) violations.push({ field: p.field, message: p.message });
  if (violations.length || !body.type) throw invalidAll(violations);
  const own = body.type;
  return {
    reasonCode: body.cancel_reason_code,
    stages: sortStages(body.applied_stages),
    basePriceIds: distinct(body.applied_base_price_ids),
    type: own,
    title,
    description,
    promotionCode: own === 'promotion' || own === 'switch_plan' ? orNull(body.promotion_code) : null,
    planPid: own === 'switch_plan' ? orNull(body.switch_to_plan_pid) : null,
    effectiveDate: own === 'switch_plan' ? (body.effective_date ?? null) : null,
    extendDays: own === 'extend_billing_date' ? (body.extend_days ?? null) : null,
  };
}

interface Resolved {
  reasonId: number;
  reasonEn: string;
  promotionId: number | null;
  planId: number | null;
}

/** The referenced rows exist (and stay, key share) and fit together: 400 naming the field otherwise. */
async function resolveReferences(tx: Db, c: Checked, now: Date): Promise<Resolved> {
  const reason = await cancelReasonByCode(tx, c.reasonCode);
  if (!reason) throw invalid('cancel_reason_code', MESSAGES.unknownCancelReason(c.reasonCode));
  const prices = await tx
    .select({ id: basePrice.id })
    .from(basePrice)
    .where(inArray(basePrice.id, c.basePriceIds))
    .for('key share');
  const found = new Set(prices.map((p) => p.id));
  const missing = c.basePriceIds.filter((id) => !found.has(id));
  if (missing.length) throw invalid('applied_base_price_ids', MESSAGES.unknownBasePrices(missing));
  let planId: number | null = null;
  if (c.planPid !== null) {
    const [plan] = await tx
      .select({ id: ecomPlan.id })
      .from(ecomPlan)
      .where(and(eq(ecomPlan.pid, c.planPid), sellable))
      .for('key share');
    if (!plan) throw invalid('switch_to_plan_pid', MESSAGES.planNotSellable(c.planPid));
    planId = plan.id;
  }
  let promotionId: number | null = null;
  if (c.promotionCode !== null) {
    const promotion =
      c.planPid !== null
        ? await redeemablePromotionForPlan(tx, c.promotionCode, c.planPid, now)
        : await redeemablePromotionForBasePrices(tx, c.promotionCode, c.basePriceIds, now);
    if (!promotion) {
      throw invalid(
        'promotion_code',
        c.planPid !== null
          ? MESSAGES.promotionNotForPlan(c.promotionCode, c.planPid)
          : MESSAGES.promotionNotForBasePrices(c.promotionCode),
      );
    }
    promotionId = promotion.id;
  }
  return { reasonId: reason.id, reasonEn: reason.descriptionEn, promotionId, planId };
}

/** Decided: no other save offer covers one of these (cancel reason, stage, base price): 409 naming one. */
async function assertNoOverlap(tx: Db, c: Checked, r: Resolved, self: number | null) {
  const [clash] = await tx
    .select({ stage: saveOfferTarget.stage, name: basePrice.name })
    .from(saveOfferTarget)
    .innerJoin(basePrice, eq(basePrice.id, saveOfferTarget.basePriceId))
    .where(
      and(
        eq(saveOfferTarget.cancelReasonId, r.reasonId),
        inArray(saveOfferTarget.stage, c.stages),
        inArray(saveOfferTarget.basePriceId, c.basePriceIds),
        self === null ? undefined : ne(saveOfferTarget.saveOfferId, self),
      ),
    )
    .limit(1);
  if (clash) throw refused(MESSAGES.overlap(r.reasonEn, clash.stage as SaveOfferStage, clash.name));
}

async function writeTargets(tx: Db, id: number, c: Checked, r: Resolved) {
  await tx
    .insert(saveOfferTarget)
    .values(
      c.stages.flatMap((stage) =>
        c.basePriceIds.map((basePriceId) => ({ saveOfferId: id, cancelReasonId: r.reasonId, stage, basePriceId })),
      ),
    );
}

const rowValues = (c: Checked, r: Resolved) => ({
  cancelReasonId: r.reasonId,
  type: c.type,
  titleEn: c.title.en,
  titleEs: c.title.es,
  descriptionEn: c.description.en,
  descriptionEs: c.description.es,
  promotionId: r.promotionId,
  switchToPlanId: r.planId,
  effectiveDate: c.effectiveDate,
  extendDays: c.extendDays,
});

/** The audited fields: what staff edit. */
const audited = (s: SaveOffer) => ({
  cancel_reason_code: s.cancel_reason.code,
  applied_stages: s.applied_stages,
  applied_base_price_ids: s.applied_base_prices.map((p) => p.id),
  type: s.type,
  title: s.title,
  description: s.description,
  promotion_code: s.promotion?.code ?? null,
  switch_to_plan_pid: s.switch_to_plan?.pid ?? null,
  effective_date: s.effective_date,
  extend_days: s.extend_days,
});

/** A race lost on the target key (another save offer committed the same combination first): 409. */
async function overlapSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof DomainError) && isUniqueViolation(err, TARGET_KEY)) throw refused(MESSAGES.overlapAny);
    throw err;
  }
}

const changes = entityChanges(entityAudit(SAVE_OFFER_ENTITY), audited);

/** POST /v2/save-offers (API-M-29): live at once. */
export async function createSaveOffer(db: Db, body: SaveOfferBody, actor: Principal, clock: Clock): Promise<SaveOffer> {
  const c = checkBody(body);
  const now = clock.now();
  return overlapSafe(() =>
    db.transaction(async (tx) => {
      const r = await resolveReferences(tx, c, now);
      await assertNoOverlap(tx, c, r, null);
      const [row] = await tx
        .insert(saveOffer)
        .values({ ...rowValues(c, r), createdAt: now, updatedAt: now })
        .returning({ id: saveOffer.id });
      if (!row) throw new Error('save offer not written');
      await writeTargets(tx, row.id, c, r);
      return changes.created(tx, actor, row.id, await getSaveOffer(tx, row.id, now), now);
    }),
  );
}

/**
 * PUT /v2/save-offers/{id} (API-M-31): live at once; refused as stale (409, with the current values)
 * when someone saved since `readVersion`. An edit that changes nothing writes nothing.
 */
export async function updateSaveOffer(
  db: Db,
  id: number,
  body: SaveOfferBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<SaveOffer> {
  const c = checkBody(body);
  const now = clock.now();
  return overlapSafe(() =>
    db.transaction(async (tx) => {
      const found = await readFound(tx, id, true);
      const before = await toSaveOffer(tx, found, now);
      if (found.row.rowVersion !== readVersion) throw stale(MESSAGES.stale, before);
      const r = await resolveReferences(tx, c, now);
      const wanted = {
        ...audited(before),
        cancel_reason_code: c.reasonCode,
        applied_stages: c.stages,
        applied_base_price_ids: c.basePriceIds,
        type: c.type,
        title: c.title,
        description: c.description,
        promotion_code: r.promotionId === null ? null : c.promotionCode,
        switch_to_plan_pid: c.planPid,
        effective_date: c.effectiveDate,
        extend_days: c.extendDays,
      };
      const beforeAudited = audited(before);
      beforeAudited.applied_base_price_ids = distinct(beforeAudited.applied_base_price_ids);
      if (JSON.stringify(beforeAudited) === JSON.stringify(wanted)) return before;
      await assertNoOverlap(tx, c, r, id);
      await tx.delete(saveOfferTarget).where(eq(saveOfferTarget.saveOfferId, id));
      await tx
        .update(saveOffer)
        .set({ ...rowValues(c, r), updatedAt: now, rowVersion: nextVersion(saveOffer.rowVersion) })
        .where(eq(saveOffer.id, id));
      await writeTargets(tx, id, c, r);
      return changes.updated(tx, actor, id, before, await getSaveOffer(tx, id, now), now);
    }),
  );
}

/** DELETE /v2/save-offers/{id} (API-M-32): with its targets. */
export async function deleteSaveOffer(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = await toSaveOffer(tx, await readFound(tx, id, true), now);
    await tx.delete(saveOffer).where(eq(saveOffer.id, id));
    await changes.deleted(tx, actor, id, before, now);
  });
}
