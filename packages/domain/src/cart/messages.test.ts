import { describe, expect, it } from 'vitest';
import { isIgnorableLineItemError } from '../ui/storefront-texts.ts';
import { cartMessages, lineItemNotFound } from './messages.ts';

describe('cart messages', () => {
  it('quotes the spec word for word', () => {
    expect(cartMessages.outOfStock).toBe('The cart contains items that are out of stock');
    expect(cartMessages.addToCartErrorTitle).toBe('Add to Cart error');
    expect(cartMessages.unexpectedError).toBe('An unexpected error has occurred. Please try again later.');
    expect(cartMessages.promoError).toBe('Oops something went wrong');
    expect(cartMessages.alcoholSignature).toBe('Signature required upon delivery. Must be at least 21 yrs+.');
    expect(cartMessages.ebtNeedsAlternative).toBe(
      'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.',
    );
  });

  it("words a missing line as 'line item {id} not found', which the client ignores", () => {
    expect(lineItemNotFound(42)).toBe('line item 42 not found');
    expect(isIgnorableLineItemError(lineItemNotFound(42))).toBe(true);
  });
});
