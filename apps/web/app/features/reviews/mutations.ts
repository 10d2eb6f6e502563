import type { OwnReview } from '@pantry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/client.ts';
import { reviewKeys } from './api.ts';

/** Writing reviews and "maybe later": only the form and /account/reviews load this (not every product page). */

export type ReviewInput = { rating: number; title: string; text: string };

/** POST /products/{id}/reviews; answers the saved (pending) review and the notice to show. */
export function useSubmitReview(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<{ review: OwnReview; notice: string }>('POST', `/products/${productId}/reviews`, {
        body: input,
      }),
    // Marked stale, not refetched now: the form stays in place to show the notice; the lists refresh next time.
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.account, refetchType: 'none' }),
  });
}

/** POST /account/reviews/maybe-later: hides the product from the reviews to write for a while. */
export function useMaybeLater() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      apiRequest<{ hidden_until: string }>('POST', '/account/reviews/maybe-later', {
        body: { product_id: productId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.account }),
  });
}
