import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
