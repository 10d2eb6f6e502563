import { describe, expect, it } from 'vitest';
import { experimentsQuerySchema } from './api.ts';
import { cardCtaPlacement, postDiscountPriceCents, showsPostDiscountPrice } from './named.ts';

describe('the named experiments', () => {
  it('shows the post-discount price for variation_1 only', () => {
    expect(showsPostDiscountPrice({ post_discount_pricing: 'variation_1' })).toBe(true);
    expect(showsPostDiscountPrice({ post_discount_pricing: 'control' })).toBe(false);
    expect(showsPostDiscountPrice({})).toBe(false);
    expect(showsPostDiscountPrice(null)).toBe(false);
  });

  it('moves the card CTA under the price for variation_1 only', () => {
    expect(cardCtaPlacement({ discovery_card_cta_placement: 'variation_1' })).toBe('under_price');
    expect(cardCtaPlacement({})).toBe('bottom');
  });
});

describe('postDiscountPriceCents', () => {
  it('takes percent coupons off the sale price in turn', () => {
    expect(postDiscountPriceCents(1000, [{ discount_type: 'by_percent', discount_value: 20 }])).toBe(800);
    expect(
      postDiscountPriceCents(1000, [
        { discount_type: 'by_percent', discount_value: 20 },
        { discount_type: 'by_percent', discount_value: 10 },
      ]),
    ).toBe(720);
    expect(postDiscountPriceCents(999, [{ discount_type: 'by_percent', discount_value: 15 }])).toBe(849);
  });

  it('is null when no coupon lowers an item (none, fixed-amount only, or a free item)', () => {
    expect(postDiscountPriceCents(1000, [])).toBeNull();
    expect(postDiscountPriceCents(1000, [{ discount_type: 'by_fixed', discount_value: 5 }])).toBeNull();
    expect(postDiscountPriceCents(0, [{ discount_type: 'by_percent', discount_value: 20 }])).toBeNull();
  });
});

describe('experimentsQuerySchema', () => {
  it('reads disableExperiments and the forced experiments JSON', () => {
    expect(experimentsQuerySchema.parse({})).toEqual({ disableExperiments: false, experiments: {} });
    expect(
      experimentsQuerySchema.parse({
        disableExperiments: 'true',
        experiments: '{"post_discount_pricing":"variation_1"}',
      }),
    ).toEqual({ disableExperiments: true, experiments: { post_discount_pricing: 'variation_1' } });
  });

  it('refuses bad JSON and non-string variants with a message', () => {
    const bad = experimentsQuerySchema.safeParse({ experiments: '{oops' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('experiments must be a JSON object');
    expect(experimentsQuerySchema.safeParse({ experiments: '{"a":1}' }).success).toBe(false);
    expect(experimentsQuerySchema.safeParse({ disableExperiments: 'maybe' }).success).toBe(false);
  });
});
