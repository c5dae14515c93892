import { type CountryList, countryList } from '../../../shared/contracts/reference';

/** API-S-31: the country list is kept in session storage under this key for the browser tab's session. */
export const COUNTRIES_STORAGE_KEY = 'portal.countries';

/** The part of the Web Storage API the cache uses (sessionStorage in the app, a fake in tests). */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored list, or undefined when nothing (or something unreadable) is stored. */
export function readCachedCountries(storage: CacheStorage | undefined): CountryList | undefined {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(COUNTRIES_STORAGE_KEY);
  } catch {
    return undefined; // storage refused (privacy mode)
  }
  if (!text) return undefined;
  try {
    const parsed = countryList.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * API-S-31: the countries from session storage when stored; otherwise asked with `fetchCountries`, and
 * the answer stored (a storage that refuses the write only loses the cache).
 */
export async function loadCountries(
  storage: CacheStorage | undefined,
  fetchCountries: () => Promise<CountryList>,
): Promise<CountryList> {
  const cached = readCachedCountries(storage);
  if (cached) return cached;
  const fresh = await fetchCountries();
  try {
    storage?.setItem(COUNTRIES_STORAGE_KEY, JSON.stringify(fresh));
  } catch {
    // Quota or privacy mode: the next session asks again.
  }
  return fresh;
}
