import { storeErrorResponses } from '../../shared/contracts/common';
import { countryList, currenciesQuery, currencyList } from '../../shared/contracts/store/reference';
import { permissionsWhere } from '../../shared/permissions';
import { type AnyRoute, defineRoute } from '../http/route';
import { listCountries, listCurrencies } from '../services/reference';

/** Reference data is for any staff member with portal access: any menu permission. */
export const REFERENCE_DATA_READERS = permissionsWhere((info) => info.kind === 'menu');

export const referenceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/countries',
    summary: 'Every ISO 3166-1 country, sorted by display name (API-S-31)',
    permission: { anyOf: REFERENCE_DATA_READERS },
    response: { 200: countryList, ...storeErrorResponses },
    handler: ({ deps }) => listCountries(deps.db),
  }),
  defineRoute({
    method: 'GET',
    path: '/currencies',
    summary: 'ISO 4217 currencies sorted by code; limit defaults to and is capped at 999 (API-S-32, CONST-04)',
    permission: { anyOf: REFERENCE_DATA_READERS },
    query: currenciesQuery,
    response: { 200: currencyList, ...storeErrorResponses },
    handler: ({ query, deps }) => listCurrencies(deps.db, query),
  }),
];
