import { describe, expect, it } from 'vitest';
import { cartMessage, freshMessage } from './box-messages.ts';
import {
  assignBoxes,
  boxShippingFees,
  cartHasFreshBox,
  DEFAULT_BOX_RULES,
  freeShipAmountNeeded,
  SHIPPING_TOTAL_TYPES,
  summarizeBoxes,
} from './boxes.ts';
import { type CartLineInput, priceLine } from './lines.ts';

const line = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  line_item_id: 1,
  product_id: 1,
  box_type: 'grocery',
  sold_as_fresh: null,
  qty: 1,
  price_cents: 1000,
  msrp_cents: 1200,
  ...over,
});

describe('assignBoxes', () => {
  it('puts each line in its temperature box, legacy_ types as plain', () => {
    const lines = [
      line({ box_type: 'grocery' }),
      line({ box_type: 'legacy_frozen' }),
      line({ box_type: 'fresh' }),
      line({ box_type: 'WINE' }),
    ];
    expect(assignBoxes(lines)).toEqual(['grocery', 'frozen', 'fresh', 'wine']);
  });

  it("puts a sold-as-fresh item 'into the fresh box if the cart has one'", () => {
    const lines = [line({ box_type: 'fresh' }), line({ box_type: 'grocery', sold_as_fresh: 'fresh' })];
    expect(cartHasFreshBox(lines)).toBe(true);
    expect(assignBoxes(lines)).toEqual(['fresh', 'fresh']);
  });

  it("puts a sold-as-fresh item in 'the grocery box' when the cart has no fresh box", () => {
    const lines = [line({ box_type: 'frozen' }), line({ box_type: 'frozen', sold_as_fresh: 'fresh-frozen' })];
    expect(cartHasFreshBox(lines)).toBe(false);
    expect(assignBoxes(lines)).toEqual(['frozen', 'grocery']);
  });

  it('does not open a fresh box for sold-as-fresh items alone', () => {
    const lines = [line({ box_type: 'fresh', sold_as_fresh: 'fresh' })];
    expect(cartHasFreshBox(lines)).toBe(false);
    expect(assignBoxes(lines)).toEqual(['grocery']);
  });

  it('counts legacy_fresh as a fresh box', () => {
    expect(cartHasFreshBox([line({ box_type: 'legacy_fresh' })])).toBe(true);
  });
});

describe('box rules', () => {
  it("default 'free shipping … $150 on grocery and perishables; perishables ship for $9.95 per order'", () => {
    expect(DEFAULT_BOX_RULES.grocery.freeShippingCents).toBe(15000);
    expect(DEFAULT_BOX_RULES.fresh).toEqual({ freeShippingCents: 15000, feeCents: 995 });
    expect(DEFAULT_BOX_RULES.frozen).toEqual({ freeShippingCents: 15000, feeCents: 995 });
    expect(DEFAULT_BOX_RULES.grocery.feeCents).toBe(595);
    expect(DEFAULT_BOX_RULES.wine).toEqual({ freeShippingCents: 15000, feeCents: 995 });
  });

  it('names the shipping total of each box as the spec does', () => {
    expect(SHIPPING_TOTAL_TYPES).toEqual({
      grocery: 'shipping',
      frozen: 'thrive_shipping_frozen',
      fresh: 'thrive_shipping_fresh',
      wine: 'thrive_shipping_wine',
    });
  });

  it('counts the cents still needed for free shipping, 0 once reached', () => {
    const rule = { freeShippingCents: 15000, feeCents: 595 };
    expect(freeShipAmountNeeded(13795, rule)).toBe(1205);
    expect(freeShipAmountNeeded(15000, rule)).toBe(0);
    expect(freeShipAmountNeeded(20000, rule)).toBe(0);
  });
});

