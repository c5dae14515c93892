import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import { listBasePrices } from '../../../shared/contracts/base-prices';
import { MAX_STORE_LIMIT } from '../../../shared/contracts/common';
import { listBillingPlans, searchVariants } from '../../../shared/contracts/ecom-products';
import { listPromotions, type PromotionListItem } from '../../../shared/contracts/promotion-lookups';
import {
  type BogoPromotionBody,
  createBogoPromotion,
  createProviderPromotion,
  deletePromotion,
  getBogoPromotion,
  getProviderPromotion,
  listGiftPlans,
  listProviderCoupons,
  listSingleUseCodes,
  type Promotion,
  type ProviderPromotionBody,
  updateBogoPromotion,
  updateProviderPromotion,
} from '../../../shared/contracts/promotions';
import type { PromotionSource } from '../../../shared/domain/promotion';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { promotionKeys as keys } from './keys';
import type { PromotionListQuery } from './list-url';

/**
 * Promotions (API-M-17..27): the hooks reading the area's key tree (keys.ts); every change
 * invalidates all of it.
 */

export type { BogoPromotionBody, Promotion, ProviderPromotionBody };

/** GET /v2/coupons, the list variant (API-M-20). PROMO-LIST-16: a failed load is not retried or announced. */
export function usePromotions(query: PromotionListQuery) {
  return useEndpointQuery(listPromotions, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** The rows of the list variant's answer (the save-offer variant answers `data`, which the list never asks). */
export function promotionRowsOf(answer: object | undefined): { list: PromotionListItem[]; total: number } | undefined {
  return answer && 'list' in answer ? (answer as { list: PromotionListItem[]; total: number }) : undefined;
}

/** PROMO-DET-01: the detail, read by the source's endpoint (API-M-23 or API-M-21); null reads nothing. */
export function usePromotion(id: number | null, source: PromotionSource) {
  const endpoint = source === 'buy-one-gift-one' ? getBogoPromotion : getProviderPromotion;
  return useEndpointQuery(
    endpoint,
    keys.detail(id ?? 0, source),
    { params: { id: id ?? 0 } },
    { enabled: id !== null },
  );
}

/** API-M-17: the billing provider's coupons, by code, each with the promotion it made (if any). */
export function useProviderCoupons(enabled = true) {
  return useEndpointQuery(listProviderCoupons, keys.sub('provider-coupons'), {}, { enabled });
}

/** The base prices a promotion may apply to: every base price, by name (one page of the most, §7). */
export function useBasePriceOptions(enabled = true) {
  return useEndpointQuery(
    listBasePrices,
    keys.sub('base-prices'),
    { query: { limit: MAX_STORE_LIMIT, offset: 0, order: 'name' } },
    { enabled },
  );
}

/** The billing plans a description and disclosure entry is for (API-S-44). */
export function useBillingPlanOptions(enabled = true) {
  return useEndpointQuery(listBillingPlans, keys.sub('billing-plans'), {}, { enabled });
}

/** PROMO-BOGO-03: plans whose PID or name holds `q` (API-S-30). */
export function useBasePlanSearch(q: string, enabled = true) {
  return useEndpointQuery(searchVariants, keys.sub('base-plans', q), { query: { q } }, { enabled });
}

/** PROMO-BOGO-03: the plans the chosen base plan may gift. */
export function useGiftPlans(basePlanPid: string | null | undefined) {
  return useEndpointQuery(
    listGiftPlans,
    keys.sub('gift-plans', basePlanPid ?? ''),
    { query: { base_plan_pid: basePlanPid ?? '' } },
    { enabled: Boolean(basePlanPid) },
  );
}

export interface SingleUseQuery {
  page: number;
  size: number;
  hideRedeemed: boolean;
}

/** API-M-26: a bulk promotion's single-use codes, a page of them, with the redeemed count. */
export function useSingleUseCodes(id: number, { page, size, hideRedeemed }: SingleUseQuery) {
  const query = { hide_redeemed: hideRedeemed ? 'true' : 'false', limit: size, offset: (page - 1) * size } as const;
  return useEndpointQuery(
    listSingleUseCodes,
    keys.sub('single-uses', id, query),
    { params: { id }, query },
    { placeholderData: keepPreviousData },
  );
}

type Callbacks<V> = MutationCallbacks<Promotion, V>;

/** POST /v2/coupons/recurly (API-M-18): a bulk one generates its codes. */
export function useCreateProviderPromotion(callbacks?: Callbacks<ProviderPromotionBody>) {
  return useEndpointMutation(
    createProviderPromotion,
    { input: (body: ProviderPromotionBody) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** POST /v2/coupons/buy-one-gift-one (API-M-19). */
export function useCreateBogoPromotion(callbacks?: Callbacks<BogoPromotionBody>) {
  return useEndpointMutation(
    createBogoPromotion,
    { input: (body: BogoPromotionBody) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** An edit: the body, and the `rowVersion` the edit builds on (sent as If-Match). */
export interface PromotionEdit<B> {
  body: B;
  rowVersion: number;
}

/** PUT /v2/coupons/recurly/{id} (API-M-24): versioned. */
export function useUpdateProviderPromotion(id: number) {
  return useEndpointMutation(updateProviderPromotion, {
    input: ({ body, rowVersion }: PromotionEdit<ProviderPromotionBody>) => ({
      params: { id },
      body,
      ifMatch: rowVersion,
    }),
    invalidate: { queryKey: keys.all },
  });
}

/** PUT /v2/coupons/buy-one-gift-one/{id} (API-M-22): versioned. */
export function useUpdateBogoPromotion(id: number) {
  return useEndpointMutation(updateBogoPromotion, {
    input: ({ body, rowVersion }: PromotionEdit<BogoPromotionBody>) => ({ params: { id }, body, ifMatch: rowVersion }),
    invalidate: { queryKey: keys.all },
  });
}

/** DELETE /v2/coupons/{id} (API-M-25); the deleted promotion's detail is not read again (the page leaves it). */
export function useDeletePromotion(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deletePromotion, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}
