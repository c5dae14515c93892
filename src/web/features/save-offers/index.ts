/** Save offers: what other features may use. */
export { saveOfferPath } from './texts';
