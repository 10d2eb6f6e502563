import { describe, expect, it } from 'vitest';
import { priceCart } from '../cart/totals.ts';
import { orderDraft } from './draft.ts';

describe('orderDraft', () => {
  const cart = priceCart({
    lines: [
      {
        line_item_id: 1,
        product_id: 10,
        box_type: 'grocery',
        sold_as_fresh: null,
        qty: 2,
        price_cents: 2500,
        msrp_cents: 3000,
      },
      {
        line_item_id: 2,
        product_id: 11,
        box_type: 'frozen',
        sold_as_fresh: null,
        qty: 1,
        price_cents: 1000,
        msrp_cents: 1000,
      },
      {
        line_item_id: 3,
        product_id: 12,
        box_type: 'grocery',
        sold_as_fresh: null,
        qty: 1,
        price_cents: 900,
        msrp_cents: 900,
        tc_product_type: 'GWP',
      },
    ],
    coupons: [
      {
        coupon: {
          code: 'exit20',
          label: null,
          discount_type: 'by_percent',
          discount_value: 20,
          maximum_discount_amount: null,
          min_subtotal_cents: 0,
          first_order_only: false,
          expiration_date: null,
          uses_per_customer: null,
          total_uses: null,
        },
      },
    ],
    shopper: { isFirstOrder: true, state: 'CA' },
    now: new Date('2025-03-10T18:00:00Z'),
  });
  const draft = orderDraft(cart);

  it("records the Order's amounts from the priced cart", () => {
    expect(draft).toMatchObject({
      subtotal: 6000,
      discount_amount: 1200,
      shipping_amount: 595 + 995,
      tax_amount: 348, // 7.25% of 48.00
      ppe_fee: 99,
      coupon_code: 'exit20',
      coupon_label: 'Extra 20% off applied',
    });
    expect(draft.grand_total).toBe(6000 - 1200 + 1590 + 348 + 99);
  });

  it('records each item with its box, price and share of the discount, the shares adding up', () => {
    expect(
      draft.items.map((i) => [i.product_id, i.box_type, i.row_total_cents, i.discount_cents, i.is_free]),
    ).toEqual([
      [10, 'grocery', 5000, 1000, false],
      [11, 'frozen', 1000, 200, false],
      [12, 'grocery', 0, 0, true],
    ]);
    expect(draft.items.reduce((t, i) => t + i.discount_cents, 0)).toBe(draft.discount_amount);
  });

  it('has no coupon code or label without a coupon', () => {
    const plain = orderDraft(
      priceCart({ lines: [], shopper: { isFirstOrder: true, state: null }, now: new Date() }),
    );
    expect(plain.coupon_code).toBeNull();
    expect(plain.coupon_label).toBeNull();
  });
});
