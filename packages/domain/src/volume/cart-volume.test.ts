import { describe, expect, it } from 'vitest';
import type { CartLineInput } from '../cart/lines.ts';
import { EARN_TOTAL_TYPES, priceCart } from '../cart/totals.ts';
import type { VolumeTier } from './volume-incentive.ts';

// Issue 13: 'The cart computes the tier reached per line … and shows volume_discount in totals or the extra earn.'
const tiers: VolumeTier[] = [
  { min: 3, max: 5, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 300 },
  { min: 6, max: null, promo_type: 'thrive_cash', discount_type: 'percent', promo_value: 10 },
];

function line(id: number, qty: number, extra: Partial<CartLineInput> = {}): CartLineInput {
  return {
    line_item_id: id,
    product_id: id,
    box_type: 'grocery',
    sold_as_fresh: null,
    qty,
    price_cents: 500,
    msrp_cents: 600,
    tiered_pricing: tiers,
    ...extra,
  };
}

const now = new Date('2030-01-01T00:00:00Z');
const shopper = { isFirstOrder: false, state: 'CA' };

describe('priceCart with volume tiers', () => {
  it('adds what each line’s tier earns as a volume_discount entry, outside the grand total', () => {
    const cart = priceCart({ lines: [line(1, 3), line(2, 6), line(3, 2)], shopper, now });
    // $3 for three of line 1, 10% of 6 × $5 = $3 for line 2, nothing for two of line 3.
    expect(cart.totals.find((t) => t.type === 'volume_discount')).toEqual({
      type: 'volume_discount',
      value: 600,
    });
    const charged = cart.totals.filter((t) => !EARN_TOTAL_TYPES.has(t.type)).reduce((s, t) => s + t.value, 0);
    expect(cart.grand_total).toBe(cart.subtotal + charged);
    const without = priceCart({
      lines: [line(1, 3, { tiered_pricing: null }), line(2, 6, { tiered_pricing: [] }), line(3, 2)],
      shopper,
      now,
    });
    expect(without.grand_total).toBe(cart.grand_total);
  });

  it('has no entry when no line reaches a tier, and free or saved-for-later lines earn nothing', () => {
    const cart = priceCart({
      lines: [line(1, 2), line(2, 9, { tc_product_type: 'SAMPLE' }), line(3, 9, { save_for_later: true })],
      shopper,
      now,
    });
    expect(cart.totals.map((t) => t.type)).not.toContain('volume_discount');
  });
});
