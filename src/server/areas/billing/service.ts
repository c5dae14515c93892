import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer } from '../customers';
import { billingSubscription, billingTransaction } from './tables';

/** The billing ledger, as far as the customer area needs it today (API-S-01, CUS-LIST-28). */

export interface BillingIdLookup {
  transactionId?: string | undefined;
  subscriptionId?: string | undefined;
}

/**
 * The customer of a transaction id or a subscription id (exact ids; the transaction wins when both are
 * given). Null when the id is unknown or its customer was deleted (the ledger keeps the row).
 */
export async function customerOfBillingId(
  db: Db,
  ids: BillingIdLookup,
): Promise<{ customerId: number; auth0Id: string } | null> {
  const columns = { customerId: customer.id, auth0Id: customer.auth0Id };
  if (ids.transactionId) {
    const [found] = await db
      .select(columns)
      .from(billingTransaction)
      .innerJoin(customer, eq(customer.id, billingTransaction.customerId))
      .where(eq(billingTransaction.id, ids.transactionId));
    return found ?? null;
  }
  if (ids.subscriptionId) {
    const [found] = await db
      .select(columns)
      .from(billingSubscription)
      .innerJoin(customer, eq(customer.id, billingSubscription.customerId))
      .where(eq(billingSubscription.id, ids.subscriptionId));
    return found ?? null;
  }
  return null;
}
