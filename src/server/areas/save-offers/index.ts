/** Save offers and cancel reasons (checklist SO-*, CR-*): retention offers shown while a customer cancels. */
export { cancelReasonByCode, listCancelReasons } from './cancel-reasons';
export { saveOfferOffersPromotion } from './promotion-use';
export { saveOfferRoutes } from './routes';
export { DEMO_CANCEL_REASONS, DEMO_SAVE_OFFERS, seedDemoSaveOffers } from './seed';
export { findSaveOfferFor } from './service';
export { cancelReason, saveOffer, saveOfferTarget } from './tables';
