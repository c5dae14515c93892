/** Promotions and their codes. Today: the seed-only code table, the code search, the save offer reads. */
export { promotionRoutes } from './routes';
export {
  promotionsByIds,
  redeemablePromotionForBasePrices,
  redeemablePromotionForPlan,
} from './save-offer-coupons';
export { DEMO_COUPONS, seedDemoCoupons } from './seed';
export { searchCouponsByPid } from './service';
export { coupon } from './tables';
