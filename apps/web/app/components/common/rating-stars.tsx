import { ratingStars, roundRatingToHalf } from '@pantry/domain';
import { StarIcon } from './icons.tsx';

/** Five stars rounded to the half (spec §5); nothing at 0 unless `allowZero`. */
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
      : `Rated ${rounded} out of 5 from ${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div className="rating" role="img" aria-label={label}>
      <span className="rating-stars">
        {stars.map((kind, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <StarIcon key={i} kind={kind} size={size} />
        ))}
      </span>
      {count != null ? (
        <span className="rating-count" aria-hidden="true">
          ({count.toLocaleString('en-US')})
        </span>
      ) : null}
    </div>
  );
}
