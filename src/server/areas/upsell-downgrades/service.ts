import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type {
  PlanOffer,
  UdOption,
  UdOptionBody,
  UpsellDowngrade,
  UpsellDowngradeBody,
  UpsellDowngradeListQuery,
} from '../../../shared/contracts/upsell-downgrades';
import {
  isUpsell,
  levelsToValue,
  UD_MESSAGES as MESSAGES,
  normalizePart,
  ruleKey,
  UD_OPTION_TYPES,
  type UdOptionType,
  type UdProductType,
  type UdRuleInput,
  udRuleViolations,
  valueToLevels,
} from '../../../shared/domain/upsell-downgrade';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { containing, listSearch } from '../../db/list-search';
import { updatedAtSort } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { lockRow } from '../../db/sql';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, invalidAll, isUniqueViolation, notFound, refused, stale, type Violation } from '../../errors';
import { entityAudit, entityChanges } from '../audit';
import { basePrice } from '../base-prices';
import { ecomPlan } from '../ecom-products';
import { billingPlan } from '../reference';
import { upsellDowngrade, upsellDowngradeOption } from './tables';

/**
 * Upsell & downgrade rules (API-M-12..16, checklist 10.4) and the offers they make for a plan
 * (API-S-23/24). Every rule of spec 3 §5 is checked with src/shared/domain/upsell-downgrade.ts; each
 * write is one transaction with its audit entry.
 */

export const UD_ENTITY = 'upsell_downgrade';
type Row = typeof upsellDowngrade.$inferSelect;

/** GET /upsell-downgrades order keys: upsell_downgrade_updated_idx (updated_at, id). */
const UD_SORT = updatedAtSort<typeof upsellDowngrade>();

const RULE_ID = sql`"upsell_downgrade"."id"`;
const OPTION_ORDER = sql.raw(
  `case o.option_type ${UD_OPTION_TYPES.map((t, i) => `when '${t}' then ${i}`).join(' ')} end`,
);

interface StoredOption {
  option_type: UdOptionType;
  base_price_id: number;
  base_price_name: string;
  product_type: UdProductType;
  course_levels: string;
  billing_plan_id: number | null;
  billing_plan_name: string | null;
  upsell_tag: string | null;
  slogan: string | null;
}

/** A rule's options with their base price and billing plan names, made by the database in the row's query. */
const optionsOf = sql<StoredOption[]>`coalesce((
  select json_agg(json_build_object(
    'option_type', o.option_type, 'base_price_id', o.base_price_id, 'base_price_name', b.name,
    'product_type', o.product_type, 'course_levels', o.course_levels, 'billing_plan_id', o.billing_plan_id,
    'billing_plan_name', bp.name, 'upsell_tag', o.upsell_tag, 'slogan', o.slogan) order by ${OPTION_ORDER})
  from upsell_downgrade_option as o
  join ${basePrice} as b on b.id = o.base_price_id
  left join ${billingPlan} as bp on bp.id = o.billing_plan_id
  where o.rule_id = ${RULE_ID}), '[]'::json)`;

const rowColumns = {
  row: upsellDowngrade,
  basePriceName: basePrice.name,
  billingPlanName: billingPlan.name,
  options: optionsOf,
};

interface Found {
  row: Row;
  basePriceName: string;
  billingPlanName: string | null;
  options: StoredOption[];
}

const refOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? String(id) });

function toOption(o: StoredOption): UdOption {
  return {
    option_type: o.option_type,
    base_price_id: o.base_price_id,
    base_price: { id: o.base_price_id, name: o.base_price_name },
    product_type: o.product_type,
    course_levels: valueToLevels(o.course_levels),
    billing_plan_id: o.billing_plan_id,
    billing_plan: refOf(o.billing_plan_id, o.billing_plan_name),
    upsell_tag: o.upsell_tag,
    slogan: o.slogan,
  };
}

