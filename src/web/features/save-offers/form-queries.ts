import { listActiveBasePrices } from '../../../shared/contracts/base-prices';
import { listPromotions, type SaveOfferPromotion } from '../../../shared/contracts/promotion-lookups';
import { listPlanPromotions, listSwitchPlans } from '../../../shared/contracts/save-offers';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { saveOfferKeys as keys } from './keys';

/**
 * The save offer form's option loads (their own module: the list page, which imports the area's
 * queries, does not load the promotion contract).
 */

/** The form's base price options: every active base price, by name (API-S-35). */
export function useActiveBasePrices() {
  return useEndpointQuery(listActiveBasePrices, keys.sub('active-base-prices'), {});
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
