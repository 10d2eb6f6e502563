import { applyPriceReductions, type PriceReduction } from '../catalog/price-reductions.ts';
import { percentOf } from '../money/money.ts';
import { autoshipRunning } from './statuses.ts';

/**
 * Autoship prices (storefront §1 '5-10% extra on autoship ... 30% extra on a first autoship order'; account spec
 * §4 'Autoship prices show only to eligible members on autoship').
 */

/** Account spec §9: '30% extra saving on a first autoship order'. */
export const FIRST_AUTOSHIP_EXTRA_PERCENT = 30;

export type AutoshipPricing = {
  /** What the shopper pays today (regular price less its sales). */
  salePriceCents: number;
  /** The product's autoship price; null: the regular price is the base. */
  autoshipPriceCents: number | null;
  /** autoship_temporary_price_reduction, `by_fixed` in cents. */
  autoshipReductions: readonly PriceReduction[];
};

/** The unit price on autoship: the autoship price less its own sales, never more than today's sale price. */
export function autoshipUnitPriceCents(product: AutoshipPricing): number {
  const base = product.autoshipPriceCents ?? product.salePriceCents;
  return Math.min(product.salePriceCents, applyPriceReductions(base, product.autoshipReductions));
}

/** The whole percent a subscriber saves on the sale price (0 when the autoship price is no lower). */
export function autoshipSavingsPercent(product: AutoshipPricing): number {
  if (product.salePriceCents <= 0) return 0;
  const off = product.salePriceCents - autoshipUnitPriceCents(product);
  return Math.max(0, Math.floor((off * 100) / product.salePriceCents));
}

export type AutoshipShopper = {
  loggedIn: boolean;
  /** user_status */
  userStatus: string;
  /** accounts.autoship_status */
  autoshipStatus: string | null | undefined;
};

/** Members (and trial members) may subscribe (account spec §6 'Members can use autoship'). */
export function canUseAutoship(shopper: AutoshipShopper): boolean {
  return shopper.loggedIn && (shopper.userStatus === 'member' || shopper.userStatus === 'trial');
}

/** §4 'Autoship prices show only to eligible members on autoship.' */
export function showsAutoshipPrices(shopper: AutoshipShopper): boolean {
  return canUseAutoship(shopper) && autoshipRunning(shopper.autoshipStatus);
}

export type ShipmentLine = { unitPriceCents: number; qty: number };

export type ShipmentPrice = {
  subtotal: number;
  /** The first autoship order's 30% extra off (0 on later orders). */
  firstOrderDiscount: number;
  /** subtotal − firstOrderDiscount: what shipping thresholds, tax and the charge start from. */
  discountedSubtotal: number;
};

/** The scheduled lines' subtotal at autoship prices and the first autoship order's extra 30% off it. */
export function priceShipmentLines(
  lines: readonly ShipmentLine[],
  firstAutoshipOrder: boolean,
): ShipmentPrice {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
  const firstOrderDiscount = firstAutoshipOrder ? percentOf(subtotal, FIRST_AUTOSHIP_EXTRA_PERCENT) : 0;
  return { subtotal, firstOrderDiscount, discountedSubtotal: subtotal - firstOrderDiscount };
}
