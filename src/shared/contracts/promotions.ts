import { z } from 'zod';
import {
  BULK_QUANTITY_CAP,
  CODE_STATUSES,
  CODE_TEXT_MAX,
  CODE_USAGES,
  DISCOUNT_TYPES,
  DURATION_TYPES,
  DURATION_UNITS,
  PROMOTION_CODE_MAX,
  PROMOTION_MAX_BASE_PRICES,
  PROMOTION_MAX_COUNTRIES,
  PROMOTION_MAX_ENTRIES,
  PROMOTION_MESSAGES,
  PROMOTION_NAME_MAX,
  PROMOTION_SOURCES,
} from '../domain/promotion';
import { queryFlag, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, isoDateTime, MAX_INT, queryText, text } from './fields';
import { promotionStatusSchema } from './promotion-lookups';
import { multiLanguageContentBody, multiLanguageContentSchema } from './rich-text';

/**
 * Promotions and their codes (spec 3 §2.4, §3, §7; checklist 10.5–10.10, API-M-17..27): the store admin
 * API with the spec's own (camelCase) field names; the promotion list answers `{list, total}`, the
 * single-use codes `{data, redeemed_count}` (CONF-24). The billing provider's own coupons live in the
 * local billing engine (area `billing`) and are read here.
 */

const AREA = 'promotions';

/** The path segment naming the billing provider (API-M-17 `recurly-coupon`, API-M-23 `{provider-source}`). */
export const PROVIDER_SEGMENT = 'recurly';

const named = z.object({ id: z.number(), name: z.string() });
const localeText = z.object({ en: z.string(), es: z.string() });
const durationSchema = z.object({
  type: z.enum(DURATION_TYPES),
  limitTime: z.object({ amount: z.number(), unit: z.enum(DURATION_UNITS) }).nullable(),
});
/** An amount off in one currency: the decimal string of the currency's minor units ('5.00'). */
const currencyAmountSchema = z.object({ currency: z.string(), amount: z.string() });
const timeRangeSchema = z.object({ startedAt: z.string(), endedAt: z.string().nullable() });

// ---- API-M-17: the billing provider's coupons -------------------------------------------------------

export const providerCouponSchema = z.object({
  /** The provider's coupon id (`recurlyCouponId` of a promotion made from it). */
  id: z.string(),
  code: z.string(),
  name: z.string(),
  timeRange: timeRangeSchema,
  discountType: z.enum(DISCOUNT_TYPES),
  percent: z.number().nullable(),
  currencies: z.array(currencyAmountSchema),
  /** null: no cap. */
  maxRedemptions: z.number().nullable(),
  duration: durationSchema,
  status: promotionStatusSchema,
  /** The promotion made from it, or null: a coupon makes one promotion. */
  promotionId: z.number().nullable(),
});
export type ProviderCoupon = z.infer<typeof providerCouponSchema>;

export const listProviderCoupons = defineEndpoint({
  name: 'listProviderCoupons',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: `/v2/coupons/${PROVIDER_SEGMENT}-coupon`,
  summary: "The billing provider's own coupons, by code, with the promotion each made (API-M-17)",
  permission: { anyOf: ['create:promotion', 'update:promotion'] },
  response: z.array(providerCouponSchema),
});

// ---- The promotion entity (API-M-21, API-M-23) ----------------------------------------------------

export const descriptionDisclosureSchema = z.object({
  /** null: the buy-one-gift-one promotion's one entry. */
  billingPlanId: z.number().nullable(),
  billingPlanName: z.string().nullable(),
  description: multiLanguageContentSchema,
  disclosure: multiLanguageContentSchema,
});
export type DescriptionDisclosure = z.infer<typeof descriptionDisclosureSchema>;

const planRef = z.object({ pid: z.string(), title: z.string() });

