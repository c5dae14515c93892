import { z } from 'zod';
import { BASE_PRICE_NAME_MAX, BASE_PRICE_STATUSES, CURRENCY_MESSAGES, PRICE_CELL_MAX } from '../domain/base-price';
import type { Permission, PermissionRequirement } from '../permissions';
import { orderParam, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, queryText, text } from './fields';

/** Base prices (API-S-33..38) and the currency configuration (API-S-39, 40): checklist 9.8, 9.9. */

const idParams = z.object({ id: idParam() });

/** Who reads base prices: the base price screen, and the plan and marketing forms that pick one. */
export const BASE_PRICE_READERS: PermissionRequirement = {
  anyOf: [
    'view:base_price_menu',
    'view:ecom_product_menu',
    'view:disclosure_menu',
    'view:upsell_downgrade_menu',
    'view:promotion_menu',
    'view:save_offer_menu',
  ],
};
/**
 * What each action of the one PUT (BP-12) needs: the button asks for it and the service checks it, so
 * the two cannot disagree.
 */
export const BASE_PRICE_ACTION_PERMISSIONS = {
  edit: 'update:base_price',
  activate: 'activate:base_price',
  deactivate: 'deactivate:base_price',
} as const satisfies Record<string, Permission>;
/** The base price screen's writers: its PUT does edit, activate and deactivate (BP-12). */
export const BASE_PRICE_WRITERS: PermissionRequirement = { anyOf: Object.values(BASE_PRICE_ACTION_PERMISSIONS) };

export const basePriceStatusSchema = z.enum(BASE_PRICE_STATUSES);
export const basePriceActionSchema = z.enum(['edit', 'activate', 'deactivate', 'delete']);

/** An applied plan as the base price list names it. */
export const basePricePlanSchema = z.object({ id: z.number(), pid: z.string(), title: z.string() });

/** Most plans a list item names; `planCount` says how many there are in all. */
export const BASE_PRICE_PLANS_SHOWN = 10;

export const basePriceSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: basePriceStatusSchema,
  /** Up to BASE_PRICE_PLANS_SHOWN applied plans (newest first); planCount is the total. */
  plans: z.array(basePricePlanSchema),
  planCount: z.number().int(),
  /** One amount per configured currency, as decimal text in the currency's decimals; null: not set ('-'). */
  currency_prices: z.record(z.string(), z.string().nullable()),
  validActions: z.array(basePriceActionSchema),
  updated_at: z.string(),
  rowVersion: z.number().int(),
});
export type BasePrice = z.infer<typeof basePriceSchema>;

export const BASE_PRICE_ORDER_FIELDS = ['updated_at', 'name', 'id'] as const;
export const basePriceListQuery = z.object({
  ...storeQueryShape(),
  order: orderParam(BASE_PRICE_ORDER_FIELDS, '-updated_at'),
  status: basePriceStatusSchema.optional(),
  name: queryText(BASE_PRICE_NAME_MAX).optional().describe('Substring of the name, case-insensitive'),
});
export type BasePriceListQuery = z.infer<typeof basePriceListQuery>;

const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .pipe(text(BASE_PRICE_NAME_MAX, `Name cannot be longer than ${BASE_PRICE_NAME_MAX} characters`))
  .pipe(z.string().min(1, 'Name is required'));

/** A price cell: decimal text (checked against the currency's decimals by the service), or null to unset. */
const priceCell = z.union([text(PRICE_CELL_MAX), z.null()]);

export const createBasePriceBody = z.object({ name: nameField });
export const updateBasePriceBody = z.object({
  name: nameField,
  status: basePriceStatusSchema,
  /** Amount text per currency code; a currency left out keeps its amount. */
  currency_prices: z.record(z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'), priceCell),
});
export type UpdateBasePriceBody = z.infer<typeof updateBasePriceBody>;

export const activeBasePriceSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The amounts as staff read them: 'USD 14.95 · GBP 11.99'. */
  basePriceHelpText: z.string(),
});

export const appliedPlanSchema = z.object({
  id: z.number(),
  pid: z.string(),
  title: z.string(),
  productId: z.number(),
  languageName: z.string(),
  productType: z.string(),
  courseType: z.string().nullable(),
  status: z.string(),
  updated_at: z.string(),
});
export type AppliedPlan = z.infer<typeof appliedPlanSchema>;

