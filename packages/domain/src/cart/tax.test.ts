import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATES, salesTaxCents, taxRatePercent } from './tax.ts';

describe('taxRatePercent', () => {
  it("reads 'a per-state rate table' by state code, any case", () => {
    expect(taxRatePercent('CA')).toBe(7.25);
    expect(taxRatePercent(' ny ')).toBe(4);
  });

  it('is 0 for a state not in the table, or no state', () => {
    expect(taxRatePercent('OR')).toBe(0);
    expect(taxRatePercent(null)).toBe(0);
    expect(taxRatePercent(undefined)).toBe(0);
  });

  it('uses the table it is given', () => {
    expect(taxRatePercent('CA', { OR: 1 })).toBe(0);
    expect(taxRatePercent('OR', { OR: 1 })).toBe(1);
    expect(taxRatePercent('XX', { XX: -3 })).toBe(0);
  });

  it('has a default table of a few states', () => {
    expect(Object.keys(DEFAULT_TAX_RATES).length).toBeGreaterThan(2);
  });
});

describe('salesTaxCents', () => {
  it('applies the rate once, rounded half-up to the cent', () => {
    expect(salesTaxCents(10000, 7.25)).toBe(725);
    expect(salesTaxCents(200, 7.25)).toBe(15); // 14.5 → 15
    expect(salesTaxCents(1005, 7.25)).toBe(73); // 72.8625 → 73
    expect(salesTaxCents(1000, 6.35)).toBe(64); // 63.5 → 64 despite 6.35 not being exact in binary
    expect(salesTaxCents(999, 4)).toBe(40); // 39.96
  });

  it('is 0 on nothing or at a 0 rate', () => {
    expect(salesTaxCents(0, 7.25)).toBe(0);
    expect(salesTaxCents(-500, 7.25)).toBe(0);
    expect(salesTaxCents(5000, 0)).toBe(0);
  });
});
