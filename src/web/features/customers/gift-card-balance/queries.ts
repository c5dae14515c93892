import { keepPreviousData } from '@tanstack/react-query';
import { changeCredit, listCreditHistory, listCredits } from '../../../../shared/contracts/credits';
import { listCurrencies } from '../../../../shared/contracts/reference';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpoint-hooks';
import { referenceKeys } from '../../reference';
import { creditKeys as keys } from './keys';

/** GET /v2/customer/{id}/credits (API-S-07, GCB-01): one amount per currency code. */
export function useCredits(customerId: number) {
  return useEndpointQuery(listCredits, keys.detail(customerId), { params: { id: customerId } });
}

/** GET /v2/customer/{id}/credits/history: a page of the ledger, newest first (1-based `page`). */
export function useCreditHistory(customerId: number, page: number, size: number) {
  const query = { limit: size, offset: (page - 1) * size };
  return useEndpointQuery(
    listCreditHistory,
    keys.detail(customerId, { history: query }),
    { params: { id: customerId }, query },
    { placeholderData: keepPreviousData },
  );
}

/** GET /currencies (API-S-32, GCB-03): every currency code; the customer area sends no query (CONF-03). */
export function useCurrencyCodes(enabled: boolean) {
  return useEndpointQuery(listCurrencies, referenceKeys.sub('currencies'), {}, { enabled });
}

/** One change of one currency: the delta (GCB-07) and the key of its intent. */
export interface CreditAsk {
  currency: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * POST /v2/customer/{id}/credits (API-S-08): one currency's delta, once per intent (its idempotency key).
 * The balance and its history are read again afterwards, also after a refusal (someone changed the
 * balance meanwhile: the dialog shows what it is now).
 */
export function useChangeCredit(customerId: number) {
  return useEndpointMutation(changeCredit, {
    input: (ask: CreditAsk) => ({
      params: { id: customerId },
      body: { currency: ask.currency, amount: ask.amount },
      idempotencyKey: ask.idempotencyKey,
    }),
    invalidate: { queryKey: keys.detail(customerId) },
    on: 'settled',
  });
}
