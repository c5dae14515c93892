import { z } from 'zod';
import type { PermissionRequirement } from '../permissions';
import { storeList } from './common';
import { defineEndpoint } from './endpoint';
import { queryText } from './fields';

/** eCom products and their plans (variants). Today: the plan search the content product form uses. */

/** The content product form and the eCom screens search plans and their promotion codes. */
export const CATALOG_SEARCHERS: PermissionRequirement = { anyOf: ['view:product_menu', 'view:ecom_product_menu'] };

/** Most plans GET /variants/search answers. */
export const VARIANT_SEARCH_LIMIT = 50;

/** GET /variants/search?q= (API-S-30): plans whose PID or name contains q (case-insensitive). */
export const variantSearchQuery = z.object({
  q: queryText(200).optional().describe('PID or plan name, case-insensitive substring; empty: any'),
});
export const variantSearchItemSchema = z.object({
  id: z.number(),
  pid: z.string(),
  name: z.string(),
  status: z.string(),
  productType: z.string(),
  languageId: z.number().nullable(),
  isPremium: z.boolean(),
});
export type VariantSearchItem = z.infer<typeof variantSearchItemSchema>;
/** `data` holds at most 50 plans; `count` is how many match in all. */
export const variantSearchList = storeList(variantSearchItemSchema);

export const searchVariants = defineEndpoint({
  name: 'searchVariants',
  area: 'ecom-products',
  family: 'store',
  method: 'GET',
  path: '/variants/search',
  summary: 'Plans whose PID or name contains q, case-insensitive, at most 50 (API-S-30)',
  permission: CATALOG_SEARCHERS,
  query: variantSearchQuery,
  response: variantSearchList,
});
