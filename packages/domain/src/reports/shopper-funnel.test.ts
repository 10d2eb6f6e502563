import { describe, expect, it } from 'vitest';
import { funnelCounts, stepConversion } from './shopper-funnel.ts';

describe('the shopper funnel', () => {
  it('counts a visitor at the furthest step reached and at every step before it, once', () => {
    // A viewer, an adder who never viewed a product page, one who checked out, two who ordered.
    expect(
      funnelCounts([
        { furthest: 1, visitors: 1 },
        { furthest: 2, visitors: 1 },
        { furthest: 3, visitors: 1 },
        { furthest: 4, visitors: 2 },
      ]),
    ).toEqual({ viewed: 5, added: 4, checkout: 3, ordered: 2 });
    expect(funnelCounts([])).toEqual({ viewed: 0, added: 0, checkout: 0, ordered: 0 });
  });

  it('gives each step’s conversion from the one before as a percent with one decimal', () => {
    expect(stepConversion(4, 5)).toBe(80);
    expect(stepConversion(2, 3)).toBe(66.7);
    expect(stepConversion(1, 3)).toBe(33.3);
    expect(stepConversion(0, 0)).toBeNull();
  });
});
