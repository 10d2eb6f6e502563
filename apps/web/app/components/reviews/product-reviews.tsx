import type { ProductDetail } from '@pantry/domain';
import { countLabel, reviewThriveCashBadge } from '@pantry/domain';
import { useId, useState } from 'react';
import { isSignedIn, useAccount } from '../../features/account/api.ts';
import {
  FIRST_REVIEW_PAGE,
  type ReviewFilter,
  useAccountReviews,
  useProductReviews,
} from '../../features/reviews/api.ts';
import { RatingStars } from '../common/rating-stars.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';

type Props = {
  product: Pick<ProductDetail, 'id' | 'title' | 'rating_average' | 'review_count' | 'review_offer'>;
};

/** A shopper who bought the product and has not reviewed it may write one here (issue 13). */
function WriteReview({ product }: Props) {
  const { account } = useAccount();
  const signedIn = isSignedIn(account);
  const mine = useAccountReviews(signedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn || !mine.data) return null;
  const canReview = [...mine.data.reviewable, ...mine.data.maybe_later].some(
    (p) => p.product_id === product.id,
  );
  if (mine.data.reviewed.some((r) => r.product_id === product.id)) {
    return <p className="muted">Thank you: you have reviewed this product.</p>;
  }
  if (!canReview) return null;
  return (
    <div className="review-write">
      {product.review_offer ? (
        <p className="badge badge-thrive">{reviewThriveCashBadge(product.review_offer)}</p>
      ) : null}
      {open ? (
        <ReviewForm productId={product.id} productTitle={product.title} />
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          Write a review
        </button>
      )}
    </div>
  );
}

/** The product page's reviews (also the gift card page's Reviews tab): newest first, ten a page, a star filter. */
export function ProductReviews({ product, headingLevel = 2 }: Props & { headingLevel?: 2 | 3 }) {
  const id = useId();
  const [filter, setFilter] = useState<ReviewFilter>(FIRST_REVIEW_PAGE);
  const page = useProductReviews(product.id, filter);
  const data = page.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const total = data ? Object.values(data.star_counts).reduce((s, n) => s + n, 0) : 0;

  return (
    <section id="reviews" className="pdp-reviews" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <Heading id={`${id}-title`}>Reviews</Heading>
      {product.review_count > 0 ? (
        <RatingStars average={product.rating_average} count={product.review_count} size={20} />
      ) : null}
      <WriteReview product={product} />
      {total > 0 && data ? (
        <div className="review-filter">
          <label htmlFor={`${id}-stars`}>Filter by stars</label>
          <select
            id={`${id}-stars`}
            value={filter.rating ?? ''}
            onChange={(event) => setFilter({ page: 1, rating: Number(event.target.value) || null })}
          >
            <option value="">All stars ({total})</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars === 1 ? '1 star' : `${stars} stars`} ({data.star_counts[String(stars)] ?? 0})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {page.isPending ? (
        <p className="loading-text">Loading reviews…</p>
      ) : page.isError ? (
        <p className="loading-text">Reviews are unavailable right now.</p>
      ) : data?.reviews.length ? (
        <>
          <p className="muted" aria-live="polite">
            {countLabel(data.count, 'review')}, newest first. Page {data.cur_page} of {pages}.
          </p>
          <ReviewList reviews={data.reviews} />
          {pages > 1 ? (
            <nav className="review-pager" aria-label="Review pages">
              <button
                type="button"
                className="button button-secondary"
                disabled={filter.page <= 1}
                onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
              >
                Previous reviews
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={filter.page >= pages}
                onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
              >
                More reviews
              </button>
            </nav>
          ) : null}
        </>
      ) : (
        <p>{filter.rating ? 'No reviews with this many stars yet.' : 'No written reviews to show yet.'}</p>
      )}
    </section>
  );
}
