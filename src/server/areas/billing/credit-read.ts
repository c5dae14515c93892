import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { CreditBalance, CreditEntry, CreditHistoryPage } from '../../../shared/contracts/credits';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import { fromMinor } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { pageWindow, preparedPer, preparedShapes, statementName } from '../../db/prepared';
import { notFound } from '../../errors';
import { customer } from '../customers';
import { customerCredit } from './tables';

/**
 * The gift card balance read from its ledger (API-S-07 and its history): a currency's balance is the sum
 * of its rows, never a stored total. A B2B customer has none (CUS-INFO-08: B2C only).
 */

/** What the wire shows of a ledger row. */
type CreditRow = Pick<
  typeof customerCredit.$inferSelect,
  'id' | 'currencyCode' | 'amountMinor' | 'reason' | 'actorId' | 'actorEmail' | 'createdAt'
>;

/** A ledger row as the wire shows it, with the currency's balance after it (minor units). */
export function toCreditEntry(row: CreditRow, balanceMinor: number): CreditEntry {
  return {
    id: row.id,
    currency: row.currencyCode,
    amount: fromMinor(row.amountMinor, row.currencyCode),
    balance: fromMinor(balanceMinor, row.currencyCode),
    reason: row.reason,
    by: row.actorEmail ?? row.actorId,
    created: row.createdAt.toISOString(),
  };
}

/** The sum of a customer's rows of one currency, up to row `throughId` when given (minor units). */
export async function creditBalanceMinor(
  db: Db,
  customerId: number,
  currency: string,
  throughId?: number,
): Promise<number> {
  const [sum] = await db
    .select({ minor: sql<number>`coalesce(sum(${customerCredit.amountMinor}), 0)::int` })
    .from(customerCredit)
    .where(
      and(
        eq(customerCredit.customerId, customerId),
        eq(customerCredit.currencyCode, currency),
        throughId === undefined ? undefined : lte(customerCredit.id, throughId),
      ),
    );
  return Number(sum?.minor ?? 0);
}

/**
 * A customer's balances by currency code, named (planned once per connection): one row per currency,
 * or one row without a currency when the ledger has none; nothing for an unknown customer.
 */
const balancesOfCustomer = preparedPer((db) =>
  db
    .select({
      isB2b: customer.isB2b,
      currency: customerCredit.currencyCode,
      minor: sql<number | null>`sum(${customerCredit.amountMinor})::int`,
    })
    .from(customerCredit)
    .rightJoin(customer, eq(customer.id, customerCredit.customerId))
    .where(eq(customer.id, sql.placeholder('id')))
    .groupBy(customer.id, customerCredit.currencyCode)
    .orderBy(asc(customerCredit.currencyCode))
    .prepare('credit_balances_of_customer'),
);

/** GET /v2/customer/{id}/credits (API-S-07, GCB-01), one statement: 404 for an unknown customer. */
export async function listCredits(db: Db, customerId: number): Promise<CreditBalance[]> {
  const rows = await balancesOfCustomer(db).execute({ id: customerId });
  if (rows.length === 0) throw notFound(CUSTOMER_MESSAGES.notFound(customerId));
  if (rows[0]?.isB2b) return [];
  return rows.flatMap((row) =>
    row.currency === null ? [] : [{ currency: row.currency, amount: fromMinor(Number(row.minor ?? 0), row.currency) }],
  );
}

/**
 * The customer's B2B flag; 404 when there is no such customer. `lock`: kept until the transaction ends
 * (FOR KEY SHARE: a change's row cannot lose its customer to a delete in between; edits go on).
 */
export async function creditOwner(db: Db, customerId: number, lock = false): Promise<{ isB2b: boolean }> {
  const query = db.select({ isB2b: customer.isB2b }).from(customer).where(eq(customer.id, customerId));
  const [found] = lock ? await query.for('key share') : await query;
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound(customerId));
  return found;
}

/** A page of a customer's ledger: one statement per page shape (db/prepared.ts), named when planned once. */
const historyByShape = preparedShapes<ReturnType<typeof buildHistoryPage>>();

/**
 * The page's rows, newest first, each with its currency's balance after it (a running sum in ledger
 * order) and how many rows there are, with the customer's B2B flag; one row without a ledger row when
 * the customer has none; nothing for an unknown customer (or a page past the end).
 */
function buildHistoryPage(db: Db, window: ReturnType<typeof pageWindow>) {
  return db
    .select({
      isB2b: customer.isB2b,
      id: customerCredit.id,
      currencyCode: customerCredit.currencyCode,
      amountMinor: customerCredit.amountMinor,
      reason: customerCredit.reason,
      actorId: customerCredit.actorId,
      actorEmail: customerCredit.actorEmail,
      createdAt: customerCredit.createdAt,
      balance: sql<number>`(sum(${customerCredit.amountMinor}) over (partition by ${customerCredit.currencyCode} order by ${customerCredit.id}))::int`,
      count: sql<number>`(count(${customerCredit.id}) over ())::int`,
    })
    .from(customer)
    .leftJoin(customerCredit, eq(customerCredit.customerId, customer.id))
    .where(eq(customer.id, sql.placeholder('id')))
    .orderBy(sql`${customerCredit.id} desc nulls last`)
    .limit(window.limit)
    .offset(window.offset)
    .prepare(window.planned ? statementName('credit_history_of_customer', window.shape) : '');
}

/**
 * GET /v2/customer/{id}/credits/history (issue 23 ★ the ledger visible): the rows, newest first, each
 * with its currency's balance after it, and how many there are; one statement (404 for an unknown
 * customer; a page past the end asks for the count apart).
 */
export async function creditHistory(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<CreditHistoryPage> {
  const window = pageWindow(page.limit, page.offset);
  const rows = await historyByShape(db, window.shape, () => buildHistoryPage(db, window)).execute({
    id: customerId,
    size: page.limit,
    offset: page.offset,
  });
  if (rows.length === 0) {
    // Past the end of the ledger (or no such customer: 404).
    if ((await creditOwner(db, customerId)).isB2b) return { data: [], count: 0 };
    return { data: [], count: await db.$count(customerCredit, eq(customerCredit.customerId, customerId)) };
  }
  if (rows[0]?.isB2b) return { data: [], count: 0 };
  return {
    data: rows.flatMap((r) => (r.id === null ? [] : [toCreditEntry(r as CreditRow, Number(r.balance))])),
    count: Number(rows[0]?.count ?? 0),
  };
}
