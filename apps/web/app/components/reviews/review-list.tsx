import { type PublicReview, STORE_TIME_ZONE } from '@pantry/domain';
import { RatingStars } from '../common/rating-stars.tsx';

// One formatter for every review: toLocaleDateString builds a new one per call, which was most of the reviews'
// hydration on the product page in a profile at 4× CPU.
const reviewDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Nov 24, 2026': the date of a review, in the store's time zone. */
function reviewDate(iso: string): string {
  return reviewDateFormat.format(new Date(iso));
}

/** Review text as text: React escapes it, and blank lines make paragraphs (never HTML). */
function ReviewText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
        <p key={i} className="review-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <article aria-labelledby={`review-${review.id}-title`}>
            <RatingStars average={review.rating} allowZero />
            <h3 id={`review-${review.id}-title`} className="review-title">
              {review.title}
            </h3>
            <p className="review-meta muted">
              {review.nickname} · <time dateTime={review.created_at}>{reviewDate(review.created_at)}</time>
            </p>
            <ReviewText text={review.text} />
          </article>
        </li>
      ))}
    </ul>
  );
}
