export { accountReviewsQuery, FIRST_REVIEW_PAGE, productReviewsQuery, useAccountReviews } from './api.ts';
export { LazyProductReviews } from './lazy-product-reviews.tsx';
export { ReviewableItem } from './reviewable-item.tsx';
