import { messages } from '../ui/messages.ts';

/**
 * The cart's texts, word for word from the spec (storefront §1, §8), reusing the app-wide list in ui/messages.
 */
export const cartMessages = {
  outOfStock: messages.outOfStockCart,
  addToCartErrorTitle: messages.addToCartErrorTitle,
  unexpectedError: messages.unexpectedAddToCart,
  promoError: messages.promoError,
  alcoholSignature: messages.alcoholSignature,
  ebtNeedsAlternative: messages.ebtNeedsAlternativePayment,
} as const;

/** Spec §8: 'line item {id} not found' (the client ignores it after a failed edit or remove). */
export function lineItemNotFound(id: number | string): string {
  return `line item ${id} not found`;
}
