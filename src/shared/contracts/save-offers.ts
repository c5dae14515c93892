import { z } from 'zod';
import {
  CANCEL_REASON_CODE_MAX,
  CANCEL_REASON_MAX_ROWS,
  CANCEL_REASON_MESSAGES,
  EFFECTIVE_DATES,
  PLAN_PID_MAX,
  PROMOTION_CODE_MAX,
  SAVE_OFFER_MAX_BASE_PRICES,
  SAVE_OFFER_MESSAGES,
  SAVE_OFFER_STAGES,
  SAVE_OFFER_TITLE_MAX,
  SAVE_OFFER_TYPES,
} from '../domain/save-offer';
import { listParam, orderParam, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, int, queryText, text } from './fields';
import { couponSearchItemSchema, idListParam, saveOfferPromotionSchema } from './promotion-lookups';
import { multiLanguageContentBody, multiLanguageContentSchema } from './rich-text';

/**
 * Save offers and cancel reasons (spec 3 §2.5, §3, §7; checklist SO-*, CR-*, API-M-28..34): the store
 * admin API (API-M-00 decided as for disclosures), snake_case, limit/offset/order, `{data, count}`,
 * `{message}` errors.
 */

const idParams = z.object({ id: idParam() });

export const saveOfferStageSchema = z.enum(SAVE_OFFER_STAGES);
export const saveOfferTypeSchema = z.enum(SAVE_OFFER_TYPES);
export const effectiveDateSchema = z.enum(EFFECTIVE_DATES);

const localeText = z.object({ en: z.string(), es: z.string() });

/** A cancel reason as a save offer names it. */
export const saveOfferReasonSchema = z.object({ id: z.number(), code: z.string(), description: localeText });

/** API-M-28 list row: what the list shows. */
export const saveOfferListItemSchema = z.object({
  id: z.number(),
  cancel_reason: saveOfferReasonSchema,
  applied_stages: z.array(saveOfferStageSchema),
  applied_base_prices: z.array(z.object({ id: z.number(), name: z.string() })),
  type: saveOfferTypeSchema,
  title: localeText,
  updated_at: z.string(),
});
export type SaveOfferListItem = z.infer<typeof saveOfferListItemSchema>;

/** API-M-30: one save offer. */
export const saveOfferSchema = saveOfferListItemSchema.extend({
  /** Sanitised rich text per locale ('' for none). */
  description: multiLanguageContentSchema,
  effective_date: effectiveDateSchema.nullable(),
  extend_days: z.number().int().nullable(),
  /** The Promotion type's promotion, or the Switch plan type's optional plan promotion. */
  promotion: saveOfferPromotionSchema.nullable(),
  switch_to_plan: z
    .object({
      pid: z.string(),
      title: z.string(),
      billing_plan: z.object({ id: z.number(), name: z.string() }).nullable(),
      base_price: z.object({ id: z.number(), name: z.string() }).nullable(),
    })
    .nullable(),
  created_at: z.string(),
  /** The version of the row: an edit sends it back as `If-Match`. */
  rowVersion: z.number().int(),
});
export type SaveOffer = z.infer<typeof saveOfferSchema>;

export const SAVE_OFFER_ORDER_FIELDS = ['updated_at'] as const;

/** GET /v2/save-offers (API-M-28). */
export const saveOfferListQuery = z.object({
  ...storeQueryShape(),
  order: orderParam(SAVE_OFFER_ORDER_FIELDS, '-updated_at'),
  cancel_reason: queryText(100)
    .optional()
    .describe('Substring of the English or Spanish cancel reason, case-insensitive; empty: any'),
  types: listParam(saveOfferTypeSchema).describe('Save offer types, comma-separated or repeated'),
  applied_stages: listParam(saveOfferStageSchema).describe('Applied stages, comma-separated or repeated'),
  applied_base_price_ids: idListParam(SAVE_OFFER_MAX_BASE_PRICES),
});
export type SaveOfferListQuery = z.infer<typeof saveOfferListQuery>;

const optionalText = (max: number) => text(max).nullable().optional();

