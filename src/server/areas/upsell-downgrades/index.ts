/** Upsell & downgrade rules (checklist 10.4), and the offers they make for a plan (API-S-23/24). */
export { upsellDowngradeRoutes } from './routes';
export { DEMO_UPSELL_DOWNGRADES, seedDemoUpsellDowngrades } from './seed';
export { type OfferKind, planOffers } from './service';
export { upsellDowngrade, upsellDowngradeOption } from './tables';