export const promotionSchema = z.object({
  id: z.number(),
  source: z.enum(PROMOTION_SOURCES),
  name: z.string(),
  code: z.string(),
  /** The provider's coupon (billing provider source); the detail links to its page. */
  recurlyCouponId: z.string().nullable(),
  status: promotionStatusSchema,
  timeRange: timeRangeSchema,
  /** The code usage again, as the list's `promotionType`. */
  type: z.enum(CODE_USAGES),
  discountType: z.enum(DISCOUNT_TYPES),
  percent: z.number().nullable(),
  currencies: z.array(currencyAmountSchema),
  maxRedemptions: z.number().nullable(),
  codeUsage: z.enum(CODE_USAGES),
  /** Bulk: how many single-use codes were generated. */
  quantity: z.number().nullable(),
  redeemedCount: z.number(),
  codeText: localeText,
  appliedBasePrices: z.array(named),
  /** [] applies in every country. */
  appliedCountries: z.array(named),
  descriptionDisclosures: z.array(descriptionDisclosureSchema),
  canBeDeleted: z.boolean(),
  /** Why not, when it cannot (the spec's message). */
  deleteRefusal: z.string().nullable(),
  duration: durationSchema,
  basePlanPid: z.string().nullable(),
  giftPlanPid: z.string().nullable(),
  buyPlan: planRef.extend({ billingPlanName: z.string().nullable() }).nullable(),
  giftPlan: planRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The version of the row: an edit sends it back as `If-Match`. */
  rowVersion: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A saved promotion's targets as the billing-provider body names them: the ids it applies to, its entries. */
export function promotionTargets(p: Promotion) {
  return {
    appliedBasePriceIds: p.appliedBasePrices.map((b) => b.id),
    appliedCountryIds: p.appliedCountries.map((c) => c.id),
    descriptionDisclosures: p.descriptionDisclosures.map((e) => ({
      billingPlanId: e.billingPlanId,
      description: { ...e.description },
      disclosure: { ...e.disclosure },
    })),
  };
}

// ---- Bodies ---------------------------------------------------------------------------------------

const codeTextBody = z.object({
  en: z
    .string()
    .trim()
    .pipe(text(CODE_TEXT_MAX, PROMOTION_MESSAGES.codeTextTooLong('English')))
    .default(''),
  es: z
    .string()
    .trim()
    .pipe(text(CODE_TEXT_MAX, PROMOTION_MESSAGES.codeTextTooLong('Spanish')))
    .nullable()
    .optional(),
});

const entryBody = z.object({
  billingPlanId: z.number({ error: PROMOTION_MESSAGES.billingPlanRequired }).int().min(1).max(MAX_INT),
  description: multiLanguageContentBody,
  disclosure: multiLanguageContentBody,
});
export type DescriptionDisclosureBody = z.infer<typeof entryBody>;

/** What both sources' edits carry (PROMO-ADD-07 decided). */
const editableShape = {
  codeText: codeTextBody,
};

/** POST /v2/coupons/recurly (API-M-18 decided) and PUT /v2/coupons/recurly/{id} (API-M-24). */
export const providerPromotionBody = z.object({
  ...editableShape,
  /** The provider's coupon; fixed once made (a different coupon is a different promotion). */
  recurlyCouponId: z
    .string({ error: PROMOTION_MESSAGES.couponRequired })
    .trim()
    .pipe(text(100))
    .pipe(z.string().min(1, PROMOTION_MESSAGES.couponRequired)),
  codeUsage: z.enum(CODE_USAGES, { error: PROMOTION_MESSAGES.codeUsageRequired }),
  /** Bulk only: how many single-use codes to generate; fixed once made (PROMO-BP-07). */
  quantity: z
    .number({ error: PROMOTION_MESSAGES.quantityRequired })
    .int(PROMOTION_MESSAGES.quantityInteger)
    .min(1, PROMOTION_MESSAGES.quantityTooSmall)
    .max(BULK_QUANTITY_CAP, PROMOTION_MESSAGES.quantityTooLarge(BULK_QUANTITY_CAP))
    .nullable()
    .optional(),
  appliedBasePriceIds: z
    .array(id(), { error: PROMOTION_MESSAGES.basePricesRequired })
    .min(1, PROMOTION_MESSAGES.basePricesRequired)
    .max(PROMOTION_MAX_BASE_PRICES),
  /** [] applies in every country. */
  appliedCountryIds: z.array(id()).max(PROMOTION_MAX_COUNTRIES).default([]),
  descriptionDisclosures: z.array(entryBody).max(PROMOTION_MAX_ENTRIES).default([]),
});
export type ProviderPromotionBody = z.infer<typeof providerPromotionBody>;

/** POST /v2/coupons/buy-one-gift-one (API-M-19) and PUT /v2/coupons/buy-one-gift-one/{id} (API-M-22). */
export const bogoPromotionBody = z.object({
  ...editableShape,
  code: z
    .string({ error: PROMOTION_MESSAGES.codeRequired })
    .trim()
    .pipe(text(PROMOTION_CODE_MAX, PROMOTION_MESSAGES.codeTooLong))
    .pipe(z.string().min(1, PROMOTION_MESSAGES.codeRequired)),
  name: z
    .string({ error: PROMOTION_MESSAGES.nameRequired })
    .trim()
    .pipe(text(PROMOTION_NAME_MAX, PROMOTION_MESSAGES.nameTooLong))
    .pipe(z.string().min(1, PROMOTION_MESSAGES.nameRequired)),
  timeRange: z.object(
    {
      startedAt: z.string({ error: PROMOTION_MESSAGES.startRequired }).pipe(isoDateTime()),
      endedAt: isoDateTime().nullable().optional(),
    },
    { error: PROMOTION_MESSAGES.startRequired },
  ),
  basePlanPid: z
    .string({ error: PROMOTION_MESSAGES.basePlanRequired })
    .trim()
    .pipe(text(100))
    .pipe(z.string().min(1, PROMOTION_MESSAGES.basePlanRequired)),
  giftPlanPid: z
    .string({ error: PROMOTION_MESSAGES.giftPlanRequired })
    .trim()
    .pipe(text(100))
    .pipe(z.string().min(1, PROMOTION_MESSAGES.giftPlanRequired)),
  description: multiLanguageContentBody,
  disclosure: multiLanguageContentBody,
});
export type BogoPromotionBody = z.infer<typeof bogoPromotionBody>;

// ---- Endpoints: create, read, update, delete ------------------------------------------------------

const idParams = z.object({ id: idParam() });

export const createProviderPromotion = defineEndpoint({
  name: 'createProviderPromotion',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: `/v2/coupons/${PROVIDER_SEGMENT}`,
  summary:
    "Add a billing-provider promotion from one of the provider's coupons; a bulk one generates its single-use codes in the same transaction (API-M-18)",
  permission: 'create:promotion',
  body: providerPromotionBody,
  response: promotionSchema,
  status: 201,
  errors: [409],
});

export const getProviderPromotion = defineEndpoint({
  name: 'getProviderPromotion',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: `/v2/coupons/${PROVIDER_SEGMENT}/:id`,
  summary: 'One billing-provider promotion: the detail page (API-M-23)',
  permission: 'view:promotion_menu',
  params: idParams,
  response: promotionSchema,
  errors: [404],
  versioned: 'read',
});

export const updateProviderPromotion = defineEndpoint({
  name: 'updateProviderPromotion',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: `/v2/coupons/${PROVIDER_SEGMENT}/:id`,
  summary: 'Edit a billing-provider promotion: code texts, base prices, countries, descriptions (API-M-24)',
  permission: 'update:promotion',
  params: idParams,
  body: providerPromotionBody,
  response: promotionSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const createBogoPromotion = defineEndpoint({
  name: 'createBogoPromotion',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/coupons/buy-one-gift-one',
  summary: 'Add a buy-one-gift-one promotion (API-M-19)',
  permission: 'create:promotion',
  body: bogoPromotionBody,
  response: promotionSchema,
  status: 201,
  errors: [409],
});

export const getBogoPromotion = defineEndpoint({
  name: 'getBogoPromotion',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/coupons/buy-one-gift-one/:id',
  summary: 'One buy-one-gift-one promotion, with its buy plan and gift plan (API-M-21)',
  permission: 'view:promotion_menu',
  params: idParams,
  response: promotionSchema,
  errors: [404],
  versioned: 'read',
});

export const updateBogoPromotion = defineEndpoint({
  name: 'updateBogoPromotion',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/v2/coupons/buy-one-gift-one/:id',
  summary: 'Edit a buy-one-gift-one promotion (API-M-22)',
  permission: 'update:promotion',
  params: idParams,
  body: bogoPromotionBody,
  response: promotionSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deletePromotion = defineEndpoint({
  name: 'deletePromotion',
  area: AREA,
  family: 'store',
  method: 'DELETE',
  path: '/v2/coupons/:id',
  summary:
    'Delete a promotion and its single-use codes; refused while a bulk one is redeemable, once a buy-one-gift-one one has started, or while a save offer uses it (API-M-25)',
  permission: 'delete:promotion',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});

// ---- Buy one gift one: the gift plans -------------------------------------------------------------

export const giftPlanQuery = z.object({
  base_plan_pid: z
    .string({ error: "'base_plan_pid' is required" })
    .pipe(queryText(100).pipe(z.string().min(1, "'base_plan_pid' is required"))),
});
export const giftPlanSchema = z.object({ pid: z.string(), title: z.string(), billingPlanName: z.string().nullable() });
export type GiftPlan = z.infer<typeof giftPlanSchema>;

export const listGiftPlans = defineEndpoint({
  name: 'listGiftPlans',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/coupons/buy-one-gift-one/gift-plans',
  summary:
    "The plans a buy-one-gift-one promotion may gift: the base plan's product's active plans (PROMO-BOGO-03 decided)",
  permission: { anyOf: ['create:promotion', 'update:promotion'] },
  query: giftPlanQuery,
  response: storeList(giftPlanSchema),
  errors: [404],
});

// ---- Single-use codes (API-M-26, API-M-27) ----------------------------------------------------------

export const singleUseQuery = z.object({
  hide_redeemed: queryFlag(false),
  ...storeQueryShape(),
});
export const singleUseItemSchema = z.object({
  code: z.string(),
  status: z.enum(CODE_STATUSES),
  /** null: not redeemed, or redeemed anonymously ('Anonymous user'). */
  email: z.string().nullable(),
  customerId: z.number().nullable(),
  /** When it was redeemed. */
  date: z.string().nullable(),
});
export type SingleUseItem = z.infer<typeof singleUseItemSchema>;
export const singleUseListSchema = z.object({
  data: z.array(singleUseItemSchema),
  /** Rows the filter matches (paging). */
  count: z.number().int(),
  redeemed_count: z.number().int(),
  /** Codes generated in all. */
  total_count: z.number().int(),
});

export const listSingleUseCodes = defineEndpoint({
  name: 'listSingleUseCodes',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: `/v2/coupons/${PROVIDER_SEGMENT}/:id/single-uses`,
  summary: "A bulk promotion's single-use codes, by code, with the redeemed count (API-M-26)",
  permission: 'view:promotion_menu',
  params: idParams,
  query: singleUseQuery,
  response: singleUseListSchema,
  errors: [404],
});

/** An IANA time zone name ('Europe/Paris'); checked by the server (Intl). */
export const TIME_ZONE_MAX = 64;
export const singleUseCsvQuery = z.object({
  hide_redeemed: queryFlag(false),
  timezone: queryText(TIME_ZONE_MAX)
    .default('UTC')
    .describe("IANA time zone of the dates ('Europe/Paris'); default UTC"),
});

export const downloadSingleUseCodes = defineEndpoint({
  name: 'downloadSingleUseCodes',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: `/v2/coupons/${PROVIDER_SEGMENT}/:id/single-uses/csv`,
  summary:
    "A bulk promotion's single-use codes as a CSV file named for the promotion code, streamed (text/csv; API-M-27)",
  permission: 'view:promotion_menu',
  params: idParams,
  query: singleUseCsvQuery,
  response: z.string().describe('text/csv: Promotion code, Status, Redeemed email, Redeemed date'),
  errors: [404],
});

// ---- Redemption (the store side checkout and billing call) ----------------------------------------

export const redeemBody = z.object({
  code: z.string({ error: "'code' is required" }).trim().pipe(text(100)).pipe(z.string().min(1, "'code' is required")),
  /** The customer redeeming it; null: anonymous. */
  customerId: id().nullable().optional(),
});
export const redemptionSchema = z.object({
  code: z.string(),
  promotionId: z.number(),
  customerId: z.number().nullable(),
  redeemedAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemPromotionCode = defineEndpoint({
  name: 'redeemPromotionCode',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/coupons/redemptions',
  summary:
    'Redeem a code: a regular code up to its max redemptions, a single-use code once (atomic: of two racing redemptions one succeeds)',
  permission: 'update:subscription',
  body: redeemBody,
  response: redemptionSchema,
  status: 201,
  errors: [404, 409],
});
