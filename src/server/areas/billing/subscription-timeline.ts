import { and, asc, eq } from 'drizzle-orm';
import type { SubscriptionEvent } from '../../../shared/contracts/subscriptions';
import { CLOCK_ACTOR, SUBSCRIPTION_EVENT_LABELS, SUBSCRIPTION_MESSAGES } from '../../../shared/domain/subscription';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { auditActor, auditLog } from '../audit';
import { customer } from '../customers';
import { SUBSCRIPTION_ENTITY } from './subscription-entity';
import { billingSubscription } from './tables';

/**
 * A subscription's timeline (issue 22 ★): its start, then every change the audit log holds for it (each
 * written in the change's own transaction), oldest first, with who made it: a staff member or the
 * billing clock.
 */

/** The actor of what the engine's clock does (renewals, trial and grace ends, pauses). */
export const BILLING_CLOCK: Principal = { sub: 'billing-clock', email: null, nickname: CLOCK_ACTOR, permissions: [] };

const label = (action: string) => SUBSCRIPTION_EVENT_LABELS[action] ?? action;

export async function subscriptionTimeline(
  db: Db,
  subscriptionId: string,
  auth0Id: string,
): Promise<SubscriptionEvent[]> {
  const [found] = await db
    .select({ startAt: billingSubscription.startAt })
    .from(billingSubscription)
    .innerJoin(customer, eq(customer.id, billingSubscription.customerId))
    .where(and(eq(billingSubscription.subscriptionId, subscriptionId), eq(customer.auth0Id, auth0Id)));
  if (!found) throw notFound(SUBSCRIPTION_MESSAGES.notFound(subscriptionId));
  const entries = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, SUBSCRIPTION_ENTITY), eq(auditLog.entityId, subscriptionId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const start: SubscriptionEvent = {
    action: 'subscription.created',
    label: label('subscription.created'),
    at: found.startAt.toISOString(),
    actor: 'Customer',
    by: 'customer',
  };
  return [
    start,
    ...entries.map((e): SubscriptionEvent => {
      const clock = e.actorId === BILLING_CLOCK.sub;
      return {
        action: e.action,
        label: label(e.action),
        at: e.at.toISOString(),
        actor: clock ? CLOCK_ACTOR : auditActor(e),
        by: clock ? 'clock' : 'staff',
      };
    }),
  ];
}
