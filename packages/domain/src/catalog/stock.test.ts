import { describe, expect, it } from 'vitest';
import { isRunningLow, RUNNING_LOW_THRESHOLD, unitsAvailable } from './stock.ts';

describe('isRunningLow', () => {
  it("'Running Low appears when stock is below a threshold, the item is in stock and is simple'", () => {
    expect(isRunningLow(RUNNING_LOW_THRESHOLD - 1, 'simple')).toBe(true);
    expect(isRunningLow(1, 'simple')).toBe(true);
  });

  it('is not running low at the threshold', () => {
    expect(isRunningLow(RUNNING_LOW_THRESHOLD, 'simple')).toBe(false);
  });

  it('is not running low when out of stock', () => {
    expect(isRunningLow(0, 'simple')).toBe(false);
  });

  it('is not running low for a product that is not simple', () => {
    expect(isRunningLow(3, 'bundle')).toBe(false);
    expect(isRunningLow(3, 'configurable')).toBe(false);
  });
});

describe('unitsAvailable', () => {
  it('gives the units on the shelf, never fewer than none', () => {
    expect(unitsAvailable({ product_in_stock: true, stock_qty: 7, stockless: false })).toBe(7);
    expect(unitsAvailable({ product_in_stock: true, stock_qty: -2, stockless: false })).toBe(0);
  });

  it('gives none for a product that does not sell now, whatever the stock', () => {
    expect(unitsAvailable({ product_in_stock: false, stock_qty: 40, stockless: false })).toBe(0);
    expect(unitsAvailable({ product_in_stock: false, stock_qty: 0, stockless: true })).toBe(0);
  });

  it('has no limit for gift cards and virtual products', () => {
    expect(unitsAvailable({ product_in_stock: true, stock_qty: 0, stockless: true })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
