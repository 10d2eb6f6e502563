import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { answerErrorMessages, failureErrorMessages, showCartErrors } from './cart-errors.ts';

describe('add-to-cart errors (spec §8)', () => {
  afterEach(() => snackbar.clear());

  it("shows 'each message in cart_errors', without repeats", () => {
    expect(
      answerErrorMessages({
        errors: [],
        cart_errors: [
          'The cart contains items that are out of stock',
          'The cart contains items that are out of stock',
        ],
      }),
    ).toEqual(['The cart contains items that are out of stock']);
  });

  it("ignores 'line item {id} not found' silently, and shows other errors", () => {
    expect(
      answerErrorMessages({ errors: ['line item 77 not found', 'Product 9 not found.'], cart_errors: [] }),
    ).toEqual(['Product 9 not found.']);
    expect(answerErrorMessages({ errors: [], cart_errors: [] })).toEqual([]);
  });

  it("uses a string errors, else 'An unexpected error has occurred. Please try again later.'", () => {
    expect(
      failureErrorMessages(
        new ApiError('x', 400, { success: false, errors: 'Invalid qty: must be a number' }),
      ),
    ).toEqual(['Invalid qty: must be a number']);
    expect(failureErrorMessages(new ApiError('x', 500, null))).toEqual([
      'An unexpected error has occurred. Please try again later.',
    ]);
    expect(failureErrorMessages(new TypeError('Failed to fetch'))).toEqual([
      'An unexpected error has occurred. Please try again later.',
    ]);
    expect(failureErrorMessages(new ApiError('x', 404, { errors: 'line item 5 not found' }))).toEqual([]);
    expect(
      failureErrorMessages(
        new ApiError('x', 400, {
          errors: 'x',
          cart_errors: ['The cart contains items that are out of stock'],
        }),
      ),
    ).toEqual(['The cart contains items that are out of stock']);
  });

  it("titles each toast 'Add to Cart error' and adds a duplicate only once", () => {
    showCartErrors(['You can add up to 3 of this item.']);
    showCartErrors(['You can add up to 3 of this item.', 'The cart contains items that are out of stock']);
    expect(snackbar.getSnapshot().map((s) => [s.type, s.title, s.message, s.timeout])).toEqual([
      ['error', 'Add to Cart error', 'You can add up to 3 of this item.', undefined],
      ['error', 'Add to Cart error', 'The cart contains items that are out of stock', 5000],
    ]);
  });
});
