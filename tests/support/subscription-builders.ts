import type { Db } from '../../src/server/db/client';
import { billingSubscription } from '../../src/server/db/schema';
import type { DisplayedStatus } from '../../src/shared/domain/subscription';
import { nextSerial } from './builders';

/** Builders of the billing engine: a subscription in a chosen displayed status, relative to `now`. */

export type SubscriptionRow = typeof billingSubscription.$inferSelect;
type SubscriptionValues = Partial<typeof billingSubscription.$inferInsert>;

const DAY = 24 * 60 * 60 * 1000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** The fields that give each displayed status (the engine's own way of holding it). */
export function fieldsOf(status: DisplayedStatus, now: Date): SubscriptionValues {
  switch (status) {
    case 'active':
      return { status: 'active', nextBillingAt: at(now, 10) };
    case 'free_trial':
      return { status: 'active', nextBillingAt: at(now, 5), trialEndAt: at(now, 5) };
    case 'grace_period':
      return { status: 'active', nextBillingAt: at(now, 4), graceEndAt: at(now, 4) };
    case 'pending_cancel':
      return { status: 'pending_cancel', endAt: at(now, 8) };
    case 'pending_pause':
      return { status: 'pending_pause', pausedStartAt: at(now, 12), pausedDays: 30, nextBillingAt: at(now, 42) };
    case 'paused':
      return { status: 'paused', pausedStartAt: at(now, -10), pausedDays: 60, nextBillingAt: at(now, 50) };
    case 'canceled':
      return { status: 'cancelled', endAt: at(now, -20) };
    case 'expired':
      return { status: 'expired', endAt: at(now, -40) };
    case 'pending_activation':
      return { status: 'pending_activation', startAt: at(now, 2), nextBillingAt: at(now, 2) };
    case 'unknown':
      return { status: 'future' };
  }
}

/** Inserts a Recurly subscription of $19.99 a month for the customer, in the displayed status asked. */
export async function aSubscription(
  db: Db,
  customerId: number,
  status: DisplayedStatus,
  now: Date,
  values: SubscriptionValues = {},
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(billingSubscription)
    .values({
      subscriptionId: `sub_test${String(nextSerial()).padStart(12, '0')}`,
      customerId,
      source: 'Recurly',
      title: 'Test French',
      currencyCode: 'USD',
      priceMinor: 1999,
      startAt: at(now, -30),
      ...fieldsOf(status, now),
      ...values,
    })
    .returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}