/** POST /v2/save-offers and PUT /v2/save-offers/{id} (SO-FORM-17). Type rules: domain `typeFieldProblems`. */
export const saveOfferBody = z.object({
  cancel_reason_code: z
    .string({ error: SAVE_OFFER_MESSAGES.cancelReasonRequired })
    .trim()
    .pipe(text(CANCEL_REASON_CODE_MAX))
    .pipe(z.string().min(1, SAVE_OFFER_MESSAGES.cancelReasonRequired)),
  applied_stages: z
    .array(saveOfferStageSchema, { error: SAVE_OFFER_MESSAGES.stagesRequired })
    .min(1, SAVE_OFFER_MESSAGES.stagesRequired)
    .max(SAVE_OFFER_STAGES.length * 2),
  applied_base_price_ids: z
    .array(id(), { error: SAVE_OFFER_MESSAGES.basePricesRequired })
    .min(1, SAVE_OFFER_MESSAGES.basePricesRequired)
    .max(SAVE_OFFER_MAX_BASE_PRICES, SAVE_OFFER_MESSAGES.tooManyBasePrices),
  type: saveOfferTypeSchema.nullable().optional(),
  title: z.object(
    {
      en: z.string({ error: SAVE_OFFER_MESSAGES.titleRequired }).pipe(text(SAVE_OFFER_TITLE_MAX * 10)),
      es: optionalText(SAVE_OFFER_TITLE_MAX * 10),
    },
    { error: SAVE_OFFER_MESSAGES.titleRequired },
  ),
  description: multiLanguageContentBody,
  promotion_code: optionalText(PROMOTION_CODE_MAX),
  switch_to_plan_pid: optionalText(PLAN_PID_MAX),
  effective_date: effectiveDateSchema.nullable().optional(),
  extend_days: int(-1000, 1000).nullable().optional(),
});
export type SaveOfferBody = z.infer<typeof saveOfferBody>;

/** GET /v2/save-offers/match (decided; for billing's cancellation flow). */
export const saveOfferMatchQuery = z.object({
  base_price_id: idParam(),
  stage: saveOfferStageSchema,
  cancel_reason_code: queryText(CANCEL_REASON_CODE_MAX).pipe(z.string().min(1, 'is required')),
});
export const saveOfferMatchSchema = z.object({ data: saveOfferSchema.nullable() });

/** GET /v2/save-offers/switch-plans?q= (SO-FORM-21 decided): plans a save offer may switch to. */
export const SWITCH_PLAN_LIMIT = 50;
export const switchPlanQuery = z.object({
  q: queryText(PLAN_PID_MAX).optional().describe('PID or plan title, case-insensitive substring; empty: any'),
});
export const switchPlanSchema = z.object({
  pid: z.string(),
  title: z.string(),
  billing_plan: z.object({ id: z.number(), name: z.string() }).nullable(),
  base_price: z.object({ id: z.number(), name: z.string() }),
});
export type SwitchPlan = z.infer<typeof switchPlanSchema>;

/** GET /v2/save-offers/plan-promotions?pid= (SO-FORM-13/21 decided): a plan's redeemable codes. */
export const planPromotionQuery = z.object({
  pid: z
    .string({ error: "'pid' is required" })
    .pipe(queryText(PLAN_PID_MAX).pipe(z.string().min(1, "'pid' is required"))),
});
/** A plan's promotion as the Switch plan picker labels it (code, status, discount: issue 21 item 12). */
export const planPromotionSchema = couponSearchItemSchema;

// ---- Cancel reasons -----------------------------------------------------------------------------

/** API-M-33: a cancel reason (CR-01). */
export const cancelReasonSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: localeText,
  is_used: z.boolean(),
});
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/**
 * API-M-34 (CR-09 decided): the whole list of the modal. An item with `id` renames that reason; one
 * without adds a reason; a reason left out is deleted (refused while in use); the default reason is
 * never sent and never deleted. Texts are checked by the domain's `cancelReasonProblems`.
 */
