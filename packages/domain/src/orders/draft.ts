import type { CartLineInput } from '../cart/lines.ts';
import type { CartTotal, PricedCart } from '../cart/totals.ts';
import type { BoxType } from '../catalog/box-type.ts';

/**
 * What an order records from a priced cart (spec storefront §3 Order: items, shipping_amount, tax_amount,
 * subtotal, grand_total, coupon_code, coupon_label, discount_amount). Cents; the service saves it as it is.
 */

export type OrderItemDraft = {
  line_item_id: number;
  product_id: number;
  box_type: BoxType;
  qty: number;
  price_cents: number;
  row_total_cents: number;
  discount_cents: number;
  is_free: boolean;
};

export type OrderDraft = {
  items: OrderItemDraft[];
  subtotal: number;
  /** All boxes' shipping together; `totals` keeps it per box. */
  shipping_amount: number;
  tax_amount: number;
  discount_amount: number;
  ppe_fee: number;
  thrive_cash: number;
  grand_total: number;
  /** Codes of the applied coupons, comma-separated; null without one. */
  coupon_code: string | null;
  coupon_label: string | null;
  totals: CartTotal[];
};

export function orderDraft<L extends CartLineInput>(cart: PricedCart<L>): OrderDraft {
  return {
    items: cart.lines.map((line) => ({
      line_item_id: line.line_item_id,
      product_id: line.product_id,
      box_type: line.box,
      qty: Math.floor(line.qty),
      price_cents: line.is_free ? 0 : line.price_cents,
      row_total_cents: line.row_total_cents,
      discount_cents: line.discount_cents,
      is_free: line.is_free,
    })),
    subtotal: cart.subtotal,
    shipping_amount: cart.shipping,
    tax_amount: cart.tax,
    discount_amount: cart.discount,
    ppe_fee: cart.ppe_fee,
    thrive_cash: cart.thrive_cash,
    grand_total: cart.grand_total,
    coupon_code: cart.coupons.length ? cart.coupons.map((c) => c.coupon.code).join(',') : null,
    coupon_label: cart.coupon_labels.length ? cart.coupon_labels.join(', ') : null,
    totals: cart.totals,
  };
}
