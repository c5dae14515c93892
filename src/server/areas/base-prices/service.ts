import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AppliedPlan,
  BasePrice,
  BasePriceListQuery,
  CurrencyConfiguration,
  SaveCurrencyAssociationsBody,
  UpdateBasePriceBody,
} from '../../../shared/contracts/base-prices';
import { BASE_PRICE_ACTION_PERMISSIONS, BASE_PRICE_PLANS_SHOWN } from '../../../shared/contracts/base-prices';
import type { StoreQuery } from '../../../shared/contracts/common';
import {
  BASE_CURRENCY,
  BASE_PRICE_MESSAGES,
  type BasePriceStatus,
  CURRENCY_MESSAGES,
  isFixedCurrency,
  priceCellProblem,
  validActions,
} from '../../../shared/domain/base-price';
import { toDecimalString, toMinor } from '../../../shared/domain/money';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { containing, equalTo, listSearch } from '../../db/list-search';
import { bytewise } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { listVersion, moveListVersion, nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import {
  forbidden,
  invalid,
  invalidAll,
  isUniqueViolation,
  notFound,
  refused,
  refusedField,
  stale,
  type Violation,
} from '../../errors';
import { entityAudit, recordAudit } from '../audit';
import { country, currency } from '../reference';
import { appliedPlans, basePriceInDisclosures, type PlanOfBasePrice, plansOfBasePrice } from './ports';
import {
  BASE_PRICE_NAME_INDEX,
  basePrice,
  basePriceAmount,
  currencyAssociation,
  currencyConfiguration,
  currencyCountry,
} from './tables';

export const BASE_PRICE_ENTITY = 'base_price';
export const CURRENCY_CONFIG_ENTITY = 'currency_configuration';

type Row = typeof basePrice.$inferSelect;

/** The configured currency codes, named: planned once per connection (db/prepared.ts). */
const currencyStatement = preparedPer((db) =>
  db
    .select({ code: currencyAssociation.currencyCode })
    .from(currencyAssociation)
    .orderBy(asc(currencyAssociation.position))
    .prepare('base_price_currencies'),
);

/** The configured currency codes, in the modal's order. */
export async function configuredCurrencies(db: Db): Promise<string[]> {
  const rows = await currencyStatement(db).execute();
  return rows.map((r) => r.code);
}

/**
 * What a list item shows beyond its row, as JSON made by the database in the row's own statement (no
 * round trip per relation): its amounts by currency (its own range of the amounts' key), the configured
 * currencies in the modal's order (uncorrelated: worked out once per statement) and its first plans (the
 * eCom area's SQL, through a port). The outer row is named in full: inside a subquery drizzle would print
 * a bare `id`.
 */
const BASE_PRICE_ID = sql`"base_price"."id"`;
const BASE_PRICE_PLAN_COUNT = sql`"base_price"."plan_count"`;
const amountsOf = sql<Record<string, number> | null>`(
  select json_object_agg(amount.currency_code, amount.amount_minor)
  from ${basePriceAmount} as amount where amount.base_price_id = ${BASE_PRICE_ID})`;
const configuredOf = sql<string[] | null>`(
  select json_agg(configured.currency_code order by configured.position) from ${currencyAssociation} as configured)`;
const priceColumns = () => ({ amounts: amountsOf, configured: configuredOf });
type Prices = { amounts: Record<string, number> | null; configured: string[] | null };

/** Every configured currency in the modal's order with the row's amount in it (null: not set). */
function pricesInOrder({ amounts, configured }: Prices): [string, number | null][] {
  return (configured ?? []).map((code) => {
    const amount = amounts && Object.hasOwn(amounts, code) ? amounts[code] : undefined;
    return [code, amount ?? null];
  });
}

const itemColumns = () => ({
  row: basePrice,
  ...priceColumns(),
  plans: plansOfBasePrice.call(BASE_PRICE_ID, BASE_PRICE_PLAN_COUNT, BASE_PRICE_PLANS_SHOWN),
});
type Found = Prices & { row: Row; plans: PlanOfBasePrice[] };

/** The list item of a row read with `itemColumns`: amounts per configured currency, the first plans, the plan count. */
function toItem({ row, plans, ...prices }: Found): BasePrice {
  const currency_prices: Record<string, string | null> = {};
  for (const [code, amount] of pricesInOrder(prices)) {
    currency_prices[code] = amount === null ? null : toDecimalString(amount, code);
  }
  return {
    id: row.id,
    name: row.name,
    status: row.status as BasePriceStatus,
    plans: plans.map(([id, pid, title]) => ({ id, pid, title })),
    planCount: row.planCount,
    currency_prices,
    validActions: validActions(row.status as BasePriceStatus, row.planCount),
    updated_at: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

/** One list item by id, named (a lookup by key). */
const itemStatement = preparedPer((db) =>
  db
    .select(itemColumns())
    .from(basePrice)
    .where(eq(basePrice.id, sql.placeholder('id')))
    .prepare('base_price_item'),
);

const ORDER_COLUMNS = {
  updated_at: basePrice.updatedAt,
  name: bytewise(basePrice.name),
  id: basePrice.id,
} as const;

/** GET /base-prices: status and name filters, each served by an index (./tables.ts), read by db/list-search.ts. */
const basePriceList = listSearch<BasePriceListQuery, Found>({
  name: 'base_prices',
  table: basePrice,
  id: basePrice.id,
  filters: {
    status: equalTo(basePrice.status, (q) => q.status, 'base_price_status_updated_idx'),
    // A reference table: the text hidden from the planner, one named statement with the status too.
    name: containing(basePrice.name, (q) => q.name, 'base_price_name_trgm_idx, base_price_name_grams_idx', {
      fewRows: true,
    }),
  },
  leadingFilters: ['name'],
  order: (q) => {
    const direction = q.order.direction === 'DESC' ? desc : asc;
    return {
      key: `${q.order.field}_${q.order.direction}`,
      order: [direction(ORDER_COLUMNS[q.order.field]), direction(basePrice.id)],
    };
  },
  rows: (db, extra) => db.select({ ...itemColumns(), ...extra }).from(basePrice),
  exactUpTo: EXACT_COUNT_LIMIT,
});

/** GET /base-prices (API-S-33): the page with its prices and first plans (db/list-search.ts, itemColumns). */
export async function listBasePrices(db: Db, q: BasePriceListQuery): Promise<{ data: BasePrice[]; count: number }> {
  const { rows, total } = await basePriceList.page(db, q, { offset: q.offset, size: q.limit });
  return { data: rows.map(toItem), count: total };
}

async function readBasePrice(db: Db, id: number, lock = false): Promise<Row> {
  const query = db.select().from(basePrice).where(eq(basePrice.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Base price ${id} does not exist.`);
  return row;
}

async function itemOf(db: Db, id: number): Promise<BasePrice> {
  const [found] = await itemStatement(db).execute({ id });
  if (!found) throw notFound(`Base price ${id} does not exist.`);
  return toItem(found);
}

const audit = entityAudit(BASE_PRICE_ENTITY);

/**
 * A write that may give a base price a name another one has (whatever its case): the unique index
 * refuses it, also when two saves run at once, and the answer is a 409 naming the field.
 */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, BASE_PRICE_NAME_INDEX)) throw refusedField('name', BASE_PRICE_MESSAGES.nameTaken);
    throw err;
  }
}

/** POST /base-prices (API-S-34): a new inactive base price with no amounts. */
export async function createBasePrice(db: Db, name: string, actor: Principal, clock: Clock): Promise<BasePrice> {
  const now = clock.now();
  const write = db.transaction(async (tx) => {
    const [row] = await tx.insert(basePrice).values({ name, createdAt: now, updatedAt: now }).returning();
    if (!row) throw new Error('base price not written');
    const item = await itemOf(tx, row.id);
    await audit(tx, actor, 'CREATE', row.id, null, item, now);
    return item;
  });
  return uniqueName(write);
}

/** The permission a change of status needs beyond the endpoint's (BP-12: one PUT for three buttons). */
function assertMayChange(actor: Principal, before: Row, body: UpdateBasePriceBody, editsValues: boolean) {
  const needs: string[] = [];
  if (body.status !== before.status) {
    if (body.status === 'active') needs.push(BASE_PRICE_ACTION_PERMISSIONS.activate);
    else if (body.status === 'inactive') needs.push(BASE_PRICE_ACTION_PERMISSIONS.deactivate);
    else throw invalid('status', "A base price cannot be set to 'others'.");
  }
  if (editsValues) needs.push(BASE_PRICE_ACTION_PERMISSIONS.edit);
  const missing = needs.filter((p) => !actor.permissions.includes(p));
  if (missing.length) throw forbidden(`This change needs the permission ${missing.join(' and ')}.`);
}

/** PUT /base-prices/{id} (API-S-36): name, amounts and status in one save. */
export async function updateBasePrice(
  db: Db,
  id: number,
  body: UpdateBasePriceBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<BasePrice> {
  const now = clock.now();
  const write = db.transaction(async (tx) => {
    const row = await readBasePrice(tx, id, true);
    const before = await itemOf(tx, id);
    if (row.rowVersion !== readVersion) {
      throw stale(
        'Someone else saved this base price after you opened it. Reload it, or keep your values and save again.',
        before,
      );
    }
    const configured = await configuredCurrencies(tx);
    const violations: Violation[] = [];
    const amounts = new Map<string, number | null>();
    for (const [code, cell] of Object.entries(body.currency_prices)) {
      const field = `currency_prices.${code}`;
      if (!configured.includes(code)) {
        violations.push({ field, message: `${code} is not a configured currency.` });
        continue;
      }
      if (cell === null || cell.trim() === '-') {
        amounts.set(code, null);
        continue;
      }
      const problem = priceCellProblem(cell, code);
      if (problem) violations.push({ field, message: problem });
      else amounts.set(code, toMinor(cell.trim(), code));
    }
    if (violations.length) throw invalidAll(violations);
    const usd = amounts.has(BASE_CURRENCY)
      ? amounts.get(BASE_CURRENCY)
      : before.currency_prices[BASE_CURRENCY] === null
        ? null
        : 1;
    if (usd === null || usd === undefined) {
      if (body.status === 'active' && row.status !== 'active')
        throw refusedField(`currency_prices.${BASE_CURRENCY}`, BASE_PRICE_MESSAGES.usdToActivate);
      throw invalid(`currency_prices.${BASE_CURRENCY}`, BASE_PRICE_MESSAGES.usdToSave);
    }
    const changedAmounts = [...amounts].filter(([code, minor]) => {
      const was = before.currency_prices[code];
      return (was === null || was === undefined ? null : toMinor(was, code)) !== minor;
    });
    const editsValues = body.name !== row.name || changedAmounts.length > 0;
    assertMayChange(actor, row, body, editsValues);
    if (body.status === 'inactive' && row.status === 'active' && before.planCount > 0)
      throw refused(BASE_PRICE_MESSAGES.hasPlans);
    if (!editsValues && body.status === row.status) return before;
    for (const [code, minor] of changedAmounts) {
      if (minor === null) {
        await tx
          .delete(basePriceAmount)
          .where(and(eq(basePriceAmount.basePriceId, id), eq(basePriceAmount.currencyCode, code)));
      } else {
        await tx
          .insert(basePriceAmount)
          .values({ basePriceId: id, currencyCode: code, amountMinor: minor })
          .onConflictDoUpdate({
            target: [basePriceAmount.basePriceId, basePriceAmount.currencyCode],
            set: { amountMinor: minor },
          });
      }
    }
    await tx
      .update(basePrice)
      .set({ name: body.name, status: body.status, updatedAt: now, rowVersion: nextVersion(basePrice.rowVersion) })
      .where(eq(basePrice.id, id));
    const after = await itemOf(tx, id);
    const action = body.status !== row.status ? (body.status === 'active' ? 'ACTIVATE' : 'DEACTIVATE') : 'UPDATE';
    await audit(tx, actor, action, id, before, after, now);
    return after;
  });
  return uniqueName(write);
}

/** DELETE /base-prices/{id} (API-S-37): only while no plan and no disclosure uses it. */
export async function deleteBasePrice(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    await readBasePrice(tx, id, true);
    const before = await itemOf(tx, id);
    if (before.planCount > 0) throw refused(BASE_PRICE_MESSAGES.hasPlans);
    if (await basePriceInDisclosures.call(tx, id)) throw refused(BASE_PRICE_MESSAGES.inUseByDisclosure);
    await tx.delete(basePrice).where(eq(basePrice.id, id));
    await audit(tx, actor, 'DELETE', id, before, null, clock.now());
  });
}

/** The active base prices by name with their amounts (as list items show them): one named statement. */
const activeStatement = preparedPer((db) =>
  db
    .select({ id: basePrice.id, name: basePrice.name, ...priceColumns() })
    .from(basePrice)
    .where(eq(basePrice.status, 'active'))
    .orderBy(asc(bytewise(basePrice.name)), asc(basePrice.id))
    .prepare('base_price_actives'),
);

/** GET /base-prices/actives (API-S-35): active base prices with 'USD 14.95 · GBP 11.99' help texts. */
export async function listActiveBasePrices(db: Db) {
  const rows = await activeStatement(db).execute();
  const data = rows.map(({ id, name, ...prices }) => ({
    id,
    name,
    basePriceHelpText: pricesInOrder(prices)
      .flatMap(([code, amount]) => (amount === null ? [] : [`${code} ${toDecimalString(amount, code)}`]))
      .join(' · '),
  }));
  return { data, count: data.length };
}

/** A base price's plan count by id, named (a lookup by key). */
const planCountStatement = preparedPer((db) =>
  db
    .select({ planCount: basePrice.planCount })
    .from(basePrice)
    .where(eq(basePrice.id, sql.placeholder('id')))
    .prepare('base_price_plan_count'),
);

/** GET /base-prices/{id}/variants (API-S-38): the plans using a base price, newest first. */
export async function listAppliedPlans(
  db: Db,
  id: number,
  q: StoreQuery,
): Promise<{ data: AppliedPlan[]; count: number }> {
  const [row] = await planCountStatement(db).execute({ id });
  if (!row) throw notFound(`Base price ${id} does not exist.`);
  // The total is the base price's plan count, kept by the database: nothing to count.
  const data = row.planCount > q.offset ? await appliedPlans.call(db, id, q) : [];
  return { data, count: row.planCount };
}

// ---- Currency configuration -----------------------------------------------------------------------

/**
 * GET /currency-associations (API-S-39), with the configuration's version (read first: a save between
 * the two reads makes the answer's version older, so its save is refused rather than lost).
 */
export async function listCurrencyAssociations(db: Db): Promise<CurrencyConfiguration> {
  const rowVersion = await listVersion(db, currencyConfiguration);
  const [codes, rows] = await Promise.all([
    configuredCurrencies(db),
    db
      .select({
        currency: currencyCountry.currencyCode,
        id: country.id,
        displayName: country.displayName,
        iso2: country.iso2,
      })
      .from(currencyCountry)
      .innerJoin(country, eq(country.id, currencyCountry.countryId))
      .orderBy(asc(bytewise(country.displayName))),
  ]);
  const data = codes.map((code) => ({
    currency: code,
    countries: rows.filter((r) => r.currency === code).map(({ id, displayName, iso2 }) => ({ id, displayName, iso2 })),
  }));
  return { data, count: data.length, rowVersion };
}

/**
 * PUT /currency-associations (API-S-40): the whole configuration, every rule of CUR-03..08. Versioned:
 * 409 with the current configuration when someone saved since `readVersion` (If-Match).
 */
export async function saveCurrencyAssociations(
  db: Db,
  body: SaveCurrencyAssociationsBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<CurrencyConfiguration> {
  return db.transaction(async (tx) => {
    // One save at a time: the configuration is read and replaced under the lock of its version's row.
    const version = await listVersion(tx, currencyConfiguration, true);
    const before = await listCurrencyAssociations(tx);
    if (version !== readVersion) throw stale(CURRENCY_MESSAGES.stale, before);
    const rows = body.associations.map((a) => ({
      currency: a.currency.toUpperCase(),
      ids: a.countries.map((c) => c.id),
    }));
    const violations: Violation[] = [];
    const seenCurrency = new Set<string>();
    const seenCountry = new Map<number, string>();
    const known = new Set(
      (
        await tx
          .select({ code: currency.code })
          .from(currency)
          .where(inArray(currency.code, rows.map((r) => r.currency).concat([''])))
      ).map((r) => r.code),
    );
    const allIds = [...new Set(rows.flatMap((r) => r.ids))];
    const countries = new Map(
      (allIds.length
        ? await tx
            .select({ id: country.id, name: country.displayName })
            .from(country)
            .where(inArray(country.id, allIds))
        : []
      ).map((c) => [c.id, c.name]),
    );
    rows.forEach((row, i) => {
      const field = `associations.${i}`;
      if (!known.has(row.currency))
        violations.push({ field: `${field}.currency`, message: CURRENCY_MESSAGES.unknownCurrency(row.currency) });
      if (seenCurrency.has(row.currency))
        violations.push({ field: `${field}.currency`, message: CURRENCY_MESSAGES.duplicateCurrency(row.currency) });
      seenCurrency.add(row.currency);
      row.ids.forEach((countryId, j) => {
        const name = countries.get(countryId);
        if (name === undefined) {
          violations.push({
            field: `${field}.countries.${j}.id`,
            message: CURRENCY_MESSAGES.unknownCountry(countryId),
          });
          return;
        }
        if (seenCountry.has(countryId))
          violations.push({ field: `${field}.countries.${j}.id`, message: CURRENCY_MESSAGES.duplicateCountry(name) });
        seenCountry.set(countryId, row.currency);
      });
    });
    if (violations.length) throw invalidAll(violations);
    // CUR-07: the fixed rows stay, with the same countries.
    for (const fixed of before.data.filter((a) => isFixedCurrency(a.currency))) {
      const now = rows.find((r) => r.currency === fixed.currency);
      const same =
        now && now.ids.length === fixed.countries.length && fixed.countries.every((c) => now.ids.includes(c.id));
      if (!same) throw refused(CURRENCY_MESSAGES.fixed(fixed.currency));
    }
    await tx.delete(currencyCountry);
    await tx.delete(currencyAssociation);
    if (rows.length) {
      await tx.insert(currencyAssociation).values(rows.map((r, position) => ({ currencyCode: r.currency, position })));
      const links = rows.flatMap((r) => r.ids.map((countryId) => ({ countryId, currencyCode: r.currency })));
      if (links.length) await tx.insert(currencyCountry).values(links);
    }
    await moveListVersion(tx, currencyConfiguration);
    const after = await listCurrencyAssociations(tx);
    await recordAudit(tx, {
      actor,
      action: 'UPDATE',
      entityType: CURRENCY_CONFIG_ENTITY,
      entityId: 'currencies',
      before: before.data,
      after: after.data,
      at: clock.now(),
    });
    return after;
  });
}
