import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  chosenQuantity,
  DEFAULT_MAX_ORDER_QTY,
  DEFAULT_MIN_ORDER_QTY,
  decreaseQuantity,
  increaseQuantity,
  MAX_QTY_PER_ITEM,
  maxOrderQty,
  minOrderQty,
  quantityCeiling,
  validQuantity,
} from './quantity.ts';

describe('quantity bounds', () => {
  it("'Max quantity per item 50; default max order qty 9000; default min 1'", () => {
    expect(MAX_QTY_PER_ITEM).toBe(50);
    expect(DEFAULT_MAX_ORDER_QTY).toBe(9000);
    expect(DEFAULT_MIN_ORDER_QTY).toBe(1);
  });

  it("min_order_qty '(default 1)'", () => {
    expect(minOrderQty()).toBe(1);
    expect(minOrderQty(null)).toBe(1);
    expect(minOrderQty(0)).toBe(1);
    expect(minOrderQty(3)).toBe(3);
  });

  it("max_order_qty '(default 9000)'", () => {
    expect(maxOrderQty()).toBe(9000);
    expect(maxOrderQty(null)).toBe(9000);
    expect(maxOrderQty(0)).toBe(9000);
    expect(maxOrderQty(12)).toBe(12);
  });

  it('caps a line at 50 even when max_order_qty is higher', () => {
    expect(quantityCeiling()).toBe(50);
    expect(quantityCeiling(9000)).toBe(50);
    expect(quantityCeiling(12)).toBe(12);
  });
});

describe('validQuantity', () => {
  it("'a quantity is valid when it is a number at or above the minimum'", () => {
    expect(validQuantity(1)).toBe(1);
    expect(validQuantity(7)).toBe(7);
    expect(validQuantity(3, 3)).toBe(3);
  });

  it("'otherwise the minimum'", () => {
    expect(validQuantity(2, 3)).toBe(3);
    expect(validQuantity(0)).toBe(1);
    expect(validQuantity(-4, 3)).toBe(3);
    expect(validQuantity('abc', 3)).toBe(3);
    expect(validQuantity(undefined)).toBe(1);
    expect(validQuantity(null, 3)).toBe(3);
    expect(validQuantity('', 2)).toBe(2);
    expect(validQuantity(Number.NaN)).toBe(1);
    expect(validQuantity(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('accepts a number typed into an input box as text', () => {
    expect(validQuantity('4')).toBe(4);
    expect(validQuantity(' 5 ', 3)).toBe(5);
  });

  it('drops a fraction to the whole unit below, then applies the minimum', () => {
    expect(validQuantity(4.7)).toBe(4);
    expect(validQuantity(3.5, 4)).toBe(4);
  });
});

describe('increaseQuantity', () => {
  it("'Add raises quantity by one'", () => {
    expect(increaseQuantity(0)).toBe(1);
    expect(increaseQuantity(3, 3)).toBe(4);
  });

  it("'raised to min_order_qty if below it'", () => {
    expect(increaseQuantity(0, 3)).toBe(3);
    expect(increaseQuantity(1, 3)).toBe(3);
    expect(increaseQuantity(2, 3)).toBe(3);
  });
});

describe('decreaseQuantity', () => {
  it("'Remove lowers by one'", () => {
    expect(decreaseQuantity(5)).toBe(4);
    expect(decreaseQuantity(4, 3)).toBe(3);
  });

  it("'falling below the minimum gives 0 (removal)'", () => {
    expect(decreaseQuantity(1)).toBe(0);
    expect(decreaseQuantity(3, 3)).toBe(0);
    expect(decreaseQuantity(0)).toBe(0);
  });
});

describe('canAddMore', () => {
  it("'An item can be added while its quantity is below 50 and it is in stock'", () => {
    expect(canAddMore(0, true)).toBe(true);
    expect(canAddMore(49, true)).toBe(true);
  });

  it('cannot be added at 50', () => {
    expect(canAddMore(50, true)).toBe(false);
    expect(canAddMore(51, true)).toBe(false);
  });

  it('cannot be added when out of stock', () => {
    expect(canAddMore(0, false)).toBe(false);
  });
});

describe('chosenQuantity (the product page counter beside Add)', () => {
  it('holds a typed quantity between the minimum and the line ceiling', () => {
    expect(chosenQuantity('3', 1, 9000)).toBe(3);
    expect(chosenQuantity('0', 2, 6)).toBe(2);
    expect(chosenQuantity('abc', 2, 6)).toBe(2);
    expect(chosenQuantity(9, 2, 6)).toBe(6);
    expect(chosenQuantity(120, null, null)).toBe(50);
  });
});
