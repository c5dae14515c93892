import { eq } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, isValidEmail } from '../../../shared/domain/customer';
import {
  SUBSCRIPTION_MESSAGES,
  subscriptionActionRefusal,
  subscriptionStateOf,
} from '../../../shared/domain/subscription';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, notFound, refused } from '../../errors';
import { recordAudit } from '../audit';
import { ecomPlan } from '../ecom-products';
import { enqueueEmail } from '../email';
import { viewOf } from './subscription-actions';
import { SUBSCRIPTION_ENTITY } from './subscription-entity';

/**
 * Upsell, downgrade, switch plan (SUB-PLN, API-S-25; SUB-PLN-08 decided): the customer is emailed a
 * link to the store that changes the plan; the subscription itself does not change until they follow it.
 * The same table as the menu allows it (Active, Free Trial, Recurly); the target must be an active plan
 * other than the current one; the email goes through the outbox and the sending is audited.
 */

export const PLAN_CHANGE_EMAIL_KIND = 'plan_change_link';

export const planChangeLink = (store: string, subscriptionId: string, pid: string) =>
  `${store.replace(/\/$/, '')}/subscription/${encodeURIComponent(subscriptionId)}/change-plan?pid=${encodeURIComponent(pid)}`;

export async function sendPlanChangeLink(
  config: Pick<ServerConfig, 'links'>,
  db: Db,
  subscriptionId: string,
  body: { auth0Id: string; email: string; original_pid: string; pid: string },
  actor: Principal,
  clock: Clock,
): Promise<{ email: string; pid: string; link: string }> {
  const email = body.email.trim();
  if (!isValidEmail(email)) throw invalid('email', CUSTOMER_MESSAGES.emailFormat);
  const view = await viewOf(db, { subscriptionId, auth0Id: body.auth0Id });
  const state = subscriptionStateOf({
    status: view.status,
    source: view.source,
    gracePeriodEndDate: view.graceEndAt,
    freeTrialEndDate: view.trialEndAt,
  });
  const reason = subscriptionActionRefusal('switchPlan', state);
  if (reason) throw refused(reason);
  if (view.pid !== body.original_pid) throw refused(SUBSCRIPTION_MESSAGES.notCurrentPlan(body.original_pid));
  if (body.pid === body.original_pid) throw invalid('pid', SUBSCRIPTION_MESSAGES.samePlan);
  const [target] = await db
    .select({ pid: ecomPlan.pid, name: ecomPlan.name, status: ecomPlan.status })
    .from(ecomPlan)
    .where(eq(ecomPlan.pid, body.pid));
  if (!target) throw notFound(`No plan has the PID ${body.pid}.`);
  if (target.status !== 'active') throw refused(SUBSCRIPTION_MESSAGES.planNotOnSale(body.pid));
  const link = planChangeLink(config.links.store, subscriptionId, target.pid);
  await db.transaction(async (tx) => {
    await enqueueEmail(
      tx,
      {
        kind: PLAN_CHANGE_EMAIL_KIND,
        to: email,
        subject: `Change your plan to ${target.name}`,
        bodyText: [
          'Hello,',
          '',
          `Your ${view.title} subscription can move to ${target.name}. Follow this link to confirm the change:`,
          link,
          '',
          'Nothing changes until you follow it.',
        ].join('\n'),
        link,
      },
      actor,
      clock,
    );
    await recordAudit(tx, {
      actor,
      action: 'subscription.planChangeLinkSent',
      entityType: SUBSCRIPTION_ENTITY,
      entityId: subscriptionId,
      before: { pid: view.pid },
      after: { pid: target.pid, email, link },
      at: clock.now(),
    });
  });
  return { email, pid: target.pid, link };
}
