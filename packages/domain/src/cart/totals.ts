import { planStoreCredit } from '../checkout/store-credit.ts';
import { type Coupon, couponDiscountCents, couponLabel } from '../coupons/coupon.ts';
import { type CouponRefusal, couponRefusal } from '../coupons/refusal.ts';
import { cartThriveCashEarnCents } from '../thrivecash/earn.ts';
import { OUT_OF_STOCK_CART_TEXT } from '../ui/storefront-texts.ts';
import { volumeIncentive } from '../volume/volume-incentive.ts';
import { splitByLargestRemainder } from './allocate.ts';
import {
  assignBoxes,
  type BoxRules,
  type CartBox,
  DEFAULT_BOX_RULES,
  type ShippingTotalType,
  summarizeBoxes,
} from './boxes.ts';
import { type CartLineInput, type PricedLine, priceLine, rowTotalCents } from './lines.ts';
import { DEFAULT_TAX_RATES, salesTaxCents, type TaxRates, taxRatePercent } from './tax.ts';

/**
 * The one place a cart is priced (issue 4: 'Totals and savings recomputed in one place … on every change'). Pure:
 * the service loads the lines, coupons and shopper, calls `priceCart`, saves and answers the result.
 */

/** Spec §3 names ppe_fee without a value; Pantry's default is $0.99 (docs/decisions/cart.md). */
export const DEFAULT_PPE_FEE_CENTS = 99;

export type CartConfig = { boxRules: BoxRules; taxRates: TaxRates; ppeFeeCents: number };

export const DEFAULT_CART_CONFIG: CartConfig = {
  boxRules: DEFAULT_BOX_RULES,
  taxRates: DEFAULT_TAX_RATES,
  ppeFeeCents: DEFAULT_PPE_FEE_CENTS,
};

/** A coupon on the cart with how often it has been used (by this shopper, by everyone). */
export type CartCoupon = { coupon: Coupon; customerUses?: number; totalUses?: number };

export type CartShopper = {
  isFirstOrder: boolean;
  /** Two-letter code of the shipping state, for tax. */
  state: string | null;
  ppeOptedOut?: boolean;
  /**
   * Thrive Cash the shopper chose to apply, at most their spendable balance, in cents; the cart spends what
   * `planStoreCredit` allows of it (total type awraf).
   */
  thriveCashCents?: number;
  /** The part of the total only a card may pay (planStoreCredit's cardOnlyCents). */
  cardOnlyCents?: number;
  /** The shopper's gift card balance, in cents: spent after Thrive Cash, before the card (total type aw_giftcard). */
  giftCardCents?: number;
};

export type PriceCartInput<L extends CartLineInput> = {
  lines: readonly L[];
  coupons?: readonly CartCoupon[];
  shopper: CartShopper;
  config?: Partial<CartConfig>;
  now: Date;
  /**
   * The gift being bought (gift card credit, a gift membership), in cents: no box, shipping, coupon or tax, and
   * only a card pays it (issue 13). With several gifts, their prices together.
   */
  giftCents?: number;
  /** How many gifts those are: each counts as an item in the cart (issue 23). Default 1 when giftCents > 0. */
  giftCount?: number;
};

export type CartTotalType =
  | ShippingTotalType
  | 'discount'
  | 'tax'
  | 'ppe_fee'
  | 'awraf'
  | 'aw_giftcard'
  | 'thrive_cash_earn'
  | 'volume_discount';

/**
 * Totals that tell what the order earns rather than what it costs, so they are not part of the grand total:
 * `thrive_cash_earn` is the Thrive Cash the products' offers earn, and `volume_discount` the Thrive Cash the lines'
 * volume tiers earn (promo_type thrive_cash); both are credited after the order.
 */
export const EARN_TOTAL_TYPES: ReadonlySet<string> = new Set(['thrive_cash_earn', 'volume_discount']);

/** The Thrive Cash the paid lines' volume tiers earn, in cents (domain volumeIncentive per line). */
export function volumeEarnCents(lines: readonly PricedLine<CartLineInput>[]): number {
  let earn = 0;
  for (const line of lines) {
    if (line.is_free || !line.tiered_pricing?.length) continue;
    earn += volumeIncentive(line.tiered_pricing, { qty: line.qty, price_cents: line.price_cents }).earn_cents;
  }
  return earn;
}
export type CartTotal = { type: CartTotalType; value: number };
export type CartSavings = { coupon: number; gwp: number; products: number; thrive_cash: number; tpr: number };

export type PricedCart<L extends CartLineInput> = {
  lines: PricedLine<L>[];
  saved_for_later: L[];
  boxes: CartBox<L>[];
  subtotal: number;
  gwp_eligible_subtotal: number;
  fresh_subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  ppe_fee: number;
  thrive_cash: number;
  /** Thrive Cash the order earns from its products' offers (pending until it ships). */
  thrive_cash_earn: number;
  /** The gift line's price (in subtotal, never in boxes). */
  gift_cents: number;
  /** Gift card balance spent on this cart (aw_giftcard). */
  gift_card: number;
  grand_total: number;
  /**
   * Every entry is in cents; reductions are negative, so grand_total = subtotal + the sum of the values, leaving out
   * the earn entries (EARN_TOTAL_TYPES), which are what the order earns.
   */
  totals: CartTotal[];
  coupons: { coupon: Coupon; discount: number; label: string }[];
  coupon_labels: string[];
  /** Coupons dropped on this pricing (expired, no longer qualifying) with the reason. */
  refused_coupons: { coupon: Coupon; refusal: CouponRefusal }[];
  savings: CartSavings;
  cart_savings: number;
  total_items_in_cart: number;
  /** 'The cart contains items that are out of stock' when a line is out of stock, else null. */
  notification: string | null;
};

