import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AppliedDiscount } from '../../../shared/domain/subscription-effect';
import { ts } from '../../db/columns';
import { versionColumn } from '../../db/versioned';
import { customer, paymentMethod } from '../customers/tables';
import { ecomPlan } from '../ecom-products/tables';
import { entitlement } from '../entitlements/tables';

/**
 * The billing engine's ledger (design: Outside systems; the billing provider's local implementation).
 * A subscription of source Recurly is ours to run (src/shared/domain/subscription.ts: its statuses and
 * action table; subscription-effect.ts: what each action does); eCom and Naviga ones are records we show.
 * Money is integer minor units of the subscription's currency. A customer's deletion keeps the
 * financial records (customer_id set null).
 */
export const billingSubscription = pgTable(
  'billing_subscription',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's id ('sub_' + 24 hex): the wire's subscription_id. */
    subscriptionId: text('subscription_id').notNull().unique(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    /** Recurly | eCom | Naviga */
    source: text('source').notNull().default('Recurly'),
    /** The raw status (SUBSCRIPTION_RAW_STATUSES): moved only by the subscription lifecycle. */
    status: text('status').notNull().default('active'),
    /** The product's title when it was bought. */
    title: text('title').notNull().default(''),
    planId: integer('plan_id').references(() => ecomPlan.id, { onDelete: 'set null' }),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** The plan's base price for the customer's currency when bought, per billing period. */
    priceMinor: integer('price_minor').notNull().default(0),
    /** month | year, and how many per period. */
    periodCycle: text('period_cycle').notNull().default('month'),
    periodQuantity: integer('period_quantity').notNull().default(1),
    startAt: ts('start_at').notNull().defaultNow(),
    endAt: ts('end_at'),
    nextBillingAt: ts('next_billing_at'),
    /** The day of the month renewals fall on (see SubscriptionFields.billingDay). */
    billingDay: integer('billing_day'),
    trialEndAt: ts('trial_end_at'),
    graceEndAt: ts('grace_end_at'),
    pausedStartAt: ts('paused_start_at'),
    pausedDays: integer('paused_days'),
    /** The promotion applied for its duration; null: none. */
    discount: jsonb('discount').$type<AppliedDiscount | null>(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethod.id, { onDelete: 'set null' }),
    /** The entitlement it grants (its status follows the subscription's). */
    entitlementId: integer('entitlement_id').references(() => entitlement.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [index('billing_subscription_customer_idx').on(t.customerId, t.id)],
);

/**
 * A transaction: a charge the engine made (purchase, renewal, resume, restart, gift purchase) or a record
 * imported from another source. Its amounts are integer minor units of its currency, written once: the
 * refunds against it are rows of `billing_refund`, and what is left to refund is its total less their
 * sum, read under its lock. Product, card and billing address are kept as they were at the charge.
 */
export const billingTransaction = pgTable(
  'billing_transaction',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's id ('txn_' + 24 hex): the wire's id. */
    transactionId: text('transaction_id').notNull().unique(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id').references(() => billingSubscription.subscriptionId),
    /** purchase | renewal | resume | restart | gift */
    kind: text('kind').notNull().default('purchase'),
    /** Recurly | eCom | Naviga | Demandware | Others (TRANSACTION_SOURCES) */
    source: text('source').notNull().default('Recurly'),
    /** COMPLETED | REFUNDED | PROCESSING | OTHERS: moved only by the transaction lifecycle. */
    status: text('status').notNull().default('COMPLETED'),
    /** subscription_no_trial | subscription_free_trial | life_time | gift_subscription | gift_credit | others */
    billingPlanType: text('billing_plan_type').notNull().default('subscription_no_trial'),
    planPid: text('plan_pid'),
    planName: text('plan_name'),
    currencyCode: text('currency_code').notNull().default('USD'),
    originalMinor: integer('original_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    creditMinor: integer('credit_minor').notNull().default(0),
    /** original − discount − credit */
    amountMinor: integer('amount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxType: text('tax_type'),
    /** What reached the merchant account (the total less the provider's fee: the same here). */
    accountAmountMinor: integer('account_amount_minor').notNull().default(0),
    /** What the customer paid: amount + tax. */
    totalMinor: integer('total_minor').notNull().default(0),
    /** CreditCard | PayPal | GiftCertificate */
    paymentType: text('payment_type'),
    cardType: text('card_type'),
    accountLast4: text('account_last4'),
    district: text('district'),
    postalCode: text('postal_code'),
    country: text('country'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    /** The period the charge paid for (the wire's subscription startTime and endTime). */
    periodStartAt: ts('period_start_at'),
    periodEndAt: ts('period_end_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index('billing_transaction_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('billing_transaction_subscription_idx').on(t.subscriptionId, t.createdAt),
    check('billing_transaction_amounts_ck', sql`${t.totalMinor} >= 0 and ${t.amountMinor} >= 0`),
  ],
);

/**
 * The refund ledger: one row per refund, never changed. A refund request carries an idempotency key
 * (one per intent, made by the dialog): a retry with the same key answers the first refund.
 */
export const billingRefund = pgTable(
  'billing_refund',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => billingTransaction.id),
    amountMinor: integer('amount_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_refund_transaction_idx').on(t.transactionId, t.id),
    check('billing_refund_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The gift card balance as a ledger (API-S-07/08): one row per change of one currency, never changed;
 * the balance is the sum of its rows, read under the customer's lock. Amounts in minor units.
 */
export const customerCredit = pgTable(
  'customer_credit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    currencyCode: text('currency_code').notNull(),
    /** The change (a delta): positive adds credit, negative spends it. */
    amountMinor: integer('amount_minor').notNull(),
    /** Why: 'Staff adjustment', 'Gift card', 'Checkout'. */
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_credit_customer_idx').on(t.customerId, t.currencyCode, t.id)],
);

/**
 * A gift (API-S-13..15): bought by the giver for a recipient, delivered by e-mail on its delivery date
 * (Pending → Sent, a job), redeemed by the recipient (→ Redeemed: the recipient's gift subscription).
 */
export const gift = pgTable(
  'gift',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's id ('gift_' + 24 hex): the wire's id. */
    giftId: text('gift_id').notNull().unique(),
    giverCustomerId: integer('giver_customer_id').references(() => customer.id, { onDelete: 'set null' }),
    /** The customer who redeemed it (or whose email it was sent to). */
    recipientCustomerId: integer('recipient_customer_id').references(() => customer.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    planId: integer('plan_id').references(() => ecomPlan.id, { onDelete: 'set null' }),
    /** Pending | Sent | Redeemed: moved only by the gift lifecycle. */
    status: text('status').notNull().default('Pending'),
    deliveryAt: ts('delivery_at').notNull(),
    recipientFirstName: text('recipient_first_name').notNull().default(''),
    recipientLastName: text('recipient_last_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull(),
    /** The email the gift was redeemed with. */
    redeemedEmail: text('redeemed_email'),
    redeemedAt: ts('redeemed_at'),
    /** The recipient's gift subscription, once redeemed. */
    subscriptionId: text('subscription_id').references(() => billingSubscription.subscriptionId),
    /** The giver's purchase. */
    transactionId: integer('transaction_id').references(() => billingTransaction.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index('gift_giver_idx').on(t.giverCustomerId, t.id),
    index('gift_recipient_idx').on(t.recipientCustomerId, t.id),
  ],
);
