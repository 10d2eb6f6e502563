/**
 * The spec's texts that every catalog page's code can show (storefront §8 errors, the listing's empty state, the
 * product page's wine note), word for word, and the error text picked from a failed response. They stand apart from
 * the full list in messages.ts so the storefront's bundle keeps only these: a bundler keeps an object whole, and
 * the storefront's file takes all that any page uses of a file the storefront imports.
 */

export const GENERIC_ERROR_TEXT = 'Oops! Something went wrong!';
export const NO_PRODUCTS_TEXT = 'No products found, please try again';
export const OOPS_TEXT = 'Oops!';
export const RETURN_HOME_TEXT = 'Return to Homepage';
export const UNEXPECTED_ADD_TO_CART_TEXT = 'An unexpected error has occurred. Please try again later.';
export const ADD_TO_CART_ERROR_TITLE = 'Add to Cart error';
export const OUT_OF_STOCK_CART_TEXT = 'The cart contains items that are out of stock';
export const ALCOHOL_SIGNATURE_TEXT = 'Signature required upon delivery. Must be at least 21 yrs+.';
/** §8 promo failure fallback (no exclamation mark, unlike the generic text). */
export const PROMO_ERROR_TEXT = 'Oops something went wrong';

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
    GENERIC_ERROR_TEXT
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
  return [errors ?? UNEXPECTED_ADD_TO_CART_TEXT];
}

/** §8: 'A failed edit or remove whose message matches line item {id} not found is ignored silently.' */
export function isIgnorableLineItemError(message: string): boolean {
  return /line item \S+ not found/i.test(message);
}
