import { describe, expect, it } from 'vitest';
import { salePriceCents } from './sale-price.ts';

describe('salePriceCents', () => {
  it('is the regular price when there is no temporary price reduction', () => {
    expect(salePriceCents({ price: 5.49, temporary_price_reduction: [] })).toBe(549);
  });
  it('takes a by_fixed reduction off in dollars', () => {
    expect(
      salePriceCents({ price: 5.49, temporary_price_reduction: [{ type: 'by_fixed', amount: 1.5 }] }),
    ).toBe(399);
  });
  it('takes a by_percent reduction off as a percent, rounded to the cent', () => {
    expect(
      salePriceCents({ price: 9.99, temporary_price_reduction: [{ type: 'by_percent', amount: 15 }] }),
    ).toBe(849);
  });
  it('never goes below zero', () => {
    expect(salePriceCents({ price: 1, temporary_price_reduction: [{ type: 'by_fixed', amount: 5 }] })).toBe(
      0,
    );
  });
});
