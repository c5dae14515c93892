import { storeErrorResponses } from '../../shared/contracts/common';
import {
  couponSearchList,
  couponSearchQuery,
  variantSearchList,
  variantSearchQuery,
} from '../../shared/contracts/store/catalog-search';
import type { PermissionRequirement } from '../../shared/permissions';
import { type AnyRoute, defineRoute } from '../http/route';
import { searchCouponsByPid, searchVariants } from '../services/catalog-search';

/** The content product form and the eCom screens search plans and their promotion codes. */
const CATALOG_SEARCHERS: PermissionRequirement = { anyOf: ['view:product_menu', 'view:ecom_product_menu'] };

export const catalogSearchRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/variants/search',
    summary: 'Plans whose PID or name contains q, case-insensitive, at most 50 (API-S-30)',
    permission: CATALOG_SEARCHERS,
    query: variantSearchQuery,
    response: { 200: variantSearchList, ...storeErrorResponses },
    handler: ({ query, deps }) => searchVariants(deps.db, query.q),
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/coupons/search',
    summary: 'Promotion codes (code, status) usable with a plan PID (API-S-53)',
    permission: CATALOG_SEARCHERS,
    query: couponSearchQuery,
    response: { 200: couponSearchList, ...storeErrorResponses },
    handler: ({ query, deps }) => searchCouponsByPid(deps.db, query.pid),
  }),
];
