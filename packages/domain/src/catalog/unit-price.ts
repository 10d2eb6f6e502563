import { formatDollars, roundCents } from '../money/money.ts';
import type { PriceDisplay } from './price-display.ts';

/**
 * The size line under a price ("16 oz · $0.25/oz"), computed from the price the shopper is shown, so a sale
 * lowers the unit price with the price and a hidden (MAP) price hides it too (issue 12 §4).
 */

export const sizeUnits = ['oz', 'fl oz', 'lb', 'ct', 'ml', 'L'] as const;
export type SizeUnit = (typeof sizeUnits)[number];
export type UnitSize = { amount: number; unit: SizeUnit };

/** Millilitres in one US fluid ounce: metric drinks are priced per fl oz so every drink compares alike. */
const ML_PER_FL_OZ = 29.5735;

function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(1).replace(/\.0$/, '');
}

/** "16 oz", "33.8 fl oz", "750 ml". */
export function sizeText(size: UnitSize): string {
  return `${formatAmount(size.amount)} ${size.unit}`;
}

/** The amount in the unit it is priced by: weights and counts as written, ml and L in fl oz. */
function pricedAmount(size: UnitSize): { amount: number; per: 'oz' | 'fl oz' | 'lb' | 'ct' } {
  if (size.unit === 'ml') return { amount: size.amount / ML_PER_FL_OZ, per: 'fl oz' };
  if (size.unit === 'L') return { amount: (size.amount * 1000) / ML_PER_FL_OZ, per: 'fl oz' };
  return { amount: size.amount, per: size.unit };
}

/**
 * Cents per unit, rounded half-up to the cent ($3.99 for 16 oz is 25¢/oz). Null when nothing is charged or
 * the result would round to nothing, since '$0.00/ct' tells a shopper nothing.
 */
export function unitPrice(
  priceCents: number,
  size: UnitSize,
): { cents: number; per: 'oz' | 'fl oz' | 'lb' | 'ct' } | null {
  const { amount, per } = pricedAmount(size);
  if (!(amount > 0) || priceCents <= 0) return null;
  const cents = roundCents(priceCents / amount);
  return cents > 0 ? { cents, per } : null;
}

/** The price a price block shows, or null when it shows none (a MAP message instead). */
export function shownPriceCents(display: PriceDisplay): number | null {
  return display.kind === 'price' ? display.priceCents : null;
}

/**
 * The line under the price: the size and the unit price of the shown price; the size alone when the price
 * is hidden or free; `label` (e.g. 'Digital gift card') for products sold without a measured size.
 */
export function unitPriceText(
  size: UnitSize | null | undefined,
  shownCents: number | null,
  label = '',
): string {
  if (!size) return label;
  const perUnit = shownCents == null ? null : unitPrice(shownCents, size);
  if (!perUnit) return sizeText(size);
  return `${sizeText(size)} · ${formatDollars(perUnit.cents)}/${perUnit.per}`;
}
