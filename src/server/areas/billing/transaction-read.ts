import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../shared/contracts/transactions';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import { fromMinor } from '../../../shared/domain/money';
import { REFUND_MESSAGES, type TransactionStatus } from '../../../shared/domain/transaction';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { notFound } from '../../errors';
import { customer } from '../customers';
import { currency } from '../reference';
import { billingRefund, billingTransaction } from './tables';

/**
 * A customer's transactions as the billing engine answers them (API-S-09), in one named statement: the
 * customer by Auth0 id, its transactions newest first with their currency symbol and their refunds (the
 * ledger's rows, oldest first). What is left to refund is the total less the refunds' sum.
 */

export type TransactionRow = typeof billingTransaction.$inferSelect;

/** One refund as the statement reads it (a JSON array built by PostgreSQL). */
interface RefundJson {
  amount: number;
  created: string;
  by: string | null;
}

/** The refunds of the transaction `t`: its ledger rows as a JSON array, oldest first. */
const refundsOf = sql<RefundJson[]>`coalesce((
  select json_agg(json_build_object('amount', r.amount_minor, 'created', r.created_at, 'by', r.actor_email)
    order by r.id)
  from ${billingRefund} r where r.transaction_id = ${billingTransaction.id}), '[]'::json)`;

const wireColumns = {
  id: billingTransaction.id,
  transactionId: billingTransaction.transactionId,
  subscriptionId: billingTransaction.subscriptionId,
  kind: billingTransaction.kind,
  source: billingTransaction.source,
  status: billingTransaction.status,
  billingPlanType: billingTransaction.billingPlanType,
  planPid: billingTransaction.planPid,
  planName: billingTransaction.planName,
  currencyCode: billingTransaction.currencyCode,
  originalMinor: billingTransaction.originalMinor,
  discountMinor: billingTransaction.discountMinor,
  creditMinor: billingTransaction.creditMinor,
  amountMinor: billingTransaction.amountMinor,
  taxMinor: billingTransaction.taxMinor,
  taxType: billingTransaction.taxType,
  accountAmountMinor: billingTransaction.accountAmountMinor,
  totalMinor: billingTransaction.totalMinor,
  paymentType: billingTransaction.paymentType,
  cardType: billingTransaction.cardType,
  accountLast4: billingTransaction.accountLast4,
  district: billingTransaction.district,
  postalCode: billingTransaction.postalCode,
  country: billingTransaction.country,
  givenName: billingTransaction.givenName,
  familyName: billingTransaction.familyName,
  periodStartAt: billingTransaction.periodStartAt,
  periodEndAt: billingTransaction.periodEndAt,
  createdAt: billingTransaction.createdAt,
  currencySymbol: currency.symbol,
  refunds: refundsOf,
};

/** What the wire shape reads of a transaction. */
export type TransactionView = {
  [K in keyof typeof wireColumns]: K extends 'currencySymbol'
    ? string | null
    : K extends 'refunds'
      ? RefundJson[]
      : TransactionRow[K & keyof TransactionRow];
};

const selectWire = (db: Db) =>
  db
    .select(wireColumns)
    .from(billingTransaction)
    .leftJoin(currency, eq(currency.code, billingTransaction.currencyCode));

/** The refunds' sum, in minor units. */
export const refundedMinor = (view: Pick<TransactionView, 'refunds'>) =>
  view.refunds.reduce((sum, r) => sum + r.amount, 0);

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const isoText = (at: string) => new Date(at).toISOString();

/** SUB-DISP-03 / TXN-05: the account masked to its last 4 digits. */
const masked = (last4: string | null) => (last4 ? `************${last4}` : null);

/** The wire's transaction (API-S-09). */
export function toTransaction(view: TransactionView): Transaction {
  const code = view.currencyCode;
  const money = (minor: number) => fromMinor(minor, code);
  const refunded = refundedMinor(view);
  const last = view.refunds.at(-1);
  return {
    id: view.transactionId,
    productPlan: { pid: view.planPid, name: view.planName },
    source: view.source,
    status: view.status as TransactionStatus,
    billingPlan: { type: view.billingPlanType },
    price: {
      originalPrice: money(view.originalMinor),
      discount: money(view.discountMinor),
      credit: money(view.creditMinor),
      tax: money(view.taxMinor),
      taxType: view.taxType,
      amount: money(view.amountMinor),
      accountAmount: money(view.accountAmountMinor),
      total: money(view.totalMinor),
      refundableAmount: money(Math.max(0, view.totalMinor - refunded)),
    },
    currency: { symbol: view.currencySymbol ?? code, code },
    paymentInformation:
      view.paymentType === null
        ? null
        : {
            type: view.paymentType,
            cardType: view.cardType,
            account: masked(view.accountLast4),
            district: view.district,
            postalCode: view.postalCode,
            country: view.country,
            givenName: view.givenName,
            familyName: view.familyName,
          },
    subscription: view.subscriptionId
      ? { id: view.subscriptionId, startTime: iso(view.periodStartAt), endTime: iso(view.periodEndAt) }
      : null,
    createdTime: view.createdAt.toISOString(),
    // TXN-06 (decided): the refunds' sums (no fee, no tax kept back: amount, account amount and total
    // are the same) and the latest refund's time.
    refundPrice: last
      ? {
          amount: money(refunded),
          accountAmount: money(refunded),
          total: money(refunded),
          created: isoText(last.created),
        }
      : null,
    refunds: view.refunds.map((r) => ({ amount: money(r.amount), created: isoText(r.created), by: r.by })),
    kind: view.kind,
  };
}

/** A customer's transactions, newest first, named (planned once per connection). */
const transactionsOfCustomer = preparedPer((db) =>
  selectWire(db)
    .rightJoin(customer, eq(customer.id, billingTransaction.customerId))
    .where(eq(customer.auth0Id, sql.placeholder('auth0Id')))
    .orderBy(desc(billingTransaction.createdAt), desc(billingTransaction.id))
    .prepare('transactions_of_customer'),
);

/** GET /transactions?auth0Id= (API-S-09), one statement: 404 for an unknown customer. */
export async function listTransactions(db: Db, auth0Id: string): Promise<Transaction[]> {
  const rows = await transactionsOfCustomer(db).execute({ auth0Id });
  if (rows.length === 0) throw notFound(CUSTOMER_MESSAGES.noSuchAuth0Id(auth0Id));
  return rows.flatMap((row) => (row.transactionId === null ? [] : [toTransaction(row as TransactionView)]));
}

/** One transaction of a customer as the wire shows it (after a refund); 404 when it is not theirs. */
export async function transactionOf(db: Db, transactionId: string, auth0Id: string): Promise<Transaction> {
  const [row] = await selectWire(db)
    .innerJoin(customer, eq(customer.id, billingTransaction.customerId))
    .where(and(eq(billingTransaction.transactionId, transactionId), eq(customer.auth0Id, auth0Id)));
  if (!row) throw notFound(REFUND_MESSAGES.notFound(transactionId));
  return toTransaction(row);
}
