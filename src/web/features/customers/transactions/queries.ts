import { listTransactions, refundTransaction } from '../../../../shared/contracts/transactions';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpoint-hooks';
import { transactionKeys as keys } from './keys';

/** GET /transactions?auth0Id= (API-S-09, TXN-01). */
export function useTransactions(auth0Id: string) {
  return useEndpointQuery(listTransactions, keys.list(auth0Id), { query: { auth0Id } });
}

/** What a refund sends: the transaction, the amount typed and the key of this refund's intent. */
export interface RefundAsk {
  transactionId: string;
  source: string;
  amount: string;
  idempotencyKey: string;
}

/**
 * POST /transactions/:id/refunds (API-S-10, RFD-08): the amount entered, once per intent (its
 * idempotency key); the list is read again afterwards, also after a refusal (someone refunded meanwhile:
 * the row shows what is left now).
 */
export function useRefund(auth0Id: string) {
  return useEndpointMutation(refundTransaction, {
    input: (ask: RefundAsk) => ({
      params: { id: ask.transactionId },
      body: { amount: ask.amount, auth0Id, source: ask.source },
      idempotencyKey: ask.idempotencyKey,
    }),
    invalidate: { queryKey: keys.list(auth0Id) },
    on: 'settled',
  });
}
