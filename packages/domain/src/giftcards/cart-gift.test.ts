import { describe, expect, it } from 'vitest';
import { type CartLineView, cartToWire } from '../cart/to-wire.ts';
import { priceCart } from '../cart/totals.ts';

const groceries: CartLineView = {
  sku: 'oats',
  title: 'Oats',
  image: '',
  url_key: 'oats',
  manufacturer: 'Pantry',
  product_type: 'simple',
  min_order_qty: 1,
  max_order_qty: 50,
  line_item_id: 1,
  product_id: 100,
  box_type: 'grocery',
  sold_as_fresh: null,
  qty: 1,
  price_cents: 2000,
  msrp_cents: 2000,
};
const now = new Date('2026-03-10T18:00:00Z');
const shopper = { isFirstOrder: false, state: null, ppeOptedOut: true };

describe('a gift in the cart and the gift card balance (issue 13)', () => {
  it('prices a gift alone with no box, shipping, tax or fee', () => {
    const cart = priceCart({ lines: [], shopper: { ...shopper, ppeOptedOut: false }, now, giftCents: 4995 });
    expect(cart).toMatchObject({
      subtotal: 4995,
      grand_total: 4995,
      shipping: 0,
      tax: 0,
      ppe_fee: 0,
      boxes: [],
    });
  });

  it('counts each gift as an item in the cart (issue 23: the panel said 0 items)', () => {
    const alone = priceCart({ lines: [], shopper, now, giftCents: 3500 + 4995, giftCount: 2 });
    expect(alone).toMatchObject({ total_items_in_cart: 2, subtotal: 8495, boxes: [] });
    const withGroceries = priceCart({ lines: [{ ...groceries, qty: 3 }], shopper, now, giftCents: 3500 });
    expect(withGroceries.total_items_in_cart).toBe(4);
  });

  it('spends the gift card balance before the card, after Thrive Cash, never on the gift itself', () => {
    const cart = priceCart({
      lines: [groceries],
      shopper: { ...shopper, thriveCashCents: 500, giftCardCents: 10_000 },
      now,
      giftCents: 5000,
    });
    const shipping = cart.shipping;
    expect(cart.thrive_cash).toBe(500);
    expect(cart.gift_card).toBe(2000 + shipping - 500);
    expect(cart.grand_total).toBe(5000);
    expect(cart.totals).toContainEqual({ type: 'aw_giftcard', value: -(2000 + shipping - 500) });
    // grand_total = subtotal + the sum of the totals.
    expect(cart.subtotal + cart.totals.reduce((t, e) => t + e.value, 0)).toBe(cart.grand_total);
  });

  it('leaves the rest of a balance larger than the order, and lists what it spends in giftcards', () => {
    const cart = priceCart({ lines: [groceries], shopper: { ...shopper, giftCardCents: 99_999 }, now });
    expect(cart.grand_total).toBe(0);
    expect(cart.gift_card).toBe(2000 + cart.shipping);
    const wire = cartToWire(cart, { cart_id: 1 });
    expect(wire.giftcards).toEqual([{ code: 'balance', amount: (2000 + cart.shipping) / 100 }]);
    expect(cartToWire(priceCart({ lines: [groceries], shopper, now }), { cart_id: 1 }).giftcards).toEqual([]);
  });
});
