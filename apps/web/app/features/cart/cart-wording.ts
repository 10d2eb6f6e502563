import { type BoxType, type CartWire, formatDollars } from '@pantry/domain';

/** Labels the cart shows for its boxes and totals (spec §3 total types; §9 'The fresh box is called delivery'). */

export type CartTotalType = CartWire['totals'][number]['type'];

export const TOTAL_LABELS: Record<CartTotalType, string> = {
  shipping: 'Shipping',
  thrive_shipping_frozen: 'Frozen shipping',
  thrive_shipping_fresh: 'Fresh delivery',
  thrive_shipping_wine: 'Wine shipping',
  awraf: 'Thrive Cash applied',
  thrive_cash_earn: 'Thrive Cash earned',
  thrive_sales_donation: 'Donation',
  aw_giftcard: 'Gift card',
  discount: 'Discount',
  tax: 'Estimated tax',
  ppe_fee: 'Packaging fee',
  volume_discount: 'Volume discount',
  refund_gc: 'Gift card refund',
  refund_cc: 'Card refund',
  thrive_cash: 'Thrive Cash',
};

const SHIPPING_TYPES = new Set<string>([
  'shipping',
  'thrive_shipping_frozen',
  'thrive_shipping_fresh',
  'thrive_shipping_wine',
]);

export const BOX_TITLES: Record<BoxType, string> = {
  grocery: 'Grocery box',
  frozen: 'Frozen box',
  fresh: 'Fresh box',
  wine: 'Wine box',
};

/** Dollars (as on the wire) to '$12.34'. */
export function money(dollars: number): string {
  return formatDollars(Math.round(dollars * 100));
}

/** A total's value as shown: shipping at 0 reads 'FREE'; reductions keep their minus sign. */
export function totalValueText(type: string, value: number): string {
  if (SHIPPING_TYPES.has(type) && value === 0) return 'FREE';
  return money(value);
}

export function totalLabel(type: string): string {
  return (TOTAL_LABELS as Record<string, string>)[type] ?? type;
}

/** How far along a box is to free shipping, 0 to 100. */
export function freeShippingPercent(box: {
  subtotal: number;
  min_amt: number;
  free_ship_amt_needed: number;
}) {
  if (box.free_ship_amt_needed <= 0 || box.min_amt <= 0) return 100;
  return Math.max(
    0,
    Math.min(100, Math.round(((box.min_amt - box.free_ship_amt_needed) / box.min_amt) * 100)),
  );
}

/** The savings lines worth naming (spec §3 Cart savings: coupon, gwp, products, thrive_cash, tpr). */
export function savingsLines(cart: Pick<CartWire, 'savings'>): { label: string; value: number }[] {
  const s = cart.savings;
  return [
    { label: 'Member prices', value: s.products },
    { label: 'Sale prices', value: s.tpr },
    { label: 'Free gifts and samples', value: s.gwp },
    { label: 'Promo code', value: s.coupon },
  ].filter((line) => line.value > 0);
}
