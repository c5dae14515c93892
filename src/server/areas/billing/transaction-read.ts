import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../../shared/contracts/transactions';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import { fromMinor } from '../../../shared/domain/money';
import { REFUND_MESSAGES, type TransactionStatus } from '../../../shared/domain/transaction';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { isoText } from '../../db/sql';
import { notFound } from '../../errors';
import { customer } from '../customers';
import { currency } from '../reference';
import { billingRefund, billingTransaction } from './tables';

/**
 * A customer's transactions as the billing engine answers them (API-S-09), in one named statement: the
 * customer by Auth0 id, its transactions newest first as JSON built by PostgreSQL, with their currency
 * symbol and their refunds (the ledger's rows, oldest first). What is left to refund is the total less
 * the refunds' sum.
 */

export type TransactionRow = typeof billingTransaction.$inferSelect;

/** One refund as the statement reads it (its time already in ISO form). */
interface RefundJson {
  amount: number;
  created: string;
  by: string | null;
}

/**
 * A column named with its table ("billing_transaction"."id"): in SQL text drizzle names a column alone
 * when the outer select has one table, which inside a subquery would name the subquery's own column.
 */
const q = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/** The refunds of the transaction: its ledger rows as a JSON array, oldest first. */
const refundsOf = sql`coalesce((
  select json_agg(json_build_object('amount', r.amount_minor, 'created', ${isoText(sql`r.created_at`)},
    'by', r.actor_email) order by r.id)
  from ${billingRefund} r where r.transaction_id = ${q(billingTransaction.id)}), '[]'::json)`;

/**
 * What the wire shows of a transaction, as one JSON object built by PostgreSQL (with its currency's
 * symbol, joined by the caller, and its refunds): one value to parse per transaction, not 33 columns,
 * and no time parsed into a Date only to be written out again.
 */
const transactionJson = sql`json_build_object(
  'transactionId', ${q(billingTransaction.transactionId)}, 'subscriptionId', ${q(billingTransaction.subscriptionId)},
  'kind', ${q(billingTransaction.kind)}, 'source', ${q(billingTransaction.source)}, 'status', ${q(billingTransaction.status)},
  'billingPlanType', ${q(billingTransaction.billingPlanType)}, 'planPid', ${q(billingTransaction.planPid)},
  'planName', ${q(billingTransaction.planName)}, 'currencyCode', ${q(billingTransaction.currencyCode)},
  'originalMinor', ${q(billingTransaction.originalMinor)}, 'discountMinor', ${q(billingTransaction.discountMinor)},
  'creditMinor', ${q(billingTransaction.creditMinor)}, 'amountMinor', ${q(billingTransaction.amountMinor)},
  'taxMinor', ${q(billingTransaction.taxMinor)}, 'taxType', ${q(billingTransaction.taxType)},
  'accountAmountMinor', ${q(billingTransaction.accountAmountMinor)}, 'totalMinor', ${q(billingTransaction.totalMinor)},
  'paymentType', ${q(billingTransaction.paymentType)}, 'cardType', ${q(billingTransaction.cardType)},
  'accountLast4', ${q(billingTransaction.accountLast4)}, 'district', ${q(billingTransaction.district)},
  'postalCode', ${q(billingTransaction.postalCode)}, 'country', ${q(billingTransaction.country)},
  'givenName', ${q(billingTransaction.givenName)}, 'familyName', ${q(billingTransaction.familyName)},
  'periodStartAt', ${isoText(billingTransaction.periodStartAt)},
  'periodEndAt', ${isoText(billingTransaction.periodEndAt)},
  'createdAt', ${isoText(billingTransaction.createdAt)},
  'currencySymbol', ${q(currency.symbol)}, 'refunds', ${refundsOf})`;

type Facts = Omit<TransactionRow, 'id' | 'customerId' | 'rowVersion' | 'periodStartAt' | 'periodEndAt' | 'createdAt'>;
/** What the wire shape reads of a transaction (the object `transactionJson` builds). */
export interface TransactionView extends Facts {
  periodStartAt: string | null;
  periodEndAt: string | null;
  createdAt: string;
  currencySymbol: string | null;
  refunds: RefundJson[];
}

/** The refunds' sum, in minor units. */
export const refundedMinor = (view: Pick<TransactionView, 'refunds'>) =>
  view.refunds.reduce((sum, r) => sum + r.amount, 0);

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
      ? { id: view.subscriptionId, startTime: view.periodStartAt, endTime: view.periodEndAt }
      : null,
    createdTime: view.createdAt,
    // TXN-06 (decided): the refunds' sums (no fee, no tax kept back: amount, account amount and total
    // are the same) and the latest refund's time.
    refundPrice: last
      ? {
          amount: money(refunded),
          accountAmount: money(refunded),
          total: money(refunded),
          created: last.created,
        }
      : null,
    refunds: view.refunds.map((r) => ({ amount: money(r.amount), created: r.created, by: r.by })),
    kind: view.kind,
  };
}

/**
 * A customer's transactions, newest first, as one JSON array in one row (the customer's, so an unknown
 * customer is no row), named: planned once per connection.
 */
const transactionsOfCustomer = preparedPer((db) =>
  db
    .select({
      transactions: sql<TransactionView[]>`coalesce((
        select json_agg(${transactionJson} order by ${q(billingTransaction.createdAt)} desc, ${q(billingTransaction.id)} desc)
        from ${billingTransaction} left join ${currency} on ${q(currency.code)} = ${q(billingTransaction.currencyCode)}
        where ${q(billingTransaction.customerId)} = ${q(customer.id)}), '[]'::json)`,
    })
    .from(customer)
    .where(eq(customer.auth0Id, sql.placeholder('auth0Id')))
    .prepare('transactions_of_customer'),
);

/** GET /transactions?auth0Id= (API-S-09), one statement: 404 for an unknown customer. */
export async function listTransactions(db: Db, auth0Id: string): Promise<Transaction[]> {
  const [row] = await transactionsOfCustomer(db).execute({ auth0Id });
  if (!row) throw notFound(CUSTOMER_MESSAGES.noSuchAuth0Id(auth0Id));
  return row.transactions.map(toTransaction);
}

/** One transaction of a customer as the wire shows it (after a refund); 404 when it is not theirs. */
export async function transactionOf(db: Db, transactionId: string, auth0Id: string): Promise<Transaction> {
  const [row] = await db
    .select({ transaction: sql<TransactionView>`${transactionJson}` })
    .from(billingTransaction)
    .innerJoin(customer, eq(customer.id, billingTransaction.customerId))
    .leftJoin(currency, eq(currency.code, billingTransaction.currencyCode))
    .where(and(eq(billingTransaction.transactionId, transactionId), eq(customer.auth0Id, auth0Id)));
  if (!row) throw notFound(REFUND_MESSAGES.notFound(transactionId));
  return toTransaction(row.transaction);
}
