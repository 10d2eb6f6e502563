import { percentOf } from '../money/money.ts';

/** A temporary price reduction (TPR): `by_fixed` amount in cents, `by_percent` amount in percent. */
export type PriceReduction = { type: 'by_fixed' | 'by_percent'; amount: number };

/**
 * Applies temporary price reductions in order to a price in cents. A price never goes below zero.
 */
export function applyPriceReductions(priceCents: number, reductions: readonly PriceReduction[]): number {
  let price = priceCents;
  for (const reduction of reductions) {
    const off =
      reduction.type === 'by_percent' ? percentOf(price, clampPercent(reduction.amount)) : reduction.amount;
    price = Math.max(0, price - Math.max(0, off));
  }
  return price;
}

/** Spec §5: percent savings clamp between 0 and 100. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** Whole percent saved against MSRP, clamped 0–100. */
export function percentSavings(msrpCents: number, priceCents: number): number {
  if (msrpCents <= 0) return 0;
  return Math.round(clampPercent(((msrpCents - priceCents) / msrpCents) * 100));
}

/** Spec §5: a discount with a maximum applies the cap. */
export function capDiscount(discountCents: number, maximumCents: number | null | undefined): number {
  if (maximumCents == null || maximumCents <= 0) return discountCents;
  return Math.min(discountCents, maximumCents);
}
