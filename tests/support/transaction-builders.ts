import type { Db } from '../../src/server/db/client';
import { billingTransaction } from '../../src/server/db/schema';
import { nextSerial } from './builders';

/** Builders of the billing engine's transactions: a COMPLETED Recurly charge of $10.00 unless told. */

export type TransactionRow = typeof billingTransaction.$inferSelect;
type TransactionValues = Partial<typeof billingTransaction.$inferInsert>;

export async function aTransaction(
  db: Db,
  customerId: number,
  values: TransactionValues = {},
): Promise<TransactionRow> {
  const total = values.totalMinor ?? 1000;
  const [row] = await db
    .insert(billingTransaction)
    .values({
      transactionId: `txn_test${String(nextSerial()).padStart(20, '0')}`,
      customerId,
      source: 'Recurly',
      status: 'COMPLETED',
      currencyCode: 'USD',
      originalMinor: total,
      amountMinor: total,
      accountAmountMinor: total,
      totalMinor: total,
      paymentType: 'CreditCard',
      cardType: 'Visa',
      accountLast4: '4242',
      country: 'US',
      postalCode: '10001',
      givenName: 'Test',
      familyName: 'Customer',
      ...values,
    })
    .returning();
  if (!row) throw new Error('transaction not inserted');
  return row;
}
