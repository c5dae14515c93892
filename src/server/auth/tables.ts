import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff accounts of the built-in OpenID provider. */
export const staffAccount = pgTable('staff_account', {
  id: text('id').primaryKey(),
  login: text('login').notNull().unique(),
  email: text('email').notNull(),
  nickname: text('nickname').notNull(),
  /** scrypt hash: `scrypt$<salt hex>$<hash hex>` */
  passwordHash: text('password_hash').notNull(),
  permissions: text('permissions').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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

/**
 * Sign-in attempts of the built-in provider's login form that count against the throttle
 * (src/server/auth/oidc/sign-in-throttle.ts): one row per failed (or still running) attempt, deleted
 * when the account signs in and once older than the window. Kept in the database so every server
 * instance sees the same counts.
 */
export const signInAttempt = pgTable(
  'sign_in_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The login as typed, lower-cased (unknown logins count too). */
    login: text('login').notNull(),
    /** The client address (request.ip). */
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sign_in_attempt_login_idx').on(t.login, t.at),
    index('sign_in_attempt_address_idx').on(t.address, t.at),
    index('sign_in_attempt_at_idx').on(t.at),
  ],
);
