import { eq } from 'drizzle-orm';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { customer } from '../customers';
import { billingSubscription, billingTransaction } from './tables';

/**
 * The billing ledger, as far as the customer area needs it today (API-S-01, CUS-LIST-28). Billing sits
 * above customers: it reads the customer table; customers never uses billing.
 */

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
      .where(eq(billingTransaction.transactionId, ids.transactionId));
    return found ?? null;
  }
  if (ids.subscriptionId) {
    const [found] = await db
      .select(columns)
      .from(billingSubscription)
      .innerJoin(customer, eq(customer.id, billingSubscription.customerId))
      .where(eq(billingSubscription.subscriptionId, ids.subscriptionId));
    return found ?? null;
  }
  return null;
}

/** GET /customer/search (API-S-01): the customer of a transaction id or subscription id; 404 when none. */
export async function searchCustomerByBillingId(
  db: Db,
  q: { transaction_id?: string | undefined; subscription_id?: string | undefined },
): Promise<{ auth0_id: string; customer_id: number }> {
  const found = await customerOfBillingId(db, { transactionId: q.transaction_id, subscriptionId: q.subscription_id });
  if (!found) throw notFound(CUSTOMER_MESSAGES.billingIdNotFound);
  return { auth0_id: found.auth0Id, customer_id: found.customerId };
}
