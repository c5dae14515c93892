import entries from './countries.json' with { type: 'json' };

/**
 * ISO 3166-1: every officially assigned country code (249). `id` is the ISO numeric code, `name` the
 * ISO English short name, `displayName` the common English name shown in dropdowns.
 */
export interface CountryRow {
  id: number;
  iso2: string;
  iso3: string;
  name: string;
  displayName: string;
}

// The list itself is data (countries.json); `displayName` is left out there where it is the ISO name.
export const COUNTRIES: CountryRow[] = entries.map(
  (entry: Omit<CountryRow, 'displayName'> & { displayName?: string }) => ({
    ...entry,
    displayName: entry.displayName ?? entry.name,
  }),
);
