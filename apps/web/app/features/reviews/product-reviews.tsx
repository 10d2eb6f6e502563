import type { ProductDetail } from '@pantry/domain';
import { countLabel } from '@pantry/domain';
import { Suspense, useId, useState } from 'react';
import { RatingStars } from '../../components/common/rating-stars.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { FIRST_REVIEW_PAGE, type ReviewFilter, useProductReviews } from './api.ts';
import { ReviewList } from './review-list.tsx';

export type ReviewsProduct = Pick<
  ProductDetail,
  'id' | 'title' | 'rating_average' | 'review_count' | 'review_offer'
>;

// The form's code loads only for a signed-in shopper (the product page's JavaScript budget, bench/src/page-js.ts).
const WriteReview = lazyPart(() => import('./write-review.tsx').then((m) => m.WriteReview));

/** The product page's reviews (also the gift card page's Reviews tab): newest first, ten a page, a star filter. */
export function ProductReviews({
  product,
  headingLevel = 2,
}: {
  product: ReviewsProduct;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const signedIn = isSignedIn(useAccount().account);
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
      {signedIn ? (
        <Suspense fallback={null}>
          <WriteReview product={product} />
        </Suspense>
      ) : null}
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
