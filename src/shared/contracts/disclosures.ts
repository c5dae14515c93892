import { z } from 'zod';
import {
  DISCLOSURE_MAX_BASE_PRICES,
  DISCLOSURE_MAX_COUNTRIES,
  DISCLOSURE_MESSAGES,
  DISCLOSURE_NAME_MAX,
  DISCLOSURE_STATUSES,
} from '../domain/disclosure';
import { orderParam, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, queryText } from './fields';
import { multiLanguageContentBody, multiLanguageContentSchema, requiredName } from './rich-text';

/**
 * Disclosures (spec 3 §2.3, §3, §4, §7; checklist 10.3, API-M-06..11): the store admin API (API-M-00
 * decided), snake_case, limit/offset/order, `{data, count}`, `{message}` errors.
 */

const idParams = z.object({ id: idParam() });

export const disclosureStatusSchema = z.enum(DISCLOSURE_STATUSES);

/** API-M-06/07: a disclosure with what it applies to. */
export const disclosureSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: disclosureStatusSchema,
  billing_plan_id: z.number().nullable(),
  billing_plan: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** By name. */
  base_prices: z.array(z.object({ id: z.number(), name: z.string() })),
  /** By display name. */
  countries: z.array(z.object({ id: z.number(), display_name: z.string() })),
  multi_language_content: multiLanguageContentSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The version of the row: an edit sends it back as `If-Match` (optimistic concurrency). */
  rowVersion: z.number().int(),
});
export type Disclosure = z.infer<typeof disclosureSchema>;

/** Fields `GET /disclosures` orders by (DISC-03: Modified at, newest first by default). */
export const DISCLOSURE_ORDER_FIELDS = ['updated_at'] as const;

/** GET /disclosures (API-M-06). */
export const disclosureListQuery = z.object({
  ...storeQueryShape(),
  order: orderParam(DISCLOSURE_ORDER_FIELDS, '-updated_at'),
  name: queryText(DISCLOSURE_NAME_MAX).optional().describe('Substring of the name, case-insensitive; empty: any'),
  status: disclosureStatusSchema.optional(),
});
export type DisclosureListQuery = z.infer<typeof disclosureListQuery>;

/** POST /disclosures and PUT /disclosures/{id} (API-M-08, API-M-09). */
export const disclosureBody = z.object({
  name: requiredName(DISCLOSURE_NAME_MAX, {
    required: DISCLOSURE_MESSAGES.nameRequired,
    tooLong: DISCLOSURE_MESSAGES.nameTooLong,
  }),
  /** DISC-09: at least one. */
  base_price_ids: z
    .array(id(), { error: DISCLOSURE_MESSAGES.basePriceRequired })
    .min(1, DISCLOSURE_MESSAGES.basePriceRequired)
    .max(DISCLOSURE_MAX_BASE_PRICES, DISCLOSURE_MESSAGES.tooManyBasePrices),
  /** DISC-10: optional. */
  billing_plan_id: id().nullable().optional(),
  country_ids: z.array(id()).max(DISCLOSURE_MAX_COUNTRIES, DISCLOSURE_MESSAGES.tooManyCountries).optional(),
  multi_language_content: multiLanguageContentBody,
});
export type DisclosureBody = z.infer<typeof disclosureBody>;

/** PUT /disclosures/switch-status (API-M-11). */
export const disclosureSwitchBody = z.object({ id: id(), status: disclosureStatusSchema });
export type DisclosureSwitchBody = z.infer<typeof disclosureSwitchBody>;

// ---- Endpoints ---------------------------------------------------------------------------------

const AREA = 'disclosures';

export const listDisclosures = defineEndpoint({
  name: 'listDisclosures',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/disclosures',
  summary: 'Disclosures by name and status, newest updated first by default, paged (API-M-06)',
  permission: 'view:disclosure_menu',
  query: disclosureListQuery,
  response: storeList(disclosureSchema),
});

export const getDisclosure = defineEndpoint({
  name: 'getDisclosure',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/disclosures/:id',
  summary: 'One disclosure: the detail page (API-M-07, PERM-DISC-02)',
  permission: 'view:disclosure_detail',
  params: idParams,
  response: disclosureSchema,
  errors: [404],
  versioned: 'read',
});

export const createDisclosure = defineEndpoint({
  name: 'createDisclosure',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/disclosures',
  summary: 'Add a disclosure, inactive; the rich text is sanitised (API-M-08)',
  permission: 'create:disclosure',
  body: disclosureBody,
  response: disclosureSchema,
  status: 201,
});

export const updateDisclosure = defineEndpoint({
  name: 'updateDisclosure',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/disclosures/:id',
  summary: 'Edit a disclosure; its status stays; the rich text is sanitised (API-M-09)',
  permission: 'update:disclosure',
  params: idParams,
  body: disclosureBody,
  response: disclosureSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteDisclosure = defineEndpoint({
  name: 'deleteDisclosure',
  area: AREA,
  family: 'store',
  method: 'DELETE',
  path: '/disclosures/:id',
  summary: 'Delete a disclosure (API-M-10)',
  permission: 'delete:disclosure',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404],
});

export const switchDisclosureStatus = defineEndpoint({
  name: 'switchDisclosureStatus',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/disclosures/switch-status',
  summary: 'Activate (shown at checkout) or deactivate a disclosure (API-M-11)',
  permission: 'switch:disclosure_status',
  body: disclosureSwitchBody,
  response: disclosureSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});
