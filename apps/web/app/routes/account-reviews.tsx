import type { OwnReview } from '@pantry/domain';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { RatingStars } from '../components/common/rating-stars.tsx';
import { FormError } from '../components/forms/field.tsx';
import { accountReviewsQuery, ReviewableItem, useAccountReviews } from '../features/reviews/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-reviews';

export function meta() {
  return [{ title: 'Reviews | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only; their writeAReview lists are read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(accountReviewsQuery(), () => services.reviews.account(accountId))],
  }));
}

const STATUS_TEXT: Record<OwnReview['status'], string> = {
  pending: 'Waiting to be posted',
  approved: 'Posted',
  rejected: 'Not posted',
};

function Reviewed({ review }: { review: OwnReview }) {
  return (
    <li className="review">
      <article aria-labelledby={`mine-${review.id}`}>
        <p className="muted">
          {review.url_key ? (
            <Link to={`/p/${review.url_key}`}>{review.product_title}</Link>
          ) : (
            review.product_title
          )}{' '}
          · {STATUS_TEXT[review.status]}
          {review.reject_reason ? `: ${review.reject_reason}` : null}
        </p>
        <RatingStars average={review.rating} allowZero />
        <h3 id={`mine-${review.id}`} className="review-title">
          {review.title}
        </h3>
        <p className="review-text">{review.text}</p>
      </article>
    </li>
  );
}

/** Account-and-shell §2 /account/reviews: what the shopper bought and can review, and what they already reviewed. */
export default function AccountReviews() {
  const reviews = useAccountReviews();
  const data = reviews.data;
  return (
    <div className="container account-reviews">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Reviews', url: '/account/reviews' },
        ]}
      />
      <h1>Reviews</h1>
      {reviews.isError ? <FormError message={reviews.error.message} /> : null}
      {data ? (
        <>
          <section aria-labelledby="to-review">
            <h2 id="to-review">Products to review</h2>
            {data.reviewable.length ? (
              <ul className="reviewable-list">
                {data.reviewable.map((product) => (
                  <ReviewableItem key={product.product_id} product={product} />
                ))}
              </ul>
            ) : (
              <p>Nothing to review right now. Products you buy show up here.</p>
            )}
          </section>
          {data.maybe_later.length ? (
            <section aria-labelledby="maybe-later">
              <h2 id="maybe-later">Maybe later</h2>
              <ul className="reviewable-list">
                {data.maybe_later.map((product) => (
                  <ReviewableItem key={product.product_id} product={product} putOff />
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="reviewed">
            <h2 id="reviewed">Your reviews</h2>
            {data.reviewed.length ? (
              <ul className="review-list">
                {data.reviewed.map((review) => (
                  <Reviewed key={review.id} review={review} />
                ))}
              </ul>
            ) : (
              <p>You have not reviewed anything yet.</p>
            )}
          </section>
        </>
      ) : (
        <p className="loading-text">Loading your reviews…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
