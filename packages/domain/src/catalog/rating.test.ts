import { describe, expect, it } from 'vitest';
import { ratingStars, roundRatingToHalf } from './rating.ts';

describe('roundRatingToHalf', () => {
  it("rounds a 'fraction below 0.2 down'", () => {
    expect(roundRatingToHalf(4)).toBe(4);
    expect(roundRatingToHalf(4.19)).toBe(4);
    expect(roundRatingToHalf(3.1)).toBe(3);
  });

  it("rounds a fraction from '0.2 to 0.8' to the half", () => {
    expect(roundRatingToHalf(4.2)).toBe(4.5);
    expect(roundRatingToHalf(1.2)).toBe(1.5);
    expect(roundRatingToHalf(3.5)).toBe(3.5);
    expect(roundRatingToHalf(4.8)).toBe(4.5);
    expect(roundRatingToHalf(2.8)).toBe(2.5);
  });

  it("rounds a fraction 'above 0.8 up'", () => {
    expect(roundRatingToHalf(4.81)).toBe(5);
    expect(roundRatingToHalf(0.81)).toBe(1);
  });

  it('keeps the result between 0 and 5', () => {
    expect(roundRatingToHalf(0)).toBe(0);
    expect(roundRatingToHalf(-1)).toBe(0);
    expect(roundRatingToHalf(5)).toBe(5);
    expect(roundRatingToHalf(7)).toBe(5);
    expect(roundRatingToHalf(Number.NaN)).toBe(0);
  });
});

describe('ratingStars', () => {
  it("shows 'five icons' of full, half and empty stars", () => {
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(4.19)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(4.2)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(4.81)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it("shows 'nothing at 0'", () => {
    expect(ratingStars(0)).toBeNull();
    expect(ratingStars(0, false)).toBeNull();
  });

  it("shows five empty stars at 0 when 'zero rating is allowed'", () => {
    expect(ratingStars(0, true)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
