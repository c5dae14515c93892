/**
 * Promotions and their codes (checklist 10.5–10.10): the promotion list and detail of both sources,
 * single-use codes with their CSV, redemption, the provider's coupons, and the lookups other areas use
 * (codes usable with a plan, a save offer's promotion facts).
 */
export {
  listSaveOfferCoupons,
  promotionsByIds,
  redeemablePromotionForBasePrices,
  redeemablePromotionForPlan,
  searchCouponsByPid,
} from './lookups';
export { promotionsOfCode, promotionsUsableWithPlans, promotionsUsableWithProduct } from './plan-promotions';
export { promotionInSaveOffer } from './ports';
export { redeemCode } from './redeem';
export { promotionRoutes } from './routes';
export { seedDemoPromotions } from './seed';
export { appliesToPlanSql, nextStatusChange, redeemableSql, statusSql } from './status-sql';
export {
  couponForPlan,
  couponsForPlan,
  redeemForSubscription,
  type SubscriptionCouponRow,
} from './subscription-coupons';
export { coupon, promotionCode, promotionRedemption } from './tables';
