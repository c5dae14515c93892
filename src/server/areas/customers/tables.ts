import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONNECTIONS } from '../../../shared/domain/customer';
import { ts } from '../../db/columns';
import { versionColumn } from '../../db/versioned';
import { organization } from '../organizations/tables';

/**
 * A customer (spec 1 §3): the portal's profile of one account. B2C customers are Single; B2B customers
 * (Master or Seat) belong to an organization. Lists at a million rows are served by the indexes below
 * (docs/decisions.md, issue 10): email start (text_pattern_ops on the lower-cased email), name part
 * (customerNameSuffix below), exact Auth0 id, and (tab, created) / (tab, connection, created) / (tab, email start,
 * created) / (organization, tab, created) for the created-date order.
 */
/** The email start's first characters that customer_tab_email3_created_idx leads with (`left(email_key, 3)`). */
export const EMAIL_BUCKET = 3;

export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    auth0Id: text('auth0_id').notNull(),
    /** Null: an anonymous account. */
    email: text('email'),
    /** lower(email): what searches and the uniqueness rule compare. */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** lower(first || ' ' || last), for the name search. */
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    /** USERNAME | GOOGLE | APPLE | FACEBOOK | OKTA */
    connection: text('connection').notNull(),
    /** SINGLE (B2C) | MASTER | SEAT (B2B) */
    accountType: text('account_type').notNull(),
    isB2b: boolean('is_b2b').notNull(),
    organizationId: integer('organization_id').references(() => organization.id),
    customerGroup: text('customer_group'),
    subUsers: text('sub_users').array().notNull().default(sql`'{}'::text[]`),
    rootUserName: text('root_user_name'),
    /** Accounts of one person share a group (sharedCustomers, CUS-DET-03). */
    sharedGroupId: integer('shared_group_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Moved by the name and email edits (If-Match). */
    ...versionColumn(),
  },
  (t) => [
    uniqueIndex('customer_auth0_id_uq').on(t.auth0Id),
    uniqueIndex('customer_email_key_uq').on(t.emailKey.op('text_pattern_ops')),
    // The email search within a tab: its page (top 10 by created) and its count read this index alone
    // (index-only); through the unique index every match was a heap visit to check the tab (bench, issue 10).
    index('customer_tab_email_created_idx').on(t.isB2b, t.emailKey.op('text_pattern_ops'), t.createdAt, t.id),
    // An email start of three characters or more, newest first: its first three characters walked in the
    // list's order, the rest of the start checked in the index (index-only). The email index above would
    // read and sort every match of the start (~2,700 on average for three letters at 1M customers).
    index('customer_tab_email3_created_idx').on(t.isB2b, sql`left(${t.emailKey}, 3)`, t.createdAt, t.id, t.emailKey),
    // The tab in the list's order; name_key last, so the walk of a name search with many matches (its
    // page, newest first) checks each name in the index (index-only), not in the table.
    index('customer_tab_created_idx').on(t.isB2b, t.createdAt, t.id, t.nameKey),
    // name_key last, like the tab's index: a name search of one connection walks it index-only.
    index('customer_tab_connection_created_idx').on(t.isB2b, t.connection, t.createdAt, t.id, t.nameKey),
    // The tab after the organization: the B2B list of one organization and its count read this index
    // alone (without it, a bitmap AND with the tab index: 46 ms at 1M customers). Leads with the
    // organization for the foreign key.
    index('customer_organization_tab_created_idx').on(t.organizationId, t.isB2b, t.createdAt, t.id),
    index('customer_shared_group_idx').on(t.sharedGroupId).where(sql`shared_group_id is not null`),
    // Every connection is one of CONNECTIONS: the name search reads its index once per connection.
    check('customer_connection_check', sql.raw(`connection in (${CONNECTIONS.map((c) => `'${c}'`).join(', ')})`)),
  ],
);

/** How many characters of a name's suffix customer_name_suffix keeps (a longer search reads its last ones). */
export const NAME_SUFFIX_LENGTH = 20;

/**
 * The name search's index (docs/decisions.md, issue 10): every suffix of a customer's name_key that starts
 * with a character other than a space, cut to NAME_SUFFIX_LENGTH characters, with the customer's tab and
 * created date. A name holds a text exactly when one of its suffixes starts with it, so the customers whose
 * name holds "smith" are one range of the index per connection (from "smith" up to "smiti"), read alone
 * (index-only), with no false match to re-check in the table as a trigram index has. Kept by the triggers of migration 0013 on
 * every insert, update and delete of customer rows (whoever writes them); no foreign key, the delete
 * trigger removes a customer's rows by their keys. The created date and the connection are there so
 * that a name search with a created range or connections is answered by the index alone too.
 */
