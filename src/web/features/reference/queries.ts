import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/contracts/common';
import { type LanguagesParams, listCountries, listLanguages } from '../../../shared/contracts/reference';
import { useCall } from '../../api/call';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { queryKeys } from '../../api/query-keys';
import { type CacheStorage, loadCountries } from './country-cache';

/** Reference data (languages, countries): every key starts with 'reference'. */
export const referenceKeys = queryKeys('reference');

/** API-P-14 / CONF-04: the catalogue's languages: all of them by name, 'All Access' included. */
export const CATALOGUE_LANGUAGES: LanguagesParams = {
  size: MAX_PAGE_SIZE,
  sort: 'name,ASC',
  includeAllAccess: 'true',
};

/** GET /languages (API-P-14), with the app's 5 s freshness (CONST-09). */
export function useLanguages(query: LanguagesParams) {
  return useEndpointQuery(listLanguages, referenceKeys.sub('languages', query), { query });
}

/** The catalogue's variant of API-P-14 (CP-LIST-09, the product form). */
export function useCatalogueLanguages() {
  return useLanguages(CATALOGUE_LANGUAGES);
}

function sessionStore(): CacheStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage refused
  }
}

/** GET /countries (API-S-31): from session storage when stored there, else asked once and stored. */
export function useCountries() {
  const call = useCall();
  return useQuery({
    queryKey: referenceKeys.sub('countries'),
    queryFn: ({ signal }) => loadCountries(sessionStore(), () => call(listCountries, { signal })),
  });
}
