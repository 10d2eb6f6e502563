import type { Product } from '../api/catalog.ts';
import type { CartLineInput } from '../cart/lines.ts';
import { type CartConfig, type CartShopper, type PricedCart, priceCart } from '../cart/totals.ts';
import { applyPriceReductions, type PriceReduction } from '../catalog/price-reductions.ts';
import { salePriceCents } from '../catalog/sale-price.ts';
import type { Coupon } from '../coupons/coupon.ts';
import { dollarsToCents } from '../money/money.ts';
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

export type ShownAutoshipPrice = { priceCents: number; savingsPercent: number };

/**
 * The autoship price a shopper is shown beside today's price: only to an eligible member on autoship, and only
 * when it is lower (an autoship price equal to today's says nothing).
 */
export function shownAutoshipPrice(
  shopper: AutoshipShopper,
  product: AutoshipPricing,
): ShownAutoshipPrice | null {
  if (!showsAutoshipPrices(shopper)) return null;
  const priceCents = autoshipUnitPriceCents(product);
  if (priceCents >= product.salePriceCents) return null;
  return { priceCents, savingsPercent: autoshipSavingsPercent(product) };
}

/**
 * The first autoship order's 30% extra, as a coupon the shipment is priced with (so it is shared over the lines by
 * largest remainder and taxed after, like any discount). It is the store's rule, not a code a shopper types.
 */
export const FIRST_AUTOSHIP_COUPON: Coupon = {
  code: 'FIRST_AUTOSHIP',
  label: `${FIRST_AUTOSHIP_EXTRA_PERCENT}% extra off your first autoship order`,
  coupon_name: 'First autoship order',
  discount_type: 'by_percent',
  discount_value: FIRST_AUTOSHIP_EXTRA_PERCENT,
  maximum_discount_amount: null,
  min_subtotal_cents: 0,
  first_order_only: false,
  expiration_date: null,
  uses_per_customer: null,
  total_uses: null,
};

export type ShipmentInput<L extends CartLineInput> = {
  /** The scheduled lines, each already at its autoship unit price (`price_cents`). */
  lines: readonly L[];
  /** No autoship order was placed for this account before. */
  firstAutoshipOrder: boolean;
  shopper: CartShopper;
  config?: Partial<CartConfig>;
  now: Date;
};

/** Prices a shipment with the cart's one pricing (boxes, shipping, tax, PPE fee), plus the first order's 30%. */
export function priceShipment<L extends CartLineInput>(input: ShipmentInput<L>): PricedCart<L> {
  return priceCart({
    lines: input.lines,
    coupons: input.firstAutoshipOrder ? [{ coupon: FIRST_AUTOSHIP_COUPON }] : [],
    // A shipment is never anyone's first store order for coupon purposes; Thrive Cash is not spent on it.
    shopper: { ...input.shopper, thriveCashCents: 0 },
    ...(input.config ? { config: input.config } : {}),
    now: input.now,
  });
}

/** The autoship unit price of a product as the catalog API sends it (dollars; `by_fixed` reductions in dollars). */
export function autoshipPriceOfProduct(
  product: Pick<
    Product,
    'price' | 'temporary_price_reduction' | 'autoship_price' | 'autoship_temporary_price_reduction'
  >,
): number {
  return autoshipUnitPriceCents(autoshipPricingOf(product));
}

/** A catalog product's prices as the autoship rules take them (cents). */
export function autoshipPricingOf(
  product: Pick<
    Product,
    'price' | 'temporary_price_reduction' | 'autoship_price' | 'autoship_temporary_price_reduction'
  >,
): AutoshipPricing {
  return {
    salePriceCents: salePriceCents(product),
    autoshipPriceCents: product.autoship_price == null ? null : dollarsToCents(product.autoship_price),
    autoshipReductions: product.autoship_temporary_price_reduction.map((r) => ({
      type: r.type,
      amount: r.type === 'by_fixed' ? dollarsToCents(r.amount) : r.amount,
    })),
  };
}

/**
 * What a placed shipment saved the shopper (account spec §3 `autoship_savings`): each line's sale price (what a
 * one-time order would have cost) less its autoship unit price, times its qty, plus the shipment's discount (the
 * first autoship order's 30%).
 */
export function shipmentSavingsCents(
  lines: readonly {
    qty: number;
    price_cents: number;
    product: Pick<Product, 'price' | 'temporary_price_reduction'>;
  }[],
  discountCents: number,
): number {
  const off = lines.reduce(
    (sum, line) => sum + Math.max(0, salePriceCents(line.product) - line.price_cents) * line.qty,
    0,
  );
  return off + Math.max(0, discountCents);
}
