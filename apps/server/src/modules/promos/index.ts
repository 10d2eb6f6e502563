/** Promos: the promo a landing URL names, and the coupon use counts checkout and orders keep. */

export { countCouponUses, recordCouponUses, releaseCouponUses } from './coupon-writes.ts';
export { promoRoutes } from './routes.ts';
