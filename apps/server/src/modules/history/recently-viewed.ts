import { type DbOrTx, sql } from '@pantry/db';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedList } from '@pantry/domain';
import { notFound } from '../../errors.ts';
import { queryPrepared } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';

/**
 * Recently Viewed: one row per product a signed-in shopper opened, with the last time. A view is one statement: the
 * upsert, and the trim of everything past the newest RECENTLY_VIEWED_LIMIT. The trim reads the table as it was
 * before the statement, so it keeps the newest LIMIT − 1 other products and the one just viewed.
 */

export const productMessages = { notFound: (id: number) => `Product ${id} not found.` };

export async function recordView(
  db: DbOrTx,
  accountId: number,
  productId: number,
  now: Date = new Date(),
): Promise<void> {
  const [row] = await queryPrepared<{ viewed: number }>(
    db,
    sql`WITH viewed AS (
          INSERT INTO recently_viewed (account_id, product_id, viewed_at)
          SELECT ${accountId}::int, p.id, ${now.toISOString()}::timestamptz FROM products p WHERE p.id = ${productId}::int
          ON CONFLICT (account_id, product_id) DO UPDATE SET viewed_at = excluded.viewed_at
          RETURNING product_id),
        trimmed AS (
          DELETE FROM recently_viewed r
           WHERE r.account_id = ${accountId}::int AND EXISTS (SELECT 1 FROM viewed)
             AND r.product_id IN (
               SELECT product_id FROM recently_viewed
                WHERE account_id = ${accountId}::int AND product_id <> ${productId}::int
                ORDER BY viewed_at DESC, product_id DESC
               OFFSET ${RECENTLY_VIEWED_LIMIT - 1}::int)
          RETURNING 1)
        SELECT (SELECT count(*)::int FROM viewed) AS viewed, (SELECT count(*)::int FROM trimmed) AS trimmed`,
  );
  if (!row?.viewed) throw notFound(productMessages.notFound(productId));
}

/** Newest first, at most RECENTLY_VIEWED_LIMIT, in the catalog's card shape with when each was viewed. */
export async function listRecentlyViewed(db: DbOrTx, accountId: number): Promise<RecentlyViewedList> {
  const rows = await queryPrepared<{ product_id: number; viewed_at: string | Date }>(
    db,
    sql`SELECT product_id, viewed_at FROM recently_viewed
         WHERE account_id = ${accountId}::int
         ORDER BY viewed_at DESC, product_id DESC
         LIMIT ${RECENTLY_VIEWED_LIMIT}::int`,
  );
  const products = await loadProducts(
    db,
    rows.map((r) => r.product_id),
  );
  const shown = new Set(products.map((p) => p.id));
  return {
    products,
    views: rows
      .filter((r) => shown.has(r.product_id))
      .map((r) => ({ product_id: r.product_id, viewed_at: new Date(r.viewed_at).toISOString() })),
    count: products.length,
    cur_page: 1,
    page_size: RECENTLY_VIEWED_LIMIT,
    facets: [],
  };
}
