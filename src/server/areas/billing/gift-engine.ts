import { and, eq } from 'drizzle-orm';
import {
  GIFT_LIFECYCLE,
  GIFT_MESSAGES,
  type GiftState,
  type GiftStatus,
  recipientEmailViolation,
} from '../../../shared/domain/gift';
import { addPeriod } from '../../../shared/domain/subscription-effect';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, notFound, refused } from '../../errors';
import { cancelPendingJob, enqueueJob } from '../../jobs/runner';
import { recordAudit } from '../audit';
import { basePriceAmount } from '../base-prices';
import { customer, paymentMethod } from '../customers';
import { ecomPlan } from '../ecom-products';
import { grantSubscriptionEntitlement } from '../entitlements';
import { applyTransition } from '../lifecycle';
import { billingPlan } from '../reference';
import { deliveryTarget, GIFT_ENTITY, queueGiftEmail } from './gift-email';
import type { GiftRow } from './gift-read';
import { BILLING_CLOCK } from './subscription-timeline';
import { afterChange } from './subscription-write';
import { billingSubscription, billingTransaction, gift } from './tables';
import { newBillingId, recordCharge } from './transaction-write';

/**
 * The billing engine's gifts (design: the billing provider's local implementation): a customer buys one
 * billing period of a subscription plan for someone (the purchase is a transaction of theirs; the gift
 * waits Pending for its delivery date, a job), the delivery moves it to Sent and queues the gift email,
 * and the recipient's redeem makes their gift subscription (Recurly, of the gift's plan, one period from
 * the redeem, not renewing) and moves it to Redeemed. Every status move is `applyTransition`'s.
 */

/** What the lifecycle reads of a gift. */
export const giftState = (row: Pick<GiftRow, 'status'>): GiftState => ({ status: row.status as GiftStatus });

/** The fields of a gift its audit entries snapshot. */
export const giftFields = (row: GiftRow) => ({
  status: row.status,
  recipientEmail: row.recipientEmail,
  redeemedEmail: row.redeemedEmail,
  subscriptionId: row.subscriptionId,
});

/** What every transition of one gift names: the lifecycle, the row, its 404 and its state. */
export const giftRun = <A extends keyof typeof GIFT_LIFECYCLE.transitions>(action: A, id: number, giftId: string) => ({
  lifecycle: GIFT_LIFECYCLE,
  action,
  ctx: null,
  table: gift,
  ids: [id],
  notFound: () => GIFT_MESSAGES.notFound(giftId),
  stateOf: giftState,
});

/** The audit entry of a gift's move: its fields before and after. */
export const giftAudit = (before: GiftRow, written: GiftRow) => ({
  entityType: GIFT_ENTITY,
  entityId: before.giftId,
  before: giftFields(before),
  after: giftFields(written),
});

/** The gift's row id by its provider id; 404 when there is none. */
export async function giftRowId(db: Db, giftId: string): Promise<number> {
  const [row] = await db.select({ id: gift.id }).from(gift).where(eq(gift.giftId, giftId));
  if (!row) throw notFound(GIFT_MESSAGES.notFound(giftId));
  return row.id;
}

/** The customer whose email this is (emails compare case-insensitively), if any. */
export async function customerOfEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.emailKey, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/** The plan a gift gives, with its billing period and its price in the currency. */
async function giftPlan(tx: Db, planId: number, currencyCode: string) {
  const [plan] = await tx
    .select({
      id: ecomPlan.id,
      pid: ecomPlan.pid,
      name: ecomPlan.name,
      status: ecomPlan.status,
      contentProductId: ecomPlan.contentProductId,
      cycle: billingPlan.cycle,
      quantity: billingPlan.quantity,
      priceMinor: basePriceAmount.amountMinor,
    })
    .from(ecomPlan)
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .leftJoin(
      basePriceAmount,
      and(eq(basePriceAmount.basePriceId, ecomPlan.basePriceId), eq(basePriceAmount.currencyCode, currencyCode)),
    )
    .where(eq(ecomPlan.id, planId));
  if (!plan) throw notFound(`Plan ${planId} was not found.`);
  if (!plan.cycle) throw refused(GIFT_MESSAGES.noCycle(plan.pid));
  return {
    ...plan,
    period: { cycle: plan.cycle === 'year' ? ('year' as const) : ('month' as const), quantity: plan.quantity ?? 1 },
  };
}

export interface GiftPurchase {
  giverCustomerId: number;
  planId: number;
  recipient: { firstName: string; lastName: string; email: string };
  /** When the gift email goes out (the giver's choice). */
  deliveryAt: Date;
  currencyCode?: string;
}

/** The giver as the actor of what they do in the store. */
const customerActor = async (tx: Db, customerId: number): Promise<Principal> => {
  const [row] = await tx
    .select({ auth0Id: customer.auth0Id, email: customer.email })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!row) throw notFound(`Customer ${customerId} was not found.`);
  return { sub: row.auth0Id, email: row.email, nickname: 'Customer', permissions: [] };
};

/**
 * A gift bought in the store: the giver is charged one period of the plan (a transaction of kind 'gift',
 * billing plan type gift_subscription, on their default card), the gift is Pending until `deliveryAt`,
 * when its delivery job sends it. The recipient is linked when their email is a customer's.
 */
