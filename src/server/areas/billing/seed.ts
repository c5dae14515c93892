import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SubscriptionRawStatus } from '../../../shared/domain/subscription';
import { nextClockAt } from '../../../shared/domain/subscription-clock';
import type { AppliedDiscount } from '../../../shared/domain/subscription-effect';
import type { Db } from '../../db/client';
import { seededRandom } from '../../db/seed-random';
import { job } from '../../jobs/tables';
import { basePriceAmount } from '../base-prices';
import { contentProduct } from '../content-products';
import { customer, DEMO_CUSTOMER_EMAILS, paymentMethod } from '../customers';
import { ecomPlan } from '../ecom-products';
import { entitlement } from '../entitlements';
import { billingPlan } from '../reference';
import { seedDemoCredits } from './seed-credits';
import { seedDemoGifts } from './seed-gifts';
import { seedDemoTransactions } from './seed-transactions';
import { engineOf } from './subscription-read';
import { BILLING_CLOCK } from './subscription-timeline';
import { clockTarget } from './subscription-write';
import { billingSubscription } from './tables';

/**
 * Demo subscriptions (issue 22): the well-known customer (jane.doe@example.com) has one in every
 * displayed status and every source, with a free trial, a grace period, an applied temporal code and a
 * pause about to end; about one B2C customer in seven has one more, mostly active. Each sells a
 * subscription plan at its base price in USD, grants its course as an entitlement and has billed one to
 * three transactions. Jane's plans are named (by PID), not drawn from her place among the customers, so
 * what the browser tests act on is certain (JANE). Deterministic; skipped when any subscription exists.
 */

export const DEMO_SUBSCRIPTION_ID = 'sub_demo0000000000000000001';
export const DEMO_TRANSACTION_ID = 'txn_demo0000000000000000001';

const EVERY_NTH = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Template {
  status: SubscriptionRawStatus;
  source?: 'Recurly' | 'eCom' | 'Naviga';
  /** Days from now (negative: past) of each date it has. */
  startDays: number;
  nextDays?: number;
  endDays?: number;
  trialDays?: number;
  graceDays?: number;
  pause?: { startDays: number; days: number };
  discount?: AppliedDiscount;
  /** The plan's PID (Jane's); without it, the plans in turn. */
  plan?: string;
}

/**
 * Jane's subscriptions: every displayed status and source (the first is DEMO_SUBSCRIPTION_ID). The
 * first, Active and Recurly, sells SUB-MONTHLY-FR (Standard Monthly): the United States may take a code
 * for it (WELCOME10, for the US and Canada only; SPRING25, anywhere: promotions seed) and its plan rule
 * offers upsells (SUB-ANNUAL-FR, then AA-MONTHLY) and a downgrade (upsell-downgrades seed): the Apply
 * promo code and Upsell browser tests act on it.
 */
const JANE: readonly Template[] = [
  { status: 'active', startDays: -48, nextDays: 12, plan: 'SUB-MONTHLY-FR' },
  { status: 'active', startDays: -100, nextDays: 20, plan: 'SUB-ANNUAL-FR' },
  {
    status: 'active',
    startDays: -25,
    nextDays: 5,
    discount: { code: 'SPRING3M', percentBp: 2500, amountMinor: null, cyclesLeft: 2 },
    plan: 'SUB-MONTHLY-FR-PREM',
  },
  { status: 'active', startDays: -8, nextDays: 6, trialDays: 6, plan: 'SUB-MONTHLY-ES' },
  { status: 'pending_cancel', startDays: -51, endDays: 9, plan: 'SUB-ANNUAL-ES' },
  {
    status: 'pending_pause',
    startDays: -75,
    nextDays: 45,
    pause: { startDays: 15, days: 30 },
    plan: 'SUB-MONTHLY-DE',
  },
  { status: 'paused', startDays: -140, nextDays: 2, pause: { startDays: -58, days: 60 }, plan: 'SUB-QUARTERLY-DE' },
  { status: 'active', startDays: -65, nextDays: 7, graceDays: 7, plan: 'SUB-MONTHLY-IT' },
  { status: 'cancelled', startDays: -200, endDays: -30, plan: 'SUB-MONTHLY-JA' },
  { status: 'expired', startDays: -400, endDays: -35, plan: 'SUB-ANNUAL-JA-PREM' },
  { status: 'pending_activation', startDays: 3, nextDays: 3, plan: 'SUB-MONTHLY-KO' },
  { status: 'active', source: 'eCom', startDays: -33, nextDays: 27, plan: 'SUB-MONTHLY-RU' },
  { status: 'active', source: 'Naviga', startDays: -90, nextDays: 30, plan: 'SUB-MONTHLY-FR' },
];

