/** Reference data other features read: languages (API-P-14) and countries (API-S-31). */
export { CATALOGUE_LANGUAGES, referenceKeys, useCatalogueLanguages, useCountries, useLanguages } from './queries';