export const currencyAssociationSchema = z.object({
  currency: z.string(),
  countries: z.array(z.object({ id: z.number(), displayName: z.string(), iso2: z.string() })),
});
export type CurrencyAssociation = z.infer<typeof currencyAssociationSchema>;
/** API-S-39/40: the configuration, with the version its save sends back as If-Match. */
export const currencyConfigurationSchema = storeList(currencyAssociationSchema).extend({
  rowVersion: z.number().int(),
});
export type CurrencyConfiguration = z.infer<typeof currencyConfigurationSchema>;

export const saveCurrencyAssociationsBody = z.object({
  associations: z
    .array(
      z.object({
        currency: z
          .string({ error: CURRENCY_MESSAGES.currencyRequired })
          .trim()
          .pipe(text(3, 'must be a 3-letter currency code'))
          .pipe(z.string().min(1, CURRENCY_MESSAGES.currencyRequired)),
        countries: z
          .array(z.object({ id: id() }), { error: CURRENCY_MESSAGES.countryRequired })
          .min(1, CURRENCY_MESSAGES.countryRequired)
          .max(300, 'must be at most 300 countries'),
      }),
    )
    .max(200, 'must be at most 200 currencies'),
});
export type SaveCurrencyAssociationsBody = z.infer<typeof saveCurrencyAssociationsBody>;

// ---- Endpoints ---------------------------------------------------------------------------------

export const listBasePrices = defineEndpoint({
  name: 'listBasePrices',
  area: 'base-prices',
  family: 'store',
  method: 'GET',
  path: '/base-prices',
  summary: 'Base prices, filtered and paged (API-S-33)',
  permission: BASE_PRICE_READERS,
  query: basePriceListQuery,
  response: storeList(basePriceSchema),
});

export const createBasePrice = defineEndpoint({
  name: 'createBasePrice',
  area: 'base-prices',
  family: 'store',
  method: 'POST',
  path: '/base-prices',
  summary: 'Add a base price by name; it starts inactive with no amounts (API-S-34)',
  permission: 'create:base_price',
  body: createBasePriceBody,
  response: basePriceSchema,
  status: 201,
  // A name another base price has, whatever its case.
  errors: [409],
});

export const listActiveBasePrices = defineEndpoint({
  name: 'listActiveBasePrices',
  area: 'base-prices',
  family: 'store',
  method: 'GET',
  path: '/base-prices/actives',
  summary: 'Every active base price with its help text, by name (API-S-35)',
  permission: BASE_PRICE_READERS,
  response: storeList(activeBasePriceSchema),
});

export const updateBasePrice = defineEndpoint({
  name: 'updateBasePrice',
  area: 'base-prices',
  family: 'store',
  method: 'PUT',
  path: '/base-prices/:id',
  summary: 'Save a base price: name, amounts and status (inline edit, activate, deactivate; API-S-36)',
  permission: BASE_PRICE_WRITERS,
  params: idParams,
  body: updateBasePriceBody,
  response: basePriceSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteBasePrice = defineEndpoint({
  name: 'deleteBasePrice',
  area: 'base-prices',
  family: 'store',
  method: 'DELETE',
  path: '/base-prices/:id',
  summary: 'Delete a base price that no plan and no disclosure uses (API-S-37)',
  permission: 'delete:base_price',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});

export const listAppliedPlans = defineEndpoint({
  name: 'listAppliedPlans',
  area: 'base-prices',
  family: 'store',
  method: 'GET',
  path: '/base-prices/:id/variants',
  summary: 'The plans a base price is applied to, newest first (API-S-38; path decided)',
  permission: 'view:base_price_menu',
  params: idParams,
  query: z.object(storeQueryShape()),
  response: storeList(appliedPlanSchema),
  errors: [404],
});

export const listCurrencyAssociations = defineEndpoint({
  name: 'listCurrencyAssociations',
  area: 'base-prices',
  family: 'store',
  method: 'GET',
  path: '/currency-associations',
  summary: 'The configured currencies with their countries, in order (API-S-39)',
  permission: { anyOf: ['view:base_price_menu', 'configure:currency'] },
  response: currencyConfigurationSchema,
  versioned: 'read',
});

export const saveCurrencyAssociations = defineEndpoint({
  name: 'saveCurrencyAssociations',
  area: 'base-prices',
  family: 'store',
  method: 'PUT',
  path: '/currency-associations',
  summary: 'Save the currency configuration: every currency with its countries (API-S-40)',
  permission: 'configure:currency',
  body: saveCurrencyAssociationsBody,
  response: currencyConfigurationSchema,
  errors: [409, 428],
  versioned: 'write',
});