function toRule({ row, basePriceName, billingPlanName, options }: Found): UpsellDowngrade {
  return {
    id: row.id,
    original_base_price_id: row.originalBasePriceId,
    original_base_price: { id: row.originalBasePriceId, name: basePriceName },
    product_type: row.productType as UdProductType,
    course_levels: valueToLevels(row.courseLevels),
    billing_plan_id: row.billingPlanId,
    billing_plan: refOf(row.billingPlanId, billingPlanName),
    upsell_downgrade_options: options.map(toOption),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

const selectRules = (db: Db) =>
  db
    .select(rowColumns)
    .from(upsellDowngrade)
    .innerJoin(basePrice, eq(basePrice.id, upsellDowngrade.originalBasePriceId))
    .leftJoin(billingPlan, eq(billingPlan.id, upsellDowngrade.billingPlanId));

/**
 * GET /upsell-downgrades: the search, rules whose original base price's name contains the text (a base
 * price name's trigram index, then the rules of those base prices), read by db/list-search.ts.
 */
const ruleList = listSearch<UpsellDowngradeListQuery, Found>({
  name: 'upsell_downgrades',
  table: upsellDowngrade,
  id: upsellDowngrade.id,
  filters: {
    original: containing(
      basePrice.name,
      (q) => q.original_name,
      'base_price_name_{trgm,grams}_idx, upsell_downgrade_original_updated_idx',
      {
        within: (matches) =>
          sql`${upsellDowngrade.originalBasePriceId} in (select ${basePrice.id} from ${basePrice} where ${matches})`,
        indexHoldsOrder: true,
      },
    ),
  },
  order: (q) => ({ key: q.order.direction, order: UD_SORT.orderBy(upsellDowngrade, q.order) }),
  // A deep page starts at its day (upsell_downgrade_day_count, migration 0029): the list sorts by modified at only.
  dayCounts: { column: upsellDowngrade.updatedAt, direction: (q) => q.order.direction },
  rows: (db, extra) =>
    db
      .select({ ...rowColumns, ...extra })
      .from(upsellDowngrade)
      .innerJoin(basePrice, eq(basePrice.id, upsellDowngrade.originalBasePriceId))
      .leftJoin(billingPlan, eq(billingPlan.id, upsellDowngrade.billingPlanId)),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A name search may match most base prices: counting its rules with the page would read them all.
  count: 'estimateFirst',
});

/** GET /upsell-downgrades (API-M-12): the page's ids first, read in index order, then those rows. */
export async function listUpsellDowngrades(db: Db, q: UpsellDowngradeListQuery) {
  const { rows, total } = await ruleList.page(db, q, { offset: q.offset, size: q.limit });
  return { data: rows.map(toRule), count: total };
}

/** The detail's statement, named: planned once per connection (db/prepared.ts). */
const ruleById = preparedPer((db) =>
  selectRules(db)
    .where(eq(upsellDowngrade.id, sql.placeholder('id')))
    .prepare('upsell_downgrade_detail'),
);

/** One rule; with `lock`, the row is locked first and read in a statement of its own. */
async function readRule(db: Db, id: number, lock = false): Promise<Found> {
  if (lock && !(await lockRow(db, upsellDowngrade.id, id))) throw notFound(MESSAGES.notFound(id));
  const [found] = await ruleById(db).execute({ id });
  if (!found) throw notFound(MESSAGES.notFound(id));
  return found;
}

const ruleOf = async (db: Db, id: number, lock = false) => toRule(await readRule(db, id, lock));

/** GET /upsell-downgrades/{id} (API-M-13). */
export function getUpsellDowngrade(db: Db, id: number): Promise<UpsellDowngrade> {
  return ruleOf(db, id);
}

// ---- Writes ---------------------------------------------------------------------------------------

type Part = ReturnType<typeof normalizePart>;
interface Checked {
  original: Part & { base_price_id: number; product_type: UdProductType };
  options: { type: UdOptionType; part: Part & { base_price_id: number; product_type: UdProductType } }[];
  key: string;
}

/** Where a violation of `part` points in the body: the original's own field or the option's index. */
function fieldOf(part: UdOptionType | 'original', field: string, indexOf: Map<UdOptionType, number>): string {
  if (part === 'original') return field === 'base_price_id' ? 'original_base_price_id' : field;
  return `upsell_downgrade_options.${indexOf.get(part) ?? 0}.${field}`;
}

/** The body checked by the shared rules (400 naming each field) and normalised as stored. */
function checkBody(body: UpsellDowngradeBody): Checked {
  const indexOf = new Map<UdOptionType, number>();
  const options: UdRuleInput['options'] = {};
  for (const [i, option] of (body.upsell_downgrade_options ?? []).entries()) {
    if (indexOf.has(option.option_type)) throw invalid(`upsell_downgrade_options.${i}.option_type`, MESSAGES.oneOfEach);
    indexOf.set(option.option_type, i);
    options[option.option_type] = option satisfies UdOptionBody;
  }
  const original = {
    base_price_id: body.original_base_price_id,
    product_type: body.product_type,
    course_levels: body.course_levels,
    billing_plan_id: body.billing_plan_id,
  };
  const violations: Violation[] = udRuleViolations({ original, options }).map((v) => ({
    field: fieldOf(v.part, v.field, indexOf),
    message: v.message,
  }));
  if (violations.length) throw invalidAll(violations);
  const normalized = normalizePart('original', original) as Checked['original'];
  return {
    original: normalized,
    // An option with nothing chosen is no option (the form sends its empty parts).
    options: UD_OPTION_TYPES.flatMap((type) => {
      const option = options[type];
      if (!option || option.base_price_id == null) return [];
      return [{ type, part: normalizePart(type, option) as Checked['options'][number]['part'] }];
    }),
    key: ruleKey(normalized),
  };
}

/** Every referenced base price and billing plan exists: 400 naming the field otherwise. */
async function assertReferences(tx: Db, c: Checked, body: UpsellDowngradeBody) {
  const indexOf = new Map((body.upsell_downgrade_options ?? []).map((o, i) => [o.option_type, i] as const));
  const parts = [{ part: 'original' as const, p: c.original }, ...c.options.map((o) => ({ part: o.type, p: o.part }))];
  const priceIds = [...new Set(parts.map((x) => x.p.base_price_id))];
  const planIds = [...new Set(parts.flatMap((x) => (x.p.billing_plan_id === null ? [] : [x.p.billing_plan_id])))];
  const prices = new Set(
    (await tx.select({ id: basePrice.id }).from(basePrice).where(inArray(basePrice.id, priceIds)).for('key share')).map(
      (r) => r.id,
    ),
  );
  const plans = new Set(
    planIds.length
      ? (await tx.select({ id: billingPlan.id }).from(billingPlan).where(inArray(billingPlan.id, planIds))).map(
          (r) => r.id,
        )
      : [],
  );
  const violations: Violation[] = [];
  for (const { part, p } of parts) {
    if (!prices.has(p.base_price_id))
      violations.push({
        field: fieldOf(part, 'base_price_id', indexOf),
        message: MESSAGES.unknownBasePrice(p.base_price_id),
      });
    if (p.billing_plan_id !== null && !plans.has(p.billing_plan_id))
      violations.push({
        field: fieldOf(part, 'billing_plan_id', indexOf),
        message: MESSAGES.unknownBillingPlan(p.billing_plan_id),
      });
  }
  if (violations.length) throw invalidAll(violations);
}

/** UD-09 (decided): one rule per original; `except` is the rule being edited. */
async function assertNoOtherRule(tx: Db, c: Checked, except?: number) {
  const conditions = [
    eq(upsellDowngrade.originalBasePriceId, c.original.base_price_id),
    eq(upsellDowngrade.originalKey, c.key),
  ];
  if (except !== undefined) conditions.push(ne(upsellDowngrade.id, except));
  const [other] = await tx
    .select({ id: upsellDowngrade.id })
    .from(upsellDowngrade)
    .where(and(...conditions))
    .limit(1);
  if (other) throw refused(MESSAGES.ruleExists);
}

const ruleValues = (c: Checked) => ({
  originalBasePriceId: c.original.base_price_id,
  productType: c.original.product_type,
  courseLevels: levelsToValue(c.original.course_levels),
  billingPlanId: c.original.billing_plan_id,
  originalKey: c.key,
});

async function writeOptions(tx: Db, ruleId: number, c: Checked) {
  if (!c.options.length) return;
  await tx.insert(upsellDowngradeOption).values(
    c.options.map(({ type, part }) => ({
      ruleId,
      optionType: type,
      basePriceId: part.base_price_id,
      productType: part.product_type,
      courseLevels: levelsToValue(part.course_levels),
      billingPlanId: part.billing_plan_id,
      upsellTag: part.upsell_tag,
      slogan: part.slogan,
    })),
  );
}

/** The audited fields: the body as stored. */
const audited = (r: UpsellDowngrade) => ({
  original_base_price_id: r.original_base_price_id,
  product_type: r.product_type,
  course_levels: r.course_levels,
  billing_plan_id: r.billing_plan_id,
  upsell_downgrade_options: r.upsell_downgrade_options.map(({ base_price: _b, billing_plan: _p, ...o }) => o),
});

interface PartShape {
  base_price_id: number;
  product_type: string;
  course_levels: readonly number[];
  billing_plan_id: number | null;
  upsell_tag?: string | null;
  slogan?: string | null;
}
const shape = (p: PartShape) => [
  p.base_price_id,
  p.product_type,
  levelsToValue(p.course_levels),
  p.billing_plan_id,
  p.upsell_tag ?? null,
  p.slogan ?? null,
];
/** Whether the checked body is what the rule stores already. */
const sameRule = (c: Checked, r: UpsellDowngrade) =>
  JSON.stringify([shape(c.original), ...c.options.map((o) => [o.type, ...shape(o.part)])]) ===
  JSON.stringify([
    shape({ ...r, base_price_id: r.original_base_price_id }),
    ...r.upsell_downgrade_options.map((o) => [o.option_type, ...shape(o)]),
  ]);

/** A write racing another for the same original ends as the same 409. */
async function uniqueOriginal<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'upsell_downgrade_original_key_idx')) throw refused(MESSAGES.ruleExists);
    throw err;
  }
}

