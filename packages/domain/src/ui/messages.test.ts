import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { addToCartErrorMessages, errorText, isIgnorableLineItemError } from './storefront-texts.ts';

describe('messages', () => {
  it('quotes the spec word for word', () => {
    expect(messages.genericError).toBe('Oops! Something went wrong!');
    expect(messages.noProducts).toBe('No products found, please try again');
    expect(messages.oops).toBe('Oops!');
    expect(messages.somethingWrong).toBe('Something went wrong, we apologize.');
    expect(messages.returnHome).toBe('Return to Homepage');
    expect(messages.unexpectedAddToCart).toBe('An unexpected error has occurred. Please try again later.');
    expect(messages.addToCartErrorTitle).toBe('Add to Cart error');
    expect(messages.outOfStockCart).toBe('The cart contains items that are out of stock');
    expect(messages.alcoholSignature).toBe('Signature required upon delivery. Must be at least 21 yrs+.');
    expect(messages.unableToProcess).toBe(
      "We're unable to process your request right now. Please try again later. If the issue persists, contact member services.",
    );
  });
});

describe('errorText', () => {
  it("uses 'the response's error, errors or message field'", () => {
    expect(errorText({ error: 'Bad thing' })).toBe('Bad thing');
    expect(errorText({ success: false, errors: 'Coupon expired', code: 'coupon_expired' })).toBe(
      'Coupon expired',
    );
    expect(errorText({ message: 'Not allowed' })).toBe('Not allowed');
  });

  it('prefers error, then errors, then message', () => {
    expect(errorText({ message: 'm', errors: 'es', error: 'e' })).toBe('e');
    expect(errorText({ message: 'm', errors: 'es' })).toBe('es');
  });

  it('skips fields that are not text', () => {
    expect(errorText({ error: { detail: 'x' }, errors: ['a'], message: 'm' })).toBe('m');
    expect(errorText({ error: '' })).toBe('Oops! Something went wrong!');
  });

  it("falls back to 'Oops! Something went wrong!'", () => {
    expect(errorText(undefined)).toBe('Oops! Something went wrong!');
    expect(errorText(null)).toBe('Oops! Something went wrong!');
    expect(errorText('plain text body')).toBe('Oops! Something went wrong!');
    expect(errorText({})).toBe('Oops! Something went wrong!');
  });
});

describe('addToCartErrorMessages', () => {
  it("shows 'each message in cart_errors', without repeats", () => {
    expect(
      addToCartErrorMessages({ cart_errors: ['Too many', { message: 'Not in region' }, 'Too many'] }),
    ).toEqual(['Too many', 'Not in region']);
  });

  it("shows errors 'if errors is a string'", () => {
    expect(addToCartErrorMessages({ errors: 'Out of stock' })).toEqual(['Out of stock']);
    expect(addToCartErrorMessages({ cart_errors: [], errors: 'Out of stock' })).toEqual(['Out of stock']);
  });

  it("otherwise shows 'An unexpected error has occurred. Please try again later.'", () => {
    expect(addToCartErrorMessages({ errors: ['x'] })).toEqual([messages.unexpectedAddToCart]);
    expect(addToCartErrorMessages(null)).toEqual([messages.unexpectedAddToCart]);
  });
});

describe('isIgnorableLineItemError', () => {
  it("ignores 'line item {id} not found'", () => {
    expect(isIgnorableLineItemError('line item 123 not found')).toBe(true);
    expect(isIgnorableLineItemError('Line item 9 not found in cart')).toBe(true);
  });

  it('does not ignore other failures', () => {
    expect(isIgnorableLineItemError('product 123 not found')).toBe(false);
  });
});
