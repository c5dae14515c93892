import { z } from 'zod';
import { UD_OPTION_TYPES, UD_PRODUCT_TYPES, UD_SEARCH_MAX } from '../domain/upsell-downgrade';
import { orderParam, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, int, queryText, text } from './fields';

/**
 * Upsell and downgrade rules (spec 3 §2.3, §3, §5, §7; checklist 10.4, API-M-12..16) and the read the
 * subscription dialogs use (API-S-23/24): the store admin API (API-M-00 decided), snake_case,
 * limit/offset/order, `{data, count}`, `{message}` errors. The rules of §5 are checked by the server
 * with src/shared/domain/upsell-downgrade.ts (the schema only keeps out what cannot be stored).
 */

const idParams = z.object({ id: idParam() });
const ref = z.object({ id: z.number(), name: z.string() });

export const udProductTypeSchema = z.enum(UD_PRODUCT_TYPES);
export const udOptionTypeSchema = z.enum(UD_OPTION_TYPES);

/** Most course levels a part names (a multi-level range has two). */
const MAX_LEVELS = 5;
/** The schema's text cap; the tag (25) and slogan (40) limits are the rules' (UD-10, after trimming). */
const OPTION_TEXT_MAX = 200;

/** UD-13: one option of a rule as the body sends it. */
export const udOptionBody = z.object({
  option_type: udOptionTypeSchema,
  base_price_id: id().nullable().optional(),
  product_type: udProductTypeSchema.nullable().optional(),
  course_levels: z.array(int(-1, 5)).max(MAX_LEVELS).nullable().optional(),
  billing_plan_id: id().nullable().optional(),
  upsell_tag: text(OPTION_TEXT_MAX).nullable().optional(),
  slogan: text(OPTION_TEXT_MAX).nullable().optional(),
});
export type UdOptionBody = z.infer<typeof udOptionBody>;

/** POST /upsell-downgrades and PUT /upsell-downgrades/{id} (API-M-14/15). */
export const upsellDowngradeBody = z.object({
  original_base_price_id: id().nullable().optional(),
  product_type: udProductTypeSchema.nullable().optional(),
  course_levels: z.array(int(-1, 5)).max(MAX_LEVELS).nullable().optional(),
  billing_plan_id: id().nullable().optional(),
  upsell_downgrade_options: z.array(udOptionBody).max(UD_OPTION_TYPES.length).optional(),
});
export type UpsellDowngradeBody = z.infer<typeof upsellDowngradeBody>;

/** An option as read: with its base price and billing plan by name. */
export const udOptionSchema = z.object({
  option_type: udOptionTypeSchema,
  base_price_id: z.number(),
  base_price: ref,
  product_type: udProductTypeSchema,
  course_levels: z.array(z.number()),
  billing_plan_id: z.number().nullable(),
  billing_plan: ref.nullable(),
  upsell_tag: z.string().nullable(),
  slogan: z.string().nullable(),
});
export type UdOption = z.infer<typeof udOptionSchema>;

