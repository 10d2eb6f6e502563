import { type DbOrTx, sql } from '@pantry/db';
import { isBundleProduct, type Product } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { loadProducts } from '../catalog/index.ts';

/** A product bought in this many separate orders is a repeat purchase, worth putting on autoship. */
export const REPEAT_PURCHASE_ORDERS = 2;
const MAX_RECOMMENDED = 12;

/**
 * GET /autoship/recommend/product/{id} (issue 14: 'draws on the shopper's repeat purchases'): the autoship-enabled,
 * in-stock products the shopper bought in at least two orders and has not subscribed, most often bought first, and
 * whether the asked product is one of them.
 */
export async function recommendAutoship(
  db: DbOrTx,
  accountId: number,
  productId: number,
): Promise<{ success: true; product_id: number; recommended: boolean; items: Product[] }> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`SELECT oi.product_id
          FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE o.account_id = ${accountId} AND o.status <> 'canceled' AND NOT oi.is_free
           AND NOT EXISTS (SELECT 1 FROM autoship_items ai WHERE ai.account_id = o.account_id
                            AND ai.product_id = oi.product_id AND ai.status <> 'cancelled')
         GROUP BY oi.product_id
        HAVING count(DISTINCT o.id) >= ${REPEAT_PURCHASE_ORDERS}
         ORDER BY count(DISTINCT o.id) DESC, max(o.placed_at) DESC, oi.product_id
         LIMIT ${MAX_RECOMMENDED * 2}`,
  );
  const products = (
    await loadProducts(
      db,
      rows.map((r) => r.product_id),
    )
  )
    .filter((p) => p.autoship_enabled && p.in_stock && !isBundleProduct(p.product_type) && !p.tc_product_type)
    .slice(0, MAX_RECOMMENDED);
  return {
    success: true,
    product_id: productId,
    recommended: products.some((p) => p.id === productId),
    items: products,
  };
}
