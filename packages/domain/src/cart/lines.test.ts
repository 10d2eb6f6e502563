import { describe, expect, it } from 'vitest';
import { type CartLineInput, isFreeLine, priceLine } from './lines.ts';

const line = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  line_item_id: 1,
  product_id: 1,
  box_type: 'grocery',
  sold_as_fresh: null,
  qty: 2,
  price_cents: 800,
  regular_price_cents: 1000,
  msrp_cents: 1200,
  ...over,
});

describe('isFreeLine', () => {
  it("knows 'a free gift with purchase is a free item (price 0, type gwp)' and samples", () => {
    expect(isFreeLine({ tc_product_type: 'GWP' })).toBe(true);
    expect(isFreeLine({ tc_product_type: 'SAMPLE' })).toBe(true);
    expect(isFreeLine({ product_type: 'gwp' })).toBe(true);
    expect(isFreeLine({ product_type: 'sample' })).toBe(true);
    expect(isFreeLine({ product_type: 'simple', tc_product_type: null })).toBe(false);
  });
});

describe('priceLine', () => {
  it('multiplies the sale price by the quantity', () => {
    expect(priceLine(line(), 'grocery')).toMatchObject({
      box: 'grocery',
      row_total_cents: 1600,
      is_free: false,
    });
  });

  it('saves MSRP over the regular price as products, the regular over the sale price as TPR', () => {
    expect(priceLine(line(), 'grocery').savings).toEqual({ products: 400, tpr: 400, gwp: 0 });
  });

  it('has no TPR saving without a regular price, and no negative savings', () => {
    const noTpr = priceLine(line({ regular_price_cents: null, msrp_cents: 500 }), 'grocery');
    expect(noTpr.savings).toEqual({ products: 0, tpr: 0, gwp: 0 });
  });

  it("prices a free gift at 0 and saves its MSRP as 'gwp'", () => {
    const gift = priceLine(line({ tc_product_type: 'GWP', qty: 1, price_cents: 500 }), 'grocery');
    expect(gift).toMatchObject({ row_total_cents: 0, is_free: true, gwp_eligible: false });
    expect(gift.savings).toEqual({ products: 0, tpr: 0, gwp: 1200 });
  });

  it('leaves alcohol out of the free-gift subtotal', () => {
    expect(priceLine(line({ is_alcohol: true }), 'wine').gwp_eligible).toBe(false);
    expect(priceLine(line(), 'grocery').gwp_eligible).toBe(true);
  });

  it('counts whole, non-negative quantities', () => {
    expect(priceLine(line({ qty: 2.7 }), 'grocery').row_total_cents).toBe(1600);
    expect(priceLine(line({ qty: -1 }), 'grocery').row_total_cents).toBe(0);
  });
});
