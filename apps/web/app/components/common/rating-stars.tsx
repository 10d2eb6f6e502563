import { countLabel, groupThousands, ratingStars, roundRatingToHalf } from '@pantry/domain';
import type { CSSProperties } from 'react';

/**
 * Five stars rounded to the half (spec §5); nothing at 0 unless `allowZero`. The stars are one element
 * drawn by CSS (a star mask filled to the rounded rating), so a listing of 24 cards renders 24 elements
 * instead of 120 SVGs.
 */
export function RatingStars({
  average,
  count,
  allowZero = false,
  size = 16,
}: {
  average: number;
  count?: number;
  allowZero?: boolean;
  size?: number;
}) {
  const stars = ratingStars(average, allowZero);
  if (!stars) return null;
  const rounded = roundRatingToHalf(average);
  const label =
    count == null
      ? `Rated ${rounded} out of 5`
      : `Rated ${rounded} out of 5 from ${countLabel(count, 'review')}`;
  return (
    <div className="rating" role="img" aria-label={label}>
      <span
        className="rating-stars"
        style={{ '--stars-fill': `${(rounded / 5) * 100}%`, '--star-size': `${size}px` } as CSSProperties}
      />
      {count != null ? (
        <span className="rating-count" aria-hidden="true">
          ({groupThousands(count)})
        </span>
      ) : null}
    </div>
  );
}