/** API-M-12/13: a rule. */
export const upsellDowngradeSchema = z.object({
  id: z.number(),
  original_base_price_id: z.number(),
  original_base_price: ref,
  product_type: udProductTypeSchema,
  course_levels: z.array(z.number()),
  billing_plan_id: z.number().nullable(),
  billing_plan: ref.nullable(),
  /** In option type order: primary upsell, secondary upsell, downgrade (those the rule has). */
  upsell_downgrade_options: z.array(udOptionSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** The version of the row: an edit sends it back as `If-Match` (optimistic concurrency). */
  rowVersion: z.number().int(),
});
export type UpsellDowngrade = z.infer<typeof upsellDowngradeSchema>;

/** Fields `GET /upsell-downgrades` orders by (UD-02: Modified at, newest first by default). */
export const UD_ORDER_FIELDS = ['updated_at'] as const;

/** GET /upsell-downgrades (API-M-12). */
export const upsellDowngradeListQuery = z.object({
  ...storeQueryShape(),
  order: orderParam(UD_ORDER_FIELDS, '-updated_at'),
  original_name: queryText(UD_SEARCH_MAX)
    .optional()
    .describe("Substring of the original base price's name, case-insensitive; empty: any"),
});
export type UpsellDowngradeListQuery = z.infer<typeof upsellDowngradeListQuery>;

/**
 * GET /variants/{id}/upsells and /downgrades (API-S-23/24, SUB-PLN-03): `{id}` is the subscription's
 * current plan (eCom plan id, SUB-PLN-08 decided). `source` and `subscriptionId` are accepted as the
 * spec sends them; the answer depends on the plan alone.
 */
export const planOffersQuery = z.object({
  source: queryText(50).optional(),
  subscriptionId: queryText(100).optional(),
});
export const planOfferSchema = z.object({
  /** The offered plan. */
  id: z.number(),
  pid: z.string(),
  plan_title: z.string(),
  base_price: ref,
  billing_plan: ref.nullable(),
  option_type: udOptionTypeSchema,
  upsell_tag: z.string().nullable(),
  slogan: z.string().nullable(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

// ---- Endpoints ---------------------------------------------------------------------------------

const AREA = 'upsell-downgrades';

export const listUpsellDowngrades = defineEndpoint({
  name: 'listUpsellDowngrades',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/upsell-downgrades',
  summary: 'Upsell & downgrade rules by original base price name, newest updated first by default (API-M-12)',
  permission: 'view:upsell_downgrade_menu',
  query: upsellDowngradeListQuery,
  response: storeList(upsellDowngradeSchema),
});

export const getUpsellDowngrade = defineEndpoint({
  name: 'getUpsellDowngrade',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/upsell-downgrades/:id',
  summary: 'One upsell & downgrade rule: the detail page (API-M-13)',
  permission: 'view:upsell_downgrade_menu',
  params: idParams,
  response: upsellDowngradeSchema,
  errors: [404],
  versioned: 'read',
});

export const createUpsellDowngrade = defineEndpoint({
  name: 'createUpsellDowngrade',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/upsell-downgrades',
  summary: 'Add an upsell & downgrade rule; one rule per original (API-M-14)',
  permission: 'create:upsell_downgrade',
  body: upsellDowngradeBody,
  response: upsellDowngradeSchema,
  status: 201,
  errors: [409],
});

export const updateUpsellDowngrade = defineEndpoint({
  name: 'updateUpsellDowngrade',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/upsell-downgrades/:id',
  summary: 'Edit an upsell & downgrade rule (API-M-15)',
  permission: 'update:upsell_downgrade',
  params: idParams,
  body: upsellDowngradeBody,
  response: upsellDowngradeSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteUpsellDowngrade = defineEndpoint({
  name: 'deleteUpsellDowngrade',
  area: AREA,
  family: 'store',
  method: 'DELETE',
  path: '/upsell-downgrades/:id',
  summary: 'Delete an upsell & downgrade rule (API-M-16)',
  permission: 'delete:upsell_downgrade',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404],
});

/** Who reads a plan's offers: the subscription dialogs (PERM-SUB-01), and who maintains the rules. */
const OFFER_READERS = { anyOf: ['update:subscription', 'view:upsell_downgrade_menu'] } as const;

export const listPlanUpsells = defineEndpoint({
  name: 'listPlanUpsells',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/variants/:id/upsells',
  summary: "The active plans a plan's upsell rule offers: primary, then secondary upsell (API-S-24)",
  permission: OFFER_READERS,
  params: idParams,
  query: planOffersQuery,
  response: storeList(planOfferSchema),
  errors: [404],
});

export const listPlanDowngrades = defineEndpoint({
  name: 'listPlanDowngrades',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/variants/:id/downgrades',
  summary: "The active plans a plan's downgrade rule offers (API-S-23)",
  permission: OFFER_READERS,
  params: idParams,
  query: planOffersQuery,
  response: storeList(planOfferSchema),
  errors: [404],
});
