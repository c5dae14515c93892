/** Disclosures (checklist 10.3): legal or price text shown at checkout while active. */
export { disclosuresNameBasePrice } from './base-price-use';
export { disclosureRoutes } from './routes';
export { DEMO_DISCLOSURES, seedDemoDisclosures } from './seed';
export { disclosure, disclosureBasePrice, disclosureCountry } from './tables';
