import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import { listActiveBasePrices } from '../../../shared/contracts/base-prices';
import {
  createDisclosure,
  type Disclosure,
  type DisclosureBody,
  deleteDisclosure,
  getDisclosure,
  listDisclosures,
  switchDisclosureStatus,
  updateDisclosure,
} from '../../../shared/contracts/disclosures';
import { listBillingPlans } from '../../../shared/contracts/ecom-products';
import type { DisclosureStatus } from '../../../shared/domain/disclosure';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { disclosureKeys as keys } from './keys';
import type { DisclosureListQuery } from './list-url';

/**
 * Disclosures (API-M-06..11): the hooks reading the area's key tree (keys.ts); every change
 * invalidates all of it.
 */

export type { Disclosure, DisclosureBody };

/** GET /disclosures (API-M-06, DISC-12). */
export function useDisclosures(query: DisclosureListQuery) {
  return useEndpointQuery(listDisclosures, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** GET /disclosures/{id} (API-M-07); null reads nothing. */
export function useDisclosure(id: number | null) {
  return useEndpointQuery(getDisclosure, keys.detail(id ?? 0), { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** The form's base price options: every active base price, by name (API-S-35). */
export function useBasePriceOptions() {
  return useEndpointQuery(listActiveBasePrices, keys.sub('base-price-options'), {});
}

/** The form's billing plan options (API-S-44). */
export function useBillingPlanOptions() {
  return useEndpointQuery(listBillingPlans, keys.sub('billing-plan-options'), {});
}

type Callbacks<V> = MutationCallbacks<Disclosure, V>;

/** POST /disclosures (API-M-08): a new disclosure starts inactive. */
export function useCreateDisclosure(callbacks?: Callbacks<DisclosureBody>) {
  return useEndpointMutation(
    createDisclosure,
    { input: (body: DisclosureBody) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** An edit: the body, and the `rowVersion` the edit builds on (sent as If-Match). */
export interface DisclosureEdit {
  body: DisclosureBody;
  rowVersion: number;
}

/** PUT /disclosures/{id} (API-M-09): a versioned write, refused (409) when someone saved in between. */
export function useUpdateDisclosure(id: number, callbacks?: Callbacks<DisclosureEdit>) {
  return useEndpointMutation(
    updateDisclosure,
    {
      input: ({ body, rowVersion }: DisclosureEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
      invalidate: { queryKey: keys.all },
    },
    callbacks,
  );
}

/** DELETE /disclosures/{id} (API-M-10); the deleted disclosure's own detail is not read again (the page leaves it). */
export function useDeleteDisclosure(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteDisclosure, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}

/**
 * PUT /disclosures/switch-status (API-M-11): activate or deactivate the version read (If-Match); a
 * refusal because someone saved in between reads the disclosure again too (its message says the status).
 */
export function useSwitchDisclosureStatus(id: number) {
  return useEndpointMutation(switchDisclosureStatus, {
    input: ({ status, rowVersion }: { status: DisclosureStatus; rowVersion: number }) => ({
      body: { id, status },
      ifMatch: rowVersion,
    }),
    invalidate: { queryKey: keys.all },
    on: 'settled',
  });
}
