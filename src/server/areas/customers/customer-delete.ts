import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, deleteConfirmation } from '../../../shared/domain/customer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid } from '../../errors';
import { customerAudit, customerRow } from './customer-row';
import { customer, marketingSubscriber } from './tables';

/**
 * DELETE /customers/{id} (API-P-04, CUS-DEL): staff type the customer's exact email (or the Auth0 id of
 * an account without one) as `confirm`. In one transaction the customer row goes, and with it (foreign
 * keys, on delete cascade) the identity account, entitlements, learning progress, in-app purchase
 * records, vocabulary and payment methods; the marketing-email subscriber of the email goes too. The
 * billing ledger keeps its rows with customer_id null. The audit entry names the customer by ids only
 * (no email, no name: personal data).
 */
export async function deleteCustomer(
  db: Db,
  id: number,
  confirm: string,
  actor: Principal,
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await customerRow(tx, id, true);
    if (confirm !== deleteConfirmation(row)) throw invalid('confirm', CUSTOMER_MESSAGES.deleteConfirm);
    await tx.delete(customer).where(eq(customer.id, id));
    if (row.email !== null) {
      await tx.delete(marketingSubscriber).where(eq(marketingSubscriber.emailKey, sql`lower(${row.email})`));
    }
    await customerAudit(
      tx,
      actor,
      'delete',
      id,
      { customerId: row.id, auth0Id: row.auth0Id, isB2b: row.isB2b },
      null,
      now,
    );
  });
}
