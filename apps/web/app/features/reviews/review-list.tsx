import { formatStoreDate, type PublicReview } from '@pantry/domain';
import { RatingStars } from '../../components/common/rating-stars.tsx';

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
              {review.nickname} ·{' '}
              <time dateTime={review.created_at}>{formatStoreDate(review.created_at)}</time>
            </p>
            <ReviewText text={review.text} />
          </article>
        </li>
      ))}
    </ul>
  );
}
