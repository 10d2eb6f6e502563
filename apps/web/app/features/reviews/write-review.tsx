import { reviewThriveCashBadge } from '@pantry/domain';
import { useState } from 'react';
import { isSignedIn, useAccount } from '../account/index.ts';
import { useAccountReviews } from './api.ts';
import type { ReviewsProduct } from './product-reviews.tsx';
import { ReviewForm } from './review-form.tsx';

type Props = { product: ReviewsProduct };

/** A shopper who bought the product and has not reviewed it may write one here (issue 13). */
export function WriteReview({ product }: Props) {
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
