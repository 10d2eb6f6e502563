import { type DbOrTx, sql } from '@pantry/db';
import {
  NOT_PURCHASED_STATUSES,
  type PurchasedList,
  type PurchasedProduct,
  pageOf,
  rankPurchases,
} from '@pantry/domain';
import { queryPrepared, textArray } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';

/**
 * Buy It Again: the products of the shopper's orders that count as bought (domain `countsAsPurchase`: not
 * canceled), paid lines only (a free gift or sample was not chosen), ranked by the domain's rule. One read of the
 * shopper's orders (`orders_account_idx`) and their items (`order_items_order_idx`), grouped by product: a few
 * thousand rows for a shopper with 200 orders (docs/decisions/discovery.md).
 */

type PurchaseRow = { product_id: number; order_count: number; last_ordered_at: string | Date };

export async function listPurchases(db: DbOrTx, accountId: number): Promise<PurchasedProduct[]> {
  const rows = await queryPrepared<PurchaseRow>(
    db,
    sql`SELECT oi.product_id, count(DISTINCT o.id)::int AS order_count, max(o.placed_at) AS last_ordered_at
          FROM orders o
          JOIN order_items oi ON oi.order_id = o.id
         WHERE o.account_id = ${accountId}::int AND o.status <> ALL(${textArray(NOT_PURCHASED_STATUSES)})
           AND NOT oi.is_free
         GROUP BY oi.product_id`,
  );
  return rankPurchases(
    rows.map((row) => ({
      product_id: row.product_id,
      order_count: row.order_count,
      last_ordered_at: new Date(row.last_ordered_at).toISOString(),
    })),
  );
}

/** One page of Buy It Again in the catalog's card shape, each with how often and when it was last bought. */
export async function purchasedPage(
  db: DbOrTx,
  accountId: number,
  query: { cur_page: number; page_size: number },
): Promise<PurchasedList> {
  const ranked = await listPurchases(db, accountId);
  const page = pageOf(ranked, query.cur_page, query.page_size);
  const products = await loadProducts(
    db,
    page.map((p) => p.product_id),
  );
  const shown = new Set(products.map((p) => p.id));
  return {
    products,
    purchases: page.filter((p) => shown.has(p.product_id)),
    count: ranked.length,
    cur_page: query.cur_page,
    page_size: query.page_size,
    facets: [],
  };
}
