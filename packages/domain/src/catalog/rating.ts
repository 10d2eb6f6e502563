/**
 * Rating stars (spec storefront §5; account spec §9 'Star rating 1 to 5').
 */

export type StarIcon = 'full' | 'half' | 'empty';

const STAR_COUNT = 5;

/**
 * 'Average rounded to nearest half (fraction below 0.2 down, 0.2 to 0.8 half, above 0.8 up)'.
 * The fraction is rounded to 6 places first so 1.2 (stored as 1.19999…) counts as a 0.2 fraction.
 */
export function roundRatingToHalf(average: number): number {
  if (!Number.isFinite(average) || average <= 0) return 0;
  const clamped = Math.min(STAR_COUNT, average);
  const whole = Math.floor(clamped);
  const fraction = Math.round((clamped - whole) * 1e6) / 1e6;
  if (fraction < 0.2) return whole;
  if (fraction <= 0.8) return whole + 0.5;
  return whole + 1;
}

/** 'Five icons'; 'nothing shown at 0 unless zero rating is allowed'. */
export function ratingStars(average: number, allowZero = false): StarIcon[] | null {
  const safe = Number.isFinite(average) ? average : 0;
  if (safe <= 0 && !allowZero) return null;
  const rounded = roundRatingToHalf(safe);
  return Array.from({ length: STAR_COUNT }, (_, i): StarIcon => {
    if (rounded >= i + 1) return 'full';
    if (rounded >= i + 0.5) return 'half';
    return 'empty';
  });
}