export const cancelReasonItemBody = z.object({
  id: id().optional(),
  description: z.object(
    {
      en: z.string({ error: CANCEL_REASON_MESSAGES.required }).pipe(text(1000)),
      es: text(1000).nullable().optional(),
    },
    { error: CANCEL_REASON_MESSAGES.required },
  ),
});
export const cancelReasonBody = z
  .array(cancelReasonItemBody)
  .max(CANCEL_REASON_MAX_ROWS, CANCEL_REASON_MESSAGES.tooMany);
export type CancelReasonBody = z.infer<typeof cancelReasonBody>;

// ---- Endpoints ---------------------------------------------------------------------------------

const AREA = 'save-offers';
const FORM_USERS = { anyOf: ['create:save_offer', 'update:save_offer'] } as const;

export const listSaveOffers = defineEndpoint({
  name: 'listSaveOffers',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/save-offers',
  summary: 'Save offers by cancel reason, type, stage and base price, newest updated first by default (API-M-28)',
  permission: 'view:save_offer_menu',
  query: saveOfferListQuery,
  response: storeList(saveOfferListItemSchema),
});

export const getSaveOffer = defineEndpoint({
  name: 'getSaveOffer',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/save-offers/:id',
  summary: 'One save offer: the detail page (API-M-30)',
  permission: 'view:save_offer_menu',
  params: idParams,
  response: saveOfferSchema,
  errors: [404],
  versioned: 'read',
});

export const createSaveOffer = defineEndpoint({
  name: 'createSaveOffer',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/save-offers',
  summary: 'Add a save offer; live at once; the rich text is sanitised (API-M-29)',
  permission: 'create:save_offer',
  body: saveOfferBody,
  response: saveOfferSchema,
  status: 201,
  errors: [409],
});

export const updateSaveOffer = defineEndpoint({
  name: 'updateSaveOffer',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/v2/save-offers/:id',
  summary: 'Edit a save offer; live at once (API-M-31)',
  permission: 'update:save_offer',
  params: idParams,
  body: saveOfferBody,
  response: saveOfferSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteSaveOffer = defineEndpoint({
  name: 'deleteSaveOffer',
  area: AREA,
  family: 'store',
  method: 'DELETE',
  path: '/v2/save-offers/:id',
  summary: 'Delete a save offer (API-M-32)',
  permission: 'delete:save_offer',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404],
});

export const matchSaveOffer = defineEndpoint({
  name: 'matchSaveOffer',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/save-offers/match',
  summary: "The save offer for a subscription's base price, stage and cancel reason, or null",
  permission: 'view:save_offer_menu',
  query: saveOfferMatchQuery,
  response: saveOfferMatchSchema,
});

export const listSwitchPlans = defineEndpoint({
  name: 'listSwitchPlans',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/save-offers/switch-plans',
  summary: 'Active plans with a base price a save offer may switch to, by PID or title, at most 50',
  permission: FORM_USERS,
  query: switchPlanQuery,
  response: storeList(switchPlanSchema),
});

export const listPlanPromotions = defineEndpoint({
  name: 'listPlanPromotions',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/save-offers/plan-promotions',
  summary: "A plan's redeemable promotion codes, for the Switch plan type (SO-FORM-13)",
  permission: FORM_USERS,
  query: planPromotionQuery,
  response: storeList(planPromotionSchema),
});

export const listCancelReasons = defineEndpoint({
  name: 'listCancelReasons',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/cancel-reason',
  summary: 'Every cancel reason, the default one included, with whether a save offer uses it (API-M-33)',
  permission: 'view:save_offer_menu',
  response: z.array(cancelReasonSchema),
  /** The spec fixes the answer as an array: the list's version is the ETag only. */
  versioned: 'read',
});

export const updateCancelReasons = defineEndpoint({
  name: 'updateCancelReasons',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/cancel-reason',
  summary: 'Replace the cancel reasons: rename, add (no id), delete (left out; refused in use) (API-M-34)',
  permission: 'configure:cancel_reason',
  body: cancelReasonBody,
  response: z.array(cancelReasonSchema),
  errors: [409, 428],
  versioned: 'write',
});
