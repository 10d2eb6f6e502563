import { z } from 'zod';
import { moderatedReviewSchema } from './api.ts';
import { canMoveReview, type ReviewStatus } from './review-rules.ts';

/**
 * Moderating reviews from the console (issue 25): a rejection may carry a reason the shopper reads beside 'Not
 * posted', and a selection of up to REVIEW_BULK_MAX pending reviews is approved or rejected in one go. Pure rules;
 * the reviews module applies them in one transaction.
 */

export const REVIEW_BULK_MAX = 100;
export const REJECT_REASON_MAX = 300;

export const reviewModerationMessages = {
  reasonLong: `A reason can be at most ${REJECT_REASON_MAX} characters.`,
  noneChosen: 'Choose at least one review.',
  tooMany: `Choose at most ${REVIEW_BULK_MAX} reviews at a time.`,
  missing: (ids: readonly number[]) => `No review with id ${ids.join(', ')}.`,
} as const;

/** The reason as kept: trimmed, inner runs of white space made one space, empty as none. */
export function rejectReason(raw: string | null | undefined):
  | { ok: true; reason: string | null }
  | {
      ok: false;
      message: string;
    } {
  const reason = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (reason.length > REJECT_REASON_MAX) return { ok: false, message: reviewModerationMessages.reasonLong };
  return { ok: true, reason: reason || null };
}

/** The ids chosen, each once, in the order given; refused when none or more than REVIEW_BULK_MAX. */
export function bulkReviewIds(
  ids: readonly number[],
): { ok: true; ids: number[] } | { ok: false; message: string } {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, message: reviewModerationMessages.noneChosen };
  if (unique.length > REVIEW_BULK_MAX) return { ok: false, message: reviewModerationMessages.tooMany };
  return { ok: true, ids: unique };
}

export type BulkPlan = {
  /** Pending reviews that move. */
  move: number[];
  /** Reviews already moderated (by someone else a moment ago): left as they are. */
  unchanged: { id: number; status: ReviewStatus }[];
  /** Ids that name no review. */
  missing: number[];
};

/** What a bulk approval or rejection does to the reviews found (locked) for the ids asked. */
export function planBulkModeration(
  ids: readonly number[],
  found: readonly { id: number; status: ReviewStatus }[],
  to: 'approved' | 'rejected',
): BulkPlan {
  const byId = new Map(found.map((review) => [review.id, review.status]));
  const plan: BulkPlan = { move: [], unchanged: [], missing: [] };
  for (const id of ids) {
    const status = byId.get(id);
    if (status === undefined) plan.missing.push(id);
    else if (canMoveReview(status, to)) plan.move.push(id);
    else plan.unchanged.push({ id, status });
  }
  return plan;
}

// ---- Wire ---------------------------------------------------------------------------------------------------------

export const rejectReasonSchema = z
  .string()
  .max(REJECT_REASON_MAX * 4)
  .optional();

export const bulkModerationBodySchema = z.object({
  action: z.enum(['approve', 'reject']),
  ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(REVIEW_BULK_MAX * 2),
  reason: rejectReasonSchema,
});

/** GET /api/admin/reviews: the reviews of a status, oldest first, and how many there are in all. */
export const reviewQueueSchema = z.object({
  reviews: z.array(moderatedReviewSchema),
  total: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
/** The queue the console reads (the pending reviews, a page of them). */
export type ReviewQueueQuery = { status?: ReviewStatus; limit?: number };

export const bulkModerationAnswerSchema = z.object({
  moved: z.array(moderatedReviewSchema),
  unchanged: z.array(z.object({ id: z.number().int(), status: z.enum(['pending', 'approved', 'rejected']) })),
});
export type BulkModerationAnswer = z.infer<typeof bulkModerationAnswerSchema>;
