import { bigint, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { bytewise } from '../../db/list-sort';
import { versionColumn } from '../../db/versioned';
import { emailOutbox } from '../email/tables';

/**
 * A B2B organization (spec 3 §3, API-M-35…40). `updated_at` is the wire's lastModifiedDate (the list's
 * default order, newest first). Its group administrators are rows of `organization_admin`.
 */
export const organization = pgTable(
  'organization',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isCreatingSubgroupEnabled: boolean('is_creating_subgroup_enabled').notNull().default(false),
    isAnalyticsReportingEnabled: boolean('is_analytics_reporting_enabled').notNull().default(false),
    isCreatingAuth0AccountForSeatUserEnabled: boolean('is_creating_auth0_account_for_seat_user_enabled')
      .notNull()
      .default(false),
    isAnalyticsUserTrackingEnabled: boolean('is_analytics_user_tracking_enabled').notNull().default(false),
    /** Comma-separated domains, as the wire has them (ORG-10). */
    allowedLoginDomains: text('allowed_login_domains').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    // Migration 0025 adds INCLUDE (name_lower), the name's stored lower case (db/short-grams.ts likeStoredLower).
    index('organization_sort_name').on(bytewise(t.name), t.id),
    index('organization_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Migration 0039 adds INCLUDE (name_lower): a name search's walk in last-modified order reads this index alone.
    index('organization_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * A group administrator of an organization, in the order staff listed them (`position`). The on-boarding
 * email (API-M-40) is an outbox message; `last_email_id` names the latest one, whose delivery state the
 * wire's deliveryStatus is read from (SENDING while queued or in flight, DELIVERY, BOUNCE, FAILED).
 */
export const organizationAdmin = pgTable(
  'organization_admin',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    hasSentEmail: boolean('has_sent_email').notNull().default(false),
    lastEmailId: bigint('last_email_id', { mode: 'number' }).references(() => emailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [index('organization_admin_org_idx').on(t.organizationId, t.position)],
);
