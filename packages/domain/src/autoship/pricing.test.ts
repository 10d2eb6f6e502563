import { describe, expect, it } from 'vitest';
import {
  autoshipPriceOfProduct,
  autoshipPricingOf,
  autoshipSavingsPercent,
  autoshipUnitPriceCents,
  canUseAutoship,
  FIRST_AUTOSHIP_EXTRA_PERCENT,
  priceShipment,
  shipmentSavingsCents,
  shownAutoshipPrice,
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

describe('the autoship price a shopper is shown', () => {
  const member = { loggedIn: true, userStatus: 'member', autoshipStatus: 'active' };
  const product = { salePriceCents: 1000, autoshipPriceCents: 920, autoshipReductions: [] };
  it('is the autoship unit price and its savings, for a member whose autoship runs', () => {
    expect(shownAutoshipPrice(member, product)).toEqual({ priceCents: 920, savingsPercent: 8 });
  });
  it('is nothing for anyone else (visitors, leads, a paused or never-started autoship)', () => {
    expect(shownAutoshipPrice({ ...member, loggedIn: false, userStatus: 'visitor' }, product)).toBeNull();
    expect(shownAutoshipPrice({ ...member, userStatus: 'lead' }, product)).toBeNull();
    expect(shownAutoshipPrice({ ...member, autoshipStatus: 'paused' }, product)).toBeNull();
    expect(shownAutoshipPrice({ ...member, autoshipStatus: 'inactive' }, product)).toBeNull();
  });
  it('is nothing when the autoship price is not lower than today’s', () => {
    expect(shownAutoshipPrice(member, { ...product, autoshipPriceCents: 1000 })).toBeNull();
    expect(shownAutoshipPrice(member, { ...product, autoshipPriceCents: null })).toBeNull();
  });
});

describe('first autoship order (§9: 30% extra saving)', () => {
  const line = (id: number, price: number, qty: number) => ({
    line_item_id: id,
    product_id: id,
    box_type: 'grocery',
    sold_as_fresh: null,
    qty,
    price_cents: price,
    msrp_cents: price,
  });
  const lines = [line(1, 855, 2), line(2, 399, 1)];
  const shopper = { isFirstOrder: false, state: 'CA', ppeOptedOut: true };
  const now = new Date('2026-11-25T20:00:00Z');

  it('takes 30% extra off the first shipment, rounded half-up, before tax', () => {
    expect(FIRST_AUTOSHIP_EXTRA_PERCENT).toBe(30);
    const priced = priceShipment({ lines, firstAutoshipOrder: true, shopper, now });
    expect(priced.subtotal).toBe(2109);
    expect(priced.discount).toBe(633);
    expect(priced.coupon_labels).toEqual(['Extra 30% off applied']);
    // CA 7.25% on 2109 - 633 = 1476 is 107.01 → 107; grocery under $150 ships for $5.95.
    expect(priced.tax).toBe(107);
    expect(priced.grand_total).toBe(1476 + 107 + 595);
  });

  it('takes nothing extra off later shipments', () => {
    const priced = priceShipment({ lines, firstAutoshipOrder: false, shopper, now });
    expect(priced.discount).toBe(0);
    expect(priced.grand_total).toBe(2109 + 153 + 595);
  });

  it('spends no Thrive Cash on a shipment', () => {
    const priced = priceShipment({
      lines,
      firstAutoshipOrder: false,
      shopper: { ...shopper, thriveCashCents: 500 },
      now,
    });
    expect(priced.thrive_cash).toBe(0);
  });
});

describe('autoship price of a catalog product', () => {
  it('reads dollars and by_fixed dollar reductions from the wire', () => {
    const product = {
      price: 10,
      temporary_price_reduction: [{ type: 'by_fixed' as const, amount: 1 }],
      autoship_price: 9.5,
      autoship_temporary_price_reduction: [{ type: 'by_fixed' as const, amount: 0.5 }],
    };
    expect(autoshipPriceOfProduct(product)).toBe(900);
    expect(autoshipSavingsPercent(autoshipPricingOf(product))).toBe(0);
  });
});

describe('what a shipment saved (autoship_savings)', () => {
  it('is each line sale price less its autoship price, times qty, plus the first order discount', () => {
    const onSale = { price: 10, temporary_price_reduction: [{ type: 'by_fixed' as const, amount: 1 }] };
    const plain = { price: 5, temporary_price_reduction: [] };
    const lines = [
      { qty: 2, price_cents: 850, product: onSale },
      { qty: 1, price_cents: 500, product: plain },
    ];
    expect(shipmentSavingsCents(lines, 0)).toBe(100);
    expect(shipmentSavingsCents(lines, 660)).toBe(760);
    expect(shipmentSavingsCents([], 0)).toBe(0);
  });
});
