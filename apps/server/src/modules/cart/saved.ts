import { type DbOrTx, sql } from '@pantry/db';
import type { ProductList } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';
import { type CartKey, cartWhere } from './cart-state.ts';

/**
 * Save for later (spec §4: 'reload the saved list (page 1, size 10)'; §7 'GET /list and GET /products |
 * filter[list] | saved for later'). Saved items are the cart's lines flagged save_for_later, so they are listed
 * through the catalog's `filter[list]=save_for_later` from the shopper's own cart, never from the read cache.
 */

export const SAVE_FOR_LATER_LIST = 'save_for_later';
export const SAVED_PAGE_SIZE = 10;

export function isSavedForLaterQuery(query: { filter?: Record<string, string[]> }): boolean {
  return query.filter?.list?.[0] === SAVE_FOR_LATER_LIST;
}

/** One page of saved products, newest first; `line_item_qty` is the quantity kept on the saved line. */
export async function savedForLaterPage(
  db: DbOrTx,
  key: CartKey | null,
  query: { cur_page?: number; page_size?: number },
): Promise<ProductList> {
  const curPage = query.cur_page ?? 1;
  const pageSize = query.page_size ?? SAVED_PAGE_SIZE;
  const empty = { products: [], count: 0, cur_page: curPage, page_size: pageSize, facets: [] };
  if (!key) return empty;
  const [row] = await queryRows<{ total: number; page: { product_id: number; qty: number }[] | null }>(
    db,
    sql`WITH saved AS (
          SELECT ci.id, ci.product_id, ci.qty FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
           WHERE ${cartWhere(key)} AND ci.save_for_later)
        SELECT (SELECT count(*)::int FROM saved) AS total,
               (SELECT json_agg(json_build_object('product_id', s.product_id, 'qty', s.qty) ORDER BY s.id DESC)
                  FROM (SELECT * FROM saved ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(curPage - 1) * pageSize}) s
               ) AS page`,
  );
  if (!row) return empty;
  const page = row.page ?? [];
  const qtyOf = new Map(page.map((p) => [p.product_id, p.qty]));
  const products = await loadProducts(
    db,
    page.map((p) => p.product_id),
  );
  return {
    ...empty,
    count: row.total,
    products: products.map((p) => ({ ...p, line_item_qty: qtyOf.get(p.id) ?? 0 })),
  };
}

export type ShopperList = { key: string; title: string; count: number; url: string };

/** GET /list: the shopper's own lists; today the save-for-later list. */
export async function listShopperLists(db: DbOrTx, key: CartKey | null): Promise<ShopperList[]> {
  let count = 0;
  if (key) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
           WHERE ${cartWhere(key)} AND ci.save_for_later`,
    );
    count = row?.n ?? 0;
  }
  return [
    {
      key: SAVE_FOR_LATER_LIST,
      title: 'Saved for later',
      count,
      url: `/api/v1/products?filter[list]=${SAVE_FOR_LATER_LIST}&cur_page=1&page_size=${SAVED_PAGE_SIZE}`,
    },
  ];
}