const changes = entityChanges(entityAudit(UD_ENTITY), audited);

/** POST /upsell-downgrades (API-M-14). */
export function createUpsellDowngrade(db: Db, body: UpsellDowngradeBody, actor: Principal, clock: Clock) {
  const c = checkBody(body);
  const now = clock.now();
  return uniqueOriginal(() =>
    db.transaction(async (tx) => {
      await assertReferences(tx, c, body);
      await assertNoOtherRule(tx, c);
      const [row] = await tx
        .insert(upsellDowngrade)
        .values({ ...ruleValues(c), createdAt: now, updatedAt: now })
        .returning({ id: upsellDowngrade.id });
      if (!row) throw new Error('upsell_downgrade not written');
      await writeOptions(tx, row.id, c);
      return changes.created(tx, actor, row.id, await ruleOf(tx, row.id), now);
    }),
  );
}

/**
 * PUT /upsell-downgrades/{id} (API-M-15): refused as stale (409, with the current values) when someone
 * saved since `readVersion`. An edit that changes nothing writes nothing.
 */
export function updateUpsellDowngrade(
  db: Db,
  id: number,
  body: UpsellDowngradeBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<UpsellDowngrade> {
  const c = checkBody(body);
  const now = clock.now();
  return uniqueOriginal(() =>
    db.transaction(async (tx) => {
      const before = await ruleOf(tx, id, true);
      if (before.rowVersion !== readVersion) throw stale(MESSAGES.stale, before);
      await assertReferences(tx, c, body);
      await assertNoOtherRule(tx, c, id);
      if (sameRule(c, before)) return before;
      await tx
        .update(upsellDowngrade)
        .set({ ...ruleValues(c), updatedAt: now, rowVersion: nextVersion(upsellDowngrade.rowVersion) })
        .where(eq(upsellDowngrade.id, id));
      await tx.delete(upsellDowngradeOption).where(eq(upsellDowngradeOption.ruleId, id));
      await writeOptions(tx, id, c);
      return changes.updated(tx, actor, id, before, await ruleOf(tx, id), now);
    }),
  );
}

/** DELETE /upsell-downgrades/{id} (API-M-16): with its options. */
export async function deleteUpsellDowngrade(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = await ruleOf(tx, id, true);
    await tx.delete(upsellDowngrade).where(eq(upsellDowngrade.id, id));
    await changes.deleted(tx, actor, id, before, now);
  });
}

