import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BillingPlanType } from '../../../shared/domain/transaction';
import type { Db } from '../../db/client';
import { customer, paymentMethod } from '../customers';
import { ecomPlan } from '../ecom-products';
import { billingTransaction } from './tables';

/**
 * The charges the engine makes, as transactions: the price and what was taken off it, the product, the
 * card and the billing address as they are at the charge (a later edit does not rewrite a receipt).
 */

export const newBillingId = (prefix: 'sub' | 'txn' | 'gift') => `${prefix}_${randomBytes(12).toString('hex')}`;

/** What a charge bills: the price per period, what the customer pays, for what. */
export interface Charge {
  /** The plan's price for the period (before a discount). */
  priceMinor: number;
  /** What is billed (the price less the discount). */
  amountMinor: number;
  kind: 'purchase' | 'renewal' | 'resume' | 'restart' | 'gift';
  billingPlanType: BillingPlanType;
}

/** Who and what is charged. */
export interface ChargeOf {
  customerId: number | null;
  subscriptionId: string | null;
  source: string;
  planId: number | null;
  currencyCode: string;
  paymentMethodId: number | null;
  /** The period the charge pays for. */
  periodStartAt: Date | null;
  periodEndAt: Date | null;
}

async function snapshotOf(tx: Db, of: ChargeOf) {
  const [plan] = of.planId
    ? await tx.select({ pid: ecomPlan.pid, name: ecomPlan.name }).from(ecomPlan).where(eq(ecomPlan.id, of.planId))
    : [];
  const [card] = of.paymentMethodId
    ? await tx
        .select({
          paymentType: paymentMethod.type,
          cardType: paymentMethod.cardType,
          accountLast4: paymentMethod.accountLast4,
          district: paymentMethod.district,
          postalCode: paymentMethod.postalCode,
          country: paymentMethod.country,
          givenName: customer.firstName,
          familyName: customer.lastName,
        })
        .from(paymentMethod)
        .innerJoin(customer, eq(customer.id, paymentMethod.customerId))
        .where(eq(paymentMethod.id, of.paymentMethodId))
    : [];
  return { planPid: plan?.pid ?? null, planName: plan?.name ?? null, ...card };
}

/** Writes the transaction of a charge (COMPLETED: the engine's charges succeed or are not made). */
export async function recordCharge(tx: Db, of: ChargeOf, charge: Charge, now: Date): Promise<string> {
  const transactionId = newBillingId('txn');
  await tx.insert(billingTransaction).values({
    transactionId,
    customerId: of.customerId,
    subscriptionId: of.subscriptionId,
    kind: charge.kind,
    source: of.source,
    status: 'COMPLETED',
    billingPlanType: charge.billingPlanType,
    currencyCode: of.currencyCode,
    originalMinor: charge.priceMinor,
    discountMinor: Math.max(0, charge.priceMinor - charge.amountMinor),
    amountMinor: charge.amountMinor,
    accountAmountMinor: charge.amountMinor,
    totalMinor: charge.amountMinor,
    periodStartAt: of.periodStartAt,
    periodEndAt: of.periodEndAt,
    createdAt: now,
    ...(await snapshotOf(tx, of)),
  });
  return transactionId;
}
