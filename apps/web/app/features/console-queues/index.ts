/** The console's queues (issue 25): reviews to moderate, and gift codes to look up, void and reissue. */

export { giftQuery, giftSearchQuery, useGift, useGiftSearch } from './gift-api.ts';
export { GiftActions, GiftFacts, GiftHistory } from './gift-detail.tsx';
export { GiftResults, GiftSearchForm } from './gift-search.tsx';
export { ReviewQueueTable } from './review-queue.tsx';
export { REVIEW_QUEUE_PAGE, reviewQueueQuery, useReviewQueue } from './reviews-api.ts';
