/** Reference data: languages, countries, currencies, provinces. */
export { referenceRoutes } from './routes';
export { seedReference } from './seed';
export { BILLING_PLANS } from './seed-data/billing-plans';
export { ALL_ACCESS_LANGUAGE_ID, LANGUAGES } from './seed-data/languages';
export { findLanguage, type LanguageRow, listLanguageRows } from './service';
export { billingPlan, country, currency, language, province } from './tables';
