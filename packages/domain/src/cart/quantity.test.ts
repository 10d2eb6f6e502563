import { describe, expect, it } from 'vitest';
import {
  canAddItem,
  cartLineQuantity,
  changeQuantity,
  quantityLimitMessage,
  stockShortfalls,
} from './quantity.ts';

describe('changeQuantity', () => {
  it("'Add raises quantity by one, raised to min_order_qty if below it'", () => {
    expect(changeQuantity(2, 'add')).toEqual({ qty: 3, save_for_later: false });
    expect(changeQuantity(0, 'add', { min_order_qty: 3 })).toEqual({ qty: 3, save_for_later: false });
  });

  it('stops adding at min(max_order_qty, 50)', () => {
    expect(changeQuantity(50, 'add').qty).toBe(50);
    expect(changeQuantity(6, 'add', { max_order_qty: 6 }).qty).toBe(6);
  });

  it("'Remove lowers by one; falling below the minimum gives 0 (removal)'", () => {
    expect(changeQuantity(4, 'remove', { min_order_qty: 3 }).qty).toBe(3);
    expect(changeQuantity(3, 'remove', { min_order_qty: 3 }).qty).toBe(0);
    expect(changeQuantity(1, 'remove').qty).toBe(0);
  });

  it("'Remove-all and save-for-later set it to 0 (save-for-later also sets a save flag)'", () => {
    expect(changeQuantity(7, 'remove_all')).toEqual({ qty: 0, save_for_later: false });
    expect(changeQuantity(7, 'save_for_later')).toEqual({ qty: 0, save_for_later: true });
  });

  it('moves a saved item back to the cart at its minimum', () => {
    expect(changeQuantity(0, 'move_to_cart', { min_order_qty: 2 })).toEqual({
      qty: 2,
      save_for_later: false,
    });
  });
});

describe('cartLineQuantity', () => {
  it('keeps a valid quantity', () => {
    expect(cartLineQuantity(4)).toEqual({ qty: 4, limitedTo: null });
    expect(cartLineQuantity('4')).toEqual({ qty: 4, limitedTo: null });
  });

  it('removes the line at 0 or less', () => {
    expect(cartLineQuantity(0)).toEqual({ qty: 0, limitedTo: null });
    expect(cartLineQuantity('-2')).toEqual({ qty: 0, limitedTo: null });
  });

  it("raises a quantity below the minimum to 'the minimum'", () => {
    expect(cartLineQuantity(1, { min_order_qty: 3 })).toEqual({ qty: 3, limitedTo: null });
    expect(cartLineQuantity('abc', { min_order_qty: 2 })).toEqual({ qty: 2, limitedTo: null });
  });

  it("holds a line at 'Max quantity per item 50' and at max_order_qty", () => {
    expect(cartLineQuantity(80)).toEqual({ qty: 50, limitedTo: 50 });
    expect(cartLineQuantity(10, { max_order_qty: 6 })).toEqual({ qty: 6, limitedTo: 6 });
    expect(quantityLimitMessage(6)).toBe('You can add up to 6 of this item.');
  });
});

describe('canAddItem', () => {
  it("'An item can be added while its quantity is below 50 and it is in stock'", () => {
    expect(canAddItem(49, true)).toBe(true);
    expect(canAddItem(50, true)).toBe(false);
    expect(canAddItem(0, false)).toBe(false);
  });

  it('stops at max_order_qty', () => {
    expect(canAddItem(5, true, 6)).toBe(true);
    expect(canAddItem(6, true, 6)).toBe(false);
  });
});

describe('stockShortfalls', () => {
  it('lists products wanted beyond what is on hand, adding up lines of the same product', () => {
    const lines = [
      { product_id: 1, qty: 2 },
      { product_id: 1, qty: 2 },
      { product_id: 2, qty: 1 },
      { product_id: 3, qty: 1 },
    ];
    const available = new Map([
      [1, 3],
      [2, 5],
    ]);
    expect(stockShortfalls(lines, available)).toEqual([
      { product_id: 1, wanted: 4, available: 3 },
      { product_id: 3, wanted: 1, available: 0 },
    ]);
  });

  it('is empty when everything can be filled', () => {
    expect(stockShortfalls([{ product_id: 1, qty: 5 }], new Map([[1, 5]]))).toEqual([]);
  });
});
