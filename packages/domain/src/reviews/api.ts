import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_PAGING, REVIEW_STATUSES } from './review-rules.ts';

/**
 * The reviews wire contract (issue 13; the spec's call tables name no review calls, so the paths and fields are
 * Pantry's, docs/decisions/reviews.md). Dates are ISO strings; money is dollars with 2 decimals.
 */

/** A published review as anyone sees it: the reviewer is named by first name and last initial only. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  /** Plain text (new lines kept); clients show it as text, never as HTML. */
  text: z.string(),
  nickname: z.string(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /products/{id}/reviews: one page of approved reviews, newest first by default, optionally of one star count. */
export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  count: z.number().int(),
  cur_page: z.number().int(),
  page_size: z.number().int(),
  /** How many approved reviews have each star count, '1' to '5' (for the star filter). */
  star_counts: z.record(z.string(), z.number().int()),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  cur_page: z.coerce.number().int().min(1).max(10_000).default(REVIEW_PAGING.page),
  page_size: z.coerce.number().int().min(1).max(REVIEW_PAGING.maxPageSize).default(REVIEW_PAGING.pageSize),
  /** 1 newest first (default), 2 highest rated first, 3 lowest rated first. */
  sort: z.coerce.number().int().min(1).max(3).default(REVIEW_PAGING.sort),
  /** Only reviews with this many stars. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuerySchema>;

/** POST /products/{id}/reviews (form-encoded or JSON). Lengths are checked by checkReview after trimming. */
export const reviewSubmissionSchema = z.object({
  /** Any number or text: checkReview refuses what is not 1 to 5 whole stars with the store's message. */
  rating: z.union([z.number(), z.string().max(20)]).transform((value) => Number(value)),
  title: z.string().max(REVIEW_LIMITS.titleMax * 4),
  text: z.string().max(REVIEW_LIMITS.textMax * 4),
});

/** The shopper's own review, with its moderation status. */
export const ownReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  /** Why an operator did not post it (null: not rejected, or no reason given). */
  reject_reason: z.string().nullable(),
  product_title: z.string(),
  url_key: z.string().nullable(),
  image: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewSubmittedSchema = z.object({
  success: z.literal(true),
  review: ownReviewSchema,
  /** The spec's notice, word for word (REVIEW_NOTICE). */
  notice: z.string(),
});

/** A product the shopper bought and has not reviewed. */
export const reviewableProductSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  url_key: z.string().nullable(),
  image: z.string().nullable(),
  /** When they last ordered it. */
  ordered_at: z.string(),
  /** The review offer in dollars ('Earn ${n} Thrive Cash'), null when none. */
  review_offer: z.number().nullable(),
  /** Set while "maybe later" hides it (it is then listed under maybe_later). */
  hidden_until: z.string().nullable(),
});
export type ReviewableProduct = z.infer<typeof reviewableProductSchema>;

/** GET /account/reviews: the writeAReview state (to write, put off with "maybe later", already reviewed). */
export const accountReviewsSchema = z.object({
  reviewable: z.array(reviewableProductSchema),
  maybe_later: z.array(reviewableProductSchema),
  reviewed: z.array(ownReviewSchema),
});
export type AccountReviews = z.infer<typeof accountReviewsSchema>;

export const maybeLaterSchema = z.object({ success: z.literal(true), hidden_until: z.string() });

/** The operator's view of a review. */
export const moderatedReviewSchema = ownReviewSchema.extend({
  account_id: z.number().int(),
  moderated_at: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
