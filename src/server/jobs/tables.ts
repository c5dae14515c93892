import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns';

/**
 * Scheduled work (design: Scheduled work): one row per job, claimed with FOR UPDATE SKIP LOCKED so
 * several server instances can run side by side and each job runs once.
 */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'publish' for scheduled publishing. */
    kind: text('kind').notNull(),
    /** 'content_product' | 'mini_course' */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    runAt: ts('run_at').notNull(),
    /**
     * pending → done | failed | cancelled; pending → running (outside work, leased until run_at) → done |
     * failed | pending
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Who scheduled it (the audit actor of the eventual publish). */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('job_due_idx').on(t.status, t.runAt),
    uniqueIndex('job_pending_entity_uq').on(t.kind, t.entityType, t.entityId).where(sql`status = 'pending'`),
  ],
);
