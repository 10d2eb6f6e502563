import { describe, expect, it } from 'vitest';
import { applyPriceReductions, capDiscount, clampPercent, percentSavings } from './price-reductions.ts';

describe('percent savings', () => {
  it("'Percent savings clamp between 0 and 100'", () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('is the whole percent saved against MSRP', () => {
    expect(percentSavings(1000, 750)).toBe(25);
    expect(percentSavings(999, 666)).toBe(33);
  });

  it('is 0 when the price is above MSRP and 100 when the price is negative', () => {
    expect(percentSavings(1000, 1200)).toBe(0);
    expect(percentSavings(1000, -10)).toBe(100);
  });

  it('is 0 when there is no MSRP', () => {
    expect(percentSavings(0, 500)).toBe(0);
  });
});

describe('capDiscount', () => {
  it("'a discount with a maximum applies the cap'", () => {
    expect(capDiscount(2500, 2000)).toBe(2000);
    expect(capDiscount(1500, 2000)).toBe(1500);
  });

  it('leaves a discount with no maximum uncapped', () => {
    expect(capDiscount(2500, null)).toBe(2500);
    expect(capDiscount(2500, undefined)).toBe(2500);
    expect(capDiscount(2500, 0)).toBe(2500);
  });
});

describe('applyPriceReductions', () => {
  it('takes a by_fixed amount in cents off the price', () => {
    expect(applyPriceReductions(1000, [{ type: 'by_fixed', amount: 250 }])).toBe(750);
  });

  it('takes a by_percent amount off the price, rounded to the cent', () => {
    expect(applyPriceReductions(999, [{ type: 'by_percent', amount: 10 }])).toBe(899);
  });

  it('applies reductions in order', () => {
    expect(
      applyPriceReductions(1000, [
        { type: 'by_percent', amount: 50 },
        { type: 'by_fixed', amount: 100 },
      ]),
    ).toBe(400);
    expect(
      applyPriceReductions(1000, [
        { type: 'by_fixed', amount: 100 },
        { type: 'by_percent', amount: 50 },
      ]),
    ).toBe(450);
  });

  it('never goes below 0', () => {
    expect(applyPriceReductions(500, [{ type: 'by_fixed', amount: 900 }])).toBe(0);
    expect(applyPriceReductions(500, [{ type: 'by_percent', amount: 150 }])).toBe(0);
  });

  it('ignores negative reductions rather than raising the price', () => {
    expect(applyPriceReductions(500, [{ type: 'by_fixed', amount: -100 }])).toBe(500);
    expect(applyPriceReductions(500, [{ type: 'by_percent', amount: -10 }])).toBe(500);
  });

  it('leaves the price unchanged with no reductions', () => {
    expect(applyPriceReductions(1299, [])).toBe(1299);
  });
});
