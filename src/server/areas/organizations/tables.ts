import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { bytewise } from '../../db/list-sort';

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
