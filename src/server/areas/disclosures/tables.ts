import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { versionColumn } from '../../db/versioned';
import { basePrice } from '../base-prices/tables';
import { billingPlan, country } from '../reference/tables';

/** A disclosure (checklist 10.3): legal or price text shown at checkout while active. */
export const disclosure = pgTable(
  'disclosure',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** active | inactive */
    status: text('status').notNull().default('inactive'),
    billingPlanId: integer('billing_plan_id').references(() => billingPlan.id),
    /** Sanitised rich text (HTML); English is required, Spanish optional (''). */
    contentEn: text('content_en').notNull(),
    contentEs: text('content_es').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index('disclosure_updated_idx').on(t.updatedAt, t.id),
    index('disclosure_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('disclosure_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The base prices a disclosure applies to (at least one, DISC-09). */
export const disclosureBasePrice = pgTable(
  'disclosure_base_price',
  {
    disclosureId: integer('disclosure_id')
      .notNull()
      .references(() => disclosure.id, { onDelete: 'cascade' }),
    basePriceId: integer('base_price_id')
      .notNull()
      .references(() => basePrice.id),
  },
  (t) => [
    primaryKey({ columns: [t.disclosureId, t.basePriceId] }),
    index('disclosure_base_price_bp_idx').on(t.basePriceId),
  ],
);

/** The countries a disclosure applies to. */
export const disclosureCountry = pgTable(
  'disclosure_country',
  {
    disclosureId: integer('disclosure_id')
      .notNull()
      .references(() => disclosure.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
  },
  (t) => [primaryKey({ columns: [t.disclosureId, t.countryId] })],
);