export async function purchaseGift(tx: Db, purchase: GiftPurchase, now: Date): Promise<GiftRow> {
  const email = purchase.recipient.email.trim();
  const problem = recipientEmailViolation(email, null);
  if (problem) throw invalid('recipient_email', problem);
  const currencyCode = purchase.currencyCode ?? 'USD';
  const plan = await giftPlan(tx, purchase.planId, currencyCode);
  if (plan.status !== 'active') throw refused(GIFT_MESSAGES.notOnSale(plan.pid));
  if (plan.priceMinor === null) throw refused(GIFT_MESSAGES.noPrice(plan.pid, currencyCode));
  const actor = await customerActor(tx, purchase.giverCustomerId);
  const [card] = await tx
    .select({ id: paymentMethod.id })
    .from(paymentMethod)
    .where(and(eq(paymentMethod.customerId, purchase.giverCustomerId), eq(paymentMethod.isDefault, true)));
  const transactionId = await recordCharge(
    tx,
    {
      customerId: purchase.giverCustomerId,
      subscriptionId: null,
      source: 'Recurly',
      planId: plan.id,
      currencyCode,
      paymentMethodId: card?.id ?? null,
      periodStartAt: null,
      periodEndAt: null,
    },
    { priceMinor: plan.priceMinor, amountMinor: plan.priceMinor, kind: 'gift', billingPlanType: 'gift_subscription' },
    now,
  );
  const [charge] = await tx
    .select({ id: billingTransaction.id })
    .from(billingTransaction)
    .where(eq(billingTransaction.transactionId, transactionId));
  const [row] = await tx
    .insert(gift)
    .values({
      giftId: newBillingId('gift'),
      giverCustomerId: purchase.giverCustomerId,
      recipientCustomerId: await customerOfEmail(tx, email),
      title: plan.name,
      planId: plan.id,
      status: 'Pending',
      deliveryAt: purchase.deliveryAt,
      recipientFirstName: purchase.recipient.firstName.trim(),
      recipientLastName: purchase.recipient.lastName.trim(),
      recipientEmail: email,
      transactionId: charge?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('gift not written');
  await enqueueJob(tx, deliveryTarget(row.id), purchase.deliveryAt, BILLING_CLOCK);
  await recordAudit(tx, {
    actor,
    action: 'gift.purchased',
    entityType: GIFT_ENTITY,
    entityId: row.giftId,
    before: null,
    after: giftFields(row),
    at: now,
  });
  return row;
}

/**
 * The delivery of a Pending gift (its job, on its date): Sent, audited as the billing clock's, and the
 * gift email queued. Refused (409) when it is not Pending.
 */
export async function deliverGift(tx: Db, row: GiftRow, store: string | null, clock: Clock): Promise<GiftRow> {
  const now = clock.now();
  const [after] = await applyTransition(tx, {
    ...giftRun('deliver', row.id, row.giftId),
    set: () => ({ updatedAt: now }),
    audit: giftAudit,
    actor: BILLING_CLOCK,
    now,
  });
  if (!after) throw new Error('gift not written');
  // Its delivery is done (the job that runs it, or the demo's delivery in the past).
  await cancelPendingJob(tx, deliveryTarget(row.id), now);
  await queueGiftEmail(tx, after, store, BILLING_CLOCK, clock);
  return after;
}

/**
 * The recipient redeems a Pending or Sent gift (in the store; the engine's function for the demo data
 * and tests): their gift subscription of the gift's plan from `now` for one period, not renewing
 * (Pending Cancel until its end, source Recurly), granting the course (an ECOM_GIFT entitlement), and the
 * gift Redeemed with the redeem's email and time. A Pending gift's delivery job is cancelled.
 */
export async function redeemGift(tx: Db, giftId: string, recipientCustomerId: number, now: Date): Promise<GiftRow> {
  const id = await giftRowId(tx, giftId);
  const [locked] = await tx.select().from(gift).where(eq(gift.id, id)).for('update');
  if (!locked) throw notFound(GIFT_MESSAGES.notFound(giftId));
  if (locked.status === 'Redeemed') throw refused(GIFT_MESSAGES.alreadyRedeemed);
  if (locked.planId === null) throw refused(`Gift ${giftId} no longer has a plan to redeem.`);
  const actor = await customerActor(tx, recipientCustomerId);
  const [paid] =
    locked.transactionId === null
      ? []
      : await tx
          .select({ currencyCode: billingTransaction.currencyCode, priceMinor: billingTransaction.originalMinor })
          .from(billingTransaction)
          .where(eq(billingTransaction.id, locked.transactionId));
  const plan = await giftPlan(tx, locked.planId, paid?.currencyCode ?? 'USD');
  const endAt = addPeriod(now, plan.period);
  const entitlementId =
    plan.contentProductId === null
      ? null
      : await grantSubscriptionEntitlement(
          tx,
          {
            customerId: recipientCustomerId,
            contentProductId: plan.contentProductId,
            source: 'ECOM_GIFT',
            expiresAt: endAt,
          },
          now,
        );
  const [made] = await tx
    .insert(billingSubscription)
    .values({
      subscriptionId: newBillingId('sub'),
      customerId: recipientCustomerId,
      source: 'Recurly',
      status: 'pending_cancel',
      title: plan.name,
      planId: plan.id,
      currencyCode: paid?.currencyCode ?? 'USD',
      priceMinor: paid?.priceMinor ?? plan.priceMinor ?? 0,
      periodCycle: plan.period.cycle,
      periodQuantity: plan.period.quantity,
      startAt: now,
      endAt,
      entitlementId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!made) throw new Error('gift subscription not written');
  await afterChange(tx, made, { billed: null }, now);
  await cancelPendingJob(tx, deliveryTarget(id), now);
  const [after] = await applyTransition(tx, {
    ...giftRun('redeem', id, giftId),
    set: () => ({
      recipientCustomerId,
      redeemedEmail: actor.email,
      redeemedAt: now,
      subscriptionId: made.subscriptionId,
      updatedAt: now,
    }),
    audit: giftAudit,
    actor,
    now,
  });
  if (!after) throw new Error('gift not written');
  return after;
}
