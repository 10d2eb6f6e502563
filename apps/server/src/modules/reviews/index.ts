/**
 * Reviews (`app.reviews`): shoppers review what they bought, operators approve or reject, approval updates the
 * product's rating and writes `review.approved` (Thrive Cash credits the review offer; this module e-mails the shopper).
 */

export { reviewAdminRoutes } from './admin-routes.ts';
export { ensureDemoReviews } from './demo-reviews.ts';
export { moderateReviewWithin, pendingReviewIds } from './moderation.ts';
export { REVIEW_MAIL_SUBSCRIBER, reviewMailSubscriber, reviewPostedEmail } from './review-mail.ts';
export { reviewRoutes } from './routes.ts';
export { createReviewsService, type ReviewsService } from './service.ts';
