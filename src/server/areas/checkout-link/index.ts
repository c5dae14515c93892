/**
 * The checkout link (CUS-CHK, API-S-16): the sellable plans with their countries and promotions, the
 * encrypted link, and emailing it. Above customers' neighbours: it uses eCom products, base prices,
 * promotions, reference, email and audit; no area uses it.
 */
export { checkoutLinkRoutes } from './routes';
export { checkoutLinkKey } from './service';
