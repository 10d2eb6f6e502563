/**
 * The spec's user-facing texts, word for word (storefront §1, §2, §4, §8; account spec where noted). Those every
 * catalog page's code can show, and the error text picked from a failed response, are in storefront-texts.ts.
 */

import {
  ADD_TO_CART_ERROR_TITLE,
  ALCOHOL_SIGNATURE_TEXT,
  GENERIC_ERROR_TEXT,
  NO_PRODUCTS_TEXT,
  OOPS_TEXT,
  OUT_OF_STOCK_CART_TEXT,
  PROMO_ERROR_TEXT,
  RETURN_HOME_TEXT,
  UNEXPECTED_ADD_TO_CART_TEXT,
} from './storefront-texts.ts';

export const messages = {
  genericError: GENERIC_ERROR_TEXT,
  noProducts: NO_PRODUCTS_TEXT,
  oops: OOPS_TEXT,
  somethingWrong: 'Something went wrong, we apologize.',
  returnHome: RETURN_HOME_TEXT,
  weAreSorry: "We're Sorry",
  cookiesBlockedTitle: 'Oops! This page could not be loaded.',
  cookiesBlocked:
    'It looks like your browser has blocked cookies and is incompatible with our app. Try using a different browser',
  unexpectedAddToCart: UNEXPECTED_ADD_TO_CART_TEXT,
  addToCartErrorTitle: ADD_TO_CART_ERROR_TITLE,
  outOfStockCart: OUT_OF_STOCK_CART_TEXT,
  unableToProcess:
    "We're unable to process your request right now. Please try again later. If the issue persists, contact member services.",
  alcoholSignature: ALCOHOL_SIGNATURE_TEXT,
  promoError: PROMO_ERROR_TEXT,
  ebtNeedsAlternativePayment:
    'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.',
} as const;
