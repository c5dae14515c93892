import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { GiftStatus } from '../../../shared/domain/gift';
import type { Db } from '../../db/client';
import { customer, DEMO_CUSTOMER_EMAILS } from '../customers';
import { ecomPlan } from '../ecom-products';
import { deliverGift, purchaseGift, redeemGift } from './gift-engine';
import { gift } from './tables';

/**
 * Demo gifts (issue 23), made by the engine as a store would make them: bought (the giver's transaction,
 * the Pending gift and its delivery job), delivered on their date (Sent, the gift email queued) and
 * redeemed (the recipient's gift subscription). The well-known customer (jane.doe@example.com) has
 * given and received a gift in every state; the other side is another demo customer (John, then the
 * first B2C customers), or an address no customer has. Deterministic; skipped when any gift exists.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who: Jane, John, another customer (by its place), or an address of no customer. */
type Party = 'jane' | 'john' | { other: number } | { outsider: string; firstName: string; lastName: string };

interface DemoGift {
  giver: Party;
  recipient: Party;
  plan: string;
  status: GiftStatus;
  /** Days from now (negative: past). */
  boughtDays: number;
  deliveryDays: number;
  redeemedDays?: number;
}

const GIFTS: readonly DemoGift[] = [
  // Given by Jane.
  { giver: 'jane', recipient: 'john', plan: 'AA-ANNUAL', status: 'Pending', boughtDays: -2, deliveryDays: 9 },
  {
    giver: 'jane',
    recipient: { outsider: 'maria.garcia@example.net', firstName: 'Maria', lastName: 'Garcia' },
    plan: 'SUB-MONTHLY-ES',
    status: 'Pending',
    boughtDays: -1,
    deliveryDays: 30,
  },
  { giver: 'jane', recipient: { other: 0 }, plan: 'SUB-ANNUAL-FR', status: 'Sent', boughtDays: -20, deliveryDays: -12 },
  {
    giver: 'jane',
    recipient: { outsider: 'leo.martin@example.net', firstName: 'Leo', lastName: 'Martin' },
    plan: 'SUB-MONTHLY-IT',
    status: 'Sent',
    boughtDays: -9,
    deliveryDays: -6,
  },
  {
    giver: 'jane',
    recipient: { other: 1 },
    plan: 'SUB-MONTHLY-DE',
    status: 'Redeemed',
    boughtDays: -70,
    deliveryDays: -60,
    redeemedDays: -58,
  },
  // Received by Jane.
  { giver: 'john', recipient: 'jane', plan: 'SUB-MONTHLY-FR', status: 'Pending', boughtDays: -3, deliveryDays: 14 },
  { giver: { other: 2 }, recipient: 'jane', plan: 'AA-MONTHLY', status: 'Sent', boughtDays: -8, deliveryDays: -4 },
  {
    giver: { other: 3 },
    recipient: 'jane',
    plan: 'AA-ANNUAL',
    status: 'Redeemed',
    boughtDays: -40,
    deliveryDays: -30,
    redeemedDays: -20,
  },
];

const PLANS = [...new Set(GIFTS.map((g) => g.plan))];

export async function seedDemoGifts(db: Db, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: gift.id }).from(gift).limit(1);
  if (any) return;
  const named = [DEMO_CUSTOMER_EMAILS.jane, DEMO_CUSTOMER_EMAILS.john];
  const people = await db
    .select({ id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName })
    .from(customer)
    .where(inArray(customer.email, named));
  const others = await db
    .select({ id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName })
    .from(customer)
    .where(and(eq(customer.isB2b, false), isNotNull(customer.email), notInArray(customer.email, named)))
    .orderBy(asc(customer.id))
    .limit(4);
  const jane = people.find((p) => p.email === DEMO_CUSTOMER_EMAILS.jane);
  const john = people.find((p) => p.email === DEMO_CUSTOMER_EMAILS.john);
  const plans = new Map(
    (await db.select({ id: ecomPlan.id, pid: ecomPlan.pid }).from(ecomPlan).where(inArray(ecomPlan.pid, PLANS))).map(
      (p) => [p.pid, p.id],
    ),
  );
  if (!jane || !john || others.length < 4 || plans.size < PLANS.length) return;

  const customerOf = (party: Party) => {
    if (party === 'jane') return jane;
    if (party === 'john') return john;
    return 'other' in party ? others[party.other] : undefined;
  };
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  await db.transaction(async (tx) => {
    // Bought in time order (their ids in that order: the lists show the newest first).
    for (const demo of [...GIFTS].sort((a, b) => a.boughtDays - b.boughtDays)) {
      const giver = customerOf(demo.giver);
      const recipient = customerOf(demo.recipient);
      const person =
        typeof demo.recipient === 'object' && 'outsider' in demo.recipient
          ? { email: demo.recipient.outsider, firstName: demo.recipient.firstName, lastName: demo.recipient.lastName }
          : {
              email: recipient?.email ?? '',
              firstName: recipient?.firstName ?? '',
              lastName: recipient?.lastName ?? '',
            };
      if (!giver) continue;
      const bought = await purchaseGift(
        tx,
        {
          giverCustomerId: giver.id,
          planId: plans.get(demo.plan) as number,
          recipient: person,
          deliveryAt: at(demo.deliveryDays),
        },
        at(demo.boughtDays),
      );
      if (demo.status === 'Pending') continue;
      await deliverGift(tx, bought, null, { now: () => at(demo.deliveryDays) });
      if (demo.status === 'Redeemed' && recipient && demo.redeemedDays !== undefined)
        await redeemGift(tx, bought.giftId, recipient.id, at(demo.redeemedDays));
    }
  });
}
