/**
 * Recently Viewed (storefront §2 /account/recently-viewed; issue 24: 'the product pages a signed-in shopper
 * viewed, newest first, at most 50, kept on the server').
 */

/** The most product views kept per shopper: a view past it drops the oldest. */
export const RECENTLY_VIEWED_LIMIT = 50;
