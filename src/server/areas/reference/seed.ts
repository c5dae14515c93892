import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Loads the reference data: 51 languages plus 'All Access', the ISO 3166-1 countries, the ISO 4217
 * currencies, the Canadian provinces and the billing plans. Idempotent: an upsert by key, so running it again only
 * corrects names and symbols that changed in the data files. Rows are never deleted.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const rows of chunks(LANGUAGES)) {
      await tx
        .insert(language)
        .values(rows)
        .onConflictDoUpdate({
          target: language.id,
          set: fromExcluded({ name: language.name, code: language.code, isAllAccess: language.isAllAccess }),
        });
    }
    for (const rows of chunks(COUNTRIES)) {
      await tx
        .insert(country)
        .values(rows)
        .onConflictDoUpdate({
          target: country.id,
          set: fromExcluded({
            iso2: country.iso2,
            iso3: country.iso3,
            name: country.name,
            displayName: country.displayName,
          }),
        });
    }
    for (const rows of chunks(CURRENCIES)) {
      await tx
        .insert(currency)
        .values(rows)
        .onConflictDoUpdate({
          target: currency.code,
          set: fromExcluded({ symbol: currency.symbol, symbolNative: currency.symbolNative, name: currency.name }),
        });
    }
    await tx
      .insert(province)
      .values(CANADIAN_PROVINCES.map((p) => ({ code: p.code, name: p.name, countryIso2: PROVINCE_COUNTRY_ISO2 })))
      .onConflictDoUpdate({ target: province.code, set: fromExcluded({ name: province.name }) });
    await tx
      .insert(billingPlan)
      .values(BILLING_PLANS.map((plan) => ({ ...plan })))
      .onConflictDoUpdate({
        target: billingPlan.id,
        set: fromExcluded({
          name: billingPlan.name,
          type: billingPlan.type,
          cycle: billingPlan.cycle,
          quantity: billingPlan.quantity,
          trialDays: billingPlan.trialDays,
        }),
      });
  });
}
