import { eq, inArray, sql } from 'drizzle-orm';
import type {
  Disclosure,
  DisclosureBody,
  DisclosureListQuery,
  DisclosureSwitchBody,
} from '../../../shared/contracts/disclosures';
import {
  DISCLOSURE_INITIAL_STATUS,
  type DisclosureStatus,
  DISCLOSURE_MESSAGES as MESSAGES,
} from '../../../shared/domain/disclosure';
import type { MultiLanguageContent } from '../../../shared/domain/rich-text';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { containing, equalTo, listSearch } from '../../db/list-search';
import { updatedAtSort } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { lockRow } from '../../db/sql';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, notFound, stale } from '../../errors';
import { cleanMultiLanguageContent } from '../../http/rich-text';
import { entityAudit, entityChanges } from '../audit';
import { basePrice } from '../base-prices';
import { billingPlan, country } from '../reference';
import { disclosure, disclosureBasePrice, disclosureCountry } from './tables';

/**
 * Disclosures (API-M-06..11, checklist 10.3). Rich text is sanitised before it is stored
 * (src/server/http/rich-text.ts); referenced base prices, billing plan and countries must exist; each
 * write is one transaction with its audit entry.
 */

export const DISCLOSURE_ENTITY = 'disclosure';
type Row = typeof disclosure.$inferSelect;

/**
 * GET /disclosures order keys: served by disclosure_updated_idx (updated_at, id) and, with a status
 * filter, disclosure_status_updated_idx (status, updated_at, id).
 */
const DISCLOSURE_SORT = updatedAtSort<typeof disclosure>();

/**
 * A disclosure's base prices (by name) and countries (by display name), as JSON arrays made by the
 * database in the row's own query (no round trip per relation). The outer row is named in full: inside
 * a subquery drizzle would print a bare `id`. Each link's name is looked up by its key (a LATERAL with
 * LIMIT 1 the planner keeps apart): joined, the generic plan hashed the whole country table for every
 * row of the page.
 */
