import { describe, expect, it, vi } from 'vitest';
import type { CountryList } from '../../../shared/contracts/reference';
import { type CacheStorage, COUNTRIES_STORAGE_KEY, loadCountries, readCachedCountries } from './country-cache';

const countries: CountryList = {
  data: [
    { id: 1, iso2: 'FR', iso3: 'FRA', name: 'France', displayName: 'France' },
    { id: 2, iso2: 'DE', iso3: 'DEU', name: 'Germany', displayName: 'Germany' },
  ],
  count: 2,
};

function fakeStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const storage: CacheStorage = {
    getItem: vi.fn((key: string) => entries.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      entries.set(key, value);
    }),
  };
  return { storage, entries };
}

describe('country cache (API-S-31)', () => {
  it('asks the API once and stores the answer in session storage', async () => {
    const { storage, entries } = fakeStorage();
    const fetchCountries = vi.fn(async () => countries);
    await expect(loadCountries(storage, fetchCountries)).resolves.toEqual(countries);
    expect(fetchCountries).toHaveBeenCalledOnce();
    expect(JSON.parse(entries.get(COUNTRIES_STORAGE_KEY) ?? 'null')).toEqual(countries);

    // The next load (another screen, a reload in the same tab) reads the stored list.
    await expect(loadCountries(storage, fetchCountries)).resolves.toEqual(countries);
    expect(fetchCountries).toHaveBeenCalledOnce();
  });

  it('reads a stored list without asking the API', async () => {
    const { storage } = fakeStorage({ [COUNTRIES_STORAGE_KEY]: JSON.stringify(countries) });
    const fetchCountries = vi.fn(async () => countries);
    await expect(loadCountries(storage, fetchCountries)).resolves.toEqual(countries);
    expect(fetchCountries).not.toHaveBeenCalled();
  });

  it('ignores an unreadable or wrongly shaped entry and replaces it', async () => {
    for (const stored of ['{not json', JSON.stringify({ data: [{ id: 'x' }], count: 1 })]) {
      const { storage, entries } = fakeStorage({ [COUNTRIES_STORAGE_KEY]: stored });
      expect(readCachedCountries(storage)).toBeUndefined();
      const fetchCountries = vi.fn(async () => countries);
      await expect(loadCountries(storage, fetchCountries)).resolves.toEqual(countries);
      expect(fetchCountries).toHaveBeenCalledOnce();
      expect(JSON.parse(entries.get(COUNTRIES_STORAGE_KEY) ?? 'null')).toEqual(countries);
    }
  });

  it('still answers when storage is missing or refuses', async () => {
    const fetchCountries = vi.fn(async () => countries);
    await expect(loadCountries(undefined, fetchCountries)).resolves.toEqual(countries);
    const refusing: CacheStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(loadCountries(refusing, fetchCountries)).resolves.toEqual(countries);
    expect(fetchCountries).toHaveBeenCalledTimes(2);
  });

  it('does not store a failed answer', async () => {
    const { storage } = fakeStorage();
    await expect(loadCountries(storage, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});
