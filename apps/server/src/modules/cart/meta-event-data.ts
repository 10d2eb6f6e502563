import {
  centsToDollars,
  type MetaEventData,
  type PricedCart,
  type PricedLine,
  TYPE_CATEGORIES,
} from '@pantry/domain';
import type { CartLine } from './cart-rows.ts';

/**
 * The cart's `meta_event_data` (storefront §3 Cart; issue 26): what the analytics events need, built from the priced
 * cart on every answer. Money leaves as dollars; only values the events accept are set (an unknown type category
 * or a line that is not sold as fresh leaves the field out), so the browser can send it as the event's properties.
 */

const BOXES = ['grocery', 'frozen', 'wine', 'fresh'] as const;
const typeCategories: ReadonlySet<string> = new Set(TYPE_CATEGORIES);

function productOf(line: PricedLine<CartLine>): MetaEventData['products'][number] {
  return {
    product_id: line.product_id,
    sku: line.sku,
    name: line.title,
    brand: line.manufacturer,
    category: line.category,
    ...(typeCategories.has(line.type_category) ? { type_category: line.type_category } : {}),
    ...(line.sold_as_fresh === 'fresh' || line.sold_as_fresh === 'fresh-frozen'
      ? { sold_as_fresh: line.sold_as_fresh }
      : {}),
    price: line.is_free ? 0 : centsToDollars(line.price_cents),
    msrp: centsToDollars(line.msrp_cents),
    quantity: Math.floor(line.qty),
    box_type: line.box,
  };
}

/** The sum of the cart's totals of `type` in cents, as a positive amount. */
function total(priced: PricedCart<CartLine>, type: string): number {
  return Math.abs(priced.totals.filter((t) => t.type === type).reduce((sum, t) => sum + t.value, 0));
}

export function metaEventData(cartId: number, priced: PricedCart<CartLine>): MetaEventData {
  const d = centsToDollars;
  const box = (type: (typeof BOXES)[number]) => priced.boxes.find((b) => b.box_type === type);
  const codes = priced.coupons.map((c) => c.coupon.code);
  return {
    cart_id: cartId,
    currency: 'usd',
    total: d(priced.grand_total),
    subtotal: d(priced.subtotal),
    revenue: d(Math.max(0, priced.subtotal - priced.discount)),
    shipping: d(priced.shipping),
    tax: d(priced.tax),
    discount: d(priced.discount),
    ...(codes.length ? { coupon: codes.join(',') } : {}),
    grocery_total: d(box('grocery')?.subtotal ?? 0),
    frozen_total: d(box('frozen')?.subtotal ?? 0),
    wine_total: d(box('wine')?.subtotal ?? 0),
    fresh_total: d(box('fresh')?.subtotal ?? 0),
    grocery_shipping: d(box('grocery')?.shipping_cents ?? 0),
    frozen_shipping: d(box('frozen')?.shipping_cents ?? 0),
    wine_shipping: d(box('wine')?.shipping_cents ?? 0),
    fresh_shipping: d(box('fresh')?.shipping_cents ?? 0),
    thrive_cash_applied: d(priced.thrive_cash),
    thrive_cash_earned: d(priced.thrive_cash_earn),
    volume_incentive_discount: d(total(priced, 'volume_discount')),
    products: priced.lines.map(productOf),
  };
}
