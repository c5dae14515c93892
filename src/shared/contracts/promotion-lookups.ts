import { z } from 'zod';
import {
  CODE_USAGES,
  DISCOUNT_TYPES,
  DURATION_TYPES,
  DURATION_UNITS,
  PROMOTION_SOURCES,
  PROMOTION_STATUSES,
} from '../domain/promotion';
import type { PermissionRequirement } from '../permissions';
import { listParam, storeList, storeQueryShape } from './common';
import { defineEndpoint } from './endpoint';
import { id, MAX_INT, queryText } from './fields';

/**
 * Promotions as other areas and forms look them up (area `promotions`): the codes usable with a plan
 * (API-S-53), the promotion list and its save-offer variant (API-M-20), and a promotion's facts as a save
 * offer carries them. Kept apart from promotions.ts (the promotion screens' entity, bodies and code
 * lists), so the content product and save offer pages do not load those.
 */

const AREA = 'promotions';

/** Who searches the catalogue (API-S-30, API-S-53): the product menus. */
const CATALOG_SEARCHERS: PermissionRequirement = { anyOf: ['view:product_menu', 'view:ecom_product_menu'] };

export const promotionStatusSchema = z.enum(PROMOTION_STATUSES);
const named = z.object({ id: z.number(), name: z.string() });

// ---- API-S-53: the codes usable with a plan -----------------------------------------------------

/** GET /v2/coupons/search?pid= (API-S-53): the promotion codes usable with a plan. */
export const couponSearchQuery = z.object({
  pid: z.string({ error: "'pid' is required" }).pipe(queryText(200).pipe(z.string().min(1, "'pid' is required"))),
});
/** A promotion's discount as the pickers label it (issue 21 item 12): its type, percent or amounts. */
const discountShape = {
  discount_type: z.enum(DISCOUNT_TYPES),
  percent: z.number().nullable(),
  currencies: z.array(z.object({ currency_code: z.string(), discount_amount: z.string() })),
};
/** A code a picker offers: its status (the held code may be no longer Redeemable) and its discount. */
export const couponSearchItemSchema = z.object({ code: z.string(), status: promotionStatusSchema, ...discountShape });
export type CouponSearchItem = z.infer<typeof couponSearchItemSchema>;
export const couponSearchList = storeList(couponSearchItemSchema);

export const searchCouponsByPid = defineEndpoint({
  name: 'searchCouponsByPid',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/coupons/search',
  summary:
    'Promotion codes usable with a plan PID (Redeemable; its base price is applied, or it is the buy-one-gift-one base plan), and the code the plan holds, with status and discount (API-S-53)',
  permission: CATALOG_SEARCHERS,
  query: couponSearchQuery,
  response: couponSearchList,
});

// ---- The facts a save offer shows (save offer wire, snake_case) ------------------------------------

/** The facts of a promotion a save offer shows (spec 3 §3 Save offer `promotion`). */
export const saveOfferPromotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: promotionStatusSchema,
  ...discountShape,
  /** [] applies in every country. */
  applied_countries: z.array(named),
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

/** Most base prices one save offer lookup names. */
export const SAVE_OFFER_COUPON_MAX_BASE_PRICES = 200;

// ---- API-M-20: the promotion list, and its save-offer variant --------------------------------------

export const PROMOTION_SORT_KEYS = ['updatedAt', 'promotionType', 'discountType', 'discount'] as const;
export type PromotionSortKey = (typeof PROMOTION_SORT_KEYS)[number];
export const PROMOTION_SORT_ORDERS = ['ascend', 'descend'] as const;

/** The promotion list's query (PROMO-LIST-14/18 decided): camelCase as the spec names it. */
export const promotionListQuery = z.object({
  for_save_offer: z.literal('false').optional(),
  ...storeQueryShape(),
  searchText: queryText(100)
    .optional()
    .describe('Substring of the promotion code or of an applied base price name, case-insensitive; empty: any'),
  status: listParam(promotionStatusSchema).describe('Statuses, comma-separated or repeated; none: any'),
  promotionType: listParam(z.enum(CODE_USAGES)).describe('Code usages (regular, bulk); none: any'),
  discountType: listParam(z.enum(DISCOUNT_TYPES)).describe('Promotion types (discount types); none: any'),
  sortKey: z.enum(PROMOTION_SORT_KEYS).default('updatedAt'),
  sortOrder: z.enum(PROMOTION_SORT_ORDERS).default('descend'),
});
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

/**
 * The save-offer variant (SO-FORM-10): `for_save_offer=true&base_price_ids=1,2` answers `{data, count}`
 * of the redeemable promotions applied to every given base price, by code.
 */
export const saveOfferCouponQuery = z.object({
  for_save_offer: z.literal('true'),
  base_price_ids: idListParam(SAVE_OFFER_COUPON_MAX_BASE_PRICES),
});

export const listPromotionsQuery = z.discriminatedUnion('for_save_offer', [saveOfferCouponQuery, promotionListQuery]);
export type ListPromotionsQuery = z.infer<typeof listPromotionsQuery>;

/** PROMO-LIST-15: a row of the promotion list. */
export const promotionListItemSchema = z.object({
  id: z.number(),
  source: z.enum(PROMOTION_SOURCES),
  name: z.string(),
  /** [] for buy one gift one (the list shows the placeholder). */
  basePrices: z.array(z.object({ name: z.string() })),
  status: promotionStatusSchema,
  /** The code usage: regular or bulk. */
  promotionType: z.enum(CODE_USAGES),
  code: z.string(),
  /** The promotion type: amount off, percentage off, buy one gift one. */
  discountType: z.enum(DISCOUNT_TYPES),
  percentageDiscount: z.number().nullable(),
  /** Amount off in `currencyCode` (USD when the promotion has it, else its first currency). */
  amountDiscount: z.string().nullable(),
  currencyCode: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
});
export type PromotionListItem = z.infer<typeof promotionListItemSchema>;
export const promotionListSchema = z.object({ list: z.array(promotionListItemSchema), total: z.number().int() });
export const saveOfferCouponListSchema = storeList(saveOfferPromotionSchema);

export const listPromotions = defineEndpoint({
  name: 'listPromotions',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/coupons',
  summary:
    'The promotion list: {list, total}, needs view:promotion_menu (API-M-20). With for_save_offer=true: the redeemable promotions applied to every given base price, {data, count}, needs create or update save offer',
  permission: { anyOf: ['view:promotion_menu', 'create:save_offer', 'update:save_offer'] },
  query: listPromotionsQuery,
  response: z.union([promotionListSchema, saveOfferCouponListSchema]),
});
