/**
 * The spec's user-facing texts, word for word (storefront §1, §2, §4, §8; account spec where noted), and the
 * generic error text picked from a failed response.
 */

export const messages = {
  genericError: 'Oops! Something went wrong!',
  noProducts: 'No products found, please try again',
  oops: 'Oops!',
  somethingWrong: 'Something went wrong, we apologize.',
  returnHome: 'Return to Homepage',
  weAreSorry: "We're Sorry",
  cookiesBlockedTitle: 'Oops! This page could not be loaded.',
  cookiesBlocked:
    'It looks like your browser has blocked cookies and is incompatible with our app. Try using a different browser',
  unexpectedAddToCart: 'An unexpected error has occurred. Please try again later.',
  addToCartErrorTitle: 'Add to Cart error',
  outOfStockCart: 'The cart contains items that are out of stock',
  unableToProcess:
    "We're unable to process your request right now. Please try again later. If the issue persists, contact member services.",
  alcoholSignature: 'Signature required upon delivery. Must be at least 21 yrs+.',
  /** §8 promo failure fallback (no exclamation mark, unlike the generic text). */
  promoError: 'Oops something went wrong',
  ebtNeedsAlternativePayment:
    'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.',
} as const;

function stringField(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** §8: 'the response's error, errors or message field, else Oops! Something went wrong!'. */
export function errorText(body: unknown): string {
  return (
    stringField(body, 'error') ??
    stringField(body, 'errors') ??
    stringField(body, 'message') ??
    messages.genericError
  );
}

/**
 * §8 add-to-cart failure: 'each message in cart_errors' is shown; 'if errors is a string that string is
 * shown; otherwise An unexpected error has occurred. Please try again later.' Repeats are dropped.
 */
export function addToCartErrorMessages(body: unknown): string[] {
  const cartErrors =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).cart_errors : undefined;
  if (Array.isArray(cartErrors)) {
    const texts = cartErrors.flatMap((e) => {
      if (typeof e === 'string') return e.trim() === '' ? [] : [e];
      const text = stringField(e, 'message');
      return text ? [text] : [];
    });
    if (texts.length > 0) return [...new Set(texts)];
  }
  const errors = stringField(body, 'errors');
  return [errors ?? messages.unexpectedAddToCart];
}

/** §8: 'A failed edit or remove whose message matches line item {id} not found is ignored silently.' */
export function isIgnorableLineItemError(message: string): boolean {
  return /line item \S+ not found/i.test(message);
}
