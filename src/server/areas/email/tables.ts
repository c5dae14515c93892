import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/**
 * The email outbox (design: Outside systems): every email the portal sends is a row here first, written
 * in the transaction of what caused it, and delivered by the jobs runner. With no SMTP_URL a message is
 * 'kept' (not sent anywhere) and `npm run outbox` shows it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** reset_password | checkout_link | … */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The link the message carries, when it carries one. */
    link: text('link'),
    /** pending (queued) → sending (in flight) → sent | kept | bounced | failed (service.ts OUTBOX_STATES) */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt, t.id), index('email_outbox_state_idx').on(t.state, t.id)],
);
