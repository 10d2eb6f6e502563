import {
  ADD_TO_CART_ERROR_TITLE,
  addToCartErrorMessages,
  isIgnorableLineItemError,
  OUT_OF_STOCK_CART_TEXT,
  PROMO_ERROR_TEXT,
  UNEXPECTED_ADD_TO_CART_TEXT,
} from '@pantry/domain';
import { ApiError } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';

/**
 * Add-to-cart errors (spec storefront §8): 'each message in cart_errors shows as an error toast titled Add to Cart
 * error; if errors is a string that string is shown; otherwise An unexpected error has occurred. Please try again
 * later. […] Duplicate errors are not added again.' A 'line item {id} not found' is ignored silently, and the
 * out-of-stock message clears after 5 s (§4).
 */

export const OUT_OF_STOCK_TOAST_MS = 5000;

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

/** What a 200 change answer tells the shopper: its cart_errors, and `errors` that are not a missing line. */
export function answerErrorMessages(answer: { errors?: unknown; cart_errors?: unknown }): string[] {
  const errors = typeof answer.errors === 'string' ? [answer.errors] : strings(answer.errors);
  const texts = [...strings(answer.cart_errors), ...errors].filter((m) => !isIgnorableLineItemError(m));
  return [...new Set(texts)];
}

/** What a failed change call tells the shopper (its body by the §8 rule; anything else is unexpected). */
export function failureErrorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [UNEXPECTED_ADD_TO_CART_TEXT];
  const body = error.body as Record<string, unknown> | null;
  const listed = body && Array.isArray(body.errors) ? strings(body.errors) : [];
  const texts = listed.length && !strings(body?.cart_errors).length ? listed : addToCartErrorMessages(body);
  return texts.filter((m) => !isIgnorableLineItemError(m));
}

/** Shows each message as an 'Add to Cart error' toast (the snackbar drops exact repeats). */
export function showCartErrors(messages: readonly string[]): void {
  for (const message of messages) {
    snackbar.push({
      type: 'error',
      title: ADD_TO_CART_ERROR_TITLE,
      message,
      timeout: message === OUT_OF_STOCK_CART_TEXT ? OUT_OF_STOCK_TOAST_MS : undefined,
    });
  }
}

/** Spec §8 promo failure: 'the server's errors text, or Oops something went wrong'. */
export function promoErrorText(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  const text = body?.errors ?? body?.error ?? body?.message;
  return typeof text === 'string' && text.trim() ? text : PROMO_ERROR_TEXT;
}
