import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  REVIEW_QUEUE_PAGE,
  ReviewQueueTable,
  reviewQueueQuery,
  useReviewQueue,
} from '../features/console-queues/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-reviews';

export function meta() {
  return consoleMeta('Reviews');
}

/** Reviews to moderate (reviews.moderate): the oldest pending ones, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'reviews.moderate',
    reads: () => [
      inProcess(reviewQueueQuery(), () =>
        services.admin.reviews({ status: 'pending', limit: REVIEW_QUEUE_PAGE }),
      ),
    ],
  });
}

/** /admin/reviews: the pending queue; approve or reject the selected reviews at once. */
export default function ConsoleReviews() {
  const queue = useReviewQueue();
  const waiting = queue.data?.total ?? 0;
  return (
    <section className="console-page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">Reviews</h1>
      {queue.data ? (
        <p className="console-muted">
          {waiting} {waiting === 1 ? 'review waits' : 'reviews wait'}
          {waiting > queue.data.reviews.length ? `; the oldest ${queue.data.reviews.length} are shown` : ''}.
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={queue.isFetching || undefined}>
        {queue.isError ? <p role="alert">{queue.error.message}</p> : null}
        {queue.data ? <ReviewQueueTable reviews={queue.data.reviews} /> : null}
      </div>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
