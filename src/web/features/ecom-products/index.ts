/** What other features may use of the eCom products: the product's address and its link state (BP-19). */
export { type EcomProductLinkState, ecomProductPath } from './ecom-texts';
