import { nextClockAt } from '../../../shared/domain/subscription-clock';
import type { Db } from '../../db/client';
import { cancelPendingJob, enqueueJob, type JobTarget } from '../../jobs/runner';
import { syncSubscriptionEntitlement } from '../entitlements';
import { engineOf, type SubscriptionRow } from './subscription-read';
import { BILLING_CLOCK } from './subscription-timeline';
import { recordCharge } from './transaction-write';

/**
 * What follows every change of a subscription, in its transaction (a staff action or the clock): what it
 * billed as a transaction, its entitlement moved with it, and its clock job set to its next event.
 */

/** The jobs runner's kind of a subscription's next clock event (one pending job per subscription). */
export const SUBSCRIPTION_CLOCK_JOB = 'subscription-clock';
export const clockTarget = (id: number): JobTarget => ({
  kind: SUBSCRIPTION_CLOCK_JOB,
  entityType: 'subscription',
  entityId: id,
});

export { newBillingId } from './transaction-write';

export interface Change {
  /** What was billed (minor units), and as what; null: nothing. */
  billed: { amountMinor: number; kind: 'renewal' | 'resume' | 'restart' } | null;
  /** Revoke: the entitlement is revoked rather than following the status. */
  revoked?: boolean;
}

export async function afterChange(tx: Db, row: SubscriptionRow, change: Change, now: Date): Promise<void> {
  if (change.billed && change.billed.amountMinor > 0) {
    await recordCharge(
      tx,
      {
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
        source: row.source,
        planId: row.planId,
        currencyCode: row.currencyCode,
        paymentMethodId: row.paymentMethodId,
        periodStartAt: now,
        periodEndAt: row.nextBillingAt ?? row.endAt,
      },
      {
        priceMinor: row.priceMinor,
        amountMinor: change.billed.amountMinor,
        kind: change.billed.kind,
        billingPlanType: row.trialEndAt ? 'subscription_free_trial' : 'subscription_no_trial',
      },
      now,
    );
  }
  if (row.entitlementId !== null)
    await syncSubscriptionEntitlement(tx, row.entitlementId, entitlementOf(row, change.revoked ?? false, now), now);
  await scheduleClock(tx, row, now);
}

/** The subscription's clock job at its next event (the pending one, if any, is cancelled first). */
export async function scheduleClock(tx: Db, row: SubscriptionRow, now: Date): Promise<void> {
  const target = clockTarget(row.id);
  await cancelPendingJob(tx, target, now);
  const at = row.source === 'Recurly' ? nextClockAt(engineOf(row)) : null;
  if (at) await enqueueJob(tx, target, at, BILLING_CLOCK);
}

/** What the subscription's entitlement becomes: its status and until when it runs. */
function entitlementOf(row: SubscriptionRow, revoked: boolean, now: Date) {
  if (revoked) return { status: 'REVOKED' as const, expiresAt: now };
  switch (row.status) {
    case 'cancelled':
      return { status: 'CANCELED' as const, expiresAt: row.endAt ?? now };
    case 'expired':
      return { status: 'EXPIRED' as const, expiresAt: row.endAt ?? now };
    case 'paused':
      return { status: 'PAUSED' as const, expiresAt: row.nextBillingAt };
    default:
      return { status: 'ACTIVE' as const, expiresAt: row.endAt ?? row.nextBillingAt };
  }
}
