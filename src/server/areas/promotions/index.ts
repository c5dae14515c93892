/** Promotions and their codes. Today: the seed-only code table and the code search. */
export { promotionRoutes } from './routes';
export { DEMO_COUPONS, seedDemoCoupons } from './seed';
export { coupon } from './tables';
