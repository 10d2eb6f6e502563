import { describe, expect, it } from 'vitest';
import {
  changedPriceCents,
  priceChangeLabel,
  priceChangeRefusal,
  priceChangeSchema,
} from './price-change.ts';

describe('a bulk price change', () => {
  it('moves a price by a percent, rounding half a cent up', () => {
    expect(changedPriceCents(1000, { type: 'percent', percent: 10 })).toBe(1100);
    expect(changedPriceCents(105, { type: 'percent', percent: 10 })).toBe(116); // 115.5
    expect(changedPriceCents(149, { type: 'percent', percent: 10 })).toBe(164); // 163.9
    expect(changedPriceCents(999, { type: 'percent', percent: -5 })).toBe(949); // 949.05
    expect(changedPriceCents(1999, { type: 'percent', percent: 2.5 })).toBe(2049); // 2048.975
    expect(changedPriceCents(1, { type: 'percent', percent: -50 })).toBe(1); // 0.5 rounds up
  });

  it('sets a price in whole cents', () => {
    expect(changedPriceCents(1000, { type: 'set', price: 4.99 })).toBe(499);
    expect(changedPriceCents(1000, { type: 'set', price: 0.29 })).toBe(29);
  });

  it('refuses a MAP item priced above its advertised MAP price, and a price below a cent', () => {
    const map = { priceCents: 149, mapPriceCents: 179, isMapEnabled: true };
    expect(priceChangeRefusal(map, 179)).toBeNull();
    expect(priceChangeRefusal(map, 180)).toBe(
      'The new price $1.80 would be above its MAP price $1.79, which the store advertises in its place.',
    );
    expect(priceChangeRefusal({ ...map, isMapEnabled: false }, 180)).toBeNull();
    expect(priceChangeRefusal({ priceCents: 100, mapPriceCents: null, isMapEnabled: true }, 5000)).toBeNull();
    expect(priceChangeRefusal({ priceCents: 100, mapPriceCents: null, isMapEnabled: false }, 0)).toMatch(
      /below \$0\.01/,
    );
  });

  it('refuses a change of nothing or beyond its bounds', () => {
    expect(priceChangeSchema.safeParse({ type: 'percent', percent: 0 }).success).toBe(false);
    expect(priceChangeSchema.safeParse({ type: 'percent', percent: -95 }).success).toBe(false);
    expect(priceChangeSchema.safeParse({ type: 'set', price: 0 }).success).toBe(false);
    expect(priceChangeSchema.safeParse({ type: 'percent', percent: 10 }).success).toBe(true);
  });

  it('names the change', () => {
    expect(priceChangeLabel({ type: 'percent', percent: 10 })).toBe('+10%');
    expect(priceChangeLabel({ type: 'percent', percent: -5 })).toBe('−5%');
    expect(priceChangeLabel({ type: 'set', price: 4.99 })).toBe('set to $4.99');
  });
});
