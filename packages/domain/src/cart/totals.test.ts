import { describe, expect, it } from 'vitest';
import type { Coupon } from '../coupons/coupon.ts';
import type { CartLineInput } from './lines.ts';
import { DEFAULT_PPE_FEE_CENTS, type PriceCartInput, priceCart } from './totals.ts';

let nextId = 1;
const line = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  line_item_id: nextId++,
  product_id: 100,
  box_type: 'grocery',
  sold_as_fresh: null,
  qty: 1,
  price_cents: 1000,
  msrp_cents: 1000,
  ...over,
});

const exit20: Coupon = {
  code: 'exit20',
  label: null,
  discount_type: 'by_percent',
  discount_value: 20,
  maximum_discount_amount: null,
  min_subtotal_cents: 0,
  first_order_only: true,
  expiration_date: null,
  uses_per_customer: 1,
  total_uses: null,
};

const now = new Date('2025-03-10T18:00:00Z');
const price = (lines: CartLineInput[], over: Partial<PriceCartInput<CartLineInput>> = {}) =>
  priceCart({ lines, shopper: { isFirstOrder: true, state: null }, now, ...over });
const sumTotals = (cart: ReturnType<typeof price>) => cart.totals.reduce((t, e) => t + e.value, 0);

describe('priceCart', () => {
  it('prices an empty cart at nothing', () => {
    const cart = price([]);
    expect(cart).toMatchObject({
      subtotal: 0,
      grand_total: 0,
      boxes: [],
      total_items_in_cart: 0,
      ppe_fee: 0,
    });
    expect(cart.totals).toEqual([{ type: 'tax', value: 0 }]);
  });

  it('adds shipping per box with the spec total types, tax, and the PPE fee', () => {
    const cart = price(
      [
        line({ qty: 3, price_cents: 2000 }),
        line({ box_type: 'frozen', price_cents: 3000 }),
        line({ box_type: 'wine', price_cents: 2500, is_alcohol: true }),
      ],
      { shopper: { isFirstOrder: true, state: 'CA' } },
    );
    expect(cart.subtotal).toBe(11500);
    expect(cart.totals).toEqual([
      { type: 'shipping', value: 595 },
      { type: 'thrive_shipping_frozen', value: 995 },
      { type: 'thrive_shipping_wine', value: 995 },
      { type: 'tax', value: 834 }, // 7.25% of 115.00 = 8.3375
      { type: 'ppe_fee', value: DEFAULT_PPE_FEE_CENTS },
    ]);
    expect(cart.grand_total).toBe(11500 + 595 + 995 + 995 + 834 + 99);
    expect(cart.grand_total).toBe(cart.subtotal + sumTotals(cart));
    expect(cart.total_items_in_cart).toBe(5);
  });

  it('ships free once a box reaches its threshold', () => {
    const cart = price([line({ qty: 15, price_cents: 1000 })]);
    expect(cart.boxes[0]?.cart_message).toBe("You've earned free shipping!");
    expect(cart.totals[0]).toEqual({ type: 'shipping', value: 0 });
  });

  it('skips the PPE fee when the shopper opted out', () => {
    const cart = price([line()], { shopper: { isFirstOrder: true, state: null, ppeOptedOut: true } });
    expect(cart.ppe_fee).toBe(0);
    expect(cart.totals.some((t) => t.type === 'ppe_fee')).toBe(false);
  });

  it('takes the coupon off the subtotal and taxes what is left (shipping untaxed)', () => {
    const cart = price([line({ qty: 5, price_cents: 2000 })], {
      coupons: [{ coupon: exit20 }],
      shopper: { isFirstOrder: true, state: 'CA' },
    });
    expect(cart.discount).toBe(2000);
    expect(cart.tax).toBe(580); // 7.25% of 80.00
    expect(cart.totals).toContainEqual({ type: 'discount', value: -2000 });
    expect(cart.coupon_labels).toEqual(['Extra 20% off applied']);
    expect(cart.grand_total).toBe(10000 - 2000 + 595 + 580 + 99);
    expect(cart.grand_total).toBe(cart.subtotal + sumTotals(cart));
  });

  it('keeps shipping from the subtotal before the coupon', () => {
    const cart = price([line({ qty: 15, price_cents: 1000 })], { coupons: [{ coupon: exit20 }] });
    expect(cart.shipping).toBe(0);
  });

  it('shares the discount over the paid lines so the parts add up', () => {
    const cart = price([line({ price_cents: 333 }), line({ price_cents: 333 }), line({ price_cents: 334 })], {
      coupons: [{ coupon: { ...exit20, discount_type: 'by_fixed', discount_value: 100 } }],
    });
    expect(cart.lines.map((l) => l.discount_cents)).toEqual([33, 33, 34]);
    expect(cart.lines.reduce((t, l) => t + l.discount_cents, 0)).toBe(cart.discount);
  });

  it('drops a coupon the cart no longer qualifies for, with the reason', () => {
    const cart = price([line()], {
      coupons: [
        { coupon: { ...exit20, expiration_date: '2025-03-01' } },
        { coupon: exit20, customerUses: 1 },
      ],
    });
    expect(cart.discount).toBe(0);
    expect(cart.coupons).toEqual([]);
    expect(cart.refused_coupons.map((r) => r.refusal.code)).toEqual([
      'coupon_expired',
      'coupon_limit_reached',
    ]);
  });

  it('applies several coupons in order, each to what is left', () => {
    const fiveOff: Coupon = { ...exit20, code: 'five', discount_type: 'by_fixed', discount_value: 500 };
    const cart = price([line({ price_cents: 2000 })], { coupons: [{ coupon: exit20 }, { coupon: fiveOff }] });
    expect(cart.coupons.map((c) => c.discount)).toEqual([400, 500]);
    expect(cart.discount).toBe(900);
  });

  it('reports savings: products, tpr, coupon and gwp; cart_savings is their sum', () => {
    const cart = price(
      [
        line({ qty: 2, price_cents: 800, regular_price_cents: 1000, msrp_cents: 1200 }),
        line({ tc_product_type: 'GWP', price_cents: 0, msrp_cents: 650 }),
      ],
      { coupons: [{ coupon: exit20 }] },
    );
    expect(cart.savings).toEqual({ products: 400, tpr: 400, coupon: 320, gwp: 650, thrive_cash: 0 });
    expect(cart.cart_savings).toBe(400 + 400 + 320 + 650);
  });

  it('spends Thrive Cash last as awraf, never below zero', () => {
    const cart = price([line({ price_cents: 1000 })], {
      shopper: { isFirstOrder: true, state: null, ppeOptedOut: true, thriveCashCents: 100000 },
    });
    expect(cart.thrive_cash).toBe(1000 + 595);
    expect(cart.grand_total).toBe(0);
    expect(cart.totals).toContainEqual({ type: 'awraf', value: -1595 });
    expect(cart.savings.thrive_cash).toBe(1595);
    expect(cart.cart_savings).toBe(0);
  });

  it('caps applied Thrive Cash at the total less what only a card may pay (planStoreCredit)', () => {
    const cart = price([line({ price_cents: 1000 })], {
      shopper: {
        isFirstOrder: true,
        state: null,
        ppeOptedOut: true,
        thriveCashCents: 100000,
        cardOnlyCents: 500,
      },
    });
    expect(cart.thrive_cash).toBe(1595 - 500);
    expect(cart.grand_total).toBe(500);
  });

  it('shows what the order earns as thrive_cash_earn, outside the grand total', () => {
    const cart = price(
      [
        line({ price_cents: 1000, thrive_cash: { type: 'tc_percent', discount_amount: 10 } }),
        line({ price_cents: 500, qty: 2, thrive_cash: { type: 'dollar', dollar_amount: 2 } }),
      ],
      { shopper: { isFirstOrder: false, state: null, ppeOptedOut: true } },
    );
    expect(cart.thrive_cash_earn).toBe(100 + 400);
    expect(cart.totals).toContainEqual({ type: 'thrive_cash_earn', value: 500 });
    const charged = cart.totals.filter((t) => t.type !== 'thrive_cash_earn');
    expect(cart.grand_total).toBe(cart.subtotal + charged.reduce((t, e) => t + e.value, 0));
  });

  it('fills gwp_eligible_subtotal and fresh_subtotal', () => {
    const cart = price([
      line({ price_cents: 1000 }),
      line({ box_type: 'fresh', price_cents: 700 }),
      line({ box_type: 'grocery', sold_as_fresh: 'fresh', price_cents: 300 }),
      line({ box_type: 'wine', price_cents: 2000, is_alcohol: true }),
    ]);
    expect(cart.fresh_subtotal).toBe(1000);
    expect(cart.gwp_eligible_subtotal).toBe(2000);
  });

  it('leaves saved-for-later lines out of the totals', () => {
    const saved = line({ price_cents: 5000, save_for_later: true });
    const cart = price([line(), saved]);
    expect(cart.subtotal).toBe(1000);
    expect(cart.saved_for_later).toEqual([saved]);
    expect(cart.total_items_in_cart).toBe(1);
  });

  it("says 'The cart contains items that are out of stock' when a line is", () => {
    expect(price([line()]).notification).toBeNull();
    expect(price([line({ in_stock: false })]).notification).toBe(
      'The cart contains items that are out of stock',
    );
  });

  it('charges no PPE fee on a cart of only free items', () => {
    expect(price([line({ tc_product_type: 'SAMPLE' })]).ppe_fee).toBe(0);
  });

  it('reads box rules, tax rates and the PPE fee from configuration', () => {
    const cart = price([line({ price_cents: 1000 })], {
      shopper: { isFirstOrder: true, state: 'OR' },
      config: {
        boxRules: {
          grocery: { freeShippingCents: 500, feeCents: 100 },
          fresh: { freeShippingCents: 0, feeCents: 0 },
          frozen: { freeShippingCents: 0, feeCents: 0 },
          wine: { freeShippingCents: 0, feeCents: 0 },
        },
        taxRates: { OR: 10 },
        ppeFeeCents: 0,
      },
    });
    expect(cart.totals).toEqual([
      { type: 'shipping', value: 0 },
      { type: 'tax', value: 100 },
    ]);
  });
});