export const customerNameSuffix = pgTable(
  'customer_name_suffix',
  {
    customerId: integer('customer_id').notNull(),
    isB2b: boolean('is_b2b').notNull(),
    suffix: text('suffix').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The customer's connection: a name search of some connections is answered by the index too. */
    connection: text('connection').notNull(),
  },
  (t) => [
    // The connection before the suffix: a name of one connection is one range; a name of any connection
    // is one range per connection (five, `connection = any(…)`), which the connection check makes whole.
    index('customer_name_suffix_tab_suffix_idx').on(
      t.isB2b,
      t.connection,
      t.suffix.op('text_pattern_ops'),
      t.createdAt,
      t.customerId,
    ),
  ],
);

/**
 * The customer's account at the identity provider (design: Outside systems, local implementation): its
 * connection, whether it has a password that can be reset, and the pending reset ticket (hash only).
 */
export const customerIdentity = pgTable('customer_identity', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customer.id, { onDelete: 'cascade' }),
  auth0Id: text('auth0_id').notNull().unique(),
  connection: text('connection').notNull(),
  email: text('email'),
  supportsPasswordReset: boolean('supports_password_reset').notNull(),
  resetTicketHash: text('reset_ticket_hash'),
  resetTicketExpiresAt: ts('reset_ticket_expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A lesson's progress of one (sub-)user (spec 1 §3, CUS-LP). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    subUserName: text('sub_user_name').notNull(),
    courseName: text('course_name').notNull(),
    lessonNumber: integer('lesson_number').notNull(),
    firstActivityAt: ts('first_activity_at').notNull(),
    lastActivityAt: ts('last_activity_at').notNull(),
    isCompleted: boolean('is_completed').notNull(),
    listenTimeMinutes: integer('listen_time_minutes').notNull(),
    sourcePlatform: text('source_platform').notNull(),
  },
  (t) => [index('lesson_progress_customer_course_idx').on(t.customerId, t.courseName, t.lessonNumber, t.id)],
);

/** An in-app purchase record (spec 1 §3, CUS-IAP). */
export const iapRecord = pgTable(
  'iap_record',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    isbn: text('isbn').notNull(),
    productName: text('product_name').notNull(),
    isSubscription: boolean('is_subscription').notNull(),
    status: text('status').notNull(),
    /** IOS_APPSTORE | GOOGLEPLAY | AMAZON */
    source: text('source').notNull(),
    expirationAt: ts('expiration_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('iap_record_customer_created_idx').on(t.customerId, t.createdAt, t.id)],
);

/** Words a customer saved while learning: deleted with the customer (CUS-DEL-01). */
export const vocabularyItem = pgTable(
  'vocabulary_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    translation: text('translation').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('vocabulary_item_customer_idx').on(t.customerId)],
);

/** A B2C customer's payment method with its billing address (spec 1 §3, API-S-03/04). */
export const paymentMethod = pgTable(
  'payment_method',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** CreditCard | PayPal */
    type: text('type').notNull(),
    cardType: text('card_type'),
    /** Only the last 4 digits are ever stored. */
    accountLast4: text('account_last4').notNull(),
    /** MM/YYYY */
    expirationDate: text('expiration_date'),
    isDefault: boolean('is_default').notNull().default(true),
    postalCode: text('postal_code').notNull().default(''),
    /** The province code for CA. */
    district: text('district').notNull().default(''),
    /** ISO2 */
    country: text('country').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Moved by the billing address edit (If-Match). */
    ...versionColumn(),
  },
  (t) => [index('payment_method_customer_idx').on(t.customerId, t.isDefault)],
);

/**
 * The marketing-email system's subscriber list (design: Outside systems), keyed by email: a customer
 * whose email is not in it has 'No Data'.
 */
export const marketingSubscriber = pgTable(
  'marketing_subscriber',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    /** Active | Unsubscribed | Held | Bounced */
    status: text('status').notNull(),
    optIn: boolean('opt_in').notNull(),
    country: text('country'),
    source: text('source'),
    deviceLanguage: text('device_language'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Moved by every write of the subscriber (the opt-in edit is versioned: If-Match). */
    ...versionColumn(),
  },
  (t) => [uniqueIndex('marketing_subscriber_email_key_uq').on(t.emailKey)],
);
