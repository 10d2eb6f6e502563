import { describe, expect, it } from 'vitest';
import { addButtonState, cardAction, isViewLinkProduct, viewLinkText } from './card-actions.ts';

const simple = { in_stock: true, product_type: 'simple', has_options: false };

describe('isViewLinkProduct', () => {
  it("links 'configurable, grouped, bundle-with-options and gift-card products' to the detail page", () => {
    expect(isViewLinkProduct({ product_type: 'configurable', has_options: false })).toBe(true);
    expect(isViewLinkProduct({ product_type: 'grouped', has_options: false })).toBe(true);
    expect(isViewLinkProduct({ product_type: 'bundle', has_options: true })).toBe(true);
    expect(isViewLinkProduct({ product_type: 'advanced_bundle_idl', has_options: true })).toBe(true);
    expect(isViewLinkProduct({ product_type: 'aw_giftcard', has_options: false })).toBe(true);
  });

  it('lets a bundle without options be added from the card', () => {
    expect(isViewLinkProduct({ product_type: 'bundle', has_options: false })).toBe(false);
    expect(isViewLinkProduct({ product_type: 'advanced_bundle_idl', has_options: false })).toBe(false);
  });

  it('lets simple, wine and sample products be added from the card', () => {
    expect(isViewLinkProduct({ product_type: 'simple', has_options: false })).toBe(false);
    expect(isViewLinkProduct({ product_type: 'wine', has_options: false })).toBe(false);
    expect(isViewLinkProduct({ product_type: 'sample', has_options: true })).toBe(false);
  });
});

describe('cardAction precedence', () => {
  it("(1) 'custom button text with a handler' comes first, even out of stock", () => {
    expect(cardAction({ ...simple, in_stock: false }, { customButton: true, moveToCart: true })).toBe(
      'custom',
    );
  });

  it("(2) 'out of stock' comes before move-to-cart and the view link", () => {
    expect(cardAction({ ...simple, in_stock: false }, { moveToCart: true })).toBe('out_of_stock');
    expect(cardAction({ in_stock: false, product_type: 'configurable', has_options: true })).toBe(
      'out_of_stock',
    );
  });

  it("(3) 'move-to-cart link mode' comes before the view link", () => {
    expect(
      cardAction({ in_stock: true, product_type: 'configurable', has_options: true }, { moveToCart: true }),
    ).toBe('move_to_cart');
  });

  it("(4) 'view link for option, bundle and gift-card types'", () => {
    expect(cardAction({ in_stock: true, product_type: 'aw_giftcard', has_options: false })).toBe('view_link');
    expect(cardAction({ in_stock: true, product_type: 'bundle', has_options: true })).toBe('view_link');
  });

  it("(5) 'otherwise the add counter'", () => {
    expect(cardAction(simple)).toBe('counter');
    expect(cardAction(simple, { customButton: false, moveToCart: false })).toBe('counter');
  });
});

describe('viewLinkText', () => {
  it("'the link reads View Item or View'", () => {
    expect(viewLinkText()).toBe('View Item');
    expect(viewLinkText(true)).toBe('View');
  });
});

describe('addButtonState', () => {
  it("'no count shows Add'", () => {
    expect(addButtonState({ count: 0 })).toEqual({ kind: 'add' });
    expect(addButtonState({ count: -1 })).toEqual({ kind: 'add' });
  });

  it("'a count above 0 shows minus, quantity and plus'", () => {
    expect(addButtonState({ count: 2 })).toEqual({
      kind: 'counter',
      qty: 2,
      minusDisabled: false,
      plusDisabled: false,
    });
  });

  it("'loading shows a spinner' whatever the count", () => {
    expect(addButtonState({ count: 3, loading: true, selected: true })).toEqual({ kind: 'loading' });
  });

  it("'selected shows a check mark'", () => {
    expect(addButtonState({ count: 3, selected: true })).toEqual({ kind: 'selected' });
  });

  it("'plus is disabled when count is at or above max_order_qty'", () => {
    expect(addButtonState({ count: 4, maxOrderQty: 5 })).toMatchObject({ plusDisabled: false });
    expect(addButtonState({ count: 5, maxOrderQty: 5 })).toMatchObject({ plusDisabled: true });
    expect(addButtonState({ count: 6, maxOrderQty: 5 })).toMatchObject({ plusDisabled: true });
  });

  it('disables plus at 50 per item even when max_order_qty is the default 9000', () => {
    expect(addButtonState({ count: 49 })).toMatchObject({ plusDisabled: false });
    expect(addButtonState({ count: 50 })).toMatchObject({ plusDisabled: true });
    expect(addButtonState({ count: 50, maxOrderQty: 9000 })).toMatchObject({ plusDisabled: true });
  });

  it('keeps minus enabled while the count is above 0', () => {
    expect(addButtonState({ count: 1 })).toMatchObject({ minusDisabled: false });
  });
});
