import { z } from 'zod';
import { storeList } from './common';
import { CATALOG_SEARCHERS } from './ecom-products';
import { defineEndpoint } from './endpoint';
import { queryText } from './fields';

/** Promotions and their codes. Today: the code search the content product form uses. */

/** GET /v2/coupons/search?pid= (API-S-53): the promotion codes usable with a plan. */
export const couponSearchQuery = z.object({
  pid: z.string({ error: "'pid' is required" }).pipe(queryText(200).pipe(z.string().min(1, "'pid' is required"))),
});
export const couponSearchItemSchema = z.object({ code: z.string(), status: z.string() });
export type CouponSearchItem = z.infer<typeof couponSearchItemSchema>;
export const couponSearchList = storeList(couponSearchItemSchema);

export const searchCouponsByPid = defineEndpoint({
  name: 'searchCouponsByPid',
  area: 'promotions',
  family: 'store',
  method: 'GET',
  path: '/v2/coupons/search',
  summary: 'Promotion codes (code, status) usable with a plan PID (API-S-53)',
  permission: CATALOG_SEARCHERS,
  query: couponSearchQuery,
  response: couponSearchList,
});
