import { describe, expect, it } from 'vitest';
import {
  eligibleGwpOffers,
  freeLineLabel,
  type GwpOffer,
  type GwpOfferOnShelf,
  giftLine,
  gwpQualifies,
  planCartGifts,
  planGiftLines,
  runningGwpOffers,
} from './gwp.ts';
import { priceLine } from './lines.ts';

const offer: GwpOffer = {
  gwp_id: 7,
  product_id: 900,
  threshold_cents: 7500,
  msrp_cents: 1299,
  box_type: 'grocery',
};

describe('gwpQualifies', () => {
  it("adds the gift 'when a qualifying subtotal (gwp_eligible_subtotal) is reached'", () => {
    expect(gwpQualifies(offer, 7500)).toBe(true);
    expect(gwpQualifies(offer, 9000)).toBe(true);
    expect(gwpQualifies(offer, 7499)).toBe(false);
  });
});

describe('runningGwpOffers', () => {
  it('keeps offers from 00:00 of starts_on through 23:59 of ends_on (store time), and undated ones', () => {
    const dated = [
      { ...offer, gwp_id: 1 },
      { ...offer, gwp_id: 2, starts_on: '2025-03-11' },
      { ...offer, gwp_id: 3, ends_on: '2025-03-10' },
      { ...offer, gwp_id: 4, ends_on: '2025-03-09' },
      { ...offer, gwp_id: 5, starts_on: '2025-03-01', ends_on: '2025-03-31' },
    ];
    // 23:30 on 2025-03-10 in Los Angeles.
    const ids = runningGwpOffers(dated, new Date('2025-03-11T06:30:00Z')).map((o) => o.gwp_id);
    expect(ids).toEqual([1, 3, 5]);
    const nextDay = runningGwpOffers(dated, new Date('2025-03-11T07:30:00Z')).map((o) => o.gwp_id);
    expect(nextDay).toEqual([1, 2, 5]);
  });
});

describe('giftLine', () => {
  it("is 'a free item (price 0, type gwp)'", () => {
    const gift = giftLine(offer, 55);
    expect(gift).toMatchObject({
      line_item_id: 55,
      product_id: 900,
      qty: 1,
      price_cents: 0,
      product_type: 'gwp',
      tc_product_type: 'GWP',
      gwp_id: 7,
    });
    expect(priceLine(gift, 'grocery').row_total_cents).toBe(0);
  });
});

describe('planGiftLines', () => {
  it('adds the gift when the subtotal qualifies and the cart lacks it', () => {
    expect(planGiftLines([offer], [], 8000)).toEqual({ add: [offer], removeLineItemIds: [] });
  });

  it('keeps a gift line that is still earned', () => {
    expect(planGiftLines([offer], [{ line_item_id: 3, gwp_id: 7 }], 8000)).toEqual({
      add: [],
      removeLineItemIds: [],
    });
  });

  it("removes the gift 'when it no longer does'", () => {
    expect(planGiftLines([offer], [{ line_item_id: 3, gwp_id: 7 }], 7000)).toEqual({
      add: [],
      removeLineItemIds: [3],
    });
  });

  it('removes a gift whose offer is gone, and a second line of the same offer', () => {
    const lines = [
      { line_item_id: 3, gwp_id: 7 },
      { line_item_id: 4, gwp_id: 7 },
      { line_item_id: 5, gwp_id: 99 },
      { line_item_id: 6, gwp_id: null },
    ];
    expect(planGiftLines([offer], lines, 8000)).toEqual({ add: [], removeLineItemIds: [4, 5] });
  });

  it('does not count a saved-for-later gift as present', () => {
    expect(planGiftLines([offer], [{ line_item_id: 3, gwp_id: 7, save_for_later: true }], 8000)).toEqual({
      add: [offer],
      removeLineItemIds: [3],
    });
  });
});

const onShelf: GwpOfferOnShelf = { ...offer, product_in_stock: true, stock_qty: 5, stockless: false };

describe('eligibleGwpOffers', () => {
  it('offers a gift that is on the shelf', () => {
    expect(eligibleGwpOffers([onShelf], [])).toEqual([onShelf]);
    expect(eligibleGwpOffers([{ ...onShelf, stock_qty: 1 }], [])).toHaveLength(1);
  });

  it("does not offer a gift that can't be shipped: none left, or not sellable now", () => {
    expect(eligibleGwpOffers([{ ...onShelf, stock_qty: 0 }], [])).toEqual([]);
    expect(eligibleGwpOffers([{ ...onShelf, product_in_stock: false }], [])).toEqual([]);
  });

  it('does not give the gift on top of the same product the shopper buys', () => {
    expect(eligibleGwpOffers([onShelf], [{ product_id: 900, gwp_id: null }])).toEqual([]);
  });

  it('still offers it when the only line of that product is the gift itself', () => {
    expect(eligibleGwpOffers([onShelf], [{ product_id: 900, gwp_id: 7 }])).toEqual([onShelf]);
  });
});

describe('planCartGifts', () => {
  it('adds an eligible gift the subtotal has earned', () => {
    expect(planCartGifts([onShelf], [{ line_item_id: 1, product_id: 5, gwp_id: null }], 8000)).toEqual({
      add: [onShelf],
      removeLineItemIds: [],
    });
  });

  it('removes the gift line when its gift is no longer on the shelf, even with the subtotal reached', () => {
    const lines = [{ line_item_id: 3, product_id: 900, gwp_id: 7 }];
    expect(planCartGifts([{ ...onShelf, stock_qty: 0 }], lines, 8000)).toEqual({
      add: [],
      removeLineItemIds: [3],
    });
  });

  it('adds nothing when the shopper already buys the gift product', () => {
    const lines = [{ line_item_id: 4, product_id: 900, gwp_id: null }];
    expect(planCartGifts([onShelf], lines, 8000)).toEqual({ add: [], removeLineItemIds: [] });
  });
});

describe('freeLineLabel', () => {
  it("shows 'FREE ({msrp} value)' on free gift and sample lines", () => {
    expect(freeLineLabel({ tc_product_type: 'GWP', msrp_cents: 1299 })).toBe('FREE ($12.99 value)');
    expect(freeLineLabel({ tc_product_type: 'SAMPLE', msrp_cents: 300 })).toBe('FREE ($3.00 value)');
    expect(freeLineLabel({ product_type: 'gwp', msrp_cents: 0 })).toBe('FREE ($0.00 value)');
  });

  it('is null for a paid line', () => {
    expect(freeLineLabel({ tc_product_type: null, msrp_cents: 1299 })).toBeNull();
  });
});
