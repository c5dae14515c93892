import { sql } from 'drizzle-orm';
import type { BillingPlanType, TransactionSource, TransactionStatus } from '../../../shared/domain/transaction';
import type { Db } from '../../db/client';
import { customer, paymentMethod } from '../customers';
import { ecomPlan } from '../ecom-products';
import { billingRefund, billingSubscription, billingTransaction } from './tables';

/**
 * Demo transactions (issue 23): each demo subscription that has billed has its purchase and renewals
 * (with the plan, card and billing address of its customer as at the charge). Jane's first subscription's
 * purchase is DEMO_TRANSACTION_ID (refundable in full); besides her charges she has a record of every
 * other source, status and billing plan type, one with VAT, one partly refunded and one fully refunded.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BilledSubscription {
  subscriptionId: string;
  customerId: number;
  priceMinor: number;
  currencyCode: string;
  startAt: Date;
  trialEndAt: Date | null;
  source: string;
}

/** Jane's other records: every source, status and billing plan type the tab shows. */
interface Extra {
  source: TransactionSource;
  status: TransactionStatus;
  type: BillingPlanType;
  days: number;
  totalMinor: number;
  taxMinor?: number;
  paymentType?: string;
  /** Refunds (minor units) already made. */
  refunds?: number[];
  kind?: string;
}

const JANE_EXTRAS: readonly Extra[] = [
  {
    source: 'Recurly',
    status: 'COMPLETED',
    type: 'subscription_no_trial',
    days: -20,
    totalMinor: 2499,
    refunds: [1000],
  },
  {
    source: 'Recurly',
    status: 'REFUNDED',
    type: 'subscription_no_trial',
    days: -70,
    totalMinor: 1499,
    refunds: [1499],
  },
  { source: 'Recurly', status: 'COMPLETED', type: 'life_time', days: -120, totalMinor: 19900, taxMinor: 3980 },
  { source: 'Recurly', status: 'COMPLETED', type: 'gift_subscription', days: -15, totalMinor: 9900, kind: 'gift' },
  { source: 'Recurly', status: 'PROCESSING', type: 'subscription_free_trial', days: -1, totalMinor: 0 },
  { source: 'eCom', status: 'COMPLETED', type: 'gift_credit', days: -200, totalMinor: 5000, paymentType: 'PayPal' },
  { source: 'Naviga', status: 'COMPLETED', type: 'subscription_no_trial', days: -300, totalMinor: 1299 },
  {
    source: 'Demandware',
    status: 'OTHERS',
    type: 'others',
    days: -400,
    totalMinor: 3999,
    paymentType: 'GiftCertificate',
  },
  { source: 'Others', status: 'COMPLETED', type: 'others', days: -500, totalMinor: 999 },
];

type TransactionInsert = typeof billingTransaction.$inferInsert;

/** The charges of the demo subscriptions: purchase, then renewals a month apart (none in a free trial). */
function chargesOf(
  subscriptions: readonly BilledSubscription[],
  now: Date,
  random: () => number,
  idOf: (subscriptionId: string, n: number) => string,
): TransactionInsert[] {
  return subscriptions.flatMap((s, k) => {
    if (s.trialEndAt || s.startAt > now) return [];
    const count = k === 0 ? 3 : 1 + Math.floor(random() * 3);
    return Array.from({ length: count }, (_, n) => {
      const at = new Date(Math.min(s.startAt.getTime() + n * 30 * DAY_MS, now.getTime()));
      return {
        transactionId: idOf(s.subscriptionId, n),
        customerId: s.customerId,
        subscriptionId: s.subscriptionId,
        kind: n === 0 ? 'purchase' : 'renewal',
        source: s.source,
        billingPlanType: 'subscription_no_trial',
        currencyCode: s.currencyCode,
        originalMinor: s.priceMinor,
        amountMinor: s.priceMinor,
        accountAmountMinor: s.priceMinor,
        totalMinor: s.priceMinor,
        periodStartAt: at,
        periodEndAt: new Date(at.getTime() + 30 * DAY_MS),
        createdAt: at,
      };
    });
  });
}

export async function seedDemoTransactions(
  tx: Db,
  subscriptions: readonly BilledSubscription[],
  janeId: number | undefined,
  now: Date,
  random: () => number,
  idOf: (subscriptionId: string, n: number) => string,
): Promise<void> {
  const charges = chargesOf(subscriptions, now, random, idOf);
  const janeSubscription = subscriptions.find((s) => s.customerId === janeId);
  const extras: (TransactionInsert & { refunds: number[] })[] =
    janeId === undefined
      ? []
      : JANE_EXTRAS.map((e, n) => {
          const at = new Date(now.getTime() + e.days * DAY_MS);
          const amount = e.totalMinor - (e.taxMinor ?? 0);
          return {
            transactionId: idOf(`jane-record-${n}`, 0),
            customerId: janeId,
            subscriptionId: e.type.startsWith('subscription') ? (janeSubscription?.subscriptionId ?? null) : null,
            kind: e.kind ?? 'purchase',
            source: e.source,
            status: e.status,
            billingPlanType: e.type,
            currencyCode: 'USD',
            originalMinor: amount,
            amountMinor: amount,
            taxMinor: e.taxMinor ?? 0,
            taxType: e.taxMinor ? 'VAT' : null,
            accountAmountMinor: e.totalMinor,
            totalMinor: e.totalMinor,
            paymentType: e.paymentType ?? 'CreditCard',
            periodStartAt: at,
            periodEndAt: e.type === 'life_time' ? null : new Date(at.getTime() + 30 * DAY_MS),
            createdAt: at,
            refunds: e.refunds ?? [],
          };
        });
  const rows = [...charges, ...extras.map(({ refunds: _, ...row }) => row)];
  if (rows.length === 0) return;
  const made = await tx
    .insert(billingTransaction)
    .values(rows)
    .returning({ id: billingTransaction.id, transactionId: billingTransaction.transactionId });
  const idByTransaction = new Map(made.map((m) => [m.transactionId, m.id]));
  const refunds = extras.flatMap((e) =>
    e.refunds.map((amountMinor, n) => ({
      transactionId: idByTransaction.get(e.transactionId) as number,
      amountMinor,
      idempotencyKey: `demo-refund-${e.transactionId}-${n}`,
      actorId: 'demo',
      actorEmail: 'support@example.com',
      createdAt: new Date((e.createdAt as Date).getTime() + 2 * DAY_MS),
    })),
  );
  if (refunds.length) await tx.insert(billingRefund).values(refunds);
  // The product and the card as they are now (the demo's charges were made with them).
  await tx.execute(sql`
    update ${billingTransaction} t set plan_pid = p.pid, plan_name = p.name
    from ${billingSubscription} s join ${ecomPlan} p on p.id = s.plan_id
    where s.subscription_id = t.subscription_id and t.plan_pid is null`);
  await tx.execute(sql`
    update ${billingTransaction} t set payment_type = coalesce(t.payment_type, pm.type), card_type = pm.card_type,
      account_last4 = pm.account_last4, district = pm.district, postal_code = pm.postal_code,
      ${sql.identifier('country')} = pm.country,
      given_name = c.first_name, family_name = c.last_name
    from ${customer} c join ${paymentMethod} pm on pm.customer_id = c.id and pm.is_default
    where c.id = t.customer_id and (t.payment_type is null or t.payment_type = 'CreditCard')`);
  await tx.execute(sql`analyze ${billingTransaction}`);
}
