import { z } from 'zod';
import { AUTH0_ID_MAX, BILLING_ID_MAX } from '../domain/customer';
import { REFUND_PERMISSION, TRANSACTION_STATUSES } from '../domain/transaction';
import { defineEndpoint } from './endpoint';
import { text } from './fields';

/**
 * Transactions and refunds (spec 1 §3 Transaction, §7 API-S-09/10; checklist 7): the store admin API of
 * the Transactions tab, in the spec's camelCase. Amounts are decimal numbers of the currency (19.99);
 * the engine keeps integer minor units.
 */

const AREA = 'billing';

/** TXN-04: the price breakdown, each to the currency's decimals. */
export const transactionPriceSchema = z.object({
  originalPrice: z.number(),
  discount: z.number(),
  credit: z.number(),
  tax: z.number(),
  taxType: z.string().nullable(),
  amount: z.number(),
  accountAmount: z.number(),
  total: z.number(),
  /** The total less the refunds (read under the transaction's lock when refunding). */
  refundableAmount: z.number(),
});

/** TXN-05: the payment information; the account masked to its last 4 digits. */
export const paymentInformationSchema = z.object({
  type: z.string().nullable(),
  cardType: z.string().nullable(),
  account: z.string().nullable(),
  district: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
});

/** TXN-06: the refunds so far (their sums and the latest's time); null before any refund. */
export const refundPriceSchema = z.object({
  amount: z.number(),
  accountAmount: z.number(),
  total: z.number(),
  created: z.string(),
});

/** One refund of the ledger (the row expansion lists them: who, when, how much). */
export const refundSchema = z.object({
  amount: z.number(),
  created: z.string(),
  by: z.string().nullable(),
});

/** API-S-09: one transaction. */
export const transactionSchema = z.object({
  id: z.string(),
  productPlan: z.object({ pid: z.string().nullable(), name: z.string().nullable() }),
  source: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  billingPlan: z.object({ type: z.string() }),
  price: transactionPriceSchema,
  currency: z.object({ symbol: z.string(), code: z.string() }),
  paymentInformation: paymentInformationSchema.nullable(),
  subscription: z
    .object({ id: z.string(), startTime: z.string().nullable(), endTime: z.string().nullable() })
    .nullable(),
  createdTime: z.string(),
  refundPrice: refundPriceSchema.nullable(),
  refunds: z.array(refundSchema),
  /** What it was charged for: purchase, renewal, resume, restart, gift. */
  kind: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuery = z.object({ auth0Id: text(AUTH0_ID_MAX) });

export const listTransactions = defineEndpoint({
  name: 'listTransactions',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/transactions',
  summary: "A customer's transactions, newest first, with their refunds (API-S-09)",
  permission: 'read:customers',
  query: transactionListQuery,
  response: z.array(transactionSchema),
  errors: [404],
});

/** A billing provider's transaction id ('txn_…'). */
const transactionIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a transaction id (letters, digits, _ and -)')
  .max(BILLING_ID_MAX, `must be at most ${BILLING_ID_MAX} characters`);

/** API-S-10: the amount (a decimal of the currency; the rule is `refundAmountError`), the customer, the source. */
export const refundBody = z.object({
  amount: z.union([z.number(), text(32)]).optional(),
  auth0Id: text(AUTH0_ID_MAX),
  source: text(32),
});

export const refundTransaction = defineEndpoint({
  name: 'refundTransaction',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/transactions/:id/refunds',
  summary: 'Refund part or all of what is left of a transaction, once per Idempotency-Key (API-S-10)',
  permission: REFUND_PERMISSION,
  params: z.object({ id: transactionIdParam }),
  body: refundBody,
  response: transactionSchema,
  status: 201,
  errors: [404, 409],
  idempotent: true,
});
