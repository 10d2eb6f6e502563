import { roundCents } from '../money/money.ts';

/**
 * Sales tax on a cart (issue 4: '`tax` (a per-state rate table)'). Rates are percents by two-letter state code;
 * a state not in the table pays none. Tax is charged on the goods less the discount — shipping, the PPE fee and
 * Thrive Cash are not taxed (docs/decisions/cart.md).
 */

export type TaxRates = Readonly<Record<string, number>>;

/**
 * A small demo table: the states' base sales-tax rates in percent (2024). Real rates vary by county and by
 * kind of food; configuration replaces this table.
 */
export const DEFAULT_TAX_RATES: TaxRates = {
  CA: 7.25,
  NY: 4,
  TX: 6.25,
  WA: 6.5,
  IL: 6.25,
  FL: 6,
};

/** The state's rate in percent; 0 for a missing or unknown state. */
export function taxRatePercent(
  state: string | null | undefined,
  rates: TaxRates = DEFAULT_TAX_RATES,
): number {
  const rate = rates[(state ?? '').trim().toUpperCase()];
  return rate != null && Number.isFinite(rate) && rate > 0 ? rate : 0;
}

/**
 * Tax on an amount in cents at a percent rate, rounded half-up to the cent. The product is rounded to 6 decimals
 * first so a rate like 6.35 that binary floats can't hold exactly still rounds a true half up.
 */
export function salesTaxCents(taxableCents: number, ratePercent: number): number {
  if (taxableCents <= 0 || ratePercent <= 0) return 0;
  return roundCents(Number(((taxableCents * ratePercent) / 100).toFixed(6)));
}
