import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { listVersionTable, versionColumn } from '../../db/versioned';
import { country, currency } from '../reference/tables';

/** The unique index of the names (case-insensitive): its violation is a name taken. */
export const BASE_PRICE_NAME_INDEX = 'base_price_name_key';

/**
 * A base price: a named price point with one amount per configured currency (checklist 9.8). Plans
 * and disclosures point at it. Amounts live in `base_price_amount`, in minor units.
 */
export const basePrice = pgTable(
  'base_price',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** active | inactive | others (BP-05) */
    status: text('status').notNull().default('inactive'),
    /**
     * How many eCom plans use it: kept by the database (migration 0020: statement triggers on ecom_plan
     * count the rows each insert, update and delete moves), so the list and its applied plans read it,
     * not count them. Not an edit: it moves neither the version nor the modified time.
     */
    planCount: integer('plan_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index('base_price_updated_idx').on(t.updatedAt, t.id),
    index('base_price_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('base_price_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Issue 21: one base price per name, whatever its case (names are stored trimmed): two saves at once
    // cannot both take a name; the service answers the clash (BASE_PRICE_NAME_INDEX).
    uniqueIndex(BASE_PRICE_NAME_INDEX).on(sql`lower(${t.name})`),
  ],
);

/** One amount of a base price in one currency, in the currency's minor units. No row: not set ('-'). */
export const basePriceAmount = pgTable(
  'base_price_amount',
  {
    basePriceId: integer('base_price_id')
      .notNull()
      .references(() => basePrice.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currency.code),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.basePriceId, t.currencyCode] })],
);

/** The version of the currency configuration, saved as a whole (API-S-40 takes If-Match). */
export const currencyConfiguration = listVersionTable('currency_configuration');

/** A configured currency (a row of the Configure Currency modal, CUR-02), in the order staff set. */
export const currencyAssociation = pgTable('currency_association', {
  currencyCode: text('currency_code')
    .primaryKey()
    .references(() => currency.code),
  position: integer('position').notNull(),
});

/** A country pays in one configured currency only (CUR-06): the country is the key. */
export const currencyCountry = pgTable(
  'currency_country',
  {
    countryId: integer('country_id')
      .primaryKey()
      .references(() => country.id),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencyAssociation.currencyCode, { onDelete: 'cascade' }),
  },
  (t) => [index('currency_country_currency_idx').on(t.currencyCode)],
);
