import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import { listActiveBasePrices } from '../../../shared/contracts/base-prices';
import { listBillingPlans } from '../../../shared/contracts/ecom-products';
import {
  createUpsellDowngrade,
  deleteUpsellDowngrade,
  getUpsellDowngrade,
  listUpsellDowngrades,
  type UpsellDowngrade,
  type UpsellDowngradeBody,
  updateUpsellDowngrade,
} from '../../../shared/contracts/upsell-downgrades';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { upsellDowngradeKeys as keys } from './keys';
import type { UdListQuery } from './list-url';

/** Upsell & downgrade rules (API-M-12..16): hooks on the area's key tree; every change invalidates all of it. */

export type { UpsellDowngrade, UpsellDowngradeBody };

/** GET /upsell-downgrades (API-M-12). */
export function useUpsellDowngrades(query: UdListQuery) {
  return useEndpointQuery(listUpsellDowngrades, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** GET /upsell-downgrades/{id} (API-M-13); null reads nothing. */
export function useUpsellDowngrade(id: number | null) {
  return useEndpointQuery(
    getUpsellDowngrade,
    keys.detail(id ?? 0),
    { params: { id: id ?? 0 } },
    { enabled: id !== null },
  );
}

/** The form's base price options: every active base price, by name (API-S-35). */
export function useBasePriceOptions() {
  return useEndpointQuery(listActiveBasePrices, keys.sub('base-price-options'), {});
}

/** The form's billing plan options (API-S-44). */
export function useBillingPlanOptions() {
  return useEndpointQuery(listBillingPlans, keys.sub('billing-plan-options'), {});
}

/** POST /upsell-downgrades (API-M-14). */
export function useCreateUpsellDowngrade() {
  return useEndpointMutation(createUpsellDowngrade, {
    input: (body: UpsellDowngradeBody) => ({ body }),
    invalidate: { queryKey: keys.all },
  });
}

/** An edit: the body, and the `rowVersion` it builds on (sent as If-Match). */
export interface UdEdit {
  body: UpsellDowngradeBody;
  rowVersion: number;
}

/** PUT /upsell-downgrades/{id} (API-M-15): a versioned write. */
export function useUpdateUpsellDowngrade(id: number) {
  return useEndpointMutation(updateUpsellDowngrade, {
    input: ({ body, rowVersion }: UdEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
    invalidate: { queryKey: keys.all },
  });
}

/** DELETE /upsell-downgrades/{id} (API-M-16); the deleted rule's own detail is not read again. */
export function useDeleteUpsellDowngrade(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteUpsellDowngrade, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}
