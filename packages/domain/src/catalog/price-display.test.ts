import { describe, expect, it } from 'vitest';
import { advertisedPriceText, type PriceDisplayInput, priceDisplay } from './price-display.ts';

const base: PriceDisplayInput = {
  priceCents: 999,
  msrpCents: 1299,
  mapPriceCents: null,
  isMapEnabled: false,
  mapType: null,
};
const visitor = { isRegistered: false };
const member = { isRegistered: true };

describe('priceDisplay', () => {
  it('shows the price with MSRP struck through and the percent saved', () => {
    expect(priceDisplay(base, visitor)).toEqual({
      kind: 'price',
      priceCents: 999,
      strikeMsrpCents: 1299,
      savingsPercent: 23,
    });
  });

  it('does not strike MSRP through when the price is not lower', () => {
    expect(priceDisplay({ ...base, msrpCents: 999 }, visitor)).toMatchObject({
      strikeMsrpCents: null,
      savingsPercent: 0,
    });
    expect(priceDisplay({ ...base, msrpCents: 500 }, visitor)).toMatchObject({
      strikeMsrpCents: null,
      savingsPercent: 0,
    });
  });

  it("in_cart MAP items: 'price hidden, message Advertised price: $price with See best price in cart'", () => {
    const input = { ...base, isMapEnabled: true, mapPriceCents: 1199, mapType: 'in_cart' as const };
    const expected = {
      kind: 'map',
      advertisedText: 'Advertised price: $11.99',
      cta: 'See best price in cart',
    };
    expect(priceDisplay(input, visitor)).toEqual(expected);
    expect(priceDisplay(input, member)).toEqual(expected);
  });

  it("gesture MAP items show a visitor the advertised price with 'Register for best price'", () => {
    const input = { ...base, isMapEnabled: true, mapPriceCents: 1199, mapType: 'gesture' as const };
    expect(priceDisplay(input, visitor)).toEqual({
      kind: 'map',
      advertisedText: 'Advertised price: $11.99',
      cta: 'Register for best price',
    });
  });

  it("'For gesture-type items a registered user sees the regular price instead of the map price'", () => {
    const input = { ...base, isMapEnabled: true, mapPriceCents: 1199, mapType: 'gesture' as const };
    expect(priceDisplay(input, member)).toMatchObject({ kind: 'price', priceCents: 999 });
  });

  it('shows the regular price when MAP is not enabled, whatever the map fields say', () => {
    const input = { ...base, isMapEnabled: false, mapPriceCents: 1199, mapType: 'in_cart' as const };
    expect(priceDisplay(input, visitor)).toMatchObject({ kind: 'price' });
  });

  it('shows the regular price when MAP is enabled but there is no map price to advertise', () => {
    expect(priceDisplay({ ...base, isMapEnabled: true, mapType: 'in_cart' }, visitor)).toMatchObject({
      kind: 'price',
    });
    expect(priceDisplay({ ...base, isMapEnabled: true, mapPriceCents: 1199 }, visitor)).toMatchObject({
      kind: 'price',
    });
  });
});

describe('advertisedPriceText', () => {
  it('formats the map price in dollars with 2 decimals', () => {
    expect(advertisedPriceText(1299)).toBe('Advertised price: $12.99');
    expect(advertisedPriceText(150000)).toBe('Advertised price: $1,500.00');
  });
});
