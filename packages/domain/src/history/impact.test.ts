import { describe, expect, it } from 'vitest';
import {
  IMPACT_FAMILIES,
  type ImpactItem,
  type ImpactOrder,
  impactToWire,
  orderSavings,
  storeYear,
  summarizeImpact,
  thriveCashEarnedCents,
} from './impact.ts';

const NOW = new Date('2026-11-27T18:00:00Z');

function item(overrides: Partial<ImpactItem> = {}): ImpactItem {
  return {
    product_id: 1,
    qty: 1,
    price_cents: 500,
    msrp_cents: 700,
    is_free: false,
    values: [],
    ...overrides,
  };
}

function order(overrides: Partial<ImpactOrder> = {}): ImpactOrder {
  return {
    status: 'delivered',
    placed_at: '2026-10-01T12:00:00Z',
    discount_cents: 0,
    thrive_cash_cents: 0,
    totals: [],
    items: [item()],
    ...overrides,
  };
}

describe('what an order saved', () => {
  it('is the list price over the price paid, times the quantity', () => {
    expect(orderSavings(order({ items: [item({ qty: 3, price_cents: 450, msrp_cents: 600 })] }))).toEqual({
      list_price: 450,
      free_items: 0,
      coupons: 0,
      total: 450,
    });
  });

  it('never counts a line paid above its list price as a negative saving', () => {
    expect(orderSavings(order({ items: [item({ price_cents: 800, msrp_cents: 700 })] })).total).toBe(0);
  });

  it("counts a free gift or sample at its list price, and the coupons' discount", () => {
    const saved = orderSavings(
      order({ discount_cents: 300, items: [item({ is_free: true, price_cents: 0, msrp_cents: 899 })] }),
    );
    expect(saved).toEqual({ list_price: 0, free_items: 899, coupons: 300, total: 1199 });
  });

  it('leaves Thrive Cash spent out: it is the shopper’s own credit', () => {
    expect(orderSavings(order({ thrive_cash_cents: 1500 })).total).toBe(200);
  });
});

describe('this year', () => {
  it("is the store's calendar year in Pacific time", () => {
    // 03:00 UTC on New Year's Day is still the 31st in California.
    expect(storeYear('2027-01-01T03:00:00Z')).toBe(2026);
    expect(storeYear('2027-01-01T09:00:00Z')).toBe(2027);
  });

  it('splits savings and orders between this year and lifetime', () => {
    const summary = summarizeImpact(
      [order({ placed_at: '2026-03-01T00:00:00Z' }), order({ placed_at: '2025-12-01T00:00:00Z' })],
      NOW,
    );
    expect(summary.year).toBe(2026);
    expect(summary.orders).toEqual({ this_year: 1, lifetime: 2 });
    expect(summary.savings.this_year.total).toBe(200);
    expect(summary.savings.lifetime.total).toBe(400);
  });
});

describe('canceled orders', () => {
  it('count for nothing', () => {
    const summary = summarizeImpact(
      [
        order({
          status: 'canceled',
          discount_cents: 500,
          totals: [{ type: 'thrive_cash_earn', value: 100 }],
          items: [item({ values: ['certifications/usda-organic'] })],
        }),
      ],
      NOW,
    );
    expect(summary.orders.lifetime).toBe(0);
    expect(summary.savings.lifetime.total).toBe(0);
    expect(summary.thrive_cash.earned_lifetime).toBe(0);
    expect(summary.groups.every((g) => g.items === 0)).toBe(true);
    expect(summary.values).toEqual([]);
  });
});

describe('Thrive Cash', () => {
  it("reads what an order earned from its 'thrive_cash_earn' total", () => {
    expect(
      thriveCashEarnedCents([
        { type: 'tax', value: 90 },
        { type: 'thrive_cash_earn', value: 250 },
        { type: 'awraf', value: -500 },
      ]),
    ).toBe(250);
  });

  it('sums earned and spent over the counted orders', () => {
    const summary = summarizeImpact(
      [
        order({ totals: [{ type: 'thrive_cash_earn', value: 250 }], thrive_cash_cents: 100 }),
        order({ placed_at: '2024-05-05T00:00:00Z', totals: [{ type: 'thrive_cash_earn', value: 50 }] }),
      ],
      NOW,
    );
    expect(summary.thrive_cash).toEqual({ earned_this_year: 250, earned_lifetime: 300, spent_lifetime: 100 });
  });
});

describe('value items', () => {
  const organic = 'certifications/usda-organic';
  const zeroWaste = 'social/zero-waste';
  const womenOwned = 'social/women-owned';

  it('counts units bought of organic, plastic-conscious and social-value products', () => {
    const summary = summarizeImpact(
      [
        order({
          items: [
            item({ product_id: 1, qty: 2, values: [organic, 'diets/vegan'] }),
            item({ product_id: 2, qty: 1, values: [zeroWaste, womenOwned] }),
          ],
        }),
        order({ items: [item({ product_id: 1, qty: 3, values: [organic] })] }),
      ],
      NOW,
    );
    expect(summary.groups).toEqual([
      { key: 'organic', label: 'Organic', items: 5, products: 1 },
      { key: 'plastic_conscious', label: 'Plastic-conscious packaging', items: 1, products: 1 },
      { key: 'social_values', label: 'From brands with social values', items: 1, products: 1 },
    ]);
  });

  it('counts a product once per group even with two of its values', () => {
    const summary = summarizeImpact(
      [
        order({
          items: [item({ qty: 2, values: [organic, 'certifications/regenerative-organic-certified'] })],
        }),
      ],
      NOW,
    );
    expect(summary.groups.find((g) => g.key === 'organic')?.items).toBe(2);
  });

  it('leaves free gifts out of the value counts (they were not chosen)', () => {
    const summary = summarizeImpact([order({ items: [item({ is_free: true, values: [organic] })] })], NOW);
    expect(summary.groups.find((g) => g.key === 'organic')?.items).toBe(0);
  });

  it('lists certifications and social values one by one, most bought first; diets are not values', () => {
    const summary = summarizeImpact(
      [
        order({
          items: [
            item({ product_id: 1, qty: 1, values: [womenOwned, 'diets/vegan'] }),
            item({ product_id: 2, qty: 4, values: [organic] }),
          ],
        }),
      ],
      NOW,
    );
    expect(summary.values).toEqual([
      { value: organic, items: 4, products: 1 },
      { value: womenOwned, items: 1, products: 1 },
    ]);
  });
});

describe('what the figures read', () => {
  it('is the certifications and social values', () => {
    expect([...IMPACT_FAMILIES].sort()).toEqual(['certifications', 'social']);
  });
});

describe('the wire answer', () => {
  it('is in dollars, with each value labelled; a value without a label is left out', () => {
    const summary = summarizeImpact(
      [order({ items: [item({ values: ['social/women-owned', 'social/gone'] })] })],
      NOW,
    );
    const wire = impactToWire(
      summary,
      new Map([
        ['social/women-owned', { label: 'Women Owned', family: 'social', url: '/social/women-owned' }],
      ]),
    );
    expect(wire.savings.lifetime).toEqual({ list_price: 2, free_items: 0, coupons: 0, total: 2 });
    expect(wire.values).toEqual([
      {
        value: 'social/women-owned',
        label: 'Women Owned',
        family: 'social',
        url: '/social/women-owned',
        items: 1,
        products: 1,
      },
    ]);
  });
});