/** Other customers' subscriptions, picked at random (mostly active). */
const OTHERS: readonly Template[] = [
  { status: 'active', startDays: -40, nextDays: 20 },
  { status: 'active', startDays: -10, nextDays: 20 },
  { status: 'active', startDays: -70, nextDays: 11 },
  { status: 'active', startDays: -5, nextDays: 9, trialDays: 9 },
  { status: 'pending_cancel', startDays: -50, endDays: 10 },
  { status: 'paused', startDays: -100, nextDays: 15, pause: { startDays: -15, days: 30 } },
  { status: 'cancelled', startDays: -120, endDays: -20 },
  { status: 'active', source: 'eCom', startDays: -30, nextDays: 30 },
];

const day = (now: Date, days: number | undefined) =>
  days === undefined ? null : new Date(now.getTime() + days * DAY_MS);

export async function seedDemoBilling(db: Db, now = new Date()): Promise<void> {
  await seedDemoCredits(db, now);
  const [any] = await db.select({ id: billingSubscription.id }).from(billingSubscription).limit(1);
  if (any) return;
  const b2c = await db
    .select({ id: customer.id, email: customer.email })
    .from(customer)
    .where(and(eq(customer.isB2b, false), isNotNull(customer.email)))
    .orderBy(asc(customer.id));
  const cyclePlans = await db
    .select({
      id: ecomPlan.id,
      pid: ecomPlan.pid,
      name: ecomPlan.name,
      basePriceId: ecomPlan.basePriceId,
      cycle: billingPlan.cycle,
      quantity: billingPlan.quantity,
      course: contentProduct,
    })
    .from(ecomPlan)
    .innerJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .innerJoin(contentProduct, eq(contentProduct.id, ecomPlan.contentProductId))
    .where(isNotNull(billingPlan.cycle))
    .orderBy(asc(ecomPlan.id));
  // The others' plans in turn: the first twelve; Jane's by PID.
  const plans = cyclePlans.slice(0, 12);
  const planByPid = new Map(cyclePlans.map((p) => [p.pid, p]));
  if (b2c.length === 0 || plans.length === 0) return;
  const cards = new Map(
    (
      await db
        .select({ id: paymentMethod.id, customerId: paymentMethod.customerId })
        .from(paymentMethod)
        .where(eq(paymentMethod.isDefault, true))
    ).map((p) => [p.customerId, p.id]),
  );
  const basePriceIds = cyclePlans.flatMap((p) => (p.basePriceId === null ? [] : [p.basePriceId]));
  const prices = new Map(
    (
      await db
        .select({ id: basePriceAmount.basePriceId, amount: basePriceAmount.amountMinor })
        .from(basePriceAmount)
        .where(and(inArray(basePriceAmount.basePriceId, [0, ...basePriceIds]), eq(basePriceAmount.currencyCode, 'USD')))
    ).map((r) => [r.id, r.amount]),
  );
  const random = seededRandom(20_240_611);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');

  const janeId = b2c.find((c) => c.email === DEMO_CUSTOMER_EMAILS.jane)?.id;
  const picks: { customerId: number; template: Template; id: string }[] = [];
  for (const [i, c] of b2c.entries()) {
    if (c.email === DEMO_CUSTOMER_EMAILS.jane) {
      for (const [k, template] of JANE.entries())
        picks.push({ customerId: c.id, template, id: k === 0 ? DEMO_SUBSCRIPTION_ID : `sub_${hex(24)}` });
    } else if (i % EVERY_NTH === 3) {
      const template = OTHERS[Math.floor(random() * OTHERS.length)] as Template;
      picks.push({ customerId: c.id, template, id: `sub_${hex(24)}` });
    }
  }

  await db.transaction(async (tx) => {
    const rows = picks.map((pick, k) => {
      const t = pick.template;
      const plan = (t.plan ? planByPid.get(t.plan) : undefined) ?? (plans[k % plans.length] as (typeof plans)[number]);
      const start = day(now, t.startDays) as Date;
      return { pick, plan, start, t, isJane: pick.customerId === janeId };
    });
    // Jane's entitlements are the entitlement screens' fixture: her subscriptions grant none of their own.
    const granting = rows.filter((r) => !r.isJane);
    const granted = await tx
      .insert(entitlement)
      .values(
        granting.map(({ pick, plan, t, start }) => ({
          customerId: pick.customerId,
          contentProductId: plan.course.id,
          productPublicId: plan.course.productId,
          isbn: plan.course.isbn,
          productName: plan.course.name,
          languageId: plan.course.languageId,
          isSubscription: true,
          status: entitlementStatusOf(t.status),
          source: t.source === 'Naviga' ? 'MG2' : 'ECOM',
          expirationAt: day(now, t.endDays ?? t.nextDays),
          createdAt: start,
          updatedAt: start,
        })),
      )
      .returning({ id: entitlement.id });
    const grantOf = new Map(granting.map((r, k) => [r.pick.id, granted[k]?.id ?? null]));
    const subscriptions = rows.map(({ pick, plan, t, start }) => ({
      subscriptionId: pick.id,
      customerId: pick.customerId,
      source: t.source ?? 'Recurly',
      status: t.status,
      title: productTitle(plan.name),
      planId: plan.id,
      currencyCode: 'USD',
      priceMinor: prices.get(plan.basePriceId ?? 0) ?? 1299,
      periodCycle: plan.cycle ?? 'month',
      periodQuantity: plan.quantity ?? 1,
      startAt: start,
      endAt: day(now, t.endDays),
      nextBillingAt: day(now, t.nextDays),
      billingDay: day(now, t.nextDays)?.getUTCDate() ?? null,
      trialEndAt: day(now, t.trialDays),
      graceEndAt: day(now, t.graceDays),
      pausedStartAt: t.pause ? day(now, t.pause.startDays) : null,
      pausedDays: t.pause?.days ?? null,
      discount: t.discount ?? null,
      paymentMethodId: cards.get(pick.customerId) ?? null,
      entitlementId: grantOf.get(pick.id) ?? null,
      createdAt: start,
      updatedAt: start,
    }));
    const made = await tx.insert(billingSubscription).values(subscriptions).returning();
    // Each Recurly subscription's next clock event, as a job of the billing clock.
    const clockJobs = made.flatMap((row) => {
      const at = row.source === 'Recurly' ? nextClockAt(engineOf(row)) : null;
      return at ? [{ ...clockTarget(row.id), runAt: at, actorId: BILLING_CLOCK.sub, actorEmail: null }] : [];
    });
    if (clockJobs.length) await tx.insert(job).values(clockJobs);
    await seedDemoTransactions(tx, subscriptions, janeId, now, random, (subscriptionId, n) =>
      subscriptionId === DEMO_SUBSCRIPTION_ID && n === 0 ? DEMO_TRANSACTION_ID : `txn_${hex(24)}`,
    );
  });
  await seedDemoGifts(db, now);
  await db.execute(sql`analyze billing_subscription`);
}

function entitlementStatusOf(status: SubscriptionRawStatus) {
  if (status === 'cancelled') return 'CANCELED';
  if (status === 'expired') return 'EXPIRED';
  if (status === 'paused') return 'PAUSED';
  return 'ACTIVE';
}

/** The product's title of a plan's name: the name without its billing period ('French Subscription'). */
const productTitle = (planName: string) =>
  planName.replace(/\s+(Monthly|Quarterly|Annual|Yearly|Semiannual|Weekly)\b.*$/i, '').trim() || planName;
