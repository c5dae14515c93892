import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../shared/contracts/transactions';
import { toMinor } from '../../../shared/domain/money';
import {
  REFUND_MESSAGES,
  refundAmountError,
  TRANSACTION_LIFECYCLE,
  type TransactionState,
  type TransactionStatus,
} from '../../../shared/domain/transaction';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, notFound, refused } from '../../errors';
import { customer } from '../customers';
import { applyTransition } from '../lifecycle';
import { billingRefund, billingTransaction } from './tables';
import { transactionOf } from './transaction-read';

/**
 * A refund (API-S-10): a row of the refund ledger, written under the transaction's lock, with the
 * transaction's lifecycle moving it (a refund of what is left makes it REFUNDED) and its audit entry,
 * in one transaction. What may be refunded is the total less the refunds, read under the same lock, so
 * concurrent refunds never sum above the total. The request's idempotency key is the refund row's: a
 * retry with it answers the transaction and moves nothing.
 */

export const TRANSACTION_ENTITY = 'transaction';

export interface RefundTarget {
  transactionId: string;
  auth0Id: string;
  source: string;
}

/** The transaction of this customer, locked for the refund; 404 when it is not theirs. */
async function lockTransaction(tx: Db, target: RefundTarget) {
  const [row] = await tx
    .select({ transaction: billingTransaction })
    .from(billingTransaction)
    .innerJoin(customer, eq(customer.id, billingTransaction.customerId))
    .where(and(eq(billingTransaction.transactionId, target.transactionId), eq(customer.auth0Id, target.auth0Id)))
    .for('update', { of: billingTransaction });
  if (!row) throw notFound(REFUND_MESSAGES.notFound(target.transactionId));
  return row.transaction;
}

async function refundedMinorOf(tx: Db, id: number): Promise<number> {
  const [sum] = await tx
    .select({ minor: sql<number>`coalesce(sum(${billingRefund.amountMinor}), 0)::int` })
    .from(billingRefund)
    .where(eq(billingRefund.transactionId, id));
  return sum?.minor ?? 0;
}

export interface RefundOutcome {
  transaction: Transaction;
  /** True when the key had been used for this refund already: nothing moved. */
  replayed: boolean;
}

export async function refundTransaction(
  db: Db,
  target: RefundTarget,
  amount: number | string | undefined,
  idempotencyKey: string,
  actor: Principal,
  clock: Clock,
): Promise<RefundOutcome> {
  const now = clock.now();
  const replayed = await db.transaction(async (tx) => {
    const row = await lockTransaction(tx, target);
    const [earlier] = await tx.select().from(billingRefund).where(eq(billingRefund.idempotencyKey, idempotencyKey));
    if (earlier) {
      const same =
        earlier.transactionId === row.id &&
        amount !== undefined &&
        refundAmountError(amount, Number.MAX_SAFE_INTEGER, row.currencyCode) === null &&
        toMinor(amount, row.currencyCode) === earlier.amountMinor;
      if (!same) throw refused(REFUND_MESSAGES.keyReused);
      return true;
    }
    if (row.source.toLowerCase() !== target.source.toLowerCase())
      throw refused(REFUND_MESSAGES.sourceMismatch(target.transactionId, row.source));
    const refundable = row.totalMinor - (await refundedMinorOf(tx, row.id));
    const state: TransactionState = {
      status: row.status as TransactionStatus,
      source: row.source,
      refundableMinor: refundable,
    };
    // The amount's form first (400), then what is left (409: another refund may have taken it).
    const formError = refundAmountError(amount, Number.MAX_SAFE_INTEGER, row.currencyCode);
    if (formError || amount === undefined) throw invalid('amount', formError ?? REFUND_MESSAGES.required);
    const minor = toMinor(amount, row.currencyCode);
    const action = minor === refundable ? 'refundInFull' : 'refund';
    await applyTransition(tx, {
      lifecycle: TRANSACTION_LIFECYCLE,
      action,
      ctx: null,
      table: billingTransaction,
      ids: [row.id],
      notFound: () => REFUND_MESSAGES.notFound(target.transactionId),
      stateOf: (_row: typeof row) => state,
      beforeCheck: async () => {
        if (state.status === 'COMPLETED' && state.source === 'Recurly' && refundable > 0 && minor > refundable)
          throw refused(REFUND_MESSAGES.exceeds);
      },
      audit: (before, after) => ({
        entityType: TRANSACTION_ENTITY,
        entityId: target.transactionId,
        before: { status: before.status, refundable: refundable },
        after: { status: after.status, refundable: refundable - minor, refunded: minor },
      }),
      actor,
      now,
    });
    const written = await tx
      .insert(billingRefund)
      .values({
        transactionId: row.id,
        amountMinor: minor,
        idempotencyKey,
        actorId: actor.sub,
        actorEmail: actor.email,
        createdAt: now,
      })
      .onConflictDoNothing({ target: billingRefund.idempotencyKey })
      .returning({ id: billingRefund.id });
    // The same key sent at once for another transaction (another row's lock): the first one holds it.
    if (written.length === 0) throw refused(REFUND_MESSAGES.keyReused);
    return false;
  });
  return { transaction: await transactionOf(db, target.transactionId, target.auth0Id), replayed };
}
