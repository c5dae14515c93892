import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_LIFECYCLE, subscriptionStateOf } from '../../../shared/domain/subscription';
import { cardUsable, clockStep } from '../../../shared/domain/subscription-clock';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { paymentMethod } from '../customers';
import { applyTransition } from '../lifecycle';
import { SUBSCRIPTION_ENTITY } from './subscription-entity';
import { engineOf, fieldsOf, type SubscriptionRow } from './subscription-read';
import { BILLING_CLOCK } from './subscription-timeline';
import { afterChange, SUBSCRIPTION_CLOCK_JOB, scheduleClock } from './subscription-write';
import { billingSubscription } from './tables';

/**
 * The billing clock's job (design: Scheduled work): when a subscription's next event is due, the jobs
 * runner applies it as the lifecycle's clock transition (row lock, audit by the billing clock), bills
 * what it bills, moves the entitlement and schedules the next event, all in the runner's transaction:
 * a crash mid-renewal leaves the subscription unbilled and its job pending, never half-billed. Two
 * server instances never run one job twice (the runner claims jobs with SKIP LOCKED), and a step that is
 * no longer due (staff changed the subscription meanwhile) only reschedules.
 */

/** Whether the subscription's payment method can pay now (a card not expired). */
async function paymentUsable(tx: Db, row: SubscriptionRow, now: Date): Promise<boolean> {
  if (row.paymentMethodId === null) return false;
  const [method] = await tx
    .select({ expirationDate: paymentMethod.expirationDate })
    .from(paymentMethod)
    .where(eq(paymentMethod.id, row.paymentMethodId));
  return method !== undefined && cardUsable(method.expirationDate, now);
}

export const subscriptionClockHandler: JobHandler = {
  kind: SUBSCRIPTION_CLOCK_JOB,
  async run(tx, job, clock) {
    const now = clock.now();
    const [row] = await tx
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.id, job.entityId))
      .for('update');
    if (!row) return `Subscription ${job.entityId} no longer exists.`;
    const step = clockStep(engineOf(row), await paymentUsable(tx, row, now), now);
    if (!step) {
      await scheduleClock(tx, row, now);
      return null;
    }
    const [after] = await applyTransition(tx, {
      lifecycle: SUBSCRIPTION_LIFECYCLE,
      action: step.event,
      ctx: null,
      table: billingSubscription,
      ids: [row.id],
      notFound: (id) => `Subscription ${id} no longer exists.`,
      stateOf: (r: SubscriptionRow) =>
        subscriptionStateOf({
          status: r.status,
          source: r.source,
          gracePeriodEndDate: r.graceEndAt,
          freeTrialEndDate: r.trialEndAt,
        }),
      set: () => ({ ...step.set, updatedAt: now }),
      audit: (before, written) => ({
        entityType: SUBSCRIPTION_ENTITY,
        entityId: before.subscriptionId,
        before: fieldsOf(before),
        after: fieldsOf(written),
      }),
      actor: BILLING_CLOCK,
      now: step.at,
    });
    if (!after) throw new Error('subscription not written');
    await afterChange(
      tx,
      after,
      { billed: step.billedMinor === null ? null : { amountMinor: step.billedMinor, kind: 'renewal' } },
      step.at,
    );
    return null;
  },
};
