import { describe, expect, it } from 'vitest';
import { hitRateAt, mostPopular, recallAt } from './evaluation.ts';

describe('hit rate at k', () => {
  it('counts a shopper as a hit when one of the first k recommendations is in the hidden order', () => {
    const cases = [
      { recommended: [1, 2, 3], hidden: [3, 9] },
      { recommended: [4, 5, 6], hidden: [7] },
      { recommended: [8, 9, 10, 11], hidden: [11] },
    ];
    expect(hitRateAt(3, cases)).toBeCloseTo(1 / 3);
    expect(hitRateAt(4, cases)).toBeCloseTo(2 / 3);
    expect(hitRateAt(10, [])).toBe(0);
  });

  it('recall counts the hidden products found among the first k, over every case', () => {
    const cases = [
      { recommended: [1, 2, 3], hidden: [3, 9] },
      { recommended: [4, 5, 6], hidden: [4, 5, 7] },
    ];
    expect(recallAt(3, cases)).toBeCloseTo(3 / 5);
    expect(recallAt(1, cases)).toBeCloseTo(1 / 5);
    expect(recallAt(3, [])).toBe(0);
  });
});

describe('most popular', () => {
  it('ranks products by the baskets holding them, a product once per basket', () => {
    expect(mostPopular([[1, 2, 2], [2, 3], [3, 2], [4]], 3)).toEqual([2, 3, 1]);
  });
});
