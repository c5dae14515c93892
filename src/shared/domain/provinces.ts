/** The 13 Canadian provinces and territories, used by address forms when the country is CA (CONST-14). */

export interface Province {
  code: string;
  name: string;
}

export const CANADIAN_PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const satisfies readonly Province[];

export type ProvinceCode = (typeof CANADIAN_PROVINCES)[number]['code'];

/** The country whose address forms ask for a province. */
export const PROVINCE_COUNTRY_ISO2 = 'CA';

export function isProvinceCode(value: string): value is ProvinceCode {
  return CANADIAN_PROVINCES.some((province) => province.code === value);
}
