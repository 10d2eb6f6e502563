/**
 * Reviews (issue 13 Reviews; spec storefront §9 review notice and badge, account-and-shell §2 /account/reviews and the
 * client state `writeAReview`). Pure rules: the moderation table, what a review must hold, the "maybe later" pause and
 * the texts shown. The server stores and moderates; the web shows.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Moderation moves (style: 'States are transition tables'). A review waits as pending until an operator approves or
 * rejects it; both are final, so an approved review's rating is counted once (docs/decisions/reviews.md).
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

export type ReviewMove = { ok: true } | { ok: false; code: 'illegal_review_move'; message: string };

/** A refusal value: 'This review is already approved.' */
export function checkReviewMove(from: ReviewStatus, to: ReviewStatus): ReviewMove {
  if (canMoveReview(from, to)) return { ok: true };
  return {
    ok: false,
    code: 'illegal_review_move',
    message: from === to ? `This review is already ${from}.` : `Cannot move a review from ${from} to ${to}.`,
  };
}

/** Spec §9 (both files), word for word: shown after a review is submitted. */
export const REVIEW_NOTICE =
  'Reviews are typically posted within 2-3 days. If your review is eligible for Thrive Cash, you will receive an email once your review is posted.';

/** Limits of a review (docs/decisions/reviews.md): a title is a line, the text a few paragraphs. */
export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  titleMin: 2,
  titleMax: 100,
  textMin: 10,
  textMax: 5000,
} as const;

export const reviewMessages = {
  stars: 'Choose a rating from 1 to 5 stars.',
  titleShort: `Please give your review a title of at least ${REVIEW_LIMITS.titleMin} characters.`,
  titleLong: `The title can be at most ${REVIEW_LIMITS.titleMax} characters.`,
  textShort: `Please write at least ${REVIEW_LIMITS.textMin} characters.`,
  textLong: `The review can be at most ${REVIEW_LIMITS.textMax} characters.`,
  notBought: 'You can review only products you have bought.',
  alreadyReviewed: 'You have already reviewed this product.',
} as const;

export type ReviewDraft = { rating: number; title: string; text: string };
export type ReviewField = 'rating' | 'title' | 'text';
export type ReviewCheck =
  | { ok: true; review: ReviewDraft }
  | { ok: false; field: ReviewField; message: string };

/** Trims, folds runs of blank lines, and counts characters as the shopper sees them (code points). */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const length = (text: string) => [...text].length;

/**
 * Checks a review as typed: whole stars 1 to 5, a title and a text within their lengths (after trimming). The
 * answer holds the tidied review to store; text stays text (it is never read as HTML).
 */
export function checkReview(input: { rating: number; title: string; text: string }): ReviewCheck {
  const { rating } = input;
  if (!Number.isInteger(rating) || rating < REVIEW_LIMITS.minStars || rating > REVIEW_LIMITS.maxStars) {
    return { ok: false, field: 'rating', message: reviewMessages.stars };
  }
  const title = tidy(input.title).replace(/\s+/g, ' ');
  if (length(title) < REVIEW_LIMITS.titleMin)
    return { ok: false, field: 'title', message: reviewMessages.titleShort };
  if (length(title) > REVIEW_LIMITS.titleMax)
    return { ok: false, field: 'title', message: reviewMessages.titleLong };
  const text = tidy(input.text);
  if (length(text) < REVIEW_LIMITS.textMin)
    return { ok: false, field: 'text', message: reviewMessages.textShort };
  if (length(text) > REVIEW_LIMITS.textMax)
    return { ok: false, field: 'text', message: reviewMessages.textLong };
  return { ok: true, review: { rating, title, text } };
}

/** "Maybe later" hides a product from the reviews to write for this long (docs/decisions/reviews.md). */
export const MAYBE_LATER_DAYS = 30;
const DAY_MS = 86_400_000;

/** Until when a "maybe later" chosen at `chosenAt` hides the product. */
export function maybeLaterUntil(chosenAt: Date, days = MAYBE_LATER_DAYS): Date {
  return new Date(chosenAt.getTime() + days * DAY_MS);
}

/** Whether a product put off at `hiddenUntil` is still hidden at `now` (it shows again on the day it ends). */
export function isPutOff(hiddenUntil: Date | null | undefined, now: Date): boolean {
  return hiddenUntil != null && now.getTime() < hiddenUntil.getTime();
}

/**
 * A product's rating after one more approved review. The catalog's rating counts may include ratings given before
 * reviews were stored here (the demo catalog's), so the average moves by one rating rather than being recomputed
 * from the stored reviews; rounded to 2 decimals as shown.
 */
export function addRating(
  current: { rating_average: number; rating_count: number; review_count: number },
  stars: number,
): { rating_average: number; rating_count: number; review_count: number } {
  const count = Math.max(0, current.rating_count) + 1;
  const sum = Math.max(0, current.rating_average) * Math.max(0, current.rating_count) + stars;
  return {
    rating_average: Math.round((sum / count) * 100) / 100,
    rating_count: count,
    review_count: Math.max(0, current.review_count) + 1,
  };
}

/** Default paging of a product's reviews (account-and-shell §9: 'page 1, size 10, sort 1'); sort 1 is newest first. */
export const REVIEW_PAGING = { page: 1, pageSize: 10, maxPageSize: 50, sort: 1 } as const;

/** Review sorts: 1 newest first (the default), 2 highest rated, 3 lowest rated (docs/decisions/reviews.md). */
export const REVIEW_SORTS = { 1: 'newest', 2: 'highest', 3: 'lowest' } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
