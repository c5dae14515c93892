/** Upsell & downgrade rules: what other features may use. */
export { upsellDowngradePath } from './texts';
