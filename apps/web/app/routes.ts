import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every listing URL (spec storefront §2) renders the one listing module; its loader reads the listing kind
 * from the first path segment (lib/listing-kind.ts).
 */
const listingPaths = [
  ['c/:key', 'category'],
  ['brand/:key', 'brand'],
  ['diets/:key', 'diets'],
  ['certifications/:key', 'certifications'],
  ['concerns/:key', 'concerns'],
  ['ingredients/:key', 'ingredients'],
  ['social/:key', 'social'],
  ['ps/:key', 'product-set'],
  ['l/:key', 'list'],
  ['deals', 'deals-all'],
  ['deals/:key', 'deals'],
] as const;

export default [
  index('routes/home.tsx'),
  ...listingPaths.map(([path, id]) => route(path, 'routes/listing.tsx', { id: `listing-${id}` })),
  route('search/results', 'routes/search-results.tsx'),
  route('p/:urlKey', 'routes/product.tsx'),
  route('maintenance', 'routes/maintenance.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('login', 'routes/login.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('account', 'routes/account-hub.tsx'),
  route('account/edit', 'routes/account-edit.tsx'),
  route('account/otp', 'routes/account-otp.tsx'),
  route('account/reset', 'routes/account-reset.tsx'),
  route('account/invite', 'routes/account-invite.tsx'),
  route('account/ebt_balance', 'routes/account-ebt-balance.tsx'),
  route('membership/payment/plans', 'routes/membership-plans.tsx'),
  route('membership/payment/account', 'routes/membership-account.tsx'),
  route('membership/payment/method', 'routes/membership-method.tsx'),
  route('membership/payment/confirmation', 'routes/membership-confirmation.tsx'),
  route('membership/welcome', 'routes/membership-welcome.tsx'),
  route('membership/onboarding', 'routes/membership-onboarding.tsx'),
  route('trial/billing', 'routes/trial-billing.tsx'),
  route('trial/account', 'routes/trial-account.tsx'),
  route('trial/welcome', 'routes/trial-welcome.tsx'),
  route('trial/onboarding', 'routes/trial-onboarding.tsx'),
  route('cancellation/initial', 'routes/cancellation-initial.tsx'),
  route('cancellation/reasons', 'routes/cancellation-reasons.tsx'),
  route('cancellation/values', 'routes/cancellation-values.tsx'),
  route('cancellation/help', 'routes/cancellation-help.tsx'),
  route('cancellation/offer', 'routes/cancellation-offer.tsx'),
  route('cancellation/offer-confirmation', 'routes/cancellation-offer-confirmation.tsx'),
  route('cancellation/confirmation', 'routes/cancellation-confirmation.tsx'),
  route('account/addresses', 'routes/account-addresses.tsx'),
  route('account/payment-methods', 'routes/account-payment-methods.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/success', 'routes/checkout-success.tsx'),
  route('account/orders', 'routes/account-orders.tsx'),
  route('account/order/:id', 'routes/account-order.tsx'),
  route('cart', 'routes/cart.tsx'),
  ...['', '/next-shipment', '/all-items', '/subscribed', '/schedules', '/settings', '/personalized'].map(
    (tail) => route(`autoship${tail}`, 'routes/autoship.tsx', { id: `autoship${tail.replace('/', '-')}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
