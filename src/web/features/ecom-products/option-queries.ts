import { keepPreviousData } from '@tanstack/react-query';
import { listActiveBasePrices, listBasePrices } from '../../../shared/contracts/base-prices';
import { MAX_STORE_LIMIT } from '../../../shared/contracts/common';
import { listDescriptionTemplates } from '../../../shared/contracts/description-templates';
import { listPlanCourses, listPlanImages, listUsedLanguages } from '../../../shared/contracts/ecom-products';
import { searchCouponsByPid } from '../../../shared/contracts/promotion-lookups';
import type { PlanProductType } from '../../../shared/domain/ecom-plan';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { ecomKeys as keys } from './keys';

/**
 * The option loads of the plan form, the add page and the log (apart from queries.ts, so the list's
 * chunk carries none of their contracts: templates, promotions, courses).
 */

/** GET /base-prices/actives (API-S-35): the active base prices with their help texts. */
export function useActiveBasePrices(enabled = true) {
  return useEndpointQuery(listActiveBasePrices, keys.sub('base-prices'), {}, { enabled });
}

/** GET /descriptions (API-M-01): the Description template options (EP-PLAN-10). */
export function useDescriptionTemplateOptions(enabled = true) {
  return useEndpointQuery(
    listDescriptionTemplates,
    keys.sub('description-templates'),
    { query: { limit: MAX_STORE_LIMIT, offset: 0 } },
    { enabled },
  );
}

/** GET /variants/images (API-S-42). */
export function usePlanImages(enabled = true) {
  return useEndpointQuery(listPlanImages, keys.sub('images'), {}, { enabled, staleTime: 60_000 });
}

/** GET /variants/courses (EP-PLAN-04): the courses a plan of `type` can sell in the product's language. */
export function usePlanCourses(type: PlanProductType | null, languageId: number, q: string) {
  return useEndpointQuery(
    listPlanCourses,
    keys.sub('courses', type, languageId, q),
    { query: { type: type ?? 'SUBSCRIPTION', languageId, ...(q ? { q } : {}), limit: 50 } },
    { enabled: type !== null, placeholderData: keepPreviousData },
  );
}

/** GET /products/used-languages (EP-ADD-02). */
export function useUsedLanguages() {
  return useEndpointQuery(listUsedLanguages, keys.sub('used-languages'), {});
}

/** GET /v2/coupons/search?pid= (API-S-53): a plan's promotion codes; asked only for a plan with a pid. */
export function usePromotionCodes(pid: string | null) {
  return useEndpointQuery(
    searchCouponsByPid,
    keys.sub('promotion-codes', pid ?? ''),
    { query: { pid: pid ?? '' } },
    { enabled: Boolean(pid) },
  );
}

/** GET /base-prices (API-S-33): every base price, active or not, by name (the list's Advanced Search). */
export function useAllBasePrices(enabled = true) {
  return useEndpointQuery(
    listBasePrices,
    keys.sub('all-base-prices'),
    { query: { limit: MAX_STORE_LIMIT, offset: 0, order: 'name' } },
    { enabled },
  );
}