const DISCLOSURE_ID = sql`"disclosure"."id"`;
const basePricesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', link.base_price_id, 'name', b.name) order by b.name collate "C", link.base_price_id)
  from disclosure_base_price as link
  cross join lateral (select b.name from ${basePrice} as b where b.id = link.base_price_id limit 1) as b
  where link.disclosure_id = ${DISCLOSURE_ID}), '[]'::json)`;
const countriesOf = sql<{ id: number; display_name: string }[]>`coalesce((
  select json_agg(json_build_object('id', link.country_id, 'display_name', c.display_name)
    order by c.display_name collate "C", link.country_id)
  from disclosure_country as link
  cross join lateral (select c.display_name from ${country} as c where c.id = link.country_id limit 1) as c
  where link.disclosure_id = ${DISCLOSURE_ID}), '[]'::json)`;

const rowColumns = {
  row: disclosure,
  billingPlanName: billingPlan.name,
  basePrices: basePricesOf,
  countries: countriesOf,
};

type Found = {
  row: Row;
  billingPlanName: string | null;
  basePrices: { id: number; name: string }[];
  countries: { id: number; display_name: string }[];
};

/** The wire disclosure of a row read with `rowColumns`. */
function toDisclosure({ row, billingPlanName, basePrices, countries }: Found): Disclosure {
  return {
    id: row.id,
    name: row.name,
    status: row.status as DisclosureStatus,
    billing_plan_id: row.billingPlanId,
    billing_plan:
      row.billingPlanId === null ? null : { id: row.billingPlanId, name: billingPlanName ?? String(row.billingPlanId) },
    base_prices: basePrices,
    countries,
    multi_language_content: { en: row.contentEn, es: row.contentEs },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

/** GET /disclosures: its filters, each served by an index (./tables.ts), read by db/list-search.ts. */
const disclosureList = listSearch<DisclosureListQuery, Found>({
  name: 'disclosures',
  table: disclosure,
  id: disclosure.id,
  filters: {
    // Sorted by modification time only: a name's matches are spread along it. Three characters or more are
    // looked up by their rare run (disclosure_name_gram_count, migration 0037): one named statement.
    name: containing(disclosure.name, (q) => q.name, 'disclosure_name_trgm_idx, disclosure_name_grams_idx', {
      sortedBy: () => false,
      rareRuns: true,
    }),
    status: equalTo(disclosure.status, (q) => q.status, 'disclosure_status_updated_idx'),
  },
  order: (q) => ({ key: q.order.direction, order: DISCLOSURE_SORT.orderBy(disclosure, q.order) }),
  // A deep page starts at its day (disclosure_day_count, migration 0029): the list sorts by modified at only.
  dayCounts: { column: disclosure.updatedAt, direction: (q) => q.order.direction },
  rows: (db, extra) =>
    db
      .select({ ...rowColumns, ...extra })
      .from(disclosure)
      .leftJoin(billingPlan, eq(billingPlan.id, disclosure.billingPlanId)),
  exactUpTo: EXACT_COUNT_LIMIT,
});

/** GET /disclosures (API-M-06): the page's ids first, read in index order, then those rows; the count capped. */
export async function listDisclosures(db: Db, q: DisclosureListQuery) {
  const { rows, total } = await disclosureList.page(db, q, { offset: q.offset, size: q.limit });
  return { data: rows.map(toDisclosure), count: total };
}

/**
 * One disclosure. With `lock`, the row is locked first and read in a statement of its own, so its links
 * are read as committed by whoever held the lock before.
 */
const disclosureById = preparedPer((db) =>
  db
    .select(rowColumns)
    .from(disclosure)
    .leftJoin(billingPlan, eq(billingPlan.id, disclosure.billingPlanId))
    .where(eq(disclosure.id, sql.placeholder('id')))
    .prepare('disclosure_by_id'),
);

async function readDisclosure(db: Db, id: number, lock = false): Promise<Found> {
  if (lock && !(await lockRow(db, disclosure.id, id))) throw notFound(MESSAGES.notFound(id));
  const [found] = await disclosureById(db).execute({ id });
  if (!found) throw notFound(MESSAGES.notFound(id));
  return found;
}

/** A disclosure as the wire shows it (read again: after a write, its new links). */
async function disclosureOf(db: Db, id: number, lock = false): Promise<Disclosure> {
  return toDisclosure(await readDisclosure(db, id, lock));
}

/** GET /disclosures/{id} (API-M-07). */
export async function getDisclosure(db: Db, id: number): Promise<Disclosure> {
  return disclosureOf(db, id);
}

// ---- Writes ---------------------------------------------------------------------------------------

/** A body checked and normalised: ids deduplicated and sorted, content sanitised. */
interface Checked {
  name: string;
  basePriceIds: number[];
  billingPlanId: number | null;
  countryIds: number[];
  content: MultiLanguageContent;
}

const distinct = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

function checkBody(body: DisclosureBody): Checked {
  return {
    name: body.name,
    basePriceIds: distinct(body.base_price_ids),
    billingPlanId: body.billing_plan_id ?? null,
    countryIds: distinct(body.country_ids),
    content: cleanMultiLanguageContent(body.multi_language_content),
  };
}

/** Every referenced row exists: 400 naming the field otherwise. */
async function assertReferences(tx: Db, c: Checked) {
  const prices = await tx
    .select({ id: basePrice.id })
    .from(basePrice)
    .where(inArray(basePrice.id, c.basePriceIds))
    .for('key share');
  const foundPrices = new Set(prices.map((p) => p.id));
  const missingPrices = c.basePriceIds.filter((id) => !foundPrices.has(id));
  if (missingPrices.length) throw invalid('base_price_ids', MESSAGES.unknownBasePrices(missingPrices));
  if (c.billingPlanId !== null) {
    const [plan] = await tx.select({ id: billingPlan.id }).from(billingPlan).where(eq(billingPlan.id, c.billingPlanId));
    if (!plan) throw invalid('billing_plan_id', MESSAGES.unknownBillingPlan(c.billingPlanId));
  }
  if (c.countryIds.length) {
    const found = await tx.select({ id: country.id }).from(country).where(inArray(country.id, c.countryIds));
    const ids = new Set(found.map((r) => r.id));
    const missing = c.countryIds.filter((id) => !ids.has(id));
    if (missing.length) throw invalid('country_ids', MESSAGES.unknownCountries(missing));
  }
}

async function writeLinks(tx: Db, id: number, c: Checked) {
  await tx.insert(disclosureBasePrice).values(c.basePriceIds.map((basePriceId) => ({ disclosureId: id, basePriceId })));
  if (c.countryIds.length) {
    await tx.insert(disclosureCountry).values(c.countryIds.map((countryId) => ({ disclosureId: id, countryId })));
  }
}

/** The audited fields of a disclosure (what staff edit, and the status). */
const audited = (d: Disclosure) => ({
  name: d.name,
  status: d.status,
  billing_plan_id: d.billing_plan_id,
  base_price_ids: d.base_prices.map((p) => p.id),
  country_ids: d.countries.map((c) => c.id),
  multi_language_content: d.multi_language_content,
});

const audit = entityAudit(DISCLOSURE_ENTITY);
const changes = entityChanges(audit, audited);

/** POST /disclosures (API-M-08): a new disclosure, inactive until activated (DISC-11). */
export async function createDisclosure(db: Db, body: DisclosureBody, actor: Principal, clock: Clock) {
  const c = checkBody(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await assertReferences(tx, c);
    const [row] = await tx
      .insert(disclosure)
      .values({
        name: c.name,
        status: DISCLOSURE_INITIAL_STATUS,
        billingPlanId: c.billingPlanId,
        contentEn: c.content.en,
        contentEs: c.content.es,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: disclosure.id });
    if (!row) throw new Error('disclosure not written');
    await writeLinks(tx, row.id, c);
    return changes.created(tx, actor, row.id, await disclosureOf(tx, row.id), now);
  });
}

/** The same ids, in any order (`b` is sorted already). */
const sameIds = (a: readonly number[], b: readonly number[]) => distinct(a).join() === b.join();

/**
 * PUT /disclosures/{id} (API-M-09): everything but the status; refused as stale (409, with the current
 * values) when someone saved since `readVersion`. An edit that changes nothing writes nothing.
 */
export async function updateDisclosure(
  db: Db,
  id: number,
  body: DisclosureBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Disclosure> {
  const c = checkBody(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const found = await readDisclosure(tx, id, true);
    const before = toDisclosure(found);
    if (found.row.rowVersion !== readVersion) throw stale(MESSAGES.stale, before);
    await assertReferences(tx, c);
    const priceIds = before.base_prices.map((p) => p.id);
    const countryIds = before.countries.map((x) => x.id);
    const linksChanged = !sameIds(priceIds, c.basePriceIds) || !sameIds(countryIds, c.countryIds);
    const rowChanged =
      found.row.name !== c.name ||
      found.row.billingPlanId !== c.billingPlanId ||
      found.row.contentEn !== c.content.en ||
      found.row.contentEs !== c.content.es;
    if (!linksChanged && !rowChanged) return before;
    await tx
      .update(disclosure)
      .set({
        name: c.name,
        billingPlanId: c.billingPlanId,
        contentEn: c.content.en,
        contentEs: c.content.es,
        updatedAt: now,
        rowVersion: nextVersion(disclosure.rowVersion),
      })
      .where(eq(disclosure.id, id));
    if (linksChanged) {
      await tx.delete(disclosureBasePrice).where(eq(disclosureBasePrice.disclosureId, id));
      await tx.delete(disclosureCountry).where(eq(disclosureCountry.disclosureId, id));
      await writeLinks(tx, id, c);
    }
    return changes.updated(tx, actor, id, before, await disclosureOf(tx, id), now);
  });
}

/** DELETE /disclosures/{id} (API-M-10): with its base price and country links. */
export async function deleteDisclosure(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = await disclosureOf(tx, id, true);
    await tx.delete(disclosure).where(eq(disclosure.id, id));
    await changes.deleted(tx, actor, id, before, now);
  });
}

/**
 * PUT /disclosures/switch-status (API-M-11): activate (shown at checkout) or deactivate (DISC-11).
 * Switching to the status it already has changes nothing. Versioned: 409 with the current values when
 * someone saved since `readVersion` (If-Match).
 */
export async function switchStatus(
  db: Db,
  body: DisclosureSwitchBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Disclosure> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const found = await readDisclosure(tx, body.id, true);
    const current = toDisclosure(found);
    if (found.row.rowVersion !== readVersion) throw stale(MESSAGES.staleSwitch(current.status), current);
    if (found.row.status === body.status) return current;
    await tx
      .update(disclosure)
      .set({ status: body.status, updatedAt: now, rowVersion: nextVersion(disclosure.rowVersion) })
      .where(eq(disclosure.id, body.id));
    const after = await disclosureOf(tx, body.id);
    await audit(
      tx,
      actor,
      body.status === 'active' ? 'ACTIVATE' : 'DEACTIVATE',
      body.id,
      { status: found.row.status },
      { status: after.status },
      now,
    );
    return after;
  });
}
