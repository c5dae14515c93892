/** Promotions: what other features may use. */
export { promotionPath } from './texts';
