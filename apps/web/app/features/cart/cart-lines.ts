import type { CartLineItem, CartWire } from '@pantry/domain';
import type { AnalyticsEvent, AnalyticsInput } from '../../lib/analytics.ts';
import type { BulkPayload } from './api.ts';
import type { PendingChange } from './cart-manager.ts';

/**
 * Reading the cart's lines: quantities by product (the spec's cartManager 'products by id with line_item_qty'),
 * and the Product Added / Product Removed events that a change produced (spec §4: 'product-added or
 * product-removed events fire by comparing quantities before and after').
 */

export function cartLines(cart: CartWire | null | undefined): CartLineItem[] {
  return cart ? cart.boxes.flatMap((box) => box.items) : [];
}

/** Paid lines only: free gifts and samples follow their offer, never the shopper's counter. */
export function isFreeLine(line: Pick<CartLineItem, 'tc_product_type' | 'gwp_id'>): boolean {
  return line.tc_product_type != null || line.gwp_id != null;
}

export function lineByProduct(
  cart: CartWire | null | undefined,
  productId: number,
): CartLineItem | undefined {
  return cartLines(cart).find((line) => line.product_id === productId && !isFreeLine(line));
}

/** Product id → quantity in the cart (saved-for-later lines are not in the cart). */
export function quantitiesByProduct(cart: CartWire | null | undefined): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of cartLines(cart)) {
    quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.line_item_qty);
  }
  return quantities;
}

export type CartEvent = {
  event: Extract<AnalyticsEvent, 'Product Added' | 'Product Removed'>;
  properties: AnalyticsInput;
};

function eventProperties(line: CartLineItem, quantity: number, cartId: number) {
  return {
    cart_id: cartId,
    product_id: line.product_id,
    sku: line.sku,
    name: line.title,
    price: line.price,
    msrp: line.msrp,
    quantity,
    brand: line.manufacturer,
    box_type: line.box_type,
    sold_as_fresh: line.sold_as_fresh,
    url: `/p/${line.url_key}`,
  };
}

/**
 * One event per product whose quantity moved: Product Added with the units gained, Product Removed with the units
 * lost. Details come from the line after the change, or before it for a line that is gone.
 */
export function productEvents(before: CartWire | null | undefined, after: CartWire): CartEvent[] {
  const was = quantitiesByProduct(before);
  const now = quantitiesByProduct(after);
  const details = new Map<number, CartLineItem>();
  for (const line of [...cartLines(before), ...cartLines(after)]) details.set(line.product_id, line);
  const events: CartEvent[] = [];
  for (const productId of new Set([...was.keys(), ...now.keys()])) {
    const change = (now.get(productId) ?? 0) - (was.get(productId) ?? 0);
    const line = details.get(productId);
    if (change === 0 || !line) continue;
    events.push({
      event: change > 0 ? 'Product Added' : 'Product Removed',
      properties: eventProperties(line, Math.abs(change), after.cart_id),
    });
  }
  return events;
}

/** Lines already in the cart are named by line id; anything else (new, saved) by product id. */
export function bulkPayload(
  sent: readonly PendingChange[],
  cart: CartWire | undefined,
  path: string,
): BulkPayload {
  const payload: BulkPayload = { line_items: [], products: [], page_info: { path } };
  for (const change of sent) {
    const flag = change.save_for_later === undefined ? {} : { save_for_later: change.save_for_later };
    const line = change.saved ? undefined : lineByProduct(cart, change.product_id);
    if (line) payload.line_items.push({ line_item_id: line.line_item_id, qty: change.qty, ...flag });
    else payload.products.push({ product_id: change.product_id, qty: change.qty, ...flag });
  }
  return payload;
}
