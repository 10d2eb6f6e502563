import { describe, expect, it } from 'vitest';
import { tierName, tiersToWire, type VolumeTier, volumeIncentive } from './volume-incentive.ts';

// account-and-shell §3 Volume incentive: tiered_pricing (min, max, promo_type, discount_type, promo_value) with the
// thrive_cash promo type and a percent or dollar discount; conversion_drivers (name, qualifies, display).
const dollarTiers: VolumeTier[] = [
  { min: 6, max: null, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 800 },
  { min: 3, max: 5, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 300 },
];
const percentTiers: VolumeTier[] = [
  { min: 2, max: 3, promo_type: 'thrive_cash', discount_type: 'percent', promo_value: 5 },
  { min: 4, max: null, promo_type: 'thrive_cash', discount_type: 'percent', promo_value: 10 },
];

describe('volumeIncentive', () => {
  it("tells a shopper with 1 how many more reach each tier: 'buy 2 more to earn $3 Thrive Cash'", () => {
    const earn = volumeIncentive(dollarTiers, { qty: 1, price_cents: 499 });
    expect(earn.tier).toBeNull();
    expect(earn.earn_cents).toBe(0);
    expect(earn.conversion_drivers).toEqual([
      { name: 'Buy 3-5', qualifies: false, display: 'buy 2 more to earn $3 Thrive Cash' },
      { name: 'Buy 6+', qualifies: false, display: 'buy 5 more to earn $8 Thrive Cash' },
    ]);
  });

  it('earns a dollar tier once per line, at its minimum and its maximum', () => {
    for (const qty of [3, 5]) {
      const earn = volumeIncentive(dollarTiers, { qty, price_cents: 499 });
      expect(earn.tier?.min).toBe(3);
      expect(earn.earn_cents).toBe(300);
    }
    const top = volumeIncentive(dollarTiers, { qty: 40, price_cents: 499 });
    expect(top.earn_cents).toBe(800);
    expect(top.conversion_drivers).toEqual([
      { name: 'Buy 6+', qualifies: true, display: 'You earn $8.00 Thrive Cash' },
    ]);
  });

  it('earns a percent tier on the line total, rounded half-up to the cent', () => {
    // 2 × $3.33 = $6.66; 5% = 33.3¢ → 33¢. 3 × $3.30 = $9.90; 5% = 49.5¢ → 50¢.
    expect(volumeIncentive(percentTiers, { qty: 2, price_cents: 333 }).earn_cents).toBe(33);
    expect(volumeIncentive(percentTiers, { qty: 3, price_cents: 330 }).earn_cents).toBe(50);
    const four = volumeIncentive(percentTiers, { qty: 4, price_cents: 1000 });
    expect(four.earn_cents).toBe(400);
    expect(four.tier?.promo_value).toBe(10);
    const two = volumeIncentive(percentTiers, { qty: 2, price_cents: 1000 });
    expect(two.conversion_drivers).toEqual([
      { name: 'Buy 2-3', qualifies: true, display: 'You earn $1.00 Thrive Cash' },
      { name: 'Buy 4+', qualifies: false, display: 'buy 2 more to earn 10% Thrive Cash' },
    ]);
  });

  it('reaches nothing in a gap between tiers, and drops tiers that cannot be reached', () => {
    const gappy: VolumeTier[] = [
      { min: 2, max: 2, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 100 },
      { min: 5, max: null, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 500 },
      { min: 0, max: 1, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 999 },
      { min: 4, max: 3, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 999 },
    ];
    const three = volumeIncentive(gappy, { qty: 3, price_cents: 100 });
    expect(three.tier).toBeNull();
    expect(three.earn_cents).toBe(0);
    expect(three.conversion_drivers.map((d) => d.display)).toEqual(['buy 2 more to earn $5 Thrive Cash']);
    expect(volumeIncentive(gappy, { qty: 0, price_cents: 100 }).earn_cents).toBe(0);
    expect(volumeIncentive(gappy, { qty: 1, price_cents: 100 }).earn_cents).toBe(0);
  });

  it('prefers the higher minimum where tiers overlap', () => {
    const overlap: VolumeTier[] = [
      { min: 2, max: null, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 100 },
      { min: 4, max: null, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 400 },
    ];
    expect(volumeIncentive(overlap, { qty: 5, price_cents: 100 }).earn_cents).toBe(400);
  });

  it('earns nothing without tiers', () => {
    expect(volumeIncentive([], { qty: 9, price_cents: 100 })).toEqual({
      tier: null,
      earn_cents: 0,
      conversion_drivers: [],
    });
  });
});

describe('tiers on the wire', () => {
  it('sends dollar values in dollars, in order of their minimum', () => {
    expect(tiersToWire(dollarTiers)).toEqual([
      { min: 3, max: 5, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 3 },
      { min: 6, max: null, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 8 },
    ]);
    expect(
      tierName({ min: 2, max: 2, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 1 }),
    ).toBe('Buy 2');
  });
});
