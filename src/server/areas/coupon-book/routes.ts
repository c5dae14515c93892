/** The coupon book has no endpoint of its own: promotions list its coupons (API-M-17). */
export const couponBookRoutes: never[] = [];
