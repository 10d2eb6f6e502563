import { describe, expect, it } from 'vitest';
import {
  compareVariants,
  conversionReportRows,
  differenceInterval,
  percentFigure,
  wilsonInterval,
  Z_95,
} from './conversion.ts';

/*
 * Figures worked by hand with z = 1.96 (z² = 3.8415):
 * 2 of 10: centre (0.2 + 0.19207) / 1.38415 = 0.28326, half 1.96 √(0.016 + 0.0096036) / 1.38415 = 0.22658,
 *   so 0.0567–0.5098 (the textbook Wilson interval for 2/10).
 * 0 of 10: centre = half = 0.19207 / 1.38415 = 0.13877, so 0–0.2775; 10 of 10 mirrors it, 0.7225–1.
 * 20 of 100 against 30 of 100: 0.1 ± 1.96 √(0.2·0.8/100 + 0.3·0.7/100) = 0.1 ± 1.96 · 0.060828 = −0.0192–0.2192.
 * 200 of 1,000: centre 0.20192 / 1.00384 = 0.20114, half 1.96 √(0.00016 + 0.00000096) / 1.00384 = 0.02477, so
 *   0.1764–0.2259.
 * 200 of 1,000 against 300 of 1,000: 0.1 ± 1.96 · 0.019235 = 0.0623–0.1377.
 */

describe('wilsonInterval', () => {
  it('gives 2 conversions of 10 visitors 5.67%–50.98% around a 20% rate', () => {
    const interval = wilsonInterval(2, 10);
    expect(interval?.low).toBeCloseTo(0.05668, 4);
    expect(interval?.high).toBeCloseTo(0.50984, 4);
  });

  it('keeps a width at no conversion and at all conversions, inside 0–1', () => {
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.27753, 4) });
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(0.72247, 4), high: expect.closeTo(1, 12) });
  });

  it('narrows as visitors grow at the same rate', () => {
    const small = wilsonInterval(20, 100)!;
    const large = wilsonInterval(200, 1000)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.low).toBeCloseTo(0.17638, 4);
    expect(large.high).toBeCloseTo(0.22592, 4);
  });

  it('has no interval without a visitor', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('uses the 95% normal quantile', () => {
    expect(Z_95).toBeCloseTo(1.96, 2);
  });
});

describe('differenceInterval', () => {
  it('puts 30 of 100 against 20 of 100 at +10 points, −1.92 to +21.92: zero inside', () => {
    const result = differenceInterval({ visitors: 100, conversions: 30 }, { visitors: 100, conversions: 20 });
    expect(result?.difference).toBeCloseTo(0.1, 10);
    expect(result?.interval.low).toBeCloseTo(-0.01922, 4);
    expect(result?.interval.high).toBeCloseTo(0.21922, 4);
  });

  it('puts 300 of 1,000 against 200 of 1,000 at +10 points, 6.23 to 13.77: zero left out', () => {
    const result = differenceInterval(
      { visitors: 1000, conversions: 300 },
      { visitors: 1000, conversions: 200 },
    );
    expect(result?.interval.low).toBeCloseTo(0.0623, 4);
    expect(result?.interval.high).toBeCloseTo(0.1377, 4);
  });

  it('has no difference when either side has no visitor', () => {
    expect(differenceInterval({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 })).toBeNull();
    expect(differenceInterval({ visitors: 10, conversions: 1 }, { visitors: 0, conversions: 0 })).toBeNull();
  });
});

describe('compareVariants', () => {
  it('compares each variant with control, in the order given, control having no difference', () => {
    const [variant, control] = compareVariants([
      { variant: 'variation_1', visitors: 1000, conversions: 300 },
      { variant: 'control', visitors: 1000, conversions: 200 },
    ]);
    expect(control).toMatchObject({ variant: 'control', rate: 0.2, difference: null, excludesZero: null });
    expect(control?.rateInterval?.low).toBeCloseTo(0.17638, 4);
    expect(variant).toMatchObject({ variant: 'variation_1', rate: 0.3, excludesZero: true });
    expect(variant?.difference).toBeCloseTo(0.1, 10);
    expect(variant?.differenceInterval?.low).toBeCloseTo(0.0623, 4);
  });

  it('says a difference whose interval holds zero does not exclude it', () => {
    const [, variant] = compareVariants([
      { variant: 'control', visitors: 100, conversions: 20 },
      { variant: 'variation_1', visitors: 100, conversions: 30 },
    ]);
    expect(variant?.excludesZero).toBe(false);
  });

  it('takes the first variant as control when none is named control', () => {
    const [first, second] = compareVariants([
      { variant: 'a', visitors: 10, conversions: 2 },
      { variant: 'b', visitors: 10, conversions: 2 },
    ]);
    expect(first?.difference).toBeNull();
    expect(second?.difference).toBe(0);
    expect(second?.excludesZero).toBe(false);
  });

  it('leaves the rate, its interval and the difference empty for a variant nobody saw', () => {
    const [, empty] = compareVariants([
      { variant: 'control', visitors: 10, conversions: 1 },
      { variant: 'variation_1', visitors: 0, conversions: 0 },
    ]);
    expect(empty).toMatchObject({ rate: null, rateInterval: null, difference: null, excludesZero: null });
  });
});

describe('conversionReportRows', () => {
  it('gives one line per variant with rates and differences in percent to 2 decimals', () => {
    const rows = conversionReportRows([
      {
        experimentKey: 'post_discount_pricing',
        variants: [
          { variant: 'control', visitors: 100, conversions: 20 },
          { variant: 'variation_1', visitors: 100, conversions: 30 },
        ],
      },
    ]);
    expect(rows).toEqual([
      {
        experiment: 'post_discount_pricing',
        variant: 'control',
        visitors: 100,
        conversions: 20,
        conversion_rate: 20,
        // Wilson for 20/100: centre 0.21921 / 1.038415 = 0.2111, half 1.96 √(0.0016 + 0.000096) / 1.038415 = 0.07773;
        // for 30/100 (below): centre 0.31921 / 1.038415 = 0.3074, half 1.96 √(0.0021 + 0.000096) / 1.038415 = 0.08845.
        rate_low: 13.34,
        rate_high: 28.88,
        difference: null,
        difference_low: null,
        difference_high: null,
        excludes_zero: null,
      },
      {
        experiment: 'post_discount_pricing',
        variant: 'variation_1',
        visitors: 100,
        conversions: 30,
        conversion_rate: 30,
        rate_low: 21.89,
        rate_high: 39.58,
        difference: 10,
        difference_low: -1.92,
        difference_high: 21.92,
        excludes_zero: 'No',
      },
    ]);
  });

  it('rounds a share to a percent with 2 decimals, and keeps nothing as nothing', () => {
    expect(percentFigure(0.123456)).toBe(12.35);
    expect(percentFigure(null)).toBeNull();
  });
});
