import { z } from 'zod';
import { limitParam, MAX_STORE_LIMIT, offsetParam, storeList } from '../common';

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
