import { formatDollars } from '../money/money.ts';
import { percentSavings } from './price-reductions.ts';

/**
 * What a product's price block shows, including minimum-advertised-price (MAP) items
 * (spec storefront §5, §6; account spec §5 last bullet).
 */

export type PriceDisplayInput = {
  priceCents: number;
  msrpCents: number;
  mapPriceCents: number | null;
  isMapEnabled: boolean;
  mapType: 'in_cart' | 'gesture' | null;
};

export type PriceDisplay =
  | { kind: 'price'; priceCents: number; strikeMsrpCents: number | null; savingsPercent: number }
  | {
      kind: 'map';
      advertisedText: string;
      cta: 'See best price in cart' | 'Register for best price';
    };

/** §5: 'Advertised price: ${price}'. */
export function advertisedPriceText(mapPriceCents: number): string {
  return `Advertised price: ${formatDollars(mapPriceCents)}`;
}

function regularPrice(priceCents: number, msrpCents: number): PriceDisplay {
  return {
    kind: 'price',
    priceCents,
    // MSRP is struck through only when the store's price is actually lower (glossary: MSRP).
    strikeMsrpCents: msrpCents > priceCents ? msrpCents : null,
    savingsPercent: percentSavings(msrpCents, priceCents),
  };
}

/**
 * §5: MAP items hide the price and show the advertised price with 'See best price in cart' (in_cart) or
 * 'Register for best price' (gesture). 'For gesture-type items a registered user sees the regular price.'
 * A MAP flag without a map price or a type has nothing to advertise, so the regular price shows.
 */
export function priceDisplay(input: PriceDisplayInput, viewer: { isRegistered: boolean }): PriceDisplay {
  const { priceCents, msrpCents, mapPriceCents, isMapEnabled, mapType } = input;
  if (!isMapEnabled || mapPriceCents == null || mapType == null) return regularPrice(priceCents, msrpCents);
  if (mapType === 'gesture') {
    if (viewer.isRegistered) return regularPrice(priceCents, msrpCents);
    return {
      kind: 'map',
      advertisedText: advertisedPriceText(mapPriceCents),
      cta: 'Register for best price',
    };
  }
  return { kind: 'map', advertisedText: advertisedPriceText(mapPriceCents), cta: 'See best price in cart' };
}
