import { type DbOrTx, sql } from '@pantry/db';
import { intArray, queryRows, textArray } from '../../lib/sql.ts';

/**
 * The one seam between the prefill and the recommender (issue 24: `recommendFor` and `neverItemIdsOf` are built on
 * branch i24-recommend, modules recommendations and preferences). Until that branch merges, this file answers with
 * the same signatures from what this branch has: products ranked by how many orders held them, products of the
 * shopper's diets first; and no never-items, since no never-item exists without the preferences module. At merge
 * the lead replaces both bodies with re-exports of those modules' functions.
 */

export type RecommendOptions = { limit: number; diets?: string[]; excludeProductIds?: number[] };

export async function recommendFor(
  db: DbOrTx,
  _accountId: number,
  { limit, diets = [], excludeProductIds = [] }: RecommendOptions,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p
         LEFT JOIN (SELECT product_id, count(DISTINCT order_id) AS n FROM order_items GROUP BY product_id) o
           ON o.product_id = p.id
        WHERE p.is_available AND p.stock_qty > 0 AND p.tc_product_type IS NULL
          AND NOT (p.id = ANY(${intArray(excludeProductIds)}))
        ORDER BY (SELECT count(*) FROM facet_values f
                   WHERE f.facet = 'diets' AND f.value = ANY(${textArray(diets)})
                     AND f.id = ANY(p.facet_value_ids)) DESC,
                 coalesce(o.n, 0) DESC, p.id
        LIMIT ${Math.max(1, Math.min(limit, 200))}`,
  );
  return rows.map((row) => row.id);
}

export async function neverItemIdsOf(_db: DbOrTx, _accountId: number): Promise<number[]> {
  return [];
}
