import type { BoxType } from '../catalog/box-type.ts';
import type { ThriveCashOffer } from '../thrivecash/earn.ts';
import type { VolumeTier } from '../volume/volume-incentive.ts';

/**
 * A cart line as the pricing rules read it (spec storefront §3 Cart line item, Product). Amounts are integer
 * cents; field names follow the spec's where it has one.
 */

export type RestrictionTag = {
  name: string;
  prohibited_states: readonly string[];
  prohibited_payment_methods: readonly string[];
};

export type CartLineInput = {
  line_item_id: number;
  product_id: number;
  box_type: string | null | undefined;
  sold_as_fresh: string | null | undefined;
  qty: number;
  /** What one costs today: the sale price (spec: `price`). Free gifts and samples are priced 0 whatever this says. */
  price_cents: number;
  /** The regular price before temporary price reductions; defaults to `price_cents` (no TPR). */
  regular_price_cents?: number | null;
  msrp_cents: number;
  product_type?: string | null;
  /** 'GWP' for a free gift with purchase, 'SAMPLE' for a free sample (spec §3 tc_product_type). */
  tc_product_type?: 'GWP' | 'SAMPLE' | null;
  /** The free-gift offer a gift line came from (spec §3 Cart line item gwp_id). */
  gwp_id?: number | null;
  /** spec: ebt_eligibility 1. */
  ebt_eligible?: boolean;
  /** An alcohol line needs `is_over_21` at checkout and shows the signature notice. */
  is_alcohol?: boolean;
  restriction_tag?: RestrictionTag | null;
  /** Saved-for-later lines stay on the cart but are not priced, boxed or counted. */
  save_for_later?: boolean;
  /** False puts 'The cart contains items that are out of stock' on the cart. Default true. */
  in_stock?: boolean;
  /** The product's Thrive Cash offer (account spec §3): what the line earns, shown as `thrive_cash_earn`. */
  thrive_cash?: ThriveCashOffer | null;
  /** The product's volume incentive tiers (account-and-shell §3 tiered_pricing); none by default. */
  tiered_pricing?: readonly VolumeTier[] | null;
};

/** A line after pricing: its box, its row total and what it saves. All cents. */
export type PricedLine<L extends CartLineInput = CartLineInput> = L & PricedFields;

/** What priceLine adds to a line (CartLineInput has none of these fields). */
type PricedFields = {
  box: BoxType;
  is_free: boolean;
  row_total_cents: number;
  /** Counts toward the free gift's threshold (spec: gwp_eligible_subtotal): paid, not alcohol. */
  gwp_eligible: boolean;
  /** Its share of the coupon discount (largest remainder over the paid lines). */
  discount_cents: number;
  savings: { products: number; tpr: number; gwp: number };
};

/** Spec §4: 'A free gift with purchase is a free item (price 0, type gwp)'; samples are free too. */
export function isFreeLine(line: Pick<CartLineInput, 'tc_product_type' | 'product_type'>): boolean {
  const type = (line.product_type ?? '').toLowerCase();
  return (
    line.tc_product_type === 'GWP' || line.tc_product_type === 'SAMPLE' || type === 'gwp' || type === 'sample'
  );
}

function wholeQty(qty: number): number {
  return Number.isFinite(qty) ? Math.max(0, Math.floor(qty)) : 0;
}

/**
 * The line's price times its whole quantity: 0 for a free item (what priceLine answers as `row_total_cents`).
 */
export function rowTotalCents(line: CartLineInput): number {
  return isFreeLine(line) ? 0 : Math.max(0, line.price_cents) * wholeQty(line.qty);
}

/**
 * Prices one line in its box, with its share of the coupon discount. Savings per unit never go below 0: `products`
 * is MSRP over the regular price, `tpr` the regular price over the sale price, `gwp` the MSRP of a free item.
 */
export function priceLine<L extends CartLineInput>(line: L, box: BoxType, discountCents = 0): PricedLine<L> {
  const qty = wholeQty(line.qty);
  const free = isFreeLine(line);
  const price = free ? 0 : Math.max(0, line.price_cents);
  const regular = free ? 0 : Math.max(price, line.regular_price_cents ?? price);
  const msrp = Math.max(0, line.msrp_cents);
  // The computed fields go first and the line's spread after them: V8 copies a spread into a fresh object quickly,
  // but adding fields after a spread of a ~30-field line cost 7 µs a line (measured). CartLineInput has none of
  // the PricedFields, so the spread does not overwrite them.
  return {
    box,
    is_free: free,
    row_total_cents: rowTotalCents(line),
    gwp_eligible: !free && !line.is_alcohol,
    discount_cents: discountCents,
    savings: {
      products: free ? 0 : Math.max(0, msrp - regular) * qty,
      tpr: (regular - price) * qty,
      gwp: free ? msrp * qty : 0,
    },
    ...line,
  };
}
