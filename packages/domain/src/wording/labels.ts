import type { cartTotalTypes } from '../api/cart.ts';
import type { BoxType } from '../catalog/box-type.ts';
import { groupThousands } from '../money/money.ts';

/**
 * One name for one thing (issue 12): the words the cart, checkout, the receipt, the order pages and the store's
 * e-mails use for boxes, total lines and counts. The spec names the types (§3 total types) but not their labels;
 * `ppe_fee` is the 'PPE fee' everywhere, after the spec's own name for it (ppe_fee, ppe_opt_in).
 */

export type TotalType = (typeof cartTotalTypes)[number];

export const BOX_LABELS: Readonly<Record<BoxType, string>> = {
  grocery: 'Grocery box',
  frozen: 'Frozen box',
  fresh: 'Fresh box',
  wine: 'Wine box',
};

export const TOTAL_LABELS: Readonly<Record<TotalType, string>> = {
  // Spec §9: the fresh box is called delivery, the others shipping.
  shipping: 'Grocery shipping',
  thrive_shipping_frozen: 'Frozen shipping',
  thrive_shipping_fresh: 'Fresh delivery',
  thrive_shipping_wine: 'Wine shipping',
  awraf: 'Thrive Cash applied',
  thrive_cash_earn: 'Thrive Cash earned',
  thrive_sales_donation: 'Donation',
  aw_giftcard: 'Gift card',
  discount: 'Discount',
  tax: 'Tax',
  ppe_fee: 'PPE fee',
  // Earned Thrive Cash from volume tiers (promo_type thrive_cash), not a price reduction (docs/decisions/cart.md).
  volume_discount: 'Volume Thrive Cash earned',
  refund_gc: 'Refunded to gift card',
  refund_cc: 'Refunded to card',
  thrive_cash: 'Thrive Cash',
};

const SHIPPING_TOTALS: ReadonlySet<string> = new Set([
  'shipping',
  'thrive_shipping_frozen',
  'thrive_shipping_fresh',
  'thrive_shipping_wine',
]);

export function isShippingTotal(type: string): boolean {
  return SHIPPING_TOTALS.has(type);
}

/**
 * A total line's label. Before an order is placed (cart, checkout) the tax is 'Estimated tax': it is worked out
 * again for the address the order ships to. A coupon's label names the discount; an unknown type shows as sent.
 */
export function totalLabel(
  type: string,
  options: { estimated?: boolean; couponLabel?: string | null } = {},
): string {
  if (type === 'tax' && options.estimated) return 'Estimated tax';
  if (type === 'discount' && options.couponLabel) return `Discount (${options.couponLabel})`;
  return (TOTAL_LABELS as Record<string, string>)[type] ?? type;
}

/** '1 item', '2 items', '0 items': a count with its noun, singular only for exactly one. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupThousands(count)} ${count === 1 ? singular : plural}`;
}