// ---- What a plan is offered (API-S-23/24) ---------------------------------------------------------

export type OfferKind = 'upsells' | 'downgrades';
const KIND_TYPES: Record<OfferKind, readonly UdOptionType[]> = {
  upsells: UD_OPTION_TYPES.filter(isUpsell),
  downgrades: UD_OPTION_TYPES.filter((t) => !isUpsell(t)),
};

/**
 * The active plans a plan is offered as upsells (primary, then secondary) or as downgrade
 * (SUB-PLN-03): the rule whose original matches the plan's base price, product type and levels or
 * billing plan; for each of its options, the active plans with that option's base price, product type
 * and levels or billing plan, in the plan's language (All Access plans: any language), by PID. No rule:
 * an empty list. An unknown plan: 404.
 */
export async function planOffers(
  db: Db,
  planId: number,
  kind: OfferKind,
): Promise<{ data: PlanOffer[]; count: number }> {
  const [plan] = await db
    .select({
      basePriceId: ecomPlan.basePriceId,
      productType: ecomPlan.productType,
      courseLevels: ecomPlan.courseLevels,
      billingPlanId: ecomPlan.billingPlanId,
      languageId: ecomPlan.languageId,
    })
    .from(ecomPlan)
    .where(eq(ecomPlan.id, planId));
  if (!plan) throw notFound(MESSAGES.planNotFound(planId));
  if (plan.basePriceId === null) return { data: [], count: 0 };
  const key = ruleKey({
    product_type: plan.productType as UdProductType,
    course_levels: valueToLevels(plan.courseLevels ?? ''),
    billing_plan_id: plan.billingPlanId,
  });
  const options = await db
    .select({
      optionType: upsellDowngradeOption.optionType,
      basePriceId: upsellDowngradeOption.basePriceId,
      productType: upsellDowngradeOption.productType,
      courseLevels: upsellDowngradeOption.courseLevels,
      billingPlanId: upsellDowngradeOption.billingPlanId,
      upsellTag: upsellDowngradeOption.upsellTag,
      slogan: upsellDowngradeOption.slogan,
    })
    .from(upsellDowngradeOption)
    .innerJoin(upsellDowngrade, eq(upsellDowngrade.id, upsellDowngradeOption.ruleId))
    .where(
      and(
        eq(upsellDowngrade.originalBasePriceId, plan.basePriceId),
        eq(upsellDowngrade.originalKey, key),
        inArray(upsellDowngradeOption.optionType, [...KIND_TYPES[kind]]),
      ),
    );
  const data: PlanOffer[] = [];
  for (const type of KIND_TYPES[kind]) {
    const option = options.find((o) => o.optionType === type);
    if (!option) continue;
    const plans = await db
      .select({
        id: ecomPlan.id,
        pid: ecomPlan.pid,
        name: ecomPlan.name,
        basePriceName: basePrice.name,
        billingPlanId: ecomPlan.billingPlanId,
        billingPlanName: billingPlan.name,
      })
      .from(ecomPlan)
      .innerJoin(basePrice, eq(basePrice.id, ecomPlan.basePriceId))
      .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
      .where(
        and(
          eq(ecomPlan.basePriceId, option.basePriceId),
          eq(ecomPlan.productType, option.productType),
          eq(ecomPlan.status, 'active'),
          ne(ecomPlan.id, planId),
          option.courseLevels === '' ? undefined : eq(ecomPlan.courseLevels, option.courseLevels),
          option.billingPlanId === null
            ? isNull(ecomPlan.billingPlanId)
            : eq(ecomPlan.billingPlanId, option.billingPlanId),
          option.productType === 'ALL_ACCESS' ? undefined : eq(ecomPlan.languageId, plan.languageId),
        ),
      )
      .orderBy(asc(ecomPlan.pid));
    for (const p of plans) {
      data.push({
        id: p.id,
        pid: p.pid,
        plan_title: p.name,
        base_price: { id: option.basePriceId, name: p.basePriceName },
        billing_plan: refOf(p.billingPlanId, p.billingPlanName),
        option_type: type,
        upsell_tag: option.upsellTag,
        slogan: option.slogan,
      });
    }
  }
  return { data, count: data.length };
}
