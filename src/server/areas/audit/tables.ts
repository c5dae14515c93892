import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every staff change, written in the same transaction as the change itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    comment: text('comment'),
  },
  // One entity's entries in time order; read backwards for newest first (src/server/db/list-sort.ts).
  (t) => [index('audit_log_entity_at_idx').on(t.entityType, t.entityId, t.at, t.id)],
);
