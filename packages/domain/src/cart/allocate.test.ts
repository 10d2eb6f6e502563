import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './allocate.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitByLargestRemainder', () => {
  it('splits in proportion to the weights', () => {
    expect(splitByLargestRemainder(1000, [3000, 1000])).toEqual([750, 250]);
  });

  it("loses no cent: 'the parts add up'", () => {
    const parts = splitByLargestRemainder(100, [1, 1, 1]);
    expect(parts).toEqual([34, 33, 33]);
    expect(sum(parts)).toBe(100);
    for (const total of [1, 7, 999, 12345]) {
      const weights = [333, 1, 250, 999, 17];
      expect(sum(splitByLargestRemainder(total, weights))).toBe(total);
    }
  });

  it('gives the leftover cents to the largest remainders', () => {
    // 10 × 0.45 = 4.5, 10 × 0.55 = 5.5: one cent left goes to the larger remainder (ties to the first)
    expect(splitByLargestRemainder(10, [45, 55])).toEqual([5, 5]);
    expect(splitByLargestRemainder(1, [1, 2])).toEqual([0, 1]);
  });

  it('gives nothing to a part of zero weight', () => {
    expect(splitByLargestRemainder(500, [0, 200, 0])).toEqual([0, 500, 0]);
  });

  it('splits nothing when there is nothing to split or no weight', () => {
    expect(splitByLargestRemainder(0, [1, 2])).toEqual([0, 0]);
    expect(splitByLargestRemainder(100, [0, 0])).toEqual([0, 0]);
    expect(splitByLargestRemainder(100, [])).toEqual([]);
  });

  it('keeps the sign of a negative amount', () => {
    expect(splitByLargestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });
});
