import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import { listBasePrices } from '../../../shared/contracts/base-prices';
import { MAX_STORE_LIMIT } from '../../../shared/contracts/common';
import {
  type CancelReason,
  type CancelReasonBody,
  createSaveOffer,
  deleteSaveOffer,
  getSaveOffer,
  listCancelReasons,
  listSaveOffers,
  type SaveOffer,
  type SaveOfferBody,
  updateCancelReasons,
  updateSaveOffer,
} from '../../../shared/contracts/save-offers';
import {
  type MutationCallbacks,
  useEndpointMutation,
  useEndpointQuery,
  useVersionedEndpointQuery,
} from '../../api/endpoint-hooks';
import { saveOfferKeys as keys } from './keys';
import type { SaveOfferListQuery } from './list-url';

/** Save offers and cancel reasons (API-M-28..34): every change invalidates the area's key tree. */

export type { CancelReason, SaveOffer, SaveOfferBody };

/** GET /v2/save-offers (API-M-28). */
export function useSaveOffers(query: SaveOfferListQuery) {
  return useEndpointQuery(listSaveOffers, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** GET /v2/save-offers/{id} (API-M-30); null reads nothing. */
export function useSaveOffer(id: number | null) {
  return useEndpointQuery(getSaveOffer, keys.detail(id ?? 0), { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** GET /cancel-reason (API-M-33): the form's reasons, the list's filter and the modal. */
export function useCancelReasons(enabled = true) {
  return useEndpointQuery(listCancelReasons, keys.sub('cancel-reasons'), {}, { enabled });
}

/** GET /cancel-reason with the list's version (its ETag): what the Configure cancel reason modal edits. */
export function useCancelReasonList(enabled: boolean) {
  return useVersionedEndpointQuery(listCancelReasons, keys.sub('cancel-reason-list'), {}, { enabled });
}

/** Every base price, by name: the Advanced Search's options (an inactive one may still be applied). */
export function useAllBasePriceNames(enabled = true) {
  return useEndpointQuery(
    listBasePrices,
    keys.sub('all-base-prices'),
    { query: { limit: MAX_STORE_LIMIT, offset: 0, order: 'name' } },
    { enabled },
  );
}

type Callbacks<V> = MutationCallbacks<SaveOffer, V>;

/** POST /v2/save-offers (API-M-29). */
export function useCreateSaveOffer(callbacks?: Callbacks<SaveOfferBody>) {
  return useEndpointMutation(
    createSaveOffer,
    { input: (body: SaveOfferBody) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

export interface SaveOfferEdit {
  body: SaveOfferBody;
  rowVersion: number;
}

/** PUT /v2/save-offers/{id} (API-M-31): versioned (If-Match). */
export function useUpdateSaveOffer(id: number) {
  return useEndpointMutation(updateSaveOffer, {
    input: ({ body, rowVersion }: SaveOfferEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
    invalidate: { queryKey: keys.all },
  });
}

/** DELETE /v2/save-offers/{id} (API-M-32); the deleted detail is not read again. */
export function useDeleteSaveOffer(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteSaveOffer, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}

/** PUT /cancel-reason (API-M-34), on the version of the list read (If-Match). */
export function useUpdateCancelReasons() {
  return useEndpointMutation(updateCancelReasons, {
    input: ({ body, rowVersion }: { body: CancelReasonBody; rowVersion: number }) => ({ body, ifMatch: rowVersion }),
    invalidate: { queryKey: keys.all },
  });
}
