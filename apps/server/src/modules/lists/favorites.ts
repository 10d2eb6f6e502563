import { type DbOrTx, sql } from '@pantry/db';
import { type Favorites, LIST_LIMITS, type ListProducts, listMessages } from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';

/**
 * Favorites (storefront §7 'POST and DELETE /account/wishlist | id | favorites'): one row per shopper and product.
 * Both calls are idempotent and answer the shopper's favorites as they are after the call.
 */

/** The shopper's favorites, newest first (account spec §3 'Favorites: items, list_item_data, total'). */
export async function readFavorites(db: DbOrTx, accountId: number): Promise<Favorites> {
  const rows = await queryRows<{ product_id: number; created_at: string | Date }>(
    db,
    sql`SELECT product_id, created_at FROM favorites WHERE account_id = ${accountId}::int
         ORDER BY created_at DESC, product_id DESC`,
  );
  return {
    success: true,
    items: rows.map((r) => r.product_id),
    list_item_data: rows.map((r) => ({
      product_id: r.product_id,
      added_at: new Date(r.created_at).toISOString(),
    })),
    total: rows.length,
  };
}

/** Hearts a product. 404 for a product that does not exist; 400 once the shopper holds the most favorites. */
export async function addFavorite(db: DbOrTx, accountId: number, productId: number): Promise<Favorites> {
  // One statement: the product's existence, whether it was already a favorite, and the capped insert.
  const [row] = await queryRows<{ found: boolean; already: boolean; inserted: number }>(
    db,
    sql`WITH product AS (SELECT id FROM products WHERE id = ${productId}::int),
        added AS (
          INSERT INTO favorites (account_id, product_id)
          SELECT ${accountId}::int, product.id FROM product
           WHERE (SELECT count(*) FROM favorites WHERE account_id = ${accountId}::int) < ${LIST_LIMITS.favoritesPerShopper}::int
          ON CONFLICT (account_id, product_id) DO NOTHING
          RETURNING 1)
        SELECT EXISTS (SELECT 1 FROM product) AS found,
               EXISTS (SELECT 1 FROM favorites WHERE account_id = ${accountId}::int AND product_id = ${productId}::int)
                 AS already,
               (SELECT count(*) FROM added)::int AS inserted`,
  );
  if (!row?.found) throw notFound(listMessages.productNotFound(productId));
  if (!row.already && row.inserted === 0) {
    throw new AppError('bad_request', listMessages.tooManyFavorites, { field: 'id' });
  }
  return readFavorites(db, accountId);
}

/** Un-hearts a product (nothing to do when it was not a favorite). 404 for a product that does not exist. */
export async function removeFavorite(db: DbOrTx, accountId: number, productId: number): Promise<Favorites> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`WITH gone AS (
          DELETE FROM favorites WHERE account_id = ${accountId}::int AND product_id = ${productId}::int RETURNING 1)
        SELECT EXISTS (SELECT 1 FROM products WHERE id = ${productId}::int) AS found, (SELECT count(*) FROM gone) AS n`,
  );
  if (!row?.found) throw notFound(listMessages.productNotFound(productId));
  return readFavorites(db, accountId);
}

/** One page of the favorites as product cards, newest first (the /list/favorites page). */
export async function favoriteProducts(
  db: DbOrTx,
  accountId: number,
  page: { cur_page: number; page_size: number },
): Promise<ListProducts> {
  const rows = await queryRows<{ product_id: number; total: number }>(
    db,
    sql`SELECT product_id, count(*) OVER ()::int AS total FROM favorites WHERE account_id = ${accountId}::int
         ORDER BY created_at DESC, product_id DESC
         LIMIT ${page.page_size}::int OFFSET ${(page.cur_page - 1) * page.page_size}::int`,
  );
  const total = rows[0]?.total ?? (await countFavorites(db, accountId));
  const products = await loadProducts(
    db,
    rows.map((r) => r.product_id),
  );
  return { products, count: total, cur_page: page.cur_page, page_size: page.page_size };
}

export async function countFavorites(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM favorites WHERE account_id = ${accountId}::int`,
  );
  return row?.n ?? 0;
}
