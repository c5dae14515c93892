import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
 * A transaction: what a subscription billed (the transactions issue adds refunds as ledger rows against
 * it). Amounts are minor units of its currency.
 */
export const billingTransaction = pgTable(
  'billing_transaction',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id').references(() => billingSubscription.subscriptionId),
    /** purchase | renewal | resume | restart */
    kind: text('kind').notNull().default('purchase'),
    /** COMPLETED | REFUNDED | PROCESSING | OTHERS */
    status: text('status').notNull().default('COMPLETED'),
    amountMinor: integer('amount_minor').notNull().default(0),
    currencyCode: text('currency_code').notNull().default('USD'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_transaction_customer_idx').on(t.customerId),
    index('billing_transaction_subscription_idx').on(t.subscriptionId, t.createdAt),
  ],
);