describe('boxShippingFees', () => {
  it('charges a box under its threshold its fee, and nothing once reached', () => {
    expect(boxShippingFees([{ box_type: 'grocery', subtotal: 14999 }], DEFAULT_BOX_RULES)).toEqual({
      grocery: 595,
    });
    expect(boxShippingFees([{ box_type: 'grocery', subtotal: 15000 }], DEFAULT_BOX_RULES)).toEqual({
      grocery: 0,
    });
    expect(boxShippingFees([{ box_type: 'wine', subtotal: 3000 }], DEFAULT_BOX_RULES)).toEqual({ wine: 995 });
  });

  it("charges perishables '$9.95 per order': one fee when fresh and frozen are both under", () => {
    const fees = boxShippingFees(
      [
        { box_type: 'frozen', subtotal: 4000 },
        { box_type: 'fresh', subtotal: 3000 },
      ],
      DEFAULT_BOX_RULES,
    );
    expect(fees).toEqual({ frozen: 0, fresh: 995 });
  });

  it('charges the perishables fee to the box still under its threshold', () => {
    const fees = boxShippingFees(
      [
        { box_type: 'frozen', subtotal: 4000 },
        { box_type: 'fresh', subtotal: 16000 },
      ],
      DEFAULT_BOX_RULES,
    );
    expect(fees).toEqual({ frozen: 995, fresh: 0 });
  });

  it('charges the higher perishable fee when they differ', () => {
    const rules = { ...DEFAULT_BOX_RULES, frozen: { freeShippingCents: 10000, feeCents: 1295 } };
    const fees = boxShippingFees(
      [
        { box_type: 'fresh', subtotal: 100 },
        { box_type: 'frozen', subtotal: 100 },
      ],
      rules,
    );
    expect(fees).toEqual({ fresh: 0, frozen: 1295 });
  });

  it('ships a box of only free items free, and every box free at a threshold of 0', () => {
    expect(boxShippingFees([{ box_type: 'frozen', subtotal: 0 }], DEFAULT_BOX_RULES)).toEqual({ frozen: 0 });
    const free = { ...DEFAULT_BOX_RULES, grocery: { freeShippingCents: 0, feeCents: 595 } };
    expect(boxShippingFees([{ box_type: 'grocery', subtotal: 1 }], free)).toEqual({ grocery: 0 });
  });
});

describe('box messages', () => {
  it("tells how much more earns free shipping: You're $X.XX away from free shipping", () => {
    expect(cartMessage('grocery', 1205)).toBe("You're $12.05 away from free shipping");
    expect(cartMessage('frozen', 5)).toBe("You're $0.05 away from free shipping");
    expect(cartMessage('grocery', 0)).toBe("You've earned free shipping!");
  });

  it("'The fresh box is called delivery, others shipping'", () => {
    expect(cartMessage('fresh', 1000)).toBe("You're $10.00 away from free delivery");
    expect(cartMessage('fresh', 0)).toBe("You've earned free delivery!");
  });

  it('has a fresh message for the fresh box and for sold-as-fresh items in the grocery box', () => {
    expect(freshMessage('fresh', false)).toBe('Your fresh items are delivered cold.');
    expect(freshMessage('grocery', true)).toBe('Your fresh items ship cold with your grocery box.');
    expect(freshMessage('grocery', false)).toBeNull();
    expect(freshMessage('frozen', true)).toBeNull();
  });
});

describe('summarizeBoxes', () => {
  const priced = [
    priceLine(line({ line_item_id: 1, qty: 2, price_cents: 2500 }), 'grocery'),
    priceLine(
      line({ line_item_id: 2, qty: 1, price_cents: 0, tc_product_type: 'GWP', msrp_cents: 800 }),
      'grocery',
    ),
    priceLine(
      line({ line_item_id: 3, box_type: 'wine', qty: 1, price_cents: 1800, is_alcohol: true }),
      'wine',
    ),
    priceLine(line({ line_item_id: 4, box_type: 'fresh', qty: 3, price_cents: 400 }), 'fresh'),
  ];
  const boxes = summarizeBoxes(priced);

  it('keeps the box order grocery, frozen, fresh, wine and leaves empty boxes out', () => {
    expect(boxes.map((b) => b.box_type)).toEqual(['grocery', 'fresh', 'wine']);
  });

  it('gives each box its subtotal, GWP-eligible subtotal, item count and items', () => {
    const [grocery, fresh, wine] = boxes;
    expect(grocery).toMatchObject({ subtotal: 5000, gwp_eligible_subtotal: 5000, number_of_items: 3 });
    expect(grocery?.items.map((i) => i.line_item_id)).toEqual([1, 2]);
    expect(fresh).toMatchObject({ subtotal: 1200, number_of_items: 3 });
    // alcohol does not count toward a free gift
    expect(wine).toMatchObject({ subtotal: 1800, gwp_eligible_subtotal: 0 });
  });

  it('gives each box its threshold, what it still needs, its messages and shipping', () => {
    const [grocery, fresh] = boxes;
    expect(grocery).toMatchObject({
      min_amt: 15000,
      free_ship_amt_needed: 10000,
      cart_message: "You're $100.00 away from free shipping",
      fresh_message: null,
      shipping_type: 'shipping',
      shipping_cents: 595,
    });
    expect(fresh).toMatchObject({
      cart_message: "You're $138.00 away from free delivery",
      fresh_message: 'Your fresh items are delivered cold.',
      shipping_type: 'thrive_shipping_fresh',
      shipping_cents: 995,
    });
  });

  it('says free shipping is earned for a box holding only free items', () => {
    const [box] = summarizeBoxes([
      priceLine(line({ box_type: 'frozen', tc_product_type: 'SAMPLE', price_cents: 0 }), 'frozen'),
    ]);
    expect(box).toMatchObject({
      free_ship_amt_needed: 0,
      cart_message: "You've earned free shipping!",
      shipping_cents: 0,
    });
  });
});
