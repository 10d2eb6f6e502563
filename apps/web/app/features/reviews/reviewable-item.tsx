import type { ReviewableProduct } from '@pantry/domain';
import { formatStoreDate, MAYBE_LATER_DAYS, reviewThriveCashBadge } from '@pantry/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useMaybeLater } from './mutations.ts';
import { ReviewForm } from './review-form.tsx';

/** One bought product to review: write it now, or "Maybe later" (hidden for MAYBE_LATER_DAYS days). */
export function ReviewableItem({
  product,
  putOff = false,
}: {
  product: ReviewableProduct;
  putOff?: boolean;
}) {
  const [writing, setWriting] = useState(false);
  const later = useMaybeLater();
  const href = product.url_key ? `/p/${product.url_key}` : null;
  return (
    <li className="reviewable">
      <div className="reviewable-head">
        {product.image ? <img src={product.image} alt="" width={64} height={64} loading="lazy" /> : null}
        <div>
          <h3 className="reviewable-title">
            {href ? <Link to={href}>{product.title}</Link> : product.title}
          </h3>
          <p className="muted">Ordered {formatStoreDate(product.ordered_at, 'month-day')}</p>
          {product.review_offer ? (
            <p className="badge tone-dark-green">{reviewThriveCashBadge(product.review_offer)}</p>
          ) : null}
          {putOff && product.hidden_until ? (
            <p className="muted">
              We will ask again on {formatStoreDate(product.hidden_until, 'month-day')}.
            </p>
          ) : null}
        </div>
      </div>
      {writing ? (
        <ReviewForm productId={product.product_id} productTitle={product.title} />
      ) : (
        <div className="reviewable-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => setWriting(true)}
            aria-label={`Write a review of ${product.title}`}
          >
            Write a review
          </button>
          {putOff ? null : (
            <button
              type="button"
              className="button button-secondary"
              disabled={later.isPending}
              onClick={() => later.mutate(product.product_id)}
              aria-label={`Maybe later: ask about ${product.title} in ${MAYBE_LATER_DAYS} days`}
            >
              Maybe later
            </button>
          )}
        </div>
      )}
      {later.isError ? <FormError message={apiFailure(later.error).message} /> : null}
    </li>
  );
}
