import { describe, expect, it } from 'vitest';
import type { CartWire } from '../api/cart.ts';
import type { AutoshipItemWire } from './item-wire.ts';
import { nextShipmentHeading, withNextShipment } from './next-shipment.ts';

const box = (box_type: 'grocery' | 'frozen', ids: number[]) => ({
  box_type,
  items: [],
  number_of_items: ids.length,
  subtotal: 10,
  gwp_eligible_subtotal: 10,
  free_ship_amt_needed: 0,
  min_amt: 150,
  cart_message: '',
  fresh_message: null,
  cutoff: null,
  scheduled_items: [],
  one_time_items: ids,
});

const cart = { cart_id: 1, boxes: [box('grocery', [11, 12])], is_autoship: false } as unknown as CartWire;

const item = (id: number, boxType: string): AutoshipItemWire => ({
  item_id: id,
  product_id: 100 + id,
  product_sku: `SKU${id}`,
  name: `Item ${id}`,
  status: 'active',
  type: 'recurring',
  enabled_date: '2026-11-01T00:00:00.000Z',
  scheduled_at_date: '2026-12-03',
  qty: 1,
  frequency: 2,
  skip_once: false,
  price: 5,
  autoship_price: 4.5,
  in_stock: true,
  image: '',
  url: '',
  product_data: { box_type: boxType, min_order_qty: 1 },
});

describe('the next shipment in the one cart (storefront §3 Box, Cart is_autoship)', () => {
  const shipment = {
    date: '2026-12-03',
    cutoff: '2026-12-03T01:00:00.000Z',
    items: [item(1, 'grocery'), item(2, 'legacy_frozen')],
    paymentMethodId: 7,
  };

  it('puts each scheduled item in its box beside the one-time lines, with the cutoff on every box', () => {
    const merged = withNextShipment(cart, shipment);
    expect(merged.is_autoship).toBe(true);
    expect(merged.autoship_payment_method_id).toBe(7);
    expect(
      merged.boxes.map((b) => [
        b.box_type,
        b.one_time_items,
        b.scheduled_items.map((i) => i.item_id),
        b.cutoff,
      ]),
    ).toEqual([
      ['grocery', [11, 12], [1], '2026-12-03T01:00:00.000Z'],
      ['frozen', [], [2], '2026-12-03T01:00:00.000Z'],
    ]);
  });

  it('leaves a cart without a next shipment as it is (is_autoship false)', () => {
    expect(withNextShipment(cart, null)).toBe(cart);
    expect(
      withNextShipment(cart, { ...shipment, paymentMethodId: null }).autoship_payment_method_id,
    ).toBeNull();
    const empty = withNextShipment(cart, { ...shipment, items: [] });
    expect(empty.is_autoship).toBe(false);
    expect(empty.boxes[0]?.cutoff).toBe(shipment.cutoff);
  });

  it('calls the fresh box a delivery (§9)', () => {
    expect(nextShipmentHeading('fresh')).toBe('Your next delivery');
    expect(nextShipmentHeading('grocery')).toBe('Your next shipment');
  });
});
