import { z } from 'zod';
import { type Permission, permissionsWhere } from '../permissions';
import {
  limitParam,
  MAX_STORE_LIMIT,
  offsetParam,
  pageOf,
  pageQueryShape,
  queryFlag,
  sortParam,
  storeList,
} from './common';
import { defineEndpoint } from './endpoint';

/** Reference data: languages (portal API), countries and currencies (store API). */

/** `GET /countries` item (API-S-31); the list is sorted by displayName. */
export const countrySchema = z.object({
  id: z.number().int(),
  iso2: z.string(),
  iso3: z.string(),
  name: z.string(),
  displayName: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryList = storeList(countrySchema);
export type CountryList = z.infer<typeof countryList>;

/**
 * `GET /currencies` query (API-S-32): the catalogue sends `limit=999`, the customer area sends nothing
 * (CONF-03); both get every currency because the default limit is the cap, 999 (CONST-04).
 */
export const currenciesQuery = z.object({
  limit: limitParam(MAX_STORE_LIMIT),
  offset: offsetParam,
});
export type CurrenciesQuery = z.infer<typeof currenciesQuery>;

/** `GET /currencies` item; the list is sorted by code. */
export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  symbolNative: z.string(),
  name: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyList = storeList(currencySchema);
export type CurrencyList = z.infer<typeof currencyList>;

/** Fields `GET /languages` sorts by. */
export const LANGUAGE_SORT_FIELDS = ['name', 'id'] as const;

/**
 * `GET /languages` query (API-P-14). The entitlement and voucher filters send `size=10000&sort=name,ASC`
 * and no flag; the catalogue sends `includeAllAccess=true` (CONF-04). Without the flag 'All Access' is
 * left out.
 */
export const languagesQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(LANGUAGE_SORT_FIELDS, 'name,ASC'),
  includeAllAccess: queryFlag(false).describe("'true' adds the 'All Access' pseudo-language (catalogue)"),
});
export type LanguagesQuery = z.infer<typeof languagesQuery>;
/** What the app sends (before defaults). */
export type LanguagesParams = z.input<typeof languagesQuery>;

export const languageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isAllAccess: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const languagesPage = pageOf(languageSchema);
export type LanguagesPage = z.infer<typeof languagesPage>;

// ---- Endpoints ------------------------------------------------------------------------------------

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

/** Countries and currencies are for any staff member with portal access: any menu permission. */
export const REFERENCE_DATA_READERS = permissionsWhere((info) => info.kind === 'menu');

export const listLanguages = defineEndpoint({
  name: 'listLanguages',
  area: 'reference',
  family: 'portal',
  method: 'GET',
  path: '/languages',
  summary: "Course languages, paged (API-P-14); 'All Access' only with includeAllAccess=true",
  permission: { anyOf: LANGUAGE_READERS },
  query: languagesQuery,
  response: languagesPage,
});

export const listCountries = defineEndpoint({
  name: 'listCountries',
  area: 'reference',
  family: 'store',
  method: 'GET',
  path: '/countries',
  summary: 'Every ISO 3166-1 country, sorted by display name (API-S-31)',
  permission: { anyOf: REFERENCE_DATA_READERS },
  response: countryList,
});

export const listCurrencies = defineEndpoint({
  name: 'listCurrencies',
  area: 'reference',
  family: 'store',
  method: 'GET',
  path: '/currencies',
  summary: 'ISO 4217 currencies sorted by code; limit defaults to and is capped at 999 (API-S-32, CONST-04)',
  permission: { anyOf: REFERENCE_DATA_READERS },
  query: currenciesQuery,
  response: currencyList,
});
