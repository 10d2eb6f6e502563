import { type DbOrTx, sql } from '@pantry/db';
import type { BaseInput, CandidateFacts, CooccurrenceRow, HistoryItem } from '@pantry/domain';
import { intArrayParam, queryPrepared } from '../../lib/sql.ts';
import { inStockCondition, listableCondition } from '../catalog/index.ts';

/**
 * What the domain's ranking needs, in two prepared statements (docs/decisions/recommendations.md): the basket (the
 * shopper's history, or products the caller names), its "bought together" rows, the best sellers, the shopper's
 * preferences and never-items; then the facts (listable, in stock, diets and values) of only the best-scoring
 * products, a page at a time, until the domain says the ranking is settled (rankChecked). `deals` narrows both to
 * products on sale or earning Thrive Cash, the catalog's `deals` facet.
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

type BasketRow = {
  history: { product_id: number; orders: number; days: number }[] | null;
  /** Column by column (product, other, together, product orders, other orders): thousands of rows, one array each. */
  cooccurrence: [number[], number[], number[], number[], number[]] | null;
  popular: number[] | null;
  diets: string[] | null;
  values: string[] | null;
  never: number[] | null;
};

const dealFacetIds = sql`ARRAY(SELECT id FROM facet_values WHERE facet = 'deals' AND value IN ('sale', 'thrive-cash'))`;

function idsParam(ids: readonly number[]) {
  return sql`${intArrayParam(ids)}::int[]`;
}

function historySql(request: InputRequest) {
  if (request.seeds) {
    return sql`SELECT s AS product_id, 1 AS orders, 0::float8 AS days FROM unnest(${idsParam(request.seeds)}) s`;
  }
  return sql`SELECT oi.product_id, count(DISTINCT o.id)::int AS orders,
                    extract(epoch FROM now() - max(o.placed_at))::float8 / 86400 AS days
               FROM orders o JOIN order_items oi ON oi.order_id = o.id
              WHERE o.account_id = ${request.accountId ?? 0}::int AND o.status <> 'canceled' AND NOT oi.is_free
                AND NOT (o.id = ANY(${idsParam(request.hideOrderIds ?? [])}))
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

/** Everything the scores are made of, before any candidate's facts. */
export async function readBasketInputs(
  db: DbOrTx,
  request: InputRequest,
): Promise<Omit<BaseInput, 'exclude' | 'includeHistory'>> {
  const accountId = request.accountId ?? 0;
  const [row] = await queryPrepared<BasketRow>(
    db,
    sql`WITH hist AS (${historySql(request)}),
        co AS (SELECT c.product_id, c.other_product_id, c.together, c.product_orders, c.other_orders
                 FROM product_cooccurrence c WHERE c.product_id IN (SELECT product_id FROM hist)),
        popular AS (${popularSql(request.deals ?? false)})
        SELECT (SELECT json_agg(hist) FROM hist) AS history,
               (SELECT json_build_array(array_agg(product_id), array_agg(other_product_id), array_agg(together),
                                        array_agg(product_orders), array_agg(other_orders))
                  FROM co HAVING count(*) > 0) AS cooccurrence,
               (SELECT json_agg(product_id ORDER BY place) FROM popular) AS popular,
               (SELECT preferred_diets FROM shopping_preferences WHERE account_id = ${accountId}::int) AS diets,
               (SELECT preferred_values FROM shopping_preferences WHERE account_id = ${accountId}::int) AS values,
               (SELECT array_agg(product_id) FROM never_items WHERE account_id = ${accountId}::int) AS never`,
  );
  return toBaseInput(row);
}

function toBaseInput(row: BasketRow | undefined): Omit<BaseInput, 'exclude' | 'includeHistory'> {
  const history: HistoryItem[] = (row?.history ?? []).map((h) => ({
    productId: h.product_id,
    orders: h.orders,
    daysSinceLastOrder: h.days,
  }));
  const [products = [], others = [], together = [], productOrders = [], otherOrders = []] =
    row?.cooccurrence ?? [];
  const cooccurrence: CooccurrenceRow[] = products.map((productId, i) => ({
    productId,
    otherProductId: others[i] ?? 0,
    together: together[i] ?? 0,
    productOrders: productOrders[i] ?? 0,
    otherOrders: otherOrders[i] ?? 0,
  }));
  return {
    history,
    cooccurrence,
    popular: row?.popular ?? [],
    preferredDiets: row?.diets ?? [],
    preferredValues: row?.values ?? [],
    neverItems: row?.never ?? [],
  };
}

type FactsRow = { id: number; diets: string[]; vals: string[] };

/**
 * The facts of those of `ids` that may be recommended (listable and in stock, and a deal when `deals`): their diets
 * and values (attribute url keys). A product left out of the answer may not be recommended.
 */
export async function readCandidateFacts(
  db: DbOrTx,
  ids: readonly number[],
  deals: boolean,
): Promise<Map<number, CandidateFacts>> {
  if (ids.length === 0) return new Map();
  const dealsOnly = deals ? sql`AND p.facet_value_ids && ${dealFacetIds}` : sql``;
  const rows = await queryPrepared<FactsRow>(
    db,
    sql`SELECT p.id,
               coalesce(array_agg(av.url_key) FILTER (WHERE av.family = 'diets'), '{}') AS diets,
               coalesce(array_agg(av.url_key) FILTER (WHERE av.family IN ('social', 'certifications')), '{}') AS vals
          FROM products p
          LEFT JOIN product_attribute_values pav ON pav.product_id = p.id
          LEFT JOIN attribute_values av ON av.id = pav.attribute_value_id
         WHERE p.id = ANY(${idsParam(ids)}) AND ${listableCondition} AND ${inStockCondition} ${dealsOnly}
         GROUP BY p.id`,
  );
  return new Map(rows.map((row) => [row.id, { diets: row.diets, values: row.vals }]));
}
