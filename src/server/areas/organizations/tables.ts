import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytewise } from '../../db/list-sort';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A B2B organization (spec 3 §3). The B2B issue adds its administrators, seats and limits. */
export const organization = pgTable(
  'organization',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('organization_sort_name').on(bytewise(t.name), t.id),
    index('organization_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
