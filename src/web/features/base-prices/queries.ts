import { keepPreviousData } from '@tanstack/react-query';
import {
  type BasePrice,
  createBasePrice,
  deleteBasePrice,
  listAppliedPlans,
  listBasePrices,
  listCurrencyAssociations,
  type SaveCurrencyAssociationsBody,
  saveCurrencyAssociations,
  type UpdateBasePriceBody,
  updateBasePrice,
} from '../../../shared/contracts/base-prices';
import { MAX_STORE_LIMIT } from '../../../shared/contracts/common';
import type { EndpointResponse } from '../../../shared/contracts/endpoint';
import { listCurrencies } from '../../../shared/contracts/reference';
import type { EndpointQueryInput } from '../../api/call';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { queryKeys } from '../../api/query-keys';
import { referenceKeys } from '../reference';

/**
 * Base prices and the currency configuration: one key tree under 'base-prices' (list, applied plans,
 * currency associations); every change invalidates all of it, so the list's currency columns follow a
 * saved configuration.
 */
export const basePriceKeys = queryKeys('base-prices');
const keys = basePriceKeys;

export type BasePriceListQuery = EndpointQueryInput<typeof listBasePrices>;
export type AppliedPlansQuery = EndpointQueryInput<typeof listAppliedPlans>;
export type CurrencyOption = EndpointResponse<typeof listCurrencies>['data'][number];

/** GET /base-prices (API-S-33, BP-14). */
export function useBasePrices(query: BasePriceListQuery) {
  return useEndpointQuery(listBasePrices, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** GET /currency-associations (API-S-39): the configured currencies in order, with their countries. */
export function useCurrencyAssociations() {
  return useEndpointQuery(listCurrencyAssociations, keys.sub('currency-associations'), {});
}

/** CONST-04 / CUR-10: every currency (limit 999) for the Configure Currency modal (API-S-32). */
const ALL_CURRENCIES = { limit: MAX_STORE_LIMIT } as const;
export function useCurrencies(enabled = true) {
  return useEndpointQuery(
    listCurrencies,
    referenceKeys.sub('currencies', ALL_CURRENCIES),
    { query: ALL_CURRENCIES },
    { enabled },
  );
}

/** GET /base-prices/{id}/variants (API-S-38, BP-17); null: the address names no base price (nothing is read). */
export function useAppliedPlans(id: number | null, query: AppliedPlansQuery) {
  return useEndpointQuery(
    listAppliedPlans,
    keys.sub('applied-plans', id ?? 0, query),
    { params: { id: id ?? 0 }, query },
    { placeholderData: keepPreviousData, enabled: id !== null },
  );
}

type Callbacks<E, V> = MutationCallbacks<EndpointResponse<E>, V>;

/** POST /base-prices (API-S-34, BP-11). */
export function useCreateBasePrice(callbacks?: Callbacks<typeof createBasePrice, string>) {
  return useEndpointMutation(
    createBasePrice,
    { input: (name: string) => ({ body: { name } }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** A save of one row: the body, and the `rowVersion` the change builds on (If-Match). */
export interface BasePriceWrite {
  id: number;
  body: UpdateBasePriceBody;
  rowVersion: number;
}

/**
 * PUT /base-prices/{id} (API-S-36, BP-12): inline save, Activate and Deactivate. The list is read again
 * after a refusal too, so a stale row (someone saved in between) shows its current values.
 */
export function useUpdateBasePrice(callbacks?: Callbacks<typeof updateBasePrice, BasePriceWrite>) {
  return useEndpointMutation(
    updateBasePrice,
    {
      input: ({ id, body, rowVersion }: BasePriceWrite) => ({ params: { id }, body, ifMatch: rowVersion }),
      invalidate: { queryKey: keys.all },
      on: 'settled',
    },
    callbacks,
  );
}

/** DELETE /base-prices/{id} (API-S-37, BP-13). */
export function useDeleteBasePrice(callbacks?: Callbacks<typeof deleteBasePrice, BasePrice>) {
  return useEndpointMutation(
    deleteBasePrice,
    { input: (row: BasePrice) => ({ params: { id: row.id } }), invalidate: { queryKey: keys.all }, on: 'settled' },
    callbacks,
  );
}

/** A save of the configuration: the body, and the `rowVersion` of the configuration read (If-Match). */
export interface CurrencyConfigurationSave {
  body: SaveCurrencyAssociationsBody;
  rowVersion: number;
}

/** PUT /currency-associations (API-S-40, CUR-01), on the version read (If-Match). */
export function useSaveCurrencyAssociations(
  callbacks?: Callbacks<typeof saveCurrencyAssociations, CurrencyConfigurationSave>,
) {
  return useEndpointMutation(
    saveCurrencyAssociations,
    {
      input: ({ body, rowVersion }: CurrencyConfigurationSave) => ({ body, ifMatch: rowVersion }),
      invalidate: { queryKey: keys.all },
    },
    callbacks,
  );
}
