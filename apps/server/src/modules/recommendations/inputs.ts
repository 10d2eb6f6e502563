import { type DbOrTx, sql } from '@pantry/db';
import type { CandidateFacts, CooccurrenceRow, HistoryItem, RecommendationInput } from '@pantry/domain';
import { intArray, queryRows } from '../../lib/sql.ts';
import { inStockCondition, listableCondition } from '../catalog/index.ts';

/**
 * What the domain's ranking needs, read in one statement: the basket (the shopper's history, or products the caller
 * names), its "bought together" rows, the best sellers, the shopper's preferences and never-items, and the facts of
 * every product that may be recommended (listable and in stock; `deals` narrows them to products on sale or earning
 * Thrive Cash, the catalog's `deals` facet).
 */

/** Best sellers read as the prior: enough to fill a page after never-items and exclusions. */
const POPULAR = 200;

export type InputRequest = {
  accountId: number | null;
  /** Products standing for the basket instead of the shopper's history (/ds/recommend?product_id=…). */
  seeds?: readonly number[];
  /** The bench's hidden orders: left out of the shopper's history. */
  hideOrderIds?: readonly number[];
  deals?: boolean;
};

type Row = {
  history: { product_id: number; orders: number; days: number }[] | null;
  cooccurrence: [number, number, number, number, number][] | null;
  popular: number[] | null;
  facts: [number, string[], string[]][] | null;
  diets: string[] | null;
  values: string[] | null;
  never: number[] | null;
};

const dealFacetIds = sql`ARRAY(SELECT id FROM facet_values WHERE facet = 'deals' AND value IN ('sale', 'thrive-cash'))`;

function historySql(request: InputRequest) {
  if (request.seeds) {
    return sql`SELECT s AS product_id, 1 AS orders, 0::float8 AS days FROM unnest(${intArray(request.seeds)}) s`;
  }
  return sql`SELECT oi.product_id, count(DISTINCT o.id)::int AS orders,
                    extract(epoch FROM now() - max(o.placed_at))::float8 / 86400 AS days
               FROM orders o JOIN order_items oi ON oi.order_id = o.id
              WHERE o.account_id = ${request.accountId ?? 0} AND o.status <> 'canceled' AND NOT oi.is_free
                AND NOT (o.id = ANY(${intArray(request.hideOrderIds ?? [])}))
              GROUP BY oi.product_id`;
}

/** Best sellers by orders, then the catalog's own popularity for products no order holds yet. */
function popularSql(deals: boolean) {
  const scope = deals ? sql`AND p.facet_value_ids && ${dealFacetIds}` : sql``;
  return sql`SELECT product_id, min(place) AS place FROM (
               SELECT c.product_id, row_number() OVER (ORDER BY c.orders DESC, c.product_id) AS place
                 FROM (SELECT poc.product_id, poc.orders FROM product_order_counts poc
                         JOIN products p ON p.id = poc.product_id WHERE TRUE ${scope}
                        ORDER BY poc.orders DESC, poc.product_id LIMIT ${POPULAR}) c
               UNION ALL
               SELECT t.id, ${POPULAR} + row_number() OVER (ORDER BY t.popularity DESC, t.id)
                 FROM (SELECT p.id, p.popularity FROM products p WHERE ${listableCondition} ${scope}
                        ORDER BY p.popularity DESC, p.id LIMIT ${POPULAR}) t) x
             GROUP BY product_id`;
}

export async function readRecommendationInputs(
  db: DbOrTx,
  request: InputRequest,
): Promise<Omit<RecommendationInput, 'limit' | 'exclude' | 'includeHistory'>> {
  const accountId = request.accountId ?? 0;
  const dealsOnly = request.deals ? sql`AND p.facet_value_ids && ${dealFacetIds}` : sql``;
  const [row] = await queryRows<Row>(
    db,
    sql`WITH hist AS (${historySql(request)}),
        co AS (SELECT c.product_id, c.other_product_id, c.together, c.product_orders, c.other_orders
                 FROM product_cooccurrence c WHERE c.product_id IN (SELECT product_id FROM hist)),
        popular AS (${popularSql(request.deals ?? false)}),
        cand AS (SELECT product_id FROM hist UNION SELECT other_product_id FROM co
                 UNION SELECT product_id FROM popular),
        facts AS (
          SELECT p.id,
                 coalesce(array_agg(av.url_key) FILTER (WHERE av.family = 'diets'), '{}') AS diets,
                 coalesce(array_agg(av.url_key) FILTER (WHERE av.family IN ('social', 'certifications')), '{}') AS vals
            FROM products p
            LEFT JOIN product_attribute_values pav ON pav.product_id = p.id
            LEFT JOIN attribute_values av ON av.id = pav.attribute_value_id
           -- An array, not IN (subquery): the planner then reads the few candidates by key instead of
           -- scanning every product (35 ms to 21 ms for a shopper with 200 orders).
           WHERE p.id = ANY((SELECT array_agg(product_id) FROM cand)::int[])
             AND ${listableCondition} AND ${inStockCondition} ${dealsOnly}
           GROUP BY p.id)
        SELECT (SELECT json_agg(hist) FROM hist) AS history,
               (SELECT json_agg(json_build_array(product_id, other_product_id, together, product_orders, other_orders))
                  FROM co) AS cooccurrence,
               (SELECT json_agg(product_id ORDER BY place) FROM popular) AS popular,
               (SELECT json_agg(json_build_array(id, diets, vals)) FROM facts) AS facts,
               (SELECT preferred_diets FROM shopping_preferences WHERE account_id = ${accountId}) AS diets,
               (SELECT preferred_values FROM shopping_preferences WHERE account_id = ${accountId}) AS values,
               (SELECT array_agg(product_id) FROM never_items WHERE account_id = ${accountId}) AS never`,
  );
  return toInput(row);
}

function toInput(row: Row | undefined): Omit<RecommendationInput, 'limit' | 'exclude' | 'includeHistory'> {
  const history: HistoryItem[] = (row?.history ?? []).map((h) => ({
    productId: h.product_id,
    orders: h.orders,
    daysSinceLastOrder: h.days,
  }));
  const cooccurrence: CooccurrenceRow[] = (row?.cooccurrence ?? []).map(
    ([productId, otherProductId, together, productOrders, otherOrders]) => ({
      productId,
      otherProductId,
      together,
      productOrders,
      otherOrders,
    }),
  );
  const candidates = new Map<number, CandidateFacts>(
    (row?.facts ?? []).map(([id, diets, values]) => [id, { diets, values }]),
  );
  return {
    history,
    cooccurrence,
    popular: row?.popular ?? [],
    candidates,
    preferredDiets: row?.diets ?? [],
    preferredValues: row?.values ?? [],
    neverItems: row?.never ?? [],
  };
}
