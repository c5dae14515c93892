import { z } from 'zod';
import { DISCOUNT_TYPES, DURATION_TYPES, DURATION_UNITS, PROMOTION_STATUSES } from '../domain/promotion';
import { listParam, storeList } from './common';
import { CATALOG_SEARCHERS } from './ecom-products';
import { defineEndpoint } from './endpoint';
import { id, MAX_INT, queryText } from './fields';

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

// ---- Promotions a save offer offers (API-M-20, the save-offer variant) -----------------------------

/** The facts of a promotion a save offer shows (spec 3 §3 Save offer `promotion`). */
export const saveOfferPromotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** [] applies in every country. */
  applied_countries: z.array(z.object({ id: z.number(), name: z.string() })),
  percent: z.number().nullable(),
  currencies: z.array(z.object({ currency_code: z.string(), discount_amount: z.string() })),
  duration: z.object({
    type: z.enum(DURATION_TYPES),
    limit_time: z.object({ amount: z.number(), unit: z.enum(DURATION_UNITS) }).nullable(),
  }),
});
export type SaveOfferPromotion = z.infer<typeof saveOfferPromotionSchema>;

/** A list of ids in a query (`1,2` or repeated), at most `max`; [] when absent. */
export function idListParam(max: number) {
  return listParam(
    z
      .string()
      .regex(/^\d{1,10}$/, `must be whole numbers from 1 to ${MAX_INT}`)
      .transform(Number)
      .pipe(id()),
  )
    .pipe(z.array(z.number()).max(max, `at most ${max}`))
    .describe('Ids, comma-separated or repeated');
}

/** Most base prices one lookup names. */
export const SAVE_OFFER_COUPON_MAX_BASE_PRICES = 200;

/**
 * GET /v2/coupons?for_save_offer=true&base_price_ids=1,2 (API-M-20, SO-FORM-10): the redeemable
 * promotions applied to every given base price. (The promotion list of the later promotion screens
 * answers the same path without `for_save_offer`.)
 */
export const saveOfferCouponQuery = z.object({
  for_save_offer: z.literal('true', { error: "must be 'true'" }),
  base_price_ids: idListParam(SAVE_OFFER_COUPON_MAX_BASE_PRICES),
});

export const listSaveOfferCoupons = defineEndpoint({
  name: 'listSaveOfferCoupons',
  area: 'promotions',
  family: 'store',
  method: 'GET',
  path: '/v2/coupons',
  summary: 'Redeemable promotions applied to every given base price, by code (API-M-20, save-offer variant)',
  permission: { anyOf: ['create:save_offer', 'update:save_offer'] },
  query: saveOfferCouponQuery,
  response: storeList(saveOfferPromotionSchema),
});
