/** The coupon book's reads are the promotions area's (provider-coupons.ts); its writes are the seed. */
export {};
