import { describe, expect, it } from 'vitest';
import {
  autoshipSavingsPercent,
  autoshipUnitPriceCents,
  canUseAutoship,
  FIRST_AUTOSHIP_EXTRA_PERCENT,
  priceShipmentLines,
  showsAutoshipPrices,
} from './pricing.ts';

describe('autoship price', () => {
  it('is the autoship price less its own sales', () => {
    const product = {
      salePriceCents: 1000,
      autoshipPriceCents: 950,
      autoshipReductions: [{ type: 'by_percent', amount: 10 }] as const,
    };
    expect(autoshipUnitPriceCents(product)).toBe(855);
    expect(autoshipSavingsPercent(product)).toBe(14);
  });

  it('is never above what the shopper pays today, and falls back to it', () => {
    expect(
      autoshipUnitPriceCents({ salePriceCents: 800, autoshipPriceCents: 950, autoshipReductions: [] }),
    ).toBe(800);
    expect(
      autoshipUnitPriceCents({ salePriceCents: 800, autoshipPriceCents: null, autoshipReductions: [] }),
    ).toBe(800);
    expect(
      autoshipSavingsPercent({ salePriceCents: 800, autoshipPriceCents: null, autoshipReductions: [] }),
    ).toBe(0);
  });
});

describe('who sees autoship prices (§4: only eligible members on autoship)', () => {
  const member = { loggedIn: true, userStatus: 'member', autoshipStatus: 'active' };
  it('shows them to a member whose autoship runs', () => {
    expect(showsAutoshipPrices(member)).toBe(true);
    expect(showsAutoshipPrices({ ...member, autoshipStatus: 'active_auto' })).toBe(true);
  });
  it('hides them from leads, logged-out shoppers and members not on autoship', () => {
    expect(showsAutoshipPrices({ ...member, userStatus: 'lead' })).toBe(false);
    expect(showsAutoshipPrices({ ...member, loggedIn: false })).toBe(false);
    expect(showsAutoshipPrices({ ...member, autoshipStatus: null })).toBe(false);
    expect(showsAutoshipPrices({ ...member, autoshipStatus: 'paused' })).toBe(false);
    expect(showsAutoshipPrices({ ...member, autoshipStatus: 'canceled' })).toBe(false);
  });
  it('lets members and trial members subscribe (§6 members can use autoship)', () => {
    expect(canUseAutoship({ ...member, userStatus: 'trial' })).toBe(true);
    expect(canUseAutoship({ ...member, userStatus: 'canceled' })).toBe(false);
  });
});

describe('first autoship order (§9: 30% extra saving)', () => {
  it('takes 30% extra off the first shipment, rounded half-up to the cent', () => {
    expect(FIRST_AUTOSHIP_EXTRA_PERCENT).toBe(30);
    const lines = [
      { unitPriceCents: 855, qty: 2 },
      { unitPriceCents: 399, qty: 1 },
    ];
    expect(priceShipmentLines(lines, true)).toEqual({
      subtotal: 2109,
      firstOrderDiscount: 633,
      discountedSubtotal: 1476,
    });
  });
  it('takes nothing extra off later shipments', () => {
    expect(priceShipmentLines([{ unitPriceCents: 500, qty: 3 }], false)).toEqual({
      subtotal: 1500,
      firstOrderDiscount: 0,
      discountedSubtotal: 1500,
    });
  });
});
