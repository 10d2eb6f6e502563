/**
 * Promos: the promo a landing URL names, the exit-intent offers the store makes, the coupon use counts checkout and
 * orders keep, and the console's Promotions area (coupons, free gifts and samples, exit offers).
 */

export { promoAdminRoutes } from './admin-routes.ts';
export { countCouponUses, recordCouponUses, releaseCouponUses } from './coupon-writes.ts';
export { promoRoutes } from './routes.ts';
