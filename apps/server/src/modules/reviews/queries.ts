import { type DbOrTx, sql } from '@pantry/db';
import type { OwnReview, PublicReview, ReviewableProduct } from '@pantry/domain';
import { centsToDollars } from '@pantry/domain';
import { intArray, queryRows } from '../../lib/sql.ts';
import { productImageUrl } from '../catalog/index.ts';

/** Reads for the reviews module: the rows and their wire shapes. */

export type ReviewRow = {
  id: number;
  account_id: number;
  product_id: number;
  rating: number;
  title: string;
  text: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string | Date;
  moderated_at: string | Date | null;
  reject_reason: string | null;
  firstname: string;
  lastname: string;
  product_title: string;
  url_key: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** 'Ada L.': first name and last initial; 'Pantry shopper' for an account without a name. */
export function nicknameOf(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const initial = [...lastname.trim()][0];
  if (!first) return 'Pantry shopper';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: nicknameOf(row.firstname, row.lastname),
    created_at: iso(row.created_at),
  };
}

export function toOwnReview(row: ReviewRow): OwnReview {
  return {
    ...toPublicReview(row),
    status: row.status,
    reject_reason: row.status === 'rejected' ? row.reject_reason : null,
    product_title: row.product_title,
    url_key: row.url_key,
    image: productImageUrl(row.product_id, 0),
  };
}

/** The review columns with the reviewer's name and the product's title (`r` reviews, `a` accounts, `p` products). */
export const reviewColumns = sql`r.id, r.account_id, r.product_id, r.rating, r.title, r.text, r.status, r.created_at,
  r.moderated_at, r.reject_reason, a.firstname, a.lastname, p.title AS product_title, p.url_key`;

export async function loadReview(db: DbOrTx, reviewId: number): Promise<ReviewRow | null> {
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`SELECT ${reviewColumns} FROM reviews r JOIN accounts a ON a.id = r.account_id
          JOIN products p ON p.id = r.product_id WHERE r.id = ${reviewId}::int`,
  );
  return row ?? null;
}

/** These reviews, in the order of `ids`. */
export async function loadReviews(db: DbOrTx, ids: readonly number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ReviewRow>(
    db,
    sql`SELECT ${reviewColumns} FROM reviews r JOIN accounts a ON a.id = r.account_id
          JOIN products p ON p.id = r.product_id WHERE r.id = ANY(${intArray(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type BoughtRow = {
  product_id: number;
  title: string;
  url_key: string | null;
  ordered_at: string | Date;
  review_offer_cents: number | null;
  hidden_until: string | Date | null;
};

/**
 * The products a shopper can review: paid lines of their orders that were not canceled, not reviewed yet, newest
 * order first. Each carries its "maybe later" date when one is set (the caller splits the list on it).
 */
export async function listBoughtUnreviewed(db: DbOrTx, accountId: number): Promise<ReviewableProduct[]> {
  const rows = await queryRows<BoughtRow>(
    db,
    sql`SELECT b.product_id, p.title, p.url_key, b.ordered_at, p.review_offer_cents, po.hidden_until
          FROM (SELECT oi.product_id, max(o.placed_at) AS ordered_at
                  FROM orders o JOIN order_items oi ON oi.order_id = o.id
                 WHERE o.account_id = ${accountId}::int AND o.status <> 'canceled' AND NOT oi.is_free
                 GROUP BY oi.product_id) b
          JOIN products p ON p.id = b.product_id
          LEFT JOIN review_put_offs po ON po.account_id = ${accountId}::int AND po.product_id = b.product_id
         WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.account_id = ${accountId}::int AND r.product_id = b.product_id)
         ORDER BY b.ordered_at DESC, b.product_id`,
  );
  return rows.map((row) => ({
    product_id: row.product_id,
    title: row.title,
    url_key: row.url_key,
    image: productImageUrl(row.product_id, 0),
    ordered_at: iso(row.ordered_at),
    review_offer: row.review_offer_cents ? centsToDollars(row.review_offer_cents) : null,
    hidden_until: row.hidden_until ? iso(row.hidden_until) : null,
  }));
}

/** Whether the shopper has a paid line of this product on an order that was not canceled. */
export async function hasBought(db: DbOrTx, accountId: number, productId: number): Promise<boolean> {
  const [row] = await queryRows<{ bought: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM orders o JOIN order_items oi ON oi.order_id = o.id
                        WHERE o.account_id = ${accountId}::int AND oi.product_id = ${productId}::int
                          AND o.status <> 'canceled' AND NOT oi.is_free) AS bought`,
  );
  return row?.bought === true;
}
