import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A promotion code usable with a plan. Later issues extend it into the promotion entity. */
export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** active | inactive | expired */
    status: text('status').notNull(),
    /** Plans (pids) the code applies to. */
    pids: text('pids').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('coupon_pids_idx').using('gin', t.pids)],
);
