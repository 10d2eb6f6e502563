import { type Database, products, reviews, sql, type Transaction } from '@pantry/db';
import {
  type AuditActor,
  addRating,
  type BulkPlan,
  checkReviewMove,
  planBulkModeration,
  type ReviewStatus,
  reviewModerationMessages,
} from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import { intArray, intArrayParam, queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { emitEvent } from '../events/index.ts';

/**
 * An operator approves or rejects a pending review, in one transaction: the review row is locked, the move is
 * checked against REVIEW_TRANSITIONS (a second approval is refused, so a rating is counted once), and an approval
 * adds the stars to the product's rating fields and writes `review.approved` with the product's review offer.
 */

type Locked = { status: ReviewStatus; account_id: number; product_id: number; rating: number };
type ProductRating = {
  rating_average: number;
  rating_count: number;
  review_count: number;
  review_offer_cents: number | null;
};

async function publish(tx: Transaction, reviewId: number, review: Locked): Promise<void> {
  const [product] = await queryRows<ProductRating>(
    tx,
    sql`SELECT rating_average, rating_count, review_count, review_offer_cents
          FROM products WHERE id = ${review.product_id}::int FOR UPDATE`,
  );
  if (!product) throw notFound(`No product with id ${review.product_id}`);
  const next = addRating(product, review.rating);
  await tx
    .update(products)
    .set({
      ratingAverage: next.rating_average,
      ratingCount: next.rating_count,
      reviewCount: next.review_count,
    })
    .where(sql`${products.id} = ${review.product_id}`);
  await emitEvent(tx, {
    type: 'review.approved',
    payload: {
      review_id: reviewId,
      account_id: review.account_id,
      product_id: review.product_id,
      offer_cents: Math.max(0, product.review_offer_cents ?? 0),
    },
  });
}

type Move = { to: 'approved' | 'rejected'; reason: string | null; now: Date; actor?: AuditActor };

/** One locked pending review moves: its row, the product's rating on approval, and its own audit entry. */
async function applyMove(tx: Transaction, reviewId: number, review: Locked, move: Move): Promise<void> {
  const reason = move.to === 'rejected' ? move.reason : null;
  await tx
    .update(reviews)
    .set({ status: move.to, moderatedAt: move.now, rejectReason: reason })
    .where(sql`${reviews.id} = ${reviewId}`);
  if (move.to === 'approved') await publish(tx, reviewId, review);
  if (move.actor) {
    await recordAudit(tx, move.actor, {
      action: move.to === 'approved' ? 'review.approve' : 'review.reject',
      subjectType: 'review',
      subjectId: reviewId,
      before: { status: review.status },
      after: {
        status: move.to,
        product_id: review.product_id,
        rating: review.rating,
        ...(move.to === 'rejected' ? { reject_reason: reason } : {}),
      },
    });
  }
}

export async function moderateReview(
  db: Database,
  reviewId: number,
  to: 'approved' | 'rejected',
  now: Date,
  actor?: AuditActor,
  reason: string | null = null,
): Promise<void> {
  await db.transaction((tx) => moderateReviewWithin(tx, reviewId, to, now, actor, reason));
}

/**
 * The same move inside the caller's transaction (a console task's chunk approves many): the row locked, the move
 * checked (409 when the review is no longer pending, before anything is written), then `applyMove`. A bulk
 * approval gives each review exactly what a single approval gives it.
 */
export async function moderateReviewWithin(
  tx: Transaction,
  reviewId: number,
  to: 'approved' | 'rejected',
  now: Date,
  actor?: AuditActor,
  reason: string | null = null,
): Promise<void> {
  const [review] = await queryRows<Locked>(
    tx,
    sql`SELECT status, account_id, product_id, rating FROM reviews WHERE id = ${reviewId}::int FOR UPDATE`,
  );
  if (!review) throw notFound(`No review with id ${reviewId}`);
  const move = checkReviewMove(review.status, to);
  if (!move.ok) throw new AppError('conflict', move.message, { reason: move.code });
  await applyMove(tx, reviewId, review, { to, reason, now, actor });
}

/**
 * A selection approved or rejected at once (issue 25), in one transaction: the reviews are locked in id order (so
 * two bulk moves over the same reviews take turns, never deadlock), an id naming no review refuses the whole
 * request (404), reviews someone moderated meanwhile are left as they are and named, and each one moved has its own
 * audit entry.
 */
export async function moderateReviews(
  db: Database,
  ids: readonly number[],
  to: 'approved' | 'rejected',
  now: Date,
  actor: AuditActor,
  reason: string | null = null,
): Promise<BulkPlan> {
  return db.transaction(async (tx) => {
    const found = await queryRows<Locked & { id: number }>(
      tx,
      sql`SELECT id, status, account_id, product_id, rating FROM reviews
           WHERE id = ANY(${intArray(ids)}) ORDER BY id FOR UPDATE`,
    );
    const plan = planBulkModeration(ids, found, to);
    if (plan.missing.length) throw notFound(reviewModerationMessages.missing(plan.missing));
    const byId = new Map(found.map((review) => [review.id, review]));
    for (const id of plan.move) await applyMove(tx, id, byId.get(id)!, { to, reason, now, actor });
    return plan;
  });
}

/** The pending reviews a bulk approval covers: the ids given, or those matching the filter (every one without), by id. */
export async function pendingReviewIds(
  db: Database,
  selection: {
    review_ids?: number[] | undefined;
    product_id?: number | undefined;
    min_rating?: number | undefined;
  },
): Promise<number[]> {
  const where = [sql`status = 'pending'`];
  if (selection.review_ids) where.push(sql`id = ANY(${intArrayParam(selection.review_ids)}::int[])`);
  if (selection.product_id !== undefined) where.push(sql`product_id = ${selection.product_id}::int`);
  if (selection.min_rating !== undefined) where.push(sql`rating >= ${selection.min_rating}::int`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM reviews WHERE ${sql.join(where, sql` AND `)} ORDER BY id`,
  );
  return rows.map((row) => row.id);
}
