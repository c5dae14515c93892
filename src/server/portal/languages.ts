import { portalErrorResponses } from '../../shared/contracts/common';
import { languagesPage, languagesQuery } from '../../shared/contracts/portal/languages';
import type { Permission } from '../../shared/permissions';
import { type AnyRoute, defineRoute } from '../http/route';
import { listLanguages } from '../services/reference';

/**
 * Every screen with a language filter or picker may read the languages: entitlements (filter), content
 * products and eCom products (catalogue), mini courses, vouchers (Individual), organizations.
 */
export const LANGUAGE_READERS = [
  'view:entitlement_menu',
  'view:product_menu',
  'view:ecom_product_menu',
  'view:mini_course_menu',
  'view:voucher_menu',
  'view:organization_menu',
] as const satisfies readonly Permission[];

export const languageRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/languages',
    summary: "Course languages, paged (API-P-14); 'All Access' only with includeAllAccess=true",
    permission: { anyOf: LANGUAGE_READERS },
    query: languagesQuery,
    response: { 200: languagesPage, ...portalErrorResponses },
    handler: ({ query, deps }) => listLanguages(deps.db, query),
  }),
];
