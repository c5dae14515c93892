import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytewise } from '../../db/list-sort';
import { language } from '../reference/tables';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An eCom plan (variant). Later issues extend it with the full plan life cycle. */
export const ecomPlan = pgTable(
  'ecom_plan',
  {
    id: serial('id').primaryKey(),
    pid: text('pid').notNull().unique(),
    name: text('name').notNull(),
    /** draft | ready_for_publish | active | inactive */
    status: text('status').notNull(),
    languageId: integer('language_id').references(() => language.id),
    productType: text('product_type').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ecom_plan_pid_sort_idx').on(bytewise(t.pid), t.id),
    index('ecom_plan_pid_trgm_idx').using('gin', t.pid.op('gin_trgm_ops')),
    index('ecom_plan_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('ecom_plan_updated_idx').on(t.updatedAt, t.id),
  ],
);