const sumOf = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((t, i) => t + pick(i), 0);

function applyCoupons<L extends CartLineInput>(input: PriceCartInput<L>, subtotal: number) {
  const applied: PricedCart<L>['coupons'] = [];
  const refused: PricedCart<L>['refused_coupons'] = [];
  let left = subtotal;
  for (const { coupon, customerUses = 0, totalUses = 0 } of input.coupons ?? []) {
    const refusal = couponRefusal(coupon, {
      now: input.now,
      subtotalCents: subtotal,
      isFirstOrder: input.shopper.isFirstOrder,
      customerUses,
      totalUses,
    });
    if (refusal) {
      refused.push({ coupon, refusal });
      continue;
    }
    // Coupons apply in order, each to what the earlier ones left.
    const discount = couponDiscountCents(coupon, left);
    left -= discount;
    applied.push({ coupon, discount, label: couponLabel(coupon) });
  }
  return { applied, refused, discount: subtotal - left };
}

/**
 * Prices a cart: boxes and their shipping, coupon discount (shared over the paid lines by largest remainder),
 * tax on goods less discount, the PPE fee unless opted out, Thrive Cash spent, savings and the grand total.
 */
export function priceCart<L extends CartLineInput>(input: PriceCartInput<L>): PricedCart<L> {
  const config = { ...DEFAULT_CART_CONFIG, ...input.config };
  const active = input.lines.filter((line) => !line.save_for_later && line.qty > 0);
  const boxOf = assignBoxes(active);
  const rowTotals = active.map(rowTotalCents);
  const subtotal = rowTotals.reduce((total, cents) => total + cents, 0);

  const coupons = applyCoupons(input, subtotal);
  const shares = splitByLargestRemainder(coupons.discount, rowTotals);
  // Each line is priced once, with its share of the discount (a line object is copied once, not twice).
  const lines = active.map((line, i) => priceLine(line, boxOf[i] ?? 'grocery', shares[i] ?? 0));
  const boxes = summarizeBoxes(lines, config.boxRules);

  const shipping = sumOf(boxes, (b) => b.shipping_cents);
  const tax = salesTaxCents(
    subtotal - coupons.discount,
    taxRatePercent(input.shopper.state, config.taxRates),
  );
  const hasPaidLines = lines.some((l) => !l.is_free);
  const ppeFee = hasPaidLines && !input.shopper.ppeOptedOut ? Math.max(0, config.ppeFeeCents) : 0;
  const giftCents = Math.max(0, Math.round(input.giftCents ?? 0));
  const beforeThriveCash = subtotal + giftCents - coupons.discount + shipping + tax + ppeFee;
  const credit = planStoreCredit({
    grandTotalCents: beforeThriveCash,
    cardOnlyCents: giftCents + Math.max(0, Math.round(input.shopper.cardOnlyCents ?? 0)),
    thriveCashAvailableCents: Math.round(input.shopper.thriveCashCents ?? 0),
    giftCardAvailableCents: Math.round(input.shopper.giftCardCents ?? 0),
  });
  const thriveCash = credit.thriveCashCents;
  const thriveCashEarn = cartThriveCashEarnCents(
    lines.map((l) => ({ ...l, paidCents: l.row_total_cents - l.discount_cents })),
  );

  const totals: CartTotal[] = boxes.map((b) => ({ type: b.shipping_type, value: b.shipping_cents }));
  if (coupons.discount > 0) totals.push({ type: 'discount', value: -coupons.discount });
  totals.push({ type: 'tax', value: tax });
  if (ppeFee > 0) totals.push({ type: 'ppe_fee', value: ppeFee });
  if (thriveCash > 0) totals.push({ type: 'awraf', value: -thriveCash });
  if (thriveCashEarn > 0) totals.push({ type: 'thrive_cash_earn', value: thriveCashEarn });
  if (credit.giftCardCents > 0) totals.push({ type: 'aw_giftcard', value: -credit.giftCardCents });
  const volumeEarn = volumeEarnCents(lines);
  if (volumeEarn > 0) totals.push({ type: 'volume_discount', value: volumeEarn });

  const savings: CartSavings = {
    coupon: coupons.discount,
    gwp: sumOf(lines, (l) => l.savings.gwp),
    products: sumOf(lines, (l) => l.savings.products),
    thrive_cash: thriveCash,
    tpr: sumOf(lines, (l) => l.savings.tpr),
  };

  return {
    lines,
    saved_for_later: input.lines.filter((line) => line.save_for_later),
    boxes,
    subtotal: subtotal + giftCents,
    gwp_eligible_subtotal: sumOf(boxes, (b) => b.gwp_eligible_subtotal),
    fresh_subtotal: boxes.find((b) => b.box_type === 'fresh')?.subtotal ?? 0,
    discount: coupons.discount,
    shipping,
    tax,
    ppe_fee: ppeFee,
    thrive_cash: thriveCash,
    thrive_cash_earn: thriveCashEarn,
    gift_cents: giftCents,
    gift_card: credit.giftCardCents,
    grand_total: credit.cardCents,
    totals,
    coupons: coupons.applied,
    coupon_labels: coupons.applied.map((c) => c.label),
    refused_coupons: coupons.refused,
    savings,
    // Thrive Cash is the shopper's own credit being spent, so it is not counted as a saving.
    cart_savings: savings.coupon + savings.gwp + savings.products + savings.tpr,
    total_items_in_cart:
      sumOf(boxes, (b) => b.number_of_items) + (input.giftCount ?? (giftCents > 0 ? 1 : 0)),
    notification: lines.some((l) => l.in_stock === false) ? OUT_OF_STOCK_CART_TEXT : null,
  };
}
