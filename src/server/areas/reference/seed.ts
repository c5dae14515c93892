import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CANADIAN_PROVINCES, PROVINCE_COUNTRY_ISO2 } from '../../../shared/domain/provinces';
import type { Db } from '../../db/client';
import { BILLING_PLANS } from './seed-data/billing-plans';
import { COUNTRIES } from './seed-data/countries';
import { CURRENCIES } from './seed-data/currencies';
import { LANGUAGES } from './seed-data/languages';
import { billingPlan, country, currency, language, province } from './tables';

const BATCH = 100;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** `set` of an upsert: every listed column takes the incoming (excluded) value. */
function fromExcluded(columns: Record<string, PgColumn>): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Inserts `rows` in chunks; a row whose `key` is there already takes the incoming values of `columns`. */
async function upsertRows<T extends PgTable>(
  tx: Db,
  table: T,
  key: PgColumn,
  rows: readonly T['$inferInsert'][],
  columns: Record<string, PgColumn>,
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(table)
      .values(chunk)
      .onConflictDoUpdate({ target: key, set: fromExcluded(columns) });
  }
}

/**
 * Loads the reference data: 51 languages plus 'All Access', the ISO 3166-1 countries, the ISO 4217
 * currencies, the Canadian provinces and the billing plans. Idempotent: an upsert by key, so running it again only
 * corrects names and symbols that changed in the data files. Rows are never deleted.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertRows(tx, language, language.id, LANGUAGES, {
      name: language.name,
      code: language.code,
      isAllAccess: language.isAllAccess,
    });
    await upsertRows(tx, country, country.id, COUNTRIES, {
      iso2: country.iso2,
      iso3: country.iso3,
      name: country.name,
      displayName: country.displayName,
    });
    await upsertRows(tx, currency, currency.code, CURRENCIES, {
      symbol: currency.symbol,
      symbolNative: currency.symbolNative,
      name: currency.name,
    });
    await upsertRows(
      tx,
      province,
      province.code,
      CANADIAN_PROVINCES.map((p) => ({ code: p.code, name: p.name, countryIso2: PROVINCE_COUNTRY_ISO2 })),
      { name: province.name },
    );
    await upsertRows(tx, billingPlan, billingPlan.id, BILLING_PLANS, {
      name: billingPlan.name,
      type: billingPlan.type,
      cycle: billingPlan.cycle,
      quantity: billingPlan.quantity,
      trialDays: billingPlan.trialDays,
    });
  });
}
