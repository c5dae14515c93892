import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customer } from '../customers/tables';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The billing ledger's ids, as far as the customer area needs them today: a transaction id or a
 * subscription id typed into the customer search resolves to its customer (API-S-01). The subscriptions
 * and billing issue adds the state machine, amounts and refunds to these tables. A customer's deletion
 * keeps the financial records (customer_id set null).
 */
export const billingSubscription = pgTable(
  'billing_subscription',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_subscription_customer_idx').on(t.customerId)],
);

export const billingTransaction = pgTable(
  'billing_transaction',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id').references(() => billingSubscription.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_transaction_customer_idx').on(t.customerId)],
);
