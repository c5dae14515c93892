/** Base prices and the currency configuration (checklist 9.8, 9.9). */
export { appliedPlans, basePriceInDisclosures, type PlanOfBasePrice, plansOfBasePrice } from './ports';
export { basePriceRoutes } from './routes';
export { DEMO_BASE_PRICES, seedDemoBasePrices } from './seed';
export { numberedBasePrices } from './seed-volume';
export { basePrice, basePriceAmount, currencyAssociation, currencyCountry } from './tables';
