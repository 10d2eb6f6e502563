import { z } from 'zod';
import { dollarsToCents, formatDollars } from '../money/money.ts';

/**
 * A bulk price change (issue 25, Long work): set every chosen product to one price, or move each by a percent.
 * The new price is whole cents (half a cent rounds up), and a row that would break the product's MAP is refused
 * and counted in the task's report rather than written.
 */

/** The lowest and highest percent a bulk change may move a price by. */
export const PRICE_CHANGE_MIN_PERCENT = -90;
export const PRICE_CHANGE_MAX_PERCENT = 500;

export const priceChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('set'),
    price: z.number().min(0.01, 'A price is at least $0.01.').max(100_000),
  }),
  z.object({
    type: z.literal('percent'),
    percent: z
      .number()
      .min(PRICE_CHANGE_MIN_PERCENT, `A price can go down by at most ${-PRICE_CHANGE_MIN_PERCENT}%.`)
      .max(PRICE_CHANGE_MAX_PERCENT, `A price can go up by at most ${PRICE_CHANGE_MAX_PERCENT}%.`)
      .refine((percent) => percent !== 0, 'A change of 0% changes nothing.'),
  }),
]);
export type PriceChange = z.infer<typeof priceChangeSchema>;

/**
 * The new price in cents. A percent is counted in hundredths (basis points) and the product rounded half up in
 * integers, so 10% on $1.05 is $1.16 (115.5 cents up), never a float's 115.49999.
 */
export function changedPriceCents(priceCents: number, change: PriceChange): number {
  if (change.type === 'set') return dollarsToCents(change.price);
  const basisPoints = Math.round(change.percent * 100);
  const scaled = priceCents * (10_000 + basisPoints);
  return Math.floor((scaled + 5_000) / 10_000);
}

/** What a price change needs to know of a product. */
export type PricedProduct = { priceCents: number; mapPriceCents: number | null; isMapEnabled: boolean };

/**
 * Why a new price is refused, or null. The store keeps a MAP item's price hidden behind its advertised MAP price
 * ('See best price in cart', spec §5), so the price in the cart must not be above what is advertised: a MAP item
 * (MAP on, with a MAP price) may not be priced above its MAP price. A price below one cent is refused too.
 */
export function priceChangeRefusal(product: PricedProduct, newPriceCents: number): string | null {
  if (newPriceCents < 1) return 'The new price would be below $0.01.';
  const map = product.isMapEnabled ? product.mapPriceCents : null;
  if (map !== null && newPriceCents > map) {
    return `The new price ${formatDollars(newPriceCents)} would be above its MAP price ${formatDollars(map)}, which the store advertises in its place.`;
  }
  return null;
}

/** How the console names a change: "+10%", "−5%", "set to $4.99". */
export function priceChangeLabel(change: PriceChange): string {
  if (change.type === 'set') return `set to ${formatDollars(dollarsToCents(change.price))}`;
  return change.percent > 0 ? `+${change.percent}%` : `−${-change.percent}%`;
}
