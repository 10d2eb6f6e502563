import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import type { ReviewsProduct } from './product-reviews.tsx';

// Reviews sit below the fold: their code loads after the product page's first JavaScript, once the app runs (the
// page's budget, bench/src/page-js.ts, counts it too). The server still renders them, the first page included.
const ProductReviews = lazyPart(() => import('./product-reviews.tsx').then((m) => m.ProductReviews));

export function LazyProductReviews({ product }: { product: ReviewsProduct }) {
  return (
    <Suspense fallback={<p className="loading-text">Loading reviews…</p>}>
      <ProductReviews product={product} />
    </Suspense>
  );
}
