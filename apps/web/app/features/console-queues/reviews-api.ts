import type { BulkModerationAnswer, ReviewQueue } from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/** The review queue's read (the oldest pending reviews, a page the bulk limit can take at once) and its moves. */

export const REVIEW_QUEUE_PAGE = 50;
const queueKey = ['console', 'reviews', 'pending', REVIEW_QUEUE_PAGE] as const;

/** GET /api/admin/reviews: the oldest pending reviews and how many wait in all. */
export function reviewQueueQuery() {
  return queryOptions({
    queryKey: queueKey,
    queryFn: ({ signal }) =>
      adminRequest<ReviewQueue>('GET', '/reviews', {
        query: { status: 'pending', limit: REVIEW_QUEUE_PAGE },
        signal,
      }),
  });
}

export const useReviewQueue = () => useQuery(reviewQueueQuery());

/** Approve or reject the chosen reviews in one request; the queue is read again after, whatever the answer. */
export function useBulkModeration() {
  const client = useQueryClient();
  return async (action: 'approve' | 'reject', ids: number[], reason?: string) => {
    try {
      return await adminRequest<BulkModerationAnswer>('POST', '/reviews/bulk', {
        body: { action, ids, ...(reason ? { reason } : {}) },
      });
    } finally {
      await client.invalidateQueries({ queryKey: ['console', 'reviews'] });
    }
  };
}
