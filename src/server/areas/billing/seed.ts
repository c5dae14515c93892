import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seededRandom } from '../../db/seed-random';
import { customer, DEMO_CUSTOMER_EMAILS } from '../customers';
import { billingSubscription } from './tables';

/**
 * Demo billing ids: a subscription ('sub_' + 24 hex) with one to three transactions ('txn_' + 24 hex)
 * for about 300 demo B2C customers, so the customer search by transaction or subscription id has
 * something to find. The well-known customer (jane.doe@example.com) has fixed ids the browser tests
 * type. Deterministic (seeded pseudo-random numbers); skipped when any subscription exists.
 */

export const DEMO_SUBSCRIPTION_ID = 'sub_demo0000000000000000001';
export const DEMO_TRANSACTION_ID = 'txn_demo0000000000000000001';

/** About one B2C customer in seven has a subscription. */
const EVERY_NTH = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoBilling(db: Db): Promise<void> {
  const [any] = await db.select({ id: billingSubscription.id }).from(billingSubscription).limit(1);
  if (any) return;
  const b2c = await db
    .select({ id: customer.id, email: customer.email, createdAt: customer.createdAt })
    .from(customer)
    .where(and(eq(customer.isB2b, false), isNotNull(customer.email)))
    .orderBy(asc(customer.id));
  if (b2c.length === 0) return;
  const random = seededRandom(20_240_611);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  const subscriptions: { id: string; customerId: number; createdAt: Date }[] = [];
  const transactions: { id: string; customerId: number; subscriptionId: string; createdAt: Date }[] = [];
  const now = Date.now();
  for (const [i, c] of b2c.entries()) {
    const isJane = c.email === DEMO_CUSTOMER_EMAILS.jane;
    if (!isJane && i % EVERY_NTH !== 3) continue;
    const subscriptionId = isJane ? DEMO_SUBSCRIPTION_ID : `sub_${hex(24)}`;
    const startMs = c.createdAt.getTime() + Math.floor(random() * 30) * DAY_MS;
    subscriptions.push({ id: subscriptionId, customerId: c.id, createdAt: new Date(Math.min(startMs, now)) });
    const count = isJane ? 3 : 1 + Math.floor(random() * 3);
    for (let k = 0; k < count; k += 1) {
      const id = isJane && k === 0 ? DEMO_TRANSACTION_ID : `txn_${hex(24)}`;
      const at = new Date(Math.min(startMs + k * 30 * DAY_MS, now));
      transactions.push({ id, customerId: c.id, subscriptionId, createdAt: at });
    }
  }
  // One statement per table, the columns as arrays unnested by the database (fast on PGlite).
  const column = <T, V>(rows: T[], pick: (row: T) => V) => sql.param(rows.map(pick));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into billing_subscription (id, customer_id, created_at)
      select * from unnest(${column(subscriptions, (r) => r.id)}::text[],
        ${column(subscriptions, (r) => r.customerId)}::int[],
        ${column(subscriptions, (r) => r.createdAt.toISOString())}::timestamptz[])`);
    await tx.execute(sql`
      insert into billing_transaction (id, customer_id, subscription_id, created_at)
      select * from unnest(${column(transactions, (r) => r.id)}::text[],
        ${column(transactions, (r) => r.customerId)}::int[],
        ${column(transactions, (r) => r.subscriptionId)}::text[],
        ${column(transactions, (r) => r.createdAt.toISOString())}::timestamptz[])`);
  });
}
