import { type Database, reviewPutOffs, reviews, sql } from '@pantry/db';
import {
  type AccountReviews,
  type AuditActor,
  checkReview,
  isPutOff,
  maybeLaterUntil,
  type OwnReview,
  REVIEW_NOTICE,
  type ReviewPage,
  type ReviewPageQuery,
  reviewMessages,
} from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { moderateReview, moderateReviews } from './moderation.ts';
import {
  hasBought,
  listBoughtUnreviewed,
  loadReview,
  loadReviews,
  type ReviewRow,
  reviewColumns,
  toOwnReview,
  toPublicReview,
} from './queries.ts';

/** Reviews (`app.reviews`): submit, read a product's approved reviews, the shopper's lists, "maybe later", moderation. */

const SORT_ORDER = {
  1: sql`r.created_at DESC, r.id DESC`,
  2: sql`r.rating DESC, r.created_at DESC, r.id DESC`,
  3: sql`r.rating ASC, r.created_at DESC, r.id DESC`,
} as const;

async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM products WHERE id = ${productId}::int) AS found`,
  );
  return row?.found === true;
}

async function listProductReviews(db: Database, productId: number, q: ReviewPageQuery): Promise<ReviewPage> {
  if (!(await productExists(db, productId))) throw notFound(`No product with id ${productId}`);
  const stars = q.rating ?? null;
  const rows = await queryRows<ReviewRow & { total: number }>(
    db,
    sql`SELECT ${reviewColumns}, count(*) OVER ()::int AS total
          FROM reviews r JOIN accounts a ON a.id = r.account_id JOIN products p ON p.id = r.product_id
         WHERE r.product_id = ${productId}::int AND r.status = 'approved'
           AND (${stars}::int IS NULL OR r.rating = ${stars}::int)
         ORDER BY ${SORT_ORDER[q.sort as 1 | 2 | 3]}
         LIMIT ${q.page_size}::int OFFSET ${(q.cur_page - 1) * q.page_size}::int`,
  );
  const counts = await queryRows<{ rating: number; n: number }>(
    db,
    sql`SELECT rating, count(*)::int AS n FROM reviews
         WHERE product_id = ${productId}::int AND status = 'approved' GROUP BY rating`,
  );
  const star_counts: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const { rating, n } of counts) star_counts[String(rating)] = n;
  const total = rows[0]?.total ?? (stars ? (star_counts[String(stars)] ?? 0) : 0);
  return {
    reviews: rows.map(toPublicReview),
    count: total,
    cur_page: q.cur_page,
    page_size: q.page_size,
    star_counts,
  };
}

type Submission = { rating: number; title: string; text: string };

async function submitReview(db: Database, accountId: number, productId: number, input: Submission) {
  const check = checkReview(input);
  if (!check.ok) throw new AppError('bad_request', check.message, { field: check.field });
  if (!(await productExists(db, productId))) throw notFound(`No product with id ${productId}`);
  if (!(await hasBought(db, accountId, productId))) throw new AppError('forbidden', reviewMessages.notBought);
  const [row] = await db
    .insert(reviews)
    .values({ accountId, productId, ...check.review })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) throw new AppError('conflict', reviewMessages.alreadyReviewed);
  // A put-off product that is reviewed after all no longer needs its "maybe later" row.
  await db
    .delete(reviewPutOffs)
    .where(sql`${reviewPutOffs.accountId} = ${accountId} AND ${reviewPutOffs.productId} = ${productId}`);
  const saved = await loadReview(db, row.id);
  if (!saved) throw notFound('The review is gone');
  return { success: true as const, review: toOwnReview(saved), notice: REVIEW_NOTICE };
}

async function accountReviews(db: Database, accountId: number, now: Date): Promise<AccountReviews> {
  const bought = await listBoughtUnreviewed(db, accountId);
  const rows = await queryRows<ReviewRow>(
    db,
    sql`SELECT ${reviewColumns} FROM reviews r JOIN accounts a ON a.id = r.account_id
          JOIN products p ON p.id = r.product_id
         WHERE r.account_id = ${accountId}::int ORDER BY r.created_at DESC, r.id DESC`,
  );
  const putOff = (hidden: string | null) => isPutOff(hidden ? new Date(hidden) : null, now);
  return {
    reviewable: bought.filter((p) => !putOff(p.hidden_until)).map((p) => ({ ...p, hidden_until: null })),
    maybe_later: bought.filter((p) => putOff(p.hidden_until)),
    reviewed: rows.map(toOwnReview),
  };
}

/** "Maybe later": hides a bought, unreviewed product from the reviews to write until MAYBE_LATER_DAYS from now. */
async function maybeLater(db: Database, accountId: number, productId: number, now: Date) {
  if (!(await hasBought(db, accountId, productId))) throw new AppError('forbidden', reviewMessages.notBought);
  const hiddenUntil = maybeLaterUntil(now);
  await db
    .insert(reviewPutOffs)
    .values({ accountId, productId, hiddenUntil })
    .onConflictDoUpdate({ target: [reviewPutOffs.accountId, reviewPutOffs.productId], set: { hiddenUntil } });
  return { success: true as const, hidden_until: hiddenUntil.toISOString() };
}

/** Reviews of a status for the console, oldest first (`limit` of them), with how many there are in all. */
async function listForModeration(db: Database, status: 'pending' | 'approved' | 'rejected', limit = 200) {
  const rows = await queryRows<ReviewRow & { total: number }>(
    db,
    sql`SELECT ${reviewColumns}, count(*) OVER ()::int AS total FROM reviews r JOIN accounts a ON a.id = r.account_id
          JOIN products p ON p.id = r.product_id
         WHERE r.status = ${status} ORDER BY r.created_at, r.id LIMIT ${limit}`,
  );
  return { reviews: rows.map(toModerated), total: rows[0]?.total ?? 0 };
}

export function toModerated(row: ReviewRow): OwnReview & { account_id: number; moderated_at: string | null } {
  return {
    ...toOwnReview(row),
    account_id: row.account_id,
    moderated_at: row.moderated_at ? new Date(row.moderated_at).toISOString() : null,
  };
}

export function createReviewsService(db: Database) {
  return {
    listProductReviews: (productId: number, q: ReviewPageQuery) => listProductReviews(db, productId, q),
    submit: (accountId: number, productId: number, input: Submission) =>
      submitReview(db, accountId, productId, input),
    accountReviews: (accountId: number, now = new Date()) => accountReviews(db, accountId, now),
    maybeLater: (accountId: number, productId: number, now = new Date()) =>
      maybeLater(db, accountId, productId, now),
    listForModeration: (status: 'pending' | 'approved' | 'rejected', limit?: number) =>
      listForModeration(db, status, limit),
    /**
     * An operator's approval or rejection (a rejection with the reason the shopper reads, if any); `actor` (the audit
     * log's) is the staff member or token, none for the demo.
     */
    moderate: async (
      reviewId: number,
      to: 'approved' | 'rejected',
      actor?: AuditActor,
      { reason = null, now = new Date() }: { reason?: string | null; now?: Date } = {},
    ) => {
      await moderateReview(db, reviewId, to, now, actor, reason);
      const row = await loadReview(db, reviewId);
      if (!row) throw notFound(`No review with id ${reviewId}`);
      return toModerated(row);
    },
    /** A selection approved or rejected in one transaction; the reviews moved, and those left as they were. */
    moderateMany: async (
      ids: readonly number[],
      to: 'approved' | 'rejected',
      actor: AuditActor,
      { reason = null, now = new Date() }: { reason?: string | null; now?: Date } = {},
    ) => {
      const plan = await moderateReviews(db, ids, to, now, actor, reason);
      const moved = await loadReviews(db, plan.move);
      return { moved: moved.map(toModerated), unchanged: plan.unchanged };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
