import type { AccountReviews, ReviewPage } from '@pantry/domain';
import { REVIEW_PAGING } from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http/client.ts';

/**
 * Reviews (docs/decisions/reviews.md): a product's approved reviews (GET /products/{id}/reviews), the shopper's
 * writeAReview lists (GET /account/reviews), writing one (POST /products/{id}/reviews) and "maybe later".
 */

export type ReviewFilter = { page: number; rating: number | null };

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number, filter: ReviewFilter) => ['reviews', 'product', productId, filter] as const,
  productAll: (productId: number) => ['reviews', 'product', productId] as const,
  account: ['reviews', 'account'] as const,
};

export const FIRST_REVIEW_PAGE: ReviewFilter = { page: REVIEW_PAGING.page, rating: null };

/** GET /products/{id}/reviews: page size 10, newest first (the defaults), optionally one star count. */
export function productReviewsQuery(productId: number, filter: ReviewFilter) {
  return queryOptions({
    queryKey: reviewKeys.product(productId, filter),
    queryFn: ({ signal }) =>
      apiGet<ReviewPage>(
        `/products/${productId}/reviews`,
        { cur_page: filter.page, ...(filter.rating ? { rating: filter.rating } : {}) },
        signal,
      ),
    staleTime: 60_000,
  });
}

export function useProductReviews(productId: number, filter: ReviewFilter) {
  return useQuery({ ...productReviewsQuery(productId, filter), placeholderData: keepPreviousData });
}

/** GET /account/reviews: what the shopper can review, put off, and already reviewed. */
export function accountReviewsQuery() {
  return queryOptions({
    queryKey: reviewKeys.account,
    queryFn: ({ signal }) => apiGet<AccountReviews>('/account/reviews', undefined, signal),
    staleTime: 30_000,
  });
}

export function useAccountReviews(enabled = true) {
  return useQuery({ ...accountReviewsQuery(), enabled });
}
