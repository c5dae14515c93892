import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import { listActiveBasePrices, listBasePrices } from '../../../shared/contracts/base-prices';
import { MAX_STORE_LIMIT } from '../../../shared/contracts/common';
import { listPromotions, type SaveOfferPromotion } from '../../../shared/contracts/promotions';
import {
  type CancelReason,
  type CancelReasonBody,
  createSaveOffer,
  deleteSaveOffer,
  getSaveOffer,
  listCancelReasons,
  listPlanPromotions,
  listSaveOffers,
  listSwitchPlans,
  type SaveOffer,
  type SaveOfferBody,
  updateCancelReasons,
  updateSaveOffer,
} from '../../../shared/contracts/save-offers';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
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

/** The form's base price options: every active base price, by name (API-S-35). */
export function useActiveBasePrices() {
  return useEndpointQuery(listActiveBasePrices, keys.sub('active-base-prices'), {});
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

/** SO-FORM-10: the redeemable promotions of every selected base price (API-M-20, save-offer variant). */
export function useBasePricePromotions(basePriceIds: readonly number[]) {
  const ids = [...basePriceIds].sort((a, b) => a - b);
  return useEndpointQuery(
    listPromotions,
    keys.sub('promotions', ids.join(',')),
    { query: { for_save_offer: 'true', base_price_ids: ids.join(',') } },
    { enabled: ids.length > 0 },
  );
}

/** The save-offer variant's promotions out of GET /v2/coupons's answer (the list variant has none). */
export function saveOfferPromotionsOf(
  answer: { data: SaveOfferPromotion[] } | object | undefined,
): SaveOfferPromotion[] {
  return answer && 'data' in answer ? answer.data : [];
}

/** SO-FORM-21: plans a save offer can switch to, by PID or title. */
export function useSwitchPlans(q: string, enabled = true) {
  return useEndpointQuery(listSwitchPlans, keys.sub('switch-plans', q), { query: { q } }, { enabled });
}

/** SO-FORM-13: the switch-to plan's promotion codes. */
export function usePlanPromotions(pid: string | null | undefined) {
  return useEndpointQuery(
    listPlanPromotions,
    keys.sub('plan-promotions', pid ?? ''),
    { query: { pid: pid ?? '' } },
    { enabled: Boolean(pid) },
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

/** PUT /cancel-reason (API-M-34). */
export function useUpdateCancelReasons() {
  return useEndpointMutation(updateCancelReasons, {
    input: (body: CancelReasonBody) => ({ body }),
    invalidate: { queryKey: keys.all },
  });
}
