import type { CartBoxWire, CartWire } from '../api/cart.ts';
import { boxShippingWord, normalizeBoxType } from '../catalog/box-type.ts';
import type { AutoshipItemWire } from './item-wire.ts';

/**
 * The next shipment joins the one cart (storefront §3 Box `scheduled_items`, `one_time_items`, `cutoff`; Cart
 * `is_autoship`): each box lists the scheduled items that ship in it beside its one-time lines, every box carries
 * the shipment's cutoff, and the cart is an autoship cart when it holds scheduled items.
 */

export type NextShipment = {
  /** YYYY-MM-DD */
  date: string;
  /** ISO: when the shipment locks. */
  cutoff: string;
  /** The items due with it (a skipped-once item is listed, marked skip_once). */
  items: readonly AutoshipItemWire[];
  /** The schedule's card (payment_methods.id), null when it pays with the default card at run time. */
  paymentMethodId: number | null;
};

/** A box that holds only scheduled items: nothing one-time in it, so no totals of its own. */
function scheduledOnlyBox(boxType: CartBoxWire['box_type']): CartBoxWire {
  return {
    box_type: boxType,
    items: [],
    number_of_items: 0,
    subtotal: 0,
    gwp_eligible_subtotal: 0,
    free_ship_amt_needed: 0,
    min_amt: 0,
    cart_message: '',
    fresh_message: null,
    cutoff: null,
    scheduled_items: [],
    one_time_items: [],
  };
}

export function withNextShipment(cart: CartWire, shipment: NextShipment | null): CartWire {
  if (!shipment) return cart;
  const boxes = cart.boxes.map((box) => ({ ...box, scheduled_items: [] as AutoshipItemWire[] }));
  for (const item of shipment.items) {
    const boxType = normalizeBoxType(item.product_data.box_type);
    let box = boxes.find((b) => b.box_type === boxType);
    if (!box) {
      box = { ...scheduledOnlyBox(boxType), scheduled_items: [] };
      boxes.push(box);
    }
    box.scheduled_items.push(item);
  }
  return {
    ...cart,
    boxes: boxes.map((box) => ({ ...box, cutoff: shipment.cutoff })),
    is_autoship: shipment.items.length > 0,
    autoship_payment_method_id: shipment.paymentMethodId,
  };
}

/** 'Your next shipment' / 'Your next delivery' (the fresh box is delivered, spec §9). */
export function nextShipmentHeading(boxType: CartBoxWire['box_type']): string {
  return boxShippingWord(boxType) === 'delivery' ? 'Your next delivery' : 'Your next shipment';
}
