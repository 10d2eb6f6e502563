import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price-display.ts';
import { shownPriceCents, sizeText, unitPrice, unitPriceText } from './unit-price.ts';

const peanutButter = { amount: 16, unit: 'oz' } as const;

describe('unitPriceText', () => {
  it('issue 12: peanut butter on sale at $3.99 for 16 oz reads $0.25/oz, not the regular $0.31/oz', () => {
    expect(unitPriceText(peanutButter, 399)).toBe('16 oz · $0.25/oz');
    expect(unitPriceText(peanutButter, 499)).toBe('16 oz · $0.31/oz');
  });

  it('shows the size alone when the price is hidden or free', () => {
    expect(unitPriceText(peanutButter, null)).toBe('16 oz');
    expect(unitPriceText(peanutButter, 0)).toBe('16 oz');
  });

  it('shows the label of a product sold without a measured size', () => {
    expect(unitPriceText(null, 2500, 'Digital gift card')).toBe('Digital gift card');
    expect(unitPriceText(undefined, 2500)).toBe('');
  });

  it('prices wine and other metric drinks per fl oz', () => {
    // 750 ml is 25.36 fl oz: $14.99 / 25.36 = 59.1¢.
    expect(unitPriceText({ amount: 750, unit: 'ml' }, 1499)).toBe('750 ml · $0.59/fl oz');
    expect(unitPriceText({ amount: 1, unit: 'L' }, 399)).toBe('1 L · $0.12/fl oz');
  });

  it('prices counts and pounds as written', () => {
    expect(unitPriceText({ amount: 12, unit: 'ct' }, 599)).toBe('12 ct · $0.50/ct');
    expect(unitPriceText({ amount: 2, unit: 'lb' }, 1299)).toBe('2 lb · $6.50/lb');
    expect(unitPriceText({ amount: 16.9, unit: 'fl oz' }, 249)).toBe('16.9 fl oz · $0.15/fl oz');
  });
});

describe('unitPrice', () => {
  it('rounds half-up to the cent and gives nothing that would read $0.00', () => {
    expect(unitPrice(250, { amount: 20, unit: 'ct' })).toEqual({ cents: 13, per: 'ct' });
    expect(unitPrice(99, { amount: 500, unit: 'ct' })).toBeNull();
    expect(unitPrice(99, { amount: 0, unit: 'oz' })).toBeNull();
  });
});

describe('shownPriceCents', () => {
  const map = { priceCents: 1299, msrpCents: 1599, mapPriceCents: 1499, isMapEnabled: true } as const;

  it("issue 12: a hidden MAP price hides the unit price ('Advertised price: $14.99' next to no $/fl oz)", () => {
    const display = priceDisplay({ ...map, mapType: 'in_cart' }, { isRegistered: true });
    expect(unitPriceText({ amount: 16.9, unit: 'fl oz' }, shownPriceCents(display))).toBe('16.9 fl oz');
  });

  it('a registered shopper who sees a gesture item’s price sees its unit price', () => {
    const display = priceDisplay({ ...map, mapType: 'gesture' }, { isRegistered: true });
    expect(shownPriceCents(display)).toBe(1299);
    const hidden = priceDisplay({ ...map, mapType: 'gesture' }, { isRegistered: false });
    expect(shownPriceCents(hidden)).toBeNull();
  });
});

describe('sizeText', () => {
  it('writes whole amounts without decimals and others with one', () => {
    expect(sizeText({ amount: 16, unit: 'oz' })).toBe('16 oz');
    expect(sizeText({ amount: 33.8, unit: 'fl oz' })).toBe('33.8 fl oz');
  });
});
