import { eq, sql } from 'drizzle-orm';
import type { CreditChange, CreditChangeBody } from '../../../shared/contracts/credits';
import {
  CREDIT_REASONS,
  creditChangeError,
  GIFT_CARD_BALANCE_MESSAGES as MESSAGES,
} from '../../../shared/domain/gift-card-balance';
import { fromMinor, toMinor } from '../../../shared/domain/money';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, refused } from '../../errors';
import { entityAudit } from '../audit';
import { currency as currencyTable } from '../reference';
import { creditBalanceMinor, creditOwner, toCreditEntry } from './credit-read';
import { customerCredit } from './tables';

/**
 * A change of the gift card balance (API-S-08): one row of the credit ledger, written under the lock of
 * the customer's currency with its audit entry, in one transaction. The balance is read as the sum of
 * the rows under that lock, so concurrent changes never lose one another nor pass the maximum. The
 * request's idempotency key is the row's: a retry with it answers the first result and writes nothing.
 */

/** The audit log's entity of a balance change: the customer (their own trail shows it). */
export const CREDIT_AUDIT_ENTITY = 'customer';
const audit = entityAudit(CREDIT_AUDIT_ENTITY);

/** The second key of a currency's lock: the three letters as a number (AAA 0 … ZZZ 17,575). */
const currencyKey = (code: string) => [...code].reduce((key, letter) => key * 26 + (letter.charCodeAt(0) - 65), 0);

/**
 * Serialises the changes of one customer's currency until the transaction ends (PostgreSQL and PGlite
 * alike): a transaction-level advisory lock on (customer id, currency). Every writer of the ledger
 * takes it before reading the balance.
 */
export async function lockCredit(tx: Db, customerId: number, currency: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${customerId}::int, ${currencyKey(currency)}::int)`);
}

/** The answer of a change: the balance after the row (the sum through it) and the row. */
async function changeOf(tx: Db, row: typeof customerCredit.$inferSelect): Promise<CreditChange> {
  const balanceMinor = await creditBalanceMinor(tx, row.customerId as number, row.currencyCode, row.id);
  return {
    currency: row.currencyCode,
    amount: fromMinor(balanceMinor, row.currencyCode),
    entry: toCreditEntry(row, balanceMinor),
  };
}

export interface CreditOutcome {
  change: CreditChange;
  /** True when the key had been used for this change already: nothing was written. */
  replayed: boolean;
}

export async function changeCredit(
  db: Db,
  customerId: number,
  body: CreditChangeBody,
  idempotencyKey: string,
  actor: Principal,
  clock: Clock,
): Promise<CreditOutcome> {
  const code = body.currency;
  const deltaMinor = toMinor(body.amount, code);
  const now = clock.now();
  return db.transaction(async (tx) => {
    if ((await creditOwner(tx, customerId, true)).isB2b) throw refused(MESSAGES.b2cOnly);
    const [known] = await tx
      .select({ code: currencyTable.code })
      .from(currencyTable)
      .where(eq(currencyTable.code, code));
    if (!known) throw invalid('currency', MESSAGES.unknownCurrency(code));
    await lockCredit(tx, customerId, code);
    const [earlier] = await tx.select().from(customerCredit).where(eq(customerCredit.idempotencyKey, idempotencyKey));
    if (earlier) {
      const same =
        earlier.customerId === customerId &&
        earlier.currencyCode === code &&
        earlier.amountMinor === deltaMinor &&
        earlier.reason === CREDIT_REASONS.staff;
      if (!same) throw refused(MESSAGES.keyReused);
      return { change: await changeOf(tx, earlier), replayed: true };
    }
    const currentMinor = await creditBalanceMinor(tx, customerId, code);
    const problem = creditChangeError(currentMinor, deltaMinor, code);
    if (problem) throw refused(problem);
    const [row] = await tx
      .insert(customerCredit)
      .values({
        customerId,
        currencyCode: code,
        amountMinor: deltaMinor,
        reason: CREDIT_REASONS.staff,
        idempotencyKey,
        actorId: actor.sub,
        actorEmail: actor.email,
        createdAt: now,
      })
      .onConflictDoNothing({ target: customerCredit.idempotencyKey })
      .returning();
    // The same key sent at once for another customer or currency (another lock): the first one holds it.
    if (!row) throw refused(MESSAGES.keyReused);
    const balanceMinor = currentMinor + deltaMinor;
    await audit(
      tx,
      actor,
      'update_gift_card_balance',
      customerId,
      { currency: code, balance: fromMinor(currentMinor, code) },
      {
        currency: code,
        balance: fromMinor(balanceMinor, code),
        amount: fromMinor(deltaMinor, code),
        reason: row.reason,
      },
      now,
    );
    return {
      change: { currency: code, amount: fromMinor(balanceMinor, code), entry: toCreditEntry(row, balanceMinor) },
      replayed: false,
    };
  });
}
