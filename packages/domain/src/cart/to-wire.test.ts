import { describe, expect, it } from 'vitest';
import { boxTypeSchema, cartSchema, cartTotalTypes, promoAnswerSchema } from '../api/cart.ts';
import { BOX_TYPES } from '../catalog/box-type.ts';
import type { Coupon } from '../coupons/coupon.ts';
import { type CartLineView, cartToWire, lineToWire, promoToWire } from './to-wire.ts';
import { priceCart } from './totals.ts';

const view = (over: Partial<CartLineView>): CartLineView => ({
  line_item_id: 1,
  product_id: 10,
  sku: 'SKU-10',
  title: 'Oats',
  image: '/media/10.svg',
  url_key: 'oats',
  manufacturer: 'Acme',
  product_type: 'simple',
  min_order_qty: 1,
  max_order_qty: 9000,
  box_type: 'grocery',
  sold_as_fresh: null,
  qty: 2,
  price_cents: 499,
  regular_price_cents: 599,
  msrp_cents: 699,
  ebt_eligible: true,
  ...over,
});

const exit20: Coupon = {
  code: 'exit20',
  coupon_name: 'Exit offer',
  label: '20% off your first order',
  discount_type: 'by_percent',
  discount_value: 20,
  maximum_discount_amount: 2500,
  min_subtotal_cents: 0,
  first_order_only: true,
  expiration_date: '2030-12-31',
  uses_per_customer: 1,
  total_uses: null,
  customized_fine_print: 'One per household.',
};

describe('cartToWire', () => {
  const cart = priceCart({
    lines: [
      view({}),
      view({
        line_item_id: 2,
        product_id: 11,
        box_type: 'legacy_frozen',
        qty: 1,
        price_cents: 1250,
        msrp_cents: 1250,
      }),
      view({
        line_item_id: 3,
        product_id: 12,
        product_type: 'gwp',
        tc_product_type: 'GWP',
        gwp_id: 7,
        qty: 1,
        price_cents: 0,
        msrp_cents: 1299,
      }),
    ],
    coupons: [{ coupon: exit20 }],
    shopper: { isFirstOrder: true, state: 'CA' },
    now: new Date('2025-03-10T18:00:00Z'),
  });
  const wire = cartToWire(cart, { cart_id: 5, cutoffs: { grocery: '2025-03-11T00:00:00.000Z' } });

  it("answers the spec's full cart, in dollars with 2 decimals", () => {
    expect(cartSchema.parse(wire)).toEqual(wire);
    expect(wire).toMatchObject({
      cart_id: 5,
      subtotal: 22.48,
      gwp_eligible_subtotal: 22.48,
      fresh_subtotal: 0,
      total_items_in_cart: 4,
      coupon_labels: ['Extra 20% off applied'],
      is_gift: false,
      giftcards: [],
    });
    expect(wire.coupons).toEqual([
      {
        coupon_code: 'exit20',
        coupon_name: 'Exit offer',
        label: 'Extra 20% off applied',
        discount_type: 'by_percent',
        discount_value: 20,
        discount_amount: 4.5,
      },
    ]);
    expect(wire.totals).toContainEqual({ type: 'discount', value: -4.5 });
    expect(wire.savings).toEqual({ coupon: 4.5, gwp: 12.99, products: 2, thrive_cash: 0, tpr: 2 });
  });

  it('sends each box with its messages, cutoff and lines, legacy types normalised', () => {
    expect(wire.boxes.map((b) => [b.box_type, b.number_of_items, b.subtotal, b.cutoff])).toEqual([
      ['grocery', 3, 9.98, '2025-03-11T00:00:00.000Z'],
      ['frozen', 1, 12.5, null],
    ]);
    expect(wire.boxes[0]?.cart_message).toBe("You're $140.02 away from free shipping");
    expect(wire.boxes[0]?.min_amt).toBe(150);
    const gift = wire.boxes[0]?.items[1];
    expect(gift).toMatchObject({ price: 0, row_total: 0, gwp_id: 7, free_label: 'FREE ($12.99 value)' });
  });

  it('sends a saved-for-later line with its own box type', () => {
    const line = lineToWire(view({ box_type: 'legacy_fresh', save_for_later: true }));
    expect(line).toMatchObject({ box_type: 'fresh', save_for_later: true, row_total: 0, ebt_eligibility: 1 });
  });
});

describe('wire enums', () => {
  it("lists the spec's total types and box types", () => {
    expect(cartTotalTypes).toContain('thrive_shipping_fresh');
    expect(cartTotalTypes).toContain('ppe_fee');
    expect(cartTotalTypes.length).toBe(15);
    expect([...boxTypeSchema.options].sort()).toEqual([...BOX_TYPES].sort());
  });
});

describe('promoToWire', () => {
  it('answers GET /promos with coupon.coupon_code and coupon.discount_value', () => {
    const promo = promoToWire(exit20);
    expect(promoAnswerSchema.parse({ success: true, coupon: promo }).coupon).toMatchObject({
      coupon_code: 'exit20',
      discount_value: 20,
      discount: '20% off',
      maximum_discount_amount: 25,
      customized_fine_print: 'One per household.',
      expiration_date: '2030-12-31',
    });
  });

  it('sends a fixed discount in dollars', () => {
    const promo = promoToWire({ ...exit20, discount_type: 'by_fixed', discount_value: 500 });
    expect(promo).toMatchObject({ discount_value: 5, discount: '$5.00 off' });
  });
});
