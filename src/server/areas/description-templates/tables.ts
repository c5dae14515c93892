import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { versionColumn } from '../../db/versioned';

/** A description template (checklist 10.2): the text a plan shows at checkout, English and Spanish. */
export const descriptionTemplate = pgTable(
  'description_template',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Sanitised rich text (HTML); English is required, Spanish optional (''). */
    contentEn: text('content_en').notNull(),
    contentEs: text('content_es').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [index('description_template_updated_idx').on(t.updatedAt, t.id)],
);
