import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** oidc-provider's storage (sessions, interactions, codes, grants), one row per model instance. */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payload_grant_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
    index('oidc_payload_expires_idx').on(t.expiresAt),
  ],
);

/** Server secrets kept with the data (the provider's signing keys and cookie keys). */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
