import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Page, type PageQuery, type Sort, type StoreQuery, toPage } from '../../../shared/contracts/common';
import type { Country, Currency, Language } from '../../../shared/contracts/reference';
import type { Db } from '../../db/client';
import { country, currency, language } from './tables';

export type LanguageRow = typeof language.$inferSelect;

/** Every language row (52), for checks that look languages up by id. */
export function listLanguageRows(db: Db): Promise<LanguageRow[]> {
  return db.select().from(language);
}

/** One language, or undefined. */
export async function findLanguage(db: Db, id: number): Promise<LanguageRow | undefined> {
  const [row] = await db.select().from(language).where(eq(language.id, id));
  return row;
}

export interface ListLanguagesInput extends PageQuery {
  sort: Sort<'name' | 'id'>;
  /** Include the 'All Access' pseudo-language (catalogue); the filters of other screens leave it out. */
  includeAllAccess: boolean;
}

/** Byte order: the same on PGlite and PostgreSQL whatever the server's default collation. */
const byName = sql`${language.name} collate "C"`;

export async function listLanguages(db: Db, input: ListLanguagesInput): Promise<Page<Language>> {
  const where = input.includeAllAccess ? undefined : eq(language.isAllAccess, false);
  const key: SQL = input.sort.field === 'name' ? byName : sql`${language.id}`;
  const direction = input.sort.direction === 'DESC' ? desc : asc;
  // One after the other: a transaction is one connection, and a page is two cheap queries.
  const rows = await db
    .select({ id: language.id, name: language.name, isAllAccess: language.isAllAccess })
    .from(language)
    .where(where)
    .orderBy(direction(key), direction(language.id))
    .limit(input.size)
    .offset(input.page * input.size);
  const [total] = await db.select({ n: count() }).from(language).where(where);
  return toPage(rows, total?.n ?? 0, input);
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Every country, sorted by display name in English collation ('Åland Islands' next to 'Albania'), done
 * here because PGlite has only byte-order collation. 249 rows.
 */
export async function listCountries(db: Db): Promise<{ data: Country[]; count: number }> {
  const rows = await db
    .select({
      id: country.id,
      iso2: country.iso2,
      iso3: country.iso3,
      name: country.name,
      displayName: country.displayName,
    })
    .from(country);
  rows.sort((a, b) => collator.compare(a.displayName, b.displayName) || a.iso2.localeCompare(b.iso2));
  return { data: rows, count: rows.length };
}

/** One page of currencies sorted by code, and how many there are. */
export async function listCurrencies(db: Db, input: StoreQuery): Promise<{ data: Currency[]; count: number }> {
  // One after the other: a transaction is one connection, and a page is two cheap queries.
  const rows = await db
    .select({
      code: currency.code,
      symbol: currency.symbol,
      symbolNative: currency.symbolNative,
      name: currency.name,
    })
    .from(currency)
    .orderBy(sql`${currency.code} collate "C"`)
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(currency);
  return { data: rows, count: total?.n ?? 0 };
}
